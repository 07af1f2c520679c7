import Testing
import XCStringsBase
import XCStringsTestSupport

@Suite("String bytes")
struct StringBytesTests {
  /// `String(exactUTF8:)` against the standard library's validating initializer, on random
  /// mixes of well-formed characters and the ill-formed sequences repair would hide (a
  /// truncated four-byte character is repaired to one three-byte U+FFFD: same length).
  @Test(arguments: [SeededGenerator.randomSeed()])
  func exactUTF8AgreesWithValidation(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces: [[UInt8]] = [
      Array("abc".utf8), Array("é".utf8), Array("日本".utf8), Array("😀".utf8), Array("\u{FFFD}".utf8),
      [0xF0, 0x9F, 0x98], [0xE2, 0x82], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xFF], [0xF4, 0x90, 0x80, 0x80],
    ]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...8, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
      let exact = bytes.withUnsafeBufferPointer { String(exactUTF8: $0) }
      let validated = String(validating: bytes, as: UTF8.self)
      #expect(exact == validated, "seed \(seed): \(bytes)")
      if exact != validated { return }
    }
  }

  @Test func containsByteFindsASCIIBytes() {
    #expect("100 %".containsByte(0x25))
    #expect(!"日本語".containsByte(0x25))
    #expect(!"".containsByte(0x25))
  }

  /// Exact bytes decide: a canonically equivalent spelling, a prefix or an extension is not the same.
  @Test func hasUTF8ComparesExactBytes() {
    func has(_ string: String, _ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer { string.hasUTF8($0) } }
    #expect(has("caf\u{E9} au lait, long enough for the heap", "caf\u{E9} au lait, long enough for the heap"))
    #expect(!has("caf\u{E9}", "cafe\u{301}"))
    #expect(!has("dict", "dic"))
    #expect(!has("dic", "dict"))
    #expect(has("", ""))
    #expect(!has("", "x"))
  }
}
