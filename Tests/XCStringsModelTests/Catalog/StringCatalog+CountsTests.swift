import Testing

@testable import XCStringsBase
@testable import XCStringsModel

@Suite("StringCatalog variation counts")
struct StringCatalogCountsTests {
  static let forms: KeyedList<Variation> = ["one": .unit("a", state: .translated), "other": .unit("b", state: .translated)]

  @Test func entriesCountOnceWhateverTheirLanguagesHold() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["plain"] = CatalogEntry(localizations: ["en": .unit("x", state: .translated)])
    catalog.strings["none"] = CatalogEntry()
    catalog.strings["empty"] = CatalogEntry(localizations: [:])
    // Plural in two languages: one entry.
    catalog.strings["plural"] = CatalogEntry(localizations: [
      "de": Localization(variations: Variations(plural: Self.forms)),
      "en": Localization(variations: Variations(plural: Self.forms)),
    ])
    // A device variation in one language only.
    catalog.strings["device"] = CatalogEntry(localizations: [
      "en": .unit("x", state: .translated),
      "fr": Localization(variations: Variations(device: ["iphone": .unit("i", state: .translated)])),
    ])
    let substitution = Substitution(argNum: 1, formatSpecifier: "d", variations: Variations(plural: Self.forms))
    catalog.strings["substitution"] = CatalogEntry(localizations: [
      "en": Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: ["n": substitution])
    ])
    // Both, in different languages.
    catalog.strings["both"] = CatalogEntry(localizations: [
      "de": Localization(stringUnit: StringUnit(state: .translated, value: "%#@n@"), substitutions: ["n": substitution]),
      "en": Localization(variations: Variations(plural: Self.forms)),
    ])
    // Variations with neither plural nor device, and a string set: neither count.
    catalog.strings["other"] = CatalogEntry(localizations: [
      "en": Localization(variations: Variations()),
      "ja": Localization(stringSet: StringSet(state: .translated, values: ["a"])),
    ])
    #expect(catalog.variationCounts == (3, 2))
  }

  @Test func anEmptyCatalogCountsNothing() {
    #expect(StringCatalog(sourceLanguage: "en").variationCounts == (0, 0))
  }
}
