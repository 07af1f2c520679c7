import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

private typealias Fixture = LintProjectFixture

/// Keys no target bundling a table shows (`TargetReach.swift`, `Linter+Targets.swift`).
@Suite("Keys only other targets' code shows")
struct TargetReachTests {
  /// A watch catalog holds the keys of a model file both targets compile: `North` is in a
  /// function only the phone app calls, `Rain` in a property the watch shows, `Wind` in one no
  /// code names (the system may call it), `Gust` outside any member's name.
  private func writeWatchApp(in root: URL, watchCalls: String = "") throws {
    let app = Fixture.Target(
      name: "Phone", sources: ["Phone/P.swift", "Shared/Model.swift"], resources: ["Phone/Localizable.xcstrings"])
    let watch = Fixture.Target(
      name: "Watch", sources: ["Watch/W.swift", "Shared/Model.swift"], resources: ["Watch/Localizable.xcstrings"])
    let missing = ["North", "Rain", "Wind", "Gust"].map { "\"\($0)\":{}" }.joined(separator: ",\n")
    try Fixture(knownRegions: ["en", "Base", "de"], targets: [app, watch]).write(
      in: root,
      files: [
        "Phone/Localizable.xcstrings": LintFixture.germanCatalog(["North", "Rain", "Wind", "Gust", "Now"]),
        "Watch/Localizable.xcstrings":
          "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n"
          + "\"Now\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Jetzt\"}}}},\n"
          + missing + "\n}}",
        "Shared/Model.swift": """
        struct Weather {
          func windDirection() -> String { String(localized: "North") }
          var rainText: String { String(localized: "Rain") }
          var windText: String { String(localized: "Wind") }
          init() { _ = String(localized: "Gust") }
        }
        """,
        "Phone/P.swift": "Text(Weather().windDirection())\nText(Weather().rainText)\nText(\"Now\")\n",
        "Watch/W.swift": "Text(Weather().rainText)\nText(\"Now\")\n" + watchCalls,
      ])
  }

  @Test func aKeyInCodeOnlyAnotherTargetCallsIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    try writeWatchApp(in: root)
    #expect(
      Fixture.findings(root, rules: [.untranslated]).filter { $0.hasPrefix("Watch/") } == [
        "Watch/Localizable.xcstrings:3:1: note: [untranslated] no 'de' translation; the key is only used in 'windDirection' in target 'Watch', which only other targets' code calls, so no user of a target that bundles this table sees it",
        "Watch/Localizable.xcstrings:4:1: warning: [untranslated] no 'de' translation",
        "Watch/Localizable.xcstrings:5:1: warning: [untranslated] no 'de' translation",
        "Watch/Localizable.xcstrings:6:1: warning: [untranslated] no 'de' translation",
      ])
  }

  /// Once the watch's own code calls the function, the key is shown there.
  @Test func aCallInTheTargetKeepsTheWarning() throws {
    let root = try TestPaths.temporaryDirectory()
    try writeWatchApp(in: root, watchCalls: "Text(Weather().windDirection())\n")
    #expect(
      Fixture.findings(root, rules: [.untranslated]).filter { $0.hasPrefix("Watch/") && $0.contains(": note:") }.isEmpty)
  }
}
