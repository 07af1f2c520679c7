import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

@Suite("Strings tables from property lists")
struct StringsTablePropertyListTests {
  typealias B = BinaryPlistBuilder

  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>zebra</key>
    \t<string>Zebra</string>
    \t<key>apple</key><string>Äpfel &amp; Birnen</string>
    <!-- a comment -->  <key>日本</key>
    \t<string>  x\ny  </string>
    </dict>
    </plist>

    """

  private static func rows(_ table: StringsTable) -> [String] {
    table.entries.map { "\($0.line):\($0.column) \($0.key)=\($0.value)" }
  }

  @Test func xmlKeepsFileOrderAndKeyPositions() throws {
    let table = try StringsTable(parsing: Array(Self.xml.utf8), path: "t.strings")
    #expect(table.encoding == .xmlPropertyList)
    #expect(Self.rows(table) == ["5:2 zebra=Zebra", "7:2 apple=Äpfel & Birnen", "8:21 日本=  x\ny  "])
    #expect(table.diagnostics.isEmpty)
  }

  @Test func utf16XMLHasTheSamePositions() throws {
    let withMark = try StringsTable(
      parsing: TestBytes.utf16(Self.xml, bigEndian: true, byteOrderMark: true), path: "t.strings")
    #expect(withMark.encoding == .xmlPropertyList)
    #expect(Self.rows(withMark) == ["5:2 zebra=Zebra", "7:2 apple=Äpfel & Birnen", "8:21 日本=  x\ny  "])
    #expect(withMark.diagnostics.isEmpty)
    let withoutMark = try StringsTable(
      parsing: TestBytes.utf16(Self.xml, bigEndian: false, byteOrderMark: false), path: "t.strings")
    #expect(Self.rows(withoutMark) == Self.rows(withMark))
    #expect(withoutMark.diagnostics.map(\.description) == ["t.strings:1:1: warning: no byte order mark; read as UTF-16LE"])
  }

  @Test func xmlWrittenByFoundation() throws {
    let bytes = try PropertyListSerialization.data(fromPropertyList: ["b": "2", "a": "1"], format: .xml, options: 0)
    let table = try StringsTable(parsing: Array(bytes), path: "t.strings")
    // Foundation's XML writer sorts the keys.
    #expect(table.entries.map { [$0.key, $0.value] } == [["a", "1"], ["b", "2"]])
    #expect(table.entries.map(\.line) == [5, 7])
  }

  @Test func duplicateKeysWarnAsInTheTextFormat() throws {
    let text =
      "<plist><dict>\n<key>k</key><string>1</string>\n<key>j</key><string>2</string>\n"
      + "<key>k</key><string>3</string>\n</dict></plist>"
    let table = try StringsTable(parsing: Array(text.utf8), path: "t.strings")
    #expect(Self.rows(table) == ["2:1 k=1", "3:1 j=2", "4:1 k=3"])
    #expect(table.resolved.map { "\($0.key)=\($0.value)" } == ["k=3", "j=2"])
    #expect(
      table.diagnostics.map(\.description)
        == ["t.strings:4:1: warning: duplicate key 'k'; the later value wins\nt.strings:2:1: note: 'k' was first defined here"])
  }

  @Test func xmlErrorsAreLocated() {
    let cases: [(String, String)] = [
      (
        "<?xml version=\"1.0\"?>\n<plist><dict>\n<key>a</key><string>b</dict></plist>",
        "t.strings:3:22: error: not a valid XML property list: expected '</string>', found '</dict>'"
      ),
      (
        "<plist><dict>\n  <key>a</key>\n  <integer>1</integer>\n</dict></plist>",
        "t.strings:3:3: error: value of 'a' is a number, not a string"
      ),
      (
        "<plist><dict><key>a</key><real>1.5</real></dict></plist>",
        "t.strings:1:26: error: value of 'a' is a number, not a string"
      ),
      ("<plist><dict><key>a</key><true/></dict></plist>", "t.strings:1:26: error: value of 'a' is a boolean, not a string"),
      (
        "<plist><dict><key>a</key><date>2001-01-01T00:00:00Z</date></dict></plist>",
        "t.strings:1:26: error: value of 'a' is a date, not a string"
      ),
      ("<plist><dict><key>a</key><data>AA==</data></dict></plist>", "t.strings:1:26: error: value of 'a' is data, not a string"),
      ("<plist><dict><key>a</key><array/></dict></plist>", "t.strings:1:26: error: value of 'a' is an array, not a string"),
      ("<?xml version=\"1.0\"?>\n  <plist/>", "t.strings:2:3: error: property list is empty, not a dictionary of strings"),
      ("<plist>\n<string>x</string></plist>", "t.strings:2:1: error: property list is a string, not a dictionary of strings"),
    ]
    for (text, message) in cases {
      #expect(StringsTestSupport.error(text) == message)
    }
    let invalid = Array("<plist><dict>\n<key>".utf8) + [0xC3] + Array("</key></dict></plist>".utf8)
    // Not UTF-8, so the text reader guesses Mac OS Roman; the property-list reader insists on UTF-8.
    #expect(
      StringsTestSupport.error(bytes: invalid) == "t.strings:2:6: error: not a valid XML property list: text is not valid UTF-8")
  }

  @Test func binaryKeepsStoredOrderAtLineOne() throws {
    let plist = B([
      B.dictionary(keys: [1, 2, 1], values: [3, 4, 5]), B.ascii("z"), B.utf16(Array("é".utf16)),
      B.ascii("26"), B.ascii("x"), B.ascii("last"),
    ])
    let table = try StringsTable(parsing: plist.bytes, path: "t.strings")
    #expect(table.encoding == .binaryPropertyList)
    #expect(Self.rows(table) == ["1:1 z=26", "1:1 é=x", "1:1 z=last"])
    #expect(table.resolved.map { "\($0.key)=\($0.value)" } == ["z=last", "é=x"])
    #expect(
      table.diagnostics.map(\.description)
        == ["t.strings:1:1: warning: duplicate key 'z'; the later value wins\nt.strings:1:1: note: 'z' was first defined here"])
  }

  @Test func binaryWrittenByFoundation() throws {
    let bytes = try PropertyListSerialization.data(fromPropertyList: ["z": "26", "é": "x"], format: .binary, options: 0)
    let table = try StringsTable(parsing: Array(bytes), path: "t.strings")
    // Foundation's binary writer stores keys in the dictionary's hash order, which varies.
    #expect(table.entries.map { "\($0.key)=\($0.value)" }.sorted() == ["z=26", "é=x"])
  }

  @Test func binaryErrors() throws {
    #expect(
      StringsTestSupport.error(bytes: B([B.dictionary(keys: [1], values: [9]), B.ascii("k")]).bytes)
        == "t.strings:1:1: error: not a valid binary property list: object reference out of range")
    #expect(
      StringsTestSupport.error(bytes: B([B.dictionary(keys: [1], values: [2]), B.ascii("k"), [0x10, 7]]).bytes)
        == "t.strings:1:1: error: value of 'k' is a number, not a string")
    #expect(
      StringsTestSupport.error(bytes: B([B.array([])]).bytes)
        == "t.strings:1:1: error: property list is an array, not a dictionary of strings")
    let nested = try PropertyListSerialization.data(fromPropertyList: ["a": ["b": "c"]], format: .binary, options: 0)
    #expect(StringsTestSupport.error(bytes: Array(nested)) == "t.strings:1:1: error: value of 'a' is a dictionary, not a string")
  }
}
