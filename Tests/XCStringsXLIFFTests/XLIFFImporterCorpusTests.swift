import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsConversion
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Imports the edited and untouched XLIFF files of the Xcode 27 probes in
/// `../shared/corpus-xliff` and compares the catalogs with the ones Xcode produced, except
/// where this package differs from Xcode on purpose.
@Suite("XLIFF importer: Xcode 27 probes")
struct XLIFFImporterCorpusTests {
  /// The case's catalog, its imported file, and the catalog after import (both parsed).
  struct Case {
    var before: StringCatalog
    var imported: XLIFFDocument
    var after: StringCatalog
    var folder: URL

    init(_ name: String, input: String = "import-edited.xliff", catalog: String = "source.xcstrings") throws {
      folder = try #require(XLIFFTestSupport.probes).appendingPathComponent(name)
      before = try CatalogJSONReader.read(contentsOf: folder.appendingPathComponent(catalog).path)
      let bytes = try XLIFFTestSupport.bytes(folder.appendingPathComponent(input))
      imported = try XLIFFDocument(parsing: bytes, path: input)
      after = before
      let result = XLIFFImporter.localizations(in: imported.files[0], catalog: before)
      XLIFFTestSupport.apply(result.localizations, to: &after)
    }

    /// Xcode's catalog after the import.
    func xcode(_ file: String = "expected-after-import.xcstrings") throws -> StringCatalog {
      try CatalogJSONReader.read(contentsOf: folder.appendingPathComponent(file).path)
    }

    /// The re-export of the imported catalog, tool aside.
    func reexport() throws -> String {
      let language = try #require(imported.files[0].targetLanguage)
      let source = XLIFFSourceCatalog(original: "Localizable.xcstrings", catalog: after, path: "Localizable.xcstrings")
      return XLIFFTestSupport.withoutTool(try XLIFFExporter.data(for: [source], language: language, tool: XLIFFTestSupport.tool))
    }

    func xcodeReexport() throws -> String {
      XLIFFTestSupport.withoutTool(try XLIFFTestSupport.bytes(folder.appendingPathComponent("reexported.xliff")))
    }
  }

  static var present: Bool { XLIFFTestSupport.probes != nil }

  /// Every catalog of the shared corpora that reads, exported in each of its languages and
  /// imported back untouched: no change at all, counted as unchanged, in every language.
  @Test(.enabled(if: TestPaths.corpusXLIFF != nil && TestPaths.corpus != nil, "needs ../shared"))
  func untouchedExportsOfEveryCorpusCatalogChangeNothing() throws {
    let roots = [TestPaths.corpus, TestPaths.corpusXLIFF].compactMap { $0 }
    var checked = 0
    for root in roots {
      let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
      for case let url as URL in walker where url.pathExtension == "xcstrings" {
        guard let catalog = try? CatalogJSONReader.read(contentsOf: url.path) else { continue }
        let source = XLIFFSourceCatalog(original: "L.xcstrings", catalog: catalog, path: url.path)
        var languages = Set<String>()
        for entry in catalog.strings.values { for language in entry.localizations?.keys ?? [] { languages.insert(language) } }
        for language in languages.sorted().map(LanguageCode.init(rawValue:)) {
          // Shapes the exporter refuses (a key equal to another's variation id) are not exported at all.
          guard let data = try? XLIFFExporter.data(for: [source], language: language, tool: XLIFFTestSupport.tool) else {
            continue
          }
          let file = try XLIFFDocument(parsing: data, path: "x.xliff").files[0]
          let mapping = XLIFFImporter.mapping(of: file, catalog: catalog, language: nil, countingUnchanged: true)
          var after = catalog
          var options = TranslationImport.Options()
          options.includeSource = true
          let result = TranslationImport.apply(
            mapping.result.localizations, to: &after, options: options,
            unchanged: [language: mapping.unchanged])
          #expect(!result.changed && after == catalog, "\(url.path) [\(language.rawValue)]")
          #expect(result.counts(of: language).map { $0.changed + $0.added } ?? 0 == 0, "\(url.path) [\(language.rawValue)]")
          checked += 1
        }
      }
    }
    #expect(checked >= 280)
  }

  /// Cases where Xcode's import is the behaviour wanted: the whole catalog and the re-export
  /// match Xcode's.
  @Test(
    .enabled(if: XLIFFImporterCorpusTests.present, "needs ../shared/corpus-xliff"),
    arguments: ["positive/device-root-substitution", "behavior/state-qualifiers", "behavior/inline-import"]
  )
  func importMatchesXcode(_ name: String) throws {
    let probe = try Case(name)
    #expect(probe.after.strings == (try probe.xcode()).strings)
    #expect(try probe.reexport() == probe.xcodeReexport())
  }

  /// States: as Xcode, except that `needs-review-*` keeps the translator's text as
  /// `needs_review` where Xcode drops it.
  @Test(.enabled(if: XLIFFImporterCorpusTests.present, "needs ../shared/corpus-xliff"))
  func statesFollowXcodeButKeepReviewedText() throws {
    let probe = try Case("behavior/state-import")
    var expected = try probe.xcode().strings
    for key in ["needs-review-l10n", "needs-review-translation"] {
      expected[key]?["fr"] = .unit("changed \(key)", state: .needsReview)
    }
    #expect(probe.after.strings == expected)
    let skipped = XLIFFImporter.localizations(in: probe.imported.files[0], catalog: probe.before).notes
    #expect(
      skipped.map(\.description) == [
        "import-edited.xliff:34:9: note: unit 'new' is not imported: its state 'new' marks an unfinished translation"
      ])
  }

  /// A new plural case of a target-only substitution is added with `%arg`, as Xcode does; the
  /// literal key that ends like a variation id is imported too (Xcode ignores it). A `<source>`
  /// that names the unit itself does not stop the key from being imported (Xcode skips it).
  @Test(
    .enabled(if: XLIFFImporterCorpusTests.present, "needs ../shared/corpus-xliff"),
    arguments: ["behavior/new-target-case-existing-context", "negative/new-target-case-source-identity"]
  )
  func newSubstitutionCaseIsAdded(_ name: String) throws {
    let probe = try Case(name)
    var expected = try Case("behavior/new-target-case-existing-context").xcode().strings
    expected["ambiguous|==|plural.one"]?["fr"] = .unit("FR ambiguous|==|plural.one CHANGED")
    #expect(probe.after.strings == expected)
  }

  /// Literal keys ending in a recognised suffix import as the keys they are.
  @Test(.enabled(if: XLIFFImporterCorpusTests.present, "needs ../shared/corpus-xliff"))
  func literalKeysWithSuffixesImport() throws {
    let probe = try Case("negative/literal-variation-suffix")
    for key in probe.before.strings.keys {
      #expect(probe.after.value(key, "fr") == "FR \(key) CHANGED", "\(key)")
    }
    #expect(probe.after.strings.count == probe.before.strings.count)
  }

  /// A target-only substitution imported into a catalog without that language keeps its
  /// forms (Xcode drops them), with the metadata read from the file.
  @Test(.enabled(if: XLIFFImporterCorpusTests.present, "needs ../shared/corpus-xliff"))
  func targetOnlySubstitutionKeepsItsForms() throws {
    let probe = try Case(
      "negative/new-target-substitution-loss", input: "exported.xliff", catalog: "destination-before-import.xcstrings")
    let original = try CatalogJSONReader.read(contentsOf: probe.folder.appendingPathComponent("source.xcstrings").path)
    #expect(probe.after.strings == original.strings)
  }

  /// A substitution whose name holds the delimiter survives the round trip (Xcode loses it).
  @Test(.enabled(if: XLIFFImporterCorpusTests.present, "needs ../shared/corpus-xliff"))
  func delimiterInSubstitutionNameRoundTrips() throws {
    let probe = try Case("negative/delimiter-substitution-loss", input: "exported.xliff")
    #expect(probe.after.strings == probe.before.strings)
    #expect(
      try probe.reexport()
        == XLIFFTestSupport.withoutTool(
          try XLIFFTestSupport.bytes(probe.folder.appendingPathComponent("exported.xliff"))))
  }
}
