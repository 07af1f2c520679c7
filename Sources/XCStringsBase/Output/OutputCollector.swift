/// Collects what a workflow prints while it runs, and the files it writes, for its result: a
/// workflow that writes its summary from several threads (as `migrate` does while it commits)
/// writes through the ``WorkflowIO`` made here, which keeps the order the text was made in.
package final class OutputCollector: Sendable {
  private let collected = Locked(WorkflowOutput())
  private let paths = Locked<[String]>([])

  /// Nothing collected yet.
  package init() {}

  /// An IO that appends to this collection; `faults`, `keepsValuesUntilExit` and `hints` are
  /// the run's.
  package func io(
    faults: FileTransaction.Faults, keepsValuesUntilExit: Bool, hints: @escaping Diagnostic.Hints = Diagnostic.noHints
  ) -> WorkflowIO {
    var io = WorkflowIO(
      standardOutput: { [collected] text in collected.withLock { $0.append(text, isError: false) } },
      standardError: { [collected] text in collected.withLock { $0.append(text, isError: true) } },
      faults: faults, keepsValuesUntilExit: keepsValuesUntilExit)
    io.hints = hints
    return io
  }

  /// Notes the files a committed transaction wrote.
  package func wrote(_ transaction: FileTransaction) {
    let written = transaction.committedPaths
    paths.withLock { $0 += written }
  }

  /// The text collected so far.
  package var output: WorkflowOutput { collected.withLock { $0 } }
  /// The files written so far, in the order they were committed.
  package var written: [String] { paths.withLock { $0 } }
}
