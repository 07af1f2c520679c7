import Foundation
import Testing

@testable import XCStringsKit

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

  @Test(arguments: probeCases)
  func probeExportIsByteIdentical(_ name: String) throws {
    guard let probes = XLIFFTestSupport.probes else {
      print(XLIFFTestSupport.corpusMissing)
      return
    }
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
