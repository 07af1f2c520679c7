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

  /// A catalog with one key whose `en` value reads no argument and, with `german`, whose `de`
  /// value is `root` with a plural substitution `count` that has a `formatSpecifier` and no
  /// `argNum`.
  static func counted(key: String, root: String, specifier: String, forms: (String, String), german: Bool) -> String {
    func unit(_ value: String, _ depth: Int) -> [(Int, String)] {
      [(depth, "\"stringUnit\" : {"), (depth + 1, "\"state\" : \"translated\","), (depth + 1, "\"value\" : \"\(value)\""),
       (depth, "}")]
    }
    var lines: [(Int, String)] = [(0, "{"), (1, "\"sourceLanguage\" : \"en\","), (1, "\"strings\" : {"), (2, "\"\(key)\" : {"),
                                  (3, "\"localizations\" : {")]
    if german {
      lines += [(4, "\"de\" : {")]
      lines += unit(root, 5).dropLast() + [(5, "},"), (5, "\"substitutions\" : {"), (6, "\"count\" : {"),
        (7, "\"formatSpecifier\" : \"\(specifier)\","), (7, "\"variations\" : {"), (8, "\"plural\" : {"), (9, "\"one\" : {")]
      lines += unit(forms.0, 10) + [(9, "},"), (9, "\"other\" : {")] + unit(forms.1, 10)
      lines += [(9, "}"), (8, "}"), (7, "}"), (6, "}"), (5, "}"), (4, "},")]
    }
    lines += [(4, "\"en\" : {")] + unit("starred", 5) + [(4, "}"), (3, "}"), (2, "}"), (1, "},"), (1, "\"version\" : \"1.0\""), (0, "}")]
    return lines.map { String(repeating: "  ", count: $0.0) + $0.1 }.joined(separator: "\n")
  }

  /// Issue case: a `de.xcloc` imported into a catalog without `de` (and named otherwise than
  /// the bundle's copy) warned that nothing gives `count` a specifier, though the key reads
  /// `%lld` at the argument `%#@count@` takes. The new language is the exported one again.
  @Test(arguments: [
    ("favorited %lld", "%#@count@", "lld", ("einmal markiert", "mehrmals markiert")),
    ("favorited %lld", "%#@count@", "lld", ("%arg Stern", "%arg Sterne")),
    ("%@ starred %lu times", "%@ hat %#@count@ markiert", "lu", ("einmal", "%arg-mal")),
    ("%1$@ starred %2$d times", "%@ hat %#@count@ markiert", "d", ("einmal", "oft")),
  ] as [(String, String, String, (String, String))])
  func aNewLanguageTakesTheSpecifierOfTheKeysArgument(key: String, root: String, specifier: String, forms: (String, String))
    throws
  {
    let tree = try Tree([
      "App/Localizable.xcstrings": Self.counted(key: key, root: root, specifier: specifier, forms: forms, german: true),
      "Other/Other.xcstrings": Self.counted(key: key, root: root, specifier: specifier, forms: forms, german: false),
    ])
    var export = ExchangeExportRequest(
      paths: [tree.path("App/Localizable.xcstrings")], output: tree.path("out"), format: .xcloc, toolVersion: "9.9")
    export.languages = ["de"]
    #expect(ExchangeExportRun(request: export, io: CollectedOutput().io()).execute())
    let output = CollectedOutput()
    var run = ImportRun(
      request: ImportRequest(paths: [tree.path("out/de.xcloc")], into: tree.path("Other/Other.xcstrings")), io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(output.standardError == "")
    #expect(try tree.read("Other/Other.xcstrings") == tree.read("App/Localizable.xcstrings"))
  }

  /// A translation that is the catalog's value in another Unicode spelling changes no byte of
  /// the catalog and counts as unchanged; the note shows both spellings.
  @Test(arguments: [("de", "Gr\u{FC}\u{DF}e", "Gru\u{308}\u{DF}e"), ("ar", "\u{0628}\u{0650}\u{0651}", "\u{0628}\u{0651}\u{0650}")])
  func anEquivalentSpellingLeavesTheCatalogAsItIs(language: String, written: String, incoming: String) throws {
    let catalog = Fixture.catalog.replacingOccurrences(of: "\"de\" : {", with: "\"\(language)\" : {")
      .replacingOccurrences(of: "Hallo", with: written)
    let tree = try Tree(["App/Localizable.xcstrings": catalog])
    let bundle = try Self.bundle(language, in: tree)
    let xliff = "\(bundle)/Localized Contents/\(language).xliff"
    try tree.write("back/\(language).xcloc/Localized Contents/\(language).xliff",
                   try tree.read("back/\(language).xcloc/Localized Contents/\(language).xliff").replacingOccurrences(of: "Hiya", with: incoming))
    let output = CollectedOutput()
    var run = ImportRun(request: ImportRequest(paths: [bundle], into: tree.path("App/Localizable.xcstrings")), io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    // Bytes, not `String` equality, which takes canonically equivalent texts as equal.
    #expect(Array(try tree.read("App/Localizable.xcstrings").utf8) == Array(catalog.utf8))
    #expect(output.standardOutput.contains("\n  \(language)              0          1      0        0        0\n"))
    #expect(output.standardError == "\(xliff):5:7: note: '\(language)' value of 'greeting' is the catalog's in another Unicode "
      + "spelling ('\(incoming.escapedScalarsForDisplayInTests)' for '\(written.escapedScalarsForDisplayInTests)'); kept as the catalog writes it\n")
  }
}

extension String {
  /// The escapes the import's notes write, for the scalars these tests use.
  fileprivate var escapedScalarsForDisplayInTests: String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar.value >= 0x300 && scalar.value < 0x370 || scalar.value == 0x650 || scalar.value == 0x651 || scalar.value == 0xFC {
        result += "\\u{" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
