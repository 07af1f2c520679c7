import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("catalog exporter")
struct CatalogExporterTests {
  static func subs(_ value: String, _ list: [(String, Int?, [(String, String)])]) -> Localization {
    Localization(
      stringUnit: StringUnit(state: .translated, value: value),
      substitutions: KeyedList(
        list.map { name, argNum, forms in
          (name, Substitution(argNum: argNum, formatSpecifier: "lld", variations: Variations(plural: pluralForms(forms))))
        }))
  }

  /// A catalog as migration makes it, with every shape export must write.
  static var catalog: StringCatalog {
    var catalog = StringCatalog(sourceLanguage: "en")
    func add(_ key: String, comment: String? = nil, _ localizations: KeyedList<Localization>) {
      catalog.strings[key] = CatalogEntry(comment: comment, extractionState: .migrated, localizations: localizations)
    }
    add("plain", comment: "A plain string", ["en": .unit("Hello, %@!"), "de": .unit("Hallo, %@!")])
    add(
      "files", comment: "Number of files",
      [
        "en": Localization(variations: Variations(plural: pluralForms([("one", "%lld file"), ("other", "%lld files")]))),
        "de": Localization(variations: Variations(plural: pluralForms([("one", "eine Datei"), ("other", "%lld Dateien")]))),
      ])
    add(
      "summary",
      [
        "en": subs(
          "%#@files@ in %#@folders@",
          [
            ("files", nil, [("one", "%arg file"), ("other", "%arg files")]),
            ("folders", nil, [("one", "%arg folder"), ("other", "%arg folders")]),
          ])
      ])
    add(
      "reordered",
      [
        "en": subs(
          "%#@files@ in %#@folders@",
          [
            ("files", 2, [("one", "%arg file"), ("other", "%arg files")]),
            ("folders", 1, [("one", "%arg folder"), ("other", "%arg folders")]),
          ]),
        // What migration makes of a reordered Xcode file: literal specifiers.
        "de": subs(
          "%#@files@ in %#@folders@ (de)",
          [
            ("files", 2, [("one", "%lld Datei"), ("other", "%lld Dateien")]),
            ("folders", 1, [("one", "%lld Ordner"), ("other", "%lld Ordnern")]),
          ]),
      ])
    var device = KeyedList<Variation>()
    device["iphone"] = .unit("Tap")
    device["mac"] = .unit("Click")
    add("device", ["en": Localization(variations: Variations(device: device))])
    var devicePlural = KeyedList<Variation>()
    devicePlural["iphone"] = Variation(variations: Variations(plural: pluralForms([("one", "%d tap"), ("other", "%d taps")])))
    devicePlural["other"] = .unit("Press")
    add("devicePlural", comment: "Device and plural", ["en": Localization(variations: Variations(device: devicePlural))])
    return catalog
  }

  /// Exports, writes every language with the package's writers, reads the files back and migrates them.
  static func roundTrip(
    _ catalog: StringCatalog
  ) throws -> (export: CatalogExporter.Exported, imported: LegacyConverter.Converted) {
    (CatalogExporter.export(catalog), Legacy.convert(try Legacy.exportedFiles(catalog), source: catalog.sourceLanguage))
  }

  @Test func exportThenImportIsTheIdentity() throws {
    let (_, imported) = try Self.roundTrip(Self.catalog)
    for (key, entry) in Self.catalog.strings {
      #expect(imported.catalog.strings[key] == entry, "key '\(key)'")
    }
    #expect(imported.catalog == Self.catalog)
    #expect(imported.ledger == [])
  }

  @Test func exportedShapes() {
    let export = CatalogExporter.export(Self.catalog)
    #expect(export.languages.map(\.language) == ["de", "en"])
    let en = export.languages[1]
    #expect(en.strings == [StringsTable.Entry(key: "plain", value: "Hello, %@!", comment: "A plain string")])
    let entries = KeyedList(en.stringsdict.map { ($0.key, $0) })
    #expect(entries.keys == ["device", "devicePlural", "files", "reordered", "summary"])
    guard case .format(let reordered)? = entries["reordered"]?.rule else {
      Issue.record("reordered is not a format rule")
      return
    }
    #expect(reordered.format == "%2$#@files@ in %1$#@folders@")
    #expect(
      reordered.variables["files"]
        == FormatVariable(valueType: "lld", forms: ["one": "%2$lld file", "other": "%2$lld files"], line: 0))
    #expect(
      reordered.variables["folders"]
        == FormatVariable(valueType: "lld", forms: ["one": "%1$lld folder", "other": "%1$lld folders"], line: 0))
    guard case .format(let files)? = entries["files"]?.rule else {
      Issue.record("files is not a format rule")
      return
    }
    #expect(
      files
        == FormatRule(
          format: "%#@count@",
          variables: [
            "count": FormatVariable(valueType: "lld", forms: ["one": "%lld file", "other": "%lld files"], line: 0)
          ]))
    #expect(entries["files"]?.comment == "Number of files")
    guard case .device(let devices)? = entries["devicePlural"]?.rule else {
      Issue.record("devicePlural is not a device rule")
      return
    }
    #expect(devices["other"] == .string("Press"))
    #expect(
      devices["iphone"]
        == .rule(
          .format(
            FormatRule(
              format: "%#@count@",
              variables: [
                "count": FormatVariable(valueType: "d", forms: ["one": "%d tap", "other": "%d taps"], line: 0)
              ]))))
  }

  @Test func exportLedgerNotesWhatLegacyFilesCannotHold() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(localizations: ["en": .unit("K"), "de": .unit("K-de", state: .needsReview)])
    catalog.strings["phrases"] = CatalogEntry(localizations: [
      "en": Localization(stringSet: StringSet(state: .translated, values: ["a", "b"]))
    ])
    let export = CatalogExporter.export(catalog)
    #expect(
      ledgerLines(export.ledger) == [
        "not-representable|note|k|de|-|-|state 'needs_review' cannot be written to a legacy file",
        "not-representable|loss|phrases|en|-|-|string set (App Intents phrases) cannot be written to a legacy file",
      ])
  }

  @Test func migratedTablesRoundTripWithoutRuntimeLoss() throws {
    let files = [
      try Legacy.strings("en", "\"a\" = \"A %%\";\n\"b\" = \"B\";\n"),
      try Legacy.strings("de", "\"a\" = \"DA\";\n"),
      try Legacy.dict(
        "en",
        LegacyText.format("n", "%2$#@x@ %1$#@y@", [("x", "lld", [("other", "%lld x")]), ("y", "d", [("other", "%d y")])])
          + "\n" + LegacyText.format("m", "Got %#@v@", [("v", "lld", [("one", "%1$lld thing"), ("other", "%lld things")])])
          + "\n" + LegacyText.format("p", "%#@v@", [("v", "lld", [("one", "one"), ("other", "%lld")])])),
    ].sorted { $0.file.path < $1.file.path }
    let result = Legacy.convert(files)
    let before = LegacyTableLoader.resolution(of: files, sourceLanguage: "en")
    let after = LegacyTableLoader.resolution(of: CatalogExporter.export(result.catalog))
    #expect(before.losses(in: after).map(\.description) == [])
  }
}

/// What Foundation and the package's readers make of exported files, and export options.
@Suite("catalog exporter: files and options")
struct CatalogExporterFileTests {
  /// Foundation's reading of a property list, flattened to `path → string` (`key/variable/one`).
  static func flat(_ plist: Any, prefix: String = "") -> [String: String] {
    var result: [String: String] = [:]
    if let dictionary = plist as? [String: Any] {
      for (key, value) in dictionary {
        result.merge(flat(value, prefix: prefix.isEmpty ? key : prefix + "/" + key)) { $1 }
      }
    } else if let string = plist as? String {
      result[prefix] = string
    } else {
      result[prefix] = "<\(type(of: plist))>"
    }
    return result
  }

  static func foundation(_ bytes: [UInt8]) throws -> [String: String] {
    flat(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
  }

  /// Values with every character a `.strings` or XML writer must take care of.
  static var tricky: StringCatalog {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings[""] = CatalogEntry(localizations: ["en": .unit("empty key"), "ar": .unit("مفتاح فارغ")])
    catalog.strings["quote \"q\" \\ back"] = CatalogEntry(
      comment: "Tricky /* comment",
      localizations: [
        "en": .unit("Say \"hi\"\\n\n\ttab 100%% %1$@ 😀"), "ar": .unit("\u{200F}قل \"مرحبا\" %1$@"),
      ])
    catalog.strings["cr"] = CatalogEntry(localizations: ["en": .unit("a\rb <&> ]]>")])
    catalog.strings["apples"] = CatalogEntry(
      comment: "Apples <count>",
      localizations: [
        "en": Localization(variations: Variations(plural: pluralForms([("one", "%d apple & \"one\""), ("other", "%d apples")]))),
        "ar": Localization(
          variations: Variations(
            plural: pluralForms([
              ("zero", "لا تفاح"), ("one", "تفاحة"), ("two", "تفاحتان"), ("few", "%d تفاحات"), ("many", "%d تفاحة"),
              ("other", "%d تفاحة"),
            ]))),
      ])
    return catalog
  }

  @Test(arguments: [TextEncoding.utf8, .utf16LittleEndian])
  func foundationReadsExportedFilesWithTheCatalogsValues(encoding: TextEncoding) throws {
    let export = CatalogExporter.export(Self.tricky)
    #expect(export.languages.map(\.language) == ["ar", "en"])
    var strings: [String: [String: String]] = [:]
    var dicts: [String: [String: String]] = [:]
    for language in export.languages {
      let bytes = StringsWriter.data(for: language.strings, encoding: encoding)
      if encoding == .utf16LittleEndian { #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE]) }
      strings[language.language.rawValue] = try Self.foundation(bytes)
      dicts[language.language.rawValue] = try Self.foundation(
        StringsdictWriter.data(for: StringsdictTable(entries: language.stringsdict)))
    }
    #expect(
      strings["en"] == [
        "": "empty key", "quote \"q\" \\ back": "Say \"hi\"\\n\n\ttab 100%% %1$@ 😀", "cr": "a\rb <&> ]]>",
      ])
    // The source language gets every key; "cr" has no Arabic value.
    #expect(strings["ar"] == ["": "مفتاح فارغ", "quote \"q\" \\ back": "\u{200F}قل \"مرحبا\" %1$@"])
    #expect(
      dicts["en"] == [
        "apples/NSStringLocalizedFormatKey": "%#@count@",
        "apples/count/NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
        "apples/count/NSStringFormatValueTypeKey": "d",
        "apples/count/one": "%d apple & \"one\"", "apples/count/other": "%d apples",
      ])
    // The value type comes from the source language's forms.
    #expect(
      dicts["ar"] == [
        "apples/NSStringLocalizedFormatKey": "%#@count@",
        "apples/count/NSStringFormatSpecTypeKey": "NSStringPluralRuleType",
        "apples/count/NSStringFormatValueTypeKey": "d",
        "apples/count/zero": "لا تفاح", "apples/count/one": "تفاحة", "apples/count/two": "تفاحتان",
        "apples/count/few": "%d تفاحات", "apples/count/many": "%d تفاحة", "apples/count/other": "%d تفاحة",
      ])
    // The package's own readers agree, and the dict-only entry's comment is read back.
    let en = try #require(export.languages.last)
    let table = try StringsTable(parsing: StringsWriter.data(for: en.strings, encoding: encoding), path: "en.strings")
    #expect(table.entries.map(\.comment) == [nil, nil, "Tricky /* comment"])
    #expect(Dictionary(table.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) == strings["en"])
    let dict = try StringsdictTable(
      parsing: StringsdictWriter.data(for: StringsdictTable(entries: en.stringsdict)), path: "en.stringsdict")
    #expect(dict.entries.map(\.comment) == ["Apples <count>"])
  }

  @Test func commentsGoWhereTheEntryIs() throws {
    let export = CatalogExporter.export(Self.tricky)
    let en = try #require(export.languages.last)
    #expect(en.strings.map(\.comment) == [nil, nil, "Tricky /* comment"])
    let text = StringsWriter.data(for: en.strings).text
    #expect(text.contains("/* Tricky /* comment */\n\"quote \\\"q\\\" \\\\ back\" = "))
    let xml = StringsdictWriter.data(for: StringsdictTable(entries: en.stringsdict)).text
    #expect(xml.contains("\t<!-- Apples <count> -->\n\t<key>apples</key>\n"))
    #expect(export.ledger == [])
  }

  @Test func uncommentableCommentIsNotedOnceEvenWhenTheFirstLanguageLacksTheKey() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["n"] = CatalogEntry(
      comment: "a -- b",
      localizations: [
        "en": Localization(variations: Variations(plural: pluralForms([("other", "%lld n")]))),
        "ja": Localization(variations: Variations(plural: pluralForms([("other", "%lld 件")]))),
      ])
    catalog.strings["x"] = CatalogEntry(localizations: ["ar": .unit("س")])
    catalog.strings["y"] = CatalogEntry(comment: "two\nlines */", localizations: ["en": .unit("Y")])
    let export = CatalogExporter.export(catalog)
    #expect(
      ledgerLines(export.ledger) == [
        "comment-not-written|note|n|-|-|-|comment contains '--' and cannot be written as an XML comment",
        "comment-not-written|note|y|-|-|-|comment contains '*/' and a line break; written with '* /' instead",
      ])
    #expect(export.languages.flatMap(\.stringsdict).map(\.comment) == [nil, nil])
  }

  @Test func variationsNextToSubstitutionsAreALedgeredLoss() {
    var localization = CatalogExporterTests.subs("%#@n@ items", [("n", nil, [("other", "%arg")])])
    localization.variations = Variations(plural: pluralForms([("one", "one %#@n@"), ("other", "%#@n@ items")]))
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(localizations: ["en": localization])
    let export = CatalogExporter.export(catalog)
    #expect(
      ledgerLines(export.ledger) == [
        "not-representable|loss|k|en|-|-|variations next to substitutions cannot be written; kept the substitutions"
      ])
  }

  @Test func sourceGetsEveryKeyFallbackFillsAndStatesFilter() throws {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["a"] = CatalogEntry(localizations: ["de": .unit("A-de"), "fr": .unit("A-fr", state: .needsReview)])
    catalog.strings["b"] = CatalogEntry(localizations: ["en": .unit("B"), "fr": .unit("B-fr", state: .new)])
    catalog.strings["c"] = CatalogEntry(localizations: ["en": .unit("C"), "de": .unit("C-de")])
    catalog.strings["d"] = CatalogEntry(localizations: ["en": .unit("D"), "de": .unit("D-de")], shouldTranslate: false)
    // How Xcode stores storyboard and InfoPlist source strings: state `new`.
    catalog.strings["e"] = CatalogEntry(localizations: ["en": .unit("E", state: .new), "de": .unit("E-de")])
    func table(_ result: CatalogExporter.Exported) -> [String: [String]] {
      Dictionary(
        uniqueKeysWithValues: result.languages.map { ($0.language.rawValue, $0.strings.map { "\($0.key)=\($0.value)" }) })
    }
    // A `shouldTranslate: false` entry's stored translation is exported, not lost.
    #expect(
      table(CatalogExporter.export(catalog)) == [
        "de": ["a=A-de", "c=C-de", "d=D-de", "e=E-de"], "en": ["a=a", "b=B", "c=C", "d=D", "e=E"], "fr": ["a=A-fr", "b=B-fr"],
      ])
    var options = ExportOptions()
    options.fallbackLanguage = "de"
    // The fallback also stands in for a missing source value (before the key itself), so
    // the app never shows a raw key.
    #expect(
      table(CatalogExporter.export(catalog, options: options)) == [
        "de": ["a=A-de", "c=C-de", "d=D-de", "e=E-de"], "en": ["a=A-de", "b=B", "c=C", "d=D", "e=E"],
        "fr": ["a=A-fr", "b=B-fr", "c=C-de", "d=D-de", "e=E-de"],
      ])
    options = ExportOptions()
    options.states = [.translated, .needsReview]
    // States filter translations; the source language always writes its own value.
    #expect(
      table(CatalogExporter.export(catalog, options: options)) == [
        "de": ["a=A-de", "c=C-de", "d=D-de", "e=E-de"], "en": ["a=a", "b=B", "c=C", "d=D", "e=E"], "fr": ["a=A-fr"],
      ])
    options.states = [.translated]
    options.fallbackLanguage = "en"
    // Filtered units fall back to the source's units; "a" has none to fall back to.
    #expect(
      table(CatalogExporter.export(catalog, options: options)) == [
        "de": ["a=A-de", "b=B", "c=C-de", "d=D-de", "e=E-de"], "en": ["a=a", "b=B", "c=C", "d=D", "e=E"],
        "fr": ["b=B", "c=C", "d=D", "e=E"],
      ])
  }

  /// Every corpus catalog: export, write, read back, migrate with the catalog's source language,
  /// and compare. Remaining differences must be an empty translation migration dropped (ledger),
  /// comment whitespace, or something a legacy file cannot hold (ledger of export or migration).
  @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
  func corpusCatalogsSurviveExportAndMigration() throws {
    let files = TestPaths.corpusFiles(withSuffix: ".xcstrings")
    var keys = 0
    var explained = 0
    for url in files {
      let catalog = try CatalogJSONReader.read(Array(try Data(contentsOf: url)), path: url.path)
      let (export, imported) = try CatalogExporterTests.roundTrip(catalog)
      let ledger = export.ledger + imported.ledger
      let differences = CatalogDiff.differences(
        catalog, imported.catalog, ignoring: [.state, .extractionState], ignoringKeyEchoes: true)
      var unexplained: [String] = []
      for difference in differences {
        if difference.path == "comment", let before = difference.before,
          before.trimmingCharacters(in: .whitespacesAndNewlines) == (difference.after ?? "")
        {
          explained += 1
          continue
        }
        if ledger.contains(where: { ExportRoundTripPropertyTests.explains($0, difference) }) {
          explained += 1
          continue
        }
        unexplained.append(difference.description)
      }
      keys += catalog.strings.count
      #expect(unexplained == [], "\(url.path)")
    }
    print(
      "export corpus: \(files.count) catalogs, \(keys) keys, \(explained) differences explained by the ledger or comment trimming"
    )
  }
}
