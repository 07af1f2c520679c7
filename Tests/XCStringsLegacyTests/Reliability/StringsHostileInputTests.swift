import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Broken and hostile `.strings` input: every case must end in a table or in one error that
/// names the file, line and column, in bounded time and memory.
@Suite("hostile .strings input")
struct StringsHostileInputTests {
  static let sample = "/* c */\n\"a\" = \"b\";\n'k' = v;\n\"s\";\n"

  @Test func everyPrefixParsesOrFailsInsideTheText() {
    let results = Hostile.sweepPrefixes(Array(Self.sample.utf8), .strings)
    // Prefixes that end after a complete entry (or a complete comment) parse.
    #expect(results.indices.filter { results[$0] == nil } == [0, 7, 8, 18, 19, 27, 28, 32, 33])
  }

  @Test(arguments: [
    (2, "t.strings:1:1: error: unterminated comment; no closing '*/' before the end of the file"),
    (9, "t.strings:2:1: error: unterminated string; no closing '\"' before the end of the file"),
    (11, "t.strings:2:4: error: expected '=' or ';' after the key 'a', found end of file"),
    (13, "t.strings:2:6: error: expected a value for 'a', found end of file"),
    (15, "t.strings:2:7: error: unterminated string; no closing '\"' before the end of the file"),
    (17, "t.strings:2:10: error: expected ';' after the value of 'a', found end of file"),
    (20, "t.strings:3:1: error: unterminated string; no closing \"'\" before the end of the file"),
    (22, "t.strings:3:4: error: expected '=' or ';' after the key 'k', found end of file"),
    (26, "t.strings:3:8: error: expected ';' after the value of 'k', found end of file"),
    (31, "t.strings:4:4: error: expected '=' or ';' after the key 's', found end of file"),
  ])
  func truncatedAtATokenBoundary(length: Int, message: String) {
    #expect(Hostile.error(Array(Self.sample.utf8.prefix(length)), .strings) == message)
  }

  @Test func unbalancedQuoteIsReportedWhereTheValueStops() {
    // The value runs on to the next quote, so the error is where ';' was expected.
    #expect(
      Hostile.error("\"a\" = \"b;\n\"c\" = \"d\";\n", .strings)
        == "t.strings:2:2: error: expected ';' after the value of 'a', found 'c'")
  }

  @Test func unbalancedCommentIsReportedAtItsStart() {
    #expect(
      Hostile.error("\"a\" = \"b\";\n/* open\n\"c\" = \"d\";\n", .strings)
        == "t.strings:2:1: error: unterminated comment; no closing '*/' before the end of the file")
  }

  @Test func highSurrogateEscapeFollowedByTextIsAnError() {
    let tail =
      "is an unpaired UTF-16 surrogate; a high surrogate '\\UD800'–'\\UDBFF' must be followed by a low one '\\UDC00'–'\\UDFFF'"
    #expect(Hostile.error("\"a\" = \"\\UD83Dx\";", .strings) == "t.strings:1:8: error: escape '\\UD83D' \(tail)")
  }

  @Test func invalidUTF8IsReadAsMacOSRomanWithAWarning() throws {
    let table = try StringsTable(parsing: Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8), path: "t.strings")
    #expect(table.encoding == .macOSRoman)
    #expect(table.entries.map(\.value) == ["√("])
    #expect(table.diagnostics.map(\.description) == ["t.strings:1:1: warning: not valid UTF-8 or UTF-16; read as Mac OS Roman"])
  }

  @Test func oddLengthUTF16IsAnErrorThatSaysHowTheFileWasRead() {
    // A UTF-16 byte order mark with an odd byte count is not UTF-16; read as Mac OS Roman,
    // the mark becomes 'ˇ˛' and the note says why.
    let bytes: [UInt8] = [0xFF, 0xFE, 0x22, 0, 0x61, 0, 0x22, 0, 0x3B]
    #expect(
      Hostile.error(bytes, .strings)
        == "t.strings:1:1: error: expected a key, found 'ˇ'\n"
        + "t.strings:1:1: note: not valid UTF-8 or UTF-16; read as Mac OS Roman")
  }

  @Test func loneSurrogateInUTF16IsAnErrorThatSaysHowTheFileWasRead() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x22, 0, 0x00, 0xD8, 0x22, 0, 0x3B, 0]
    #expect(
      Hostile.error(bytes, .strings)
        == "t.strings:1:1: error: expected a key, found 'ˇ'\n"
        + "t.strings:1:1: note: not valid UTF-8 or UTF-16; read as Mac OS Roman")
  }

  @Test func nulBytes() throws {
    // Inside a string a NUL is a character (odd length keeps the UTF-16 guess away).
    let table = try StringsTable(parsing: Array("\"a\0\" = \"b\";".utf8), path: "t.strings")
    #expect(table.entries.map { Array($0.key.unicodeScalars) } == [["a", "\0"]])
    // Between entries it is an error at its position.
    #expect(
      Hostile.error("\"a\" = \"b\";\n\0", .strings)
        == "t.strings:2:1: error: expected a key or the end of the file, found U+0000")
  }

  @Test func strayNulInAnEvenLengthUTF8FileDoesNotMakeItUTF16() throws {
    // One zero byte used to be enough for the BOM-less UTF-16 guess, which turned this file
    // into CJK text and failed with "expected a key, found '愢'".
    let table = try StringsTable(parsing: Array("\"a\" = \"b\0c\";\n".utf8), path: "t.strings")
    #expect(table.encoding == .utf8)
    #expect(table.entries.map { Array($0.value.unicodeScalars) } == [["b", "\0", "c"]])
  }

  @Test func utf16WithoutByteOrderMarkIsStillRecognised() throws {
    // ASCII-heavy text: every other byte is zero.
    let ascii = try StringsTable(
      parsing: TestBytes.utf16("\"a\" = \"b\";\n", bigEndian: false, byteOrderMark: false), path: "t.strings")
    #expect(ascii.encoding == .utf16LittleEndianWithoutBOM)
    #expect(ascii.entries.map(\.value) == ["b"])
    // Mostly CJK text: few zeros, but the bytes are not UTF-8.
    let value = String(repeating: "日本語のテキスト", count: 20)
    let cjk = try StringsTable(
      parsing: TestBytes.utf16("\"k\" = \"\(value)\";\n", bigEndian: true, byteOrderMark: false), path: "t.strings")
    #expect(cjk.encoding == .utf16BigEndianWithoutBOM)
    #expect(cjk.entries.map(\.value) == [value])
  }

  @Test func deepBracesStopAtTheSecondBrace() {
    let text = String(repeating: "{", count: 100_000)
    #expect(Hostile.error(text, .strings) == "t.strings:1:2: error: expected a key, found '{'")
  }

  @Test func deeplyNestedXMLPropertyListIsAnError() {
    let text =
      "<?xml version=\"1.0\"?><plist><dict><key>a</key>" + String(repeating: "<array>", count: 100_000)
      + String(repeating: "</array>", count: 100_000) + "</dict></plist>"
    #expect(
      Hostile.error(text, .strings)
        == "t.strings:1:\(47 + 7 * 511): error: not a valid XML property list: nesting deeper than 512 levels")
  }

  @Test func deeplyNestedBinaryPropertyListIsAnError() {
    // Shallow, the same layout is read and rejected for what it holds.
    #expect(
      Hostile.error(Hostile.deepBinaryPropertyList(depth: 3), .strings)
        == "t.strings:1:1: error: value of 'k' is an array, not a string")
    #expect(
      Hostile.error(Hostile.deepBinaryPropertyList(depth: 100_000), .strings)
        == "t.strings:1:1: error: not a valid binary property list: nesting deeper than 512 levels")
  }

  @Test func damagedBinaryPropertyListIsNotReadAsText() {
    // Foundation fell back to the OpenStep text format and read this as one string.
    #expect(
      Hostile.error("bplist00garbage", .strings) == "t.strings:1:1: error: not a valid binary property list: file is too short")
  }

  @Test func propertyListThatIsAnArray() {
    #expect(
      Hostile.error("<?xml version=\"1.0\"?><plist><array/></plist>", .strings)
        == "t.strings:1:29: error: property list is an array, not a dictionary of strings")
  }

  @Test func fiftyMegabyteValueParsesInBoundedTimeAndMemory() throws {
    let bytes = Hostile.large("\"k\" = \"", fill: "x", "\";\n")
    var table: StringsTable?
    let elapsed = try Hostile.time { table = try StringsTable(parsing: bytes, path: "t.strings") }
    #expect(table?.entries.first?.value.utf8.count == Hostile.largeSize)
    #expect(elapsed < Hostile.timeLimit)
    #expect(Hostile.peakResidentBytes < Hostile.memoryLimit)
  }

  @Test func fiftyMegabyteUnterminatedValueFailsAtItsStart() throws {
    let bytes = Hostile.large("\"k\" = \"\\n", fill: "y")
    var message: String?
    let elapsed = Hostile.time { message = Hostile.error(bytes, .strings) }
    #expect(message == "t.strings:1:7: error: unterminated string; no closing '\"' before the end of the file")
    #expect(elapsed < Hostile.timeLimit)
    #expect(Hostile.peakResidentBytes < Hostile.memoryLimit)
  }
}
