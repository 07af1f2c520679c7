import XCStringsBase

/// What an `export` (to `.lproj` folders, `.xcloc` bundles or `.xliff` files) did: what it
/// printed, whether it succeeded, and the files it wrote.
public struct ExportResult: Equatable, Sendable {
  /// The summary (standard output) and the diagnostics (standard error), in the order they
  /// were made.
  public var output: WorkflowOutput
  /// Whether everything was written; when not, nothing was.
  public var succeeded: Bool
  /// The files written, in the order they were staged (those already identical are left
  /// untouched and not listed).
  public var written: [String]

  /// A result.
  package init(output: WorkflowOutput, succeeded: Bool, written: [String]) {
    self.output = output
    self.succeeded = succeeded
    self.written = written
  }
}
