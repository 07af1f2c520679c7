import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// How `.strings` tables read the text decoder's verdict: every encoding, Mac OS Roman when a
/// byte is not UTF-8 anywhere, and a stated encoding.
@Suite("StringsTable: text encodings")
struct StringsTableTests {
  @Test func anEmptyFileIsAnEmptyTable() throws {
    let table = try StringsTable(parsing: [], path: "t.strings")
    #expect(table.entries.isEmpty && table.diagnostics.isEmpty)
  }

  @Test func parsesEveryEncoding() throws {
    let source = "/* c */\r\n\"ü\" = \"😀\";\r\n"
    let variants: [[UInt8]] = [
      Array(source.utf8), [0xEF, 0xBB, 0xBF] + Array(source.utf8),
      TestBytes.utf16(source, bigEndian: false, byteOrderMark: true),
      TestBytes.utf16(source, bigEndian: true, byteOrderMark: true),
      TestBytes.utf16(source, bigEndian: false, byteOrderMark: false),
      TestBytes.utf16(source, bigEndian: true, byteOrderMark: false),
    ]
    for bytes in variants {
      let table = try StringsTable(parsing: bytes, path: "t.strings")
      #expect(table.entries == [StringsTable.Entry(key: "ü", value: "😀", comment: "c", line: 2, column: 1)])
    }
  }

  /// UTF-8 is checked while parsing; a byte that is not UTF-8 anywhere, even in a comment no
  /// entry keeps, makes the whole file Mac OS Roman (0x8E is é there).
  @Test(
    arguments: [
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
      #expect(
        error.description == """
          t.strings:1:12: error: expected a key or the end of the file, found 'é'
          t.strings:1:1: note: not valid UTF-8 or UTF-16; read as Mac OS Roman
          """)
    }
  }

  @Test func aStatedEncodingOnlyReplacesTheGuess() throws {
    let latin1 = Array("\"k\" = \"f".utf8) + [0xFC] + Array("r\";\n".utf8)
    let table = try StringsTable(parsing: latin1, path: "de.strings", statedEncoding: .isoLatin1)
    #expect(table.entries.map(\.value) == ["für"])
    #expect(table.encoding == .isoLatin1)
    #expect(table.diagnostics.isEmpty)
    // Valid UTF-8 stays UTF-8, whatever is stated.
    let utf8 = try StringsTable(parsing: Array("\"k\" = \"für\";\n".utf8), path: "de.strings", statedEncoding: .isoLatin1)
    #expect(utf8.entries.map(\.value) == ["für"] && utf8.encoding == .utf8)
  }
}
