import XCStringsBase

/// What a compile did: the files it writes (or, in a dry run, would write) and its errors.
public struct CompileResult: Equatable, Sendable {
  /// The absolute paths of the planned files, in plan order.
  public var files: [String]
  /// The errors; when there is one, nothing was written.
  public var diagnostics: [Diagnostic]
  /// Whether the files were written (false for a dry run and for a failed run).
  public var wrote: Bool

  /// A result.
  package init(files: [String], diagnostics: [Diagnostic], wrote: Bool) {
    self.files = files
    self.diagnostics = diagnostics
    self.wrote = wrote
  }

  /// Whether the run succeeded.
  public var succeeded: Bool { !diagnostics.containsError }
}
