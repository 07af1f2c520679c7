import XCStringsBase

/// What an `import` did: what it printed, whether it succeeded, and the files it wrote.
public struct ImportResult: Equatable, Sendable {
  /// The summary (standard output) and the diagnostics (standard error), in the order they
  /// were made.
  public var output: WorkflowOutput
  /// Whether everything imported and was written; when not, nothing but the report was.
  public var succeeded: Bool
  /// The files written (the catalogs that changed, the report), in the order they were staged.
  public var written: [String]

  /// A result.
  package init(output: WorkflowOutput, succeeded: Bool, written: [String]) {
    self.output = output
    self.succeeded = succeeded
    self.written = written
  }
}
