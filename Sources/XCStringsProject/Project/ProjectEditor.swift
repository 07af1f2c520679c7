/// Edits a parsed project file by splicing byte ranges, writing new text the way Xcode does.
///
/// Objects are removed with their lines and inserted at their sorted place in their section;
/// a section left empty goes with the blank line after it. Arrays (`children`, `files`) are
/// edited as lists: the caller removes and inserts elements against the list as it stands
/// after earlier edits, and only the changed lines are written. Every byte no edit touches is
/// copied through, so an editor with no edits gives back the file unchanged.
package struct ProjectEditor: Sendable {
  /// An element of an array being edited: one already in the file, or a new identifier.
  package enum Element: Equatable {
    case existing(entry: Int, id: String)
    /// A new element; without a comment for arrays of paths (exception lists).
    case new(id: String, comment: String?)

    package var id: String {
      switch self {
      case .existing(_, let id), .new(let id, _): id
      }
    }
  }

  private struct Splice: Sendable {
    package var range: Range<Int>
    package var text: String
    package var sequence: Int
  }

  private struct NewObject: Sendable {
    package var id: String
    package var section: String
    package var text: String
  }

  package let storage: ProjectStorage
  private var removed = Set<Int>()
  private var added: [NewObject] = []
  private var addedRecords: [(id: String, isa: ProjectISA, comment: String)] = []
  private var listOwners: [Int32: (owner: String, key: String)] = [:]
  private var lists: [Int32: [Element]] = [:]
  private var replacements: [(node: Int32, text: String)] = []
  private var settings: [(dictionary: Int32, key: String, value: String)] = []

  package init(_ file: ProjectFile) { storage = file.storage }

  /// Whether any edit was made.
  package var isEmpty: Bool {
    removed.isEmpty && added.isEmpty && lists.isEmpty && replacements.isEmpty && settings.isEmpty
  }

  // MARK: - Objects

  /// Removes an object (its lines in its section).
  package mutating func removeObject(_ id: String) {
    if let ordinal = storage.ordinal(of: id) { removed.insert(ordinal) }
  }

  /// Adds a one-line object, `ID /* comment */ = {isa = ISA; key = value; …; };`, with the
  /// keys after `isa` in the order given (Xcode sorts them) and values quoted as Xcode quotes.
  /// A field's comment follows its value (`fileRef = ID /* Localizable.xcstrings */;`).
  package mutating func addObject(
    id: String, isa: ProjectISA, comment: String, fields: [(key: String, value: String, comment: String?)]
  ) {
    var text = "\(id) /* \(ProjectText.comment(comment)) */ = {isa = \(ProjectText.literal(isa.rawValue)); "
    for (key, value, note) in fields {
      text += "\(ProjectText.literal(key)) = \(ProjectText.literal(value))"
      if let note { text += " /* \(ProjectText.comment(note)) */" }
      text += "; "
    }
    added.append(NewObject(id: id, section: isa.rawValue, text: text + "};"))
    addedRecords.append((id, isa, comment))
  }

  /// The objects added so far: identifier, class and comment.
  package var addedObjects: [(id: String, isa: ProjectISA, comment: String)] { addedRecords }

  // MARK: - Arrays

  /// The array at `key` of an object, as edited so far; `nil` when the object has no such array.
  package func list(_ key: String, of id: String) -> (node: Int32, elements: [Element])? {
    guard let ordinal = storage.ordinal(of: id), let node = storage.value(key, in: storage.objectNode(ordinal)),
      storage.node(node).kind == .array
    else { return nil }
    if let edited = lists[node] { return (node, edited) }
    let elements = storage.syntax.entries(of: node).map { entry in
      Element.existing(entry: entry, id: storage.string(storage.syntax.entries[entry].value) ?? "")
    }
    return (node, elements)
  }

  /// Replaces the elements of the array at `key` of object `id`: existing elements may only be
  /// dropped, new ones inserted anywhere.
  package mutating func setList(_ key: String, of id: String, _ elements: [Element]) {
    guard let (node, _) = list(key, of: id) else { return }
    lists[node] = elements
    listOwners[node] = (id, key)
  }

  /// The arrays edited: owner, key, and the elements as they were and as they are now.
  package var editedLists: [(owner: String, key: String, before: [Element], after: [Element])] {
    lists.keys.sorted().compactMap { node in
      guard let (owner, key) = listOwners[node], let after = lists[node] else { return nil }
      let before = storage.syntax.entries(of: node).map { entry in
        Element.existing(entry: entry, id: storage.string(storage.syntax.entries[entry].value) ?? "")
      }
      return (owner, key, before, after)
    }
  }

  /// The identifiers of the objects removed so far.
  package var removedIdentifiers: [String] { removed.sorted().map(storage.identifier) }

  /// The ordinals of the objects removed so far.
  package var removedOrdinals: Set<Int> { removed }

  // MARK: - Values

  /// Replaces a string value with `value`, quoted as Xcode quotes.
  package mutating func replaceValue(_ node: Int32, with value: String) {
    replacements.append((node, ProjectText.literal(value)))
  }

  /// Inserts `key = value;` into a dictionary at its sorted place (build settings are sorted).
  package mutating func insertSetting(_ key: String, _ value: String, into dictionary: Int32) {
    settings.append((dictionary, key, value))
  }

  // MARK: - Writing

  /// The edited file.
  package func apply() -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(storage.buffer.count + 4096)
    write { result.append(contentsOf: $0) }
    return result
  }

  /// Passes the edited file to `sink`: the unchanged stretches of the original, in place, and
  /// the new texts between them. Insertions at an offset go before a removal that starts
  /// there, in the order they were made; a removal inside a larger one is dropped.
  package func write(to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    let bytes = storage.buffer
    guard !isEmpty else { return try sink(bytes) }
    let ordered = splices().sorted { lhs, rhs in
      if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
      if lhs.range.isEmpty != rhs.range.isEmpty { return lhs.range.isEmpty }
      if lhs.range.upperBound != rhs.range.upperBound { return lhs.range.upperBound > rhs.range.upperBound }
      return lhs.sequence < rhs.sequence
    }
    var copied = 0
    for item in ordered {
      // Inside a range already removed (an object of an emptied section): nothing to do.
      if item.range.lowerBound < copied { continue }
      if item.range.lowerBound > copied { try sink(UnsafeBufferPointer(rebasing: bytes[copied..<item.range.lowerBound])) }
      var text = item.text
      try text.withUTF8 { if !$0.isEmpty { try sink($0) } }
      copied = item.range.upperBound
    }
    if copied < bytes.count { try sink(UnsafeBufferPointer(rebasing: bytes[copied...])) }
  }

  private func splices() -> [Splice] {
    let bytes = storage.buffer
    let layout = ProjectLayout(bytes: bytes)
    var splices: [Splice] = []
    func splice(_ range: Range<Int>, _ text: String) {
      splices.append(Splice(range: range, text: text, sequence: splices.count))
    }
    objectSplices(layout, splice)
    for (node, elements) in lists.sorted(by: { $0.key < $1.key }) { listSplices(node, elements, layout, splice) }
    for (node, text) in replacements {
      let item = storage.node(node)
      splice(Int(item.start)..<Int(item.end), text)
    }
    for setting in settings { settingSplice(setting, layout, splice) }
    return splices
  }

  private func objectSplices(_ layout: ProjectLayout, _ splice: (Range<Int>, String) -> Void) {
    let syntax = storage.syntax
    let first = Int(storage.node(storage.objectsNode).firstEntry)
    let sections = ProjectLayout.sections(of: storage, in: layout.bytes)
    var emptied = Set<String>()
    for section in sections where !section.objects.isEmpty && section.objects.allSatisfy(removed.contains) {
      if !added.contains(where: { $0.section == section.name }) { emptied.insert(section.name) }
    }
    for ordinal in removed.sorted() {
      let entry = syntax.entries[first + ordinal]
      splice(layout.span(from: Int(storage.node(entry.key).start), through: Int(entry.terminator)).range, "")
    }
    for section in sections where emptied.contains(section.name) {
      var end = section.end.upperBound
      if let blank = layout.blankLine(at: end) { end = blank.upperBound }
      splice(section.begin.lowerBound..<end, "")
    }
    for object in added.sorted(by: { $0.id < $1.id }) {
      let indentation =
        sections.first.flatMap { $0.objects.first }.map { ordinal in
          layout.indentation(of: Int(storage.node(syntax.entries[first + ordinal].key).start))
        } ?? "\t\t"
      let line = indentation + object.text + layout.newline
      if let section = sections.first(where: { $0.name == object.section }) {
        // Before the first object whose identifier sorts after the new one, else before the end marker.
        let next = Self.firstSortingAfter(object.id, in: section.objects, storage: storage)
        let offset =
          next.map { ordinal in
            layout.span(
              from: Int(storage.node(syntax.entries[first + ordinal].key).start),
              through: Int(syntax.entries[first + ordinal].terminator)
            ).range.lowerBound
          } ?? section.end.lowerBound
        splice(offset..<offset, line)
      } else if let following = sections.first(where: { $0.name > object.section }) {
        let text =
          "/* Begin \(object.section) section */" + layout.newline + line
          + "/* End \(object.section) section */" + layout.newline + layout.newline
        splice(following.begin.lowerBound..<following.begin.lowerBound, text)
      } else if let last = sections.last {
        let text =
          layout.newline + "/* Begin \(object.section) section */" + layout.newline + line
          + "/* End \(object.section) section */" + layout.newline
        splice(last.end.upperBound..<last.end.upperBound, text)
      } else {
        // A file without section markers: before the dictionary's closing brace.
        let closing = Int(storage.node(storage.objectsNode).end) - 1
        let offset = layout.startsLine(closing) ? layout.lineStart(closing) : closing
        splice(offset..<offset, layout.startsLine(closing) ? line : object.text + " ")
      }
    }
  }

  private func listSplices(
    _ node: Int32, _ elements: [Element], _ layout: ProjectLayout, _ splice: (Range<Int>, String) -> Void
  ) {
    let syntax = storage.syntax
    let entries = Array(syntax.entries(of: node))
    let kept = Set(
      elements.compactMap { element -> Int? in
        if case .existing(let entry, _) = element { return entry }
        return nil
      })
    func span(_ entry: Int) -> (range: Range<Int>, ownsLines: Bool) {
      let item = syntax.entries[entry]
      let value = storage.node(item.value)
      let last = item.terminator >= 0 ? Int(item.terminator) : Int(value.end) - 1
      return layout.span(from: Int(value.start), through: last)
    }
    for entry in entries where !kept.contains(entry) { splice(span(entry).range, "") }
    let closing = Int(storage.node(node).end) - 1
    let multiline = entries.first.map { span($0).ownsLines } ?? layout.startsLine(closing)
    let indentation =
      entries.first.map { layout.indentation(of: Int(storage.node(syntax.entries[$0].value).start)) }
      ?? layout.deeper(layout.indentation(of: closing))
    var previous: Int?
    var commaAdded = false
    for element in elements {
      switch element {
      case .existing(let entry, _):
        previous = entry
      case .new(let id, let comment):
        let item = ProjectText.literal(id) + (comment.map { " /* \(ProjectText.comment($0)) */" } ?? "") + ","
        var unterminated = false
        if let previous, syntax.entries[previous].terminator < 0 {
          // The list's last element was written without a comma: it gets one, after its comments.
          unterminated = true
          if !commaAdded {
            let end = layout.endOfComments(after: Int(storage.node(syntax.entries[previous].value).end))
            splice(end..<end, ",")
            commaAdded = true
          }
        }
        let offset: Int
        if let previous {
          let after = span(previous)
          // An element sharing its line with something else (a comment) is followed on that
          // line, after its comma.
          offset =
            after.ownsLines || !unterminated
            ? after.range.upperBound
            : layout.endOfComments(after: Int(storage.node(syntax.entries[previous].value).end))
        } else if let first = entries.first {
          offset = span(first).range.lowerBound
        } else {
          offset = multiline ? layout.lineStart(closing) : closing
        }
        if multiline, layout.startsLine(offset), offset == layout.lineStart(offset) {
          splice(offset..<offset, indentation + item + layout.newline)
        } else {
          splice(offset..<offset, unterminated ? " " + item : item + " ")
        }
      }
    }
  }

  private func settingSplice(
    _ setting: (dictionary: Int32, key: String, value: String), _ layout: ProjectLayout,
    _ splice: (Range<Int>, String) -> Void
  ) {
    let syntax = storage.syntax
    let entries = Array(syntax.entries(of: setting.dictionary))
    let text = "\(ProjectText.literal(setting.key)) = \(ProjectText.literal(setting.value));"
    let closing = Int(storage.node(setting.dictionary).end) - 1
    func span(_ entry: Int) -> (range: Range<Int>, ownsLines: Bool) {
      layout.span(from: Int(storage.node(syntax.entries[entry].key).start), through: Int(syntax.entries[entry].terminator))
    }
    let multiline = entries.first.map { span($0).ownsLines } ?? layout.startsLine(closing)
    let indentation =
      entries.first.map { layout.indentation(of: Int(storage.node(syntax.entries[$0].key).start)) }
      ?? layout.deeper(layout.indentation(of: closing))
    let next = entries.first { (storage.string(syntax.entries[$0].key) ?? "") > setting.key }
    let offset: Int
    if let next {
      offset = span(next).range.lowerBound
    } else if let last = entries.last {
      offset = span(last).range.upperBound
    } else {
      offset = multiline ? layout.lineStart(closing) : closing
    }
    splice(offset..<offset, multiline ? indentation + text + layout.newline : text + " ")
  }

  /// The first object of a section whose identifier sorts after `id`, found by a binary search:
  /// a section Xcode wrote is sorted. In one that is not, the new object still lands between
  /// a neighbour that sorts before it and one that sorts after.
  private static func firstSortingAfter(_ id: String, in objects: [Int], storage: ProjectStorage) -> Int? {
    var low = 0
    var high = objects.count
    while low < high {
      let middle = (low + high) / 2
      if storage.identifier(objects[middle], sortsAfter: id) { high = middle } else { low = middle + 1 }
    }
    return low < objects.count ? objects[low] : nil
  }

}
