import XCStringsBase
import XCStringsModel

/// Choices for a lint run.
public struct LintOptions: Sendable {
  /// Languages every key must be translated into, besides those the catalog already has.
  public var languages: [LanguageCode]
  /// Rules not to run.
  public var disabled: Set<LintRule>
  /// Whether to report catalog keys no Swift source uses (`unused-key`, off by default).
  public var reportsUnusedKeys = false
  /// The severity every finding of a rule is given instead of the rule's own
  /// (`--severity RULE=LEVEL`); a rule turned off is in ``disabled``.
  public var severities: [LintRule: Diagnostic.Severity] = [:]

  /// Creates options.
  public init(languages: [LanguageCode] = [], disabled: Set<LintRule> = []) {
    self.languages = languages
    self.disabled = disabled
  }

  /// Whether a rule runs: unless disabled, a rule on by default, one given a `--severity`, and
  /// `unused-key` with `--unused`.
  package func isEnabled(_ rule: LintRule) -> Bool {
    guard !disabled.contains(rule) else { return false }
    if rule.isOnByDefault || severities[rule] != nil { return true }
    return reportsUnusedKeys && rule == .unusedKey
  }
}
