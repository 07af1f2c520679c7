import Testing

@testable import XCStringsLint
@testable import XCStringsSwiftSource

@Suite("LanguageFacts")
struct LanguageFactsTests {
  private func facts(_ text: String) throws -> LanguageFacts {
    let bytes = Array(text.utf8)
    return LanguageFacts(try SwiftSourceFile(parsing: bytes, path: "A.swift"), bytes: bytes)
  }

  /// Codes are read from plain literals that start in lower case; `"SB"` (an abbreviation)
  /// and an interpolated literal are no code.
  @Test func spelledCodesAreLowerCasePlainLiterals() throws {
    let found = try facts(#"let a = ["en", "pt_BR", "zh-Hans", "SB", "Open", "e\(x)", "de"]"#)
    #expect(found.spelledCodes == ["en", "pt-br", "zh-hans", "de"])
  }

  /// Only an entry point's locale counts as the app's choice: a view that sets a locale for
  /// one date format chooses nothing.
  @Test func onlyTheEntryPointChoosesTheLocale() throws {
    let modifier = "struct A: App {\n  var body: some Scene { WindowGroup { V() }.environment(\\.locale, chosen) }\n}\n"
    #expect(try facts("@main\n" + modifier).localeOverrideLine == 3)
    #expect(try facts(modifier).localeOverrideLine == nil)
  }

  @Test func branchesPickedByLanguageAreKeptWithTheirLines() throws {
    let found = try facts("let a = 1\nText(isGermanLanguage ? \"Los\" : \"Go\")\n")
    #expect(found.picked.map { "\($0.line) \($0.text)" } == ["2 Los", "2 Go"])
  }
}
