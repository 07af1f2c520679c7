import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Seeded random catalogs exported to XLIFF and read back through the import mapping give
/// back exactly the catalog's localizations, for every shape Xcode's XLIFF can hold.
@Suite("XLIFF round trip (property)")
struct XLIFFRoundTripPropertyTests {
  /// The XLIFF export of `catalog` in `language`; a random key equal to another key's variation
  /// id is refused by the exporter, so it is dropped from the catalog and the export retried.
  static func export(_ catalog: inout StringCatalog, language: LanguageCode) -> [UInt8] {
    while true {
      let source = XLIFFSourceCatalog(original: "L.xcstrings", catalog: catalog, path: "L.xcstrings")
      do {
        return try XLIFFExporter.data(for: [source], language: language, tool: XLIFFTestSupport.tool) { _, key in
          SourceLocation(path: key, line: 1, column: 1)
        }
      } catch {
        catalog.strings[error.location!.path] = nil
      }
    }
  }

  @Test(arguments: 0..<25)
  func exportThenImportGivesBackTheLocalizations(seed: UInt64) throws {
    var generator = CatalogGenerator(random: SeededGenerator(seed: 0x5EED + seed))
    var catalog = generator.catalog()
    for language in CatalogGenerator.languages {
      let data = Self.export(&catalog, language: language)
      let document = try XLIFFDocument(parsing: data, path: "\(language).xliff")
      #expect(document.files.count == 1)
      let result = XLIFFImporter.localizations(in: document.files[0], catalog: catalog)
      #expect(result.notes.isEmpty)
      var expected: [String: Localization] = [:]
      for (key, entry) in catalog.strings {
        if let localization = entry[language] { expected[key] = localization }
      }
      #expect(result.localizations.count == expected.count, "seed \(seed) \(language)")
      for imported in result.localizations {
        #expect(imported.language == language)
        #expect(imported.localization == expected[imported.key], "seed \(seed) \(language) key \(imported.key.debugDescription)")
      }
      // Applied back, nothing changes.
      var applied = catalog
      XLIFFTestSupport.apply(result.localizations, to: &applied)
      #expect(applied == catalog, "seed \(seed) \(language)")
    }
  }

  /// A language the catalog lacks, imported from its bundle: the bundle's `Source Contents`
  /// (the catalog as exported) gives every substitution back its `argNum` and
  /// `formatSpecifier`, so the localization is the one exported.
  @Test(arguments: 0..<25)
  func aNewLanguageFromItsBundleGivesBackTheLocalizations(seed: UInt64) throws {
    var generator = CatalogGenerator(random: SeededGenerator(seed: 0xB0D1E + seed))
    var catalog = generator.catalog()
    for language in CatalogGenerator.languages {
      let data = Self.export(&catalog, language: language)
      let document = try XLIFFDocument(parsing: data, path: "\(language).xliff")
      var without = catalog
      for key in without.strings.keys { without.strings[key]?.localizations?[language.rawValue] = nil }
      let mapping = XLIFFImporter.mapping(
        of: document.files[0], catalog: without, language: nil, countingUnchanged: false,
        sourceContents: XLIFFSourceContents(catalog: catalog))
      #expect(mapping.result.notes.isEmpty, "seed \(seed) \(language)")
      var applied = without
      XLIFFTestSupport.apply(mapping.result.localizations, to: &applied)
      for (key, entry) in catalog.strings {
        #expect(applied.strings[key]?[language] == entry[language], "seed \(seed) \(language) key \(key.debugDescription)")
      }
    }
  }
}
