/// What a workflow that writes files did (`migrate`, `export`, `import`): what it printed,
/// whether it succeeded, and the files it wrote. `MigrationResult`, `ExportResult` and
/// `ImportResult` name it for each workflow.
public struct WorkflowResult: Equatable, Sendable {
  /// The summary (standard output) and the diagnostics (standard error), in the order they
  /// were made.
  public var output: WorkflowOutput
  /// Whether everything succeeded and was written; when not, nothing was written but a report
  /// asked for.
  public var succeeded: Bool
  /// The files written (catalogs, tables, projects, the report), in the order they were
  /// staged; files already identical are left untouched and not listed.
  public var written: [String]

  /// A result.
  package init(output: WorkflowOutput, succeeded: Bool, written: [String]) {
    self.output = output
    self.succeeded = succeeded
    self.written = written
  }

  /// Runs `body` with an IO that collects what it prints (and a collector that notes the
  /// files it writes), and gives the result; `body` answers whether it succeeded.
  package static func collecting(
    faults: FileTransaction.Faults, keepsValuesUntilExit: Bool, hints: @escaping Diagnostic.Hints,
    _ body: (WorkflowIO, OutputCollector) -> Bool
  ) -> WorkflowResult {
    let collector = OutputCollector()
    let succeeded = body(collector.io(faults: faults, keepsValuesUntilExit: keepsValuesUntilExit, hints: hints), collector)
    return WorkflowResult(collector: collector, succeeded: succeeded)
  }

  /// The result of a run that printed to `collector`'s IO.
  package init(collector: OutputCollector, succeeded: Bool) {
    self.init(output: collector.output, succeeded: succeeded, written: collector.written)
  }
}
