import Testing
import XCStringsModel

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

@Suite("PluralRules for integer counts")
struct PluralRulesIntegerTests {
  /// Belarusian, Polish, Russian and Ukrainian cover every integer without `other`; Czech and
  /// Lithuanian do not (their `other` selects 0 and 5…, or 10…20).
  @Test func otherSelectsIntegersExceptInFourSlavicLanguages() throws {
    for code in ["be", "pl", "ru", "uk"] {
      let rules = try #require(PluralRules.forLanguage(LanguageCode(rawValue: code)))
      #expect(!rules.otherSelectsIntegers, "\(code)")
      #expect(rules.integerCategories == [.one, .few, .many], "\(code)")
    }
    for code in ["cs", "lt", "hr", "en", "ar", "ja"] {
      let rules = try #require(PluralRules.forLanguage(LanguageCode(rawValue: code)))
      #expect(rules.otherSelectsIntegers, "\(code)")
      #expect(rules.integerCategories.contains(.other), "\(code)")
    }
  }

  /// `one` selects more than 1 where CLDR's rule is `n % 10 = 1` (21, 31, …), `i % 100 = 1`
  /// (101, 201, …) or others; only 1 (or 0 and 1) elsewhere.
  @Test func oneAlsoSelectsFollowsCLDR() {
    func examples(_ code: String) -> [Int]? { PluralRules.forLanguage(LanguageCode(rawValue: code))?.oneAlsoSelects }
    for code in ["ru", "uk", "be", "hr", "sr", "bs", "lt", "lv", "is", "mk", "sr-Latn"] {
      #expect(examples(code) == [21, 31], "\(code)")
    }
    #expect(examples("sl") == [101, 201])
    #expect(examples("gd") == [11])
    #expect(examples("fil") == [2, 3, 5])
    for code in ["en", "de", "fr", "pl", "cs", "ar", "ja", "ro"] { #expect(examples(code) == [], "\(code)") }
  }
}
