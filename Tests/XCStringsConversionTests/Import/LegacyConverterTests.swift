import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("catalog importer")
struct LegacyConverterTests {
  static let en = "/p/en.lproj/Localizable.strings"
  static let de = "/p/de.lproj/Localizable.strings"

  @Test func valuesVerbatimEveryUnitTranslatedEveryEntryMigrated() throws {
    let result = Legacy.convert([
      try Legacy.strings(
        "en",
        #"""
        "greeting" = "Hello, %@! 100%% sure";
        "quote" = "Say \"hi\"\nnow";
        "only.en" = "";
        """#),
      try Legacy.strings(
        "de",
        #"""
        "greeting" = "Hallo, %1$@! 100%% sicher";
        "quote" = "Sag \"hi\"";
        "only.de" = "Nur Deutsch";
        "only.en" = "";
        """#),
    ])
    var expected = StringCatalog(sourceLanguage: "en", version: "1.0")
    expected.strings["greeting"] = CatalogEntry(
      extractionState: .migrated,
      localizations: [
        "en": .unit("Hello, %@! 100%% sure"), "de": .unit("Hallo, %1$@! 100%% sicher"),
      ])
    expected.strings["quote"] = CatalogEntry(
      extractionState: .migrated,
      localizations: [
        "en": .unit("Say \"hi\"\nnow"), "de": .unit("Sag \"hi\""),
      ])
    // Empty values are kept in the source language and dropped elsewhere.
    expected.strings["only.en"] = CatalogEntry(extractionState: .migrated, localizations: ["en": .unit("")])
    // A key only in a translation has no source localization.
    expected.strings["only.de"] = CatalogEntry(extractionState: .migrated, localizations: ["de": .unit("Nur Deutsch")])
    #expect(result.catalog == expected)
    #expect(
      ledgerLines(result.ledger) == [
        "empty-translation-dropped|note|only.en|de|\(Self.de)|4|empty translation dropped; the app falls back to the development language"
      ])
  }

  @Test func optionsChooseStateExtractionStateAndVersion() throws {
    let result = Legacy.convert([try Legacy.strings("en", "\"a\" = \"A\";\n")], source: "en") { options in
      options.state = .needsReview
      options.extractionState = nil
      options.formatVersion = "1.1"
    }
    #expect(
      result.catalog
        == StringCatalog(
          sourceLanguage: "en", version: "1.1",
          strings: [
            "a": CatalogEntry(localizations: ["en": .unit("A", state: .needsReview)])
          ]))
  }

  @Test func duplicateKeysLastWins() throws {
    let result = Legacy.convert([try Legacy.strings("en", "\"k\" = \"one\";\n\"k\" = \"two\";\n\"k\" = \"three\";\n")])
    #expect(result.catalog.value("k", "en") == "three")
    #expect(
      ledgerLines(result.ledger) == [
        "duplicate-overridden|note|k|en|\(Self.en)|1|value 'one' overridden by a later definition at line 2",
        "duplicate-overridden|note|k|en|\(Self.en)|2|value 'two' overridden by a later definition at line 3",
      ])
  }

  /// Two files of one language are two tables at run time (`--group-by table` puts the app's
  /// and the widget's `Localizable.strings` into one catalog): a different value dropped is a
  /// loss, so that `--delete-legacy` keeps the files; the same value, or a repeat within one
  /// file, is a note.
  @Test func aValueAnotherFileOfTheLanguageOverridesIsALoss() throws {
    let result = Legacy.convert([
      try Legacy.strings("en", "\"k\" = \"App\";\n\"same\" = \"S\";\n\"dup\" = \"1\";\n\"dup\" = \"2\";\n", root: "/p/App"),
      try Legacy.strings("en", "\"k\" = \"Widget\";\n\"same\" = \"S\";\n", root: "/p/Widget"),
    ])
    #expect(
      ledgerLines(result.ledger) == [
        "duplicate-overridden|note|dup|en|/p/App/en.lproj/Localizable.strings|3|value '1' overridden by a later definition at line 4",
        "duplicate-overridden|loss|k|en|/p/App/en.lproj/Localizable.strings|1|value 'App' overridden by a later definition at line 1 of /p/Widget/en.lproj/Localizable.strings",
        "duplicate-overridden|note|same|en|/p/App/en.lproj/Localizable.strings|2|value 'S' overridden by a later definition at line 2 of /p/Widget/en.lproj/Localizable.strings",
      ])
  }

  /// `/* c */ "dup" = "first"; "dup" = "second";`: the later value wins and the earlier
  /// definition's comment stays the key's; a comment of the later one is taken over it.
  @Test func anOverriddenDefinitionKeepsItsComment() throws {
    let cases: [(text: String, comment: String?)] = [
      ("/* c */ \"dup\" = \"first\";\n\"dup\" = \"second\";\n", "c"),
      ("/* c */ \"dup\" = \"first\";\n/* d */ \"dup\" = \"second\";\n", "d"),
      ("\"dup\" = \"first\";\n/* d */ \"dup\" = \"second\";\n\"dup\" = \"third\";\n", "d"),
      ("\"dup\" = \"first\";\n\"dup\" = \"second\";\n", nil),
    ]
    for (text, comment) in cases {
      let result = Legacy.convert([try Legacy.strings("en", text)])
      #expect(result.catalog.strings["dup"]?.comment == comment, "\(text)")
      #expect(result.catalog.value("dup", "en") != "first")
    }
  }

  @Test func comments() throws {
    let result = Legacy.convert([
      try Legacy.strings("en", "/* Source comment */ \"a\" = \"A\";\n\"b\" = \"B\";\n"),
      try Legacy.strings(
        "de",
        """
        "a" = "DA";
        /* German b */ "b" = "DB";
        /* Shared */ "c" = "DC";
        /* D */ "d" = "DD";
        /* No comment provided by engineer. */ "e" = "DE";
        """),
      try Legacy.strings("fr", "/* Shared */ \"c\" = \"FC\";\n"),
      // Path order puts Japanese.lproj first; catalog order puts de before ja.
      try Legacy.strings("Japanese", "/* Other */ \"c\" = \"JC\";\n/* J */ \"d\" = \"JD\";\n"),
    ])
    let comments = ["a", "b", "c", "d", "e"].map { result.catalog.strings[$0]?.comment ?? "-" }
    // a: the source's; b: the source has the key without a comment; c: the most common;
    // d: a tie, won by de (first in catalog order); e: the genstrings placeholder, dropped.
    #expect(comments == ["Source comment", "-", "Shared", "D", "-"])
    #expect(
      ledgerLines(result.ledger) == [
        "conflicting-comments|note|c|-|\(Self.de)|3|languages disagree on the comment; kept 'Shared'",
        "conflicting-comments|note|d|-|\(Self.de)|4|languages disagree on the comment; kept 'D'",
        "placeholder-comment-dropped|note|e|-|\(Self.de)|5|genstrings placeholder comment not carried over",
      ])
  }

  /// A table large enough to be converted in slices on several threads gives the catalog and
  /// the ledger (in the same order) that one thread gives: duplicates, conflicting comments,
  /// empty translations, placeholders and plurals spread over every slice.
  @Test func convertingInSlicesEqualsConvertingOnOneThread() throws {
    let count = LegacyConverter.parallelThreshold + 700
    var english = ""
    var german = ""
    var french = ""
    var plurals: [(String, String, [(String, String, [(String, String)])])] = []
    for index in 0..<count {
      // Every 53rd key: not in the source language, and German and French disagree on its comment.
      if index % 53 != 0 { english += "/* Comment \(index) */\n\"key.\(index)\" = \"Value \(index)\";\n" }
      if index % 53 == 0 { french += "/* French \(index) */\n\"key.\(index)\" = \"Valeur\";\n" }
      if index % 97 == 0 { english += "\"key.\(index)\" = \"Again \(index)\";\n" }
      german +=
        (index % 53 == 0 ? "/* Other \(index) */\n" : "") + "\"key.\(index)\" = \"\(index % 61 == 0 ? "" : "Wert \(index)")\";\n"
      if index % 89 == 0 { french += "/* No comment provided by engineer. */\n\"extra.\(index)\" = \"Extra\";\n" }
      // Enough keys with plural rules for those to be sliced too; some note an unused variable.
      if index % 37 == 0 {
        var variables: [(String, String, [(String, String)])] = [("n", "d", [("one", "%d file"), ("other", "%d files")])]
        if index % 3 == 0 { variables.append(("spare", "d", [("other", "%d spare")])) }
        plurals.append(("key.\(index)", index % 3 == 0 ? "%#@n@ in all" : "%#@n@", variables))
      }
    }
    let dict = plurals.map { LegacyText.format($0.0, $0.1, $0.2) }.joined()
    let files = [
      try Legacy.strings("de", german), try Legacy.dict("en", dict), try Legacy.strings("en", english),
      try Legacy.strings("fr", french),
    ].sorted { $0.file.path < $1.file.path }
    let options = MigrationOptions(sourceLanguage: "en")
    let single = LegacyConverter.convert(files, options: options, lanes: 1)
    let sliced = LegacyConverter.convert(files, options: options, lanes: 3)
    #expect(plurals.count >= LegacyConverter.ruleKeyThreshold)
    #expect(single.catalog.strings.count == count + (count + 88) / 89)
    #expect(sliced.catalog.strings.keys == single.catalog.strings.keys)
    #expect(sliced.catalog == single.catalog)
    #expect(ledgerLines(sliced.ledger) == ledgerLines(single.ledger))
    let kinds = Set(single.ledger.map { "\($0.kind)" })
    #expect(
      kinds == [
        "duplicate-overridden", "conflicting-comments", "empty-translation-dropped",
        "placeholder-comment-dropped", "strings-shadowed-by-stringsdict", "unused-variable",
      ])
  }

  @Test func stringsdictWinsOverStrings() throws {
    let result = Legacy.convert([
      try Legacy.strings("en", "\"files\" = \"%d files\";\n\"plain\" = \"Plain\";\n"),
      try Legacy.dict("en", LegacyText.format("files", "%#@n@", [("n", "d", [("one", "%d file"), ("other", "%d files")])])),
    ])
    #expect(
      result.catalog.localization("files", "en")
        == Localization(variations: Variations(plural: pluralForms([("one", "%d file"), ("other", "%d files")]))))
    #expect(result.catalog.value("plain", "en") == "Plain")
    #expect(
      ledgerLines(result.ledger) == [
        "strings-shadowed-by-stringsdict|note|files|en|\(Self.en)|1|'.strings' value '%d files' is never shown: the "
          + "'.stringsdict' entry of the key wins at run time; not carried over"
      ])
  }

  @Test func baseSuppliesOnlyMissingSourceValues() throws {
    let base = "/p/Base.lproj/Localizable.strings"
    let result = Legacy.convert([
      try Legacy.strings("Base", "/* From Base */ \"title\" = \"Base title\";\n\"subtitle\" = \"Base subtitle\";\n"),
      try Legacy.strings("en", "\"title\" = \"Title\";\n"),
      try Legacy.strings("de", "\"title\" = \"Titel\";\n\"subtitle\" = \"Untertitel\";\n"),
    ])
    #expect(
      result.catalog
        == StringCatalog(
          sourceLanguage: "en",
          strings: [
            "title": CatalogEntry(extractionState: .migrated, localizations: ["en": .unit("Title"), "de": .unit("Titel")]),
            "subtitle": CatalogEntry(
              extractionState: .migrated, localizations: ["en": .unit("Base subtitle"), "de": .unit("Untertitel")]),
          ]))
    #expect(
      ledgerLines(result.ledger) == [
        "base-fallback|note|subtitle|en|\(base)|2|source value taken from 'Base.lproj' because 'en' has no value for the key"
      ])
  }

  @Test func baseSuppliesEverySourceValueWhenTheSourceFolderIsMissing() throws {
    let result = Legacy.convert([
      try Legacy.strings("Base", "/* Title */ \"title\" = \"Base title\";\n"),
      try Legacy.strings("de", "\"title\" = \"Titel\";\n"),
    ])
    #expect(
      result.catalog.strings["title"]
        == CatalogEntry(
          comment: "Title", extractionState: .migrated, localizations: ["en": .unit("Base title"), "de": .unit("Titel")]))
    #expect(result.ledger.map(\.kind) == [.baseFallback])
  }

  @Test func caseOnlyTableNamesAreOneTable() throws {
    let result = Legacy.convert([
      try Legacy.strings("en", "\"CFBundleName\" = \"App\";\n", table: "InfoPlist"),
      try Legacy.strings("de", "\"CFBundleName\" = \"Anwendung\";\n", table: "infoPlist"),
    ])
    #expect(result.catalog.strings["CFBundleName"]?.localizations == ["en": .unit("App"), "de": .unit("Anwendung")])
    #expect(
      ledgerLines(result.ledger) == [
        "table-name-case|note||-|/p/de.lproj/infoPlist.strings|-|tables 'InfoPlist', 'infoPlist' differ only in case and were merged into one catalog"
      ])
  }

  @Test func sourceLanguageOtherThanEnglish() throws {
    let result = Legacy.convert(
      [
        try Legacy.strings("de", "\"k\" = \"\";\n"),
        try Legacy.strings("en", "\"k\" = \"\";\n"),
      ], source: "de")
    #expect(result.catalog.sourceLanguage == "de")
    #expect(result.catalog.strings["k"]?.localizations == ["de": .unit("")])
    #expect(result.ledger.map(\.kind) == [.emptyTranslationDropped])
    #expect(result.ledger.first?.language == "en")
  }
}

extension LegacyConverterTests {
  @Test func duplicateStringsdictKeysLastWins() throws {
    let body =
      LegacyText.format("k", "%#@n@", [("n", "d", [("other", "%d old")])]) + "\n"
      + LegacyText.format("k", "%#@n@", [("n", "d", [("other", "%d new")])])
    let result = Legacy.convert([try Legacy.dict("en", body)])
    #expect(
      result.catalog.localization("k", "en")
        == Localization(variations: Variations(plural: pluralForms([("other", "%d new")]))))
    #expect(
      ledgerLines(result.ledger) == [
        "duplicate-overridden|note|k|en|/p/en.lproj/Localizable.stringsdict|5|entry overridden by a later definition at line 19"
      ])
  }
}

extension LegacyConverterTests {
  /// Every (key, language) → value, plus key → comment, for semantic comparison.
  static func semantics(_ catalog: StringCatalog) -> (values: [String: String], comments: [String: String]) {
    var values: [String: String] = [:]
    var comments: [String: String] = [:]
    for (key, entry) in catalog.strings {
      if let comment = entry.comment { comments[key] = comment }
      for (language, localization) in entry.localizations ?? [:] {
        values["\(language)|\(key)"] = localization.stringUnit?.value ?? "<not a plain unit>"
      }
    }
    return (values, comments)
  }

  @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
  func whiskyMigratesLikeXcode() throws {
    let corpus = try #require(TestPaths.corpus)
    let before = corpus.appendingPathComponent("Whisky-App__Whisky@dd90611df2d3").path
    let after = corpus.appendingPathComponent("Whisky-App__Whisky@5e9e2884b2e2/Whisky/Localizable.xcstrings").path
    let discovery = LegacyDiscovery(roots: [before])
    #expect(discovery.groups.map(\.catalogPath) == ["\(before)/Whisky/Localizable.xcstrings"])
    guard let group = discovery.groups.first else { return }
    let (files, diagnostics) = LegacyTableLoader.load(group)
    #expect(!diagnostics.containsError)
    let result = LegacyConverter.convert(files, options: MigrationOptions(sourceLanguage: "en"))
    let expected = try CatalogJSONReader.read(try FileIO.read(after), path: after)
    #expect(result.catalog.sourceLanguage == expected.sourceLanguage)
    #expect(Set(result.catalog.strings.keys) == Set(expected.strings.keys))
    let (values, comments) = Self.semantics(result.catalog)
    let (expectedValues, expectedComments) = Self.semantics(expected)
    #expect(Set(values.keys).symmetricDifference(expectedValues.keys).sorted() == [])
    for (item, value) in expectedValues where values[item] != value {
      Issue.record("\(item): migrated '\(values[item] ?? "nil")', Xcode '\(value)'")
    }
    #expect(comments == expectedComments)
  }
}
