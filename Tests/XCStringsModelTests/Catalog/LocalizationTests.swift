import Testing

@testable import XCStringsBase
@testable import XCStringsModel

@Suite("localization")
struct LocalizationTests {
  static let plural = Variations(plural: KeyedList([("one", Variation.unit("%d file")), ("other", Variation.unit("%d files"))]))

  @Test func aPlainUnitIsSmallAndHasNoOtherFields() {
    let unit = Localization.unit("Hello")
    #expect(unit.isUnitOnly)
    #expect(unit.substitutions == nil && unit.variations == nil && unit.stringSet == nil && unit.unknownFields.isEmpty)
    // Two million of them in a large catalog: the rarely used fields must not be stored inline.
    #expect(MemoryLayout<Localization>.size <= 48)
  }

  @Test func copiesAreIndependent() {
    var original = Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"), variations: Self.plural)
    let copy = original
    original.variations?.plural?["few"] = .unit("%d files (few)")
    original.unknownFields["x-note"] = .string("kept")
    #expect(copy.variations == Self.plural)
    #expect(copy.unknownFields.isEmpty)
    #expect(original.variations?.plural?.keys == ["one", "other", "few"])
    #expect(original.unknownFields["x-note"] == .string("kept"))
    #expect(original != copy)
  }

  @Test func clearingEveryOtherFieldLeavesAPlainUnit() {
    var localization = Localization(
      stringUnit: StringUnit(state: .translated, value: "Hi"), variations: Self.plural,
      unknownFields: ["x": .bool(true)])
    #expect(!localization.isUnitOnly)
    localization.variations = nil
    #expect(!localization.isUnitOnly)
    localization.unknownFields = [:]
    #expect(localization.isUnitOnly)
    #expect(localization == .unit("Hi"))
  }

  @Test func equalityComparesFieldsNotStorage() {
    let built = Localization(
      stringUnit: StringUnit(state: .translated, value: "v"), stringSet: StringSet(state: .translated, values: ["a"]))
    var assembled = Localization.unit("v")
    assembled.stringSet = StringSet(state: .translated, values: ["a"])
    #expect(built == assembled)
    assembled.stringSet?.values.append("b")
    #expect(built != assembled)
    #expect(Localization() == Localization(unknownFields: [:]))
  }
}
