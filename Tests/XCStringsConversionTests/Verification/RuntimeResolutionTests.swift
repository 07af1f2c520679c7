import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("runtime resolution")
struct RuntimeResolutionTests {
  static func entries(_ pairs: [(String, String)]) -> [StringsTable.Entry] {
    pairs.map { StringsTable.Entry(key: $0.0, value: $0.1) }
  }

  static func plural(_ key: String, _ format: String, _ variables: [(String, [(String, String)])]) -> StringsdictEntry {
    var list = KeyedList<FormatVariable>()
    for (name, forms) in variables { list[name] = FormatVariable(valueType: "lld", forms: KeyedList(forms)) }
    return StringsdictEntry(key: key, rule: .format(FormatRule(format: format, variables: list)))
  }

  /// `language|key|variant=text` lines, sorted.
  static func lines(_ resolution: RuntimeResolution) -> [String] {
    resolution.values.sorted { $0.key < $1.key }.map { "\($0.key.language)|\($0.key.key.string)|\($0.key.variant)=\($0.value)" }
  }

  @Test func lastDuplicateWinsAndStringsdictHidesStrings() {
    var resolution = RuntimeResolution()
    resolution.add(
      language: "en", strings: Self.entries([("a", "first"), ("b", "plain b"), ("a", "second")]),
      stringsdict: [Self.plural("b", "%#@n@", [("n", [("one", "%lld b"), ("other", "%lld bs")])])])
    #expect(Self.lines(resolution) == ["en|a|=second", "en|b|1.one=%lld b", "en|b|1.other=%lld bs", "en|b|format=%#@1@"])
  }

  @Test func variableNamesAreReplacedByOrderOfAppearance() {
    var before = RuntimeResolution()
    before.add(
      language: "de", strings: [],
      stringsdict: [
        Self.plural("k", "%2$#@files@ in %1$#@folders@", [("folders", [("other", "F")]), ("files", [("other", "D")])])
      ])
    #expect(Self.lines(before) == ["de|k|1.other=D", "de|k|2.other=F", "de|k|format=%2$#@1@ in %1$#@2@"])
    var after = RuntimeResolution()
    after.add(
      language: "de", strings: [],
      stringsdict: [
        Self.plural("k", "%2$#@a@ in %1$#@b@", [("a", [("other", "D")]), ("b", [("other", "F")])])
      ])
    #expect(before.losses(in: after) == [])
  }

  @Test func deviceAndWidthVariants() {
    var devices = KeyedList<StringsdictDeviceValue>()
    devices["iphone"] = .string("Tap")
    devices["mac"] = .rule(
      .format(
        FormatRule(
          format: "%#@n@", variables: ["n": FormatVariable(valueType: "d", forms: ["one": "one click", "other": "%d clicks"])])))
    var resolution = RuntimeResolution()
    resolution.add(
      language: "en", strings: [],
      stringsdict: [
        StringsdictEntry(key: "d", rule: .device(devices)),
        StringsdictEntry(key: "w", rule: .width(["20": "Short", "60": "A longer text"])),
      ])
    #expect(
      Self.lines(resolution) == [
        "en|d|device.iphone=Tap", "en|d|device.mac/1.one=one click", "en|d|device.mac/1.other=%d clicks",
        "en|d|device.mac/format=%#@1@", "en|w|width.20=Short", "en|w|width.60=A longer text",
      ])
  }

  @Test func lossesListChangedAndMissingItemsInOrder() {
    var before = RuntimeResolution()
    before.add(language: "ja", strings: Self.entries([("b", "B"), ("a", "A"), ("c", "C")]), stringsdict: [])
    before.add(language: "de", strings: Self.entries([("a", "A")]), stringsdict: [])
    var after = RuntimeResolution()
    after.add(language: "ja", strings: Self.entries([("a", "A"), ("b", "B2"), ("extra", "x")]), stringsdict: [])
    let losses = before.losses(in: after)
    #expect(
      losses.map(\.description) == [
        "[de] \"a\": missing", "[ja] \"b\": changed from 'B' to 'B2'", "[ja] \"c\": missing",
      ])
    #expect(after.losses(in: after) == [])
  }

  @Test func lossDescriptionNamesTheVariant() {
    let loss = RuntimeResolution.Loss(
      item: RuntimeResolution.Item(language: "ja", key: ExactKey("k"), variant: "1.few"), before: "x", after: nil)
    #expect(loss.description == "[ja] \"k\": 1.few missing")
  }

  @Test func canonicallyEquivalentTextIsStillAChange() {
    var before = RuntimeResolution()
    before.add(language: "fr", strings: Self.entries([("k", "caf\u{E9}")]), stringsdict: [])
    var after = RuntimeResolution()
    after.add(language: "fr", strings: Self.entries([("k", "cafe\u{301}")]), stringsdict: [])
    #expect(before.losses(in: after).count == 1)
  }
}
