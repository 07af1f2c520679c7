import Foundation
import Testing

@testable import XCStringsKit

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
    let bytes = StringsTestSupport.utf16(text, bigEndian: bigEndian, byteOrderMark: byteOrderMark)
    let decoded = decode(bytes)
    #expect(decoded.utf8 == Array(text.utf8))
    switch (bigEndian, byteOrderMark) {
    case (false, true): #expect(decoded.encoding == .utf16LittleEndian)
    case (true, true): #expect(decoded.encoding == .utf16BigEndian)
    case (false, false): #expect(decoded.encoding == .utf16LittleEndianWithoutBOM)
    case (true, false): #expect(decoded.encoding == .utf16BigEndianWithoutBOM)
    }
    let expected = byteOrderMark
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

  @Test func emptyFile() throws {
    let decoded = decode([])
    #expect(decoded.encoding == .utf8)
    #expect(decoded.utf8.isEmpty)
    let table = try StringsTable(parsing: [], path: "t.strings")
    #expect(table.entries.isEmpty && table.diagnostics.isEmpty)
  }

  @Test func parsesEveryEncoding() throws {
    let source = "/* c */\r\n\"ü\" = \"😀\";\r\n"
    let variants: [[UInt8]] = [
      Array(source.utf8), [0xEF, 0xBB, 0xBF] + Array(source.utf8),
      StringsTestSupport.utf16(source, bigEndian: false, byteOrderMark: true),
      StringsTestSupport.utf16(source, bigEndian: true, byteOrderMark: true),
      StringsTestSupport.utf16(source, bigEndian: false, byteOrderMark: false),
      StringsTestSupport.utf16(source, bigEndian: true, byteOrderMark: false),
    ]
    for bytes in variants {
      let table = try StringsTable(parsing: bytes, path: "t.strings")
      #expect(table.entries == [StringsTable.Entry(key: "ü", value: "😀", comment: "c", line: 2, column: 1)])
    }
  }

  /// UTF-8 is checked while parsing; a byte that is not UTF-8 anywhere, even in a comment no
  /// entry keeps, makes the whole file Mac OS Roman (0x8E is é there).
  @Test(arguments: [
    ("\"k\" = \"caf\u{8E}\";", "k", "café", nil),
    ("\"caf\u{8E}\" = \"v\";", "café", "v", nil),
    ("\"k\" = \"a\\\"caf\u{8E}\";", "k", "a\"café", nil),
    ("/* caf\u{8E} */\n\"k\" = \"v\";", "k", "v", "café"),
    ("/* caf\u{8E} */\n/* kept */\n\"k\" = \"v\";", "k", "v", "kept"),
    ("\"k\" = \"v\"; // caf\u{8E}", "k", "v", nil),
    ("\"k\" = \"v\";\n/* caf\u{8E} */", "k", "v", nil),
  ] as [(String, String, String, String?)])
  func aByteThatIsNotUTF8AnywhereMakesTheFileMacOSRoman(text: String, key: String, value: String, comment: String?) throws {
    // Each scalar below U+0100 of `text` stands for one byte.
    let bytes = text.unicodeScalars.map { UInt8($0.value) }
    let table = try StringsTable(parsing: bytes, path: "t.strings")
    #expect(table.encoding == .macOSRoman)
    #expect(table.entries.map { [$0.key, $0.value] } == [[key, value]])
    #expect(table.entries.first?.comment == comment)
    #expect(table.diagnostics.map(\.description) == ["t.strings:1:1: warning: not valid UTF-8 or UTF-16; read as Mac OS Roman"])
  }

  @Test func aSyntaxErrorInTextThatIsNotUTF8IsReportedOnTheMacOSRomanReading() {
    let bytes = Array("\"k\" = \"v\"; ".utf8) + [0x8E]
    #expect(throws: Diagnostic.self) { try StringsTable(parsing: bytes, path: "t.strings") }
    do {
      _ = try StringsTable(parsing: bytes, path: "t.strings")
    } catch {
      #expect(error.description == """
        t.strings:1:12: error: expected a key or the end of the file, found 'é'
        t.strings:1:1: note: not valid UTF-8 or UTF-16; read as Mac OS Roman
        """)
    }
  }

  /// Our validator against the standard library's, on random and near-valid byte strings.
  @Test func utf8ValidationMatchesStandardLibrary() {
    let seed = UInt64.random(in: 0...UInt64.max)
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
    let bytes = StringsTestSupport.utf16(text, bigEndian: false, byteOrderMark: false)
    let decoded = TextDecoding.decode(bytes, path: "t.strings")
    #expect(decoded.encoding == .utf16LittleEndianWithoutBOM)
    #expect(decoded.utf8 == Array(text.utf8))
  }
}

@Suite("Text decoding: UTF-16 transcoding")
struct TextDecodingTranscodeTests {
  /// The transcoder against the standard library on random text: ASCII runs of every length
  /// (the four-unit path and its tail), two- and three-byte characters, surrogate pairs.
  @Test(arguments: [false, true])
  func transcodingMatchesTheStandardLibrary(bigEndian: Bool) {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    let pieces = ["a", "abcdefg", "key.name = ", "é", "Привет", "日本語", "😀", "👩‍👩‍👧", "\u{7F}", "\u{80}", "\u{7FF}",
                  "\u{800}", "\u{FFFF}", "\u{10000}", "\u{10FFFF}", "\u{D7FF}", "\u{E000}"]
    for _ in 0..<1000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...20, using: &generator) { text += pieces.randomElement(using: &generator)! }
      let bytes = StringsTestSupport.utf16(text, bigEndian: bigEndian, byteOrderMark: false)
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
