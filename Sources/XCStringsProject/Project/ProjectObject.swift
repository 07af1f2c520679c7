import XCStringsBase

/// One object of a project file's `objects` dictionary, read in place.
///
/// Values are decoded from the file's bytes when asked for; a view is a reference to the
/// parsed file and a position, cheap to make and to keep.
package struct ProjectObject: Sendable, Equatable {
  package let storage: ProjectStorage
  /// The object's position in the `objects` dictionary.
  package let ordinal: Int

  package init(storage: ProjectStorage, ordinal: Int) {
    self.storage = storage
    self.ordinal = ordinal
  }

  /// The object's identifier (24 hexadecimal digits in files Xcode writes).
  package var id: String { storage.identifier(ordinal) }

  /// The object's class.
  package var isa: ProjectISA { storage.isa(ordinal) }

  package var node: Int32 { storage.objectNode(ordinal) }

  /// The keys of the object, in file order.
  package var keys: [String] {
    storage.syntax.entries(of: node).compactMap { storage.string(storage.syntax.entries[$0].key) }
  }

  /// The string value of `key`; `nil` when the key is absent or holds an array or dictionary.
  package func string(_ key: String) -> String? {
    storage.value(key, in: node).flatMap(storage.string)
  }

  /// The strings of the array at `key` (identifiers in `children`, `files`, `targets`); empty
  /// when the key is absent or is not an array.
  package func strings(_ key: String) -> [String] {
    guard let array = storage.value(key, in: node) else { return [] }
    return storage.strings(inArray: array)
  }

  /// The value of `key` read into memory.
  package func value(_ key: String) -> ProjectValue? {
    storage.value(key, in: node).map(storage.value(of:))
  }

  /// The comment Xcode writes after the identifier (`/* Localizable.strings */`), if any.
  package var comment: String? {
    let entry = storage.syntax.entries[storage.firstObject + ordinal]
    let from = Int(storage.node(entry.key).end)
    let to = Int(storage.node(entry.value).start)
    return ProjectText.firstComment(in: from..<to, of: storage.buffer)
  }

  /// Where the object's identifier is in the file.
  package var location: SourceLocation {
    return storage.location(ofOffset: Int(storage.node(storage.keyNode(ordinal)).start))
  }

  /// Two views are equal when they show the same object of the same parsed file.
  package static func == (lhs: ProjectObject, rhs: ProjectObject) -> Bool {
    lhs.storage === rhs.storage && lhs.ordinal == rhs.ordinal
  }
}
