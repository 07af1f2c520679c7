import Testing
import XCStringsTestSupport

@testable import XCStringsBase

@Suite("ByteWord")
struct ByteWordTests {
  private func word(_ bytes: [UInt8]) -> ByteWord {
    bytes.withUnsafeBufferPointer { ByteWord(loadingFrom: $0.baseAddress!) }
  }

  @Test func belowAndEqualAnswerForAnyLaneOnRandomWords() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let value = word(bytes)
      for bound: UInt8 in [0x01, 0x0E, 0x20, 0x80] {
        #expect((value.below(bound) != 0) == bytes.contains { $0 < bound }, "\(bytes) below \(bound)")
      }
      for target: UInt8 in [0x00, 0x0A, 0x22, 0x59, 0xFF, bytes[3]] {
        #expect((value.equal(to: target) != 0) == bytes.contains(target), "\(bytes) equal \(target)")
      }
      #expect(value.isASCII == bytes.allSatisfy { $0 < 0x80 })
    }
  }

  @Test func firstByteIsTheLowestLane() {
    #expect(word([0x41, 0, 0, 0, 0, 0, 0, 0]).bits == 0x41)
    #expect(word([0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x0A]).equal(to: 0x0A) != 0)
    #expect(word([0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20, 0x20]).equal(to: 0x0A) == 0)
  }
}
