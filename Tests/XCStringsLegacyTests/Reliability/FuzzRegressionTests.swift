import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Inputs found by the fuzz targets (Fuzz/RESULTS.md), kept as regression tests.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
  /// What the round-trip target checks for `.strings`: write, read back, same entries.
  static func roundTrip(_ table: StringsTable, encoding: TextEncoding = .utf8) throws -> StringsTable {
    try StringsTable(parsing: StringsWriter.data(for: table.entries, encoding: encoding), path: "out.strings")
  }

  static func content(_ table: StringsTable) -> [[String?]] {
    table.entries.map { [$0.key, $0.value, $0.comment] }
  }

  @Test func commentFullOfNulBytesIsNotReadBackAsUTF16() throws {
    // Written without a byte order mark, '/* a\0a\0… */' has zeros at every even offset and
    // read back as UTF-16BE ("expected a key, found '⨯'").
    let comment = String(repeating: "a\u{0}", count: 64)
    let table = StringsTable(entries: [StringsTable.Entry(key: "k", value: "v", comment: comment)])
    let bytes = StringsWriter.data(for: table.entries)
    #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    let back = try Self.roundTrip(table)
    #expect(back.encoding == .utf8WithBOM)
    #expect(Self.content(back) == Self.content(table))
    // Without a NUL nothing changes: no byte order mark.
    #expect(StringsWriter.data(for: [StringsTable.Entry(key: "k", value: "\u{0}")]) == Array("\"k\" = \"\\U0000\";\n".utf8))
  }

  /// The kind of input the `strings` target found within seconds (Fuzz/RESULTS.md, finding 1):
  /// a malformed XML property list, on which Foundation's parser leaked its error object. The
  /// package now reads property lists itself, and the error points at the broken end tag.
  static let leakInput =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>a</key><string>b</string></d<?xmictl>"

  @Test func malformedXMLPropertyListGetsALocatedError() {
    #expect(
      Hostile.error(Self.leakInput, .strings)
        == "t.strings:2:58: error: not a valid XML property list: expected '</dict>', found '</d>'")
    #expect(Hostile.error(Self.leakInput, .stringsdict) == "t.stringsdict:2:58: error: expected '</dict>', found '</d>'")
    // Every prefix of a well-formed one fails (or parses) with a location inside the text.
    let complete = Array(Self.leakInput.utf8.dropLast(12)) + Array("</dict></plist>".utf8)
    let results = Hostile.sweepPrefixes(complete, .strings)
    // Only the empty prefix (an empty table) and the whole text parse.
    #expect(results.indices.filter { results[$0] == nil } == [0, complete.count])
  }

  /// The input the `roundtrip` target stopped at (crash-62fb9c96…; also a seed in
  /// Fuzz/Seeds/regressions): an Interface Builder strings file with NUL bytes spliced into
  /// its comments. It is not valid UTF-8 (read as Mac OS Roman); what StringsWriter made of
  /// it was valid UTF-8 with NULs and read back as UTF-16LE.
  static let nulComments =
    "LyogQ2xhc3MgPQEAAAAAAAAAb3ciOyB0aXRsZSA9ICJQcmVmZXJlbmNlcyI7AQAAAAAABAZEID0gIkYwei1KWC1DdjQiOyAqLwoiRjB6LUpYLUN2NS50aXRsZSIgPSAi2KfZhNiq2YHYttmK2YTYp9iqIjsKCi8qIENsYXNzID0gIk5TVGV4dEZpZWxkQ2VsbCI7IHRpdGxlID0gQAAgAHQAbwAgAHkAbwB1AHIAIABBAHAAcABsAGkAYwBhAHQAaQBvAG4AcwAgAGYAbwBsAGQAZQByACwAIAByAGUAbABhAHUAbgBjAGgAIABpAHQAIABmAHIAbwBtACAAdABoAGUAcgBlACwAIABhAG4AZAAgAHQAcgB5ACAAYQBnAGEAaQBuAC4AIgAgAD0AIAAiACUAMQAkAEDHdAAorAAAKQAgtRTCpNBsACDHdLv4ycCwmAAgAEMARAAgtNy3fMd0vgwAIKwZx0AAIMd9rjAAIMgExqkAILz8uWjF0MEcACDC5NWJtBis4AAgx4jHPLvAuFwAIMXFs3DHdNK4ACDVYAAgwhgAIMXGwrWyyLLkAC4AIAAlADEAJABAx0QAKLl8ACkAIMdRxqnVBLhcrfi3qAAg0/SzVLhcACDHdLPZ1VjF7AAgsuTC3AAgwuTVidV0ACDI/MLtwtzGJAAuACIAOwAKAAoALwAqACAATgBvACAAYwBvAG0AbQBlAG4AdAAgAHAAcgBvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgBlAGUAcgAuACAAKgAvAAoAIgAlAEAAIAAlAEAAIABpAHMAIABjAHUAcgByAGUAbgB0AGwAeQAgAHQAaABlACAAbgBlAHcAZQBzAHQAIAB2AGUAcgBzAGkAbwBuACAAYQB2AGEAaQBsAGEAYgBsAGUALgAiACAAPQAgACIAJQAxACQAQAAgACUAMgAkAEDHdAAorAAAKQAg1gTHrAAgzVzC4AAgvITIBMeFssiy5AAuACIAOwAKAAoALwAqACAATgBvACAAYwBvAG0AbQBlAG4AdAAgAHAAcgBvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgBlAGUAcgAuACAAKgAvAAoAIgAlAEAAIAAlAEAAIABpAHMAIABuAG8AdwAgAGEAdgBhAGkAbABhAGIAbABlAC0ALQB5AG8AdQAgAGgAYQB2AGUAIAAlAEAALgAgAFcAbwB1AGwAZAAgAHkAbwB1ACAAbABpAGsAZQAgAHQAbwAgAGQAbwB3AG4AbABvAGEAZAAgAGkAdAAgAG4AbwB3AD8AIgAgAD0AIAAiACUAMQAkAEAAIAAlADIAJABAx3QAKKwAACkAIMXFs3DHdNK4ACC0GMXIwrWyyLLkAC4AIAAo1gTHrAAgvITIBAAgADpvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgBlAGUAcgAuACAAKgAvAAoAIgBDAGEAbgBjAGUAbAAiACAAPQAgACLN6MGMACIAOwAKAAoALwAqACAATgBvACAAYwBvAG0AbQBlAG4AdAAgAHAAcgBvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgBlAGUAcgAuACAAKgAvAAoAIgBDAGEAbgBjAGUAbAAgAFUAcABkAGEAdABlACIAIAA9ACAAIsXFs3DHdNK4ACDN6MGMACIAOwAKAAoALwAqACAATgBvACAAYwBvAG0AbQBlAG4AdAAgAHAAcgBvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgBlAGUAcgAuACAAKgAvAAoAIgBDAGgAZQBjAGsAaQBuAGcAIABmAG8AcgAgAHUAcABkAGEAdABlAHMALgAuAC4AIgAgAD0AIAAixcWzcMd00rgAINZVx3gAIMkRICYAIgA7AAoACgAvACoAIABUAGEAawBlACAAYwBhAHIAZQAgAG4AbwB0ACAAdABvACAAbwB2AGUAcgBmAGwAbwB3ACAAdABoAGUAIABzAHQAYQB0AHUAcwAgAHcAaQBuAGQAbwB3AC4AIAAqAC8ACgAiAEQAbwB3AG4AbABvAGEAZABpAG4AZwAgAHUAcABkAGEAdABlAC4ALgAuACIAIAA9ACAAIrLkxrS4XLTcACDJESAmACIAOwAKAAoALwAqACAAVABhAGsAZQAgAGMAYQByAGUAIABuAG8AdAAgAHQAbwAgAG8AdgBlAHIAZgBsAG8AdwAgAHQAaABlACAAcwB0AGEAdAB1AHMAIAB3AGkAbgBkAG8AdwAuACAAKgAvAAoAIgBFAHgAdAByAGEAYwB0AGkAbgBnACAAdQBwAGQAYQB0AGUALgAuAC4AIgAgAD0AIAAixVXNlQAg1HiylAAgyREgJgAiADsACgAKAC8AKgAgAHQAaABlACAAdQBuAGkAdAAgAGYAbwByACAAZwBpAGcAYQBiAHkAdABlAHMAIAAqAC8ACgAiAEcAQgAiACAAPQAgACIARwBCACIAOwAKAAoALwAqACAATgBvACAAYwBvAG0AbQBlAG4AdAAgAHAAcgBvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgBlAGUAcgAuACAAKgAvAAoAIgBJAG4AcwB0AGEAbGAAbAAgAGEAbgBkACAAUgBlAGwAYQB1AG4AYwBoACIAIAA9ACAAIsEkzlgAIAAmACDHrMLk1YkAIgA7AAoACgAvACoAIABUAGEAawBlACAAYwBhAHIAZQAgAG4AbwB0ACAAdABvACAAbwB2AGUAcgBmAGwAbwB3ACAAdABoAGUAIABzAHQAYQB0AHUAcwAgAHcAaQBuAGQAbwB3AC4AIAAqAC8ACgAiAEkAbgBzAHQAYQBsAGwAaQBuAGcAIAB1AHAAZABhAHQAZQAuAC4ALgAiACAAPQAgACLBJM5YACDJESAmACIAOwAKAAoALwAqACAAdABoAGUAIAB1AG4AaQB0ACAAZgBvAHIAIABrAGkAbABvAGIAeQB0AGUAcwAgACoALwAKACIASwBCACIAIAA9ACAAIgBLAEIAIgA7AAoACgAvACoAIAB0AGgAZQAgAHUAbgBpAHQAIABmAG8AcgAgAG0AZQBnAGEAYgB5AHQAZQBzACAAKgAvAAoAIgBNAEIAIgAgAD0AIAAiAE0AQgAiADsACgAKAC8AKgAgAE4AbwAgAGMAbwBtAG0AZQBuAHQAIABwAHIAbwB2AGkAZABlAGQAIABiAHkAIABlAG4AZwBpAG4AZQBlAHIALgAgACoALwAKACIATwBLACIAIAA9ACAAItZVx3gAIgA7AAoACgAvACoAIABOAG8AIABjAG8AbQBtAGUAbgB0ACAAcAByAG8AdgBpAGQAZQBkACAAYgB5ACAAZQBuAGcAaQBuAGUAZQByAC4AIAAqAC8ACgAiAFIAZQBhAGQAeQAgAHQAbwAgAEkAbgBzAHQAYQBsAGwAIgAgAD0AIAAiwSTOWAAgyQC+RAAgxkS4zAAiADsACgAKAC8AKgAgAE4AbwAgAGMAbwBtAG0AZQBuAHQAIABwAHIAbwB2AGkAZABlAGQAIABiAHkAIABlAG4AZwBpAG4AZQBlAHIALgAgACoALwAKACIAUwBoAG8AdQBsAGQAIAAlADEAJABAACAAYQB1AHQAbwBtAGEAdABpAGMAYQBsAGwAeQAgAGMAaABlAGMAawAgAGYAbwByACAAdQBwAGQAYQB0AGUAcwA/ACAAWQBvAHUAIABjAGEAbgAgAGEAbAB3AGEAeQBzACAAYwBoAGUAYwBrACAAZgBvAHIAIAB1AHAAZABhAHQAZQBzACAAbQBhAG4AdQBhAGwAbAB5ACAAZgByAG8AbQAgAHQAaABlACAAJQAxACQAQAAgAG0AZQBuAHUALgAiACAAPQAgACIAJQAxACQAQAAgxcWzcMd00rgAINZVx3jHRAAgx5Cz2cc8uFwAINVgrkzGlAA/ACAAJQAxACQAQAAgulSydMXQwRwAIMIYs9kAIMEkyBXHRAAg1WAAIMIYACDHiMK1ssiy5AAuACIAOwAKAAoALwAqACAATgBvACAAYwBvAG0AbQBlAG4AdAAgAHAAcgBvAHYAaQBkAGUAZAAgAGIAeQAgAGUAbgBnAGkAbgAiTm8gUmVzdWx0IjsgT2JqZWN0SUQgPSAialVVLTNBLWpMVyI7ICovCiJqVVUtM0EtakxXLnRpdGxlIiA9ICLZhNinINiq2YjYrNivINmG2KrZitis2KkiOwo="

  @Test func fuzzInputWithNulBytesInCommentsRoundTrips() throws {
    let bytes = [UInt8](try #require(Data(base64Encoded: Self.nulComments)))
    let table = try StringsTable(parsing: bytes, path: "in.strings")
    #expect(table.encoding == .macOSRoman)
    let back = try Self.roundTrip(table)
    #expect(Self.content(back) == Self.content(table))
    let utf16 = try Self.roundTrip(table, encoding: .utf16LittleEndian)
    #expect(Self.content(utf16) == Self.content(table))
  }

  /// A `<data>` (or `<date>`) where the model expects text used to be kept verbatim on the first
  /// read, written back as a `<string>`, and then read as a variable, device form or format: a
  /// round trip changed the table. Dates and data now count as their text from the start.
  @Test func dataWhereTextIsExpectedReadsTheSameAfterARoundTrip() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
          <key>NSStringFormatSpecTypeKey</key><data>U1N0cmluZ1BsdXJhbLg=</data>
          <key>other</key><string>%d files</string>
        </dict>
      </dict>
      <key>tap</key><dict>
        <key>NSStringDeviceSpecificRuleType</key><dict>
          <key>mac</key><date>2020-01-01T00:00:00Z</date>
          <key>iphone</key><string>Tap</string>
        </dict>
      </dict>
      </dict></plist>
      """
    let first = try StringsdictTable(parsing: Array(xml.utf8), path: "in.stringsdict")
    guard case .format(let rule) = try #require(first.entries.first).rule else {
      Issue.record("'files' is not a format rule: \(first.entries)")
      return
    }
    #expect(rule.variables["n"]?.specType == "U1N0cmluZ1BsdXJhbLg=")
    #expect(rule.extraFields.isEmpty)
    guard case .device(let devices) = first.entries[1].rule else {
      Issue.record("'tap' is not a device rule")
      return
    }
    #expect(devices["mac"] == .string("2020-01-01T00:00:00Z"))
    let written = StringsdictWriter.data(for: first)
    let second = try StringsdictTable(parsing: written, path: "out.stringsdict")
    // Same model (line numbers aside): the second read writes the same bytes and keeps the
    // variable and the device form as they were.
    #expect(StringsdictWriter.data(for: second) == written)
    guard case .format(let again) = second.entries[0].rule, case .device(let devicesAgain) = second.entries[1].rule else {
      Issue.record("rules changed kind: \(second.entries)")
      return
    }
    #expect(again.variables["n"]?.specType == "U1N0cmluZ1BsdXJhbLg=")
    #expect(again.variables["n"]?.forms == ["other": "%d files"])
    #expect(again.extraFields.isEmpty)
    #expect(devicesAgain["mac"] == .string("2020-01-01T00:00:00Z"))
  }
}
