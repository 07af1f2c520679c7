import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Round trips through the writer and both readers.
enum StringsdictRoundTrip {
  /// The table without what writing cannot keep: line numbers and diagnostics.
  static func normalized(_ table: StringsdictTable) -> StringsdictTable {
    StringsdictTable(
      entries: table.entries.map { entry in
        var entry = entry
        entry.line = 1
        entry.rule = entry.rule.ignoringLines
        return entry
      }, skipped: table.skipped)
  }
}

/// Builds random tables with awkward text: markup characters, entities, quotes, emoji,
/// combining marks, newlines, carriage returns, tabs and surrounding spaces.
struct TableGenerator {
  var random: SeededGenerator
  private let pieces = [
    "a", "Files", " ", "  ", "\n", "\r\n", "\t", "<", ">", "&", "&amp;", "\"", "'", "]]>", "%lld", "%1$@",
    "%%", "%#@v1@", "%2$#@v7@", "é", "e\u{301}", "👩‍👩‍👧", "日本語", "-", "<!-- x -->", "\u{7F}",
  ]

  mutating func text(maxPieces: Int = 5) -> String {
    let count = Int.random(in: 0...maxPieces, using: &random)
    return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
  }

  mutating func name() -> String { "v" + String(Int.random(in: 0..<1000, using: &random)) }

  mutating func variable() -> FormatVariable {
    var forms = KeyedList<String>()
    for category in ["other", "one", "zero", "many", "two", "few", "custom"] where Bool.random(using: &random) {
      forms[category] = text()
    }
    var extra = KeyedList<JSONValue>()
    if Int.random(in: 0..<4, using: &random) == 0 { extra["flag"] = .bool(Bool.random(using: &random)) }
    return FormatVariable(
      specType: Int.random(in: 0..<5, using: &random) == 0 ? "Custom" : FormatVariable.pluralRuleType,
      valueType: Bool.random(using: &random) ? ["d", "lld", "@"].randomElement(using: &random)! : nil,
      forms: forms, extraFields: extra)
  }

  mutating func format() -> FormatRule {
    var variables = KeyedList<FormatVariable>()
    for _ in 0..<Int.random(in: 0...3, using: &random) { variables[name()] = variable() }
    var extra = KeyedList<JSONValue>()
    if Bool.random(using: &random) { extra["NSStringComment"] = .string(text()) }
    return FormatRule(format: text(), variables: variables, extraFields: extra)
  }

  mutating func value(depth: Int) -> JSONValue {
    switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &random) {
    case 0: return .string(text())
    case 1: return .number(String(Int.random(in: -1000...1000, using: &random)))
    case 2: return .number(["1.5", "-0.25", "1e+20", "3.0"].randomElement(using: &random)!)
    case 3: return .bool(Bool.random(using: &random))
    case 4: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in value(depth: depth + 1) })
    default:
      var object = KeyedList<JSONValue>()
      for _ in 0..<Int.random(in: 0...3, using: &random) { object[name()] = value(depth: depth + 1) }
      return .object(object)
    }
  }

  mutating func rule(depth: Int = 0) -> StringsdictRule {
    switch Int.random(in: 0..<(depth > 0 ? 2 : 4), using: &random) {
    case 0: return .format(format())
    case 1:
      var widths = KeyedList<String>()
      for _ in 0..<Int.random(in: 0...3, using: &random) { widths[String(Int.random(in: 1...100, using: &random))] = text() }
      return .width(widths)
    case 2:
      var devices = KeyedList<StringsdictDeviceValue>()
      for device in StringsdictRule.knownDevices.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
        devices[device] = Bool.random(using: &random) ? .string(text()) : .rule(rule(depth: depth + 1))
      }
      return .device(devices)
    default:
      // An unrecognized dictionary must not look like one of the shapes when read back.
      var object = KeyedList<JSONValue>()
      object["x" + name()] = value(depth: 1)
      return .unrecognized(.object(object))
    }
  }

  mutating func table() -> StringsdictTable {
    var entries: [StringsdictEntry] = []
    for index in 0..<Int.random(in: 0...6, using: &random) {
      var comment: String?
      if Bool.random(using: &random) {
        comment = ["Shown on the home screen", "a\nb", "<b> & \"c\"", "-x-", "日本"].randomElement(using: &random)
      }
      entries.append(StringsdictEntry(key: "k\(index)" + text(maxPieces: 2), comment: comment, rule: rule()))
    }
    return StringsdictTable(entries: entries)
  }
}

@Suite("Stringsdict round trip")
struct StringsdictRoundTripTests {
  typealias F = StringsdictFixture

  @Test func generatedTablesSurviveWriteAndRead() throws {
    for seed in UInt64(1)...300 {
      var generator = TableGenerator(random: SeededGenerator(seed: seed))
      let table = generator.table()
      let written = StringsdictWriter.data(for: table)
      let reread: StringsdictTable
      do {
        reread = try StringsdictTable(parsing: written, path: "seed-\(seed).stringsdict")
      } catch {
        Issue.record("seed \(seed): \(error)\n\(String(decoding: written, as: UTF8.self))")
        continue
      }
      let same = StringsdictRoundTrip.normalized(reread) == StringsdictRoundTrip.normalized(table)
      #expect(same, "seed \(seed)\n\(String(decoding: written, as: UTF8.self))")
      // KeyedList equality ignores order; writing again byte for byte checks that order survived.
      #expect(StringsdictWriter.data(for: reread) == written, "seed \(seed)")
      let foundation = try PropertyListSerialization.propertyList(from: Data(written), options: [], format: nil)
      #expect(PlainValue(foundation: foundation) == PlainValue(table), "seed \(seed)")
      if !same { break }
    }
  }

  @Test func mutatedFilesNeverCrashTheReader() {
    var generator = TableGenerator(random: SeededGenerator(seed: 42))
    var table = generator.table()
    while table.entries.count < 4 { table.entries += generator.table().entries }
    let original = StringsdictWriter.data(for: table)
    let alphabet = Array("<>/&;![]-?\"' \nadkeystring#x".utf8) + [0x00, 0xC3, 0xFF]
    for seed in UInt64(1)...400 {
      var random = SeededGenerator(seed: seed)
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes[position] = alphabet.randomElement(using: &random)!
        case 1: bytes.remove(at: position)
        default: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
        }
      }
      // Either outcome is fine; the reader must only return.
      _ = StringsdictFixture.error(bytes: bytes)
    }
  }

  @Test func writesXcodeLayout() {
    let table = StringsdictTable(entries: [
      StringsdictEntry(
        key: "files <&>", comment: "Files in a folder",
        rule: .format(
          FormatRule(
            format: "%#@files@",
            variables: [
              "files": FormatVariable(valueType: "lld", forms: ["other": "%lld files", "custom": "x", "one": "one file"])
            ]))),
      StringsdictEntry(key: "bad comment", comment: "a -- b", rule: .width(["1": "Hi"])),
    ])
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      	<!-- Files in a folder -->
      	<key>files &lt;&amp;&gt;</key>
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
      			<string>one file</string>
      			<key>other</key>
      			<string>%lld files</string>
      			<key>custom</key>
      			<string>x</string>
      		</dict>
      	</dict>
      	<key>bad comment</key>
      	<dict>
      		<key>NSStringVariableWidthRuleType</key>
      		<dict>
      			<key>1</key>
      			<string>Hi</string>
      		</dict>
      	</dict>
      </dict>
      </plist>

      """
    #expect(String(decoding: StringsdictWriter.data(for: table), as: UTF8.self) == expected)
    #expect(!StringsdictWriter.canWriteComment("a -- b"))
    #expect(StringsdictWriter.canWriteComment("-a- b-"))
  }

  @Test func writesEmptyTable() {
    let text = String(decoding: StringsdictWriter.data(for: StringsdictTable(entries: [])), as: UTF8.self)
    #expect(text.hasSuffix("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
  }
}
