import Testing
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLint
import XCStringsModel
import XCStringsProject

/// The per-catalog rules of `SubjectLinter.swift`: each with a fixture that triggers it and one
/// that does not.
@Suite("SubjectLinter rules")
struct SubjectLinterTests {
  typealias F = LintFixture

  // MARK: - untranslated

  /// `needs_review` is a translation the app shows as it is: counted in coverage only.
  @Test func untranslatedReportsNewAndMissingLanguages() throws {
    let json = F.catalog([
      "A": F.entry(["de": F.unit("A", "new"), "ja": F.unit("エー")]),
      "B": F.entry(["de": F.unit("B", "needs_review"), "ja": F.unit("ビー")]),
      "C": F.entry(["de": F.unit("Ce")]),
    ])
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:2:1: warning: [untranslated] 'de' translation is in state 'new'",
        "L.xcstrings:4:1: warning: [untranslated] no 'ja' translation",
      ])
  }

  @Test func untranslatedChecksPluralFormsAndRequestedLanguages() throws {
    let json = F.catalog([
      "%lld files": F.entry([
        "de": "{\"variations\":{\"plural\":{\"one\":\(F.unit("%lld Datei", "new")),\"other\":\(F.unit("%lld Dateien"))}}}"
      ])
    ])
    #expect(
      try F.findings(json, languages: ["fr"], only: .untranslated) == [
        "L.xcstrings:2:1: warning: [untranslated] 'de' translation is in state 'new'",
        "L.xcstrings:2:1: warning: [untranslated] no 'fr' translation",
      ])
  }

  @Test func untranslatedSkipsUntranslatableStaleAndSourceOnlyKeys() throws {
    let json = F.catalog([
      "A": F.entry(["de": F.unit("A")]),
      "B": F.entry(["en": F.unit("B", "new")], extra: "\"shouldTranslate\":false"),
      "C": F.entry(["en": F.unit("C")], extra: "\"extractionState\":\"stale\""),
      "D": F.entry(["en": F.unit("D", "new"), "de": F.unit("D")]),
    ])
    #expect(try F.findings(json, only: .untranslated) == [])
  }

  /// A region of the source language (`en-GB` for `en`) falls back to it at run time: a key
  /// it lacks is reported only where `--languages` asks for the region.
  @Test func regionalSourceLanguagesAreRequiredOnlyWhenAskedFor() throws {
    let json = F.catalog([
      "Color": F.entry(["en-GB": F.unit("Colour"), "de": F.unit("Farbe")]),
      "Save": F.entry(["de": F.unit("Sichern")]),
    ])
    #expect(try F.findings(json, only: .untranslated) == [])
    #expect(
      try F.findings(json, languages: ["en-GB"], only: .untranslated) == [
        "L.xcstrings:3:1: warning: [untranslated] no 'en-GB' translation"
      ])
    let scripted = F.catalog(
      [
        "Save": F.entry(["zh-Hans": F.unit("保存"), "zh-Hant": F.unit("儲存"), "zh-Hans-SG": F.unit("保存")]),
        "Open": F.entry(["zh-Hant": F.unit("打開")]),
      ], source: "zh-Hans")
    #expect(try F.findings(scripted, only: .untranslated) == [])
  }

  /// An identifier-like key only one translation has, and not the source, is an orphan:
  /// reported once (a note), never as missing in every other language or as key-as-value.
  @Test func orphanKeysAreReportedOnce() throws {
    let json = F.catalog([
      "setPin": F.entry(["ar": F.unit("تعيين رمز")]),
      "Open": F.entry(["ar": F.unit("فتح")]),
      "Close": F.entry(["en": F.unit("Close"), "ar": F.unit("إغلاق"), "de": F.unit("Schließen")]),
    ])
    #expect(
      try F.findings(json) == [
        "L.xcstrings:2:1: note: [orphan-key] key is only in the 'ar' translation, not in the source language 'en'; remove it, or add its source text",
        "L.xcstrings:3:1: warning: [untranslated] no 'de' translation",
      ])
  }

  /// A key with no letter outside its specifiers reads the same in every language, and an
  /// interface file's placeholder or menu title is never translated text.
  @Test func textWithNothingToTranslateIsNotMissing() throws {
    let json = F.catalog([
      "%lld%%": F.entry(["de": F.unit("%lld %%")]),
      "(0–10)": "{}",
      "🐛": "{}",
      "Done": "{}",
      "%1$@ (%2$@)": "{}",
      "ja": F.entry(["ja": F.unit("はい")]),
    ])
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:5:1: warning: [untranslated] no 'de' translation",
        "L.xcstrings:5:1: warning: [untranslated] no 'ja' translation",
        "L.xcstrings:7:1: warning: [untranslated] no 'de' translation",
      ])
    let interface = F.catalog([
      "43.title": F.entry(
        ["de": F.unit("Text")], extra: F.comment("Class = \"NSTextFieldCell\"; title = \"Text Cell\"; ObjectID = \"43\";")),
      "W48.title": F.entry(
        ["de": F.unit("Bearbeiten")], extra: F.comment("Class = \"NSMenu\"; title = \"Edit\"; ObjectID = \"W48\";")),
      "45.title": F.entry(
        ["de": F.unit("Öffnen")], extra: F.comment("Class = \"NSButtonCell\"; title = \"Open\"; ObjectID = \"45\";")),
      "46.title": F.entry(
        ["ja": F.unit("閉じる")], extra: F.comment("Class = \"NSButtonCell\"; title = \"Close\"; ObjectID = \"46\";")),
    ])
    #expect(
      try F.findings(interface, only: .untranslated, isInterfaceTable: true) == [
        "L.xcstrings:4:1: warning: [untranslated] no 'ja' translation",
        "L.xcstrings:5:1: warning: [untranslated] no 'de' translation",
      ])
  }

  // MARK: - key-as-value

  @Test func keyAsValueFlagsIdentifierKeysWithoutSourceText() throws {
    let json = F.catalog([
      "stats.period.oneMonth": F.entry(["de": F.unit("Ein Monat"), "fr": F.unit("Un mois")]),
      "error_not_found": F.entry(["en": F.unit("error_not_found")]),
      "settingsTitle": "{}",
    ])
    #expect(
      try F.findings(json, only: .keyAsValue) == [
        "L.xcstrings:2:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key",
        "L.xcstrings:3:1: warning: [key-as-value] source value is the identifier-like key itself, so users see the key",
        "L.xcstrings:4:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key",
      ])
  }

  /// A sentence in a script without spaces is text, not an identifier, even around a `.`: a
  /// Chinese source key with `.epub` in it is shown as typed to Chinese users.
  @Test func keyAsValueLeavesSentencesInScriptsWithoutSpaces() throws {
    let json = F.catalog(
      [
        "在网页中输入.epub链接": F.entry(["en": F.unit("Enter an .epub link"), "ja": F.unit(".epubリンクを入力")]),
        "settings.title": F.entry(["en": F.unit("Settings"), "ja": F.unit("設定")]),
      ], source: "zh-Hans")
    #expect(
      try F.findings(json, only: .keyAsValue) == [
        "L.xcstrings:3:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key"
      ])
  }

  /// A key shown as typed on purpose is no identifier users should not see: an entry marked
  /// `shouldTranslate: false`, one every translation keeps as it is (a brand, `DuckDuckGo`), a
  /// domain (`google.cn`, `search.yahoo.co.jp`). An Info.plist key filed in `Localizable`
  /// (`NSCameraUsageDescription`) is read by nothing there: the wrong table, not the key shown.
  @Test func keyAsValueLeavesKeysShownAsTypedAndInfoPlistKeys() throws {
    let json = F.catalog([
      "DuckDuckGo": F.entry(["de": F.unit("DuckDuckGo"), "ja": F.unit("DuckDuckGo")]),
      "google.cn": "{\"shouldTranslate\":false}",
      "search.yahoo.co.jp": "{}",
      "yandex.ru": F.entry(["de": F.unit("yandex.ru"), "ja": F.unit("Yandex")]),
      "NSCameraUsageDescription": F.entry(["de": F.unit("Die Kamera scannt Codes"), "ja": F.unit("カメラ")]),
      "CFBundleDisplayName": F.entry(["de": F.unit("Laden"), "ja": F.unit("店")]),
      "FilterArchitecturesDescription": F.entry([
        "de": F.unit("Filtert Architekturen"), "ja": F.unit("FilterArchitecturesDescription"),
      ]),
      "SearchEngineName": F.entry(["de": F.unit("SearchEngineName", "new"), "ja": F.unit("SearchEngineName", "new")]),
    ])
    #expect(
      try F.findings(json, only: .keyAsValue) == [
        "L.xcstrings:8:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key",
        "L.xcstrings:9:1: warning: [key-as-value] key looks like an identifier and has no source value, so users see the key",
      ])
  }

  @Test func keyAsValueLeavesWordsSentencesAndKeysWithSourceText() throws {
    let json = F.catalog([
      "Done": "{}",
      "OK": "{}",
      "iPhone": "{}",
      "Wi-Fi": "{}",
      "Save changes": "{}",
      "stats.title": F.entry(["en": F.unit("Statistics")]),
      "stats.count": F.entry(["en": F.plural(["one": "%lld stat", "other": "%lld stats"])]),
      "pool.ntp.org": "{}",
      "cfa-j0-Ya4.title": "{}",
    ])
    #expect(try F.findings(json, only: .keyAsValue) == [])
  }

  // MARK: - interpolation-in-key

  @Test func interpolationInKeyIsAnError() throws {
    let json = F.catalog(["Hello, \\(name)!": "{}", "Cost \\(": "{}", "Hello, %@!": "{}"])
    #expect(
      try F.findings(json, only: .interpolationInKey) == [
        "L.xcstrings:2:1: warning: [interpolation-in-key] key contains Swift interpolation '\\(…)', so it never matches at run time"
      ])
  }

  // MARK: - source-language

  @Test func sourceLanguageMustMatchTheDevelopmentRegion() throws {
    let json = F.catalog(["A": "{}"], source: "de")
    let region = DevelopmentRegion(language: "en", origin: "developmentRegion in App.xcodeproj/project.pbxproj")
    #expect(
      try F.findings(json, only: .sourceLanguage, region: region) == [
        "L.xcstrings:1:2: note: [source-language] sourceLanguage 'de' differs from the development region 'en' (developmentRegion in App.xcodeproj/project.pbxproj); exporting localizations fails"
      ])
    let matching = DevelopmentRegion(language: "de", origin: "x")
    #expect(try F.findings(json, only: .sourceLanguage, region: matching) == [])
    #expect(try F.findings(json, only: .sourceLanguage) == [])
  }

  // MARK: - stale

  @Test func staleEntriesWithTranslations() throws {
    let stale = "\"extractionState\":\"stale\""
    let json = F.catalog([
      "Old": F.entry(["en": F.unit("Old"), "de": F.unit("Alt"), "ja": F.unit("古い")], extra: stale),
      "Older": F.entry(["en": F.unit("Older")], extra: stale),
      "New": F.entry(["de": F.unit("Neu")]),
    ])
    #expect(
      try F.findings(json, only: .stale) == [
        "L.xcstrings:2:1: note: [stale] stale entry still carries translations ('de', 'ja'); delete it if the key is no longer used"
      ])
  }

  /// A key the sources still use through a form the extractor misses (a literal passed to a
  /// `LocalizedStringResource`, a `String` shown with `Text(verbatim:)`-like code) is not dead:
  /// its stale entry is not reported. Without sources, every stale entry is.
  @Test func staleKeysTheSourcesStillUseAreNotReported() throws {
    let stale = "\"extractionState\":\"stale\""
    let subject = try SourceLintFixture.subject(
      F.catalog([
        "Algorithm Trainer": F.entry(["en": F.unit("Algorithm Trainer"), "zh-Hans": F.unit("公式训练")], extra: stale),
        "Old": F.entry(["en": F.unit("Old"), "zh-Hans": F.unit("旧")], extra: stale),
      ]))
    let source = #"""
      enum SessionType { var name: String { switch self { case .trainer: return "Algorithm Trainer" } } }
      """#
    #expect(
      try SourceLintFixture.findings([subject], swift: [source], rules: [.stale]) == [
        "Localizable.xcstrings:3:1 note: [stale] stale entry still carries translations ('zh-Hans'); delete it if the key is no longer used"
      ])
    #expect(try SourceLintFixture.findings([subject], swift: [], rules: [.stale]).count == 2)
  }

  // MARK: - Coverage

  @Test func coverageCountsKeysPerLanguage() throws {
    let json = F.catalog([
      "A": F.entry(["de": F.unit("A"), "ja": F.unit("A", "needs_review")]),
      "B": F.entry(["de": F.unit("B"), "ja": F.plural(["other": "B"])]),
      "C": F.entry(["de": F.unit("C", "new")]),
      "D": F.entry(["de": F.unit("D")]),
      "E": F.entry(["de": F.unit("E")], extra: "\"shouldTranslate\":false"),
      "F": F.entry(["de": F.unit("F")], extra: "\"extractionState\":\"stale\""),
    ])
    let coverage = Linter().lint([try F.subject(json)]).coverage
    #expect(
      coverage.map { $0.json.serialized() } == [
        LintCoverageTestValues.de, LintCoverageTestValues.ja,
      ])
  }
}

enum LintCoverageTestValues {
  static let de = """
    {
      "file" : "L.xcstrings",
      "language" : "de",
      "missing" : 0,
      "needsReview" : 0,
      "new" : 1,
      "percent" : 75,
      "translated" : 3
    }
    """
  static let ja = """
    {
      "file" : "L.xcstrings",
      "language" : "ja",
      "missing" : 2,
      "needsReview" : 1,
      "new" : 0,
      "percent" : 25,
      "translated" : 1
    }
    """
}

@Suite("lint coverage percent")
struct LintCoveragePercentTests {
  static func coverage(translated: Int, missing: Int) -> LintCoverage {
    var coverage = LintCoverage(file: "L.xcstrings", language: "de")
    coverage.translated = translated
    coverage.missing = missing
    return coverage
  }

  /// Whole percent rounded as Xcode's editor shows it; only a complete language shows 100.
  @Test(arguments: [
    (2, 1, "67"), (1, 2, "33"), (1, 1, "50"), (0, 3, "0"), (3, 0, "100"), (0, 0, "100"), (199, 1, "99"),
    (1, 199, "1"), (1, 201, "0"), (995, 5, "99"), (994, 6, "99"), (5, 995, "1"),
  ])
  func roundsToWholePercent(translated: Int, missing: Int, text: String) {
    #expect(Self.coverage(translated: translated, missing: missing).percentText == text)
  }
}
