import Foundation
import Testing
import XCStringsBase
import XCStringsLegacy

/// Every warning and error the reader reports, with its exact text and location.
@Suite("Stringsdict diagnostics")
struct StringsdictDiagnosticTests {
  typealias F = StringsdictFixture

  /// A format entry named `e` at line 5 whose variable `v` (line 9) has the given members.
  private func formatFile(format: String = "%#@v@", variable: String) -> String {
    F.file(
      """
      <dict>
      <key>e</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key>
      <string>\(format)</string>
      <key>v</key>
      <dict>
      \(variable)
      </dict>
      </dict>
      </dict>
      """)
  }

  private let plural = "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"

  @Test func warnsAboutMissingOtherForm() throws {
    let table = try F.parse(formatFile(variable: plural + "<key>one</key><string>1</string>"))
    #expect(F.messages(table) == ["test.stringsdict:9:1: warning: plural variable 'v' of 'e' has no 'other' form"])
  }

  @Test func warnsAboutUnknownCategory() throws {
    let table = try F.parse(
      formatFile(variable: plural + "\n<key>lots</key><string>x</string><key>other</key><string>y</string>"))
    #expect(F.messages(table) == ["test.stringsdict:12:1: warning: plural variable 'v' of 'e' has unknown category 'lots'"])
    guard case .format(let rule) = table.entries.first?.rule else { return }
    #expect(rule.variables["v"]?.forms == ["lots": "x", "other": "y"])
  }

  @Test func warnsAboutUnknownRuleType() throws {
    let table = try F.parse(
      formatFile(
        variable:
          "<key>NSStringFormatSpecTypeKey</key>\n<string>NSStringGenderRuleType</string><key>other</key><string>y</string>"))
    #expect(
      F.messages(table) == ["test.stringsdict:12:1: warning: variable 'v' of 'e' has unknown rule type 'NSStringGenderRuleType'"])
  }

  @Test func warnsAboutUndefinedAndUnreferencedVariables() throws {
    let table = try F.parse(formatFile(format: "%#@w@", variable: plural + "<key>other</key><string>y</string>"))
    #expect(
      F.messages(table) == [
        "test.stringsdict:8:1: warning: variable 'w' referenced in 'e' is not defined",
        "test.stringsdict:9:1: warning: variable 'v' of 'e' is defined but not referenced",
      ])
  }

  @Test func countsReferencesInsideFormsAsUses() throws {
    let text = F.file(
      """
      <dict><key>e</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@a@</string>
      <key>a</key><dict>\(plural)<key>other</key><string>%d and %#@b@</string></dict>
      <key>b</key><dict>\(plural)<key>other</key><string>%d more</string></dict>
      </dict></dict>
      """)
    #expect(try F.parse(text).diagnostics.isEmpty)
  }

  @Test func warnsAboutVariableWithoutSpecType() throws {
    let table = try F.parse(formatFile(variable: "<key>other</key><string>y</string>"))
    #expect(F.messages(table) == ["test.stringsdict:9:1: warning: variable 'v' of 'e' has no 'NSStringFormatSpecTypeKey'"])
    guard case .format(let rule) = table.entries.first?.rule else { return }
    #expect(rule.variables.isEmpty)
    #expect(rule.extraFields == ["v": .object(["other": .string("y")])])
  }

  /// Keys are told apart by their exact scalars, as in Apple's dictionaries: a KELVIN SIGN
  /// (U+212A) is canonically equivalent to "K" but makes a different key.
  @Test func keysMatchOnlyWithTheExactScalars() throws {
    let lookalike = "<key>NSStringFormatSpecType\u{212A}ey</key><string>NSStringPluralRuleType</string>"
    let table = try F.parse(formatFile(variable: lookalike + "<key>other</key><string>y</string>"))
    #expect(F.messages(table) == ["test.stringsdict:9:1: warning: variable 'v' of 'e' has no 'NSStringFormatSpecTypeKey'"])
  }

  @Test func warnsAboutFormatKeyThatIsNotAString() throws {
    let table = try F.parse(
      F.file("<dict>\n<key>e</key>\n<dict><key>NSStringLocalizedFormatKey</key><integer>1</integer></dict>\n</dict>"))
    #expect(
      F.messages(table) == ["test.stringsdict:6:44: warning: 'NSStringLocalizedFormatKey' of 'e' is an integer, not a string"])
    #expect(table.entries.first?.rule == .unrecognized(.object(["NSStringLocalizedFormatKey": .number("1")])))
  }

  @Test func warnsAboutEntryThatFitsNoShape() throws {
    let table = try F.parse(F.file("<dict>\n<key>e</key>\n<dict><key>text</key><string>x</string></dict>\n</dict>"))
    #expect(F.messages(table) == ["test.stringsdict:6:1: warning: entry 'e' is not a format, device or width rule"])
  }

  @Test func warnsAboutDeviceProblems() throws {
    let text = F.file(
      """
      <dict>
      <key>e</key>
      <dict><key>NSStringDeviceSpecificRuleType</key><dict>
      <key>toaster</key><string>x</string>
      <key>ipad</key><integer>3</integer>
      <key>mac</key><dict><key>x</key><string>y</string></dict>
      </dict></dict>
      </dict>
      """)
    let table = try F.parse(text)
    #expect(
      F.messages(table) == [
        "test.stringsdict:7:1: warning: device rule of 'e' has unknown device 'toaster'",
        "test.stringsdict:8:16: warning: device 'ipad' of 'e' is an integer, not a string or a rule",
        "test.stringsdict:9:15: warning: device 'mac' of 'e' is not a format, device or width rule",
      ])
    #expect(
      table.entries.first?.rule
        == .device([
          "toaster": .string("x"), "ipad": .rule(.unrecognized(.number("3"))),
          "mac": .rule(.unrecognized(.object(["x": .string("y")]))),
        ]))
  }

  @Test func warnsAboutWidthThatIsNotANumber() throws {
    let table = try F.parse(
      F.file(
        "<dict>\n<key>e</key>\n<dict><key>NSStringVariableWidthRuleType</key><dict>\n<key>wide</key><string>x</string></dict></dict>\n</dict>"
      ))
    #expect(F.messages(table) == ["test.stringsdict:7:1: warning: width 'wide' of 'e' is not a number"])
  }

  @Test func warnsAboutDuplicateKeyInsideEntry() throws {
    let table = try F.parse(
      F.file(
        "<dict>\n<key>e</key>\n<dict><key>NSStringVariableWidthRuleType</key><dict>\n<key>1</key><string>a</string>\n<key>1</key><string>b</string></dict></dict>\n</dict>"
      ))
    #expect(
      F.messages(table) == [
        "test.stringsdict:8:1: warning: duplicate key '1' in 'e'; the later value wins\ntest.stringsdict:7:1: note: '1' was first defined here"
      ])
    #expect(table.entries.first?.rule == .width(["1": "b"]))
  }

  // MARK: - Errors

  @Test(arguments: [
    ("<array/>", "test.stringsdict:4:1: error: root of a .stringsdict must be a dictionary, found an array"),
    ("<string>x</string>", "test.stringsdict:4:1: error: root of a .stringsdict must be a dictionary, found a string"),
  ])
  func rejectsRootThatIsNotADictionary(body: String, message: String) {
    #expect(F.error(F.file(body)) == message)
  }

  @Test func rejectsEmptyPlist() {
    #expect(
      F.error("<plist version=\"1.0\"/>")
        == "test.stringsdict:1:1: error: root of a .stringsdict must be a dictionary, found an empty plist")
    #expect(F.error("") == "test.stringsdict:1:1: error: expected a property list, found end of file")
  }

  @Test(arguments: [
    ("<dict>\n<key>a</key>", "test.stringsdict:5:13: error: expected '</dict>', found end of file"),
    ("<dict>\n<!-- open\n</dict>", "test.stringsdict:5:1: error: unterminated comment"),
    ("<dict>\n<key>a</key><string>x", "test.stringsdict:5:22: error: expected '</string>', found end of file"),
    ("<dict>\n<key>a</key><string", "test.stringsdict:5:13: error: unterminated tag <string>"),
    (
      "<dict>\n<key>a</key><string>&amp",
      "test.stringsdict:5:21: error: '&' must start an entity or character reference such as '&amp;'"
    ),
  ])
  func reportsTruncatedXMLWithLocation(body: String, message: String) {
    #expect(F.error(F.header + body) == message)
  }

  @Test(arguments: [
    ("<dict>\n<string>a</string>\n</dict>", "test.stringsdict:5:1: error: expected <key> in <dict>, found <string>"),
    ("<dict>\n<key>a</key>\n</dict>", "test.stringsdict:5:1: error: key 'a' has no value"),
    ("<dict>\n<key>a</key><string>x</key>\n</dict>", "test.stringsdict:5:22: error: expected '</string>', found '</key>'"),
    ("<dict>\n<key>a</key><strin>x</strin>\n</dict>", "test.stringsdict:5:13: error: unknown element <strin>"),
    ("<dict>\n<key>a</key><string>a &nbsp; b</string>\n</dict>", "test.stringsdict:5:23: error: unknown entity '&nbsp;'"),
    (
      "<dict>\n<key>a</key><string>a & b</string>\n</dict>",
      "test.stringsdict:5:23: error: '&' must start an entity or character reference such as '&amp;'"
    ),
    ("<dict>\n<key>a</key><string>&#0;</string>\n</dict>", "test.stringsdict:5:21: error: invalid character reference '&#0;'"),
    (
      "<dict>\n<key>a</key><string>&#xD800;</string>\n</dict>",
      "test.stringsdict:5:21: error: invalid character reference '&#xD800;'"
    ),
    ("<dict>\n<key>a</key><integer>12x</integer>\n</dict>", "test.stringsdict:5:13: error: invalid integer '12x'"),
    ("<dict>\n<key>a</key><string>x<b>y</b></string>\n</dict>", "test.stringsdict:5:22: error: unexpected <b> inside <string>"),
    ("<dict>\ntext<key>a</key>\n</dict>", "test.stringsdict:5:1: error: unexpected text in <dict>"),
    ("<dict>\n<key>a</key><string><![CDATA[x</string>\n</dict>", "test.stringsdict:5:21: error: unterminated CDATA section"),
    ("<dict/>\n<dict/>", "test.stringsdict:5:1: error: expected '</plist>', found '<dict>'"),
    ("<dict>\n<key>a</key><true>x</true>\n</dict>", "test.stringsdict:5:19: error: expected '</true>', found 'x'"),
    ("<dict>\n</array>", "test.stringsdict:5:1: error: expected '</dict>', found '</array>'"),
    ("<dict>\n<key>a</key><real></real>\n</dict>", "test.stringsdict:5:13: error: empty <real>"),
    ("<dict>\n<key>a</key><key>b</key>\n</dict>", "test.stringsdict:5:13: error: unexpected <key> outside a <dict>"),
  ])
  func reportsMalformedXMLWithLocation(body: String, message: String) {
    #expect(F.error(F.file(body)) == message)
  }

  @Test func reportsUnterminatedPrologParts() {
    #expect(
      F.error("<?xml version=\"1.0\"?>\n<!DOCTYPE plist [ <!ELEMENT") == "test.stringsdict:2:1: error: unterminated DOCTYPE")
    #expect(F.error("<?xml version=\"1.0\"") == "test.stringsdict:1:1: error: unterminated processing instruction")
    #expect(F.error("hello") == "test.stringsdict:1:1: error: expected '<', found 'h'")
  }

  @Test func reportsContentAfterThePropertyList() {
    #expect(F.error(F.file("<dict/>") + "<dict/>") == "test.stringsdict:6:1: error: unexpected content after the property list")
  }

  @Test func reportsInvalidUTF8WithLocation() {
    let bytes = Array(F.file("<dict>\n<key>a\u{E9}</key>").utf8).prefix(while: { $0 != 0xC3 }) + [0xC3, 0x28]
    #expect(F.error(bytes: Array(bytes)) == "test.stringsdict:5:7: error: text is not valid UTF-8")
  }

  @Test func rejectsNestingBeyondTheLimitWithoutCrashing() {
    let depth = 100_000
    let body = "<dict>\n<key>a</key>" + String(repeating: "<array>", count: depth)
    // The root <dict> is level 1, so the 512th <array> is the first one too deep.
    #expect(F.error(F.header + body) == "test.stringsdict:5:\(13 + 7 * 511): error: nesting deeper than 512 levels")
    let fine =
      "<dict>\n<key>a</key>" + String(repeating: "<array>", count: 511) + String(repeating: "</array>", count: 511) + "\n</dict>"
    #expect(F.error(F.file(fine)) == nil)
  }

  @Test func neverCrashesOnTruncatedInput() throws {
    let text = Array(
      F.file(
        """
        <dict>
        	<!-- c -->
        	<key>e &amp; f</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string><![CDATA[%#@v@]]></string>
        		<key>v</key>
        		<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string/></dict>
        	</dict>
        </dict>
        """
      ).utf8)
    for length in 0..<text.count {
      _ = F.error(bytes: Array(text[..<length]))
    }
    #expect(F.error(bytes: text) == nil)
  }
}
