import Foundation
import Testing
import XCStringsBase
import XCStringsConversion
import XCStringsExchange
import XCStringsModel
import XCStringsTestSupport

/// `import` of `.xliff` files and `.xcloc` bundles: which catalog each `<file>` goes into when
/// several catalogs share a name (an app and its extensions each have a
/// `Localizable.xcstrings`).
@Suite("import run of .xcloc and .xliff")
struct ImportRunXLIFFTests {
  /// A tree with one `Localizable.xcstrings` in each folder under `P`, whose German value
  /// names its folder's index (`Hallo 0`, `Hallo 1`, …).
  static func project(_ folders: [String]) throws -> Tree {
    var files: [String: String] = [:]
    for (index, folder) in folders.enumerated() {
      files["P/\(folder)/Localizable.xcstrings"] = Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Hallo \(index)")
    }
    return try Tree(files)
  }

  /// Exports `paths` (relative to the tree) to `out` in German, as `export --format`.
  static func export(_ tree: Tree, _ paths: [String], format: ExchangeExportRequest.Format) {
    var request = ExchangeExportRequest(paths: paths.map(tree.path), output: tree.path("out"), format: format, toolVersion: "9.9")
    request.languages = ["de"]
    let output = CollectedOutput()
    #expect(output.collect(ExchangeExportRun(request: request).run()), "\(output.standardError)")
  }

  /// The German XLIFF document of an export, relative to the tree.
  static func document(_ format: ExchangeExportRequest.Format) -> String {
    format == .xcloc ? "out/de.xcloc/Localized Contents/de.xliff" : "out/de.xliff"
  }

  static func importing(_ tree: Tree, _ format: ExchangeExportRequest.Format, into: String) -> (Bool, CollectedOutput) {
    let path = format == .xcloc ? tree.path("out/de.xcloc") : tree.path("out/de.xliff")
    let output = CollectedOutput()
    var run = ImportRun(request: ImportRequest(paths: [path], into: tree.path(into)))
    run.hints = CollectedOutput.markingHints
    return (output.collect(run.run()), output)
  }

  /// Where `needle` starts in `text`, as `line:column`.
  static func position(of needle: String, in text: String) -> String {
    let lines = text.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      if let range = line.range(of: needle) {
        return "\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
      }
    }
    Issue.record("'\(needle)' not found")
    return "?"
  }

  static let layouts: [[String]] = [
    ["A", "B"],
    ["App", "Widget"],
    ["App", "Extensions/Widget", "Kit/Sources/Kit/Resources"],
  ]

  /// `--into CATALOG` takes the one `<file>` whose `original` is that catalog, however many
  /// files of the same name the document holds; the others are skipped with a warning.
  @Test(arguments: layouts, [ExchangeExportRequest.Format.xliff, .xcloc])
  func intoACatalogTakesOnlyItsOwnFile(folders: [String], format: ExchangeExportRequest.Format) throws {
    for chosen in folders.indices {
      let tree = try Self.project(folders)
      Self.export(tree, ["P"], format: format)
      let document = Self.document(format)
      var text = try tree.read(document)
      for index in folders.indices { text = text.replacingOccurrences(of: ">Hallo \(index)<", with: ">Hallo \(index) neu<") }
      try tree.write(document, text)
      let into = "P/\(folders[chosen])/Localizable.xcstrings"
      let (succeeded, output) = Self.importing(tree, format, into: into)
      #expect(succeeded)
      for index in folders.indices {
        let value = index == chosen ? "Hallo \(index) neu" : "Hallo \(index)"
        #expect(
          try tree.read("P/\(folders[index])/Localizable.xcstrings")
            == Fixture.catalog.replacingOccurrences(of: "Hallo", with: value))
      }
      #expect(
        output.standardOutput == """
          Localizable: updated \(tree.path(into))
            language  changed  unchanged  added  skipped  unknown
            de              1          0      0        0        0

          """)
      // The other files, in the document's order.
      let others = folders.indices.filter { $0 != chosen }.map { "\(folders[$0])/Localizable.xcstrings" }
        .sorted { text.range(of: "\"\($0)\"")!.lowerBound < text.range(of: "\"\($1)\"")!.lowerBound }
      #expect(
        output.standardError
          == others.map { original in
            "\(tree.path(document)):\(Self.position(of: "<file original=\"\(original)\"", in: text)): warning: file '\(original)' "
              + "skipped: [skipped-by-destination] names the catalog of file '\(folders[chosen])/Localizable.xcstrings'\n"
          }.joined())
    }
  }

  /// When the name alone cannot tell which `<file>` is the catalog, nothing is imported and the
  /// error names the candidates.
  @Test(arguments: [ExchangeExportRequest.Format.xliff, .xcloc])
  func intoACatalogRefusesFilesItCannotTellApart(format: ExchangeExportRequest.Format) throws {
    let tree = try Self.project(["A", "B"])
    Self.export(tree, ["P"], format: format)
    // A copy of the catalog in a folder named like neither file.
    try tree.write("C/Localizable.xcstrings", Fixture.catalog)
    let before = tree.snapshot()
    let (succeeded, output) = Self.importing(tree, format, into: "C/Localizable.xcstrings")
    #expect(!succeeded)
    #expect(tree.snapshot() == before)
    let document = Self.document(format)
    let at = Self.position(of: "<file original=\"A/Localizable.xcstrings\"", in: try tree.read(document))
    #expect(
      output.standardError == """
        \(tree.path(document)):\(at): error: several files named 'Localizable.xcstrings' may be the catalog \
        '\(tree.path("C/Localizable.xcstrings"))': 'A/Localizable.xcstrings', 'B/Localizable.xcstrings'[several-files-for-catalog]
        error: nothing was written

        """)
  }

  /// Two files whose `original`s both end like the catalog's path are as ambiguous.
  @Test func intoACatalogRefusesTwoFilesThatBothEndLikeIt() throws {
    let tree = try Tree(["A/Localizable.xcstrings": Fixture.catalog])
    let files = ["Localizable.xcstrings", "A/Localizable.xcstrings", "B/Localizable.xcstrings"].map { original in
      """
        <file original="\(original)" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="greeting" xml:space="preserve">
              <source>Hello</source>
              <target state="translated">Servus</target>
            </trans-unit>
          </body>
        </file>
      """
    }
    try tree.write(
      "de.xliff",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      \(files.joined(separator: "\n"))
      </xliff>

      """)
    let before = tree.snapshot()
    let output = CollectedOutput()
    var run = ImportRun(
      request: ImportRequest(paths: [tree.path("de.xliff")], into: tree.path("A/Localizable.xcstrings")))
    run.hints = CollectedOutput.markingHints
    let ran = output.collect(run.run())
    #expect(!ran)
    #expect(tree.snapshot() == before)
    let at = Self.position(of: "<file original=\"Localizable.xcstrings\"", in: try tree.read("de.xliff"))
    #expect(
      output.standardError == """
        \(tree.path("de.xliff")):\(at): error: several files named 'Localizable.xcstrings' may be the catalog \
        '\(tree.path("A/Localizable.xcstrings"))': 'Localizable.xcstrings', 'A/Localizable.xcstrings'[several-files-for-catalog]
        error: nothing was written

        """)
  }
}

extension ImportRunXLIFFTests {
  /// `--into FOLDER` where `FOLDER/<original>` is not a catalog: the one catalog under the
  /// folder whose path ends with `original` (bundles passed over) takes the file.
  @Test(arguments: [
    (["I/Sub/Localizable.xcstrings"], "I", "I/Sub"),
    (["I/Sub/Localizable.xcstrings"], "I", ""),
    (["I/a/b/Localizable.xcstrings", "I/c/Localizable.xcstrings"], "I", ""),
    (["I/a/b/Localizable.xcstrings", "I/c/Localizable.xcstrings"], "I/a", "I"),
  ])
  func intoAFolderFindsTheCatalogThatEndsWithTheOriginal(catalogs: [String], exported: String, into: String) throws {
    var files: [String: String] = [:]
    for path in catalogs { files[path] = Fixture.catalog }
    let tree = try Tree(files)
    Self.export(tree, [exported], format: .xcloc)
    let document = Self.document(.xcloc)
    try tree.write(document, try tree.read(document).replacingOccurrences(of: ">Hallo<", with: ">Servus<"))
    let output = CollectedOutput()
    let run = ImportRun(
      request: ImportRequest(paths: [tree.path("out/de.xcloc")], into: into.isEmpty ? tree.root : tree.path(into)))
    let ran = output.collect(run.run())
    #expect(ran, "\(output.standardError)")
    #expect(output.standardError == "")
    let exportedCatalogs = catalogs.filter { $0.hasPrefix(exported + "/") }
    for path in catalogs {
      let value = exportedCatalogs.contains(path) ? "Servus" : "Hallo"
      #expect(try tree.read(path) == Fixture.catalog.replacingOccurrences(of: "Hallo", with: value), "\(path)")
    }
  }

  /// Several catalogs under the folder end with the `original`: an error names them.
  @Test func intoAFolderRefusesSeveralCatalogsThatEndWithTheOriginal() throws {
    let tree = try Tree(["I/x/Sub/Localizable.xcstrings": Fixture.catalog, "I/y/Sub/Localizable.xcstrings": Fixture.catalog])
    Self.export(tree, ["I/x"], format: .xliff)
    let before = tree.snapshot()
    let output = CollectedOutput()
    var run = ImportRun(request: ImportRequest(paths: [tree.path("out/de.xliff")], into: tree.path("I")))
    run.hints = CollectedOutput.markingHints
    let ran = output.collect(run.run())
    #expect(!ran)
    #expect(tree.snapshot() == before)
    let at = Self.position(of: "<file original=\"Sub/Localizable.xcstrings\"", in: try tree.read("out/de.xliff"))
    #expect(
      output.standardError == """
        \(tree.path("out/de.xliff")):\(at): error: no catalog '\(tree.path("I/Sub/Localizable.xcstrings"))' for file \
        'Sub/Localizable.xcstrings', and several catalogs under '\(tree.path("I"))' end with its path: \
        '\(tree.path("I/x/Sub/Localizable.xcstrings"))', '\(tree.path("I/y/Sub/Localizable.xcstrings"))'[several-catalogs]
        error: nothing was written

        """)
  }
}

extension ImportRunXLIFFTests {
  /// A read-only catalog is refused for bundles and bare XLIFF as for legacy tables.
  @Test(arguments: [ExchangeExportRequest.Format.xliff, .xcloc])
  func aReadOnlyCatalogIsRefused(format: ExchangeExportRequest.Format) throws {
    let tree = try Tree(["P/Localizable.xcstrings": Fixture.catalog])
    Self.export(tree, ["P"], format: format)
    let document = Self.document(format)
    try tree.write(document, try tree.read(document).replacingOccurrences(of: ">Hallo<", with: ">Servus<"))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: tree.path("P/Localizable.xcstrings"))
    let before = tree.snapshot()
    let (succeeded, output) = Self.importing(tree, format, into: "P")
    #expect(!succeeded)
    #expect(tree.snapshot() == before)
    #expect(
      output.standardError == """
        \(tree.path("P/Localizable.xcstrings")): error: catalog is read-only[file-read-only]
        error: nothing was written

        """)
  }
}

/// `import` of `.xcloc` bundles as a library user runs it: which language a bundle's
/// translations go into, and what a new language's substitutions keep.
@Suite("import run: xcloc bundles")
struct ImportRunXLIFFLanguageTests {
  /// A bundle `<code>.xcloc` whose one file, in `code`, translates `greeting`.
  static func bundle(_ code: String, in tree: Tree) throws -> String {
    let bundle = "back/\(code).xcloc"
    try tree.write(
      "\(bundle)/Localized Contents/\(code).xliff",
      """
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
    return "\(read) imported as a new language beside the catalog's '\(base)'[language-variant: \(written), \(base)]"
  }

  /// Issue case: `en-GB.xcloc` went into `en` (the source language, so it was not imported at
  /// all). A code in Apple's form is a localization of its own; only its spelling changes.
  @Test(
    arguments: [
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
    var run = ImportRun(request: ImportRequest(paths: [bundle], into: tree.path("App/Localizable.xcstrings")))
    run.hints = CollectedOutput.markingHints
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    let xliff = "\(bundle)/Localized Contents/\(code).xliff"
    #expect(output.standardError == (note.map { "\(xliff):3:3: note: language \($0)\n" } ?? ""))
    let catalog = try tree.read("App/Localizable.xcstrings")
    #expect(
      catalog.contains(
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
    let run = ImportRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(output.standardError == "")
    #expect(try tree.read("App/Localizable.xcstrings") == Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Hiya"))
  }

  /// A catalog with one key whose `en` value reads no argument and, with `german`, whose `de`
  /// value is `root` with a plural substitution `count` that has a `formatSpecifier` and no
  /// `argNum`.
  static func counted(key: String, root: String, specifier: String, forms: (String, String), german: Bool) -> String {
    func unit(_ value: String, _ depth: Int) -> [(Int, String)] {
      [
        (depth, "\"stringUnit\" : {"), (depth + 1, "\"state\" : \"translated\","), (depth + 1, "\"value\" : \"\(value)\""),
        (depth, "}"),
      ]
    }
    var lines: [(Int, String)] = [
      (0, "{"), (1, "\"sourceLanguage\" : \"en\","), (1, "\"strings\" : {"), (2, "\"\(key)\" : {"),
      (3, "\"localizations\" : {"),
    ]
    if german {
      lines += [(4, "\"de\" : {")]
      lines +=
        unit(root, 5).dropLast() + [
          (5, "},"), (5, "\"substitutions\" : {"), (6, "\"count\" : {"),
          (7, "\"formatSpecifier\" : \"\(specifier)\","), (7, "\"variations\" : {"), (8, "\"plural\" : {"), (9, "\"one\" : {"),
        ]
      lines += unit(forms.0, 10) + [(9, "},"), (9, "\"other\" : {")] + unit(forms.1, 10)
      lines += [(9, "}"), (8, "}"), (7, "}"), (6, "}"), (5, "}"), (4, "},")]
    }
    lines +=
      [(4, "\"en\" : {")] + unit("starred", 5) + [
        (4, "}"), (3, "}"), (2, "}"), (1, "},"), (1, "\"version\" : \"1.0\""), (0, "}"),
      ]
    return lines.map { String(repeating: "  ", count: $0.0) + $0.1 }.joined(separator: "\n")
  }

  /// Issue case: a `de.xcloc` imported into a catalog without `de` (and named otherwise than
  /// the bundle's copy) warned that nothing gives `count` a specifier, though the key reads
  /// `%lld` at the argument `%#@count@` takes. The new language is the exported one again.
  @Test(
    arguments: [
      ("favorited %lld", "%#@count@", "lld", ("einmal markiert", "mehrmals markiert")),
      ("favorited %lld", "%#@count@", "lld", ("%arg Stern", "%arg Sterne")),
      ("%@ starred %lu times", "%@ hat %#@count@ markiert", "lu", ("einmal", "%arg-mal")),
      ("%1$@ starred %2$d times", "%@ hat %#@count@ markiert", "d", ("einmal", "oft")),
    ] as [(String, String, String, (String, String))])
  func aNewLanguageTakesTheSpecifierOfTheKeysArgument(
    key: String, root: String, specifier: String, forms: (String, String)
  )
    throws
  {
    let tree = try Tree([
      "App/Localizable.xcstrings": Self.counted(key: key, root: root, specifier: specifier, forms: forms, german: true),
      "Other/Other.xcstrings": Self.counted(key: key, root: root, specifier: specifier, forms: forms, german: false),
    ])
    var export = ExchangeExportRequest(
      paths: [tree.path("App/Localizable.xcstrings")], output: tree.path("out"), format: .xcloc, toolVersion: "9.9")
    export.languages = ["de"]
    #expect(CollectedOutput().collect(ExchangeExportRun(request: export).run()))
    let output = CollectedOutput()
    let run = ImportRun(
      request: ImportRequest(paths: [tree.path("out/de.xcloc")], into: tree.path("Other/Other.xcstrings")))
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(output.standardError == "")
    #expect(try tree.read("Other/Other.xcstrings") == tree.read("App/Localizable.xcstrings"))
  }

  /// A translation that is the catalog's value in another Unicode spelling changes no byte of
  /// the catalog and counts as unchanged; the note shows both spellings.
  @Test(arguments: [
    ("de", "Gr\u{FC}\u{DF}e", "Gru\u{308}\u{DF}e"), ("ar", "\u{0628}\u{0650}\u{0651}", "\u{0628}\u{0651}\u{0650}"),
  ])
  func anEquivalentSpellingLeavesTheCatalogAsItIs(language: String, written: String, incoming: String) throws {
    let catalog = Fixture.catalog.replacingOccurrences(of: "\"de\" : {", with: "\"\(language)\" : {")
      .replacingOccurrences(of: "Hallo", with: written)
    let tree = try Tree(["App/Localizable.xcstrings": catalog])
    let bundle = try Self.bundle(language, in: tree)
    let xliff = "\(bundle)/Localized Contents/\(language).xliff"
    try tree.write(
      "back/\(language).xcloc/Localized Contents/\(language).xliff",
      try tree.read("back/\(language).xcloc/Localized Contents/\(language).xliff").replacingOccurrences(
        of: "Hiya", with: incoming))
    let output = CollectedOutput()
    let run = ImportRun(request: ImportRequest(paths: [bundle], into: tree.path("App/Localizable.xcstrings")))
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    // Bytes, not `String` equality, which takes canonically equivalent texts as equal.
    #expect(Array(try tree.read("App/Localizable.xcstrings").utf8) == Array(catalog.utf8))
    #expect(output.standardOutput.contains("\n  \(language)              0          1      0        0        0\n"))
    #expect(
      output.standardError == "\(xliff):5:7: note: '\(language)' value of 'greeting' is the catalog's in another Unicode "
        + "spelling ('\(incoming.escapedScalarsForDisplayInTests)' for '\(written.escapedScalarsForDisplayInTests)'); kept as the catalog writes it\n"
    )
  }
}

extension String {
  /// The escapes the import's notes write, for the scalars these tests use.
  fileprivate var escapedScalarsForDisplayInTests: String {
    var result = ""
    for scalar in unicodeScalars {
      if scalar.value >= 0x300 && scalar.value < 0x370 || scalar.value == 0x650 || scalar.value == 0x651 || scalar.value == 0xFC {
        result +=
          "\\u{" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
