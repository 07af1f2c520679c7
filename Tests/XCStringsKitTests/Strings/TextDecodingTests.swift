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

  /// Our validator against the standard library's, on random and near-valid byte strings.
  @Test func utf8ValidationMatchesStandardLibrary() {
    let seed = UInt64.random(in: 0...UInt64.max)
    var generator = SeededGenerator(seed: seed)
    let pieces: [[UInt8]] = [
      [0x41], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xE0, 0x80, 0x80], [0x80], [0xFF], [0xF0, 0x90], [0xEF, 0xBF, 0xBF],
      Array("abcdefghij".utf8),
    ]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        bytes += pieces.randomElement(using: &generator)!
      }
      let ours = bytes.withUnsafeBufferPointer { TextDecoding.isValidUTF8($0) }
      let standard = String(validating: bytes, as: UTF8.self) != nil
      #expect(ours == standard, "seed \(seed): \(bytes)")
      if ours != standard { return }
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
