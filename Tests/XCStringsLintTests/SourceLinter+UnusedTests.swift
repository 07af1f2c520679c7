import Testing

@testable import XCStringsLint

private typealias Fixture = SourceLintFixture

@Suite("Source rules: unused-key")
struct SourceLinterUnusedTests {

  /// Line 2 `Save`, 3 `%lld items`, 4 `settings.title`, 5 `Old` (stale), 6 `Manual` (manual),
  /// 7 `Unused`, 8 `From %1$@ to %2$@`.
  private static func catalog() throws -> LintSubject {
    try Fixture.subject(
      LintFixture.catalog([
        "Save": LintFixture.entry(["en": LintFixture.unit("Save")]),
        "%lld items": LintFixture.entry(["en": LintFixture.unit("%lld items")]),
        "settings.title": LintFixture.entry(["en": LintFixture.unit("Settings")]),
        "Old": LintFixture.entry(["en": LintFixture.unit("Old")], extra: "\"extractionState\":\"stale\""),
        "Manual": LintFixture.entry(["en": LintFixture.unit("Manual")], extra: "\"extractionState\":\"manual\""),
        "Unused": LintFixture.entry(["en": LintFixture.unit("Unused")]),
        "From %1$@ to %2$@": LintFixture.entry(["en": LintFixture.unit("From %1$@ to %2$@")]),
      ]))
  }

  @Test func anyLiteralOfTheCodeCounts() throws {
    let sources = [
      #"Button("Save") { }; Text("\(n) items")"#,
      #"enum Key: String { case title = "settings.title" }; let s = "From \(a) to \(b)"; // "Unused""#,
    ]
    #expect(
      try Fixture.findings([Self.catalog()], swift: sources, rules: [.unusedKey], unused: true) == [
        "Localizable.xcstrings:7:1 note: [unused-key] no Swift source uses this key"
      ])
  }

  @Test func onlyWhenAskedAndOnlyWithSources() throws {
    #expect(try Fixture.findings([Self.catalog()], swift: [#"Text("Save")"#], rules: [.unusedKey]) == [])
    #expect(try Fixture.findings([Self.catalog()], swift: [], rules: [.unusedKey], unused: true) == [])
  }

  @Test func infoPlistAndInterfaceTablesAreLeftOut() throws {
    let infoPlist = try Fixture.subject(
      LintFixture.catalog(["CFBundleName": LintFixture.entry(["en": LintFixture.unit("Shop")])]), table: "InfoPlist")
    #expect(try Fixture.findings([infoPlist], swift: [#"Text("x")"#], rules: [.unusedKey], unused: true) == [])
  }
}
