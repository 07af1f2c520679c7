import Testing
import XCStringsModel

@testable import XCStringsLint

/// The languages a table's keys need (`SubjectLinter+Languages.swift`): regions that fall
/// back, scaffolding, English copies in another script.
@Suite("SubjectLinter languages")
struct SubjectLinterLanguagesTests {
  typealias F = LintFixture

  /// A translation platform's scaffolding: every value of a language empty, in state `new` or
  /// `needs_review`. The language is one line (a note), never a finding per key, and an empty
  /// untranslated value is never a format error: in a language under way, an empty `new` unit
  /// is untranslated, an empty `needs_review` one (compiled as it is) an empty value.
  @Test func aLanguageWithNoTranslatedValueIsOneLine() throws {
    let json = F.catalog([
      "Open": F.entry(["de": F.unit("Öffnen"), "ko": F.unit("", "new"), "pl": F.unit("", "new")]),
      "Save %@": F.entry(["de": F.unit("%@ sichern"), "ko": F.unit("", "needs_review"), "pl": F.unit("Zapisz %@")]),
      "Close": F.entry(["de": F.unit("Schließen"), "pl": F.unit("", "needs_review")]),
      "Delete %@": F.entry(["de": F.unit("", "new"), "ko": F.unit("", "new"), "pl": F.unit("Usuń %@")]),
    ])
    #expect(
      try F.findings(json) == [
        "L.xcstrings:1:2: note: [untranslated] 'ko' is not started: none of its 3 values is translated (all empty, in state 'new' or 'needs_review') and 1 key has none; its users see the development language",
        "L.xcstrings:2:1: warning: [untranslated] 'pl' translation is in state 'new'",
        "L.xcstrings:4:1: warning: [empty-value] 'pl' value is empty, in state 'needs_review', which the app shows as it is: a blank",
        "L.xcstrings:5:1: warning: [untranslated] 'de' translation is in state 'new'",
      ])
  }

  /// An empty value whose source text is empty too (the key `""` of `Text("")`, a source unit
  /// left empty) shows the blank the source shows: not an empty value, whatever its state.
  @Test func anEmptyValueOfAnEmptySourceIsNoFinding() throws {
    let json = F.catalog([
      "": F.entry(["de": F.unit("", "needs_review"), "fr": F.unit("", "needs_review")]),
      "Spacer": F.entry(["en": F.unit(""), "de": F.unit("", "needs_review"), "fr": F.unit("Espace")]),
      "Open": F.entry(["de": F.unit("Öffnen"), "fr": F.unit("Ouvrir")]),
    ])
    // The source's own empty unit is reported once, at the source.
    #expect(try F.findings(json) == ["L.xcstrings:3:1: warning: [empty-value] source value is empty"])
  }

  /// A language of the bundle (another table or the project's targets have it) that the
  /// catalog has no unit of, and that no table of the bundle has a value in, is not started
  /// either: one note for the table, not a finding per key. Where another table has a value in
  /// it (the app shows that language) it is one warning for the table; where `--languages`
  /// asks for it, every key is reported.
  @Test func aBundleLanguageTheCatalogLacksIsOneLine() throws {
    let json = F.catalog([
      "Open": F.entry(["de": F.unit("Öffnen")]),
      "Save %@": F.entry(["de": F.unit("%@ sichern")]),
      "Close": F.entry(["de": F.unit("Schließen")]),
    ])
    var subject = try F.subject(json)
    subject.bundleLanguages = ["de", "sk", "ro"]
    subject.shippedLanguages = ["en", "de"]
    func lines(_ options: LintOptions) -> [String] { Linter(options: options).lint([subject]).findings.map(\.description) }
    #expect(
      lines(LintOptions()) == [
        "L.xcstrings:1:2: note: [untranslated] 'ro' is not started: the table has no value in it and 3 keys have none; its users see the development language",
        "L.xcstrings:1:2: note: [untranslated] 'sk' is not started: the table has no value in it and 3 keys have none; its users see the development language",
      ])
    #expect(
      lines(LintOptions(languages: ["sk"])) == [
        "L.xcstrings:1:2: note: [untranslated] 'ro' is not started: the table has no value in it and 3 keys have none; its users see the development language",
        "L.xcstrings:2:1: warning: [untranslated] no 'sk' translation",
        "L.xcstrings:3:1: warning: [untranslated] no 'sk' translation",
        "L.xcstrings:4:1: warning: [untranslated] no 'sk' translation",
      ])
    subject.shippedLanguages = ["en", "de", "ro"]
    #expect(
      lines(LintOptions()) == [
        "L.xcstrings:1:2: warning: [untranslated] 'ro' is not started in this table: 3 keys have no 'ro' translation (the first 'Open'), while other tables of its bundle are translated into it; its users see the development language for them",
        "L.xcstrings:1:2: note: [untranslated] 'sk' is not started: the table has no value in it and 3 keys have none; its users see the development language",
      ])
    #expect(
      lines(LintOptions(languages: ["ro"])) == [
        "L.xcstrings:1:2: note: [untranslated] 'sk' is not started: the table has no value in it and 3 keys have none; its users see the development language",
        "L.xcstrings:2:1: warning: [untranslated] no 'ro' translation",
        "L.xcstrings:3:1: warning: [untranslated] no 'ro' translation",
        "L.xcstrings:4:1: warning: [untranslated] no 'ro' translation",
      ])
  }

  /// The one line for a language the table lacks counts only the keys a user would see wrong:
  /// text that reads the same in every language (`%lld%%`), or that the other translations
  /// keep as typed, is left out; with no such key there is no line, and a region whose parent
  /// the table has is never one.
  @Test func aLanguageTheTableLacksCountsOnlyKeysShownWrong() throws {
    let json = F.catalog([
      "%lld%%": F.entry(["de": F.unit("%lld %%")]),
      "GitHub": F.entry(["de": F.unit("GitHub"), "fr": F.unit("GitHub"), "it": F.unit("GitHub")]),
      "Save": F.entry(["de": F.unit("Sichern"), "fr": F.unit("Enregistrer"), "it": F.unit("Salva")]),
      "Zoom": F.entry(["de": F.unit("Zoomen"), "fr": F.unit("Zoom"), "it": F.unit("Zoom")]),
    ])
    var subject = try F.subject(json)
    subject.bundleLanguages = ["de", "fr", "it", "ro", "fr-CA"]
    subject.shippedLanguages = ["en", "de", "fr", "it", "ro", "fr-CA"]
    #expect(
      Linter(options: LintOptions()).lint([subject]).findings.map(\.description) == [
        "L.xcstrings:1:2: warning: [untranslated] 'ro' is not started in this table: 1 key has no 'ro' translation (the first 'Save'), while other tables of its bundle are translated into it; its users see the development language for them"
      ])
    let onlyShownRight = try F.subject(
      F.catalog(["GitHub": F.entry(["de": F.unit("GitHub"), "fr": F.unit("GitHub"), "it": F.unit("GitHub")])]))
    var lacking = onlyShownRight
    lacking.bundleLanguages = ["de", "fr", "it", "ro"]
    lacking.shippedLanguages = ["en", "de", "fr", "it", "ro"]
    #expect(Linter(options: LintOptions()).lint([lacking]).findings.map(\.description) == [])
  }

  @Test func languagesWrittenInAnotherScript() {
    let codes = [
      "ru", "RU", "zh-Hant", "zh_Hans_CN", "ja", "sr", "sr-Latn", "sr_latn_RS", "SR-LATN", "en", "de-AT", "uz", "kk-Latn-KZ",
      "ko-latnx",
    ]
    #expect(
      codes.map { SubjectLinter.writesAnotherScript(LanguageCode(rawValue: $0)) } == [
        true, true, true, true, true, true, false, false, false, false, false, false, false, true,
      ])
  }

  /// Variants of the scaffolding: plural and substitution forms, a lone language, a legacy-like
  /// catalog where the language has only `needs_review` units.
  @Test func scaffoldingVariants() throws {
    let plural = F.catalog([
      "%lld files": F.entry([
        "en": F.plural(["one": "%lld file", "other": "%lld files"]),
        "uk": "{\"variations\":{\"plural\":{\"one\":\(F.unit("", "new")),\"other\":\(F.unit("", "new"))}}}",
      ]),
      "Name: %@": F.entry(["uk": F.unit("", "needs_review")]),
    ])
    #expect(
      try F.findings(plural) == [
        "L.xcstrings:1:2: note: [untranslated] 'uk' is not started: none of its 2 values is translated (all empty, in state 'new' or 'needs_review'); its users see the development language"
      ])
  }

  /// The build leaves out a unit in state `new` unless its key is `manual`: a language whose
  /// every value is such a unit, with text or not, ships nothing and is one line. A `new` unit of
  /// a manual key is compiled: its language is under way.
  @Test func aLanguageOfNewUnitsOnlyIsNotStarted() throws {
    let json = F.catalog([
      "Open": F.entry(["de": F.unit("Öffnen"), "ar": F.unit("فتح", "new")]),
      "Save": F.entry(["de": F.unit("Sichern"), "ar": F.unit("حفظ", "new")]),
      "Close": F.entry(["de": F.unit("Schließen"), "it": F.unit("Chiudi", "new")], extra: "\"extractionState\":\"manual\""),
    ])
    #expect(
      try F.findings(json) == [
        "L.xcstrings:1:2: note: [untranslated] 'ar' is not started: none of its 2 values is translated (all empty, in state 'new' or 'needs_review') and 1 key has none; its users see the development language",
        "L.xcstrings:2:1: warning: [untranslated] no 'it' translation",
        "L.xcstrings:3:1: warning: [untranslated] no 'it' translation",
        "L.xcstrings:4:1: warning: [untranslated] 'it' translation is in state 'new'",
      ])
  }

  /// A region (`fr-CA`, `es-419`, `zh-Hant-HK`) that translates only the strings that differ falls
  /// back key by key to its parent language, then to the development language: a key it lacks
  /// is not untranslated where the table has the parent (whatever `knownRegions` lists);
  /// `--languages` still asks for it.
  @Test func regionalVariantsFallBackToTheirParent() throws {
    let json = F.catalog([
      "Color": F.entry([
        "fr": F.unit("Couleur"), "fr-CA": F.unit("Couleur"), "es": F.unit("Color"), "es-419": F.unit("Color"),
        "zh-Hant": F.unit("顏色"), "zh-Hant-HK": F.unit("顏色"), "en-GB": F.unit("Colour"),
      ]),
      "Save": F.entry(["fr": F.unit("Enregistrer"), "es": F.unit("Guardar"), "zh-Hant": F.unit("儲存")]),
      "Open": F.entry(["fr": F.unit("Ouvrir"), "zh-Hant": F.unit("打開")]),
    ])
    #expect(try F.findings(json, only: .untranslated) == ["L.xcstrings:4:1: warning: [untranslated] no 'es' translation"])
    #expect(
      try F.findings(json, languages: ["fr-CA"], only: .untranslated).contains(
        "L.xcstrings:3:1: warning: [untranslated] no 'fr-CA' translation"))
    // Chinese regions fall back to their script: zh-HK and zh-TW to zh-Hant, zh-SG to zh-Hans.
    let chinese = F.catalog([
      "Open": F.entry([
        "zh-Hant": F.unit("打開"), "zh-Hans": F.unit("打开"), "zh-HK": F.unit("打開"), "zh-TW": F.unit("打開"), "zh-SG": F.unit("打开"),
      ]),
      "Save": F.entry(["zh-Hant": F.unit("儲存"), "zh-Hans": F.unit("保存")]),
    ])
    #expect(try F.findings(chinese, only: .untranslated) == [])
    // Without its parent, a region falls back to the development language: missing.
    let orphaned = F.catalog([
      "Open": F.entry(["pt-PT": F.unit("Abrir"), "de": F.unit("Öffnen")]), "Save": F.entry(["de": F.unit("Sichern")]),
    ])
    #expect(try F.findings(orphaned, only: .untranslated) == ["L.xcstrings:3:1: warning: [untranslated] no 'pt-PT' translation"])
  }

  /// A translation into a language of another script that is the source text itself, marked
  /// translated, shows its users English: reported where the text has at least two lower-case
  /// English words (a sentence, not a name such as `Open Dyslexic`, which stays as typed).
  @Test func englishCopiedIntoAnotherScriptIsUntranslated() throws {
    let json = F.catalog([
      "timeline-new-posts %lld": F.entry([
        "en": F.plural(["one": "%lld new post", "other": "%lld new posts"]),
        "uk": F.plural(["one": "%lld new post", "few": "%lld нові дописи", "other": "%lld new posts"]),
        "de": F.plural(["one": "%lld new post", "other": "%lld new posts"]),
      ]),
      "Open Dyslexic": F.entry(["ja": F.unit("Open Dyslexic"), "de": F.unit("Open Dyslexic")]),
      "Load more posts": F.entry([
        "ru": F.unit("Load more posts"), "sr-Latn": F.unit("Load more posts"), "de": F.unit("Mehr laden"),
      ]),
      "view.close": F.entry(["ru": F.unit("Закрыть"), "de": F.unit("Schließen")]),
      "view.share": F.entry(["en": F.unit("Share this file"), "ru": F.unit("Share this file", "needs_review")]),
    ])
    #expect(
      try F.findings(json, only: .untranslated).filter { $0.contains("is the source text") } == [
        "L.xcstrings:1:2: note: [untranslated] 'ja' is not started: its one value here is the source text, no table of the app translates it, and 4 keys have none; its users see the development language",
        "L.xcstrings:2:1: warning: [untranslated] 'uk' translation in plural form 'one' is the source text ('%lld new post'), marked translated: its users see the development language",
        "L.xcstrings:4:1: warning: [untranslated] 'ru' translation is the source text ('Load more posts'), marked translated: its users see the development language",
        "L.xcstrings:6:1: warning: [untranslated] 'ru' translation is the source text ('Share this file'), in state 'needs_review': its users see the development language",
      ])
  }

  /// A plural whose every form is the source's, where English inflects the word (`%d student`,
  /// `%d students`), is English in a language of another script even with one word per form:
  /// one finding, and no finding about the categories a copy lacks (the copy shows English for
  /// every count). A unit that does not inflect (`%d MB`) stays as typed.
  @Test func aPluralCopiedIntoAnotherScriptIsUntranslated() throws {
    let json = F.catalog([
      "atRisk": F.entry([
        "en": F.plural(["one": "%d student", "other": "%d students"]),
        "ar": F.plural(["one": "%d student", "other": "%d students"]),
      ]),
      "size": F.entry([
        "en": F.plural(["one": "%d MB", "other": "%d MB"]), "ar": F.plural(["one": "%d MB", "other": "%d MB"]),
      ]),
      "title": F.entry(["en": F.unit("Title"), "ar": F.unit("عنوان")]),
    ])
    #expect(
      try F.findings(json).filter { $0.contains("[untranslated]") || $0.contains("[plural-categories]") } == [
        "L.xcstrings:2:1: warning: [untranslated] 'ar' plural forms are the source's ('%d student', '%d students'), marked translated: its users see the development language"
      ])
  }

  /// An English copy with an emoji, typographic punctuation or a Latin accent (`I love the
  /// taste of a fancy coffee ❤️`, `Hi there… café`) is still a copy; a value with letters of
  /// the language's own script is not looked at.
  @Test func anEnglishCopyWithAnEmojiIsStillACopy() throws {
    let json = F.catalog([
      "support.two": F.entry([
        "en": F.unit("I love the taste of a fancy coffee ❤️"), "uk": F.unit("I love the taste of a fancy coffee ❤️"),
      ]),
      "support.three": F.entry(["en": F.unit("Hi there… a café for you"), "ru": F.unit("Hi there… a café for you")]),
      "support.four": F.entry(["en": F.unit("Load more posts"), "ru": F.unit("Загрузить ещё"), "uk": F.unit("Завантажити ще")]),
    ])
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:2:1: warning: [untranslated] no 'ru' translation",
        "L.xcstrings:2:1: warning: [untranslated] 'uk' translation is the source text ('I love the taste of a fancy coffee ❤️'), marked translated: its users see the development language",
        "L.xcstrings:3:1: warning: [untranslated] 'ru' translation is the source text ('Hi there… a café for you'), marked translated: its users see the development language",
        "L.xcstrings:3:1: warning: [untranslated] no 'uk' translation",
      ])
  }

  /// A language of another script whose every value, in every table of the tree, is the
  /// source text (a platform's copies, Lao filled with English) is not started: one note, not
  /// a finding per copy. Where a value translates it, each copy stays a warning; a variant of
  /// the source's language (`en-GB`) is spelled alike on purpose.
  @Test func aLanguageOfCopiesOnlyIsOneLine() throws {
    let copies = F.catalog([
      "Load more posts": F.entry([
        "lo": F.unit("Load more posts"), "en-GB": F.unit("Load more posts"), "de": F.unit("Mehr laden"),
      ]),
      "Open the settings": F.entry(["lo": F.unit("Open the settings"), "de": F.unit("Einstellungen öffnen")]),
    ])
    #expect(
      try F.findings(copies, only: .untranslated) == [
        "L.xcstrings:1:2: note: [untranslated] 'lo' is not started: each of its 2 values here is the source text and no table of the app translates it; its users see the development language"
      ])
    let translated = F.catalog([
      "Load more posts": F.entry(["lo": F.unit("Load more posts"), "de": F.unit("Mehr laden")]),
      "Open the settings": F.entry(["lo": F.unit("ເປີດການຕັ້ງຄ່າ"), "de": F.unit("Einstellungen öffnen")]),
    ])
    #expect(
      try F.findings(translated, only: .untranslated) == [
        "L.xcstrings:2:1: warning: [untranslated] 'lo' translation is the source text ('Load more posts'), marked translated: its users see the development language"
      ])
  }

  /// In a Latin-script language under an English source, a value that is the source text is
  /// an English copy only when it is plain English (three lower-case words, one of them such as
  /// `the`, `you`, `with`) and the language is translated elsewhere; `Show in menu bar` could
  /// be a borrowing, and a language with no translation at all is not started.
  @Test func plainEnglishCopiedIntoALatinLanguageIsUntranslated() throws {
    let json = F.catalog([
      "Sign in to your account": F.entry(["de": F.unit("Sign in to your account"), "fr": F.unit("Sign in to your account")]),
      "Show in menu bar": F.entry(["de": F.unit("Show in menu bar"), "fr": F.unit("Show in menu bar")]),
      "Open": F.entry(["de": F.unit("Öffnen"), "fr": F.unit("Open")]),
      "Retry with the last file": F.entry(["de": F.unit("Retry with the last file", "needs_review")]),
    ])
    #expect(
      try F.findings(json, only: .untranslated) == [
        "L.xcstrings:2:1: warning: [untranslated] 'de' translation is the source text ('Sign in to your account'), marked translated: its users see the development language",
        "L.xcstrings:5:1: warning: [untranslated] 'de' translation is the source text ('Retry with the last file'), in state 'needs_review': its users see the development language",
        "L.xcstrings:5:1: warning: [untranslated] no 'fr' translation",
      ])
    #expect(SubjectLinter.isPlainEnglish("Sign in again, please."))
    #expect(!SubjectLinter.isPlainEnglish("Die Datei wird an den Server gesendet"))
    #expect(!SubjectLinter.isPlainEnglish("the end"))
  }
}
