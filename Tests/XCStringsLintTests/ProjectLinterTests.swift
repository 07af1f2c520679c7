import Testing

@testable import XCStringsLint

@Suite("Project rules: language codes")
struct ProjectLinterLanguageTests {
  @Test func languagesAreComparedWithoutRegions() {
    #expect(ProjectLinter.language("en-us") == "en")
    #expect(ProjectLinter.language("English") == "en")
    #expect(ProjectLinter.language("pt_BR") == "pt")
    #expect(ProjectLinter.language("zh-Hans") == "zh-hans")
    #expect(ProjectLinter.language("zh-Hant-HK") == "zh-hant")
    #expect(ProjectLinter.language("sr-Latn") == "sr-latn")
    #expect(ProjectLinter.language("es-419") == "es")
    #expect(ProjectLinter.normalized("zh_Hans") == "zh-hans")
    #expect(ProjectLinter.isEnglish("en-GB") && ProjectLinter.isEnglish("English") && !ProjectLinter.isEnglish("de"))
  }
}
