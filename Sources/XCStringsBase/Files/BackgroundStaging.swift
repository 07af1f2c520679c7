import Foundation

/// Stages batches of files into a ``FileTransaction`` on a thread of its own, one batch at a
/// time, so that a command can render its next batch while the disk is written.
///
/// Only this object touches the transaction between the first ``stage(_:)`` and ``finish()``;
/// the caller uses the transaction again only after ``finish()`` or ``finishQuietly()``.
package final class BackgroundStaging: @unchecked Sendable {
  private let transaction: FileTransaction
  private let group = DispatchGroup()
  /// The failure of the batch in flight; read only after `group` is waited on.
  private var failure: Diagnostic?

  /// Creates a stager for `transaction`.
  package init(_ transaction: FileTransaction) {
    self.transaction = transaction
  }

  /// Waits for the batch in flight, throwing its failure if it had one, then starts `files`.
  package func stage(_ files: [(path: String, bytes: [UInt8])]) throws(Diagnostic) {
    try finish()
    group.enter()
    Thread.detachNewThread { [self] in
      do throws(Diagnostic) {
        try transaction.stage(files)
      } catch {
        failure = error
      }
      group.leave()
    }
  }

  /// Waits for the batch in flight and throws its failure, if any.
  package func finish() throws(Diagnostic) {
    group.wait()
    if let failure {
      self.failure = nil
      throw failure
    }
  }

  /// Waits for the batch in flight, ignoring its outcome (the caller is discarding everything).
  package func finishQuietly() {
    group.wait()
    failure = nil
  }
}
