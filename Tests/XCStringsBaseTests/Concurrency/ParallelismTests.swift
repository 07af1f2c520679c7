import Foundation
import Testing

@testable import XCStringsBase

/// ``Parallelism``: the one setting that caps the library's threads.
@Suite("Parallelism")
struct ParallelismTests {
  /// A cap lowers the count and never raises it above what the machine has; no cap (0)
  /// leaves it as it is.
  @Test(arguments: [(0, 8, 8), (1, 8, 1), (3, 8, 3), (8, 8, 8), (64, 8, 8), (0, 1, 1), (2, 1, 1), (4, 2, 2)])
  func theCapLimitsTheProcessorsAvailable(cap: Int, available: Int, expected: Int) {
    #expect(Parallelism.processorCount(cap: cap, available: available) == expected)
  }

  /// What the library reads is the machine's count, capped.
  @Test func theCountIsTheMachinesCapped() {
    let machine = max(1, ProcessInfo.processInfo.activeProcessorCount)
    #expect((1...machine).contains(Parallelism.processorCount))
  }
}
