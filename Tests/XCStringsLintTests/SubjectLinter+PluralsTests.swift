import Testing
import XCStringsLint

@Suite("plural-categories")
struct SubjectLinterPluralsTests {
  typealias F = LintFixture

  @Test func reportsMissingOtherRequiredAndUnusedCategories() throws {
    let json = F.catalog([
      "%lld files": F.entry([
        "en": F.plural(["one": "%lld file", "other": "%lld files"]),
        "de": F.plural(["one": "%lld Datei"]),
        "ru": F.plural(["one": "%lld файл", "other": "%lld файла"]),
        "ja": F.plural(["one": "%lld件", "other": "%lld件"]),
        "ar": F.plural(["zero": "0", "one": "1", "two": "2", "few": "%lld", "many": "%lld", "other": "%lld"]),
      ])
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:2:1: error: [plural-categories] 'de' plural lacks 'other'",
        "L.xcstrings:2:1: note: [plural-categories] 'ja' plural has 'one', which 'ja' never uses",
        "L.xcstrings:2:1: warning: [plural-categories] 'ru' plural lacks 'few', 'many', which 'ru' uses for whole numbers; 'other' is used instead",
      ])
  }

  /// A plural with `other` alone is legal (Foundation falls back to `other`); lacking a
  /// category the language needs is then a warning, and an error only without `other`.
  @Test func otherAloneIsAWarningNotAnError() throws {
    let json = F.catalog([
      "%lld files": F.entry([
        "en": F.plural(["other": "%lld files"]),
        "de": F.plural(["one": "%lld Datei", "zero": "keine"]),
      ])
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:2:1: error: [plural-categories] 'de' plural lacks 'other'",
        "L.xcstrings:2:1: warning: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead",
      ])
  }

  @Test func zeroIsLegalEverywhereAndRomanceManyIsOptional() throws {
    let json = F.catalog([
      "%lld files": F.entry([
        "en": F.plural(["zero": "No files", "one": "%lld file", "other": "%lld files"]),
        "ja": F.plural(["zero": "なし", "other": "%lld件"]),
        "fr": F.plural(["one": "%lld fichier", "other": "%lld fichiers"]),
        "pt-BR": F.plural(["one": "%lld arquivo", "many": "%lld de arquivos", "other": "%lld arquivos"]),
        "cs": F.plural(["one": "%lld soubor", "few": "%lld soubory", "other": "%lld souborů"]),
        "xx": F.plural(["one": "?", "other": "?"]),
      ])
    ])
    #expect(try F.findings(json, only: .pluralCategories) == [])
  }

  /// A category outside CLDR's six is never used; categories are listed as the file writes them.
  @Test func listsUnusedAndUnknownCategoriesInTheirOrder() throws {
    let json = F.catalog([
      "%lld files": F.entry([
        "de": F.plural(["many": "a", "one": "b", "some": "c", "other": "d", "two": "e", "zero": "f"]),
        "xx": F.plural(["one": "a", "some": "b"]),
        "pl": F.plural(["Few": "a", "one": "b", "other": "c"]),
      ])
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:2:1: note: [plural-categories] 'de' plural has 'many', 'some', 'two', which 'de' never uses",
        "L.xcstrings:2:1: note: [plural-categories] 'pl' plural has 'Few', which 'pl' never uses",
        "L.xcstrings:2:1: warning: [plural-categories] 'pl' plural lacks 'few', 'many', which 'pl' uses for whole numbers; 'other' is used instead",
        "L.xcstrings:2:1: error: [plural-categories] 'xx' plural lacks 'other'",
      ])
  }

  @Test func checksDeviceAndSubstitutionPlurals() throws {
    let device =
      "{\"variations\":{\"device\":{\"mac\":{\"variations\":{\"plural\":{\"one\":\(F.unit("%lld файл")),\"other\":\(F.unit("%lld файлу"))}}}}}}"
    let substitution =
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":\(F.unit("%arg"))}}}}}"
    let json = F.catalog(["%lld": F.entry(["uk": device, "en": substitution])])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:2:1: error: [plural-categories] 'en' plural of substitution 'n' lacks 'other'",
        "L.xcstrings:2:1: warning: [plural-categories] 'uk' plural of device form 'mac' lacks 'few', 'many', which 'uk' uses for whole numbers; 'other' is used instead",
      ])
  }

  /// For an integer count Russian's `one`, `few` and `many` cover every number and `other`
  /// only fractions: its absence is a warning that says so. A fractional count needs `other`,
  /// and so does a plural that lacks an integer category too.
  @Test func slavicOtherOnlyServesFractions() throws {
    let json = F.catalog([
      "%lld files": F.entry(["ru": F.plural(["one": "%lld файл", "few": "%lld файла", "many": "%lld файлов"])]),
      "%.1f km": F.entry(["uk": F.plural(["one": "%.1f км", "few": "%.1f км", "many": "%.1f км"])]),
      "%lld days": F.entry(["pl": F.plural(["one": "%lld dzień", "many": "%lld dni"])]),
      "%lld hours": F.entry(["cs": F.plural(["one": "%lld hodina", "few": "%lld hodiny", "many": "%lld hodin"])]),
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:2:1: warning: [plural-categories] 'ru' plural lacks 'other', which 'ru' uses only for fractions; Apple's format asks for 'other', so add it",
        "L.xcstrings:3:1: error: [plural-categories] 'uk' plural lacks 'other'",
        "L.xcstrings:4:1: error: [plural-categories] 'pl' plural lacks 'few', which 'pl' uses for whole numbers",
        "L.xcstrings:4:1: error: [plural-categories] 'pl' plural lacks 'other'",
        "L.xcstrings:5:1: error: [plural-categories] 'cs' plural lacks 'other'",
      ])
  }

  /// Polish and Russian translators often write `one`, `few` and `other`, with the form for
  /// 5 and more in `other` (`%lld nowych postów`): Foundation falls back to `other` for `many`,
  /// which then reads right. One missing category beside a distinct `other` and at least two
  /// other forms is that pattern; two missing, or `other` the same as another form, is not.
  @Test func otherHoldingTheOneMissingFormIsNotReported() throws {
    let json = F.catalog([
      "%lld new posts": F.entry([
        "pl": F.plural(["one": "%lld nowy post", "few": "%lld nowe posty", "other": "%lld nowych postów"]),
        "ru": F.plural(["one": "%lld новый пост", "few": "%lld новых поста", "other": "%lld новых постов"]),
      ]),
      "%lld mentions": F.entry(["pl": F.plural(["one": "%lld wzmianka", "few": "%lld wzmianki", "other": "%lld wzmianki"])]),
      "%lld days": F.entry(["pl": F.plural(["one": "%lld dzień", "other": "%lld dni"])]),
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:3:1: warning: [plural-categories] 'pl' plural lacks 'many', which 'pl' uses for whole numbers; 'other' is used instead",
        "L.xcstrings:4:1: warning: [plural-categories] 'pl' plural lacks 'few', 'many', which 'pl' uses for whole numbers; 'other' is used instead",
      ])
  }

  /// A missing category matters only where the written forms show the text changes with the
  /// count; a dead category is a note.
  @Test func missingCategoriesOfTextsThatDoNotInflect() throws {
    let json = F.catalog([
      "%lld characters": F.entry(["de": F.plural(["other": "%lld Zeichen"])]),
      "Found: %lld": F.entry(["cs": F.plural(["few": "Nalezeno: %lld", "other": "Nalezeno: %lld"])]),
      "%u unread": F.entry(["en": F.plural(["other": "%u unread"])]),
      "%lld stars": F.entry([
        "en": F.plural(["other": "%lld stars"]), "uk": F.plural(["one": "%lld зірка", "other": "%lld зірки"]),
      ]),
      "%lld results": F.entry(["zh-Hans": F.plural(["one": "%lld 个结果", "other": "%lld 个结果"])]),
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:5:1: warning: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead",
        "L.xcstrings:5:1: warning: [plural-categories] 'uk' plural lacks 'few', 'many', which 'uk' uses for whole numbers; 'other' is used instead",
        "L.xcstrings:6:1: note: [plural-categories] 'zh-Hans' plural has 'one', which 'zh-Hans' never uses",
      ])
  }

  /// A `zero` form is Apple's text for 0, not grammar: beside it, an `other` form that reads
  /// right for one ("%lld replaced") lacks nothing, while one that counts a plural noun still
  /// says "1 files".
  @Test func aZeroFormShowsNoInflection() throws {
    let json = F.catalog([
      "%lld replaced": F.entry([
        "en": F.plural(["zero": "Not replaced", "other": "%lld replaced"]),
        "de": F.plural(["zero": "Nicht ersetzt", "other": "%lld ersetzt"]),
      ]),
      "%lld files": F.entry(["en": F.plural(["zero": "No files", "other": "%lld files"])]),
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:3:1: warning: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead"
      ])
  }

  /// Where `one` also selects 21, 31, … (Russian, Ukrainian, Croatian, …), a `one` form
  /// without the count is shown for those numbers too: "Найдена ошибка." for 21 errors.
  @Test func oneFormsWithoutTheCountWhereOneCoversMore() throws {
    let substitution =
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":\(F.unit("1 опция")),\"few\":\(F.unit("%arg опции")),\"many\":\(F.unit("%arg опций")),\"other\":\(F.unit("%arg опции"))}}}}}"
    let json = F.catalog([
      "%lld errors found": F.entry([
        "ru": F.plural([
          "one": "Найдена ошибка.", "few": "Найдено %lld ошибки.", "many": "Найдено %lld ошибок.",
          "other": "Найдено %lld ошибки.",
        ]),
        "hr": F.plural([
          "one": "Pronađena je jedna greška.", "few": "Pronađene su %lld greške.", "other": "Pronađeno je %lld grešaka.",
        ]),
        "sl": F.plural([
          "one": "Najdena napaka.", "two": "Najdeni %lld napaki.", "few": "Najdene %lld napake.", "other": "Najdenih %lld napak.",
        ]),
        "de": F.plural(["one": "Ein Fehler gefunden.", "other": "%lld Fehler gefunden."]),
        "uk": F.plural(["one": "%lld помилка", "few": "%lld помилки", "many": "%lld помилок", "other": "%lld помилки"]),
      ]),
      "%lld options": F.entry(["be": substitution]),
    ])
    #expect(
      try F.findings(json, only: .pluralCategories) == [
        "L.xcstrings:2:1: warning: [plural-categories] 'hr' plural form 'one' ('Pronađena je jedna greška.') leaves out the count, but 'hr' also uses 'one' for 21, 31, …, which then read 'Pronađena je jedna greška.'",
        "L.xcstrings:2:1: warning: [plural-categories] 'ru' plural form 'one' ('Найдена ошибка.') leaves out the count, but 'ru' also uses 'one' for 21, 31, …, which then read 'Найдена ошибка.'",
        "L.xcstrings:2:1: warning: [plural-categories] 'sl' plural form 'one' ('Najdena napaka.') leaves out the count, but 'sl' also uses 'one' for 101, 201, …, which then read 'Najdena napaka.'",
        "L.xcstrings:3:1: warning: [plural-categories] 'be' plural of substitution 'n' form 'one' ('1 опция') leaves out the count, but 'be' also uses 'one' for 21, 31, …, which then read '1 опция'",
      ])
  }
}
