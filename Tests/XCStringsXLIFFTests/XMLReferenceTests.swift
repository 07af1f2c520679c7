import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// The XML references both XML readers share: the property-list scanner (`.stringsdict`) and
/// the XLIFF reader give the same verdict on every reference (the decoder alone:
/// `XMLReferenceTests` of the Base tests).
@Suite("XML references")
struct XMLReferenceTests {
  /// The property-list reader's text for `reference` in a `<string>`, or its error message.
  static func plist(_ reference: String) -> String {
    let body =
      "<key>e</key><dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>\(reference)</string></dict></dict>"
    do {
      let table = try StringsdictTable(parsing: Array(LegacyText.stringsdict(body).utf8), path: "test.stringsdict")
      guard case .width(let widths) = table.entries.first?.rule else { return "no width rule" }
      return widths["1"] ?? "no width"
    } catch {
      return error.message
    }
  }

  /// The XLIFF reader's text for `reference` in an element, or its error message.
  static func xliff(_ reference: String) -> String {
    let lines = XMLReaderTests.read("<a>\(reference)</a>")
    if lines.count == 3, lines[0] == "<a>", lines[2] == "</a>" { return String(lines[1].dropFirst().dropLast()) }
    return lines.last.map { String($0.drop { $0 != " " }.dropFirst()) } ?? ""
  }

  static let cases: [(reference: String, read: String)] = [
    ("&lt;&gt;&amp;&quot;&apos;", "<>&\"'"),
    ("&#65;&#x42;&#X43;&#x1F600;", "ABC😀"),
    ("&#9;&#10;&#13;", "\t\n\r"),
    ("&#x0000041;", "A"),
    ("&#xD7FF;&#xE000;&#xFFFD;&#x10FFFF;", "\u{D7FF}\u{E000}\u{FFFD}\u{10FFFF}"),
    ("&#0;", "invalid character reference '&#0;'"),
    ("&#+65;", "invalid character reference '&#+65;'"),
    ("&#-65;", "invalid character reference '&#-65;'"),
    ("&#x+41;", "invalid character reference '&#x+41;'"),
    ("&#x110000;", "invalid character reference '&#x110000;'"),
    ("&#99999999999;", "invalid character reference '&#99999999999;'"),
    ("&#xD800;", "invalid character reference '&#xD800;'"),
    ("&#xDFFF;", "invalid character reference '&#xDFFF;'"),
    ("&#1;&#x1F;&#xFFFE;&#xFFFF;", "\u{1}\u{1F}\u{FFFE}\u{FFFF}"),
    ("&#;", "invalid character reference '&#;'"),
    ("&#x;", "invalid character reference '&#x;'"),
    ("&#6A;", "invalid character reference '&#6A;'"),
    ("&nbsp;", "unknown entity '&nbsp;'"),
    ("&AMP;", "unknown entity '&AMP;'"),
    ("&;", "'&' must start an entity or character reference such as '&amp;'"),
    ("a & b", "'&' must start an entity or character reference such as '&amp;'"),
    ("&amp&lt;", "'&' must start an entity or character reference such as '&amp;'"),
    ("&#x00000000000041;", "'&' must start an entity or character reference such as '&amp;'"),
  ]

  @Test(arguments: cases)
  func bothReadersGiveTheSameVerdict(_ reference: String, _ read: String) {
    #expect(Self.plist(reference) == read)
    #expect(Self.xliff(reference) == read)
  }
}
