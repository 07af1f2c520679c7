import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// XML and encoding features of the property-list reader.
@Suite("Stringsdict XML")
struct StringsdictXMLTests {
  typealias F = StringsdictFixture

  /// The width text of entry `e` in a file whose body is a width rule with one `<string>` element.
  private func widthText(_ element: String) throws -> String? {
    let table = try F.parse(
      F.file("<dict><key>e</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key>\(element)</dict></dict></dict>"))
    guard case .width(let widths) = table.entries.first?.rule else { return nil }
    return widths["1"]
  }

  @Test func resolvesEntityAndCharacterReferences() throws {
    #expect(
      try widthText("<string>&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos; &#65;&#x42;&#X1F600;</string>") == "<b> & \"q\" 'a' AB😀")
  }

  @Test func keepsCDATAVerbatimAndSkipsCommentsInsideText() throws {
    #expect(try widthText("<string>a<![CDATA[<b> & ]]>c<!-- note -->d</string>") == "a<b> & cd")
  }

  @Test func keepsWhitespaceAndNewlinesInStrings() throws {
    #expect(try widthText("<string>  two\n lines\r\n\t</string>") == "  two\n lines\r\n\t")
  }

  @Test func readsEmptyElementForms() throws {
    #expect(try widthText("<string/>") == "")
    let table = try F.parse(F.file("<dict><key/><dict><key>NSStringVariableWidthRuleType</key><dict/></dict></dict>"))
    #expect(table.entries == [StringsdictEntry(key: "", line: 4, rule: .width([:]))])
  }

  @Test func readsScalarsInUnrecognizedValues() throws {
    let table = try F.parse(
      F.file(
        """
        <dict><key>e</key><dict><key>x</key><array>
        <integer> -0x10 </integer><integer>18446744073709551615</integer><real> 2.5e3 </real>
        <true></true><false/><date>2001-01-01T00:00:00Z</date><data> AQ
        ID </data><string/><array/><dict/>
        </array></dict></dict>
        """))
    #expect(
      table.entries.first?.rule
        == .unrecognized(
          .object([
            "x": .array([
              .number("-16"), .number("18446744073709551615"), .number("2.5e3"), .bool(true), .bool(false),
              .string("2001-01-01T00:00:00Z"), .string("AQID"), .string(""), .array([]), .object([:]),
            ])
          ])))
  }

  @Test func acceptsAttributesDoctypeSubsetAndProcessingInstructions() throws {
    let text = """
      \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <!-- leading comment -->
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "x.dtd" [ <!ENTITY x "]>"> ]>
      <plist version='1.0' note="a > b">
      <?editor hint?>
      <dict>
      <key>e</key><dict><key>NSStringVariableWidthRuleType</key><dict/></dict>
      </dict >
      </plist>
      <!-- trailing comment -->

      """
    #expect(try F.parse(text).entries.map(\.key) == ["e"])
  }

  @Test func acceptsARootWithoutPlistElement() throws {
    let table = try F.parse("<dict><key>e</key><dict><key>NSStringVariableWidthRuleType</key><dict/></dict></dict>")
    #expect(table.entries.map(\.key) == ["e"])
  }

  @Test(arguments: [false, true])
  func decodesUTF16WithByteOrderMark(bigEndian: Bool) throws {
    let text = F.file("<dict>\n<key>日本 😀</key>\n<dict><key>NSStringVariableWidthRuleType</key><dict/></dict>\n</dict>")
    var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    for unit in text.utf16 {
      let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
      bytes += bigEndian ? pair.reversed() : pair
    }
    let table = try StringsdictTable(parsing: bytes, path: "u16.stringsdict")
    #expect(table.entries == [StringsdictEntry(key: "日本 😀", line: 5, rule: .width([:]))])
  }

  @Test func reportsUnpairedSurrogateInUTF16() {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in Array("<dict>\n<key>".utf16) + [0xD800, 0x41] { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    #expect(F.error(bytes: bytes) == "test.stringsdict:2:6: error: text is not valid UTF-16 (unpaired surrogate)")
  }

  @Test func readsBinaryPropertyList() throws {
    let plist: [String: Any] = [
      "files": [
        "NSStringLocalizedFormatKey": "%#@n@",
        "n": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d", "other": "%d files"],
      ],
      "plain": "text",
      "wide": ["NSStringVariableWidthRuleType": ["1": "a", "2": "b"]],
    ]
    let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
    let table = try StringsdictTable(parsing: Array(data), path: "b.stringsdict")
    // Foundation's writer stores a Swift dictionary's keys in hash order, which changes from
    // run to run; the reader keeps that stored order.
    #expect(table.entries.map(\.key).sorted() == ["files", "wide"])
    #expect(
      table.entry(for: "files")?.rule
        == .format(FormatRule(format: "%#@n@", variables: ["n": FormatVariable(valueType: "d", forms: ["other": "%d files"])])))
    #expect(table.entry(for: "wide")?.rule == .width(["1": "a", "2": "b"]))
    #expect(table.skipped.map(\.key) == ["plain"])
    #expect(
      F.messages(table) == ["b.stringsdict:1:1: warning: entry 'plain' is skipped: the value is a string, not a dictionary"])
  }

  @Test func reportsDamagedBinaryPropertyList() {
    #expect(
      F.error(bytes: Array("bplist00garbage".utf8))
        == "test.stringsdict:1:1: error: invalid binary property list: file is too short")
  }

  @Test func readsFileFromDisk() throws {
    let path = try TestPaths.temporaryDirectory().appendingPathComponent("sd.stringsdict").path
    let table = StringsdictTable(entries: [StringsdictEntry(key: "k", rule: .width(["1": "x"]))])
    try Data(StringsdictWriter.data(for: table)).write(to: URL(fileURLWithPath: path))
    #expect(try StringsdictTable(contentsOf: path).entries.map(\.key) == ["k"])
    #expect(throws: Diagnostic.self) { try StringsdictTable(contentsOf: path + ".missing") }
  }
}

extension StringsdictXMLTests {
  /// Text is skipped eight bytes at a time up to the first `<` or `&`: the markup is found
  /// wherever it falls within a word, after text of every length, ASCII or not.
  @Test func findsMarkupAtEveryPositionWithinAWord() throws {
    for length in 0...19 {
      for text in [
        String(repeating: "a", count: length), String(repeating: "é", count: length / 2) + (length % 2 == 0 ? "" : "b"),
      ] {
        #expect(try widthText("<string>\(text)</string>") == text)
        #expect(try widthText("<string>\(text)&amp;\(text)</string>") == text + "&" + text)
        #expect(try widthText("<string>\(text)<!-- c -->z</string>") == text + "z")
      }
    }
  }
}
