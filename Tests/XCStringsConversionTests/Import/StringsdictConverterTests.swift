import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("stringsdict converter: plural or substitution")
struct StringsdictConverterTests {
  static let enDict = "/p/en.lproj/Localizable.stringsdict"

  static func plural(_ pairs: [(String, String)]) -> Localization {
    Localization(variations: Variations(plural: pluralForms(pairs)))
  }

  static func substitution(_ argNum: Int?, _ spec: String?, _ pairs: [(String, String)]) -> Substitution {
    Substitution(argNum: argNum, formatSpecifier: spec, variations: Variations(plural: pluralForms(pairs)))
  }

  static func subs(_ value: String, _ list: [(String, Substitution)]) -> Localization {
    Localization(stringUnit: StringUnit(state: .translated, value: value), substitutions: KeyedList(list))
  }

  /// Converts one key given per language as `(folder, format, variables)`.
  static func convert(
    _ languages: [(String, String, [(String, String?, [(String, String)])])],
    configure: (inout MigrationOptions) -> Void = { _ in }
  ) throws -> LegacyConverter.Converted {
    try Legacy.convert(languages.map { try Legacy.dict($0.0, LegacyText.format("k", $0.1, $0.2)) }, configure: configure)
  }

  @Test func everyLanguageDirectWithTheValueTypeInAFormIsAPlural() throws {
    let result = try Self.convert([
      ("en", "%#@n@", [("n", "lld", [("one", "%lld file"), ("other", "%lld files")])]),
      ("de", "%#@anzahl@", [("anzahl", "lld", [("one", "eine Datei"), ("other", "%lld Dateien")])]),
    ])
    #expect(
      result.catalog.strings["k"]
        == CatalogEntry(
          extractionState: .migrated,
          localizations: [
            "en": Self.plural([("one", "%lld file"), ("other", "%lld files")]),
            "de": Self.plural([("one", "eine Datei"), ("other", "%lld Dateien")]),
          ]))
    #expect(result.ledger == [])
  }

  @Test func oneFormInOneLanguageIsEnough() throws {
    let result = try Self.convert([
      ("en", "%#@n@", [("n", "d", [("one", "One file"), ("other", "Many files")])]),
      ("fr", "%#@n@", [("n", "d", [("one", "Un fichier"), ("other", "%d fichiers")])]),
    ])
    #expect(result.catalog.localization("k", "en") == Self.plural([("one", "One file"), ("other", "Many files")]))
  }

  @Test(arguments: [("f", "%.1f km"), ("lld", "%1$lld km"), ("d", "%5d km"), ("d", "%lld km"), ("lld", "no number")])
  func specifiersThatDoNotCountMakeSubstitutions(_ valueType: String, _ other: String) throws {
    let result = try Self.convert([("en", "%#@n@", [("n", valueType, [("one", "one km"), ("other", other)])])])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@n@",
          [
            ("n", Self.substitution(nil, valueType, [("one", "one km"), ("other", other)]))
          ]))
  }

  /// The byte search that decides most cases agrees with Foundation's `contains`, which it
  /// falls back to only when a non-ASCII byte follows a match: a combining mark joins the
  /// needle's last letter, and Foundation then finds no match.
  @Test(arguments: [
    ("%d Dateien", "%d", true), ("Dateien %d", "%d", true), ("%ld Dateien", "%d", false), ("%", "%d", false),
    ("", "%d", false), ("%lld ファイル", "%lld", true), ("ファイル%lld個", "%lld", true), ("ファイル", "%lld", false),
    ("%d\u{301} x", "%d", false), ("%d\u{301}", "%d", false), ("e\u{301}%d", "%d", true), ("%%d", "%d", true),
    ("%D", "%d", false), ("\u{0600}%d x", "%d", true), ("x \u{0600}%d", "%d", true), ("%\u{212A}", "%K", true),
    ("%\u{212A}", "%k", false), ("a\u{037E}%d", "\u{3B}%d", true), ("\u{1FEF}%d", "`%d", true), ("é %K", "%K", true),
  ])
  func formSpecifierSearchAgreesWithFoundation(_ text: String, _ needle: String, _ expected: Bool) {
    #expect(StringsdictConverter.text(text, contains: needle) == expected)
    #expect(StringsdictConverter.text(text, contains: needle) == text.contains(needle))
  }

  @Test func textAroundTheVariableInOneLanguageMakesSubstitutionsEverywhere() throws {
    let result = try Self.convert([
      ("en", "%#@n@", [("n", "lld", [("one", "%lld file"), ("other", "%lld files")])]),
      ("de", "Du hast %#@n@", [("n", "lld", [("one", "%lld Datei"), ("other", "%lld Dateien")])]),
    ])
    #expect(
      result.catalog.strings["k"]?.localizations == [
        "en": Self.subs("%#@n@", [("n", Self.substitution(nil, "lld", [("one", "%arg file"), ("other", "%arg files")]))]),
        "de": Self.subs(
          "Du hast %#@n@", [("n", Self.substitution(nil, "lld", [("one", "%arg Datei"), ("other", "%arg Dateien")]))]),
      ])
  }

  @Test func positionalVariableGetsArgNumAndLosesItsPosition() throws {
    let result = try Self.convert([
      ("en", "%1$#@n@", [("n", "lld", [("one", "%lld file"), ("other", "%lld files")])])
    ])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@n@",
          [
            ("n", Self.substitution(1, "lld", [("one", "%arg file"), ("other", "%arg files")]))
          ]))
  }

  @Test func reorderedPositionalVariablesKeepLiteralSpecifiers() throws {
    let result = try Self.convert([
      (
        "en", "%2$#@files@ in %1$#@folders@",
        [
          ("folders", "lld", [("one", "%lld folder"), ("other", "%lld folders")]),
          ("files", "lld", [("one", "%lld file"), ("other", "%lld files")]),
        ]
      )
    ])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@files@ in %#@folders@",
          [
            ("files", Self.substitution(2, "lld", [("one", "%lld file"), ("other", "%lld files")])),
            ("folders", Self.substitution(1, "lld", [("one", "%lld folder"), ("other", "%lld folders")])),
          ]))
  }

  @Test func sequentialIndexCountsArgumentsBeforeTheVariable() throws {
    let result = try Self.convert([
      ("en", "%@ has %#@n@", [("n", "lld", [("one", "%lld item"), ("other", "%lld items")])]),
      ("de", "Summe: %#@n@", [("n", "lld", [("other", "%d von %lld")])]),
    ])
    #expect(
      result.catalog.strings["k"]?.localizations == [
        // In "%@ has %lld items" the %lld is argument 2, the variable's own.
        "en": Self.subs("%@ has %#@n@", [("n", Self.substitution(nil, "lld", [("one", "%arg item"), ("other", "%arg items")]))]),
        // In "Summe: %d von %lld" the %lld is argument 2, not the variable's (1): it stays.
        "de": Self.subs("Summe: %#@n@", [("n", Self.substitution(nil, "lld", [("other", "%d von %lld")]))]),
      ])
  }

  @Test func positionalSpecifierMatchingArgNumBecomesArg() throws {
    let result = try Self.convert([
      ("en", "%2$#@n@ for %1$@", [("n", "lld", [("one", "%2$lld thing"), ("other", "%2$lld things")])])
    ])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@n@ for %1$@",
          [
            ("n", Self.substitution(2, "lld", [("one", "%arg thing"), ("other", "%arg things")]))
          ]))
  }

  @Test func positionalSpecifierStaysWhenTheVariableHasNoArgNum() throws {
    // `%#@n@` has no argNum, so `%1$lld` matches no argNum and is kept verbatim.
    let result = try Self.convert([
      ("en", "Got %#@n@", [("n", "lld", [("one", "%1$lld thing"), ("other", "%1$lld things")])])
    ])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "Got %#@n@",
          [
            ("n", Self.substitution(nil, "lld", [("one", "%1$lld thing"), ("other", "%1$lld things")]))
          ]))
  }

  @Test func keepVariableNamesAlwaysMakesSubstitutions() throws {
    let result = try Self.convert([
      ("en", "%#@n@", [("n", "lld", [("one", "%lld file"), ("other", "%lld files")])])
    ]) { $0.keepVariableNames = true }
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@n@",
          [
            ("n", Self.substitution(nil, "lld", [("one", "%arg file"), ("other", "%arg files")]))
          ]))
  }

  @Test func unusedVariablesAreKeptAndUndefinedOnesNoted() throws {
    // As Xcode does: a variable the format does not reference (a misspelt name) stays a
    // substitution, so that its translations are not lost.
    let result = try Self.convert([
      ("en", "%#@a@ and %#@missing@", [("a", "d", [("other", "%d a")]), ("spare", "d", [("other", "%d s")])])
    ])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@a@ and %#@missing@",
          [
            ("a", Self.substitution(nil, "d", [("other", "%arg a")])),
            ("spare", Self.substitution(nil, "d", [("other", "%arg s")])),
          ]))
    // Lines: <key>k</key> is line 5; "spare" is the second variable's <key>, line 18.
    #expect(
      ledgerLines(result.ledger) == [
        "undefined-variable|note|k|en|\(Self.enDict)|5|variable 'missing' is referenced but not defined; the token stays in the text",
        "unused-variable|note|k|en|\(Self.enDict)|18|variable 'spare' is defined but never referenced; kept as a substitution",
      ])
  }

  @Test func aFormatThatIsOneReferenceButDefinesTwoVariablesKeepsBoth() throws {
    // `%#@count_posts@` alone, with `count_votes` defined too: a plural could not carry the
    // second variable, so the key takes substitutions in every language.
    let result = try Self.convert([
      ("en", "%#@count_posts@", [("count_posts", "lld", [("one", "%lld post"), ("other", "%lld posts")])]),
      (
        "de", "%#@count_posts@",
        [
          ("count_posts", "lld", [("one", "%lld Beitrag"), ("other", "%lld Beiträge")]),
          ("count_votes", "lld", [("one", "%lld Stimme"), ("other", "%lld Stimmen")]),
        ]
      ),
    ])
    #expect(
      result.catalog.localization("k", "en")
        == Self.subs(
          "%#@count_posts@",
          [
            ("count_posts", Self.substitution(nil, "lld", [("one", "%arg post"), ("other", "%arg posts")]))
          ]))
    #expect(
      result.catalog.localization("k", "de")
        == Self.subs(
          "%#@count_posts@",
          [
            ("count_posts", Self.substitution(nil, "lld", [("one", "%arg Beitrag"), ("other", "%arg Beiträge")])),
            ("count_votes", Self.substitution(nil, "lld", [("one", "%arg Stimme"), ("other", "%arg Stimmen")])),
          ]))
  }

  static let deviceBody = """
    <key>d</key>
    <dict>
    <key>NSStringDeviceSpecificRuleType</key>
    <dict>
    <key>iphone</key>
    <string>Tap</string>
    <key>mac</key>
    <dict>
    <key>NSStringLocalizedFormatKey</key>
    <string>%#@n@</string>
    <key>n</key>
    <dict>
    <key>NSStringFormatSpecTypeKey</key>
    <string>NSStringPluralRuleType</string>
    <key>NSStringFormatValueTypeKey</key>
    <string>d</string>
    <key>one</key>
    <string>Click once</string>
    <key>other</key>
    <string>Click %d times</string>
    </dict>
    </dict>
    <key>other</key>
    <string>Press</string>
    </dict>
    </dict>
    """

  @Test func deviceRulesBecomeDeviceVariationsWithNestedPlurals() throws {
    let result = Legacy.convert([try Legacy.dict("en", Self.deviceBody)])
    var device = KeyedList<Variation>()
    device["iphone"] = .unit("Tap")
    device["mac"] = Variation(variations: Variations(plural: pluralForms([("one", "Click once"), ("other", "Click %d times")])))
    device["other"] = .unit("Press")
    #expect(result.catalog.localization("d", "en") == Localization(variations: Variations(device: device)))
    #expect(result.ledger == [])
  }

  static let widthBody = """
    <key>w</key>
    <dict>
    <key>NSStringVariableWidthRuleType</key>
    <dict>
    <key>20</key>
    <string>Short</string>
    <key>100</key>
    <string>A much longer text</string>
    <key>60</key>
    <string>A longer text</string>
    </dict>
    </dict>
    """

  @Test func widthRulesAreLeftOutByDefault() throws {
    let result = Legacy.convert([try Legacy.dict("en", Self.widthBody)])
    #expect(result.catalog.strings["w"] == CatalogEntry(extractionState: .migrated))
    #expect(
      ledgerLines(result.ledger) == [
        "width-rule|loss|w|en|\(Self.enDict)|5|width rule (widths 20, 100, 60) has no catalog equivalent; left out"
      ])
  }

  @Test func widestWidthRuleKeepsTheLargestIntegerBucket() throws {
    let result = Legacy.convert([try Legacy.dict("en", Self.widthBody)]) { $0.widthRule = .widest }
    #expect(result.catalog.localization("w", "en") == .unit("A much longer text"))
    #expect(
      ledgerLines(result.ledger) == [
        "width-rule|loss|w|en|\(Self.enDict)|5|width rule (widths 20, 100, 60) has no catalog equivalent; kept only the widest bucket"
      ])
  }

  @Test func modeDecision() {
    let converter = StringsdictConverter(options: MigrationOptions(sourceLanguage: "en"))
    func rule(_ format: String, _ valueType: String?, _ forms: KeyedList<String>) -> StringsdictRule {
      .format(FormatRule(format: format, variables: ["v": FormatVariable(valueType: valueType, forms: forms)]))
    }
    #expect(converter.mode(for: [rule("%#@v@", "lld", ["other": "%lld"])]) == .directPlural)
    #expect(
      converter.mode(for: [rule("%#@v@", "lld", ["other": "x"]), rule("%#@v@", "lld", ["other": "%lld"])]) == .directPlural)
    #expect(
      converter.mode(for: [rule("%#@v@", "lld", ["other": "%lld"]), rule(" %#@v@", "lld", ["other": "%lld"])]) == .substitutions)
    #expect(converter.mode(for: [rule("%#@v@", nil, ["other": "%lld"])]) == .substitutions)
    #expect(converter.mode(for: [rule("%#@v@", "lld", ["other": "x"])]) == .substitutions)
    #expect(converter.mode(for: [rule("%#@w@", "lld", ["other": "%lld"])]) == .substitutions)
  }
}
