import Foundation

/// Results of work split over threads, one slot per piece: each piece stores into its own
/// slot, and the caller reads them all in order once the threads are done, so the result never
/// depends on which piece finished first.
@usableFromInline package final class ConcurrentSlots<Value>: @unchecked Sendable {
  @usableFromInline
  var slots: [Value?]
  @usableFromInline
  let lock = NSLock()

  /// `count` empty slots.
  @inlinable
  package init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Fills slot `index`.
  @inlinable
  package func store(_ value: Value, at index: Int) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  /// Every slot in order; `nil` where nothing was stored.
  @inlinable
  package func all() -> [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }

  /// The value in slot `index`, emptying the slot so that its memory can go as soon as the
  /// caller is done with it.
  @inlinable
  package func take(at index: Int) -> Value? {
    lock.lock()
    defer { lock.unlock() }
    return slots[index].take()
  }
}
