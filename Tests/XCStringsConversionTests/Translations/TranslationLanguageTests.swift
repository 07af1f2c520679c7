import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// Which catalog language a code that translations come back under goes into.
@Suite("translation language")
struct TranslationLanguageTests {
  static let catalogLanguages: Set<LanguageCode> = ["en", "de", "pl", "zh-Hans", "es", "pt-BR"]

  static func beside(_ written: String, _ language: String, _ base: String) -> String {
    let read = written == language ? "'\(written)' is" : "'\(written)' is read as '\(language)' and"
    return "\(read) imported as a new language beside the catalog's '\(base)'"
  }

  @Test(
    arguments: [
      ("de", "de", nil),
      ("zh_CN", "zh-Hans", "'zh_CN' is read as 'zh-Hans'"),
      ("zh-CN", "zh-Hans", "'zh-CN' is read as 'zh-Hans'"),
      ("zh-cn", "zh-Hans", "'zh-cn' is read as 'zh-Hans'"),
      ("zh-SG", "zh-Hans", "'zh-SG' is read as 'zh-Hans'"),
      ("zh_sg", "zh-Hans", "'zh_sg' is read as 'zh-Hans'"),
      ("zh_TW", "zh-Hant", "'zh_TW' is read as 'zh-Hant'"),
      ("zh-TW", "zh-Hant", "'zh-TW' is read as 'zh-Hant'"),
      ("pt_BR", "pt-BR", "'pt_BR' is read as 'pt-BR'"),
      ("PL", "pl", "'PL' is read as 'pl'"),
      // Apple's form is a localization of its own, beside its base language.
      ("pl-PL", "pl-PL", beside("pl-PL", "pl-PL", "pl")),
      ("de_de", "de-DE", beside("de_de", "de-DE", "de")),
      ("es-419", "es-419", beside("es-419", "es-419", "es")),
      ("en-GB", "en-GB", beside("en-GB", "en-GB", "en")),
      ("en_AU", "en-AU", beside("en_AU", "en-AU", "en")),
      ("pt-PT", "pt-PT", nil),
      ("zh-HK", "zh-HK", nil),
      ("zh-Hans-CN", "zh-Hans-CN", beside("zh-Hans-CN", "zh-Hans-CN", "zh-Hans")),
      ("sr-Latn", "sr-Latn", nil),
      ("de-Latn-CH", "de-Latn-CH", beside("de-Latn-CH", "de-Latn-CH", "de")),
      // A region whose language the catalog lacks is a new language, as written.
      ("fr-CA", "fr-CA", nil),
      // Not Apple's form: kept as spelled, never folded.
      ("de-DE-1996", "de-DE-1996", nil),
    ] as [(String, String, String?)])
  func codesAreImportedAsWritten(written: String, language: String, note: String?) throws {
    let resolved = try #require(TranslationLanguage.resolve(written, in: Self.catalogLanguages))
    #expect(resolved.language == LanguageCode(rawValue: language))
    #expect(resolved.note == note)
  }

  /// Every language, script and region Xcode writes, in every spelling a platform may use:
  /// never folded into another language, and spelled as Xcode spells it.
  @Test func appleCodesAreNeverFolded() throws {
    let catalog: Set<LanguageCode> = ["en", "pt", "fr", "es", "zh", "zh-Hans", "zh-Hant", "sr", "uz"]
    for code in [
      "en-GB", "en-AU", "en-IN", "pt-BR", "pt-PT", "fr-CA", "es-419", "es-MX", "zh-HK", "sr-Latn", "uz-Cyrl",
      "zh-Hant-HK", "sr-Latn-RS",
    ] {
      for written in [code, code.replacingOccurrences(of: "-", with: "_"), code.lowercased(), code.uppercased()] {
        let resolved = try #require(TranslationLanguage.resolve(written, in: catalog), "\(written)")
        #expect(resolved.language.rawValue == code, "\(written)")
        // The note names no option; coded, it carries what the tool's `--language-map` hint names.
        let note = resolved.coded(Diagnostic.note(resolved.note ?? "", at: nil))
        #expect(note.code == .languageVariant, "\(written)")
        #expect(note.hintSlot.values == [written, resolved.base?.rawValue ?? ""], "\(written)")
        // Once the catalog has it, it is simply there.
        #expect(TranslationLanguage.resolve(code, in: catalog.union([resolved.language])) == .init(language: resolved.language))
      }
    }
  }

  @Test func aLanguageMapEntryWins() {
    #expect(
      TranslationLanguage.resolve("pl-PL", in: Self.catalogLanguages, overrides: ["pl-PL": "pl-PL"])
        == TranslationLanguage.Resolved(language: "pl-PL"))
    #expect(
      TranslationLanguage.resolve("Deutsch", in: Self.catalogLanguages, overrides: ["Deutsch": "de"])
        == TranslationLanguage.Resolved(language: "de"))
  }

  @Test(arguments: ["", "Deutsch x", "d", "de--DE", "😀"])
  func whatIsNoLanguageCodeHasNoLanguage(written: String) {
    #expect(TranslationLanguage.resolve(written, in: Self.catalogLanguages) == nil)
  }

  @Test func aCatalogsLanguagesAreItsSourceAndEveryLocalization() {
    let catalog = StringCatalog(
      sourceLanguage: "en",
      strings: [
        "a": CatalogEntry(localizations: ["de": .unit("A")]), "b": CatalogEntry(localizations: ["fr": .unit("B")]),
        "c": CatalogEntry(),
      ])
    #expect(TranslationLanguage.languages(of: catalog) == ["en", "de", "fr"])
  }

  /// Generated catalogs, small and large enough to be read on several threads, whose entries
  /// list random subsets of languages in random orders (long names included, which are stored
  /// out of line): the languages are the source language and every name some entry lists.
  @Test(arguments: 0..<12)
  func aGeneratedCatalogsLanguagesAreEveryNameListed(seed: UInt64) {
    var random = SeededGenerator(seed: seed &+ 0x1A96)
    let names = ["de", "en", "fr", "ja", "zh-Hans", "pt-BR", "x-a-very-long-private-use-name", "x-\u{E9}", "x-e\u{301}"]
    let count = seed % 3 == 0 ? StringCatalog.parallelLanguageThreshold + 100 : Int.random(in: 0...60, using: &random)
    var strings = KeyedList<CatalogEntry>()
    var expected: Set<LanguageCode> = ["es"]
    for index in 0..<count {
      guard Int.random(in: 0..<8, using: &random) != 0 else {
        strings["k\(index)"] = CatalogEntry()
        continue
      }
      var listed = names.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
      if Bool.random(using: &random) { listed.shuffle(using: &random) }
      for name in listed { expected.insert(LanguageCode(rawValue: name)) }
      strings["k\(index)"] = CatalogEntry(localizations: KeyedList(listed.map { ($0, .unit("v")) }))
    }
    let catalog = StringCatalog(sourceLanguage: "es", strings: strings)
    #expect(TranslationLanguage.languages(of: catalog) == expected, "seed \(seed)")
  }

  /// Whatever the code and the catalog, the language found is where the same code goes again
  /// once the catalog has it, and resolving it again changes nothing.
  @Test(arguments: 0..<200)
  func resolvingIsStable(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed &+ 0xC0DE)
    let languages = ["en", "de", "pl", "zh", "pt", "sr", "es"]
    let scripts = ["", "-Hans", "-hant", "_Latn", "-Cyrl"]
    let regions = ["", "-PL", "_br", "-419", "-CN", "_TW", "-de"]
    let written =
      languages.randomElement(using: &random)! + scripts.randomElement(using: &random)!
      + regions.randomElement(using: &random)!
    var catalog = Set((0..<3).map { _ in LanguageCode(rawValue: languages.randomElement(using: &random)!) })
    if Bool.random(using: &random) { catalog.insert("zh-Hans") }
    let first = try #require(TranslationLanguage.resolve(written, in: catalog), "\(written)")
    #expect(TranslationLanguage.resolve(first.language.rawValue, in: catalog)?.language == first.language, "\(written)")
    #expect(LprojLanguage.language(forFolderName: first.language.rawValue) == first.language, "\(written)")
    catalog.insert(first.language)
    #expect(TranslationLanguage.resolve(written, in: catalog)?.language == first.language, "\(written)")
  }
}
