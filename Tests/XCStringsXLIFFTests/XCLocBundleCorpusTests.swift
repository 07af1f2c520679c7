import Foundation
import Testing
import XCStringsConversion
import XCStringsTestSupport

@testable import XCStringsCatalogJSON
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Rebuilds every real `.xcloc` bundle of `../shared/corpus-xliff` from the catalogs in its
/// `Source Contents` (with the bundle's translations imported back for a target language)
/// and compares `contents.json`, `Source Contents/` and the XLIFF with Xcode's bytes.
@Suite("xcloc bundles: real Xcode exports")
struct XCLocBundleCorpusTests {
  static let bundles = [
    "BenRiceM__Ketchup-Localisation@d1a36e5ae9ba/App Localisation/en.xcloc",
    "BenRiceM__Ketchup-Localisation@d1a36e5ae9ba/App Localisation/de.xcloc",
    "BenRiceM__Ketchup-Localisation@d1a36e5ae9ba/App Localisation/ja.xcloc",
    "Schokolado__FitTrackPro@d048b43c045b/de.xcloc",
    "geteduroam__apple-app@6f1e1eeca9e6/Localizations/en.xcloc",
    "geteduroam__apple-app@6f1e1eeca9e6/Localizations/en-GB.xcloc",
    "geteduroam__apple-app@6f1e1eeca9e6/Localizations/de.xcloc",
    "geteduroam__apple-app@6f1e1eeca9e6/Localizations/nl.xcloc",
    "geteduroam__apple-app@6f1e1eeca9e6/Localizations/et.xcloc",
  ]

  /// A bundle's catalogs, with the tool and languages its `contents.json` names.
  struct Bundle {
    var catalogs: [XLIFFSourceCatalog]
    var sourceBytes: [[UInt8]]
    var language: LanguageCode
    var developmentRegion: LanguageCode
    var project: String?
    var tool: XLIFFTool
    var contents: [UInt8]
    var xliff: [UInt8]

    init(_ folder: URL) throws {
      contents = try XLIFFTestSupport.bytes(folder.appendingPathComponent("contents.json"))
      let json = try #require(try JSONSerialization.jsonObject(with: Data(contents)) as? [String: Any])
      let info = try #require(json["toolInfo"] as? [String: String])
      language = LanguageCode(rawValue: try #require(json["targetLocale"] as? String))
      developmentRegion = LanguageCode(rawValue: try #require(json["developmentRegion"] as? String))
      project = json["project"] as? String
      tool = XLIFFTool(
        id: info["toolID"] ?? "", name: info["toolName"] ?? "", version: info["toolVersion"],
        buildNumber: info["toolBuildNumber"])
      xliff = try XLIFFTestSupport.bytes(folder.appendingPathComponent("Localized Contents/\(language.rawValue).xliff"))
      let sources = folder.appendingPathComponent("Source Contents")
      let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
      var catalogs: [XLIFFSourceCatalog] = []
      var sourceBytes: [[UInt8]] = []
      for case let relative as String in walker where relative.hasSuffix(".xcstrings") {
        let path = sources.appendingPathComponent(relative).path
        let bytes = try XLIFFTestSupport.bytes(URL(fileURLWithPath: path))
        catalogs.append(
          XLIFFSourceCatalog(original: relative, catalog: try CatalogJSONReader.read(bytes, path: path), path: path))
        sourceBytes.append(bytes)
      }
      self.catalogs = catalogs
      self.sourceBytes = sourceBytes
    }
  }

  @Test(.enabled(if: TestPaths.corpusXLIFF != nil, "needs ../shared/corpus-xliff"), arguments: bundles)
  func contentsJSONIsByteIdentical(_ name: String) throws {
    let corpus = try #require(TestPaths.corpusXLIFF)
    let bundle = try Bundle(corpus.appendingPathComponent(name))
    let written = XCLocBundle.contents(
      language: bundle.language, developmentRegion: bundle.developmentRegion, project: bundle.project, tool: bundle.tool)
    #expect(written.text == bundle.contents.text)
  }

  /// Each catalog's `Source Contents` copy equals Xcode's. Xcode's catalog order is not a
  /// total order (`"for "` against `"For five turns…"`), and one export's bundles can hold
  /// copies of one catalog that differ in it: ours must then equal one of Xcode's copies.
  @Test(.enabled(if: TestPaths.corpusXLIFF != nil, "needs ../shared/corpus-xliff"))
  func sourceContentsAreByteIdentical() throws {
    let corpus = try #require(TestPaths.corpusXLIFF)
    var copies: [String: [[UInt8]]] = [:]
    var written: [String: [UInt8]] = [:]
    for name in Self.bundles {
      let bundle = try Bundle(corpus.appendingPathComponent(name))
      let export = (name as NSString).deletingLastPathComponent
      for (catalog, bytes) in zip(bundle.catalogs, bundle.sourceBytes) {
        let id = export + " " + catalog.original
        if !(copies[id] ?? []).contains(bytes) { copies[id, default: []].append(bytes) }
        written[id] = CatalogJSONWriter.data(for: XCLocBundle.sourceContents(of: catalog.catalog))
      }
    }
    #expect(copies.count == 16)
    for (id, bytes) in written.sorted(by: { $0.key < $1.key }) {
      let xcode = copies[id]!
      #expect(xcode.contains(bytes), "\(id): \(XLIFFTestSupport.firstDifferences(bytes.text, xcode[0].text))")
    }
  }

  @Test(.enabled(if: TestPaths.corpusXLIFF != nil, "needs ../shared/corpus-xliff"), arguments: bundles)
  func xliffIsByteIdenticalAfterImport(_ name: String) throws {
    let corpus = try #require(TestPaths.corpusXLIFF)
    var bundle = try Bundle(corpus.appendingPathComponent(name))
    let isTarget = bundle.language != bundle.developmentRegion
    if isTarget {
      let document = try XLIFFDocument(parsing: bundle.xliff, path: "\(bundle.language).xliff")
      for var file in document.files where file.isCatalog {
        let index = try #require(bundle.catalogs.firstIndex { $0.original == file.original })
        // The language `import` puts the file's translations in: `en-GB` is a localization of
        // its own, beside the catalog's `en`.
        let languages = TranslationLanguage.languages(of: bundle.catalogs[index].catalog)
        let written = try #require(file.targetLanguage?.rawValue)
        file.targetLanguage = try #require(TranslationLanguage.resolve(written, in: languages)).language
        let result = XLIFFImporter.localizations(in: file, catalog: bundle.catalogs[index].catalog)
        XLIFFTestSupport.apply(result.localizations, to: &bundle.catalogs[index].catalog)
      }
    }
    let written = try XLIFFExporter.data(for: bundle.catalogs, language: bundle.language, tool: bundle.tool)
    var expected = XLIFFTestSupport.catalogFilesOnly(bundle.xliff.text)
    var actual = written.text
    if isTarget {
      expected = XLIFFTestSupport.withoutNewTargets(expected)
      actual = XLIFFTestSupport.withoutNewTargets(actual)
    }
    #expect(actual == expected, "\(name):\n\(XLIFFTestSupport.firstDifferences(actual, expected))")
  }
}
