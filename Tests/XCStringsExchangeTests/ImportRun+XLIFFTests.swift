import Foundation
import Testing
import XCStringsBase
import XCStringsConversion
import XCStringsExchange
import XCStringsModel
import XCStringsTestSupport

/// `import` of `.xcloc` bundles as a library user runs it: which language a bundle's
/// translations go into, and what a new language's substitutions keep.
@Suite("import run: xcloc bundles")
struct ImportRunXLIFFTests {
  /// A bundle `<code>.xcloc` whose one file, in `code`, translates `greeting`.
  static func bundle(_ code: String, in tree: Tree) throws -> String {
    let bundle = "back/\(code).xcloc"
    try tree.write("\(bundle)/Localized Contents/\(code).xliff", """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="en" target-language="\(code)" datatype="plaintext">
          <body>
            <trans-unit id="greeting" xml:space="preserve">
              <source>Hello</source>
              <target state="translated">Hiya</target>
              <note>Shown at launch</note>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """)
    return tree.path(bundle)
  }

  static func beside(_ written: String, _ language: String, _ base: String) -> String {
    let read = written == language ? "'\(written)' is" : "'\(written)' is read as '\(language)' and"
    return "\(read) imported as a new language beside the catalog's '\(base)' (pass --language-map \(written)=\(base) "
      + "to import it into '\(base)')"
  }

  /// Issue case: `en-GB.xcloc` went into `en` (the source language, so it was not imported at
  /// all). A code in Apple's form is a localization of its own; only its spelling changes.
  @Test(arguments: [
    ("en-GB", "en-GB", beside("en-GB", "en-GB", "en")),
    ("en_AU", "en-AU", beside("en_AU", "en-AU", "en")),
    ("de-AT", "de-AT", beside("de-AT", "de-AT", "de")),
    ("de_ch", "de-CH", beside("de_ch", "de-CH", "de")),
    ("pt-BR", "pt-BR", nil),
    ("es-419", "es-419", nil),
    ("zh-HK", "zh-HK", nil),
    ("zh-SG", "zh-Hans", "'zh-SG' is read as 'zh-Hans'"),
    ("zh_CN", "zh-Hans", "'zh_CN' is read as 'zh-Hans'"),
    ("zh-TW", "zh-Hant", "'zh-TW' is read as 'zh-Hant'"),
  ] as [(String, String, String?)])
  func aBundleInARegionIsALanguageOfItsOwn(code: String, language: String, note: String?) throws {
    let tree = try Tree(["App/Localizable.xcstrings": Fixture.catalog])
    let bundle = try Self.bundle(code, in: tree)
    let output = CollectedOutput()
    var run = ImportRun(request: ImportRequest(paths: [bundle], into: tree.path("App/Localizable.xcstrings")), io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    let xliff = "\(bundle)/Localized Contents/\(code).xliff"
    #expect(output.standardError == (note.map { "\(xliff):3:3: note: language \($0)\n" } ?? ""))
    let catalog = try tree.read("App/Localizable.xcstrings")
    #expect(catalog.contains(
      "        \"\(language)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n"
        + "            \"value\" : \"Hiya\"\n          }\n        }"))
    // The catalog's own languages are untouched.
    #expect(catalog.contains("\"value\" : \"Hallo\"") && catalog.contains("\"value\" : \"Hello\""))
    #expect(output.standardOutput.contains("\n  \(language) "))
  }

  /// `--language-map` still folds a region into its base language.
  @Test func aLanguageMapFoldsARegionIntoItsBase() throws {
    let tree = try Tree(["App/Localizable.xcstrings": Fixture.catalog])
    let bundle = try Self.bundle("de-AT", in: tree)
    var request = ImportRequest(paths: [bundle], into: tree.path("App/Localizable.xcstrings"))
    request.languageMap = ["de-AT": "de"]
    let output = CollectedOutput()
    var run = ImportRun(request: request, io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(output.standardError == "")
    #expect(try tree.read("App/Localizable.xcstrings") == Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Hiya"))
  }
}
