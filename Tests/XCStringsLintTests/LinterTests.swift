import Testing
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsLint
import XCStringsTestSupport

@Suite("Linter")
struct LinterTests {
  typealias F = LintFixture

  static func subject(_ json: String, path: String, folder: String, table: String = "Localizable") throws -> LintSubject {
    let bytes = Array(json.utf8)
    return LintSubject(
      catalog: try CatalogJSONReader.read(bytes, path: path), file: path, tableName: table,
      origin: .catalog(CatalogKeyLocator(bytes: bytes, path: path)), folder: folder)
  }

  /// A framework whose Korean values are copies of its English source, in an app that
  /// translates Korean: Korean users see the app's text translated and the framework's in
  /// English, so each copy stays a warning. Where no table of the tree translates Korean, the
  /// language is not started: one note.
  @Test func copiesAreNotStartedOnlyWhereNoTableTranslatesTheLanguage() throws {
    let framework = try Self.subject(
      F.catalog(["Sign in again": F.entry(["en": F.unit("Sign in again"), "ko": F.unit("Sign in again")])]),
      path: "Framework/L.xcstrings", folder: "Framework")
    let app = try Self.subject(
      F.catalog(["Open": F.entry(["en": F.unit("Open"), "ko": F.unit("열기")])]), path: "App/L.xcstrings", folder: "App")
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    #expect(
      Linter(options: options).lint([app, framework]).findings.map(\.description) == [
        "Framework/L.xcstrings:2:1: warning: [untranslated] 'ko' translation is the source text ('Sign in again'), marked translated: its users see the development language"
      ])
    let english = try Self.subject(
      F.catalog(["Open": F.entry(["en": F.unit("Open")])]), path: "App/L.xcstrings", folder: "App")
    #expect(
      Linter(options: options).lint([english, framework]).findings.map(\.description) == [
        "Framework/L.xcstrings:1:2: note: [untranslated] 'ko' is not started: its one value here is the source text and no table of the app translates it; its users see the development language"
      ])
  }

  @Test func duplicateKeyAcrossBundlesWithDifferentSourceValues() throws {
    let app = try Self.subject(
      F.catalog(["Save": "{}", "Open": F.entry(["en": F.unit("Open")]), "Close": "{}"]), path: "App/L.xcstrings", folder: "App")
    let widget = try Self.subject(
      F.catalog([
        "Open": F.entry(["en": F.unit("Open file")]), "Save": F.entry(["en": F.unit("Save")]),
        "Close": F.entry(["en": F.unit("Close")]),
      ]),
      path: "Widget/L.xcstrings", folder: "Widget")
    let report = Linter(options: LintOptions(disabled: [.untranslated])).lint([app, widget])
    #expect(
      report.findings.map(\.description) == [
        "Widget/L.xcstrings:2:1: note: [duplicate-key-across-tables] source value 'Open file' differs from 'Open' for the same key in App/L.xcstrings:3, another bundle"
      ])
  }

  /// Only tables that ship in one bundle compete for a key (a catalog and a legacy table of one
  /// name in one folder): a warning. Two bundles each show their own text: a note.
  @Test func duplicateKeyInOneBundleIsAWarning() throws {
    let catalog = try Self.subject(
      F.catalog(["Open": F.entry(["en": F.unit("Open")])]), path: "App/L.xcstrings", folder: "App", table: "L")
    let legacy = try Self.subject(
      F.catalog(["Open": F.entry(["en": F.unit("Open file")])]), path: "App/en.lproj/l.strings", folder: "App", table: "l")
    let package = try Self.subject(
      F.catalog(["Open": F.entry(["en": F.unit("Open it")])]), path: "Kit/Sources/Kit/L.xcstrings", folder: "Kit/Sources/Kit",
      table: "L")
    #expect(
      Linter().lint([catalog, legacy, package]).findings.map(\.description) == [
        "App/en.lproj/l.strings:2:1: warning: [duplicate-key-across-tables] source value 'Open file' differs from 'Open' for the same key in App/L.xcstrings:2, a table of the same name in the same bundle",
        "Kit/Sources/Kit/L.xcstrings:2:1: note: [duplicate-key-across-tables] source value 'Open it' differs from 'Open' for the same key in App/L.xcstrings:2, another bundle",
      ])
  }

  @Test func tablesOfOneBundleAndInfoPlistTablesAreSeparateNamespaces() throws {
    let general = try Self.subject(
      F.catalog(["Title": F.entry(["en": F.unit("General")])]), path: "S/General.xcstrings", folder: "S", table: "General")
    let storage = try Self.subject(
      F.catalog(["Title": F.entry(["en": F.unit("Storage")])]), path: "S/Storage.xcstrings", folder: "S", table: "Storage")
    let app = try Self.subject(
      F.catalog(["CFBundleDisplayName": F.entry(["en": F.unit("Shop")])]), path: "A/InfoPlist.xcstrings", folder: "A",
      table: "InfoPlist")
    let widget = try Self.subject(
      F.catalog(["CFBundleDisplayName": F.entry(["en": F.unit("Cart")])]), path: "W/InfoPlist.xcstrings", folder: "W",
      table: "InfoPlist")
    #expect(Linter().lint([general, storage, app, widget]).findings.isEmpty)
  }

  @Test func duplicatesAreComparedOnlyWithinATree() throws {
    let app = try Self.subject(F.catalog(["Open": F.entry(["en": F.unit("Open")])]), path: "App/L.xcstrings", folder: "App")
    let other = try Self.subject(
      F.catalog(["Open": F.entry(["en": F.unit("Open file")])]), path: "Other/L.xcstrings", folder: "Other")
    let trees = [LintTree(root: "App", subjects: [app]), LintTree(root: "Other", subjects: [other])]
    #expect(Linter().lint(trees).findings.isEmpty)
  }

  @Test func disabledRulesReportNothingAndFindingsAreSorted() throws {
    let json = F.catalog([
      "b.key": F.entry(["de": F.unit("B %d"), "fr": F.unit("B %d")]),
      "Hello \\(x)": F.entry(["de": F.unit(""), "fr": F.unit("Bonjour")]),
    ])
    let all = Linter().lint([try F.subject(json)]).findings.map { "\($0.location.line) \($0.rule.id)" }
    #expect(all == ["2 key-as-value", "3 interpolation-in-key", "3 empty-value"])
    let some = Linter(options: LintOptions(disabled: [.keyAsValue, .emptyValue])).lint([try F.subject(json)])
    #expect(some.findings.map(\.rule) == [.interpolationInKey])
    #expect(!some.containsError)
    #expect(some.containsWarning)
  }

  /// A translation that breaks the format of a key no Swift literal may stand for shows no
  /// user anything: the error is a note saying so. A key the code looks up keeps its error.
  @Test func anErrorAboutAKeyNoCodeUsesIsANote() throws {
    let catalog = F.catalog([
      "Shown %@": F.entry(["en": F.unit("Shown %@"), "de": F.unit("Gezeigt %d")]),
      "Gone %@": F.entry(["en": F.unit("Gone %@"), "de": F.unit("Weg %d")]),
    ])
    let source = #"let s = String(format: NSLocalizedString("Shown %@", comment: ""), name)"#
    let findings = try SourceLintFixture.findings(
      [SourceLintFixture.subject(catalog)], swift: [source], rules: [.placeholderMismatch])
    #expect(
      findings == [
        "Localizable.xcstrings:2:1 error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')",
        "Localizable.xcstrings:3:1 note: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@'); no Swift source uses the key, so no user sees it",
      ])
  }

  @Test func reportSerializesAsOneDocument() throws {
    let json = F.catalog(["Total: %@": F.entry(["ja": F.unit("合計：%d")])])
    let report = Linter().lint([try F.subject(json)])
    #expect(
      report.json.serialized() == """
        {
          "coverage" : [
            {
              "file" : "L.xcstrings",
              "language" : "ja",
              "missing" : 0,
              "needsReview" : 0,
              "new" : 0,
              "percent" : 100,
              "translated" : 1
            }
          ],
          "findings" : [
            {
              "column" : 1,
              "file" : "L.xcstrings",
              "key" : "Total: %@",
              "language" : "ja",
              "line" : 2,
              "message" : "'ja' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')",
              "rule" : "placeholder-mismatch",
              "severity" : "error"
            }
          ]
        }
        """)
  }
}

@Suite("Linter: keys no code uses, beside Objective-C")
struct LinterObjectiveCTests {
  private static let catalog = LintFixture.catalog([
    "Shown": LintFixture.entry(["en": LintFixture.unit("Shown"), "de": LintFixture.unit("Gezeigt")]),
    "Gone": LintFixture.entry(["en": LintFixture.unit("Gone")]),
  ])

  private func findings(objectiveC: String) throws -> [String] {
    let root = try TestPaths.temporaryDirectory()
    let app = LintProjectFixture.Target(
      name: "App", sources: ["App/A.swift", "App/Helper.m"], resources: ["App/Localizable.xcstrings"])
    try LintProjectFixture(targets: [app]).write(
      in: root,
      files: ["App/A.swift": "Text(\"Shown\")\n", "App/Helper.m": objectiveC, "App/Localizable.xcstrings": Self.catalog])
    return LintProjectFixture.findings(root, rules: [.untranslated])
  }

  /// Objective-C that never names a localized-string routine looks nothing up: a key no
  /// Swift source uses is a note. Objective-C that does may use it: the warning stays.
  @Test func onlyObjectiveCThatLooksUpKeepsUnusedKeysWarnings() throws {
    #expect(
      try findings(objectiveC: "int machHeader(void) { return 0; }\n") == [
        "App/Localizable.xcstrings:3:1: note: [untranslated] no 'de' translation; no Swift source uses the key, so no user sees it"
      ])
    #expect(
      try findings(objectiveC: "NSString *s = NSLocalizedString(key, nil);\n") == [
        "App/Localizable.xcstrings:3:1: warning: [untranslated] no 'de' translation"
      ])
  }
}
