import Foundation
import Testing

@testable import XCStringsKit

@Suite("early writeback")
struct EarlyWritebackTests {
  /// Handing ranges to the disk early changes nothing in what is written: a file written in
  /// uneven chunks across several hand-overs reads back byte for byte.
  @Test func aFileWrittenAcrossSeveralHandOversReadsBackExactly() throws {
    let path = try TestPaths.temporaryDirectory().path + "/written.bin"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(descriptor >= 0)
    var writeback = EarlyWriteback(descriptor: descriptor)
    var generator = SeededGenerator(seed: 7)
    // Chunks are cut at random from a random megabyte (one random byte each would be slow).
    var pattern: [UInt8] = []
    for _ in 0..<(1 << 17) { withUnsafeBytes(of: generator.next()) { pattern += $0 } }
    var expected: [UInt8] = []
    while expected.count < 3 * EarlyWriteback.step + 12_345 {
      let start = Int.random(in: 0..<pattern.count, using: &generator)
      let chunk = Array(pattern[start..<Int.random(in: (start + 1)...pattern.count, using: &generator)])
      let written = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
      #expect(written == chunk.count)
      writeback.wrote(chunk.count)
      expected += chunk
    }
    #expect(fsync(descriptor) == 0)
    close(descriptor)
    #expect(try FileIO.read(path) == expected)
  }
}
