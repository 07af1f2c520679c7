import XCStringsBase

/// What a `lint` found: the report of the findings that count (those of a baseline left out),
/// the diagnostics of inputs that could not be read, and what became of the baselines.
public struct LintResult: Sendable {
  /// The findings that count and the coverage of every catalog and language.
  public var report = LintReport()
  /// How many findings the baseline left out; `nil` without a baseline.
  public var knownFindings: Int?
  /// Errors about inputs that could not be read, and a warning for each path with nothing to
  /// check, in the order they were made.
  public var diagnostics: [Diagnostic] = []
  /// The error that stopped the run before any check: the baseline could not be read.
  public var unreadableBaseline: Diagnostic?
  /// The error that stopped the run after the checks: the baseline could not be written.
  public var unwrittenBaseline: Diagnostic?

  /// An empty result.
  package init() {}

  /// How many inputs could not be read.
  public var unreadableInputs: Int { diagnostics.count { $0.severity == .error } }
}
