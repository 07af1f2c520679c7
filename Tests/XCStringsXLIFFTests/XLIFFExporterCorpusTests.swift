import Foundation
import Testing

@testable import XCStringsCatalogJSON
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Exports the catalogs of the real Xcode exports in `../shared/corpus-xliff` and compares the
/// result with Xcode's own bytes, tool header aside.
@Suite("XLIFF exporter: real Xcode exports")
struct XLIFFExporterCorpusTests {
  /// The Xcode 27 probe cases whose `exported.xliff` Xcode wrote from `source.xcstrings`.
  static let probeCases = [
    "positive/catalog-matrix", "positive/device-root-substitution", "behavior/state-import",
    "behavior/state-qualifiers", "behavior/plural-fallback", "behavior/missing-locale-uk", "behavior/inline-import",
    "behavior/partial-device", "behavior/new-target-case-existing-context", "negative/literal-variation-suffix",
    "negative/new-target-substitution-loss", "negative/delimiter-substitution-loss",
  ]

  @Test(.enabled(if: XLIFFTestSupport.probes != nil, "needs ../shared/corpus-xliff"), arguments: probeCases)
  func probeExportIsByteIdentical(_ name: String) throws {
    let probes = try #require(XLIFFTestSupport.probes)
    let folder = probes.appendingPathComponent(name)
    let expected = try XLIFFTestSupport.bytes(folder.appendingPathComponent("exported.xliff"))
    let document = try XLIFFDocument(parsing: expected, path: "exported.xliff")
    let language = try #require(document.files.first?.targetLanguage)
    let catalog = try CatalogJSONReader.read(contentsOf: folder.appendingPathComponent("source.xcstrings").path)
    let actual = try XLIFFExporter.data(
      for: [XLIFFSourceCatalog(original: "Localizable.xcstrings", catalog: catalog, path: "source.xcstrings")],
      language: language, tool: XLIFFTestSupport.tool)
    let (a, e) = (XLIFFTestSupport.withoutTool(actual), XLIFFTestSupport.withoutTool(expected))
    #expect(a == e, "\(name):\n\(XLIFFTestSupport.firstDifferences(a, e))")
  }
}

extension XLIFFExporterCorpusTests {
  /// Two catalogs with the same key, as two `<file>`s: `Custom.xcstrings` (its full catalog
  /// is the probe's catalog after import) and `Localizable.xcstrings`.
  @Test(.enabled(if: XLIFFTestSupport.probes != nil, "needs ../shared/corpus-xliff"))
  func multipleCatalogsExportIsByteIdentical() throws {
    let probes = try #require(XLIFFTestSupport.probes)
    let folder = probes.appendingPathComponent("positive/multiple-catalogs")
    let expected = try XLIFFTestSupport.bytes(folder.appendingPathComponent("exported.xliff"))
    let sources = try [
      ("Localizable.xcstrings", "source.xcstrings"), ("Custom.xcstrings", "expected-custom-after-import.xcstrings"),
    ]
    .map { original, file in
      XLIFFSourceCatalog(
        original: original, catalog: try CatalogJSONReader.read(contentsOf: folder.appendingPathComponent(file).path), path: file)
    }
    let actual = try XLIFFExporter.data(for: sources, language: "fr", tool: XLIFFTestSupport.tool)
    let (a, e) = (XLIFFTestSupport.withoutTool(actual), XLIFFTestSupport.withoutTool(expected))
    #expect(a == e, "\(XLIFFTestSupport.firstDifferences(a, e))")
    // Xcode's Source Contents copy of Custom.xcstrings.
    let copy = try XLIFFTestSupport.bytes(folder.appendingPathComponent("source-custom.xcstrings"))
    #expect(CatalogJSONWriter.data(for: XCLocBundle.sourceContents(of: sources[1].catalog)) == copy)
  }
}
