import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

private typealias Fixture = LintProjectFixture

/// `unknown-key` in a target's own bundle (`ProjectLinter+Lookups.swift`).
@Suite("Project rules: lookups in a target's own tables")
struct ProjectLinterLookupsTests {

  /// A widget's own catalog lacks `Wind`, which the app's catalog has: the widget's code looks
  /// in the widget's bundle, so its users see `Wind` untranslated. Code both targets compile,
  /// a key the widget's catalog has, and text shown as typed are not reported.
  @Test func aKeyOnlyAnotherTargetsTableHasIsUnknownInTheTarget() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", sources: ["App/A.swift", "Shared/S.swift"], resources: ["App/Localizable.xcstrings"])
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension",
      sources: ["Widget/W.swift", "Shared/S.swift"], resources: ["Widget/Localizable.xcstrings"])
    try Fixture(knownRegions: ["en", "Base", "de"], targets: [app, widget]).write(
      in: root,
      files: [
        "App/Localizable.xcstrings": LintFixture.germanCatalog(["Wind", "Rain", "Done"]),
        "Widget/Localizable.xcstrings": LintFixture.germanCatalog(["Rain"]),
        "App/A.swift": "Text(\"Wind\")\n",
        "Shared/S.swift": "Text(\"Done\")\n",
        "Widget/W.swift": "Text(\"Wind\")\nText(\"Rain\")\nText(\"example.com\")\n",
      ])
    #expect(
      Fixture.findings(root, rules: [.unknownKey]) == [
        "Widget/W.swift:1:6: warning: [unknown-key] 'Wind' is not a key of the table 'Localizable' of target 'Widget'; App/Localizable.xcstrings has it, but that table is not in the target's bundle, where its code looks, so the target's users see the text untranslated"
      ])
  }

  /// A target whose own table translates nothing shows every text as typed: nothing to report.
  @Test func aTargetWhoseTableTranslatesNothingIsLeftAlone() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings"])
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"],
      resources: ["Widget/Localizable.xcstrings"])
    try Fixture(knownRegions: ["en", "Base", "de"], targets: [app, widget]).write(
      in: root,
      files: [
        "App/Localizable.xcstrings": LintFixture.germanCatalog(["Wind"]),
        "Widget/Localizable.xcstrings":
          "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"Rain\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Rain\"}}}}}}",
        "App/A.swift": "Text(\"Wind\")\n",
        "Widget/W.swift": "Text(\"Wind\")\n",
      ])
    #expect(Fixture.findings(root, rules: [.unknownKey]).isEmpty)
  }
}
