import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

@Suite("Text decoding")
struct TextDecodingTests {
  private let text = "\"ü\" = \"😀\r\n\";\n"

  private func decode(_ bytes: [UInt8]) -> TextDecoding.Decoded {
    TextDecoding.decode(bytes, path: "t.strings")
  }

  @Test func utf8WithAndWithoutBOM() {
    let plain = decode(Array(text.utf8))
    #expect(plain.encoding == .utf8)
    #expect(plain.utf8 == Array(text.utf8))
    #expect(plain.diagnostics.isEmpty)
    let marked = decode([0xEF, 0xBB, 0xBF] + Array(text.utf8))
    #expect(marked.encoding == .utf8WithBOM)
    #expect(marked.utf8 == Array(text.utf8))
  }

  @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
  func utf16(bigEndian: Bool, byteOrderMark: Bool) {
    let bytes = TestBytes.utf16(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
    let decoded = decode(bytes)
    #expect(decoded.utf8 == Array(text.utf8))
    switch (bigEndian, byteOrderMark) {
    case (false, true): #expect(decoded.encoding == .utf16LittleEndian)
    case (true, true): #expect(decoded.encoding == .utf16BigEndian)
    case (false, false): #expect(decoded.encoding == .utf16LittleEndianWithoutBOM)
    case (true, false): #expect(decoded.encoding == .utf16BigEndianWithoutBOM)
    }
    let expected =
      byteOrderMark
      ? [] : ["t.strings:1:1: warning: no byte order mark; read as UTF-16\(bigEndian ? "BE" : "LE")"]
    #expect(decoded.diagnostics.map(\.description) == expected)
  }

  @Test func macOSRomanFallback() {
    // "café" with é as Mac OS Roman 0x8E, then 0xDB (euro sign) and 0xF0 (Apple logo).
    let decoded = decode([0x63, 0x61, 0x66, 0x8E, 0x20, 0xDB, 0xF0, 0x0D])
    #expect(decoded.encoding == .macOSRoman)
    #expect(String(decoding: decoded.utf8, as: UTF8.self) == "café €\u{F8FF}\r")
    #expect(
      decoded.diagnostics.map(\.description) == [
        "t.strings:1:1: warning: not valid UTF-8 or UTF-16; read as Mac OS Roman"
      ])
  }

  @Test func brokenUTF16WithBOMFallsBackToMacOSRoman() {
    // A lone high surrogate after the BOM.
    let decoded = decode([0xFF, 0xFE, 0x3D, 0xD8, 0x41, 0x00])
    #expect(decoded.encoding == .macOSRoman)
  }

  @Test func emptyFile() {
    let decoded = decode([])
    #expect(decoded.encoding == .utf8)
    #expect(decoded.utf8.isEmpty)
  }

  /// Our validator against the standard library's, on random and near-valid byte strings.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func utf8ValidationMatchesStandardLibrary(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces: [[UInt8]] = [
      [0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80], [0x80], [0xFF], [0xF0, 0x90], [0xEF, 0xBF, 0xBF],
      Array("abcdefghij".utf8),
      // The edges of the two- and three-byte forms, and truncated or broken ones.
      [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
      [0xED, 0xBF, 0xBF], [0xEE, 0x80, 0x80], [0xE6, 0x97, 0xA5], [0xE2, 0x82], [0xE2, 0x28, 0xA1], [0xC3, 0x28],
      [0xD0, 0x9F, 0xD1, 0x80], [0xF8, 0x88, 0x80, 0x80],
    ]
    for _ in 0..<4000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...30, using: &generator) {
        bytes += pieces.randomElement(using: &generator)!
      }
      let ours = bytes.withUnsafeBufferPointer { TextDecoding.isValidUTF8($0) }
      let standard = String(validating: bytes, as: UTF8.self) != nil
      #expect(ours == standard, "seed \(seed): \(bytes)")
      if ours != standard { return }
    }
  }
}

@Suite("Text decoding: UTF-8 validation, exhaustively")
struct TextDecodingValidationTests {
  /// Every lead byte with every second byte and a choice of third and fourth bytes, at each
  /// position of an eight-byte word, across the boundary between two words, and cut off by
  /// the end of buffers shorter and longer than a word, against the standard library.
  @Test(arguments: [
    (0, 20), (3, 20), (5, 20), (6, 20), (7, 20), (9, 20), (14, 20),
    (13, 15), (12, 14), (10, 12), (6, 9), (7, 9), (5, 7), (2, 4), (0, 2),
  ])
  func everyTwoByteStartAgreesWithTheStandardLibrary(offset: Int, length: Int) {
    var mismatches: [[UInt8]] = []
    for lead in 0x80...0xFF {
      for second in 0x00...0xFF {
        for third: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
          var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
          for (position, byte) in [UInt8(lead), UInt8(second), third, 0x80].enumerated() where offset + position < length {
            bytes[offset + position] = byte
          }
          let ours = bytes.withUnsafeBufferPointer { TextDecoding.utf8Content($0) }
          let standard = String(validating: bytes, as: UTF8.self) != nil
          if (ours != .invalid) != standard || ours == .ascii { mismatches.append(bytes) }
        }
      }
    }
    let count = mismatches.count
    #expect(count == 0, "first mismatches: \(mismatches.prefix(5))")
  }

  @Test func asciiIsToldApartFromOtherText() {
    for text in ["", "a", "abcdefg", "abcdefgh", "abcdefghijklmnopq", "\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}"] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { TextDecoding.utf8Content($0) } == .ascii, "\(text)")
    }
    for text in ["é", "abcdefgé", "abcdefghé", "éabcdefghijklmnop", "abcdefghijklmnop😀", "日本語テキスト"] {
      #expect(Array(text.utf8).withUnsafeBufferPointer { TextDecoding.utf8Content($0) } == .nonASCII, "\(text)")
    }
  }
}

@Suite("Text decoding: UTF-16 guess")
struct TextDecodingGuessTests {
  @Test func strayNULInUTF8IsNotUTF16() {
    let bytes = Array("/* a\u{0} */\n\"key\" = \"value\";\n".utf8)
    #expect(TextDecoding.decode(bytes, path: "t.strings").encoding == .utf8)
  }

  @Test func mostlyNonASCIIUTF16IsStillRecognised() {
    let text = "\"挨拶\" = \"" + String(repeating: "こんにちは世界", count: 4) + "\";\n"
    let bytes = TestBytes.utf16(text, bigEndian: false, byteOrderMark: false)
    let decoded = TextDecoding.decode(bytes, path: "t.strings")
    #expect(decoded.encoding == .utf16LittleEndianWithoutBOM)
    #expect(decoded.utf8 == Array(text.utf8))
  }
}

@Suite("Text decoding: UTF-16 transcoding")
struct TextDecodingTranscodeTests {
  /// The transcoder against the standard library on random text: ASCII runs of every length
  /// (the four-unit path and its tail), two- and three-byte characters, surrogate pairs.
  @Test(arguments: [false, true], [SeededGenerator.randomSeed()])
  func transcodingMatchesTheStandardLibrary(bigEndian: Bool, seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces = [
      "a", "abcdefg", "key.name = ", "é", "Привет", "日本語", "😀", "👩‍👩‍👧", "\u{7F}", "\u{80}", "\u{7FF}",
      "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "\u{D7FF}", "\u{E000}",
    ]
    for _ in 0..<1000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...20, using: &generator) { text += pieces.randomElement(using: &generator)! }
      let bytes = TestBytes.utf16(text, bigEndian: bigEndian, byteOrderMark: false)
      let utf8 = bytes.withUnsafeBufferPointer { TextDecoding.transcodeUTF16($0, from: 0, bigEndian: bigEndian) }
      #expect(utf8 == Array(text.utf8), "seed \(seed): \(text.debugDescription)")
      if utf8 != Array(text.utf8) { return }
    }
  }

  @Test(arguments: [false, true])
  func aLoneSurrogateAnywhereIsRejected(bigEndian: Bool) {
    for position in 0...9 {
      var units = Array("abcdefghi".utf16)
      units.insert(position % 2 == 0 ? 0xD83D : 0xDE00, at: position)
      let bytes = units.flatMap { unit -> [UInt8] in
        bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      }
      let utf8 = bytes.withUnsafeBufferPointer { TextDecoding.transcodeUTF16($0, from: 0, bigEndian: bigEndian) }
      #expect(utf8 == nil, "lone surrogate at \(position)")
    }
  }
}
