import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

@Suite("Strings writer")
struct StringsWriterTests {
  private typealias Entry = StringsTable.Entry

  private func text(_ entries: [Entry]) -> String {
    String(decoding: StringsWriter.data(for: entries), as: UTF8.self)
  }

  @Test func layout() {
    let entries = [
      Entry(key: "a", value: "b"),
      Entry(key: "greeting", value: "Hello", comment: "Shown at launch"),
      Entry(key: "c", value: "d"),
    ]
    #expect(text(entries) == "\"a\" = \"b\";\n\n/* Shown at launch */\n\"greeting\" = \"Hello\";\n\"c\" = \"d\";\n")
    #expect(text([]) == "")
  }

  @Test func escapesOnlyWhatMustBeEscaped() {
    let value = "q\" b\\ n\n t\t r\r nul\u{0} bel\u{7} del\u{7F} é😀\u{2028}' /*"
    #expect(
      text([Entry(key: "k", value: value)])
        == "\"k\" = \"q\\\" b\\\\ n\\n t\\t r\\r nul\\U0000 bel\\U0007 del\\U007F é😀\u{2028}' /*\";\n")
  }

  @Test func commentsWithBlockEnd() throws {
    let entries = [
      Entry(key: "a", value: "1", comment: "uses */ inside"),
      Entry(key: "b", value: "2", comment: "two\nlines */ here"),
      Entry(key: "c", value: "3", comment: ""),
    ]
    #expect(
      text(entries)
        == "// uses */ inside\n\"a\" = \"1\";\n\n/* two\nlines * / here */\n\"b\" = \"2\";\n\n/* */\n\"c\" = \"3\";\n")
    let back = try StringsTable(parsing: StringsWriter.data(for: entries), path: "t.strings")
    #expect(back.entries.map(\.comment) == ["uses */ inside", "two\nlines * / here", ""])
  }

  @Test func utf16LittleEndianWithBOM() throws {
    let entries = [Entry(key: "ü", value: "😀", comment: "c")]
    let bytes = StringsWriter.data(for: entries, encoding: .utf16LittleEndian)
    #expect(Array(bytes.prefix(4)) == [0xFF, 0xFE, 0x2F, 0x00])
    let table = try StringsTable(parsing: bytes, path: "t.strings")
    #expect(table.encoding == .utf16LittleEndian)
    #expect(table.entries.map { [$0.key, $0.value, $0.comment] } == [["ü", "😀", "c"]])
  }

  /// Escapes found after runs longer than the eight bytes checked at once, at both ends.
  @Test func escapesAroundLongRuns() {
    let value = "\"Überweisung für Ihr Konto\\\nzwei Zeilen mit Text\u{1}"
    #expect(
      text([Entry(key: "k", value: value)])
        == "\"k\" = \"\\\"Überweisung für Ihr Konto\\\\\\nzwei Zeilen mit Text\\U0001\";\n")
  }

  /// The UTF-16 encoder gives the standard library's code units for every kind of UTF-8
  /// sequence, in both byte orders, with and without a byte order mark.
  @Test func utf16MatchesTheStandardLibrary() {
    var generator = SeededGenerator(seed: 3)
    let pieces = ["a", " ", "é", "ß", "中", "日本", "😀", "👩‍👩‍👧", "\u{10FFFF}", "\u{800}", "\u{7FF}", "\u{FFFF}", "\n"]
    for _ in 0..<200 {
      let count = Int.random(in: 0...12, using: &generator)
      let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      for bigEndian in [false, true] {
        for byteOrderMark in [false, true] {
          var expected: [UInt8] = []
          for unit in Array((byteOrderMark ? "\u{FEFF}" : "").utf16) + Array(text.utf16) {
            let bytes = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
            expected += bigEndian ? bytes : bytes.reversed()
          }
          #expect(StringsWriter.utf16(Array(text.utf8), bigEndian: bigEndian, byteOrderMark: byteOrderMark) == expected)
        }
      }
    }
  }

  @Test(arguments: [TextEncoding.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian], [SeededGenerator.randomSeed()])
  func roundTripOfGeneratedTables(encoding: TextEncoding, seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let alphabet: [String] = [
      "a", "Z", " ", "\"", "'", "\\", "\n", "\r", "\r\n", "\t", "\u{0}", "\u{1B}", "\u{7F}", "é", "e\u{301}",
      "😀", "中", "\u{2028}", "\u{2029}", "%@", "/*", "*/", "//", ";", "=", "{", "\u{FEFF}",
    ]
    func randomString(maxLength: Int) -> String {
      (0..<Int.random(in: 0...maxLength, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator)!
      }.joined()
    }
    for _ in 0..<200 {
      var entries: [Entry] = []
      for _ in 0..<Int.random(in: 0...8, using: &generator) {
        var comment: String? = nil
        if Bool.random(using: &generator) {
          // Comments come back trimmed, and a comment with both `*/` and a line break is altered.
          var candidate = randomString(maxLength: 6).trimmingCharacters(in: .whitespacesAndNewlines)
          if candidate.contains("*/") { candidate = candidate.replacingOccurrences(of: "\n", with: "n") }
          if candidate.contains("*/") { candidate = candidate.replacingOccurrences(of: "\r", with: "r") }
          if candidate.contains("*/") {
            candidate = candidate.replacingOccurrences(of: "\u{2028}", with: "").replacingOccurrences(of: "\u{2029}", with: "")
          }
          comment = candidate
        }
        entries.append(Entry(key: randomString(maxLength: 5), value: randomString(maxLength: 8), comment: comment))
      }
      let bytes = StringsWriter.data(for: entries, encoding: encoding)
      let table: StringsTable
      do {
        table = try StringsTable(parsing: bytes, path: "t.strings")
      } catch {
        Issue.record("seed \(seed): \(error)\n\(String(decoding: StringsWriter.data(for: entries), as: UTF8.self))")
        return
      }
      let back = table.entries.map { Entry(key: $0.key, value: $0.value, comment: $0.comment) }
      #expect(back == entries, "seed \(seed)")
      // UTF-8 output with a NUL byte (only comments can hold one) starts with a byte order mark,
      // so that it can never be mistaken for UTF-16.
      let hasNUL = entries.contains { $0.comment?.unicodeScalars.contains("\u{0}") ?? false }
      let expected: TextEncoding = encoding == .utf8 && hasNUL ? .utf8WithBOM : encoding
      #expect(table.encoding == expected, "seed \(seed)")
      if back != entries { return }
    }
  }
}
