import Testing

@testable import XCStringsKit

@Suite("catalog verifier")
struct CatalogVerifierTests {
  @Test func cleanCatalogHasNoLossAndNoNote() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["Done"] = CatalogEntry(localizations: ["de": .unit("Fertig")])
    catalog.strings["files"] = CatalogEntry(comment: "Files", localizations: [
      "en": Localization(variations: Variations(plural: pluralForms([("one", "%lld file"), ("other", "%lld files")]))),
    ])
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses == [])
    #expect(result.notes == [])
  }

  @Test func stringSetIsALossEmptyTranslationAndStatesNotes() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(comment: "  padded  ", localizations: [
      "en": .unit("K"), "de": .unit(""), "fr": .unit("K-fr", state: .needsReview),
    ])
    catalog.strings["phrases"] = CatalogEntry(localizations: [
      "en": Localization(stringSet: StringSet(state: .translated, values: ["a", "b"])),
    ])
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses.map(\.description) == [
      "- \"phrases\" [en] stringSet values: 'a\\nb'",
    ])
    // In memory, nothing is written, so the padded comment is kept as is. The empty German
    // value is left out on the way back, as Xcode's migration does: a note, not a loss.
    #expect(result.notes == [
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
    catalog.strings["Done"] = CatalogEntry(localizations: ["de": Localization(stringUnit: unit)], unknownFields: ["tag": .bool(true)])
    let result = CatalogVerifier.verify(catalog)
    #expect(result.losses == [])
    #expect(result.notes == [
      "- \"Done\" unknown.tag: 'true'",
      "- \"Done\" [de] stringUnit.unknown.reviewer: '\"kim\"'",
      "\"Done\": tag cannot be written to a legacy file",
    ])
  }
}
