import Foundation
import Testing
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsCompile
import XCStringsModel
import XCStringsTestSupport

/// The plugin declares its outputs from the catalog alone; the compiler decides them from its
/// full model. The two must name the same files, or SwiftPM bundles a file that was never
/// written (a failed build) or leaves out one that was (a lost language).
@Suite("compile plugin: declared outputs")
struct CompileOutputsTests {
  /// The files the compiler's plan writes, relative to the output folder, sorted.
  static func planned(_ json: String, table: String = "Localizable") throws -> [String]? {
    let catalog = try CatalogJSONReader.read(Array(json.utf8), path: "\(table).xcstrings")
    let plan = CompilePlan.make(catalog, request: CompileRequest(path: "/c/\(table).xcstrings", output: "/out"))
    guard plan.succeeded else { return nil }
    return plan.files.map { String($0.path.dropFirst("/out/".count)) }.sorted()
  }

  static func declared(_ json: String, table: String = "Localizable") throws -> [String] {
    try CompileOutputs.files(catalog: Data(json.utf8), table: table)
  }

  @Test(.enabled(if: TestPaths.corpusCompile != nil, "needs ../shared/corpus-compile"))
  func everyCorpusCatalogDeclaresWhatTheDryRunLists() throws {
    let corpus = try #require(TestPaths.corpusCompile)
    var catalogs = 0
    var differences: [String] = []
    let walker = FileManager.default.enumerator(atPath: corpus.appendingPathComponent("cases").path)
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".xcstrings") else { continue }
      let url = corpus.appendingPathComponent("cases/\(relative)")
      let table = CompilePlan.tableName(of: url.path)
      let out = "/declared"
      var request = CompileRequest(path: url.path, output: out)
      request.dryRun = true
      let dry = CompileRun(request: request).run()
      let listed = dry.files.map { String($0.dropFirst(out.count + 1)) }.sorted()
      let ours = try CompileOutputs.files(catalog: Data(contentsOf: url), table: table)
      catalogs += 1
      if listed != ours { differences.append("\(relative): dry run \(listed), plugin \(ours)") }
    }
    #expect(catalogs == 75)
    #expect(differences == [])
  }

  @Test func plainAndPluralOutputsPerLanguage() throws {
    let json = PluginCatalogs.json(entries: [
      "Hello": ["localizations": ["en": PluginCatalogs.unit("Hello"), "de": PluginCatalogs.unit("Hallo", state: "new")]],
      "%lld files": ["localizations": ["ru": PluginCatalogs.plural(["one": "%lld файл", "other": "%lld файла"])]],
    ])
    #expect(try Self.declared(json) == ["en.lproj/Localizable.strings", "ru.lproj/Localizable.stringsdict"])
    #expect(try Self.planned(json) == Self.declared(json))
  }

  @Test func aNewUnitIsDeclaredOnlyOnAManualEntry() throws {
    for (state, expected) in [("manual", ["de.lproj/Localizable.strings"]), ("extracted_with_value", []), (nil, [])] {
      var entry: [String: Any] = ["localizations": ["de": PluginCatalogs.unit("Hallo", state: "new")]]
      entry["extractionState"] = state
      let json = PluginCatalogs.json(entries: ["Hello": entry])
      #expect(try Self.declared(json) == expected)
      #expect(try Self.planned(json) == expected)
    }
  }

  @Test func aDeviceVariationGivesTheOtherFormToStringsAndTheRestToStringsdict() throws {
    let device: [String: Any] = [
      "variations": ["device": ["iphone": PluginCatalogs.unit("Tap"), "other": PluginCatalogs.unit("Click")]]
    ]
    let onlyPhone: [String: Any] = ["variations": ["device": ["iphone": PluginCatalogs.unit("Tap")]]]
    let json = PluginCatalogs.json(entries: ["k": ["localizations": ["en": device, "fr": onlyPhone]]])
    #expect(
      try Self.declared(json) == [
        "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "fr.lproj/Localizable.stringsdict",
      ])
    #expect(try Self.planned(json) == Self.declared(json))
  }

  /// Generated catalogs over every shape the compiler distinguishes: the declared list equals
  /// the plan wherever the plan succeeds.
  @Test(arguments: 0..<300)
  func generatedCatalogsDeclareThePlannedFiles(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &* 2_654_435_761 &+ 7)
    let json = PluginCatalogs.json(using: &random)
    guard let planned = try Self.planned(json) else { return }
    #expect(try Self.declared(json) == planned, "\(json)")
  }
}
