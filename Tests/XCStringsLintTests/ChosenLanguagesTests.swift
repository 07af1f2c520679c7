import Testing

@testable import XCStringsLint
@testable import XCStringsModel

@Suite("ChosenLanguages")
struct ChosenLanguagesTests {
  /// A root locale set from a setting counts; the device's own locale, in any spelling, does
  /// not; the line is the modifier's.
  @Test func theOverrideIsALocaleOtherThanTheDevices() {
    let set =
      "@main\nstruct A: App {\n  var body: some Scene {\n    WindowGroup { V() }\n      .environment(\\.locale, Locale(identifier: settings.language.code))\n  }\n}\n"
    #expect(ChosenLanguages.localeOverrideLine(in: Array(set.utf8)) == 5)
    for device in ["Locale.current", ".current", " Locale.autoupdatingCurrent ", ".autoupdatingCurrent"] {
      let text = "WindowGroup { V() }.environment(\\.locale,\(device))\n"
      #expect(ChosenLanguages.localeOverrideLine(in: Array(text.utf8)) == nil, "\(device)")
    }
    let second = "x.environment(\\.locale, .current)\ny.environment(\\.locale , .init(identifier: \"uk\"))\n"
    #expect(ChosenLanguages.localeOverrideLine(in: Array(second.utf8)) == 2)
    #expect(ChosenLanguages.localeOverrideLine(in: Array("x.environment(\\.calendar, c)".utf8)) == nil)
    #expect(ChosenLanguages.localeOverrideLine(in: Array("x.environment(\\.locale".utf8)) == nil)
  }

  /// The device's locale handed on as a value counts; reading one of its members does not.
  @Test func theDevicesLocaleAsAValue() {
    for text in ["case .system: return Locale.current\n", "x ?? Locale.autoupdatingCurrent)", "f.locale = Locale.current"] {
      #expect(ChosenLanguages.usesDeviceLocale(Array(text.utf8)), "\(text)")
    }
    for text in ["Locale.current.language.languageCode", "Locale.currentLanguage", "Locale.autoupdatingCurrent.identifier", ""] {
      #expect(!ChosenLanguages.usesDeviceLocale(Array(text.utf8)), "\(text)")
    }
  }

  @Test func languageCodesAreTwoOrThreeLettersWithSubtags() {
    for code in ["en", "uk", "fil", "zh-Hans", "pt_BR", "sr-Latn-RS", "es-419"] {
      #expect(ChosenLanguages.looksLikeLanguageCode(code), "\(code)")
    }
    for text in ["e", "english", "en-", "-en", "en-X", "e1", "dd MMM", "zh-Hans-VeryLongTag", ""] {
      #expect(!ChosenLanguages.looksLikeLanguageCode(text), "\(text)")
    }
  }

  /// A language is offered where the code spells it, its base language, or a region of it;
  /// spellings compare case-insensitively with `_` as `-`.
  @Test func aLanguageIsOfferedThroughItsBaseOrARegion() {
    let choice = ChosenLanguages(site: "A.swift:3", spelled: ["en", "uk", "pt-br"])
    #expect(choice.offers(LanguageCode("uk")))
    #expect(choice.offers(LanguageCode("en-GB")))
    #expect(choice.offers(LanguageCode("pt")))
    #expect(choice.offers(LanguageCode("pt-PT")))
    #expect(!choice.offers(LanguageCode("fr")))
    #expect(!choice.offers(LanguageCode("fr-CA")))
    #expect(choice.offersAny(of: [LanguageCode("fr"), LanguageCode("uk")]))
    #expect(!choice.offersAny(of: [LanguageCode("fr"), LanguageCode("de")]))
    #expect(ChosenLanguages.normalized("pt_BR") == "pt-br")
  }
}
