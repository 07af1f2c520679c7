import XCStringsBase
import XCStringsModel

extension Linter {
  /// Words with which a developer's comment says a count is never 1 (`%lld is always 2 or
  /// more`, `at least two`, `> 1`), compared lower-cased.
  static let neverOnePhrases = [
    "2 or more", "two or more", "at least 2", "at least two", "more than 1", "more than one", "greater than 1",
    "never 1", "never one", "> 1", ">1", ">= 2", ">=2", "≥ 2", "≥2",
  ]

  /// Makes notes of the `count-without-plural` and `plural-categories` warnings about keys
  /// whose comment in a table says the count is never 1: the text for one is never shown, so
  /// "1 files" never reaches a user. The comment is the developer's word, read from the
  /// entry of the key in any table of the tree.
  static func demoteCountsNeverOne(_ findings: inout [LintFinding], from start: Int, _ subjects: [LintSubject]) {
    guard start < findings.count else { return }
    var said: [String: String] = [:]
    for index in start..<findings.count
    where findings[index].severity == .warning
      && (findings[index].rule == .countWithoutPlural || findings[index].rule == .pluralCategories)
    {
      guard let key = findings[index].key else { continue }
      if said[key] == nil {
        let comment = subjects.lazy.compactMap { $0.catalog.strings[key]?.comment }.first { comment in
          let lowered = comment.lowercased()
          return neverOnePhrases.contains { lowered.contains($0) }
        }
        said[key] = comment ?? ""
      }
      guard let comment = said[key], !comment.isEmpty else { continue }
      findings[index].severity = .note
      findings[index].message += "; the key's comment says the count is never 1 ('\(comment)')"
    }
  }
}
