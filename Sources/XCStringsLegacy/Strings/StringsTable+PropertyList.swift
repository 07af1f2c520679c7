import XCStringsBase

extension StringsTable {
  /// Reads a `.strings` file that is an XML or binary property list: a dictionary of strings.
  ///
  /// The package's own readers do the parsing (``XMLPlistDocument`` and ``BinaryPlistReader``),
  /// not Foundation, whose parser leaks on malformed files and drops the order of the keys.
  /// Entries keep the order of the file: for XML with the line and column of each `<key>`, for
  /// binary, which has no positions, at line 1, column 1. A repeated key is warned about as in
  /// the text format, and the later value wins in ``resolved``.
  static func propertyList(
    _ bytes: [UInt8], encoding: TextEncoding, path: String
  ) throws(Diagnostic)
    -> StringsTable
  {
    let root: PlistNode?
    let rootOffset: Int?
    let lines: LineTable?
    if encoding == .binaryPropertyList {
      do {
        root = try BinaryPlistReader.root(bytes)
      } catch {
        throw Diagnostic.error("not a valid binary property list: \(error.message)", at: .file(path))
      }
      (rootOffset, lines) = (nil, nil)
    } else {
      let document: XMLPlistDocument
      do {
        document = try XMLPlistDocument(bytes, path: path)
      } catch {
        var located = error
        located.message = "not a valid XML property list: \(error.message)"
        throw located
      }
      (root, rootOffset, lines) = (document.root, document.rootOffset, document.lines)
    }
    func location(_ offset: Int?) -> SourceLocation {
      guard let offset, let lines else { return .file(path) }
      return lines.location(ofOffset: offset, path: path)
    }

    guard let root, case .dictionary(let members) = root.kind else {
      let found = root.map(kindName) ?? "empty"
      throw Diagnostic.error(
        "property list is \(found), not a dictionary of strings", at: location(root?.offset ?? rootOffset))
    }
    var entries = [Entry]()
    entries.reserveCapacity(members.count)
    var firstPositions: [ExactKey: Int] = [:]
    var warnings: [Diagnostic] = []
    for member in members {
      guard case .string(let value) = member.value.kind else {
        throw Diagnostic.error(
          "value of '\(member.key)' is \(kindName(member.value)), not a string", at: location(member.value.offset))
      }
      let keyLocation = location(member.keyOffset)
      let entry = Entry(key: member.key, value: value, line: keyLocation.line, column: keyLocation.column)
      // The same warning and note as the text format gives for a repeated key.
      if let first = firstPositions[ExactKey(member.key)] {
        let original = entries[first]
        let note = Diagnostic.note(
          "'\(member.key)' was first defined here",
          at: SourceLocation(path: path, line: original.line, column: original.column))
        warnings.append(
          Diagnostic(.warning, "duplicate key '\(member.key)'; the later value wins", at: keyLocation, notes: [note]))
      } else {
        firstPositions[ExactKey(member.key)] = entries.count
      }
      entries.append(entry)
    }
    return StringsTable(entries: entries, encoding: encoding, diagnostics: warnings)
  }

  /// The kind of a value with its article, in the words the text format's errors use.
  private static func kindName(_ node: PlistNode) -> String {
    switch node.kind {
    case .string: "a string"
    case .integer, .real: "a number"
    case .bool: "a boolean"
    case .date: "a date"
    case .data: "data"
    case .array: "an array"
    case .dictionary: "a dictionary"
    }
  }
}
