import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

/// The keys of a tree's tables as code looks them up: by table name, over every catalog and
/// legacy table of that name (an app and its widget may each have a `Localizable`), with
/// storyboard and `InfoPlist` tables left out, since no code looks keys up in them.
///
/// A key with a format specifier is also indexed by its pattern, so that an interpolated
/// literal finds it whatever specifier stands where it interpolates (``LocalizationKey``).
struct CatalogKeyIndex {
  /// Where a key was found.
  struct Match {
    /// The index of the subject in the tree.
    var subject: Int
    /// The key as the table holds it.
    var key: String
  }

  /// The subjects of each table, by table name.
  private(set) var tables: [String: [Int]] = [:]
  /// Keys holding a specifier, by table name and pattern.
  private var patterns: [String: [String: [Match]]] = [:]
  let subjects: [LintSubject]

  init(_ subjects: [LintSubject]) {
    self.subjects = subjects
    for (index, subject) in subjects.enumerated() where Self.isLookedUpByCode(subject) {
      tables[subject.tableName, default: []].append(index)
    }
  }

  /// Whether code looks keys up in the subject's table.
  static func isLookedUpByCode(_ subject: LintSubject) -> Bool {
    !subject.isInterfaceTable && !subject.isInfoPlistTable
  }

  /// Whether any table is indexed.
  var isEmpty: Bool { tables.isEmpty }

  /// The table's subjects, or `nil` when the tree has no table of that name.
  func subjects(of table: String) -> [Int]? { tables[table] }

  /// Indexes the patterns of every key that holds a specifier; needed only by interpolated
  /// literals, so made only when one is looked up.
  mutating func indexPatterns() {
    guard patterns.isEmpty else { return }
    for (table, members) in tables {
      var byPattern: [String: [Match]] = [:]
      for subject in members {
        for key in subjects[subject].catalog.strings.keys where key.utf8.contains(SwiftByte.percent) {
          byPattern[LocalizationKey.pattern(ofCatalogKey: key), default: []].append(Match(subject: subject, key: key))
        }
      }
      patterns[table] = byPattern
    }
  }

  /// The key in `table` that a literal's key matches: the same key first, else (for an
  /// interpolated literal, once ``indexPatterns()`` ran) one whose specifiers stand where the
  /// literal interpolates, with the very specifier where the compiler's is certain
  /// (``LocalizationKey/matches(_:)``). Of several tables holding the key, one with a
  /// source-language value for it comes first:
  /// a leftover of the key in another target's table (a Russian line only) says nothing of
  /// the table that has the text.
  func match(_ key: LocalizationKey, in table: String) -> Match? {
    guard let members = tables[table] else { return nil }
    var holder: Int?
    for subject in members where subjects[subject].catalog.strings.contains(key.text) {
      // Only a second table holding the key asks for the entry itself.
      if members.count == 1 { return Match(subject: subject, key: key.text) }
      let catalog = subjects[subject].catalog
      if catalog.strings[key.text]?[catalog.sourceLanguage] != nil { return Match(subject: subject, key: key.text) }
      if holder == nil { holder = subject }
    }
    if let holder { return Match(subject: holder, key: key.text) }
    guard key.isInterpolated else { return nil }
    return patterns[table]?[key.pattern]?.first { key.agreesOnCertainSpecifiers(with: $0.key) }
  }

  /// A key of `table` that an interpolated literal would match but for a certain specifier
  /// (`%d new articles` for `\(items.count) new articles`, looked up as `%lld new articles`).
  func nearMiss(_ key: LocalizationKey, in table: String) -> Match? {
    guard key.isInterpolated else { return nil }
    return patterns[table]?[key.pattern]?.first
  }

  /// A key of `table` that an interpolated literal's text becomes at run time when its
  /// interpolations are filled in (`TriggerType_setup` for `"TriggerType_\(kind)"`): a key
  /// without specifiers that starts and ends as the literal does around its interpolations,
  /// with something in between.
  func filledIn(_ key: LocalizationKey, in table: String) -> String? {
    guard key.isInterpolated, let members = tables[table] else { return nil }
    let pattern = key.pattern
    guard let first = pattern.range(of: LocalizationKey.wildcard),
      let last = pattern.range(of: LocalizationKey.wildcard, options: .backwards)
    else { return nil }
    let prefix = pattern[..<first.lowerBound]
    let suffix = pattern[last.upperBound...]
    guard prefix.utf8.count + suffix.utf8.count >= 2 else { return nil }
    for subject in members {
      for candidate in subjects[subject].catalog.strings.keys
      where candidate.utf8.count > prefix.utf8.count + suffix.utf8.count && candidate.hasPrefix(prefix)
        && candidate.hasSuffix(suffix) && !candidate.utf8.contains(SwiftByte.percent)
      {
        return candidate
      }
    }
    return nil
  }

  /// The entry of a match.
  func entry(_ match: Match) -> CatalogEntry? { subjects[match.subject].catalog.strings[match.key] }
}
