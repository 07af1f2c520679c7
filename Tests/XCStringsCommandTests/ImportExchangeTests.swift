import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// `import` of `.xcloc` bundles and `.xliff` files made by `export --format xcloc|xliff` (or
/// by Xcode, or a translation platform).
@Suite("import of .xcloc and .xliff")
struct ImportExchangeTests {
  /// A project as ``ExchangeExportTests/project()`` makes it, exported to `out` as bundles.
  static func exported() throws -> (root: URL, out: URL) {
    let root = try ExchangeExportTests.project()
    let out = root.appendingPathComponent("out")
    #expect(CommandHarness().run(["export", root.path, "--format", "xcloc", "--output", out.path]) == 0)
    return (root, out)
  }

  static func edit(_ url: URL, _ old: String, _ new: String) throws {
    let text = try Scratch.read(url)
    #expect(text.contains(old))
    try Scratch.write(text.replacingOccurrences(of: old, with: new), to: url)
  }

  @Test func untouchedBundlesChangeNothing() throws {
    let (root, out) = try Self.exported()
    let catalog = root.appendingPathComponent("App/Localizable.xcstrings")
    let before = try Data(contentsOf: catalog)
    let harness = CommandHarness()
    #expect(harness.run(["import", out.appendingPathComponent("de.xcloc").path, "--into", root.path]) == 0)
    #expect(harness.stdout.contains("Localizable: unchanged \(root.path)/App/Localizable.xcstrings"))
    #expect(try Data(contentsOf: catalog) == before)
  }

  /// A language removed from the catalog and imported again from its bundle: its substitution
  /// takes back the format specifier its forms do not show (from the bundle's Source
  /// Contents), so the catalog is as it was and its `.stringsdict` names the value type.
  @Test func aNewLanguageFromABundleKeepsItsSubstitutionsFormatSpecifier() throws {
    func localization(_ forms: KeyedList<Variation>) -> Localization {
      Localization(
        stringUnit: StringUnit(state: .translated, value: "%#@n@"),
        substitutions: ["n": Substitution(formatSpecifier: "lld", variations: Variations(plural: forms))])
    }
    let english = localization(["one": .unit("%arg item"), "other": .unit("%arg items")])
    let german = localization(["one": .unit("ein Ding"), "other": .unit("viele Dinge")])
    let full = StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(localizations: ["de": german, "en": english])])
    let root = try TestPaths.temporaryDirectory()
    let path = root.appendingPathComponent("Localizable.xcstrings").path
    try Data(CatalogJSONWriter.data(for: full)).write(to: URL(fileURLWithPath: path))
    let out = root.appendingPathComponent("out").path
    #expect(CommandHarness().run(["export", path, "--format", "xcloc", "--languages", "de", "--output", out]) == 0)
    var without = full
    without.strings["k"]?.localizations?["de"] = nil
    try Data(CatalogJSONWriter.data(for: without)).write(to: URL(fileURLWithPath: path))
    let harness = CommandHarness()
    #expect(harness.run(["import", out + "/de.xcloc", "--into", path]) == 0)
    #expect(harness.stderr == "")
    #expect(try CatalogJSONReader.read(contentsOf: path) == full)
    let lproj = root.appendingPathComponent("lproj").path
    #expect(CommandHarness().run(["export", path, "--output", lproj]) == 0)
    let stringsdict = try Scratch.read(URL(fileURLWithPath: lproj + "/de.lproj/Localizable.stringsdict"))
    #expect(stringsdict.contains("<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>"))
  }

  @Test func aNewLanguageWithoutAnySpecifierIsReported() throws {
    // No Source Contents, a source language without the substitution, and a key that is no
    // format: nothing gives the specifier, which the import says.
    let catalog = StringCatalog(sourceLanguage: "en", strings: ["k": CatalogEntry(localizations: ["en": .unit("Items")])])
    let root = try TestPaths.temporaryDirectory()
    let path = root.appendingPathComponent("Localizable.xcstrings").path
    try Data(CatalogJSONWriter.data(for: catalog)).write(to: URL(fileURLWithPath: path))
    let xliff = root.appendingPathComponent("de.xliff")
    try Scratch.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="en" datatype="plaintext" target-language="de">
          <body>
            <trans-unit id="k" xml:space="preserve"><source>Items</source><target state="translated">%#@n@</target></trans-unit>
            <trans-unit id="k|==|substitutions.n.plural.one" xml:space="preserve"><source>Items</source><target state="translated">ein Ding</target></trans-unit>
            <trans-unit id="k|==|substitutions.n.plural.other" xml:space="preserve"><source>Items</source><target state="translated">viele Dinge</target></trans-unit>
          </body>
        </file>
      </xliff>
      """, to: xliff)
    let harness = CommandHarness()
    #expect(harness.run(["import", xliff.path, "--into", path]) == 0)
    #expect(
      harness.stderr.contains(
        "\(xliff.path):5:7: warning: substitution 'n' of 'k' [de] has no format specifier: neither the file, the bundle's "
          + "Source Contents, the source language nor the key gives one, so an .lproj export will write its .stringsdict "
          + "without NSStringFormatValueTypeKey\n"))
  }

  @Test func importsChangedAndReviewedTranslationsAndSkipsUnfinishedOnes() throws {
    let (root, out) = try Self.exported()
    let xliff = out.appendingPathComponent("de.xcloc/Localized Contents/de.xliff")
    let text = try Scratch.read(xliff)
    // The App catalog's unit becomes a reviewed change, the Kit catalog's an unfinished one.
    let parts = text.components(separatedBy: "<target state=\"translated\">Tschüss</target>")
    #expect(parts.count == 3)
    try Scratch.write(
      parts[0] + "<target state=\"needs-review-l10n\">Ciao</target>" + parts[1] + "<target state=\"new\">Bye</target>" + parts[2],
      to: xliff)
    let harness = CommandHarness()
    #expect(harness.run(["import", out.appendingPathComponent("de.xcloc").path, "--into", root.path]) == 0)
    let app = try CatalogJSONReader.read(contentsOf: root.appendingPathComponent("App/Localizable.xcstrings").path)
    #expect(app.strings["bye"]?["de"] == .unit("Ciao", state: .needsReview))
    let kit = try CatalogJSONReader.read(contentsOf: root.appendingPathComponent("Kit/Sub/Kit.xcstrings").path)
    #expect(kit.strings["bye"]?["de"] == .unit("Tschüss"))
    #expect(harness.stderr.contains("note: unit 'bye' is not imported: its state 'new' marks an unfinished translation"))
  }

  @Test func refusesAMissingCatalogAndWritesNothing() throws {
    let (root, out) = try Self.exported()
    try FileManager.default.removeItem(at: root.appendingPathComponent("Kit/Sub/Kit.xcstrings"))
    let xliff = out.appendingPathComponent("de.xcloc/Localized Contents/de.xliff")
    try Self.edit(xliff, "Tschüss", "Ciao")
    let before = try Data(contentsOf: root.appendingPathComponent("App/Localizable.xcstrings"))
    let harness = CommandHarness()
    #expect(harness.run(["import", out.appendingPathComponent("de.xcloc").path, "--into", root.path]) == 1)
    #expect(harness.stderr.contains("error: no catalog '\(root.path)/Kit/Sub/Kit.xcstrings' for file 'Kit/Sub/Kit.xcstrings'"))
    #expect(harness.stderr.hasSuffix("error: nothing was written\n"))
    #expect(try Data(contentsOf: root.appendingPathComponent("App/Localizable.xcstrings")) == before)
  }

  @Test func skipsOtherFilesAndReportsMalformedOnesWhereTheyBreak() throws {
    let (root, _) = try Self.exported()
    let other = root.appendingPathComponent("other.xliff")
    try Scratch.write(
      """
      <?xml version='1.0' encoding='utf-8'?>
      <xliff><file original="Base.lproj/Main.storyboard" target-language="de"><body/></file></xliff>
      """, to: other)
    let harness = CommandHarness()
    #expect(harness.run(["import", other.path, "--into", root.path]) == 0)
    #expect(
      harness.stderr == "\(other.path):2:8: note: file 'Base.lproj/Main.storyboard' is not a string catalog; it is skipped\n")
    let broken = root.appendingPathComponent("broken.xliff")
    try Scratch.write("<xliff>\n  <file original=\"App/Localizable.xcstrings\">\n", to: broken)
    let failing = CommandHarness()
    #expect(failing.run(["import", broken.path, "--into", root.path]) == 1)
    #expect(failing.stderr == "\(broken.path):3:1: error: expected '</file>', found end of file\nerror: nothing was written\n")
  }
}

extension ImportExchangeTests {
  /// Bundles alone, into one catalog: no legacy table is looked for.
  @Test func importsBundlesIntoTheCatalogGivenAsInto() throws {
    let (root, out) = try Self.exported()
    let catalog = root.appendingPathComponent("App/Localizable.xcstrings")
    try Self.edit(out.appendingPathComponent("de.xcloc/Localized Contents/de.xliff"), "Tschüss", "Servus")
    let harness = CommandHarness()
    #expect(harness.run(["import", out.appendingPathComponent("de.xcloc").path, "--into", catalog.path]) == 0)
    #expect(try CatalogJSONReader.read(contentsOf: catalog.path).strings["bye"]?["de"] == .unit("Servus"))
    // The Kit catalog's file names another catalog: skipped with a warning.
    #expect(
      harness.stderr.contains("warning: file 'Kit/Sub/Kit.xcstrings' skipped: --into names the catalog 'Localizable.xcstrings'"))
  }
}

extension ImportExchangeTests {
  /// A catalog of `count` plain keys (`k0`…) and a plural `items`, in English, German and French.
  static func largerCatalog(count: Int) -> String {
    func unit(_ value: String) -> String { "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
    func plural(_ one: String, _ other: String) -> String {
      "{ \"variations\" : { \"plural\" : { \"one\" : \(unit(one)), \"other\" : \(unit(other)) } } }"
    }
    var entries = (0..<count).map { index in
      "\"k\(index)\" : { \"localizations\" : { \"de\" : \(unit("D\(index)")), \"en\" : \(unit("E\(index)")), \"fr\" : \(unit("F\(index)")) } }"
    }
    entries.append(
      "\"items\" : { \"localizations\" : { \"de\" : \(plural("ein", "viele")), \"en\" : \(plural("one", "many")), \"fr\" : \(plural("un", "beaucoup")) } }"
    )
    return "{ \"sourceLanguage\" : \"en\", \"strings\" : { " + entries.joined(separator: ", ") + " }, \"version\" : \"1.0\" }"
  }

  /// The summary rows of a run's output, as words (`de 0 14 0 0 0`).
  static func rows(_ stdout: String) -> [String] {
    stdout.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ").joined(separator: " ") }
  }

  /// Every bundle at once (read and mapped on several threads): untouched keys count as
  /// unchanged, the one edit as changed, the source language as skipped, whatever order the
  /// bundles are given in.
  @Test func countsEveryUnitOfSeveralBundles() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(Self.largerCatalog(count: 12), to: catalog)
    let out = root.appendingPathComponent("out")
    #expect(CommandHarness().run(["export", catalog.path, "--format", "xcloc", "--output", out.path]) == 0)
    try Self.edit(out.appendingPathComponent("fr.xcloc/Localized Contents/fr.xliff"), ">F3<", ">Trois<")
    for order in [["de", "en", "fr"], ["fr", "en", "de"]] {
      let copy = root.appendingPathComponent("copy.xcstrings")
      try? FileManager.default.removeItem(at: copy)
      try FileManager.default.copyItem(at: catalog, to: copy)
      let harness = CommandHarness()
      let bundles = order.map { out.appendingPathComponent("\($0).xcloc").path }
      #expect(harness.run(["import"] + bundles + ["--into", copy.path]) == 0)
      // 12 plain keys and the two plural forms German and French use for integers.
      #expect(Self.rows(harness.stdout) == ["de 0 14 0 0 0", "en 0 0 0 14 0", "fr 1 13 0 0 0"], "\(order)")
      #expect(harness.stderr == "note: source language 'en' not imported (pass --include-source to import it)\n")
      #expect(try CatalogJSONReader.read(contentsOf: copy.path).strings["k3"]?["fr"] == .unit("Trois"))
    }
    // Only French: the other bundles' units are skipped.
    let harness = CommandHarness()
    let bundles = ["de", "en", "fr"].map { out.appendingPathComponent("\($0).xcloc").path }
    #expect(harness.run(["import"] + bundles + ["--into", catalog.path, "--languages", "fr", "--dry-run"]) == 0)
    #expect(Self.rows(harness.stdout) == ["de 0 0 0 14 0", "en 0 0 0 14 0", "fr 1 13 0 0 0"])
  }

  /// Documents read on several threads report their errors in the order they were given.
  @Test func reportsBrokenDocumentsInTheOrderGiven() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(Self.largerCatalog(count: 2), to: catalog)
    let first = root.appendingPathComponent("z.xliff")
    let second = root.appendingPathComponent("a.xliff")
    try Scratch.write("<xliff>\n<file original=\"Localizable.xcstrings\">", to: first)
    try Scratch.write("<xliff>\n</file>", to: second)
    let harness = CommandHarness()
    #expect(harness.run(["import", first.path, second.path, "--into", catalog.path]) == 1)
    #expect(
      harness.stderr == """
        \(first.path):2:40: error: expected '</file>', found end of file
        \(second.path):2:1: error: expected '</xliff>', found '</file>'
        error: nothing was written

        """)
  }

  // MARK: - Languages and documents from translation platforms

  /// A catalog with `hello` in English, German and Polish, and the path of an XLIFF document
  /// beside it named `name`, holding one `<file>` with `attributes` and one unit for `hello`.
  static func platformFiles(
    name: String, attributes: String, target: String = "<target>Witaj!</target>", unit: String = "xml:space=\"preserve\""
  ) throws -> (catalog: String, document: String) {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("Localizable.xcstrings").path
    let model = StringCatalog(
      sourceLanguage: "en",
      strings: [
        "hello": CatalogEntry(localizations: ["de": .unit("Hallo"), "en": .unit("Hello"), "pl": .unit("Cześć")])
      ])
    try Data(CatalogJSONWriter.data(for: model)).write(to: URL(fileURLWithPath: catalog))
    let document = root.appendingPathComponent(name).path
    try Scratch.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="en" datatype="plaintext"\(attributes)>
          <body>
            <trans-unit id="hello" \(unit)><source>Hello</source>\(target)</trans-unit>
          </body>
        </file>
      </xliff>
      """, to: URL(fileURLWithPath: document))
    return (catalog, document)
  }

  @Test func aFileWithoutALanguageIsAnErrorUnlessItsNameOrLanguagesSayIt() throws {
    let (catalog, document) = try Self.platformFiles(name: "translated.xliff", attributes: "")
    let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
    let harness = CommandHarness()
    #expect(harness.run(["import", document, "--into", catalog]) == 1)
    #expect(
      harness.stderr == """
        \(document):3:3: error: file 'Localizable.xcstrings' has no target-language, so its translations have no language: \
        name the bundle or file after the language (de.xcloc, de.xliff) or pass --languages with one language
        error: nothing was written

        """)
    #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
    // --languages with one language gives it.
    #expect(CommandHarness().run(["import", document, "--into", catalog, "--languages", "pl"]) == 0)
    #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["hello"]?["pl"] == .unit("Witaj!"))
    // So does a file named after its language.
    let (other, named) = try Self.platformFiles(name: "pl.xliff", attributes: "")
    #expect(CommandHarness().run(["import", named, "--into", other]) == 0)
    #expect(try CatalogJSONReader.read(contentsOf: other).strings["hello"]?["pl"] == .unit("Witaj!"))
  }

  @Test(arguments: [
    ("zh_CN", "zh-Hans", "'zh_CN' is read as 'zh-Hans'"),
    (
      "pl-PL", "pl-PL",
      "'pl-PL' is imported as a new language beside the catalog's 'pl' (pass --language-map pl-PL=pl to import it into 'pl')"
    ),
    (
      "en_GB", "en-GB",
      "'en_GB' is read as 'en-GB' and imported as a new language beside the catalog's 'en' (pass --language-map en_GB=en to import it into 'en')"
    ),
    ("zh-SG", "zh-Hans", "'zh-SG' is read as 'zh-Hans'"),
    ("PL", "pl", "'PL' is read as 'pl'"),
  ])
  func platformLanguageCodesGoWhereTheAppLooks(written: String, language: String, note: String) throws {
    let (catalog, document) = try Self.platformFiles(name: "x.xliff", attributes: " target-language=\"\(written)\"")
    let harness = CommandHarness()
    #expect(harness.run(["import", document, "--into", catalog]) == 0)
    #expect(harness.stderr == "\(document):3:3: note: language \(note)\n")
    let imported = try CatalogJSONReader.read(contentsOf: catalog)
    #expect(imported.strings["hello"]?[LanguageCode(rawValue: language)] == .unit("Witaj!"))
    #expect(imported.strings["hello"]?.localizations?.keys.sorted() == Array(Set(["de", "en", "pl", language])).sorted())
  }

  @Test func aLanguageMapFoldsARegionIntoItsBase() throws {
    let (catalog, document) = try Self.platformFiles(name: "x.xliff", attributes: " target-language=\"pl-PL\"")
    #expect(CommandHarness().run(["import", document, "--into", catalog, "--language-map", "pl-PL=pl"]) == 0)
    let imported = try CatalogJSONReader.read(contentsOf: catalog)
    #expect(imported.strings["hello"]?["pl"] == .unit("Witaj!"))
    #expect(imported.strings["hello"]?["pl-PL"] == nil)
  }

  @Test func xliff2IsAnErrorAndNothingIsWritten() throws {
    let (catalog, document) = try Self.platformFiles(name: "x.xliff", attributes: " target-language=\"pl\"")
    try Scratch.write(
      """
      <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="pl">
        <file id="f"><unit id="hello"><segment><source>Hello</source><target>Witaj!</target></segment></unit></file>
      </xliff>
      """, to: URL(fileURLWithPath: document))
    let before = try Data(contentsOf: URL(fileURLWithPath: catalog))
    let harness = CommandHarness()
    #expect(harness.run(["import", document, "--into", catalog]) == 1)
    #expect(
      harness.stderr.hasPrefix(
        "\(document):1:1: error: XLIFF version '2.0' is not supported; export XLIFF 1.2 (the version Xcode reads and writes)\n"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: catalog)) == before)
  }

  @Test func aReviewFlagOnAnUnchangedValueIsApplied() throws {
    let (catalog, document) = try Self.platformFiles(
      name: "x.xliff", attributes: " target-language=\"pl\"", target: "<target state=\"needs-review-translation\">Cześć</target>")
    let harness = CommandHarness()
    #expect(harness.run(["import", document, "--into", catalog]) == 0)
    #expect(Self.rows(harness.stdout) == ["pl 1 0 0 0 0"])
    #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["hello"]?["pl"] == .unit("Cześć", state: .needsReview))
    // Once flagged, the same file changes nothing.
    let again = CommandHarness()
    #expect(again.run(["import", document, "--into", catalog]) == 0)
    #expect(Self.rows(again.stdout) == ["pl 0 1 0 0 0"])
  }

  @Test func aPrettyPrintedTargetLosesItsLayout() throws {
    let (catalog, document) = try Self.platformFiles(
      name: "x.xliff", attributes: " target-language=\"pl\"", target: "<target>\n          Witaj!\n        </target>", unit: "")
    let harness = CommandHarness()
    #expect(harness.run(["import", document, "--into", catalog]) == 0)
    #expect(harness.stderr.contains("note: whitespace with a line break around the target of 'hello' is taken for layout"))
    #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["hello"]?["pl"] == .unit("Witaj!"))
  }

  @Test func aFolderOfBundlesImportsEveryBundle() throws {
    let (root, out) = try Self.exported()
    for language in ["de", "fr"]
    where FileManager.default.fileExists(atPath: out.appendingPathComponent("\(language).xcloc").path) {
      try Self.edit(
        out.appendingPathComponent("\(language).xcloc/Localized Contents/\(language).xliff"), "</target>", "!</target>")
    }
    let harness = CommandHarness()
    #expect(harness.run(["import", out.path, "--into", root.path]) == 0, "\(harness.stderr)")
    #expect(harness.stdout.contains("Localizable: updated \(root.path)/App/Localizable.xcstrings\n"), "\(harness.stdout)")
    #expect(harness.stdout.contains("Kit: updated \(root.path)/Kit/Sub/Kit.xcstrings\n"), "\(harness.stdout)")
  }

  /// The source language's bundle holds `new` copies of keys that have no source unit: they
  /// are not imported, and that is said once, not once a unit.
  @Test func aSkippedSourceLanguageIsSaidOnce() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("Localizable.xcstrings").path
    let model = StringCatalog(
      sourceLanguage: "en",
      strings: KeyedList(
        (0..<20).map { index in
          ("key \(index)", CatalogEntry(localizations: ["de": .unit("Wert \(index)")]))
        }))
    try Data(CatalogJSONWriter.data(for: model)).write(to: URL(fileURLWithPath: catalog))
    let out = root.appendingPathComponent("out").path
    #expect(CommandHarness().run(["export", catalog, "--format", "xcloc", "--output", out]) == 0)
    let harness = CommandHarness()
    #expect(harness.run(["import", out + "/en.xcloc", out + "/de.xcloc", "--into", catalog]) == 0)
    #expect(harness.stderr == "note: source language 'en' not imported (pass --include-source to import it)\n")
    #expect(Self.rows(harness.stdout) == ["de 0 20 0 0 0", "en 0 0 0 20 0"])
  }
}
