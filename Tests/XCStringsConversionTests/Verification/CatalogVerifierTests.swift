import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel

@Suite("catalog verifier")
struct CatalogVerifierTests {
  @Test func cleanCatalogHasNoLossAndNoNote() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["Done"] = CatalogEntry(localizations: ["de": .unit("Fertig")])
    catalog.strings["files"] = CatalogEntry(
      comment: "Files",
      localizations: [
        "en": Localization(variations: Variations(plural: pluralForms([("one", "%lld file"), ("other", "%lld files")])))
      ])
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses == [])
    #expect(result.notes == [])
  }

  @Test func stringSetIsALossEmptyTranslationAndStatesNotes() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(
      comment: "  padded  ",
      localizations: [
        "en": .unit("K"), "de": .unit(""), "fr": .unit("K-fr", state: .needsReview),
      ])
    catalog.strings["phrases"] = CatalogEntry(localizations: [
      "en": Localization(stringSet: StringSet(state: .translated, values: ["a", "b"]))
    ])
    let result = CatalogVerifier.verify(catalog)
    #expect(
      result.losses.map(\.description) == [
        "[en] \"phrases\": [not-representable] string set (App Intents phrases) cannot be written to a legacy file"
      ])
    // In memory, nothing is written, so the padded comment is kept as is. The empty German
    // value is left out on the way back, as Xcode's migration does: a note, not a loss.
    #expect(
      result.notes == [
        "\"k\" [fr]: state 'needs_review' cannot be written to a legacy file",
        "\"k\" [de]: empty translation dropped; the app falls back to the development language",
      ])
  }

  /// Legacy files cannot hold fields this package does not know, and the app never reads
  /// them: the round trip drops them, which the result lists as notes, not losses.
  @Test func droppedUnknownFieldsAreNotes() {
    var catalog = StringCatalog(sourceLanguage: "en")
    var unit = StringUnit(state: .translated, value: "Fertig")
    unit.unknownFields = ["reviewer": .string("kim")]
    catalog.strings["Done"] = CatalogEntry(
      localizations: ["de": Localization(stringUnit: unit)], unknownFields: ["tag": .bool(true)])
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses == [])
    #expect(
      result.notes == [
        "- \"Done\" unknown.tag: 'true'",
        "- \"Done\" [de] stringUnit.unknown.reviewer: '\"kim\"'",
        "\"Done\": tag cannot be written to a legacy file",
      ])
  }

  /// A plural whose forms read a later argument comes back as the substitution Xcode's
  /// migration writes for `%#@v@`; the app shows the same strings, so nothing is lost.
  @Test func aShapeThatShowsTheSameStringsIsANote() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["found %lld items in %@"] = CatalogEntry(localizations: [
      "en": Localization(
        variations: Variations(
          plural: pluralForms([
            ("one", "Found one item in %2$@."), ("other", "%1$lld items in %2$@."),
          ])))
    ])
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses == [])
    #expect(result.notes.contains("- \"found %lld items in %@\" [en] plural.one value: 'Found one item in %2$@.'"))
    #expect(
      result.notes.contains(
        "\"found %lld items in %@\": no plural form contains '%lld', so migration reads the plural back as a substitution"))
  }

  /// A form that comes back with other text is a loss, named by the runtime's item.
  @Test func aFormThatComesBackDifferentIsALoss() {
    var catalog = StringCatalog(sourceLanguage: "en")
    // Device forms nested in a device form cannot be exported.
    catalog.strings["k"] = CatalogEntry(localizations: [
      "en": Localization(variations: Variations(device: ["mac": .unit("Click"), "other": .unit("Tap")])),
      "de": Localization(
        variations: Variations(device: ["mac": Variation(variations: Variations(device: ["iphone": .unit("x")]))])),
    ])
    let result = CatalogVerifier.verify(catalog)
    #expect(
      result.losses.map(\.description) == [
        "[de] \"k\": [not-representable] device 'mac' holds device variations, which cannot be written; left out"
      ])
  }
}
