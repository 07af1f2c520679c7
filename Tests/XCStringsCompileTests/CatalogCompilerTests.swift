import Testing
import XCStringsBase
import XCStringsModel

@testable import XCStringsCompile

@Suite("compile: which entries each language's tables get")
struct CatalogCompilerTests {
  typealias F = CompileFixtures

  func compile(
    _ entries: [String], source: String = "en", languages: [String] = []
  ) throws -> (tables: [CatalogCompiler.Tables], diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let tables = CatalogCompiler.compile(
      try F.catalog(entries, source: source), path: "L.xcstrings", languages: languages, diagnostics: &diagnostics)
    return (tables, diagnostics)
  }

  func strings(_ tables: [CatalogCompiler.Tables], _ language: String) -> [String: String] {
    var result: [String: String] = [:]
    for (key, value) in tables.first(where: { $0.language == language })?.strings ?? [] {
      if case .string(let text) = value { result[key] = text }
    }
    return result
  }

  func dictKeys(_ tables: [CatalogCompiler.Tables], _ language: String) -> [String] {
    (tables.first(where: { $0.language == language })?.stringsdict ?? []).map(\.key)
  }

  /// R2, R3: nothing is made from the key; identity values are written.
  @Test func nothingIsMadeFromTheKey() throws {
    let (tables, diagnostics) = try compile([
      F.entry("Hello", [F.unit("en", "Hello"), F.unit("de", "Hallo")]),
      F.entry("Only German", [F.unit("de", "Nur Deutsch")]),
      F.entry("No localizations", []),
    ])
    #expect(diagnostics.isEmpty)
    #expect(strings(tables, "en") == ["Hello": "Hello"])
    #expect(strings(tables, "de") == ["Hello": "Hallo", "Only German": "Nur Deutsch"])
    #expect(tables.map(\.language) == ["en", "de"])
  }

  /// R5, R6: `new` is left out unless the key is `manual`; other states are written.
  @Test(
    arguments: [
      ("new", nil, false), ("new", "extracted_with_value", false), ("new", "manual", true), ("new", "stale", false),
      ("translated", nil, true), ("needs_review", nil, true), ("stale", nil, true), ("needs_review", "manual", true),
      ("some_future_state", nil, true),
    ] as [(String, String?, Bool)])
  func statesDecideWhatIsWritten(state: String, extractionState: String?, written: Bool) throws {
    let (tables, _) = try compile([F.entry("k", [F.unit("de", "v", state: state)], extractionState: extractionState)])
    #expect(strings(tables, "de") == (written ? ["k": "v"] : [:]))
  }

  /// R1, R7: the plain/plural choice is made per language; a plural has no `.strings` twin;
  /// the categories are the catalog's, `zh-Hans` keeps `one`.
  @Test func pluralOrPlainPerLanguage() throws {
    let (tables, diagnostics) = try compile([
      F.entry(
        "%lld files",
        [
          F.plural("en", [("one", "%lld file"), ("other", "%lld files")]),
          F.unit("zh-Hans", "%lld 个文件"),
          F.plural("ja", [("one", "%lld ファイル"), ("other", "%lld ファイル")]),
        ])
    ])
    #expect(diagnostics.isEmpty)
    #expect(strings(tables, "en").isEmpty)
    #expect(dictKeys(tables, "en") == ["%lld files"])
    #expect(strings(tables, "zh-Hans") == ["%lld files": "%lld 个文件"])
    #expect(dictKeys(tables, "zh-Hans").isEmpty)
    let ja = tables.first { $0.language == "ja" }!.stringsdict[0].value
    #expect(
      ja
        == .dictionary([
          ("NSStringLocalizedFormatKey", .string("%#@value@")),
          (
            "value",
            .dictionary([
              ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("NSStringFormatValueTypeKey", .string("lld")),
              ("one", .string("%lld ファイル")), ("other", .string("%lld ファイル")),
            ])
          ),
        ]))
  }

  /// The count as argument 2 gives `%2$#@value@`, `%d` gives value type `d`; a `new` category
  /// is left out and a plural whose every category is `new` gives no entry.
  @Test func pluralFormatKeyAndValueType() throws {
    let (tables, _) = try compile([
      F.entry("a", [F.plural("en", [("one", "%@ has %d file"), ("other", "%@ has %d files")])]),
      F.entry("b", [F.plural("en", [("one", "%lld x"), ("other", "%lld xs")], state: "new")]),
      F.entry(
        "c",
        [
          "\"en\" : { \"variations\" : { \"plural\" : { \"one\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%lld c\" } }, "
            + "\"other\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld cs\" } } } } }"
        ]),
    ])
    let dict = tables[0].stringsdict
    #expect(dict.map(\.key) == ["a", "c"])
    #expect(
      dict[0].value
        == .dictionary([
          ("NSStringLocalizedFormatKey", .string("%2$#@value@")),
          (
            "value",
            .dictionary([
              ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("NSStringFormatValueTypeKey", .string("d")),
              ("one", .string("%@ has %d file")), ("other", .string("%@ has %d files")),
            ])
          ),
        ]))
    guard case .dictionary(let c) = dict[1].value, case .dictionary(let variable) = c[1].value else {
      Issue.record()
      return
    }
    #expect(variable.map(\.key) == ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "other"])
  }

  /// R8: a plural that reads no number is an error with Apple's message, on the source language;
  /// a translation without the number is fine when the source reads it; without a source
  /// plural, each language is checked.
  @Test func pluralWithoutANumberIsAnError() throws {
    let message = CatalogCompiler.pluralWithoutNumber
    let source = try compile([
      F.entry(
        "days",
        [
          F.plural("en", [("one", "a day"), ("other", "%@ days")]),
          F.plural("de", [("one", "%lld Tag"), ("other", "%lld Tage")]),
        ])
    ])
    #expect(source.diagnostics.map(\.description) == ["L.xcstrings: error: \(message) (en: days)"])
    let translated = try compile([
      F.entry("n", [F.plural("en", [("one", "%lld day"), ("other", "%lld days")]), F.plural("ja", [("other", "日")])])
    ])
    #expect(translated.diagnostics.isEmpty)
    #expect(translated.tables.first { $0.language == "ja" }!.stringsdict.count == 1)
    let noSource = try compile([
      F.entry("k", [F.unit("en", "k"), F.plural("vi", [("other", "ngày")]), F.plural("de", [("other", "%d")])])
    ])
    #expect(noSource.diagnostics.map(\.description) == ["L.xcstrings: error: \(message) (vi: k)"])
  }

  /// `-l`: only the languages asked for.
  @Test func languagesFilter() throws {
    let (tables, _) = try compile(
      [F.entry("k", [F.unit("en", "k"), F.unit("de", "d"), F.unit("fr", "f")])], languages: ["fr", "de", "xx"])
    #expect(tables.map(\.language) == ["de", "fr"])
  }

  /// Substitutions: the format key with `%N$#@name@`, each variable by name with `%arg` made
  /// the substitution's specifier (not yet verified against Apple's output).
  @Test func substitutionsKeepTheirNames() throws {
    let en = """
      "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" }, "substitutions" : {
        "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
        "folders" : { "argNum" : 2, "formatSpecifier" : "d", "variations" : { "plural" : {
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders (100%%)" } } } } } } }
      """
    let (tables, diagnostics) = try compile([F.entry("k", [en])])
    #expect(diagnostics.isEmpty)
    #expect(tables[0].strings.isEmpty)
    #expect(
      tables[0].stringsdict[0].value
        == .dictionary([
          ("NSStringLocalizedFormatKey", .string("%1$#@files@ in %2$#@folders@")),
          (
            "files",
            .dictionary([
              ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("NSStringFormatValueTypeKey", .string("lld")),
              ("one", .string("%lld file")), ("other", .string("%lld files")),
            ])
          ),
          (
            "folders",
            .dictionary([
              ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")), ("NSStringFormatValueTypeKey", .string("d")),
              ("other", .string("%d folders (100%%)")),
            ])
          ),
        ]))
  }

  /// Device variations: `NSStringDeviceSpecificRuleType` in `.stringsdict`, the `other` form
  /// in `.strings` (not yet verified against Apple's output).
  @Test func deviceVariations() throws {
    let en = """
      "en" : { "variations" : { "device" : {
        "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap" } },
        "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "Select" } } } } }
      """
    let (tables, _) = try compile([F.entry("k", [en])])
    #expect(strings(tables, "en") == ["k": "Select"])
    #expect(
      tables[0].stringsdict[0].value
        == .dictionary([
          (
            "NSStringDeviceSpecificRuleType",
            .dictionary([("iphone", .string("Tap")), ("mac", .string("Click")), ("other", .string("Select"))])
          )
        ]))
  }
}

extension CatalogCompilerTests {
  /// A substitution named as a key the entry already has (`value` next to a plural,
  /// `NSStringLocalizedFormatKey`) is left out rather than written as a second key of the same
  /// dictionary, which no reader can hold.
  @Test(arguments: ["value", "NSStringLocalizedFormatKey"])
  func substitutionNamedAsAnEntryKeyIsLeftOut(name: String) throws {
    let en = """
      "en" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld %#@\(name)@" } } } },
        "substitutions" : { "\(name)" : { "argNum" : 2, "formatSpecifier" : "d", "variations" : { "plural" : {
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg x" } } } } } } }
      """
    let (tables, _) = try compile([F.entry("k", [en])])
    guard case .dictionary(let pairs) = tables[0].stringsdict[0].value else {
      Issue.record()
      return
    }
    #expect(pairs.map(\.key) == ["NSStringLocalizedFormatKey", "value"])
  }
}

extension CatalogCompilerTests {
  /// Without a plural, a substitution may be named `value`.
  @Test func substitutionNamedValueWithoutAPlural() throws {
    let en = """
      "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@value@" }, "substitutions" : {
        "value" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg x" } } } } } } }
      """
    let (tables, _) = try compile([F.entry("k", [en])])
    guard case .dictionary(let pairs) = tables[0].stringsdict[0].value else {
      Issue.record()
      return
    }
    #expect(pairs.map(\.key) == ["NSStringLocalizedFormatKey", "value"])
  }
}
