import Testing
import XCStringsCatalogJSON
import XCStringsModel

@testable import XCStringsLint

/// Text users see right without a translation (`SubjectLinter+ShownRight.swift`): a missing
/// translation of it is a note.
@Suite("SubjectLinter shown right")
struct SubjectLinterShownRightTests {
  typealias F = LintFixture

  /// The `untranslated` findings for a catalog, as printed, with `languages` asked for.
  static func untranslated(_ json: String, languages: [LanguageCode]) throws -> [String] {
    let options = LintOptions(languages: languages, disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    return Linter(options: options).lint([try F.subject(json)]).findings.map(\.description)
  }

  /// Numbers with unit symbols, addresses, and text another translation keeps word for word
  /// are notes; a word a translator changes stays a warning.
  @Test func textRightInEveryLanguageIsANote() throws {
    let json = F.catalog([
      "17 min": F.entry(["de": F.unit("17 Min.")]),
      "%lld MB": F.entry(["fr": F.unit("%lld Mo")]),
      "Original": F.entry(["de": F.unit("Original")]),
      "%@ karma": F.entry(["de": F.unit("%@ karma")]),
      "https://example.com/help": F.entry(["fr": F.unit("https://example.com/aide")]),
      "Open": F.entry(["de": F.unit("Öffnen")]),
      "5 apples": F.entry(["de": F.unit("5 Äpfel")]),
      "Colour": F.entry(["en-GB": F.unit("Colour"), "de": F.unit("Farbe")]),
    ])
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:2:1: note: [untranslated] no 'fr' translation, but the text shown, '17 min', is a number with unit symbols, written the same in every language",
        "L.xcstrings:3:1: note: [untranslated] no 'de' translation, but the text shown, '%lld MB', is a number with unit symbols, written the same in every language",
        "L.xcstrings:4:1: note: [untranslated] no 'fr' translation, but the 'de' translation keeps the text shown, 'Original', word for word (a name or a borrowed word)",
        "L.xcstrings:5:1: note: [untranslated] no 'fr' translation, but the 'de' translation keeps the text shown, '%@ karma', word for word (a name or a borrowed word)",
        "L.xcstrings:6:1: note: [untranslated] no 'de' translation, but the text shown, 'https://example.com/help', is an address or a name shown as typed",
        "L.xcstrings:7:1: warning: [untranslated] no 'fr' translation",
        "L.xcstrings:8:1: warning: [untranslated] no 'fr' translation",
        "L.xcstrings:9:1: warning: [untranslated] no 'fr' translation",
      ])
  }

  /// The app's own name (an application target's name, spaces, `-`, `_` and case aside) is
  /// shown as typed: a note. A word that only starts a target's name, or names no application,
  /// stays a warning.
  @Test func theAppsOwnNameIsANote() throws {
    let json = F.catalog([
      "Ice Cubes": F.entry(["de": F.unit("Ice Cubes")]),
      "ice-cubes": F.entry(["de": F.unit("Ice Cubes")]),
      "Ice": F.entry(["de": F.unit("Eis")]),
      "Share": F.entry(["de": F.unit("Teilen"), "fr": F.unit("Partager")]),
      "Save": F.entry(["de": F.unit("Sichern")]),
    ])
    var subject = try F.subject(json)
    subject.bundleLanguages = ["de", "fr"]
    subject.brands = ["icecubes"]
    #expect(
      Linter(options: LintOptions(disabled: Set(LintRule.all.filter { $0 != .untranslated }))).lint([subject]).findings
        .map(\.description) == [
          "L.xcstrings:2:1: note: [untranslated] no 'fr' translation, but the text shown, 'Ice Cubes', is the app's own name",
          "L.xcstrings:3:1: note: [untranslated] no 'fr' translation, but the text shown, 'ice-cubes', is the app's own name",
          "L.xcstrings:4:1: warning: [untranslated] no 'fr' translation",
          "L.xcstrings:6:1: warning: [untranslated] no 'fr' translation",
        ])
  }

  /// Under a source language without a value for the key, an `en` user sees the key: right
  /// when it is English (ASCII) text under a source language of another script, wrong when it
  /// is Chinese, the source has a value, or the source language is written in Latin letters.
  @Test func anEnglishKeyIsRightForEnglishUsers() throws {
    let json = F.catalog(
      [
        "Home": F.entry(["zh-Hant": F.unit("首頁"), "en": F.unit("Home")]),
        "Station": F.entry([:]),
        "routeId: %@": F.entry([:]),
        "完成": F.entry([:]),
        "Trip": F.entry(["zh-Hant": F.unit("行程")]),
      ], source: "zh-Hant")
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:3:1: note: [untranslated] no 'en' translation, but the source language 'zh-Hant' has no value, so the 'en' user sees the key, which is English text",
        "L.xcstrings:4:1: note: [untranslated] no 'en' translation, but the source language 'zh-Hant' has no value, so the 'en' user sees the key, which is English text",
        "L.xcstrings:5:1: warning: [untranslated] no 'en' translation",
        "L.xcstrings:6:1: warning: [untranslated] no 'en' translation",
      ])
    // Under German, an ASCII key is German text (`Hoch`): English users see German.
    let german = F.catalog(["Hoch": F.entry([:]), "Tief": F.entry(["de": F.unit("Tief"), "en": F.unit("Low")])], source: "de")
    #expect(try F.findings(german, only: .untranslated) == ["L.xcstrings:2:1: warning: [untranslated] no 'en' translation"])
  }

  /// One translation among many that happens to match (`Error: %@` in Spanish) is chance: at
  /// least half of the other languages must keep the text.
  @Test func textOneTranslationOfManyKeepsIsAWarning() throws {
    let json = F.catalog([
      "Error: %@": F.entry([
        "es": F.unit("Error: %@"), "de": F.unit("Fehler: %@"), "it": F.unit("Errore: %@"), "nl": F.unit("Fout: %@"),
      ]),
      "Backup": F.entry(["es": F.unit("Copia"), "de": F.unit("Backup"), "it": F.unit("Backup")]),
      "Open": F.entry([
        "es": F.unit("Abrir"), "de": F.unit("Öffnen"), "it": F.unit("Apri"), "nl": F.unit("Openen"), "fr": F.unit("Ouvrir"),
      ]),
    ])
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:2:1: warning: [untranslated] no 'fr' translation",
        "L.xcstrings:3:1: note: [untranslated] no 'fr' translation, but the 'de' translation keeps the text shown, 'Backup', word for word (a name or a borrowed word)",
        "L.xcstrings:3:1: note: [untranslated] no 'nl' translation, but the 'de' translation keeps the text shown, 'Backup', word for word (a name or a borrowed word)",
      ])
  }

  /// An Info.plist table without a source file shows the Info.plist's value: where every
  /// translation has the same text (a name), that is what the missing language shows.
  @Test func anInfoPlistNameEveryTranslationKeepsIsANote() throws {
    let json = F.catalog([
      "CFBundleDisplayName": F.entry(["de": F.unit("Redford"), "it": F.unit("Redford")]),
      "NSCameraUsageDescription": F.entry(["de": F.unit("Kamera"), "it": F.unit("Fotocamera"), "fr": F.unit("Caméra")]),
      "CFBundleName": F.entry(["fr": F.unit("Redford")]),
    ])
    let bytes = Array(json.utf8)
    let subject = LintSubject(
      catalog: try CatalogJSONReader.read(bytes, path: "InfoPlist.xcstrings"), file: "InfoPlist.xcstrings",
      tableName: "InfoPlist",
      origin: .catalog(CatalogKeyLocator(bytes: bytes, path: "InfoPlist.xcstrings")))
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    #expect(
      Linter(options: options).lint([subject]).findings.map(\.description) == [
        "InfoPlist.xcstrings:2:1: note: [untranslated] no 'fr' translation, but every other translation of this Info.plist key is 'Redford', a name kept in every language",
        "InfoPlist.xcstrings:4:1: warning: [untranslated] no 'de' translation",
        "InfoPlist.xcstrings:4:1: warning: [untranslated] no 'it' translation",
      ])
  }

  /// The system shows no text of an Info.plist key such as `LSApplicationCategoryType` or
  /// `ITSAppUsesNonExemptEncryption`, or of a usage description no prompt reads
  /// (`NSClipboardUsageDescription`): a missing translation of it is a note. The names, the
  /// copyright, every permission prompt and text keys (a shortcut's title) stay warnings.
  @Test func anInfoPlistKeyTheSystemNeverShowsIsANote() throws {
    let json = F.catalog([
      "LSApplicationCategoryType": F.entry(["en": F.unit("Productivity"), "de": F.unit("Produktivität")]),
      "ITSAppUsesNonExemptEncryption": F.entry(["en": F.unit("NO"), "de": F.unit("NEIN")]),
      "CFBundleDisplayName": F.entry(["en": F.unit("Tasks"), "de": F.unit("Aufgaben")]),
      "NFCReaderUsageDescription": F.entry(["en": F.unit("Reads tags"), "de": F.unit("Liest Tags")]),
      "NSHumanReadableCopyright": F.entry(["en": F.unit("© Me"), "de": F.unit("© Ich")]),
      "New Task": F.entry(["en": F.unit("New Task"), "de": F.unit("Neue Aufgabe")]),
      "URL": F.entry(["en": F.unit("Address"), "de": F.unit("Adresse")]),
      "NSClipboardUsageDescription": F.entry(["en": F.unit("Saves history"), "de": F.unit("Speichert")]),
    ])
    let bytes = Array(json.utf8)
    let subject = LintSubject(
      catalog: try CatalogJSONReader.read(bytes, path: "InfoPlist.xcstrings"), file: "InfoPlist.xcstrings",
      tableName: "InfoPlist",
      origin: .catalog(CatalogKeyLocator(bytes: bytes, path: "InfoPlist.xcstrings")))
    let options = LintOptions(languages: ["fr"], disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    #expect(
      Linter(options: options).lint([subject]).findings.map(\.description) == [
        "InfoPlist.xcstrings:2:1: note: [untranslated] no 'fr' translation, but the system shows no text of the Info.plist key 'LSApplicationCategoryType'",
        "InfoPlist.xcstrings:3:1: note: [untranslated] no 'fr' translation, but the system shows no text of the Info.plist key 'ITSAppUsesNonExemptEncryption'",
        "InfoPlist.xcstrings:4:1: warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:5:1: warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:6:1: warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:7:1: warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:8:1: warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:9:1: note: [untranslated] no 'fr' translation, but the system shows no text of the Info.plist key 'NSClipboardUsageDescription'",
      ])
  }

  /// Chinese text with no character Traditional Chinese writes otherwise reads right to a
  /// `zh-Hant` (or `zh-HK`) user without a translation; text with one (`设置`) does not.
  @Test func chineseTheSameInTraditionalIsANote() throws {
    let json = F.catalog(
      [
        "巴基斯坦": F.entry(["en": F.unit("Pakistan")]),
        "设置": F.entry(["en": F.unit("Settings")]),
        "Open": F.entry(["en": F.unit("Open"), "zh-Hans": F.unit("打开")]),
      ], source: "zh-Hans")
    #expect(
      try Self.untranslated(json, languages: ["zh-Hant", "zh-HK"]) == [
        "L.xcstrings:2:1: note: [untranslated] no 'zh-HK' translation, but the text shown, '巴基斯坦', is written the same in Traditional Chinese",
        "L.xcstrings:2:1: note: [untranslated] no 'zh-Hant' translation, but the text shown, '巴基斯坦', is written the same in Traditional Chinese",
        "L.xcstrings:3:1: warning: [untranslated] no 'zh-HK' translation",
        "L.xcstrings:3:1: warning: [untranslated] no 'zh-Hant' translation",
        "L.xcstrings:4:1: warning: [untranslated] no 'zh-HK' translation",
        "L.xcstrings:4:1: warning: [untranslated] no 'zh-Hant' translation",
      ])
    #expect(SubjectLinter.isTraditionalChinese("zh_TW") && !SubjectLinter.isTraditionalChinese("zh-Hans"))
  }

  /// Where the source language has no value, the key is shown: a key written in the user's
  /// language reads right to them (Simplified Chinese keys under English, kana for Japanese,
  /// Hangul for Korean); a Traditional form (`設定`) or a key with a source value does not.
  @Test func aKeyInTheUsersOwnLanguageIsANote() throws {
    let json = F.catalog([
      "好的": F.entry(["ja": F.unit("はい")]),
      "設定": F.entry(["ja": F.unit("セッティング")]),
      "はい": F.entry(["zh-Hans": F.unit("是")]),
      "取消": F.entry(["en": F.unit("Cancel"), "ja": F.unit("キャンセル")]),
      "Open": F.entry(["en": F.unit("Open"), "zh-Hans": F.unit("打开"), "ja": F.unit("開く")]),
    ])
    #expect(
      try Self.untranslated(json, languages: ["zh-Hans", "ja"]) == [
        "L.xcstrings:2:1: note: [untranslated] no 'zh-Hans' translation, but the source language 'en' has no value, so the 'zh-Hans' user sees the key, which is Chinese text",
        "L.xcstrings:3:1: warning: [untranslated] no 'zh-Hans' translation",
        "L.xcstrings:4:1: note: [untranslated] no 'ja' translation, but the source language 'en' has no value, so the 'ja' user sees the key, which is Japanese text",
        "L.xcstrings:5:1: warning: [untranslated] no 'zh-Hans' translation",
      ])
  }

  /// A language's name in that language (a language picker's row) and a product name or
  /// model identifier read right untranslated; an ordinary word, an identifier with no digit
  /// beside a letter, or a camel-case key with no source value (an identifier) does not.
  @Test func languageNamesAndProductNamesAreShownRight() throws {
    let json = F.catalog([
      "Italiano": F.entry(["en": F.unit("Italiano")]),
      "OpenAI": F.entry(["en": F.unit("OpenAI")]),
      "gpt-4o-mini": F.entry(["en": F.unit("gpt-4o-mini")]),
      "Settings": F.entry(["en": F.unit("Settings")]),
      "onboarding-step-1": F.entry(["en": F.unit("onboarding-step-1")]),
      "English": F.entry([:]),
      "mistral:7b": F.entry([:]),
      "RemoveTracking": F.entry([:]),
    ])
    #expect(
      try Self.untranslated(json, languages: ["ar"]) == [
        "L.xcstrings:2:1: note: [untranslated] no 'ar' translation, but the text shown, 'Italiano', is a language's name in that language, as language pickers show it",
        "L.xcstrings:3:1: note: [untranslated] no 'ar' translation, but the text shown, 'OpenAI', is a product name or identifier shown as typed",
        "L.xcstrings:4:1: note: [untranslated] no 'ar' translation, but the text shown, 'gpt-4o-mini', is a product name or identifier shown as typed",
        "L.xcstrings:5:1: warning: [untranslated] no 'ar' translation",
        "L.xcstrings:6:1: warning: [untranslated] no 'ar' translation",
        "L.xcstrings:7:1: note: [untranslated] no 'ar' translation, but the text shown, 'English', is a language's name in that language, as language pickers show it",
        "L.xcstrings:8:1: note: [untranslated] no 'ar' translation, but the text shown, 'mistral:7b', is a product name or identifier shown as typed",
        "L.xcstrings:9:1: warning: [untranslated] no 'ar' translation",
      ])
  }

  /// A protocol, format or technology name alone (a picker's `https`, a menu's `WebDAV…`)
  /// reads right untranslated; a sentence that names one does not.
  @Test func technicalNamesAreShownRight() throws {
    let json = F.catalog([
      "https": F.entry([:]),
      "WebDAV…": F.entry([:]),
      "Export as JSON": F.entry([:]),
      "AirPlay": F.entry([:]),
      "AirPlay is off": F.entry([:]),
    ])
    #expect(
      try Self.untranslated(json, languages: ["de"]) == [
        "L.xcstrings:2:1: note: [untranslated] no 'de' translation, but the text shown, 'https', is a protocol, format or technology name, written the same in every language",
        "L.xcstrings:3:1: note: [untranslated] no 'de' translation, but the text shown, 'WebDAV…', is a protocol, format or technology name, written the same in every language",
        "L.xcstrings:4:1: warning: [untranslated] no 'de' translation",
        "L.xcstrings:5:1: note: [untranslated] no 'de' translation, but the text shown, 'AirPlay', is a protocol, format or technology name, written the same in every language",
        "L.xcstrings:6:1: warning: [untranslated] no 'de' translation",
      ])
  }
}
