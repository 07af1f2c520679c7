import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

private typealias Fixture = LintProjectFixture

/// The languages a project's targets give their tables (`ProjectLinter+Bundles.swift`), as
/// `untranslated` expects them.
@Suite("Project rules: bundle languages")
struct ProjectLinterBundlesTests {
  /// A target whose catalog has French has French for every table it bundles: its legacy
  /// table without French shows French users English. A table of another target is not
  /// concerned, and `en-GB` (a region of the source) falls back to English key by key even
  /// though `knownRegions` lists it.
  @Test func aTargetsTablesShareItsLanguages() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", resources: ["App/Localizable.xcstrings", "App/en.lproj/Errors.strings", "App/de.lproj/Errors.strings"])
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension",
      resources: ["Widget/en.lproj/W.strings", "Widget/en-GB.lproj/W.strings"])
    try Fixture(knownRegions: ["en", "Base", "de", "fr", "en-GB"], targets: [app, widget]).write(
      in: root,
      files: [
        "App/Localizable.xcstrings": Fixture.catalog(["en", "fr", "de"]),
        "App/en.lproj/Errors.strings": "\"Failed\" = \"Failed\";\n",
        "App/de.lproj/Errors.strings": "\"Failed\" = \"Fehlgeschlagen\";\n",
        "Widget/en.lproj/W.strings": "\"Refresh\" = \"Refresh\";\n\"Colour\" = \"Color\";\n",
        "Widget/en-GB.lproj/W.strings": "\"Colour\" = \"Colour\";\n",
      ])
    #expect(
      Fixture.findings(root, rules: [.untranslated]) == [
        "App/en.lproj/Errors.strings:1:1: warning: [untranslated] no 'fr' translation"
      ])
  }

  /// Without `en-GB` in `knownRegions`, British English falls back to English.
  @Test func aRegionOfTheSourceNotInKnownRegionsIsNotRequired() throws {
    let root = try TestPaths.temporaryDirectory()
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension",
      resources: ["Widget/en.lproj/W.strings", "Widget/en-GB.lproj/W.strings"])
    try Fixture(knownRegions: ["en", "Base"], targets: [widget]).write(
      in: root,
      files: [
        "Widget/en.lproj/W.strings": "\"Refresh\" = \"Refresh\";\n\"Colour\" = \"Color\";\n",
        "Widget/en-GB.lproj/W.strings": "\"Colour\" = \"Colour\";\n",
      ])
    #expect(Fixture.findings(root, rules: [.untranslated]) == [])
  }
}
