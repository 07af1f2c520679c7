import Foundation
import Testing

@testable import XCStringsBase

@Suite("Locked")
struct LockedTests {
  struct Tally {
    var count = 0
    var order: [Int] = []
  }

  struct Refused: Error, Equatable { var value: Int }

  /// Updates from many threads at once are none of them lost: every read-modify-write of the
  /// value runs alone.
  @Test func concurrentUpdatesAreNotLost() {
    let tally = Locked(Tally())
    DispatchQueue.concurrentPerform(iterations: 64) { worker in
      for step in 0..<500 {
        tally.withLock { state in
          // Two fields changed in one visit: a reader never sees one without the other.
          state.count += 1
          state.order.append(worker * 1000 + step)
        }
      }
    }
    let (count, order) = tally.withLock { ($0.count, $0.order) }
    #expect(count == 64 * 500)
    #expect(order.count == 64 * 500)
    #expect(Set(order).count == 64 * 500)
  }

  /// A closure that throws passes its own error type through, and what it changed before
  /// throwing stays changed.
  @Test func typedErrorsPassThrough() {
    let value = Locked(3)
    #expect(throws: Refused(value: 4)) {
      try value.withLock { (state: inout Int) throws(Refused) -> Void in
        state += 1
        throw Refused(value: state)
      }
    }
    #expect(value.withLock { $0 } == 4)
  }

  /// The lock is released after a throw: the next call gets in.
  @Test func aThrowReleasesTheLock() {
    let value = Locked([Int]())
    for round in 0..<3 {
      _ = try? value.withLock { (state: inout [Int]) throws(Refused) -> Void in
        state.append(round)
        throw Refused(value: round)
      }
    }
    #expect(value.withLock { $0 } == [0, 1, 2])
  }
}
