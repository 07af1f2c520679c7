import Foundation

/// A value computed on a thread of its own while the caller goes on; ``wait()`` returns it.
///
/// The work may read what the caller also reads, but must not share anything the caller
/// changes before ``wait()`` returns (hence unchecked sendability).
package final class BackgroundResult<Value>: @unchecked Sendable {
  private var work: (() -> Value)?
  private var value: Value?
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` on a new thread.
  package init(_ work: @escaping () -> Value) {
    self.work = work
    Thread.detachNewThread { [self] in
      value = self.work.take()?()
      done.signal()
    }
  }

  /// Waits for the work to finish and returns its value; later calls return it at once.
  package func wait() -> Value {
    // The semaphore orders the helper's write of `value` before this read, every time.
    done.wait()
    defer { done.signal() }
    return value!
  }
}
