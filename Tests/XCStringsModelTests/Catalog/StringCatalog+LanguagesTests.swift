import Testing

@testable import XCStringsBase
@testable import XCStringsModel

@Suite("StringCatalog languages")
struct StringCatalogLanguagesTests {
  private func catalog(_ lists: [[String]?]) -> StringCatalog {
    var strings = KeyedList<CatalogEntry>()
    for (index, list) in lists.enumerated() {
      let localizations = list.map { names in
        KeyedList(names.map { ($0, Localization(stringUnit: StringUnit(state: .translated, value: "v"))) })
      }
      strings["k\(index)"] = CatalogEntry(localizations: localizations)
    }
    return StringCatalog(sourceLanguage: "en", strings: strings)
  }

  @Test func everyLanguageOnceInTheOrderFirstMet() {
    let languages = catalog([
      ["de", "en", "fr", "ja"],
      nil,
      ["de", "fr", "ja"],
      ["en", "ko"],
      ["ja", "de", "zh-Hans"],
      [],
      ["ar", "de", "en", "fr", "ja", "ko", "zh-Hans"],
    ]).localizedLanguages
    #expect(languages == ["de", "en", "fr", "ja", "ko", "zh-Hans", "ar"])
  }

  /// Names are compared by exact scalars: a decomposed spelling is a language of its own.
  @Test func canonicallyEquivalentNamesStayApart() {
    let composed = "x-\u{E9}"
    let decomposed = "x-e\u{301}"
    let languages = catalog([[composed, "en"], [decomposed, "en"], ["en", composed]]).localizedLanguages
    #expect(languages.count == 3)
    #expect(languages[0].unicodeScalars.elementsEqual(composed.unicodeScalars))
    #expect(languages[1] == "en")
    #expect(languages[2].unicodeScalars.elementsEqual(decomposed.unicodeScalars))
  }

  /// A catalog large enough to be read in slices on several threads: languages first met in a
  /// later slice, or met in an earlier slice only near its end, keep the order first met.
  @Test func slicesKeepTheOrderFirstMet() {
    let count = StringCatalog.parallelLanguageThreshold * 2
    let lists: [[String]?] = (0..<count).map { index in
      switch index {
      case 7: return ["en", "de"]
      case count - 1: return ["ja", "en", "de", "fr"]
      case count / 2 - 1: return ["ko", "en"]
      case count / 2: return ["pt", "ko", "en"]
      default: return index % 3 == 0 ? nil : ["en"]
      }
    }
    #expect(catalog(lists).localizedLanguages == ["en", "de", "ko", "pt", "ja", "fr"])
  }

  @Test func aCatalogWithoutLocalizationsHasNoLanguages() {
    #expect(catalog([nil, []]).localizedLanguages.isEmpty)
  }
}
