import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel

@Suite("catalog listing (git textconv)")
struct CatalogDiffListingTests {
  @Test func aCatalogIsListedOneItemALine() {
    let catalog = StringCatalog(
      sourceLanguage: "en", version: "1.1",
      strings: [
        "b": CatalogEntry(
          comment: "Second\nline",
          localizations: ["de": Localization(variations: Variations(plural: pluralForms([("one", "Eins"), ("other", "Viele")])))]),
        "a": CatalogEntry(extractionState: .stale, localizations: ["en": .unit("A")]),
      ])
    #expect(
      CatalogDiff.listing(of: catalog) == [
        "sourceLanguage: en",
        "version: 1.1",
        "\"a\"",
        "\"a\" extractionState: 'stale'",
        "\"a\" [en]",
        "\"a\" [en] state: 'translated'",
        "\"a\" [en] value: 'A'",
        "\"b\"",
        "\"b\" comment: 'Second\\nline'",
        "\"b\" [de]",
        "\"b\" [de] plural.one state: 'translated'",
        "\"b\" [de] plural.one value: 'Eins'",
        "\"b\" [de] plural.other state: 'translated'",
        "\"b\" [de] plural.other value: 'Viele'",
      ])
  }
}
