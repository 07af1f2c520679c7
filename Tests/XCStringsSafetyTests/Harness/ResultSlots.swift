import Foundation

/// Results stored from several threads, and a shared counter handing out indices.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value?]
  private var counter = 0

  init(count: Int) { values = Array(repeating: nil, count: count) }

  func store(_ value: Value, at index: Int) { lock.withLock { values[index] = value } }

  /// The next index below `limit`, or `nil` when all are handed out.
  func take(below limit: Int) -> Int? {
    lock.withLock {
      guard counter < limit else { return nil }
      defer { counter += 1 }
      return counter
    }
  }

  func all() -> [Value] { lock.withLock { values.map { $0! } } }
}
