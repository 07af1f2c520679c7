import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

@Suite("early writeback")
struct EarlyWritebackTests {
  /// Flushing in the background while writing changes nothing in what is written: a file
  /// written in uneven chunks across several flushes reads back byte for byte.
  @Test func aFileWrittenAcrossSeveralFlushesReadsBackExactly() throws {
    let path = try TestPaths.temporaryDirectory().path + "/written.bin"
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(descriptor >= 0)
    let writeback = EarlyWriteback(descriptor: descriptor)
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
    #expect(writeback.finish() == 0)
    #expect(fsync(descriptor) == 0)
    close(descriptor)
    #expect(try FileIO.read(path) == expected)
  }

  /// A background flush that fails is reported by `finish`, since the final `fsync` may not
  /// report it again (a pipe cannot be flushed: EINVAL).
  @Test func aFailedBackgroundFlushIsReported() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let writeback = EarlyWriteback(descriptor: ends[1])
    writeback.wrote(EarlyWriteback.step)
    #expect(writeback.finish() == EINVAL)
    // Finishing again changes nothing.
    #expect(writeback.finish() == EINVAL)
  }

  /// Below one step nothing is flushed in the background (the pipe would make it fail).
  @Test func aSmallFileIsLeftToTheFinalFlush() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let writeback = EarlyWriteback(descriptor: ends[1])
    writeback.wrote(EarlyWriteback.step / 2)
    writeback.wrote(EarlyWriteback.step / 2 - 1)
    #expect(writeback.finish() == 0)
  }
}
