import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Where an imported substitution's `argNum` and `formatSpecifier` come from: the language's
/// own substitution as written, else (a new language) the bundle's `Source Contents`, the
/// source language, the file and the key, and a warning when none gives a specifier.
@Suite("XLIFF imported substitutions")
struct XLIFFImportedTextTests {
  /// A file in `fr` with a root text and two plural forms of substitution `n`.
  static func file(root: String = "%1$#@n@", one: String = "un billet", other: String = "des billets") throws -> XLIFFFile {
    try XLIFFImporterTests.file(
      [
        XLIFFImporterTests.unit("k", root), XLIFFImporterTests.unit("k|==|substitutions.n.plural.one", one),
        XLIFFImporterTests.unit("k|==|substitutions.n.plural.other", other),
      ].joined(separator: "\n"))
  }

  static func plural(_ forms: KeyedList<Variation>, argNum: Int?, specifier: String?) -> Substitution {
    Substitution(argNum: argNum, formatSpecifier: specifier, variations: Variations(plural: forms))
  }

  /// The substitution `n` imported for `key` into `catalog` (which lacks `fr`), and the
  /// importer's diagnostics.
  static func imported(
    key: String = "k", catalog: StringCatalog, sourceContents: StringCatalog? = nil, file: XLIFFFile? = nil
  ) throws -> (Substitution?, [String]) {
    var units = try file ?? Self.file()
    if key != "k" {
      for index in units.units.indices {
        units.units[index].id = key + units.units[index].id.dropFirst()
      }
    }
    let mapping = XLIFFImporter.mapping(
      of: units, catalog: catalog, language: nil, countingUnchanged: false,
      sourceContents: sourceContents.map { XLIFFSourceContents(catalog: $0) })
    return (mapping.result.localizations.first?.localization.substitutions?["n"], mapping.result.notes.map(\.description))
  }

  static let forms: KeyedList<Variation> = ["one": .unit("un billet"), "other": .unit("des billets")]

  /// Issue case: `pl` substitutions without `argNum` beside `en` ones with it. An untouched
  /// file keeps them without (it added `argNum`, which made every key "of another shape").
  @Test func aSubstitutionTheLanguageHasKeepsItsMetadataAsWritten() throws {
    let english = Localization(
      stringUnit: StringUnit(state: .translated, value: "%#@n@"),
      substitutions: [
        "n": Self.plural(["one": .unit("%arg ticket"), "other": .unit("%arg tickets")], argNum: 1, specifier: "lld")
      ])
    let french = Localization(
      stringUnit: StringUnit(state: .translated, value: "%#@n@"),
      substitutions: [
        "n": Self.plural(["one": .unit("%arg billet"), "other": .unit("%arg billets")], argNum: nil, specifier: nil)
      ])
    let catalog = StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(localizations: ["en": english, "fr": french])])
    // What export writes for `fr`: no argNum, so nothing is made positional.
    let file = try Self.file(root: "%#@n@", one: "%arg billet", other: "%arg billets")
    let all = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: false)
    #expect(all.result.localizations.map(\.localization) == [french])
    let counted = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: true)
    #expect(counted.result.localizations.isEmpty)
    #expect(counted.unchanged == 3)
    var updated = catalog
    let result = TranslationImport.apply(all.result.localizations, to: &updated)
    #expect(!result.changed)
    #expect(updated == catalog)
  }

  static let source = Localization.unit("%lld tickets")

  /// Issue case: a new language whose forms do not show the count gets the specifier from the
  /// bundle's copy of the catalog (its own language first), the source language, or the key.
  @Test func aNewLanguageTakesTheSpecifierFromTheFirstPlaceThatGivesOne() throws {
    func catalog(_ english: Localization) -> StringCatalog {
      StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(localizations: ["en": english])])
    }
    let withSubstitution = Localization(
      stringUnit: StringUnit(state: .translated, value: "%#@n@"),
      substitutions: ["n": Self.plural(["other": .unit("%arg tickets")], argNum: 1, specifier: "ld")])
    let copyWithFrench = StringCatalog(
      sourceLanguage: "en",
      strings: [
        "k": CatalogEntry(localizations: [
          "en": withSubstitution,
          "fr": Localization(
            stringUnit: StringUnit(state: .translated, value: "%#@n@"),
            substitutions: ["n": Self.plural(Self.forms, argNum: 1, specifier: "lu")]),
        ])
      ])
    let copyWithSource = catalog(
      Localization(
        stringUnit: StringUnit(state: .translated, value: "%#@n@"),
        substitutions: ["n": Self.plural(["other": .unit("%arg tickets")], argNum: 1, specifier: "u")]))
    // The bundle's copy, its own language before its source.
    #expect(
      try Self.imported(catalog: catalog(withSubstitution), sourceContents: copyWithFrench).0
        == Self.plural(Self.forms, argNum: 1, specifier: "lu"))
    #expect(
      try Self.imported(catalog: catalog(withSubstitution), sourceContents: copyWithSource).0
        == Self.plural(Self.forms, argNum: 1, specifier: "u"))
    // The catalog's source-language substitution.
    #expect(try Self.imported(catalog: catalog(withSubstitution)).0 == Self.plural(Self.forms, argNum: 1, specifier: "ld"))
    // The source language's plain text.
    #expect(try Self.imported(catalog: catalog(.unit("%d tickets"))).0 == Self.plural(Self.forms, argNum: 1, specifier: "d"))
    // The key, when the source text reads no argument there.
    #expect(
      try Self.imported(
        key: "%@ has %llu tickets", catalog: catalog(.unit("Tickets")),
        file: Self.file(root: "%2$#@n@")
      ).0
        == Self.plural(Self.forms, argNum: 2, specifier: "llu"))
    // A form that shows the count gives it before the source text or the key do.
    #expect(
      try Self.imported(catalog: catalog(.unit("%d tickets")), file: Self.file(one: "%1$lld billet")).0
        == Self.plural(["one": .unit("%arg billet"), "other": .unit("des billets")], argNum: 1, specifier: "lld"))
  }

  @Test func aNewSubstitutionWithoutAnySpecifierIsReported() throws {
    let catalog = StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(localizations: ["en": .unit("Tickets")])])
    let (substitution, notes) = try Self.imported(catalog: catalog)
    #expect(substitution == Self.plural(Self.forms, argNum: 1, specifier: nil))
    #expect(
      notes == [
        "fr.xliff:2:1: warning: substitution 'n' of 'k' [fr] has no format specifier: neither the file, the bundle's "
          + "Source Contents, the source language nor the key gives one, so an .lproj export will write its .stringsdict "
          + "without NSStringFormatValueTypeKey"
      ])
  }

  @Test(
    arguments: [
      ("%lld items in %@", 1, "lld"), ("%lld items in %@", 2, "@"), ("%2$@ %1$lu", 1, "lu"), ("%2$@ %1$lu", 2, "@"),
      ("100%% of %d", 1, "d"), ("%d", 2, nil), ("no count", 1, nil), ("%#@v@ %d", 1, "d"),
    ] as [(String, Int, String?)])
  func readsTheConversionAtAPosition(_ format: String, _ position: Int, _ expected: String?) {
    #expect(XLIFFImportedText.conversion(at: position, in: format) == expected)
  }
}
