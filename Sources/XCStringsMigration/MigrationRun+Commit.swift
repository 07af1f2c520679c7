import Foundation
import XCStringsBase
import XCStringsCatalogJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The end of a migration: the one transaction that writes the catalogs, the project edits,
/// the deletions and the report, and the report of a run that wrote nothing else.
extension MigrationRun {
  /// Writes everything in one transaction, the summary (composed meanwhile) held until it is
  /// true; returns whether it was written.
  func commit(_ summary: BackgroundResult<[Counts]>, held: HeldOutput?) -> Bool {
    let roots = request.roots + (request.output.map { [$0] } ?? [])
    let transaction = FileTransaction(roots: roots, faults: io.faults)
    do {
      for output in outputs {
        try transaction.stage(output.destination) { write in
          try withoutActuallyEscaping(write) { sink in try CatalogJSONWriter.write(output.catalog, to: sink) }
        }
        if output.deletable {
          for file in output.group.files { try transaction.stageDeletion(file.path) }
        }
      }
      // Streamed from the file as read: a large project is not copied whole first.
      for update in updates where update.plan.changesFile {
        try transaction.stage(update.path) { write in try update.plan.write(to: write) }
      }
      let counts = summary.wait()
      if let report = request.report { try transaction.stage(report, bytes: reportBytes(counts)) }
      try transaction.commit()
      collector.wrote(transaction)
      // A `.lproj` folder emptied by `--delete-legacy` goes too; rmdir leaves non-empty ones alone.
      for output in outputs where output.deletable {
        for folder in Set(output.group.files.map { FileTransaction.directory(of: $0.path) }) { rmdir(folder) }
      }
    } catch {
      transaction.discard()
      // After the summary, as when nothing ran alongside; what it would have said was written
      // is not shown, and standard output says the run was undone as standard error does.
      _ = summary.wait()
      held?.release(to: io, outputToo: false)
      io.report([error])
      writeReportAfterFailure(adding: error)
      io.out("rolled back: nothing was written or deleted (\(error.message))")
      io.err("error: nothing was written")
      return false
    }
    held?.release(to: io)
    return true
  }

  /// Writes the report of a run that wrote nothing else, when one was asked for: a script
  /// needs it most when the run failed.
  func writeReportAfterFailure(adding error: Diagnostic? = nil) {
    guard let report = request.report else { return }
    var run = self
    if let error { run.diagnostics.append(error) }
    let transaction = FileTransaction(roots: [], faults: io.faults)
    do {
      try transaction.stage(report, bytes: run.reportBytes(run.outputs.map(Counts.init), failed: true))
      try transaction.commit()
      collector.wrote(transaction)
    } catch {
      transaction.discard()
      io.report([error])
    }
  }
}
