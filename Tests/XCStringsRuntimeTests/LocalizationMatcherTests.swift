import Testing

@testable import XCStringsRuntime

@Suite("runtime: choosing a localization")
struct LocalizationMatcherTests {
  static let available = ["de", "en", "en-gb", "es-419", "pt-br", "sr-latn", "zh-hans", "zh-hant"]

  static func best(_ preferences: [String], development: String = "en") -> String? {
    LocalizationMatcher.best(available: available, preferences: preferences, developmentLanguage: development)
  }

  @Test func exactTagsWithoutRegardToCase() {
    #expect(Self.best(["en-GB"]) == "en-gb")
    #expect(Self.best(["zh-Hans"]) == "zh-hans")
  }

  @Test func scriptAndRegionAwareParents() {
    #expect(Self.best(["zh-HK"]) == "zh-hant")
    #expect(Self.best(["zh-TW"]) == "zh-hant")
    #expect(Self.best(["zh-CN"]) == "zh-hans")
    #expect(Self.best(["zh"]) == "zh-hans")
    #expect(Self.best(["de-AT"]) == "de")
    #expect(Self.best(["sr-Latn-RS"]) == "sr-latn")
    #expect(Self.best(["es-MX"]) == "es-419")
    #expect(Self.best(["en-AU"]) == "en")
  }

  @Test func aBareLanguageTakesItsOnlyRegionalLocalization() {
    #expect(Self.best(["pt"]) == "pt-br")
  }

  @Test func preferencesAreTriedInOrderThenTheDevelopmentLanguage() {
    #expect(Self.best(["sv", "de"]) == "de")
    #expect(Self.best(["sv", "fi"]) == "en")
    #expect(Self.best([], development: "de") == "de")
    #expect(Self.best(["sv"], development: "fi") == nil)
  }

  @Test func keysFallBackToParentsThenTheDevelopmentLanguage() {
    #expect(
      LocalizationMatcher.fallbackChain(for: "en-gb", available: Self.available, developmentLanguage: "en") == ["en-gb", "en"])
    #expect(
      LocalizationMatcher.fallbackChain(for: "zh-hant", available: Self.available, developmentLanguage: "en") == [
        "zh-hant", "en",
      ])
    #expect(LocalizationMatcher.fallbackChain(for: "de", available: Self.available, developmentLanguage: "de") == ["de"])
  }

  @Test func parentsOfATag() {
    #expect(LocalizationMatcher.parents(of: "zh-Hant-HK") == ["zh-Hant", "zh"])
    #expect(LocalizationMatcher.parents(of: "zh-Hans") == ["zh"])
    #expect(LocalizationMatcher.parents(of: "es_AR") == ["es-419", "es"])
    #expect(LocalizationMatcher.parents(of: "de") == [])
  }
}
