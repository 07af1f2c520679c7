import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// `export --format xcloc|xliff`: bundles and bare XLIFF files written from catalogs and
/// folders, all or nothing.
@Suite("export --format xcloc|xliff")
struct ExchangeExportTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "bye" : {
          "comment" : "Farewell",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// A project folder: `App.xcodeproj` (development region `en`), `App/Localizable.xcstrings`
  /// and `Kit/Sub/Kit.xcstrings`.
  static func project() throws -> URL {
    let root = try TestPaths.temporaryDirectory()
    try Scratch.write("", to: root.appendingPathComponent(".git/HEAD"))
    try Scratch.write(
      "{ objects = { 1 = { isa = PBXProject; developmentRegion = en; }; }; rootObject = 1; }\n",
      to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    try Scratch.write(catalog, to: root.appendingPathComponent("App/Localizable.xcstrings"))
    try Scratch.write(catalog, to: root.appendingPathComponent("Kit/Sub/Kit.xcstrings"))
    return root
  }

  static func sources(_ root: URL) throws -> [XLIFFSourceCatalog] {
    try [("App/Localizable.xcstrings"), ("Kit/Sub/Kit.xcstrings")].map { original in
      let path = root.appendingPathComponent(original).path
      return XLIFFSourceCatalog(original: original, catalog: try CatalogJSONReader.read(contentsOf: path), path: path)
    }
  }

  @Test func writesOneBundlePerLanguageFromAFolder() throws {
    let root = try Self.project()
    let output = root.appendingPathComponent("out")
    let harness = CommandHarness()
    #expect(harness.run(["export", root.path, "--format", "xcloc", "--output", output.path]) == 0)
    #expect(harness.stdout == "2 catalogs in 2 languages: de, en\nwrote 8 files under \(output.path)\n")
    #expect(harness.stderr == "")
    let tool = XLIFFTool.xcstringsConvert(version: XCStringsCommand.version)
    let expected = try XCLocBundle.files(
      for: Self.sources(root), languages: ["de", "en"], developmentRegion: "en", project: "App.xcodeproj", tool: tool)
    for file in expected {
      #expect(try Data(contentsOf: output.appendingPathComponent(file.path)) == Data(file.bytes), "\(file.path)")
    }
    // A second run finds everything identical and writes nothing.
    let again = CommandHarness()
    #expect(again.run(["export", root.path, "--format", "xcloc", "--output", output.path]) == 0)
    #expect(again.stdout.hasSuffix("wrote 0 files under \(output.path) (8 files already identical, left untouched)\n"))
  }

  @Test func writesBareXLIFFForChosenLanguagesWithOptionsForContents() throws {
    let root = try Self.project()
    let output = root.appendingPathComponent("out")
    let harness = CommandHarness()
    let catalog = root.appendingPathComponent("App/Localizable.xcstrings").path
    #expect(harness.run(["export", catalog, "--format", "xliff", "--languages", "fr", "--output", output.path]) == 0)
    let source = XLIFFSourceCatalog(
      original: "Localizable.xcstrings", catalog: try CatalogJSONReader.read(contentsOf: catalog), path: catalog)
    let expected = try XLIFFExporter.data(
      for: [source], language: "fr", tool: .xcstringsConvert(version: XCStringsCommand.version))
    #expect(try Data(contentsOf: output.appendingPathComponent("fr.xliff")) == Data(expected))
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["fr.xliff"])

    let bundle = root.appendingPathComponent("bundle")
    #expect(
      CommandHarness().run([
        "export", catalog, "--format", "xcloc", "--languages", "de", "--project", "Other.xcworkspace",
        "--development-region", "de", "--output", bundle.path,
      ]) == 0)
    let contents = try Scratch.read(bundle.appendingPathComponent("de.xcloc/contents.json"))
    #expect(contents.contains("\"developmentRegion\" : \"de\""))
    #expect(contents.contains("\"workspace\" : \"Other.xcworkspace\""))
  }

  @Test(arguments: [
    (["--format", "po"], "error: --format takes 'lproj', 'xcloc' or 'xliff', not 'po'"),
    (["--format", "xcloc", "--plist", "xml"], "error: --plist applies to --format lproj only"),
    (["--languages", "de"], "error: --languages applies to --format xcloc or xliff only"),
    (
      ["--format", "xliff", "--project", "App"],
      "error: --project takes a name ending in '.xcodeproj' or '.xcworkspace', not 'App'"
    ),
  ])
  func refusesOptionsThatDoNotFit(_ options: [String], _ message: String) throws {
    let root = try Self.project()
    let harness = CommandHarness()
    #expect(
      harness.run(["export", root.appendingPathComponent("App/Localizable.xcstrings").path, "--output", "/tmp/x"] + options) == 64
    )
    #expect(harness.stderr.hasPrefix(message + "\n"))
  }

  @Test func refusesCollidingKeysAtTheirLocationAndWritesNothing() throws {
    let root = try Self.project()
    try Scratch.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : { "localizations" : { "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "one" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "other" } } } } } } },
          "a|==|plural.one" : { }
        },
        "version" : "1.0"
      }
      """, to: root.appendingPathComponent("Kit/Sub/Kit.xcstrings"))
    let output = root.appendingPathComponent("out")
    let harness = CommandHarness()
    #expect(harness.run(["export", root.path, "--format", "xcloc", "--output", output.path]) == 1)
    let path = root.appendingPathComponent("Kit/Sub/Kit.xcstrings").path
    #expect(
      harness.stderr == """
        \(path):7:5: warning: key 'a|==|plural.one' ends like the XLIFF unit id of a variation; Xcode ignores its translations when importing
        \(path):7:5: error: key 'a|==|plural.one' has the same XLIFF unit id as a variation of key 'a'; Xcode cannot export both
        error: nothing was written

        """)
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }

  @Test func writesAllOrNothingWhenAFileFails() throws {
    let root = try Self.project()
    let output = root.appendingPathComponent("out")
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("en.xcloc/Localized Contents/en.xliff") }
    let harness = CommandHarness()
    #expect(harness.run(["export", root.path, "--format", "xcloc", "--output", output.path], faults: faults) == 1)
    #expect(harness.stderr.hasSuffix("error: nothing was written\n"))
    let left = FileManager.default.enumerator(atPath: output.path)?.allObjects.compactMap { $0 as? String } ?? []
    #expect(left.filter { !FileIO.isDirectory(output.appendingPathComponent($0).path) } == [])
  }

  @Test func keepsFilesWithOtherContentUnlessForced() throws {
    let root = try Self.project()
    let output = root.appendingPathComponent("out")
    try Scratch.write("old", to: output.appendingPathComponent("de.xliff"))
    let harness = CommandHarness()
    #expect(harness.run(["export", root.path, "--format", "xliff", "--output", output.path]) == 1)
    #expect(
      harness.stderr
        == "\(output.path)/de.xliff: error: file exists with other content; use --force to replace it\nerror: nothing was written\n"
    )
    #expect(try Scratch.read(output.appendingPathComponent("de.xliff")) == "old")
    #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("en.xliff").path))
    #expect(CommandHarness().run(["export", root.path, "--format", "xliff", "--output", output.path, "--force"]) == 0)
    #expect(try Scratch.read(output.appendingPathComponent("de.xliff")).hasPrefix("<?xml"))
  }
}

extension ExchangeExportTests {
  /// A catalog in eight languages whose key `a` is a plural with a `one` form in `zh` only
  /// (so only the last document can collide with the key `a|==|plural.one`).
  static func eightLanguages(colliding: Bool) -> String {
    let languages = ["de", "en", "es", "fr", "it", "ja", "ko", "zh"]
    func unit(_ value: String) -> String { "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
    let plural = "{ \"variations\" : { \"plural\" : { \"one\" : \(unit("1")), \"other\" : \(unit("n")) } } }"
    let a = languages.map { "\"\($0)\" : \($0 == "zh" && colliding ? plural : unit("a \($0)"))" }.joined(separator: ", ")
    let b = languages.map { "\"\($0)\" : \(unit("b \($0)"))" }.joined(separator: ", ")
    return """
      { "sourceLanguage" : "en", "strings" : {
        "a" : { "localizations" : { \(a) } },
        "a|==|plural.one" : { "localizations" : { "en" : \(unit("literal")) } },
        "b" : { "localizations" : { \(b) } }
      }, "version" : "1.0" }
      """
  }

  /// Files under a folder, temporary ones included (folders left out).
  static func files(under folder: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
    return all.filter { !FileIO.isDirectory(folder.appendingPathComponent($0).path) }.sorted()
  }

  /// Bundles are written while later ones are made: an error in the last language's document,
  /// a file in conflict there, or a failed write there still leaves nothing behind, not even
  /// the temporary files of the languages written before it.
  @Test func writesNothingWhenALaterLanguageFails() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("L.xcstrings")
    let output = root.appendingPathComponent("out")
    try Scratch.write(Self.eightLanguages(colliding: true), to: catalog)
    let failing = CommandHarness()
    #expect(failing.run(["export", catalog.path, "--format", "xcloc", "--output", output.path]) == 1)
    #expect(
      failing.stderr.contains(
        "error: key 'a|==|plural.one' has the same XLIFF unit id as a variation of key 'a'; Xcode cannot export both\n"))
    #expect(failing.stderr.hasSuffix("error: nothing was written\n"))
    #expect(Self.files(under: output) == [])

    try Scratch.write(Self.eightLanguages(colliding: false), to: catalog)
    try Scratch.write("old", to: output.appendingPathComponent("zh.xcloc/contents.json"))
    let conflicting = CommandHarness()
    #expect(conflicting.run(["export", catalog.path, "--format", "xcloc", "--output", output.path]) == 1)
    #expect(
      conflicting.stderr.hasSuffix(
        """
        ends like the XLIFF unit id of a variation; Xcode ignores its translations when importing
        \(output.path)/zh.xcloc/contents.json: error: file exists with other content; use --force to replace it
        error: nothing was written

        """))
    #expect(Self.files(under: output) == ["zh.xcloc/contents.json"])
    try FileManager.default.removeItem(at: output)

    var faults = FileTransaction.Faults()
    faults.failWrite = { $0.hasSuffix("zh.xcloc/contents.json") }
    let unwritable = CommandHarness()
    #expect(unwritable.run(["export", catalog.path, "--format", "xcloc", "--output", output.path], faults: faults) == 1)
    #expect(unwritable.stderr.hasSuffix("error: nothing was written\n"))
    #expect(Self.files(under: output) == [])

    // Without a fault, all 24 files (three per bundle) are written: the first 18 went to the
    // disk as one batch before the last bundles were made.
    let writing = CommandHarness()
    #expect(writing.run(["export", catalog.path, "--format", "xcloc", "--output", output.path]) == 0)
    #expect(Self.files(under: output).count == 24)
  }
}
