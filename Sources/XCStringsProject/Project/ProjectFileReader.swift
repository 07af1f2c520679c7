import XCStringsBase

/// Turns the bytes of a project file into ``ProjectStorage``: checks the text, parses it and
/// indexes the objects.
package enum ProjectFileReader {
  package static func read(_ text: ProjectBytes, path: String) throws(Diagnostic) -> ProjectStorage {
    let bytes = text.buffer
    let checked: Result<ProjectSyntax, ParseFailure> = {
      let buffer = bytes
      if TextDecoding.utf8Content(buffer) == .invalid {
        return .failure(ParseFailure(message: "project file is not valid UTF-8", offset: firstInvalidUTF8(buffer)))
      }
      do throws(ParseFailure) {
        return .success(try ProjectParser.parse(buffer))
      } catch {
        return .failure(error)
      }
    }()
    let syntax: ProjectSyntax
    switch checked {
    case .success(let parsed): syntax = parsed
    case .failure(let failure):
      throw failure.diagnostic(in: bytes, path: path)
    }
    var index = Index(bytes: bytes, syntax: syntax, path: path)
    try index.build()
    return ProjectStorage(
      path: path, text: text, syntax: syntax, objectsNode: index.objectsNode, index: index.identifiers,
      classIndex: index.classIndex, classNames: index.classNames)
  }

  /// The offset of the first byte that does not continue valid UTF-8 (error path only).
  package static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return offset
      case .error: return offset
      }
    }
  }

  /// The object index and the checks made while building it.
  private struct Index {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let syntax: ProjectSyntax
    package let path: String
    package var objectsNode: Int32 = -1
    package var identifiers = ProjectIdentifierIndex(capacity: 0)
    package var classIndex: [UInt16] = []
    package var classNames: [ProjectISA] = []
    private var lineTable: LineTable?

    package init(bytes: UnsafeBufferPointer<UInt8>, syntax: ProjectSyntax, path: String) {
      self.bytes = bytes
      self.syntax = syntax
      self.path = path
    }

    package mutating func build() throws(Diagnostic) {
      guard let objects = dictionaryValue("objects", in: syntax.root) else {
        throw error("project has no 'objects' dictionary", at: syntax.nodes[Int(syntax.root)].start)
      }
      objectsNode = objects
      try checkKeys(of: syntax.root)
      let range = syntax.entries(of: objects)
      identifiers = ProjectIdentifierIndex(capacity: range.count)
      classIndex.reserveCapacity(range.count)
      // Classes repeat: each distinct spelling becomes one string, found again by its bytes.
      var known: [(bytes: Range<Int>, index: UInt16)] = []
      for entryIndex in range {
        let entry = syntax.entries[entryIndex]
        let keyNode = syntax.nodes[Int(entry.key)]
        let duplicate = identifiers.insert(keyNode, in: bytes)
        if let first = duplicate {
          let firstKey = syntax.entries[range.lowerBound + first].key
          var diagnostic = error("duplicate object identifier '\(text(entry.key))'", at: keyNode.start)
          diagnostic.notes = [Diagnostic.note("first defined here", at: location(syntax.nodes[Int(firstKey)].start))]
          throw diagnostic
        }
        let value = syntax.nodes[Int(entry.value)]
        guard value.kind == .dictionary else {
          throw error("object '\(text(entry.key))' is not a dictionary", at: value.start)
        }
        try checkKeys(of: entry.value)
        guard let isaEntry = isaEntry(of: entry.value), syntax.nodes[Int(isaEntry)].isString else {
          throw error("object '\(text(entry.key))' has no 'isa'", at: value.start)
        }
        let isaNode = syntax.nodes[Int(isaEntry)]
        if let plain = ProjectText.plainRange(of: isaNode),
          let match = known.first(where: { bytes[$0.bytes].elementsEqual(bytes[plain]) })
        {
          classIndex.append(match.index)
          continue
        }
        let isa = ProjectISA(rawValue: text(isaEntry))
        var position = classNames.firstIndex(of: isa)
        if position == nil {
          guard classNames.count < Int(UInt16.max) else { throw error("too many object classes", at: isaNode.start) }
          classNames.append(isa)
          position = classNames.count - 1
        }
        if let plain = ProjectText.plainRange(of: isaNode) { known.append((plain, UInt16(position!))) }
        classIndex.append(UInt16(position!))
      }
    }

    /// The `isa` value of an object: Xcode writes it first, so it is looked for there first.
    private func isaEntry(of object: Int32) -> Int32? {
      let range = syntax.entries(of: object)
      for entryIndex in range where isKey(syntax.entries[entryIndex].key, "isa") {
        return syntax.entries[entryIndex].value
      }
      return nil
    }

    private func dictionaryValue(_ key: String, in dictionary: Int32) -> Int32? {
      for entryIndex in syntax.entries(of: dictionary) where isKey(syntax.entries[entryIndex].key, key) {
        let value = syntax.entries[entryIndex].value
        return syntax.nodes[Int(value)].kind == .dictionary ? value : nil
      }
      return nil
    }

    /// A key defined twice in one dictionary would make edits ambiguous, so it is refused
    /// (Apple's parser keeps the last silently). Nested dictionaries are checked too; the
    /// `objects` dictionary is checked object by object in `build`.
    private mutating func checkKeys(of dictionary: Int32) throws(Diagnostic) {
      let range = syntax.entries(of: dictionary)
      if range.count > 1, let (first, second) = duplicateKeys(in: range) {
        var diagnostic = error("duplicate key '\(text(second))'", at: syntax.nodes[Int(second)].start)
        diagnostic.notes = [Diagnostic.note("first defined here", at: location(syntax.nodes[Int(first)].start))]
        throw diagnostic
      }
      for entryIndex in range {
        let value = syntax.entries[entryIndex].value
        if value != objectsNode { try checkNested(value) }
      }
    }

    private mutating func checkNested(_ node: Int32) throws(Diagnostic) {
      switch syntax.nodes[Int(node)].kind {
      case .dictionary:
        try checkKeys(of: node)
      case .array:
        for entryIndex in syntax.entries(of: node) { try checkNested(syntax.entries[entryIndex].value) }
      default:
        break
      }
    }

    /// The first key repeated in a dictionary's entries, and its repetition. Objects hold a
    /// handful of keys, compared pairwise by their bytes; larger dictionaries are hashed.
    private func duplicateKeys(in range: Range<Int>) -> (Int32, Int32)? {
      if range.count <= 16 {
        for later in range {
          for earlier in range.lowerBound..<later
          where sameKey(syntax.entries[earlier].key, syntax.entries[later].key) {
            return (syntax.entries[earlier].key, syntax.entries[later].key)
          }
        }
        return nil
      }
      var seen: [String: Int32] = [:]
      for entryIndex in range {
        let key = syntax.entries[entryIndex].key
        if let first = seen.updateValue(key, forKey: text(key)) { return (first, key) }
      }
      return nil
    }

    private func sameKey(_ lhs: Int32, _ rhs: Int32) -> Bool {
      let left = syntax.nodes[Int(lhs)]
      let right = syntax.nodes[Int(rhs)]
      if let leftRange = ProjectText.plainRange(of: left), let rightRange = ProjectText.plainRange(of: right) {
        return leftRange.count == rightRange.count && bytes[leftRange].elementsEqual(bytes[rightRange])
      }
      return text(lhs) == text(rhs)
    }

    private func isKey(_ node: Int32, _ literal: String) -> Bool {
      ProjectText.equals(syntax.nodes[Int(node)], literal, in: bytes)
    }

    private func text(_ node: Int32) -> String {
      ProjectText.string(of: syntax.nodes[Int(node)], in: bytes)
    }

    private mutating func location(_ offset: Int32) -> SourceLocation {
      if lineTable == nil { lineTable = LineTable(utf8: Array(bytes)) }
      return lineTable!.location(ofOffset: Int(offset), path: path)
    }

    private mutating func error(_ message: String, at offset: Int32) -> Diagnostic {
      Diagnostic.error(message, at: location(offset))
    }
  }
}
