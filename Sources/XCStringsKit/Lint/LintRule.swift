/// A check the linter runs, identified by a stable id such as `placeholder-mismatch`.
///
/// Every rule has a default severity; a rule may still report a finding at a lower severity
/// when the problem is milder than the rule's usual case (an unused plural category, a missing
/// `many` in French), and `--strict` turns every warning into a failure.
public struct LintRule: Hashable, Sendable, CustomStringConvertible {
  /// The rule's id as typed after `--disable` and written in reports.
  public var id: String
  /// The severity of the rule's usual finding.
  public var defaultSeverity: Diagnostic.Severity
  /// One line saying what the rule finds, for `--help` and the README.
  public var summary: String

  /// Creates a rule.
  public init(id: String, defaultSeverity: Diagnostic.Severity, summary: String) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
  }

  /// The id.
  public var description: String { id }

  /// A `new` or `needs_review` unit, or a key with no unit for a language the catalog supports.
  public static let untranslated = LintRule(
    id: "untranslated", defaultSeverity: .warning,
    summary: "a translation is missing or still in state 'new' or 'needs_review'")
  /// A translation whose format specifiers differ from the source's.
  public static let placeholderMismatch = LintRule(
    id: "placeholder-mismatch", defaultSeverity: .error,
    summary: "a translation's format specifiers differ in count, type or position from the source's")
  /// A plural without `other`, without a category the language needs, or with one it never uses.
  public static let pluralCategories = LintRule(
    id: "plural-categories", defaultSeverity: .error,
    summary: "a plural lacks 'other' (error), or a category the language needs (CLDR) or has one it never uses (warning)")
  /// A key that looks like an identifier and has no source text of its own.
  public static let keyAsValue = LintRule(
    id: "key-as-value", defaultSeverity: .warning,
    summary: "an identifier-like key has no source value (or the key as value), so users would see the key")
  /// A key containing Swift string interpolation, which never matches at run time.
  public static let interpolationInKey = LintRule(
    id: "interpolation-in-key", defaultSeverity: .error,
    summary: "a key contains Swift interpolation '\\(…)', so it never matches at run time")
  /// A catalog whose `sourceLanguage` differs from the project's development region.
  public static let sourceLanguage = LintRule(
    id: "source-language", defaultSeverity: .error,
    summary: "the catalog's sourceLanguage differs from the project's development region")
  /// One key with different source values in two tables of one tree.
  public static let duplicateKeyAcrossTables = LintRule(
    id: "duplicate-key-across-tables", defaultSeverity: .warning,
    summary: "the same key has different source values in two tables linted together")
  /// An empty value.
  public static let emptyValue = LintRule(
    id: "empty-value", defaultSeverity: .warning,
    summary: "a value is empty")
  /// Leading or trailing whitespace that the source and a translation do not share.
  public static let whitespaceMismatch = LintRule(
    id: "whitespace-mismatch", defaultSeverity: .warning,
    summary: "leading or trailing spaces or newlines differ between source and translation")
  /// A stale entry that still carries translations.
  public static let stale = LintRule(
    id: "stale", defaultSeverity: .warning,
    summary: "an entry marked 'stale' still carries translations")

  /// A malformed reference to a substitution (`%#1@count@` for `%1$#@count@`).
  public static let variableReference = LintRule(
    id: "variable-reference", defaultSeverity: .warning,
    summary: "a substitution is referenced as '%#1@name@' instead of '%1$#@name@'")

  /// Every rule, in the order reports and help list them.
  public static let all: [LintRule] = [
    .untranslated, .placeholderMismatch, .pluralCategories, .keyAsValue, .interpolationInKey, .sourceLanguage,
    .duplicateKeyAcrossTables, .emptyValue, .whitespaceMismatch, .stale, .variableReference,
  ]

  /// The rule with an id, if any.
  public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
