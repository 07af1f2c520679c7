import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsConversion

@Suite("value chunks")
struct ValueChunksTests {
  static func slot(_ value: String) -> ImportTables.Slot {
    ImportTables.Slot(value: value, comment: "comment of \(value), long enough to be stored apart", file: 0, line: 1)
  }

  @Test func valuesAreFoundAcrossChunksAndReleasedChunkByChunk() {
    // Seven keys in chunks of three; French lacks the last keys, German has no file.
    var columns: [[ImportTables.Slot?]?] = [
      (0..<7).map { Self.slot("en \($0)") },
      nil,
      [Self.slot("fr 0"), nil, Self.slot("fr 2"), Self.slot("fr 3")],
    ]
    let chunks = ValueChunks(moving: &columns, keyCount: 7, chunkSize: 3)
    #expect(columns.isEmpty)
    #expect((0..<7).map { chunks.slot(0, $0)?.value } == (0..<7).map { "en \($0)" })
    #expect((0..<7).map { chunks.slot(1, $0)?.value } == Array(repeating: nil, count: 7))
    #expect((0..<7).map { chunks.slot(2, $0)?.value } == ["fr 0", nil, "fr 2", "fr 3", nil, nil, nil])
    #expect(chunks.slot(0, 4)?.comment == "comment of en 4, long enough to be stored apart")
    chunks.release(chunk: 1)
    #expect((0..<7).map { chunks.slot(0, $0)?.value } == ["en 0", "en 1", "en 2", nil, nil, nil, "en 6"])
    #expect(chunks.slot(2, 3) == nil)
    chunks.release(chunk: 9)
    #expect(chunks.slot(0, 6)?.value == "en 6")
  }

  /// Taking a slot leaves none behind and nothing else changes; threads converting different
  /// keys of the same chunks take their slots at once.
  @Test func slotsAreTakenOnceEachFromAnyThread() {
    var columns: [[ImportTables.Slot?]?] = [(0..<1000).map { Self.slot("en \($0)") }, [nil, Self.slot("fr 1")]]
    let chunks = ValueChunks(moving: &columns, keyCount: 1000, chunkSize: 300)
    #expect(chunks.take(1, 0) == nil)
    #expect(chunks.take(1, 1)?.value == "fr 1")
    #expect(chunks.take(1, 1) == nil)
    #expect(chunks.slot(1, 1) == nil)
    #expect(chunks.take(1, 999) == nil)
    let taken = ConcurrentSlots<String>(count: 1000)
    DispatchQueue.concurrentPerform(iterations: 4) { lane in
      for number in stride(from: lane, to: 1000, by: 4) {
        if let slot = chunks.take(0, number) { taken.store(slot.value, at: number) }
      }
    }
    #expect((0..<1000).map { taken.take(at: $0) } == (0..<1000).map { "en \($0)" })
    #expect((0..<1000).allSatisfy { chunks.slot(0, $0) == nil })
    chunks.release(chunk: 0)
  }

  @Test func aTableWithoutKeysHasOneEmptyChunk() {
    var columns: [[ImportTables.Slot?]?] = [[]]
    let chunks = ValueChunks(moving: &columns, keyCount: 0, chunkSize: 0)
    #expect(chunks.chunkSize == 1)
    chunks.release(chunk: 0)
  }
}
