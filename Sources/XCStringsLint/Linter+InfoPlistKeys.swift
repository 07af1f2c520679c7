import XCStringsBase

extension Linter {
  /// Makes notes of the warnings about keys of an `InfoPlist` table that hold whitespace: the
  /// system reads such a table only for the keys of the bundle's Info.plist, and no Info.plist
  /// key has a space (Apple's keys and the settings that make them are identifiers), so the
  /// text is never shown. Code may still look such a key up in the table by name, so only
  /// where the tree has Swift sources, none of whose literals is the key, and no Objective-C
  /// that may look keys up. Errors keep their severity like everywhere else.
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
    var named = Set<ExactKey>()
    for file in tree.sources {
      for key in file.literalKeys where key.text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
        named.insert(ExactKey(key.text))
      }
    }
    var objectiveC: Bool?
    for index in start..<findings.count where findings[index].severity == .warning {
      let path = findings[index].location.path
      guard let key = findings[index].key, !path.hasSuffix(".swift"), !named.contains(ExactKey(key)),
        unread[Self.table(of: path)]?.contains(ExactKey(key)) == true
      else { continue }
      if objectiveC == nil { objectiveC = Self.objectiveCMayLookUp(tree) }
      guard objectiveC == false else { return }
      findings[index].severity = .note
      findings[index].message += "; no Info.plist key has a space, and no code names the key, so the system never reads it"
    }
  }
}
