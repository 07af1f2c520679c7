import Testing

@testable import XCStringsBase

@Suite("byte writer")
struct ByteWriterTests {
  @Test func chunksReachTheSinkOnceTheyPassTheThreshold() throws {
    var chunks: [[UInt8]] = []
    var writer = ByteWriter(flushThreshold: 4) { chunks.append(Array($0)) }
    writer.append("abc")
    try writer.flushIfNeeded()
    #expect(chunks.isEmpty)
    writer.append("de")
    try writer.flushIfNeeded()
    writer.append("f")
    try writer.flush()
    #expect(chunks == [Array("abcde".utf8), Array("f".utf8)])
    #expect(writer.count == 0)
  }

  /// Another writer's bytes of at least a chunk go to the sink as they are, after what was
  /// buffered before them; fewer are buffered like any others.
  @Test func appendingAWriterPassesAChunkOnAndBuffersLess() throws {
    var chunks: [[UInt8]] = []
    var writer = ByteWriter(flushThreshold: 8) { chunks.append(Array($0)) }
    writer.append("head,")
    var block = ByteWriter()
    block.append("block one")
    try writer.append(contentsOf: block)
    try writer.append(contentsOf: ByteWriter())
    var small = ByteWriter()
    small.append(",x")
    try writer.append(contentsOf: small)
    writer.append(",tail")
    try writer.flush()
    #expect(chunks == [Array("head,".utf8), Array("block one".utf8), Array(",x,tail".utf8)])
  }

  @Test func appendingAWriterWithoutASinkCopiesItsBytes() throws {
    var writer = ByteWriter()
    writer.append("a")
    var other = ByteWriter()
    other.append(contentsOf: [0x62, 0x63])
    try writer.append(contentsOf: other)
    #expect(writer.buffer == Array("abc".utf8))
    #expect(other.buffer == Array("bc".utf8))
  }

  @Test func aFailingSinkFailsTheAppend() throws {
    struct Full: Error, Equatable {}
    var writer = ByteWriter(flushThreshold: 8) { _ in throw Full() }
    var block = ByteWriter()
    block.append("x")
    try writer.append(contentsOf: block)
    block.append("yyyyyyyy")
    #expect(throws: Full()) { try writer.append(contentsOf: block) }
  }
}
