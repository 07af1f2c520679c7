import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes its output (the process's standard output and error, or closures that
/// collect the text in tests), and where a workflow writes while it runs: an
/// ``OutputCollector`` that keeps the text for the workflow's result (``WorkflowOutput``).
package struct WorkflowIO: Sendable {
  /// Receives standard output text.
  package var standardOutput: @Sendable (String) -> Void
  /// Receives standard error text.
  package var standardError: @Sendable (String) -> Void
  /// Whether standard error is a terminal (progress lines are shown only then).
  package var errorIsTerminal: Bool
  /// Failure points for tests of the file layer.
  package var faults: FileTransaction.Faults
  /// Whether large values may be left for the operating system to reclaim at exit: only the
  /// tool's own process does, so it is not for a library's caller to set.
  package var keepsValuesUntilExit = false
  /// How another program (git) should run this tool: the name it was found by on `PATH`, or
  /// the absolute path it was run from.
  package var program: String = WorkflowIO.invokedProgram
  /// The hints put into the diagnostics printed (the tool's name its options); none for a
  /// library's caller, whose program has other ways to be told.
  package var hints: Diagnostic.Hints = Diagnostic.noHints

  /// Creates an IO set.
  package init(
    standardOutput: @escaping @Sendable (String) -> Void,
    standardError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false,
    faults: FileTransaction.Faults = FileTransaction.Faults()
  ) {
    self.init(
      standardOutput: standardOutput, standardError: standardError, errorIsTerminal: errorIsTerminal, faults: faults,
      keepsValuesUntilExit: false)
  }

  /// Creates an IO set that may leave large values for the operating system to reclaim.
  package init(
    standardOutput: @escaping @Sendable (String) -> Void,
    standardError: @escaping @Sendable (String) -> Void,
    errorIsTerminal: Bool = false,
    faults: FileTransaction.Faults = FileTransaction.Faults(),
    keepsValuesUntilExit: Bool
  ) {
    self.keepsValuesUntilExit = keepsValuesUntilExit
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.errorIsTerminal = errorIsTerminal
    self.faults = faults
  }

  /// The process's standard output and error.
  package static var process: WorkflowIO {
    WorkflowIO(
      standardOutput: { text in FileDescriptorOutput.write(text, to: 1) },
      standardError: { text in FileDescriptorOutput.write(text, to: 2) },
      errorIsTerminal: isatty(2) != 0, keepsValuesUntilExit: true)
  }

  /// The tool as this process was started: `argv[0]` when it is a bare name (found on
  /// `PATH`), else made absolute, so that git finds it from any folder.
  package static var invokedProgram: String {
    let first = CommandLine.arguments.first ?? "xcstrings-convert"
    guard first.contains("/") else { return first }
    return FileTransaction.absolute(first)
  }

  /// Keeps a large value alive until the process exits, when running as the tool.
  ///
  /// Tearing down a catalog of hundreds of megabytes (millions of small objects) takes a
  /// noticeable share of a run; the operating system reclaims the memory at exit for free.
  /// Releasing them instead cost 5 to 6 % more instructions in `migrate`, `format` and
  /// `export` of the 40 × 5,000 benchmark catalog, and 4 % in `lint` (callgrind).
  package func keepUntilExit(_ value: some Sendable) {
    if keepsValuesUntilExit { ProcessLifetime.keep(value) }
  }

  /// Writes a line to standard output.
  package func out(_ line: String) { standardOutput(line + "\n") }

  /// Writes a line to standard error.
  package func err(_ line: String) { standardError(line + "\n") }

  /// Prints a workflow's text, each piece to its stream, in the order it was made.
  package func print(_ output: WorkflowOutput) {
    for chunk in output.chunks {
      if chunk.isError { standardError(chunk.text) } else { standardOutput(chunk.text) }
    }
  }

  /// Writes diagnostics to standard error, one per line (notes included).
  package func report(_ diagnostics: [Diagnostic]) {
    // One write for the lot rather than one per line.
    guard !diagnostics.isEmpty else { return }
    standardError(diagnostics.map { $0.description(hints: hints) + "\n" }.joined())
  }

  /// The hint for `code` (with `values`) for a line printed without a diagnostic; empty when
  /// there is none.
  package func hint(_ code: Diagnostic.Code, values: [String] = []) -> String {
    hints(code, values) ?? ""
  }
}
