import Testing
import XCStringsTestSupport

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

@Suite("Project rules: what ships")
struct ProjectLinterShippingTests {
  private typealias Fixture = LintProjectFixture

  /// An app with a translated table, and a keyboard extension that bundles none.
  private static let project = Fixture(targets: [
    .init(name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings"]),
    .init(name: "Keys", type: "com.apple.product-type.app-extension", sources: ["Keys/K.swift"]),
  ])
  private static let catalog = LintFixture.catalog([
    "Hello": LintFixture.entry(["en": LintFixture.unit("Hello"), "de": LintFixture.unit("Hallo")]),
    "Bye": LintFixture.entry(["en": LintFixture.unit("Bye")]),
  ])

  /// A lookup in a target that bundles no table shows its text as typed to every user: its
  /// `unknown-key` is a note (the target's own finding is `catalog-not-in-target`). The app's
  /// lookup stays a warning.
  @Test func aLookupInATargetWithoutTablesIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.project.write(
      in: root,
      files: [
        "App/A.swift": "Text(\"Hello\")\nText(\"Missing\")\n", "Keys/K.swift": "Text(\"space\")\n",
        "App/Localizable.xcstrings": Self.catalog,
      ])
    #expect(
      Fixture.findings(root, rules: [.unknownKey]) == [
        "App/A.swift:2:6: warning: [unknown-key] 'Missing' is not a key of table 'Localizable'; string extraction is off (SWIFT_EMIT_LOC_STRINGS of target 'App' in App.xcodeproj/project.pbxproj), so it is never translated",
        "Keys/K.swift:1:6: note: [unknown-key] 'space' is not a key of table 'Localizable'; string extraction is off (SWIFT_EMIT_LOC_STRINGS of target 'Keys' in App.xcodeproj/project.pbxproj), so it is never translated; target 'Keys', which compiles this file, bundles no table, so every user sees the text as typed",
      ])
  }

  /// A Swift file and a table inside the project's folder that no target names (a copy left
  /// beside the real ones) do not ship: their findings are notes. A file in a Swift package
  /// there is compiled by the package and keeps its findings.
  @Test func filesNoTargetNamesDoNotShip() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.project.write(
      in: root,
      files: [
        "App/A.swift": "Text(\"Hello\")\nText(\"Bye\")\n", "Keys/K.swift": "", "App/Localizable.xcstrings": Self.catalog,
        "Old/Copy.swift": "Text(\"Gone\")\n", "Old/Localizable.xcstrings": Self.catalog,
        "Kit/Package.swift": "// swift-tools-version:5.9\n", "Kit/Sources/Kit/V.swift": "Text(\"Kept\")\n",
      ])
    #expect(
      Fixture.findings(root, rules: [.unknownKey, .untranslated]) == [
        "App/Localizable.xcstrings:3:1: warning: [untranslated] no 'de' translation",
        "Kit/Sources/Kit/V.swift:1:6: warning: [unknown-key] 'Kept' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
        "Old/Copy.swift:1:6: note: [unknown-key] 'Gone' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated; no target of App.xcodeproj/project.pbxproj compiles this file, so it does not ship",
        "Old/Localizable.xcstrings:3:1: note: [untranslated] no 'de' translation; no target of App.xcodeproj/project.pbxproj bundles this table, so it does not ship",
      ])
  }
}
