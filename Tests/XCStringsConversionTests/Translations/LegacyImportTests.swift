import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("legacy import")
struct LegacyImportTests {
  static func plural(_ forms: [(String, String)]) -> Localization {
    Localization(variations: Variations(plural: pluralForms(forms)))
  }

  /// The export of `catalog` with one plural form of the first `.stringsdict` entry of a
  /// language changed, as a translator would.
  static func export(
    _ catalog: StringCatalog, changing category: String, of language: LanguageCode, to text: String
  ) throws -> [(file: LegacyFile, parsed: LegacyConverter.Parsed)] {
    var files = try Legacy.exportedFiles(catalog)
    let index = try #require(files.firstIndex { $0.file.language == language && $0.file.kind == .stringsdict })
    guard case .stringsdict(var table) = files[index].parsed, case .format(var rule) = table.entries[0].rule else {
      Issue.record("no plural in \(language)")
      return files
    }
    rule.variables[rule.variables.keys[0]]?.forms[category] = text
    table.entries[0].rule = .format(rule)
    files[index].parsed = .stringsdict(table)
    return files
  }

  /// An untouched export imports nothing: every unit is equal to what export writes.
  @Test func untouchedExportIsUnchanged() throws {
    let catalog = CatalogExporterTests.catalog
    let result = LegacyImport.translations(in: try Legacy.exportedFiles(catalog), for: catalog)
    #expect(result.imported == [])
    #expect(result.ledger == [])
    // German: "plain" (1), the two forms of "files", the two substitutions of "reordered" (2 × 2).
    #expect(result.unchanged["de"] == 7)
  }

  /// A plural whose forms leave the number out reads back as a substitution in migrate, but
  /// a translator's change to it is still a change of the catalog's plural.
  @Test func pluralWithoutTheNumberStaysAPlural() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["files"] = CatalogEntry(localizations: [
      "en": Self.plural([("one", "one file"), ("other", "many files")]),
      "de": Self.plural([("one", "eine Datei"), ("other", "viele Dateien")]),
    ])
    let files = try Self.export(catalog, changing: "other", of: "de", to: "mehrere Dateien")
    let result = LegacyImport.translations(in: files, for: catalog)
    #expect(result.imported.map(\.localization) == [Self.plural([("one", "eine Datei"), ("other", "mehrere Dateien")])])
    var updated = catalog
    let applied = TranslationImport.apply(result.imported, to: &updated)
    #expect(updated.strings["files"]?["de"] == Self.plural([("one", "eine Datei"), ("other", "mehrere Dateien")]))
    #expect(applied.counts(of: "de")?.changed == 1)
    #expect(applied.counts(of: "de")?.unchanged == 1)
  }

  /// A plural form in another Unicode normalisation form than the catalog's (`e` + U+0301 for
  /// `é`) is the same text: the catalog's form keeps its bytes and counts as unchanged.
  @Test func aFormInAnotherNormalisationFormLeavesTheCatalogsBytes() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["files"] = CatalogEntry(localizations: [
      "en": Self.plural([("one", "%lld file"), ("other", "%lld files")]),
      "fr": Self.plural([("one", "%lld fichier créé"), ("other", "%lld fichiers créés")]),
    ])
    let decomposed = "%lld fichier cre\u{301}e\u{301}"
    let files = try Self.export(catalog, changing: "one", of: "fr", to: decomposed)
    let result = LegacyImport.translations(in: files, for: catalog)
    var updated = catalog
    let applied = TranslationImport.apply(result.imported, to: &updated)
    #expect(applied.counts(of: "fr")?.changed == 0)
    #expect(applied.counts(of: "fr")?.unchanged == 2)
    #expect(!applied.changed)
    let one = updated.strings["files"]?["fr"]?.variations?.plural?["one"]?.stringUnit?.value
    #expect(one.map { Array($0.utf8) } == Array("%lld fichier cr\u{E9}\u{E9}".utf8))
  }

  /// A key the catalog lacks, an empty value and a width rule each come back as what they are.
  @Test func unknownKeysEmptyValuesAndWidthRules() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["a"] = CatalogEntry(localizations: ["en": .unit("A"), "de": .unit("DA")])
    let files = [
      try Legacy.strings("de", "\"a\" = \"\";\n\"b\" = \"B\";\n", root: "/x"),
      (
        Legacy.file("de", path: "/x/de.lproj/Localizable.stringsdict", table: "Localizable", kind: .stringsdict),
        LegacyConverter.Parsed.stringsdict(
          StringsdictTable(entries: [
            StringsdictEntry(key: "w", line: 5, rule: .width(["20": "Short"]))
          ]))
      ),
    ]
    let result = LegacyImport.translations(in: files, for: catalog)
    #expect(
      result.imported.map { "\($0.key)|\($0.localization.stringUnit?.value ?? "-")|\($0.location?.description ?? "-")" } == [
        "a||/x/de.lproj/Localizable.strings:1:1", "b|B|/x/de.lproj/Localizable.strings:2:1",
      ])
    #expect(
      ledgerLines(result.ledger) == [
        "width-rule|loss|w|de|/x/de.lproj/Localizable.stringsdict|5|width rule (widths 20) has no catalog equivalent; left out"
      ])
  }
}
