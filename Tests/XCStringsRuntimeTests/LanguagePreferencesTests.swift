import Testing

@testable import XCStringsRuntime

@Suite("runtime: the environment's languages")
struct LanguagePreferencesTests {
  @Test func posixNamesBecomeLanguageTags() {
    let names = ["de_AT.UTF-8", "sr_RS@latin", "sr_RS@cyrillic", "pt_BR", "zh_Hant_TW.UTF-8", "ja", "en_US.ISO8859-1@euro"]
    #expect(
      names.map(LanguagePreferences.tag(fromPOSIX:)) == [
        "de-AT", "sr-Latn-RS", "sr-Cyrl-RS", "pt-BR", "zh-Hant-TW", "ja", "en-US",
      ])
  }

  @Test func cAndPOSIXAskForNoLanguage() {
    #expect(
      ["C", "POSIX", "C.UTF-8", "POSIX.utf8", "", ".UTF-8", "1_2"].map(LanguagePreferences.tag(fromPOSIX:)) == [
        nil, nil, nil, nil, nil, nil, nil,
      ])
  }

  @Test func languageComesFirstThenTheFirstOfTheLocaleVariables() {
    let environment = ["LANGUAGE": "sv:de_CH", "LC_ALL": "", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "ja_JP.UTF-8"]
    #expect(LanguagePreferences.from(environment: environment) == ["sv", "de-CH", "fr-FR"])
    #expect(LanguagePreferences.from(environment: ["LC_ALL": "pl_PL.UTF-8", "LANG": "ja_JP.UTF-8"]) == ["pl-PL"])
    #expect(LanguagePreferences.from(environment: ["LANG": "ja_JP.UTF-8"]) == ["ja-JP"])
    #expect(LanguagePreferences.from(environment: ["LANGUAGE": "de::de", "LANG": "C"]) == ["de"])
    #expect(LanguagePreferences.from(environment: [:]) == [])
  }
}
