import Foundation
import Testing

@testable import XCStringsBase

@Suite("parallel release")
struct ParallelReleaseTests {
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var released: [Int] = []
    func note(_ id: Int) {
      lock.lock()
      released.append(id)
      lock.unlock()
    }
    var sorted: [Int] {
      lock.lock()
      defer { lock.unlock() }
      return released.sorted()
    }
  }

  final class Part {
    let id: Int
    let counter: Counter
    init(_ id: Int, _ counter: Counter) {
      self.id = id
      self.counter = counter
    }
    deinit { counter.note(id) }
  }

  @Test func everyPartIsReleasedAndTheArrayEmptied() {
    let counter = Counter()
    var parts: [[Part]?] = (0..<12).map { index in index == 5 ? nil : [Part(index, counter), Part(100 + index, counter)] }
    ParallelRelease.release(&parts)
    #expect(parts.isEmpty)
    let expected = (0..<12).filter { $0 != 5 }.flatMap { [$0, 100 + $0] }.sorted()
    #expect(counter.sorted == expected)
  }

  @Test func aPartStillUsedElsewhereSurvives() {
    let counter = Counter()
    let kept = Part(7, counter)
    var parts: [Part?] = [Part(1, counter), kept, Part(2, counter)]
    ParallelRelease.release(&parts)
    #expect(counter.sorted == [1, 2])
    #expect(kept.id == 7)
  }
}
