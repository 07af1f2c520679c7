/// What a lint run found: findings in report order, and coverage per catalog and language.
public struct LintReport: Sendable {
  /// The findings, sorted by file, line and column.
  public var findings: [LintFinding] = []
  /// Coverage per catalog and language, in catalog order, languages sorted.
  public var coverage: [LintCoverage] = []

  /// Creates an empty report.
  public init() {}

  /// Whether any finding is an error.
  public var containsError: Bool { findings.contains { $0.severity == .error } }

  /// Whether any finding is a warning.
  public var containsWarning: Bool { findings.contains { $0.severity == .warning } }

  /// The report as the JSON document `lint --json` prints.
  public var json: JSONValue {
    .object(["findings": .array(findings.map(\.json)), "coverage": .array(coverage.map(\.json))])
  }
}
