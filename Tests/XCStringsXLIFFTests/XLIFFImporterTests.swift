import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// The import mapping on hand-made files: states, id resolution, shapes, placeholders, notes.
@Suite("XLIFF importer")
struct XLIFFImporterTests {
  /// A `<file>` with the given units, read through the XLIFF reader.
  static func file(_ units: String, language: String? = "fr") throws -> XLIFFFile {
    let target = language.map { " target-language=\"\($0)\"" } ?? ""
    let text = "<xliff><file original=\"L.xcstrings\" source-language=\"en\"\(target)><body>\n\(units)\n</body></file></xliff>"
    return try XLIFFDocument(parsing: Array(text.utf8), path: "fr.xliff").files[0]
  }

  static func unit(_ id: String, _ target: String, state: String? = "translated", qualifier: String? = nil) -> String {
    let attributes = (state.map { " state=\"\($0)\"" } ?? "") + (qualifier.map { " state-qualifier=\"\($0)\"" } ?? "")
    return "<trans-unit id=\"\(id)\"><source>s</source><target\(attributes)>\(target)</target></trans-unit>"
  }

  static let catalog = StringCatalog(
    sourceLanguage: "en",
    strings: [
      "plain": CatalogEntry(localizations: ["en": .unit("Plain")]),
      "a|==|plural.one": CatalogEntry(),
      "count": CatalogEntry(localizations: [
        "en": Localization(
          stringUnit: StringUnit(state: .translated, value: "%#@N@ left"),
          substitutions: [
            "N": Substitution(argNum: 1, formatSpecifier: "lld", variations: Variations(plural: ["other": .unit("%arg")]))
          ])
      ]),
      "multi": CatalogEntry(localizations: [
        "en": Localization(
          stringUnit: StringUnit(state: .translated, value: "%1$#@A@ %2$#@B@"),
          substitutions: [
            "A": Substitution(argNum: 1, formatSpecifier: "d", variations: Variations(plural: ["other": .unit("%1$d a")])),
            "B": Substitution(argNum: 2, formatSpecifier: "@", variations: Variations(plural: ["other": .unit("%arg b")])),
          ])
      ]),
    ])

  @Test(
    arguments: [
      ("translated", nil, "translated"), ("final", nil, "translated"), ("signed-off", nil, "translated"),
      (nil, nil, "translated"),
      ("custom", nil, "translated"), ("translated", "leveraged-mt", "machine_translated"),
      (nil, "leveraged-mt", "machine_translated"),
      ("translated", "exact-match", "translated"), (nil, "leveraged-tm", "translated"),
      ("needs-review-l10n", nil, "needs_review"), ("needs-review-translation", nil, "needs_review"),
      ("needs-review-adaptation", "leveraged-mt", "needs_review"),
    ] as [(String?, String?, String)])
  func mapsStates(_ state: String?, _ qualifier: String?, _ expected: String) throws {
    let result = XLIFFImporter.localizations(
      in: try Self.file(Self.unit("plain", "Simple", state: state, qualifier: qualifier)), catalog: Self.catalog)
    #expect(
      result.localizations == [
        ImportedLocalization(
          key: "plain", language: "fr", localization: .unit("Simple", state: TranslationState(rawValue: expected)),
          location: SourceLocation(path: "fr.xliff", line: 2, column: 1))
      ])
    #expect(result.notes.isEmpty)
  }

  @Test(arguments: ["new", "needs-translation", "needs-l10n", "needs-adaptation"])
  func skipsUnfinishedStatesWithANote(_ state: String) throws {
    let result = XLIFFImporter.localizations(in: try Self.file(Self.unit("plain", "Simple", state: state)), catalog: Self.catalog)
    #expect(result.localizations.isEmpty)
    #expect(
      result.notes.map(\.description) == [
        "fr.xliff:2:42: note: unit 'plain' is not imported: its state '\(state)' marks an unfinished translation"
      ])
  }

  @Test func resolvesIdsAgainstTheCatalog() throws {
    let units = [
      Self.unit("a|==|plural.one", "literal"), Self.unit("plain|==|plural.one", "variation"),
      Self.unit("new|==|key|==|device.mac", "unknown"),
      "<trans-unit id=\"plain|==|plural.other\"><source>no target</source></trans-unit>",
    ].joined(separator: "\n")
    let result = XLIFFImporter.localizations(in: try Self.file(units), catalog: Self.catalog)
    #expect(result.localizations.map(\.key) == ["a|==|plural.one", "plain", "new|==|key"])
    #expect(result.localizations[0].localization == .unit("literal"))
    #expect(result.localizations[1].localization == Localization(variations: Variations(plural: ["one": .unit("variation")])))
    #expect(result.localizations[2].localization == Localization(variations: Variations(device: ["mac": .unit("unknown")])))
  }

  @Test func groupsLeavesIntoOneLocalizationPerKey() throws {
    let units = [
      Self.unit("plain|==|device.iphone.plural.one", "un"), Self.unit("count|==|substitutions.N.plural.one", "%1$lld reste"),
      Self.unit("plain|==|device.iphone.plural.other", "plus"), Self.unit("count", "%1$#@N@ restant"),
      Self.unit("plain|==|device.mac", "mac", state: "needs-review-l10n"),
      Self.unit("count|==|substitutions.N.plural.other", "%1$lld restent", state: nil, qualifier: "leveraged-mt"),
    ].joined(separator: "\n")
    let result = XLIFFImporter.localizations(in: try Self.file(units), catalog: Self.catalog)
    #expect(result.localizations.map(\.key) == ["plain", "count"])
    #expect(
      result.localizations[0].localization
        == Localization(
          variations: Variations(device: [
            "iphone": Variation(variations: Variations(plural: ["one": .unit("un"), "other": .unit("plus")])),
            "mac": .unit("mac", state: .needsReview),
          ])))
    #expect(
      result.localizations[1].localization
        == Localization(
          stringUnit: StringUnit(state: .translated, value: "%#@N@ restant"),
          substitutions: [
            "N": Substitution(
              argNum: 1, formatSpecifier: "lld",
              variations: Variations(plural: [
                "one": .unit("%arg reste"), "other": .unit("%arg restent", state: "machine_translated"),
              ]))
          ]))
  }

  /// Placeholders go back in the catalog's own style: positional references and specifiers
  /// that the catalog writes positionally stay so.
  @Test func keepsTheCatalogsPlaceholderStyle() throws {
    let units = [
      Self.unit("multi", "%2$#@B@ puis %1$#@A@"), Self.unit("multi|==|substitutions.A.plural.other", "%1$d un"),
      Self.unit("multi|==|substitutions.B.plural.other", "%2$@ deux"),
    ].joined(separator: "\n")
    let result = XLIFFImporter.localizations(in: try Self.file(units), catalog: Self.catalog)
    let localization = try #require(result.localizations.first?.localization)
    #expect(localization.stringUnit?.value == "%2$#@B@ puis %1$#@A@")
    #expect(localization.substitutions?["A"]?.variations?.plural?["other"]?.stringUnit?.value == "%1$d un")
    #expect(localization.substitutions?["B"]?.variations?.plural?["other"]?.stringUnit?.value == "%arg deux")
  }

  /// A substitution the catalog does not know takes its position and specifier from the file.
  @Test func infersMetadataOfNewSubstitutions() throws {
    let units = [Self.unit("plain", "%2$#@X@ !"), Self.unit("plain|==|substitutions.X.plural.other", "%2$ld fois")].joined(
      separator: "\n")
    let result = XLIFFImporter.localizations(in: try Self.file(units), catalog: Self.catalog)
    #expect(
      result.localizations.first?.localization
        == Localization(
          stringUnit: StringUnit(state: .translated, value: "%#@X@ !"),
          substitutions: [
            "X": Substitution(argNum: 2, formatSpecifier: "ld", variations: Variations(plural: ["other": .unit("%arg fois")]))
          ]))
  }

  @Test func readsStringSets() throws {
    let units = """
      <trans-unit id="plain"><target state="translated">
        <mrk mtype="x-set" mid="0">Un</mrk>
        <mrk mtype="x-set" mid="1">Deux</mrk>
      </target></trans-unit>
      """
    let result = XLIFFImporter.localizations(in: try Self.file(units), catalog: Self.catalog)
    #expect(
      result.localizations.first?.localization == Localization(stringSet: StringSet(state: .translated, values: ["Un", "Deux"])))
  }

  @Test func notesDuplicatesAndFilesWithoutALanguage() throws {
    let duplicate = XLIFFImporter.localizations(
      in: try Self.file(Self.unit("plain", "one") + "\n" + Self.unit("plain", "two")), catalog: Self.catalog)
    #expect(duplicate.localizations.map(\.localization) == [.unit("one")])
    #expect(
      duplicate.notes.map(\.description) == [
        "fr.xliff:3:1: note: unit 'plain' appears again; only its first translation is imported"
      ])
    let noLanguage = try Self.file(Self.unit("plain", "x"), language: nil)
    #expect(
      XLIFFImporter.localizations(in: noLanguage, catalog: Self.catalog).notes.map(\.description) == [
        "fr.xliff:1:8: note: file 'L.xcstrings' has no target-language; its units are not imported"
      ])
    #expect(
      XLIFFImporter.localizations(in: noLanguage, catalog: Self.catalog, language: "de").localizations.map(\.language) == ["de"])
    #expect(
      XLIFFImporter.skippedFileNote(noLanguage).description
        == "fr.xliff:1:8: note: file 'L.xcstrings' is not a string catalog; it is skipped")
  }

  /// Counting unchanged keys: a key whose units all equal the catalog's is counted, unit by
  /// unit (a plain text, or plural forms that the catalog has with the same text, however
  /// many forms it has); anything else (another text, a canonically equivalent one, one form
  /// changed or added, a key with a plain and a plural unit, a key the catalog lacks) is
  /// returned as before.
  @Test func countsKeysWhoseUnitsAllEqualTheCatalogs() throws {
    func plural(_ forms: KeyedList<Variation>) -> Localization { Localization(variations: Variations(plural: forms)) }
    let catalog = StringCatalog(
      sourceLanguage: "en",
      strings: [
        "same": CatalogEntry(localizations: ["en": .unit("Same"), "fr": .unit("Pareil", state: .needsReview)]),
        "other": CatalogEntry(localizations: ["fr": .unit("Autre")]),
        "accent": CatalogEntry(localizations: ["fr": .unit("\u{E9}t\u{E9}")]),
        "twice": CatalogEntry(localizations: ["fr": .unit("Deux")]),
        "forms": CatalogEntry(localizations: ["fr": plural(["one": .unit("Forme"), "other": .unit("Formes")])]),
        "edited": CatalogEntry(localizations: ["fr": plural(["one": .unit("Une"), "other": .unit("Plusieurs")])]),
        "grown": CatalogEntry(localizations: ["fr": plural(["other": .unit("Toutes")])]),
        "mixed": CatalogEntry(localizations: ["fr": .unit("Mixte")]),
      ])
    let units = [
      Self.unit("same", "Pareil"), Self.unit("other", "Changé"), Self.unit("accent", "e\u{301}te\u{301}"),
      Self.unit("twice", "Deux"), Self.unit("twice", "Deux"), Self.unit("forms|==|plural.other", "Formes"),
      Self.unit("edited|==|plural.one", "Une"), Self.unit("edited|==|plural.other", "Beaucoup"),
      Self.unit("grown|==|plural.one", "Une"), Self.unit("grown|==|plural.other", "Toutes"),
      Self.unit("mixed", "Mixte"), Self.unit("mixed|==|plural.one", "Une"), Self.unit("absent", "Rien"),
    ].joined(separator: "\n")
    let file = try Self.file(units)
    let counted = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: true)
    // `same`, `twice` (its repeat is dropped with a note, leaving one unit) and the one form
    // of `forms` that the file holds.
    #expect(counted.unchanged == 3)
    #expect(counted.result.localizations.map(\.key) == ["other", "accent", "edited", "grown", "mixed", "absent"])
    let all = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: false)
    #expect(all.unchanged == 0)
    #expect(
      all.result.localizations.map(\.key)
        == ["same", "other", "accent", "twice", "forms", "edited", "grown", "mixed", "absent"])
    #expect(all.result.notes == counted.result.notes)
    #expect(
      counted.result.notes.map(\.description) == [
        "fr.xliff:6:1: note: unit 'twice' appears again; only its first translation is imported"
      ])
  }

  /// A text in another normalisation form than the catalog's is read as written (exact
  /// scalars), and applying it leaves the catalog's unit and its bytes as they are: it is the
  /// same text, counted unchanged, with a note that shows both spellings.
  @Test func aTextInAnotherNormalisationFormLeavesTheCatalogsBytes() throws {
    let catalog = StringCatalog(
      sourceLanguage: "en",
      strings: [
        "accent": CatalogEntry(localizations: ["fr": .unit("\u{E9}t\u{E9}")])
      ])
    let file = try Self.file(Self.unit("accent", "e\u{301}te\u{301}"))
    let imported = XLIFFImporter.localizations(in: file, catalog: catalog).localizations
    #expect(imported.map { Array(($0.localization.stringUnit?.value ?? "").utf8) } == [Array("e\u{301}te\u{301}".utf8)])
    var updated = catalog
    let result = TranslationImport.apply(imported, to: &updated)
    #expect(result.counts(of: "fr")?.changed == 0)
    #expect(result.counts(of: "fr")?.unchanged == 1)
    #expect(!result.changed)
    #expect(updated.strings["accent"]?["fr"]?.stringUnit.map { Array($0.value.utf8) } == Array("\u{E9}t\u{E9}".utf8))
    #expect(
      result.diagnostics.map(\.message) == [
        "'fr' value of 'accent' is the catalog's in another Unicode spelling ('e\\u{0301}te\\u{0301}' for "
          + "'\\u{00E9}t\\u{00E9}'); kept as the catalog writes it"
      ])
    // The counted mapping passes it on for that note rather than counting it itself.
    let counted = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: true)
    #expect(counted.unchanged == 0)
    #expect(counted.result.localizations.count == 1)
  }

  /// Applying the counted mapping gives the catalog, counts and diagnostics that applying
  /// every localization gives, for random catalogs whose exports were edited at random
  /// (changed, emptied, repeated, removed and unfinished targets, decomposed accents, unknown
  /// keys, variation units dropped or added, a root given the catalog's own text), with and without a
  /// state asked for.
  @Test(arguments: 0..<20)
  func countingUnchangedKeysAppliesAlike(seed: UInt64) throws {
    var generator = CatalogGenerator(random: SeededGenerator(seed: 0xC0DE + seed))
    var catalog = generator.catalog()
    var counted = 0
    for language in CatalogGenerator.languages {
      let data = XLIFFRoundTripPropertyTests.export(&catalog, language: language)
      var file = try XLIFFDocument(parsing: data, path: "\(language).xliff").files[0]
      var units: [XLIFFUnit] = []
      // In some files only the units of whole keys are kept, so that the root text of a key
      // with substitutions or a plural comes alone, as a plain text would.
      let rootsOnly = Bool.random(using: &generator.random)
      for var unit in file.units where !rootsOnly || !unit.id.contains("|==|") {
        switch Int.random(in: 0..<20, using: &generator.random) {
        case 0: unit.target?.text += "x"
        case 1: unit.target?.text = ""
        case 2: unit.target = nil
        case 3: unit.target?.state = .new
        case 4: unit.target?.state = .needsReviewL10n
        case 5:
          // The same text in another normalisation form: equal as `String`s, not identical.
          if let text = unit.target?.text {
            unit.target?.text = text.split(separator: "\u{C4}", omittingEmptySubsequences: false).joined(separator: "A\u{308}")
          }
        case 6: units.append(unit)
        case 7: unit.id = "unknown " + unit.id
        case 10:
          // A plural form after the key's text, which makes the key a plural.
          units.append(unit)
          unit.id += "|==|plural.few"
        case 8, 9:
          // The catalog's own text, which for a root with substitutions is not what export
          // writes (`%#@N@` rather than `%1$#@N@`): a plain text that replaces them.
          if unit.target != nil, let value = catalog.strings[unit.id]?[language]?.stringUnit?.value { unit.target?.text = value }
        default: break
        }
        units.append(unit)
      }
      file.units = units
      for state in [nil, TranslationState.needsReview] {
        var options = TranslationImport.Options()
        options.state = state
        let all = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: false)
        var expected = catalog
        let expectedResult = TranslationImport.apply(all.result.localizations, to: &expected, options: options)
        let some = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: true)
        var actual = catalog
        let actualResult = TranslationImport.apply(
          some.result.localizations, to: &actual, options: options,
          unchanged: some.unchanged > 0 ? [language: some.unchanged] : [:])
        #expect(actual == expected, "seed \(seed) \(language)")
        #expect(actualResult.counts == expectedResult.counts, "seed \(seed) \(language)")
        #expect(actualResult.diagnostics == expectedResult.diagnostics, "seed \(seed) \(language)")
        #expect(actualResult.changed == expectedResult.changed, "seed \(seed) \(language)")
        #expect(some.result.notes == all.result.notes)
        counted += some.unchanged
      }
    }
    #expect(counted > 0, "seed \(seed): no key was counted, so the comparison tested nothing")
  }
}
