/// The token tree of a `project.pbxproj`: where each value, key and separator lies in the bytes.
///
/// Nothing here holds text: a string is a byte range, decoded only when asked for, and a
/// container is a run of ``Entry`` records. Keeping offsets instead of values is what lets an
/// edit replace a few byte ranges and leave every other byte of the file as it was.
package struct ProjectSyntax: Sendable {
  /// One value: a string, a dictionary, an array or data.
  package struct Node: Sendable {
    /// What kind of value a node is.
    package enum Kind: UInt8, Sendable {
      /// A word without quotes (`PBXGroup`, `en.lproj/Main.strings`).
      case word
      /// A quoted string without backslashes: its text is the bytes between the quotes.
      case quoted
      /// A quoted string with at least one escape, decoded when read.
      case escaped
      /// `{ key = value; … }`.
      case dictionary
      /// `( value, … )`.
      case array
      /// `<hex digits>`.
      case data
    }

    package var kind: Kind
    /// The first byte of the value (a quote, a brace or a parenthesis for those kinds).
    package var start: Int32
    /// One past the last byte (past the closing quote, brace or parenthesis).
    package var end: Int32
    /// Containers: index of the first entry in ``ProjectSyntax/entries``.
    package var firstEntry: Int32
    /// Containers: number of entries.
    package var entryCount: Int32

    package var isString: Bool { kind == .word || kind == .quoted || kind == .escaped }
    package var isContainer: Bool { kind == .dictionary || kind == .array }
  }

  /// A member of a container: a key and value in a dictionary, an element in an array.
  package struct Entry: Sendable {
    /// The key's node in a dictionary; -1 in an array.
    package var key: Int32
    /// The value's node.
    package var value: Int32
    /// The offset of the `;` (dictionary) or `,` (array) that ends the entry; -1 for an array's
    /// last element written without a comma.
    package var terminator: Int32
  }

  package var nodes: [Node] = []
  package var entries: [Entry] = []
  /// The top-level dictionary's node.
  package var root: Int32 = -1

  /// The entries of a container node.
  @inline(__always)
  package func entries(of node: Int32) -> Range<Int> {
    let item = nodes[Int(node)]
    return Int(item.firstEntry)..<Int(item.firstEntry + item.entryCount)
  }
}
