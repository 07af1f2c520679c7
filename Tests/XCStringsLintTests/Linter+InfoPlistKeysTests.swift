import Testing
import XCStringsTestSupport

@testable import XCStringsLint

/// The system reads an `InfoPlist` table only for the keys of the bundle's Info.plist, whose
/// names never hold a space: a key that does is text nobody shows, unless code looks it up.
@Suite("Linter: InfoPlist keys the system never reads")
struct LinterInfoPlistKeysTests {
  private typealias F = LintFixture

  private static let infoPlist = F.catalog([
    "NSCameraUsageDescription": F.entry(["en": F.unit("Scan"), "de": F.unit("Scannen"), "fr": F.unit("Scanner")]),
    "NSMicrophoneUsageDescription": F.entry(["en": F.unit("Talk"), "de": F.unit("Sprechen")]),
    "The extension is not available.": F.entry(["en": F.unit("Not here."), "de": F.unit("Nicht da.")]),
  ])

  private func findings(swift: [String], table: String = "InfoPlist") throws -> [String] {
    try SourceLintFixture.findings(
      [SourceLintFixture.subject(Self.infoPlist, table: table)], swift: swift, rules: [.untranslated])
  }

  @Test func aKeyWithASpaceInAnInfoPlistTableIsANote() throws {
    #expect(
      try findings(swift: ["let x = 1\n"]) == [
        "InfoPlist.xcstrings:3:1 warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:4:1 note: [untranslated] no 'fr' translation; no Info.plist key has a space, and no code names the key, so the system never reads it",
      ])
  }

  /// Code may look a key up in the table itself: then it is shown, and the warning stays.
  @Test func aKeyTheCodeNamesKeepsItsWarning() throws {
    let lookup =
      #"let s = Bundle.main.localizedString(forKey: "The extension is not available.", value: nil, table: "InfoPlist")"#
    #expect(
      try findings(swift: [lookup + "\n"]) == [
        "InfoPlist.xcstrings:3:1 warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:4:1 warning: [untranslated] no 'fr' translation",
      ])
  }

  /// Without sources nothing says whether code looks the key up; another table is looked up
  /// by its keys, spaces or not.
  @Test func withoutSourcesOrInAnotherTableTheWarningStays() throws {
    #expect(
      try findings(swift: []) == [
        "InfoPlist.xcstrings:3:1 warning: [untranslated] no 'fr' translation",
        "InfoPlist.xcstrings:4:1 warning: [untranslated] no 'fr' translation",
      ])
    #expect(
      try findings(swift: ["let x = 1\n"], table: "Settings") == [
        "Settings.xcstrings:3:1 warning: [untranslated] no 'fr' translation",
        "Settings.xcstrings:4:1 warning: [untranslated] no 'fr' translation",
      ])
  }
}

@Suite("Linter: InfoPlist keys beside Objective-C")
struct LinterInfoPlistKeysObjectiveCTests {
  private typealias F = LintFixture

  private func findings(objectiveC: String) throws -> [String] {
    let root = try TestPaths.temporaryDirectory()
    let app = LintProjectFixture.Target(
      name: "App", sources: ["App/A.swift", "App/Helper.m"],
      resources: ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings"])
    let infoPlist = F.catalog([
      "NSCameraUsageDescription": F.entry(["en": F.unit("Scan"), "de": F.unit("Scannen")]),
      "Sharing is off.": F.entry(["en": F.unit("Sharing is off.")]),
    ])
    let localizable = F.catalog(["Shown": F.entry(["en": F.unit("Shown"), "de": F.unit("Gezeigt")])])
    try LintProjectFixture(targets: [app]).write(
      in: root,
      files: [
        "App/A.swift": "Text(\"Shown\")\n", "App/Helper.m": objectiveC, "App/InfoPlist.xcstrings": infoPlist,
        "App/Localizable.xcstrings": localizable,
      ])
    return LintProjectFixture.findings(root, rules: [.untranslated])
  }

  /// Objective-C that holds the key's text may look it up in the table: the warning stays.
  /// Objective-C that looks other keys up does not make this one read.
  @Test func onlyObjectiveCHoldingTheKeyKeepsTheWarning() throws {
    let lookup = #"NSString *s = NSLocalizedStringFromTable(@"Sharing is off.", @"InfoPlist", nil);"#
    #expect(
      try findings(objectiveC: lookup + "\n") == [
        "App/InfoPlist.xcstrings:3:1: warning: [untranslated] no 'de' translation"
      ])
    let other = #"NSString *s = NSLocalizedString(@"Other", nil);"#
    #expect(
      try findings(objectiveC: other + "\n") == [
        "App/InfoPlist.xcstrings:3:1: note: [untranslated] no 'de' translation; no Info.plist key has a space, and no code names the key, so the system never reads it"
      ])
  }
}
