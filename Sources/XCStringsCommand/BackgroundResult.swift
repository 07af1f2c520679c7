import Foundation

/// A value computed on a thread of its own while the caller goes on; ``wait()`` returns it.
///
/// The work may read what the caller also reads, but must not share anything the caller
/// changes before ``wait()`` returns (hence unchecked sendability).
final class BackgroundResult<Value>: @unchecked Sendable {
  private var work: (() -> Value)?
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on a new thread.
  init(_ work: @escaping () -> Value) {
    self.work = work
    Thread.detachNewThread { [self] in
      value = self.work.take()?()
      done.signal()
    }
  }

  /// Waits for the work to finish (once) and returns its value.
  func wait() -> Value {
    if let value { return value }
    done.wait()
    return value!
  }
}
