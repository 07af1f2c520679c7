import XCStringsBase

/// What a lint run found: findings in report order, and coverage per catalog and language.
public struct LintReport: Sendable {
  /// The findings, sorted by file, line and column.
  public var findings: [LintFinding] = []
  /// Coverage per catalog and language, in catalog order, languages sorted.
  public var coverage: [LintCoverage] = []

  /// Creates an empty report.
  package init() {}

  /// Whether any finding is an error.
  public var containsError: Bool { count(of: .error) > 0 }

  /// Whether any finding is a warning.
  public var containsWarning: Bool { count(of: .warning) > 0 }

  /// The number of findings of a severity.
  public func count(of severity: Diagnostic.Severity) -> Int {
    // Read in place: a closure over the array would copy every finding (six strings) to look
    // at one field, and a large report has tens of thousands.
    findings.withUnsafeBufferPointer { buffer in
      var count = 0
      for index in buffer.indices where buffer[index].severity == severity { count += 1 }
      return count
    }
  }

  /// The report as the JSON document `lint --json` prints.
  package var json: JSONValue {
    .object(["findings": .array(findings.map(\.json)), "coverage": .array(coverage.map(\.json))])
  }
}
