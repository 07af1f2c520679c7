import Testing

@testable import XCStringsLint

@Suite("LanguagePickedText")
struct LanguagePickedTextTests {
  private func branches(_ text: String) -> [String] {
    LanguagePickedText.branches(in: Array(text.utf8)).map { "\($0.line) \($0.text)" }
  }

  /// Both branches of a conditional whose condition names a language or locale, each with
  /// its line.
  @Test func branchesOfALanguageConditionAreFound() {
    let text = """
      Label(isMalayAppLanguage() ? "Hari Ini" : "Today", systemImage: "sun.max")
      let go = locale.language.languageCode == .german ? "Los" : "Go"
      Text(LANG == "fr" ?  "Oui"  :  "Yes")
      Text(Locale.current.identifier.hasPrefix("zh") ? "中文" : "English")
      Text(app.isChineseLocale ? "设置" : "Settings")
      """
    #expect(
      branches(text) == [
        "1 Hari Ini", "1 Today", "2 Los", "2 Go", "3 Oui", "3 Yes", "4 中文", "4 English", "5 设置", "5 Settings",
      ])
  }

  /// Other conditionals (a flag that only mentions a language among them), interpolated or
  /// escaped branches, a `?` glued to its operand and a branch that is no literal are not.
  @Test func otherConditionalsAreNot() {
    let text = """
      Text(isOn ? "On" : "Off")
      Text(isMalayLanguage ? "Buka \\(n)" : "Open \\(n)")
      let a = language? "A" : "B"
      Text(localeOK ? title : "Off")
      Text(languageOK ? "One"
        : "Two")
      Text(showLanguagePicker ? "Done" : "Edit")
      Text(isEditing ? "Done" : "Edit")
      """
    #expect(branches(text) == [])
  }
}
