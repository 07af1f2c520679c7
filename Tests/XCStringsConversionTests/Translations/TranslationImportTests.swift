import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel

@Suite("translation import: rules")
struct TranslationImportTests {
  static func plural(_ forms: [(String, String)], state: TranslationState = .translated) -> Localization {
    Localization(variations: Variations(plural: pluralForms(forms, state: state)))
  }

  /// A catalog with one key per rule, and fields import must never touch.
  static var catalog: StringCatalog {
    var catalog = StringCatalog(sourceLanguage: "en", version: "1.1", unknownFields: ["x-top": .string("kept")])
    catalog.strings["same"] = CatalogEntry(
      comment: "Same",
      localizations: [
        "en": .unit("Same"), "de": .unit("Gleich", state: .needsReview),
      ])
    catalog.strings["changed"] = CatalogEntry(
      extractionState: .manual,
      localizations: [
        "en": .unit("Changed"), "de": .unit("Alt", state: .needsReview), "fr": .unit("Vieux"),
      ], unknownFields: ["x-entry": .bool(true)])
    catalog.strings["files"] = CatalogEntry(localizations: [
      "en": Self.plural([("one", "%lld file"), ("other", "%lld files")]),
      "de": Self.plural([("one", "%lld Datei"), ("other", "%lld Dateien")], state: .needsReview),
    ])
    catalog.strings["shape"] = CatalogEntry(localizations: ["en": .unit("Shape"), "de": .unit("Form")])
    catalog.strings["old"] = CatalogEntry(extractionState: .stale, localizations: ["en": .unit("Old"), "de": .unit("Alt")])
    catalog.strings["label"] = CatalogEntry(localizations: ["en": .unit("Label")], shouldTranslate: false)
    catalog.strings["empty"] = CatalogEntry(localizations: ["en": .unit("Empty"), "de": .unit("Leer")])
    catalog.strings["Done"] = CatalogEntry(localizations: ["de": .unit("Fertig")])
    return catalog
  }

  static func item(_ key: String, _ language: LanguageCode, _ localization: Localization, line: Int = 1) -> ImportedLocalization {
    ImportedLocalization(
      key: key, language: language, localization: localization,
      location: SourceLocation(path: "\(language).lproj/L.strings", line: line, column: 1))
  }

  @Test func eachRuleOnItsOwnKey() {
    var catalog = Self.catalog
    let result = TranslationImport.apply(
      [
        Self.item("same", "de", .unit("Gleich")),
        Self.item("changed", "de", .unit("Neu")),
        Self.item("files", "de", Self.plural([("one", "%lld Datei"), ("other", "%lld Dateien!")])),
        Self.item("shape", "de", Self.plural([("one", "eine Form"), ("other", "%lld Formen")])),
        Self.item("old", "de", .unit("Veraltet")),
        Self.item("label", "de", .unit("Etikett")),
        Self.item("empty", "de", .unit(""), line: 7),
        Self.item("missing", "de", .unit("Fehlt"), line: 9),
        Self.item("same", "en", .unit("Not imported")),
      ], to: &catalog)
    var expected = Self.catalog
    // A changed value takes the file's state; an equal one keeps its own (needs_review).
    expected.strings["changed"]?["de"] = .unit("Neu")
    // Per unit: only the changed plural form is touched.
    expected.strings["files"]?["de"] = Localization(
      variations: Variations(plural: [
        "one": .unit("%lld Datei", state: .needsReview), "other": .unit("%lld Dateien!"),
      ]))
    // Another shape replaces the language's localization; the others stay.
    expected.strings["shape"]?["de"] = Self.plural([("one", "eine Form"), ("other", "%lld Formen")])
    // A stale entry's translation is imported and it stays stale; a new language is added.
    expected.strings["old"]?["de"] = .unit("Veraltet")
    expected.strings["label"]?["de"] = .unit("Etikett")
    #expect(catalog == expected)
    #expect(result.changed)
    #expect(
      result.counts == [
        // The replaced plural counts its two units.
        {
          var c = TranslationImport.Counts(language: "de")
          c.changed = 5
          c.unchanged = 2
          c.added = 1
          c.skipped = 1
          c.unknown = 1
          return c
        }(),
        {
          var c = TranslationImport.Counts(language: "en")
          c.skipped = 1
          return c
        }(),
      ])
    #expect(
      result.diagnostics.map(\.description) == [
        "de.lproj/L.strings:7:1: warning: 'de' value of 'empty' is empty where the catalog has one; not imported",
        "de.lproj/L.strings:9:1: warning: key 'missing' is not in the catalog; not imported",
        "note: source language 'en' not imported",
      ])
    #expect(result.diagnostics.map(\.code) == [.emptyValueNotImported, .keyNotInCatalog, .sourceLanguageNotImported])
    #expect(
      ledgerLines(result.ledger) == [
        "shape-replaced|note|shape|de|de.lproj/L.strings|1|the file's plural replaces the catalog's plain string",
        "unknown-key|note|missing|de|de.lproj/L.strings|9|the catalog has no such key; not imported",
      ])
  }

  @Test func optionsStateLanguagesNewKeysAndSource() {
    var catalog = Self.catalog
    var options = TranslationImport.Options()
    options.state = .needsReview
    options.addKeys = true
    options.includeSource = true
    options.languages = ["de", "en"]
    let result = TranslationImport.apply(
      [
        Self.item("empty", "de", .unit("")),
        Self.item("missing", "de", .unit("Fehlt")),
        Self.item("same", "en", .unit("Same!")),
        Self.item("changed", "fr", .unit("Nouveau")),
      ], to: &catalog, options: options)
    var expected = Self.catalog
    // With a state asked for, an empty value is imported too.
    expected.strings["empty"]?["de"] = .unit("", state: .needsReview)
    expected.strings["missing"] = CatalogEntry(localizations: ["de": .unit("Fehlt", state: .needsReview)])
    expected.strings["same"]?["en"] = .unit("Same!", state: .needsReview)
    #expect(catalog == expected)
    #expect(
      result.counts.map { "\($0.language) \($0.changed) \($0.unchanged) \($0.added) \($0.skipped) \($0.unknown)" }
        == ["de 1 0 1 0 0", "en 1 0 0 0 0", "fr 0 0 0 1 0"])
    #expect(result.diagnostics.isEmpty)
  }

  /// Equal values leave the catalog exactly as it was, and say nothing changed.
  @Test func equalValuesChangeNothing() {
    var catalog = Self.catalog
    let result = TranslationImport.apply(
      [
        Self.item("same", "de", .unit("Gleich")),
        Self.item("files", "de", Self.plural([("other", "%lld Dateien")])),
        // The source's own key as its value, where the catalog has none: nothing to add.
        Self.item("Done", "en", .unit("Done")),
      ], to: &catalog,
      options: {
        var options = TranslationImport.Options()
        options.includeSource = true
        return options
      }(),
      unchanged: ["de": 3])
    #expect(catalog == Self.catalog)
    #expect(!result.changed)
    #expect(result.counts(of: "de")?.unchanged == 5)
    #expect(result.counts(of: "en")?.unchanged == 1)
    #expect(result.diagnostics.isEmpty)
  }

  /// Issue case: a translation canonically equivalent to the catalog's (Arabic marks in the
  /// other order, a precomposed letter, Hangul jamo) is the same text: the unit keeps its
  /// bytes and counts as unchanged, in every kind of unit, and a note shows both spellings.
  @Test(arguments: StringDisplayPairs.equivalent)
  func aCanonicallyEquivalentTranslationLeavesTheUnitAsItIs(_ written: String, _ incoming: String) {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(localizations: ["en": .unit("K"), "ar": .unit(written, state: .needsReview)])
    catalog.strings["n"] = CatalogEntry(localizations: ["ar": Self.plural([("one", written), ("other", "x")])])
    catalog.strings["s"] = CatalogEntry(localizations: [
      "ar": Localization(stringSet: StringSet(state: .translated, values: [written, "y"]))
    ])
    let before = catalog
    let result = TranslationImport.apply(
      [
        Self.item("k", "ar", .unit(incoming), line: 1),
        Self.item("n", "ar", Self.plural([("one", incoming), ("other", "x")]), line: 2),
        Self.item("s", "ar", Localization(stringSet: StringSet(state: .translated, values: [incoming, "y"])), line: 3),
      ], to: &catalog)
    #expect(catalog == before)
    #expect(catalog.strings["k"]?["ar"]?.stringUnit?.value.isIdentical(to: written) == true)
    #expect(!result.changed)
    #expect(
      result.counts(of: "ar")
        == {
          var counts = TranslationImport.Counts(language: "ar")
          counts.unchanged = 4
          return counts
        }())
    let shown =
      "('\(incoming.escapedScalarsForDisplay)' for '\(written.escapedScalarsForDisplay)'); kept as the catalog writes it"
    #expect(
      result.diagnostics.map(\.description) == [
        "ar.lproj/L.strings:1:1: note: 'ar' value of 'k' is the catalog's in another Unicode spelling \(shown)",
        "ar.lproj/L.strings:2:1: note: 'ar' value of 'n' is the catalog's in another Unicode spelling \(shown)",
        "ar.lproj/L.strings:3:1: note: 'ar' value of 's' is the catalog's in another Unicode spelling \(shown)",
      ])
  }

  /// A translation that differs from the catalog's only in invisible scalars is a change (the
  /// value is written to the scalar), and the note shows what changed.
  @Test func aTranslationThatDiffersOnlyInvisiblyIsAChangeShownWithEscapes() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(localizations: ["fa": .unit("\u{0645}\u{06CC}\u{0634}\u{0648}\u{062F}")])
    let incoming = "\u{0645}\u{06CC}\u{200C}\u{0634}\u{0648}\u{062F}"
    let result = TranslationImport.apply([Self.item("k", "fa", .unit(incoming))], to: &catalog)
    #expect(catalog.strings["k"]?["fa"] == .unit(incoming))
    #expect(result.counts(of: "fa")?.changed == 1)
    #expect(
      result.diagnostics.map(\.description) == [
        "fa.lproj/L.strings:1:1: note: 'fa' value of 'k' changes only in characters that are not seen: "
          + "'\u{0645}\u{06CC}\u{0634}\u{0648}\u{062F}' → '\u{0645}\u{06CC}\\u{200C}\u{0634}\u{0648}\u{062F}'"
      ])
  }
}

/// Pairs of one text spelled with other scalars.
enum StringDisplayPairs {
  static let equivalent: [(String, String)] = [
    ("\u{0628}\u{0650}\u{0651}", "\u{0628}\u{0651}\u{0650}"),
    ("caf\u{E9}", "cafe\u{301}"),
    ("\u{AC00}\u{B098}", "\u{1100}\u{1161}\u{1102}\u{1161}"),
    ("\u{212B}", "\u{C5}"),
  ]
}
