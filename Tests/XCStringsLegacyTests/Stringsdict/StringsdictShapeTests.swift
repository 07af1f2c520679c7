import Testing

@testable import XCStringsBase
@testable import XCStringsLegacy

@Suite("Stringsdict shapes")
struct StringsdictShapeTests {
  typealias F = StringsdictFixture

  @Test func readsFormatEntryWithPluralVariable() throws {
    let table = try F.parse(
      F.file(
        """
        <dict>
        	<key>files_count</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%#@files@</string>
        		<key>files</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>lld</string>
        			<key>one</key>
        			<string>%lld file</string>
        			<key>other</key>
        			<string>%lld files</string>
        		</dict>
        	</dict>
        </dict>
        """))
    #expect(table.diagnostics.isEmpty)
    let expected = StringsdictEntry(
      key: "files_count", line: 5,
      rule: .format(
        FormatRule(
          format: "%#@files@",
          variables: [
            "files": FormatVariable(valueType: "lld", forms: ["one": "%lld file", "other": "%lld files"], line: 9)
          ])))
    #expect(table.entries == [expected])
    #expect(table.entry(for: "files_count") == expected)
  }

  @Test func readsDeviceRuleWithStringsAndNestedPlural() throws {
    let table = try F.parse(
      F.file(
        """
        <dict>
        	<key>welcome</key>
        	<dict>
        		<key>NSStringDeviceSpecificRuleType</key>
        		<dict>
        			<key>iphone</key>
        			<string>Tap to start</string>
        			<key>mac</key>
        			<dict>
        				<key>NSStringLocalizedFormatKey</key>
        				<string>%#@n@</string>
        				<key>n</key>
        				<dict>
        					<key>NSStringFormatSpecTypeKey</key>
        					<string>NSStringPluralRuleType</string>
        					<key>NSStringFormatValueTypeKey</key>
        					<string>d</string>
        					<key>other</key>
        					<string>%d clicks</string>
        				</dict>
        			</dict>
        		</dict>
        	</dict>
        </dict>
        """))
    #expect(table.diagnostics.isEmpty)
    let plural = FormatRule(
      format: "%#@n@", variables: ["n": FormatVariable(valueType: "d", forms: ["other": "%d clicks"], line: 15)])
    #expect(table.entries.first?.rule == .device(["iphone": .string("Tap to start"), "mac": .rule(.format(plural))]))
    guard case .device(let devices) = table.entries.first?.rule else { return }
    #expect(devices.keys == ["iphone", "mac"])
  }

  @Test func readsWidthRule() throws {
    let table = try F.parse(
      F.file(
        """
        <dict>
        	<key>hello</key>
        	<dict>
        		<key>NSStringVariableWidthRuleType</key>
        		<dict>
        			<key>1</key>
        			<string>Hi</string>
        			<key>20</key>
        			<string>Hello</string>
        		</dict>
        	</dict>
        </dict>
        """))
    #expect(table.diagnostics.isEmpty)
    #expect(table.entries.first?.rule == .width(["1": "Hi", "20": "Hello"]))
  }

  @Test func readsPositionalAndMultipleVariablesInFileOrder() throws {
    let table = try F.parse(
      F.file(
        """
        <dict>
        	<key>summary</key>
        	<dict>
        		<key>NSStringLocalizedFormatKey</key>
        		<string>%2$#@posts@ von %1$#@people@</string>
        		<key>posts</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>lld</string>
        			<key>other</key>
        			<string>%lld Beiträge</string>
        		</dict>
        		<key>people</key>
        		<dict>
        			<key>NSStringFormatSpecTypeKey</key>
        			<string>NSStringPluralRuleType</string>
        			<key>NSStringFormatValueTypeKey</key>
        			<string>lld</string>
        			<key>one</key>
        			<string>einer Person</string>
        			<key>other</key>
        			<string>%lld Personen</string>
        		</dict>
        		<key>NSStringComment</key>
        		<string>kept</string>
        	</dict>
        </dict>
        """))
    #expect(table.diagnostics.isEmpty)
    guard case .format(let rule) = table.entries.first?.rule else {
      Issue.record("not a format rule")
      return
    }
    #expect(rule.variables.keys == ["posts", "people"])
    #expect(rule.variables["people"]?.forms.keys == ["one", "other"])
    #expect(rule.extraFields == ["NSStringComment": .string("kept")])
  }

  @Test func keepsEntryThatFitsNoShapeVerbatim() throws {
    let table = try F.parse(
      F.file(
        """
        <dict>
        	<key>odd</key>
        	<dict>
        		<key>a</key>
        		<integer>0x1F</integer>
        		<key>b</key>
        		<array><real>5</real><true/><date>2020-01-01T00:00:00Z</date><data>AQID
        		</data></array>
        	</dict>
        </dict>
        """))
    #expect(
      table.entries.first?.rule
        == .unrecognized(
          .object([
            "a": .number("31"),
            "b": .array([.number("5.0"), .bool(true), .string("2020-01-01T00:00:00Z"), .string("AQID")]),
          ])))
    #expect(F.messages(table) == ["test.stringsdict:6:2: warning: entry 'odd' is not a format, device or width rule"])
  }

  @Test func skipsEntryThatIsNotADictionary() throws {
    let table = try F.parse(F.file("<dict>\n\t<key>plain</key>\n\t<string>text</string>\n</dict>"))
    #expect(table.entries.isEmpty)
    #expect(
      table.skipped == [
        StringsdictEntry.Skipped(key: "plain", line: 5, reason: "the value is a string, not a dictionary", value: .string("text"))
      ])
    #expect(
      F.messages(table) == [
        "test.stringsdict:5:2: warning: entry 'plain' is skipped: the value is a string, not a dictionary"
      ])
  }

  @Test func readsCommentBeforeEntry() throws {
    let table = try F.parse(
      F.file(
        """
        <dict>
        	<!--  Shown on the home screen  -->
        	<key>a</key>
        	<dict><key>NSStringVariableWidthRuleType</key><dict/></dict>
        	<!-- first -->
        	<!-- second -->
        	<key>b</key>
        	<dict><key>NSStringVariableWidthRuleType</key><dict/></dict>
        	<key>c</key>
        	<dict><key>NSStringVariableWidthRuleType</key><dict/></dict>
        </dict>
        """))
    #expect(table.entries.map(\.comment) == ["Shown on the home screen", "first\nsecond", nil])
  }

  @Test func laterDuplicateWinsWithWarningAndNote() throws {
    let width = "<dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>X</string></dict></dict>"
    let other = "<dict><key>NSStringVariableWidthRuleType</key><dict><key>1</key><string>Y</string></dict></dict>"
    let table = try F.parse(F.file("<dict>\n<key>a</key>\(width)\n<key>a</key>\(other)\n</dict>"))
    #expect(table.entries.count == 2)
    #expect(table.entry(for: "a")?.rule == .width(["1": "Y"]))
    #expect(
      F.messages(table) == [
        "test.stringsdict:6:1: warning: duplicate key 'a'; the later value wins\ntest.stringsdict:5:1: note: 'a' was first defined here"
      ])
  }

  @Test func comparesKeysByExactScalars() throws {
    let width = "<dict><key>NSStringVariableWidthRuleType</key><dict/></dict>"
    let table = try F.parse(F.file("<dict>\n<key>e\u{301}</key>\(width)\n<key>\u{E9}</key>\(width)\n</dict>"))
    #expect(table.diagnostics.isEmpty)
    #expect(table.entry(for: "\u{E9}")?.line == 6)
    #expect(table.entry(for: "e\u{301}")?.line == 5)
  }
}
