import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLegacy

/// Broken and hostile `.stringsdict` input: every case ends in a table or in one error that
/// names the file, line and column, in bounded time and memory.
@Suite("hostile .stringsdict input")
struct StringsdictHostileInputTests {
  static let sample = """
    <?xml version="1.0"?>
    <plist version="1.0">
    <dict>
    <!-- c -->
    <key>k</key>
    <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\
    <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\
    <key>other</key><string>&lt;%d&gt;</string></dict></dict>
    </dict>
    </plist>

    """

  @Test func everyPrefixParsesOrFailsInsideTheText() {
    let bytes = Array(Self.sample.utf8)
    let results = Hostile.sweepPrefixes(bytes, .stringsdict)
    // Only the complete document (with or without its final newline) parses.
    #expect(results.indices.filter { results[$0] == nil } == [bytes.count - 1, bytes.count])
  }

  @Test(arguments: [
    ("<?xml version=\"1.0\"?>\n", "t.stringsdict:2:1: error: expected a property list, found end of file"),
    ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">", "t.stringsdict:2:22: error: expected '</plist>', found end of file"),
    (
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>",
      "t.stringsdict:3:7: error: expected '</dict>', found end of file"
    ),
    (
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<!-- c -->\n<key>k</key>",
      "t.stringsdict:5:13: error: expected '</dict>', found end of file"
    ),
    (
      "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<!-- c -->\n<key>k</key>\n<dict><key>NSStringLocalizedFormatKey</key><string>%#@n",
      "t.stringsdict:6:56: error: expected '</string>', found end of file"
    ),
  ])
  func truncatedAtATokenBoundary(text: String, message: String) {
    #expect(Hostile.error(text, .stringsdict) == message)
  }

  @Test func rootThatIsAnArrayIsAnErrorAtTheArray() {
    #expect(
      Hostile.error("<?xml version=\"1.0\"?>\n<plist>\n  <array><string>x</string></array>\n</plist>\n", .stringsdict)
        == "t.stringsdict:3:3: error: root of a .stringsdict must be a dictionary, found an array")
  }

  @Test func unbalancedTagsAreReportedAtTheWrongEndTag() {
    #expect(
      Hostile.error("<plist><dict><key>a</key><dict></array></dict></plist>", .stringsdict)
        == "t.stringsdict:1:32: error: expected '</dict>', found '</array>'")
  }

  @Test func unbalancedCommentIsReportedAtItsStart() {
    #expect(
      Hostile.error("<plist><dict>\n  <!-- open <key>a</key>\n</dict></plist>", .stringsdict)
        == "t.stringsdict:2:3: error: unterminated comment")
  }

  @Test func hundredThousandLevelsOfNestingStopAtTheLimit() {
    let text =
      "<plist>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</plist>"
    var message: String?
    let elapsed = Hostile.time { message = Hostile.error(text, .stringsdict) }
    #expect(message == "t.stringsdict:1:\(8 + 7 * 512): error: nesting deeper than 512 levels")
    #expect(elapsed < Hostile.timeLimit)
  }

  @Test func deeplyNestedBinaryPropertyListIsAnError() throws {
    let shallow = try StringsdictTable(parsing: Hostile.deepBinaryPropertyList(depth: 3), path: "t.stringsdict")
    #expect(shallow.skipped.map(\.key) == ["k"])
    #expect(
      Hostile.error(Hostile.deepBinaryPropertyList(depth: 100_000), .stringsdict)
        == "t.stringsdict:1:1: error: invalid binary property list: nesting deeper than 512 levels")
  }

  @Test func oddLengthUTF16IsAnError() {
    let units = Array("<plist><dict/></plist>".utf16)
    let bytes: [UInt8] = [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x0A]
    #expect(Hostile.error(bytes, .stringsdict) == "t.stringsdict:1:23: error: text is not valid UTF-16 (odd number of bytes)")
  }

  @Test func loneSurrogateCharacterReferenceIsAnError() {
    #expect(
      Hostile.error("<plist><dict><key>&#xD800;</key><string>b</string></dict></plist>", .stringsdict)
        == "t.stringsdict:1:19: error: invalid character reference '&#xD800;'")
  }

  @Test func nulCharacterReferenceIsAnError() {
    #expect(
      Hostile.error("<plist><dict><key>a&#0;</key><string>b</string></dict></plist>", .stringsdict)
        == "t.stringsdict:1:20: error: invalid character reference '&#0;'")
  }

  @Test func invalidUTF8IsAnErrorAtTheByte() {
    let bytes = Array("<plist>\n<dict><key>".utf8) + [0xFF] + Array("</key></dict></plist>".utf8)
    #expect(Hostile.error(bytes, .stringsdict) == "t.stringsdict:2:12: error: text is not valid UTF-8")
  }

  @Test func truncatedBinaryPropertyListIsAnError() throws {
    let xml = Array(Self.sample.utf8)
    let value = try PropertyListSerialization.propertyList(from: Data(xml), format: nil)
    let binary = Array(try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    #expect(Hostile.failure(binary, .stringsdict) == nil)
    // Cutting the end moves the trailer, so what is read as the trailer is garbage and refused.
    // Which check refuses it depends on the bytes, and Foundation's writer stores the keys in
    // hash order, which changes from run to run.
    let trailerReasons = [
      "file is too short", "invalid offset size in the trailer", "invalid reference size in the trailer",
      "no objects", "top object out of range", "offset table out of range",
    ].map { "t.stringsdict:1:1: error: invalid binary property list: \($0)" }
    for length in stride(from: 6, to: binary.count, by: 7) {
      let message = Hostile.error(Array(binary.prefix(length)), .stringsdict)
      #expect(trailerReasons.contains(message ?? "read"), "length \(length): \(message ?? "read")")
    }
    #expect(Hostile.error(Array(binary.prefix(39)), .stringsdict) == trailerReasons[0])
  }

  @Test func fiftyMegabyteStringParsesInBoundedTimeAndMemory() throws {
    let bytes = Hostile.large(
      "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>", fill: "x",
      "</string></dict></dict></plist>")
    var table: StringsdictTable?
    let elapsed = try Hostile.time { table = try StringsdictTable(parsing: bytes, path: "t.stringsdict") }
    guard case .format(let rule)? = table?.entries.first?.rule else {
      Issue.record("expected a format rule")
      return
    }
    #expect(rule.format.utf8.count == Hostile.largeSize)
    #expect(elapsed < Hostile.timeLimit)
    #expect(Hostile.peakResidentBytes < Hostile.memoryLimit)
  }

  @Test func fiftyMegabyteUnterminatedStringFailsAtTheEnd() {
    let bytes = Hostile.large("<plist><dict><key>k</key><string>", fill: "y")
    var message: String?
    let elapsed = Hostile.time { message = Hostile.error(bytes, .stringsdict) }
    #expect(message == "t.stringsdict:1:\(34 + Hostile.largeSize): error: expected '</string>', found end of file")
    #expect(elapsed < Hostile.timeLimit)
  }
}
