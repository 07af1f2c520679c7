import Foundation

/// Pieces of work produced on worker threads and consumed in order on the calling thread.
///
/// Producers take pieces in increasing order, and a piece is produced only once the consumer
/// has taken every piece `window` or more places before it, so that besides the piece being
/// consumed at most `window` produced pieces wait in memory; the consumer gets
/// piece 0, 1, 2, … each as soon as it is ready, so what it builds never depends on which
/// worker finished first.
package enum OrderedHandoff {
  /// Produces pieces `0..<count` on up to `workers` threads and passes each to `consume`, in
  /// order, on the calling thread. Returns once every piece has been consumed; when `consume`
  /// throws, no further piece is started, and the error is rethrown once the workers are done.
  package static func run<Value>(
    count: Int, workers: Int, window: Int,
    produce: @escaping @Sendable (Int) -> Value, consume: (Int, consuming Value) throws -> Void
  ) rethrows {
    guard count > 1 && workers > 1 else {
      for index in 0..<count { try consume(index, produce(index)) }
      return
    }
    let state = State<Value>(count: count, window: max(window, 1))
    let group = DispatchGroup()
    for _ in 0..<min(workers, count) {
      DispatchQueue.global().async(group: group) {
        while let index = state.claim() { state.store(produce(index), at: index) }
      }
    }
    do {
      for index in 0..<count { try consume(index, state.take(at: index)) }
    } catch {
      state.stop()
      group.wait()
      throw error
    }
    group.wait()
  }

  private final class State<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private var next = 0
    private var consumed = 0
    private let window: Int
    private let condition = NSCondition()

    package init(count: Int, window: Int) {
      slots = Array(repeating: nil, count: count)
      self.window = window
    }

    /// The next piece to produce once it is within the window; `nil` when all are taken.
    package func claim() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      // A producer waits only for pieces before its own, which are claimed already and
      // never wait for it, so the pipeline cannot deadlock.
      while next < slots.count && next >= consumed + window { condition.wait() }
      guard next < slots.count else { return nil }
      next += 1
      return next - 1
    }

    /// Lets no further piece be claimed.
    package func stop() {
      condition.lock()
      next = slots.count
      condition.broadcast()
      condition.unlock()
    }

    /// Takes `value` over: a borrowed one would still be held by the producer when the
    /// consumer wakes, which then found it shared and copied it (a parsed file's every entry).
    package func store(_ value: consuming Value, at index: Int) {
      condition.lock()
      slots[index] = consume value
      condition.broadcast()
      condition.unlock()
    }

    /// Waits for piece `index`, hands it over and lets the producers move on.
    package func take(at index: Int) -> Value {
      condition.lock()
      defer { condition.unlock() }
      while slots[index] == nil { condition.wait() }
      let value = slots[index].take()!
      consumed = index + 1
      condition.broadcast()
      return value
    }
  }
}
