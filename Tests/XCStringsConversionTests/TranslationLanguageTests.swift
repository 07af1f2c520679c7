import Testing
import XCStringsTestSupport

@_spi(Internals) @testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// Which catalog language a code that translations come back under goes into.
@Suite("translation language")
struct TranslationLanguageTests {
  static let catalogLanguages: Set<LanguageCode> = ["en", "de", "pl", "zh-Hans", "es", "pt-BR"]

  @Test(arguments: [
    ("de", "de", nil),
    ("zh_CN", "zh-Hans", "'zh_CN' is read as 'zh-Hans'"),
    ("zh-CN", "zh-Hans", "'zh-CN' is read as 'zh-Hans'"),
    ("pt_BR", "pt-BR", "'pt_BR' is read as 'pt-BR'"),
    ("pl-PL", "pl", "'pl-PL' is imported as 'pl', the catalog's language for it (pass --language-map pl-PL=pl-PL to keep it apart)"),
    ("de_de", "de", "'de_de' is imported as 'de', the catalog's language for it (pass --language-map de_de=de-DE to keep it apart)"),
    ("es-419", "es", "'es-419' is imported as 'es', the catalog's language for it (pass --language-map es-419=es-419 to keep it apart)"),
    ("zh-Hans-CN", "zh-Hans", "'zh-Hans-CN' is imported as 'zh-Hans', the catalog's language for it (pass --language-map zh-Hans-CN=zh-Hans-CN to keep it apart)"),
    // A region whose language the catalog lacks is a new language, as written.
    ("fr-CA", "fr-CA", nil),
    ("pt-PT", "pt-PT", nil),
  ] as [(String, String, String?)])
  func codesGoWhereTheAppLooks(written: String, language: String, note: String?) throws {
    let resolved = try #require(TranslationLanguage.resolve(written, in: Self.catalogLanguages))
    #expect(resolved == TranslationLanguage.Resolved(language: LanguageCode(rawValue: language), note: note))
  }

  @Test func aLanguageMapEntryWins() {
    #expect(TranslationLanguage.resolve("pl-PL", in: Self.catalogLanguages, overrides: ["pl-PL": "pl-PL"])
      == TranslationLanguage.Resolved(language: "pl-PL"))
    #expect(TranslationLanguage.resolve("Deutsch", in: Self.catalogLanguages, overrides: ["Deutsch": "de"])
      == TranslationLanguage.Resolved(language: "de"))
  }

  @Test(arguments: ["", "Deutsch x", "d", "de--DE", "😀"])
  func whatIsNoLanguageCodeHasNoLanguage(written: String) {
    #expect(TranslationLanguage.resolve(written, in: Self.catalogLanguages) == nil)
  }

  @Test func aCatalogsLanguagesAreItsSourceAndEveryLocalization() {
    let catalog = StringCatalog(sourceLanguage: "en", strings: [
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
    let written = languages.randomElement(using: &random)! + scripts.randomElement(using: &random)!
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
