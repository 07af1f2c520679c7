import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// `StringsTable.write(to:)`: the mirror of `StringsTable(contentsOf:)`, in the table's
/// encoding, all or nothing.
@Suite("StringsTable writing")
struct StringsTableWritingTests {
  static let entries = [
    StringsTable.Entry(key: "greeting", value: "Hallo \"Welt\"", comment: "Shown on launch"),
    StringsTable.Entry(key: "bye", value: "Tschüss"),
  ]

  @Test func writesTheWritersBytesInUTF8() throws {
    let tree = try Tree()
    try StringsTable(entries: Self.entries).write(to: tree.path("de.strings"))
    let expected = "/* Shown on launch */\n\"greeting\" = \"Hallo \\\"Welt\\\"\";\n\"bye\" = \"Tschüss\";\n"
    #expect(try Data(contentsOf: URL(fileURLWithPath: tree.path("de.strings"))) == Data(expected.utf8))
  }

  /// Every encoding the writer knows: the file is `StringsWriter`'s bytes for that encoding,
  /// and reading it back gives the entries and the encoding.
  @Test(arguments: [TextEncoding.utf8, .utf8WithBOM, .utf16LittleEndian, .utf16BigEndian])
  func writesInTheTablesEncoding(encoding: TextEncoding) throws {
    let tree = try Tree()
    let path = tree.path("de.strings")
    try StringsTable(entries: Self.entries, encoding: encoding).write(to: path)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == StringsWriter.data(for: Self.entries, encoding: encoding))
    let back = try StringsTable(contentsOf: path)
    #expect(back.encoding == encoding)
    #expect(back.entries.map(\.key) == ["greeting", "bye"])
    #expect(back.entries.map(\.value) == ["Hallo \"Welt\"", "Tschüss"])
  }

  @Test func aFailedWriteLeavesTheOldFile() throws {
    let tree = try Tree(["de.strings": "\"old\" = \"alt\";\n"])
    #expect(throws: Diagnostic.self) {
      try StringsTable(entries: Self.entries).write(
        to: tree.path("de.strings"), faults: .failingRename(ofFileNamed: "de.strings"))
    }
    #expect(try tree.read("de.strings") == "\"old\" = \"alt\";\n")
  }
}
