import XCStringsBase

extension Linter {
  /// Makes notes of the warnings about keys of an `InfoPlist` table that hold whitespace: the
  /// system reads such a table only for the keys of the bundle's Info.plist, and no Info.plist
  /// key has a space (Apple's keys and the settings that make them are identifiers), so the
  /// text is never shown. Code may still look such a key up in the table by name, so only
  /// where the tree has Swift sources, none of whose literals is the key, and no Objective-C
  /// file a target compiles holds its text (an unreadable one holds everything). Errors keep
  /// their severity like everywhere else.
  static func demoteUnreadInfoPlistKeys(
    _ findings: inout [LintFinding], from start: Int, _ tree: LintTree, _ subjects: [LintSubject]
  ) {
    guard start < findings.count, !tree.sources.isEmpty else { return }
    var unread: [String: Set<ExactKey>] = [:]
    for subject in subjects where subject.isInfoPlistTable {
      let keys = subject.catalog.strings.keys.filter { key in key.unicodeScalars.contains { $0.properties.isWhitespace } }
      if !keys.isEmpty { unread[Self.table(of: subject.file), default: []].formUnion(keys.map(ExactKey.init)) }
    }
    guard !unread.isEmpty else { return }
    // The warnings about such keys (a key no such table holds is ruled out before its file's
    // table is worked out), then the literals that spell one.
    let anywhere = unread.values.reduce(into: Set<ExactKey>()) { $0.formUnion($1) }
    var candidates: [Int] = []
    var asked = Set<ExactKey>()
    for index in start..<findings.count where findings[index].severity == .warning {
      let path = findings[index].location.path
      guard let key = findings[index].key, anywhere.contains(ExactKey(key)), !path.hasSuffix(".swift"),
        unread[Self.table(of: path)]?.contains(ExactKey(key)) == true
      else { continue }
      candidates.append(index)
      asked.insert(ExactKey(key))
    }
    guard !candidates.isEmpty else { return }
    // Most literals are no such key: their length rules them out unhashed.
    let lengths = Set(asked.map { $0.string.utf8.count })
    var named = Set<ExactKey>()
    for file in tree.sources {
      for key in file.literalKeys where lengths.contains(key.text.utf8.count) && asked.contains(ExactKey(key.text)) {
        named.insert(ExactKey(key.text))
      }
    }
    var objectiveC: [[UInt8]?]?
    var spokenFor: [ExactKey: Bool] = [:]
    for index in candidates {
      guard let key = findings[index].key, !named.contains(ExactKey(key)) else { continue }
      if objectiveC == nil { objectiveC = Self.compiledObjectiveC(tree).map { try? FileIO.read($0) } }
      let inObjectiveC =
        spokenFor[ExactKey(key)]
        ?? {
          let bytes = Array(key.utf8)
          return objectiveC?.contains { $0.map { $0.contains(bytes) } ?? true } ?? false
        }()
      spokenFor[ExactKey(key)] = inObjectiveC
      guard !inObjectiveC else { continue }
      findings[index].severity = .note
      findings[index].message += "; no Info.plist key has a space, and no code names the key, so the system never reads it"
    }
  }
}
