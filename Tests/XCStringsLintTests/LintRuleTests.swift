import Testing
import XCStringsBase
import XCStringsLint

@Suite("LintRule")
struct LintRuleTests {
  /// Severity is a promise (Lint.md, "Severity promises"): an error only where the format
  /// specifiers and plural rules alone prove a crash, garbage or a wrong argument; a warning
  /// where users of a shipped language see something wrong; a note for hygiene.
  @Test func defaultSeveritiesKeepTheirPromise() {
    let errors = ["placeholder-mismatch", "plural-categories", "undefined-substitution", "position-without-dollar"]
    let notes = [
      "stale", "orphan-key", "unused-key", "known-regions", "development-language", "string-extraction-off", "source-language",
    ]
    for rule in LintRule.all {
      let expected: Diagnostic.Severity = errors.contains(rule.id) ? .error : notes.contains(rule.id) ? .note : .warning
      #expect(rule.defaultSeverity == expected, "rule '\(rule.id)'")
    }
  }
}
