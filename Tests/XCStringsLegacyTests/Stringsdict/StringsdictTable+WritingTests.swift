import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// `StringsdictTable.write(to:)`: the mirror of `StringsdictTable(contentsOf:)`, all or nothing.
@Suite("StringsdictTable writing")
struct StringsdictTableWritingTests {
  static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>%d files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@files@</string>
    \t\t<key>files</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d Datei</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d Dateien</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  @Test func writesWhatWasRead() throws {
    let tree = try Tree(["in/de.stringsdict": Self.text])
    let table = try StringsdictTable(contentsOf: tree.path("in/de.stringsdict"))
    try table.write(to: tree.path("de.stringsdict"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: tree.path("de.stringsdict"))) == Data(Self.text.utf8))
    #expect(try StringsdictTable(contentsOf: tree.path("de.stringsdict")).entries == table.entries)
  }

  /// Tables of one to five plural entries: the file is `StringsdictWriter`'s bytes and reads
  /// back to the same entries.
  @Test(arguments: 1...5)
  func writesTheWritersBytes(count: Int) throws {
    let tree = try Tree(["in/de.stringsdict": Self.text])
    let one = try StringsdictTable(contentsOf: tree.path("in/de.stringsdict")).entries[0]
    var table = try StringsdictTable(contentsOf: tree.path("in/de.stringsdict"))
    table.entries = (0..<count).map { index in
      var entry = one
      entry.key = "%d files \(index)"
      return entry
    }
    let path = tree.path("de.stringsdict")
    try table.write(to: path)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == StringsdictWriter.data(for: table))
    #expect(try StringsdictTable(contentsOf: path).entries.map(\.key) == table.entries.map(\.key))
  }

  @Test func aFailedWriteLeavesTheOldFile() throws {
    let tree = try Tree(["de.stringsdict": Self.text])
    var table = try StringsdictTable(contentsOf: tree.path("de.stringsdict"))
    table.entries = []
    #expect(throws: Diagnostic.self) {
      try table.write(to: tree.path("de.stringsdict"), faults: .failingRename(ofFileNamed: "de.stringsdict"))
    }
    #expect(try tree.read("de.stringsdict") == Self.text)
  }
}
