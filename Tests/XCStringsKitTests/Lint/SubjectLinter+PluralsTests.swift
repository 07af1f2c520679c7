import Testing
import XCStringsKit

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
      ]),
    ])
    #expect(try F.findings(json, only: .pluralCategories) == [
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
      ]),
    ])
    #expect(try F.findings(json, only: .pluralCategories) == [
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
      ]),
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
      ]),
    ])
    #expect(try F.findings(json, only: .pluralCategories) == [
      "L.xcstrings:2:1: note: [plural-categories] 'de' plural has 'many', 'some', 'two', which 'de' never uses",
      "L.xcstrings:2:1: note: [plural-categories] 'pl' plural has 'Few', which 'pl' never uses",
      "L.xcstrings:2:1: warning: [plural-categories] 'pl' plural lacks 'few', 'many', which 'pl' uses for whole numbers; 'other' is used instead",
      "L.xcstrings:2:1: error: [plural-categories] 'xx' plural lacks 'other'",
    ])
  }

  @Test func checksDeviceAndSubstitutionPlurals() throws {
    let device = "{\"variations\":{\"device\":{\"mac\":{\"variations\":{\"plural\":{\"one\":\(F.unit("%lld файл")),\"other\":\(F.unit("%lld файлу"))}}}}}}"
    let substitution = "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":1,\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":\(F.unit("%arg"))}}}}}"
    let json = F.catalog(["%lld": F.entry(["uk": device, "en": substitution])])
    #expect(try F.findings(json, only: .pluralCategories) == [
      "L.xcstrings:2:1: error: [plural-categories] 'en' plural of substitution 'n' lacks 'other'",
      "L.xcstrings:2:1: warning: [plural-categories] 'uk' plural of device form 'mac' lacks 'few', 'many', which 'uk' uses for whole numbers; 'other' is used instead",
    ])
  }
}
