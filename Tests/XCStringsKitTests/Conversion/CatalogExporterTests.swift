import Testing

@testable import XCStringsKit

@Suite("catalog exporter")
struct CatalogExporterTests {
  static func subs(_ value: String, _ list: [(String, Int?, [(String, String)])]) -> Localization {
    Localization(
      stringUnit: StringUnit(state: .translated, value: value),
      substitutions: KeyedList(list.map { name, argNum, forms in
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
    add("files", comment: "Number of files", [
      "en": Localization(variations: Variations(plural: pluralForms([("one", "%lld file"), ("other", "%lld files")]))),
      "de": Localization(variations: Variations(plural: pluralForms([("one", "eine Datei"), ("other", "%lld Dateien")]))),
    ])
    add("summary", [
      "en": subs("%#@files@ in %#@folders@", [
        ("files", nil, [("one", "%arg file"), ("other", "%arg files")]),
        ("folders", nil, [("one", "%arg folder"), ("other", "%arg folders")]),
      ]),
    ])
    add("reordered", [
      "en": subs("%#@files@ in %#@folders@", [
        ("files", 2, [("one", "%arg file"), ("other", "%arg files")]),
        ("folders", 1, [("one", "%arg folder"), ("other", "%arg folders")]),
      ]),
      // What migration makes of a reordered Xcode file: literal specifiers.
      "de": subs("%#@files@ in %#@folders@ (de)", [
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
  static func roundTrip(_ catalog: StringCatalog) throws -> (export: CatalogExporter.Result, imported: CatalogImporter.Result) {
    let export = CatalogExporter.export(catalog)
    var files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)] = []
    for language in export.languages {
      let folder = language.language.rawValue
      if !language.strings.isEmpty {
        files.append(try Legacy.strings(folder, StringsWriter.data(for: language.strings).text))
      }
      if !language.stringsdict.isEmpty {
        let bytes = StringsdictWriter.data(for: StringsdictTable(entries: language.stringsdict))
        let path = "/p/\(folder).lproj/Localizable.stringsdict"
        files.append((Legacy.file(folder, path: path, table: "Localizable", kind: .stringsdict),
                      .stringsdict(try StringsdictTable(parsing: bytes, path: path))))
      }
    }
    return (export, Legacy.convert(files, source: catalog.sourceLanguage))
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
    #expect(reordered.variables["files"] == FormatVariable(valueType: "lld", forms: ["one": "%2$lld file", "other": "%2$lld files"], line: 0))
    #expect(reordered.variables["folders"] == FormatVariable(valueType: "lld", forms: ["one": "%1$lld folder", "other": "%1$lld folders"], line: 0))
    guard case .format(let files)? = entries["files"]?.rule else {
      Issue.record("files is not a format rule")
      return
    }
    #expect(files == FormatRule(format: "%#@count@", variables: [
      "count": FormatVariable(valueType: "lld", forms: ["one": "%lld file", "other": "%lld files"], line: 0),
    ]))
    #expect(entries["files"]?.comment == "Number of files")
    guard case .device(let devices)? = entries["devicePlural"]?.rule else {
      Issue.record("devicePlural is not a device rule")
      return
    }
    #expect(devices["other"] == .string("Press"))
    #expect(devices["iphone"] == .rule(.format(FormatRule(format: "%#@count@", variables: [
      "count": FormatVariable(valueType: "d", forms: ["one": "%d tap", "other": "%d taps"], line: 0),
    ]))))
  }

  @Test func exportLedgerNotesWhatLegacyFilesCannotHold() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["k"] = CatalogEntry(localizations: ["en": .unit("K"), "de": .unit("K-de", state: .needsReview)])
    catalog.strings["phrases"] = CatalogEntry(localizations: [
      "en": Localization(stringSet: StringSet(state: .translated, values: ["a", "b"])),
    ])
    let export = CatalogExporter.export(catalog)
    #expect(ledgerLines(export.ledger) == [
      "not-representable|note|k|de|-|-|state 'needs_review' cannot be written to a legacy file",
      "not-representable|loss|phrases|en|-|-|string set (App Intents phrases) cannot be written to a legacy file",
    ])
  }

  @Test func migratedTablesRoundTripWithoutRuntimeLoss() throws {
    let files = [
      try Legacy.strings("en", "\"a\" = \"A %%\";\n\"b\" = \"B\";\n"),
      try Legacy.strings("de", "\"a\" = \"DA\";\n"),
      try Legacy.dict("en", Legacy.format("n", "%2$#@x@ %1$#@y@", [("x", "lld", [("other", "%lld x")]), ("y", "d", [("other", "%d y")])])
        + "\n" + Legacy.format("m", "Got %#@v@", [("v", "lld", [("one", "%1$lld thing"), ("other", "%lld things")])])
        + "\n" + Legacy.format("p", "%#@v@", [("v", "lld", [("one", "one"), ("other", "%lld")])])),
    ].sorted { $0.file.path < $1.file.path }
    let result = Legacy.convert(files)
    let before = LegacyTableLoader.resolution(of: files, sourceLanguage: "en")
    let after = LegacyTableLoader.resolution(of: CatalogExporter.export(result.catalog))
    #expect(before.losses(in: after).map(\.description) == [])
  }
}
