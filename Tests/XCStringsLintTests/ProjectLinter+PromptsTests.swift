import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

private typealias Fixture = LintProjectFixture

/// `permission-prompt-not-localized` (`ProjectLinter+Prompts.swift`).
@Suite("Project rules: permission prompts")
struct ProjectLinterPromptsTests {
  /// A translated app whose prompts come from a build setting or its Info.plist, with no
  /// InfoPlist table: reported at the first prompt, naming every one.
  @Test func promptsOfATranslatedAppWithoutAnInfoPlistTable() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", resources: ["App/Localizable.xcstrings"],
      settings: ["INFOPLIST_FILE": "App/Info.plist", "INFOPLIST_KEY_NSCameraUsageDescription": "Scan receipts"])
    try Fixture(knownRegions: ["en", "Base", "de"], targets: [app]).write(
      in: root,
      files: [
        "App/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
        "App/Info.plist": Fixture.plist([
          "CFBundleDevelopmentRegion": "en", "NSLocationWhenInUseUsageDescription": "Find stores near you",
        ]),
      ])
    #expect(
      Fixture.placedFindings(root, rules: [.permissionPromptNotLocalized]) == [
        "App.xcodeproj/project.pbxproj «INFOPLIST_KEY_NSCameraUsageDescription = \"Scan receipts\";» warning: [permission-prompt-not-localized] target 'App' is translated ('de') but has no InfoPlist table for its permission prompts (NSCameraUsageDescription, NSLocationWhenInUseUsageDescription), so they show in the development language in every language; add an InfoPlist.xcstrings catalog to the target"
      ])
  }

  /// The prompt of an Info.plist is reported at its key.
  @Test func aPromptOfTheInfoPlistIsReportedAtItsKey() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", resources: ["App/en.lproj/Localizable.strings", "App/ja.lproj/Localizable.strings"],
      settings: ["INFOPLIST_FILE": "App/Info.plist"])
    try Fixture(knownRegions: ["en", "Base", "ja"], targets: [app]).write(
      in: root,
      files: [
        "App/en.lproj/Localizable.strings": "\"A\" = \"A\";\n",
        "App/ja.lproj/Localizable.strings": "\"A\" = \"エー\";\n",
        "App/Info.plist": Fixture.plist(["CFBundleDevelopmentRegion": "en", "NSMicrophoneUsageDescription": "Record voice notes"]
        ),
      ])
    #expect(
      Fixture.placedFindings(root, rules: [.permissionPromptNotLocalized]) == [
        "App/Info.plist «<key>NSMicrophoneUsageDescription</key>» warning: [permission-prompt-not-localized] target 'App' is translated ('ja') but has no InfoPlist table for its permission prompts (NSMicrophoneUsageDescription), so they show in the development language in every language; add an InfoPlist.xcstrings catalog to the target"
      ])
  }

  /// A language whose only values are `new` units of keys Xcode extracts is left out by the
  /// build: an app translated only so ships one language, and its prompts are right. One
  /// translated value makes the language ship.
  @Test func aLanguageTheBuildLeavesOutIsNoTranslation() throws {
    for state in ["new", "translated"] {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "App", resources: ["App/Localizable.xcstrings"],
        settings: ["INFOPLIST_KEY_NSCameraUsageDescription": "Scan receipts"])
      let catalog =
        "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"Hello\":{\"localizations\":{\"ru\":{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"Привет\"}}}}}}"
      try Fixture(knownRegions: ["en", "Base", "ru"], targets: [app]).write(
        in: root, files: ["App/Localizable.xcstrings": catalog])
      #expect(Fixture.placedFindings(root, rules: [.permissionPromptNotLocalized]).count == (state == "new" ? 0 : 1), "\(state)")
    }
  }

  /// Only keys whose text a system prompt shows count: `NSClipboardUsageDescription` is no
  /// Apple key, and macOS asks for Accessibility in its own words; `NFCReaderUsageDescription`
  /// (no `NS` prefix) is shown in the scanning sheet.
  @Test func onlyKeysASystemPromptShows() throws {
    for (key, expected) in [
      ("NSClipboardUsageDescription", 0), ("NSAccessibilityUsageDescription", 0), ("NFCReaderUsageDescription", 1),
      ("NSLocalNetworkUsageDescription", 1),
    ] {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "App", resources: ["App/Localizable.xcstrings"], settings: ["INFOPLIST_FILE": "App/Info.plist"])
      try Fixture(knownRegions: ["en", "Base", "de"], targets: [app]).write(
        in: root,
        files: [
          "App/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
          "App/Info.plist": Fixture.plist(["CFBundleDevelopmentRegion": "en", key: "Needed to work"]),
        ])
      #expect(Fixture.placedFindings(root, rules: [.permissionPromptNotLocalized]).count == expected, "\(key)")
    }
  }

  /// An InfoPlist table (catalog or `.strings`) translates the prompts; an app in one
  /// language, or one without prompts, has nothing to translate.
  @Test func nothingToReport() throws {
    let prompt = ["INFOPLIST_KEY_NSCameraUsageDescription": "Scan receipts"]
    let cases: [(Fixture, [String: String], String)] = [
      (
        Fixture(targets: [
          .init(name: "App", resources: ["App/Localizable.xcstrings", "App/InfoPlist.xcstrings"], settings: prompt)
        ]),
        [
          "App/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
          "App/InfoPlist.xcstrings": Fixture.catalog(["en", "de"], key: "NSCameraUsageDescription"),
        ], "InfoPlist catalog"
      ),
      (
        Fixture(targets: [
          .init(name: "App", resources: ["App/Localizable.xcstrings", "App/de.lproj/InfoPlist.strings"], settings: prompt)
        ]),
        [
          "App/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
          "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Belege scannen\";\n",
        ], "InfoPlist.strings"
      ),
      (
        Fixture(targets: [.init(name: "App", resources: ["App/Localizable.xcstrings"], settings: prompt)]),
        ["App/Localizable.xcstrings": Fixture.catalog(["en"])], "one language"
      ),
      (
        Fixture(targets: [.init(name: "App", resources: ["App/Localizable.xcstrings"])]),
        ["App/Localizable.xcstrings": Fixture.catalog(["en", "de"])], "no prompt"
      ),
      (
        Fixture(targets: [
          .init(
            name: "AppTests", type: "com.apple.product-type.bundle.unit-test", resources: ["T/Localizable.xcstrings"],
            settings: prompt)
        ]),
        ["T/Localizable.xcstrings": Fixture.catalog(["en", "de"])], "tests"
      ),
    ]
    for (fixture, files, name) in cases {
      let root = try TestPaths.temporaryDirectory()
      try fixture.write(in: root, files: files)
      #expect(Fixture.placedFindings(root, rules: [.permissionPromptNotLocalized]) == [], "\(name)")
    }
  }

  /// The build ships a table named after the target's Info.plist as its InfoPlist table:
  /// `NAME-InfoPlist` for an Info.plist made from build settings, the Info.plist file's name
  /// with `Plist` or `-InfoPlist` added for a file; such a table translates the prompts (and its
  /// keys are Info.plist keys). A table of another name does not.
  @Test func aTableTheBuildRenamesToInfoPlistTranslatesThePrompts() throws {
    let prompt = ["INFOPLIST_KEY_NSCameraUsageDescription": "Scan receipts"]
    let generated = prompt.merging(["GENERATE_INFOPLIST_FILE": "YES"]) { $1 }
    let cases: [(settings: [String: String], table: String, reported: Bool)] = [
      (generated, "ShopWidget-InfoPlist", false),
      (generated, "Shop-InfoPlist", true),
      (prompt.merging(["INFOPLIST_FILE": "App/Shop-Info.plist"]) { $1 }, "Shop-InfoPlist", false),
      (prompt.merging(["INFOPLIST_FILE": "App/Shop.plist"]) { $1 }, "Shop-InfoPlist", false),
      (prompt.merging(["INFOPLIST_FILE": "App/Shop.plist"]) { $1 }, "Other-InfoPlist", true),
      (prompt, "ShopWidget-InfoPlist", true),
    ]
    for (settings, table, reported) in cases {
      let root = try TestPaths.temporaryDirectory()
      let target = Fixture.Target(
        name: "ShopWidget", type: "com.apple.product-type.app-extension",
        resources: ["App/Localizable.xcstrings", "App/\(table).xcstrings"], settings: settings)
      try Fixture(targets: [target]).write(
        in: root,
        files: [
          "App/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
          "App/\(table).xcstrings": Fixture.catalog(["en", "de"], key: "NSCameraUsageDescription"),
        ])
      let findings = Fixture.placedFindings(root, rules: [.permissionPromptNotLocalized, .keyAsValue])
      #expect(findings.count == (reported ? 1 : 0), "\(table) \(settings)")
      #expect(findings.allSatisfy { $0.contains("[permission-prompt-not-localized]") }, "\(findings)")
    }
  }
}
