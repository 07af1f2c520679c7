import Testing

@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("lproj folder name → language")
struct LprojLanguageTests {
  @Test(arguments: ["Base", "mul", ""])
  func neverLanguages(_ name: String) {
    #expect(LprojLanguage.language(forFolderName: name) == nil)
  }

  @Test(arguments: [
    ("English", "en"), ("Japanese", "ja"), ("German", "de"), ("French", "fr"),
    ("pt_BR", "pt-BR"), ("en_GB", "en-GB"), ("zh_CN", "zh-Hans"), ("zh_TW", "zh-Hant"), ("zh_HK", "zh-HK"),
    ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"),
    ("zh-hans", "zh-Hans"), ("ZH-HANT", "zh-Hant"), ("sr-latn", "sr-Latn"), ("es-419", "es-419"),
    ("pt-br", "pt-BR"), ("EN", "en"), ("en", "en"), ("de", "de"), ("zh-Hant-TW", "zh-Hant-TW"), ("fil", "fil"),
  ])
  func mapsFolderNames(_ name: String, _ expected: String) {
    #expect(LprojLanguage.language(forFolderName: name) == LanguageCode(rawValue: expected))
  }

  @Test(arguments: ["Resources", "x", "en_", "e1", "pt BR", "Icons"])
  func rejectsNamesThatAreNotLanguages(_ name: String) {
    #expect(LprojLanguage.language(forFolderName: name) == nil)
  }

  @Test func overridesWinOverEveryRule() {
    let overrides = ["pt_BR": "pt", "Base": "en", "zh_CN": "zh-CN", "Klingon": "tlh"]
    #expect(LprojLanguage.language(forFolderName: "pt_BR", overrides: overrides) == "pt")
    #expect(LprojLanguage.language(forFolderName: "Base", overrides: overrides) == "en")
    #expect(LprojLanguage.language(forFolderName: "zh_CN", overrides: overrides) == "zh-CN")
    #expect(LprojLanguage.language(forFolderName: "Klingon", overrides: overrides) == "tlh")
    #expect(LprojLanguage.language(forFolderName: "de", overrides: overrides) == "de")
  }
}
