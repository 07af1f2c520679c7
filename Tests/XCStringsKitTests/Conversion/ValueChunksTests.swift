import Testing

@testable import XCStringsKit

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

  @Test func aTableWithoutKeysHasOneEmptyChunk() {
    var columns: [[ImportTables.Slot?]?] = [[]]
    let chunks = ValueChunks(moving: &columns, keyCount: 0, chunkSize: 0)
    #expect(chunks.chunkSize == 1)
    chunks.release(chunk: 0)
  }
}
