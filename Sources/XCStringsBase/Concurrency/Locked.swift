import Foundation

/// A value reached only under a lock, by one closure at a time (`Mutex` needs macOS 15).
///
/// The value is one stored property reached once per ``withLock(_:)``, so a call pays one
/// run-time exclusivity check however many of the value's fields it touches (a class with a
/// property per field is checked at every access of each).
@usableFromInline package final class Locked<State: Sendable>: @unchecked Sendable {
  // Sendable because every access to `state` holds `lock`, and what goes in or out is Sendable.
  @usableFromInline
  let lock = NSLock()
  @usableFromInline
  var state: State

  /// Guards `state`.
  @inlinable
  package init(_ state: State) { self.state = state }

  /// Runs `body` with the value, the lock held.
  @inlinable
  package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
