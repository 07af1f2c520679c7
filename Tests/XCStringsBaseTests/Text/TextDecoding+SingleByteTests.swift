import Testing

@testable import XCStringsBase

/// Single-byte encodings a translator's file can be stated to be in.
@Suite("text decoding: stated single-byte encodings")
struct TextDecodingSingleByteTests {
  @Test func latin1IsTheFirst256CodePoints() throws {
    let bytes = (0...255).map(UInt8.init)
    let text = String(decoding: try #require(TextDecoding.decodeSingleByte(bytes, as: .isoLatin1)), as: UTF8.self)
    #expect(text.unicodeScalars.map(\.value) == (0...255).map(UInt32.init))
  }

  @Test func windows1252DiffersFromLatin1OnlyBetween0x80And0x9F() throws {
    let bytes = (0...255).map(UInt8.init)
    let text = String(decoding: try #require(TextDecoding.decodeSingleByte(bytes, as: .windows1252)), as: UTF8.self)
    let values = text.unicodeScalars.map(\.value)
    #expect(values.count == 256)
    for (byte, value) in values.enumerated() where !(0x80...0x9F).contains(byte) { #expect(value == UInt32(byte)) }
    // A few of the code page's well-known characters, and its five undefined bytes.
    #expect(values[0x80] == 0x20AC && values[0x85] == 0x2026 && values[0x93] == 0x201C && values[0x99] == 0x2122)
    #expect([0x81, 0x8D, 0x8F, 0x90, 0x9D].map { values[$0] } == [0x81, 0x8D, 0x8F, 0x90, 0x9D])
  }

  @Test func otherEncodingsAreNotSingleByte() {
    #expect(TextDecoding.decodeSingleByte([0x41], as: .utf8) == nil)
    #expect(TextDecoding.decodeSingleByte([0xA5], as: .macOSRoman) == Array("\u{2022}".utf8))
  }
}
