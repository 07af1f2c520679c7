import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

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
      && (findings[index].rule == .countWithoutPlural || Self.isMissingCategory(findings[index]))
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

extension Linter {
  /// Whether the finding is a `plural-categories` warning that a plural lacks a category (what
  /// a count that is never 1 never asks for), not one about a form it has (a Russian `one`
  /// without the count, shown for 21 too).
  static func isMissingCategory(_ finding: LintFinding) -> Bool {
    finding.severity == .warning && finding.rule == .pluralCategories && finding.message.contains(" lacks ")
  }

  /// Makes notes of the `plural-categories` warnings about keys that every call shows only
  /// after comparing its count with 1 (`filenames.count == 1 ? String(localized: "one") :
  /// String(localized: "many", defaultValue: "\(filenames.count) items")`): the plural is
  /// never asked for one. The count is an interpolation of the key, or a `.count` on the
  /// call's lines (a `defaultValue:` interpolates it); see ``CountGuard``.
  static func demotePluralsGuardedByOne(_ findings: inout [LintFinding], from start: Int, _ sources: [SwiftSourceFile]) {
    guard start < findings.count else { return }
    var asked = Set<String>()
    for index in start..<findings.count where Self.isMissingCategory(findings[index]) {
      if let key = findings[index].key { asked.insert(key) }
    }
    guard !asked.isEmpty else { return }
    var calls: [String: [(file: Int, call: LocalizationCall)]] = [:]
    for (file, source) in sources.enumerated() {
      for call in source.calls where asked.contains(call.key.text) { calls[call.key.text, default: []].append((file, call)) }
    }
    var bytes: [Int: [UInt8]] = [:]
    var guarded: [String: String] = [:]
    for (key, uses) in calls {
      var expression: String?
      let all = uses.allSatisfy { use in
        if bytes[use.file] == nil { bytes[use.file] = (try? FileIO.read(sources[use.file].path)) ?? [] }
        let text = bytes[use.file] ?? []
        let line = use.call.location.line
        let candidates =
          use.call.key.interpolations.map(\.expression.trimmedOfSpaces) + CountGuard.counts(in: text, lines: line...(line + 3))
        guard let found = candidates.first(where: { CountGuard.comparesWithOne($0, in: text, line: line) }) else { return false }
        expression = found
        return true
      }
      if all, let expression { guarded[key] = expression }
    }
    guard !guarded.isEmpty else { return }
    for index in start..<findings.count where Self.isMissingCategory(findings[index]) {
      guard let key = findings[index].key, let expression = guarded[key] else { continue }
      findings[index].severity = .note
      findings[index].message += "; every call compares '\(expression)' with 1 first, so the plural is never asked for one"
    }
  }
}
