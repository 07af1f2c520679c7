import Foundation
import Testing

@testable import XCStringsBase

@Suite("ordered handoff")
struct OrderedHandoffTests {
  /// Counts pieces produced but not yet consumed, as producers and the consumer see them.
  final class Ahead: @unchecked Sendable {
    private let lock = NSLock()
    private var produced = 0
    private var consumed = 0
    private(set) var most = 0

    func didProduce() {
      lock.lock()
      produced += 1
      most = max(most, produced - consumed)
      lock.unlock()
    }

    func didConsume() {
      lock.lock()
      consumed += 1
      lock.unlock()
    }
  }

  @Test func piecesArriveInOrderWithinTheWindow() {
    let ahead = Ahead()
    var received: [Int] = []
    OrderedHandoff.run(
      count: 300, workers: 3, window: 4,
      produce: { index -> String in
        // Uneven work, so that later pieces often finish before earlier ones.
        if index % 7 == 0 { usleep(300) }
        ahead.didProduce()
        return "piece \(index)"
      },
      consume: { index, value in
        #expect(value == "piece \(index)")
        received.append(index)
        ahead.didConsume()
        if index % 11 == 0 { usleep(200) }
      })
    #expect(received == Array(0..<300))
    // The piece in the consumer's hands and at most `window` more.
    #expect(ahead.most <= 4 + 1)
    #expect(ahead.most >= 2)
  }

  @Test func oneWorkerRunsEverythingOnTheCallingThread() {
    let caller = pthread_self()
    var order: [String] = []
    OrderedHandoff.run(
      count: 3, workers: 1, window: 1,
      produce: { index -> Int in
        #expect(pthread_equal(pthread_self(), caller) != 0)
        return index * 10
      },
      consume: { index, value in order.append("\(index):\(value)") })
    #expect(order == ["0:0", "1:10", "2:20"])
  }

  /// A consumer that throws gets no further piece, no new piece is started, and the error
  /// reaches the caller once the workers are done.
  @Test func aThrowingConsumerStopsTheRun() {
    struct Stop: Error, Equatable {}
    let started = Ahead()
    var consumed: [Int] = []
    #expect(throws: Stop()) {
      try OrderedHandoff.run(
        count: 1000, workers: 2, window: 3,
        produce: { index -> Int in
          started.didProduce()
          return index
        },
        consume: { index, _ in
          consumed.append(index)
          if index == 5 { throw Stop() }
        })
    }
    #expect(consumed == Array(0...5))
    // Taking piece 5 let producers claim up to piece 5 + 3; nothing after.
    #expect(started.most <= 6 + 3)
  }

  @Test func nothingToDoReturnsAtOnce() {
    var calls = 0
    OrderedHandoff.run(count: 0, workers: 4, window: 2, produce: { $0 }, consume: { _, _ in calls += 1 })
    #expect(calls == 0)
  }
}
