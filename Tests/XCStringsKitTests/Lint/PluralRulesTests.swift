import Testing
import XCStringsKit

@Suite("PluralRules")
struct PluralRulesTests {
  @Test func coversTheLanguagesXcodeOffers() {
    let needed = [
      "ar", "he", "ru", "uk", "pl", "cs", "sk", "sl", "lt", "lv", "ga", "gd", "cy", "mt", "ro", "hr", "sr", "bs", "be",
      "fr", "es", "it", "pt", "ca", "de", "en", "ja", "zh", "ko", "vi", "th", "id", "ms", "tr", "fa", "hi", "bn",
    ]
    for code in needed { #expect(PluralRules.forLanguage(LanguageCode(rawValue: code)) != nil, "\(code)") }
    #expect(PluralRules.knownLanguages.count >= 100)
  }

  @Test func requiredCategoriesFollowCLDR() {
    func required(_ code: String) -> [String] {
      let rules = PluralRules.forLanguage(LanguageCode(rawValue: code))
      return PluralCategory.allKnown.filter { rules?.required.contains($0) == true }.map(\.rawValue)
    }
    #expect(required("ja") == ["other"])
    #expect(required("en") == ["one", "other"])
    #expect(required("ru") == ["one", "few", "many", "other"])
    #expect(required("ar") == ["zero", "one", "two", "few", "many", "other"])
    #expect(required("cy") == ["zero", "one", "two", "few", "many", "other"])
    #expect(required("lv") == ["zero", "one", "other"])
    #expect(required("sl") == ["one", "two", "few", "other"])
    #expect(required("ga") == ["one", "two", "few", "many", "other"])
    // Decimal-only `many` is not required.
    #expect(required("cs") == ["one", "few", "other"])
    #expect(required("lt") == ["one", "few", "other"])
    // Romance `many` (millions) is not required either.
    for code in ["fr", "es", "it", "pt", "ca"] { #expect(required(code) == ["one", "other"], "\(code)") }
  }

  @Test func allowsZeroEverywhereAndOptionalCategories() throws {
    let japanese = try #require(PluralRules.forLanguage("ja"))
    #expect(japanese.allows(.zero))
    #expect(japanese.allows(.other))
    #expect(!japanese.allows(.one))
    let french = try #require(PluralRules.forLanguage("fr"))
    #expect(french.allows(.many))
    #expect(!french.allows(.few))
    let czech = try #require(PluralRules.forLanguage("cs"))
    #expect(czech.allows(.many))
  }

  @Test func regionAndScriptFallBackToTheBaseLanguage() {
    #expect(PluralRules.forLanguage("pt-BR") == PluralRules.forLanguage("pt"))
    #expect(PluralRules.forLanguage("zh-Hant") == PluralRules.forLanguage("zh"))
    #expect(PluralRules.forLanguage("sr-Latn") == PluralRules.forLanguage("sr"))
    #expect(PluralRules.forLanguage("pt_PT") == PluralRules.forLanguage("pt"))
    #expect(PluralRules.forLanguage("xx") == nil)
  }
}
