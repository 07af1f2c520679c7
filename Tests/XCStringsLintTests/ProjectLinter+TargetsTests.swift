import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLint

private typealias Fixture = LintProjectFixture

@Suite("Project rules: targets")
struct ProjectLinterTargetsTests {
  private static let swift = "Text(\"Hello\")\n"

  // MARK: string-extraction-off

  @Test func extractionOffInATargetWithSwiftAndACatalog() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings"], settings: ["SWIFT_EMIT_LOC_STRINGS": "NO"])
    try Fixture(targets: [app]).write(
      in: root, files: ["App/A.swift": Self.swift, "App/Localizable.xcstrings": Fixture.catalog(["en"])])
    #expect(
      Fixture.placedFindings(root, rules: [.stringExtractionOff]) == [
        "App.xcodeproj/project.pbxproj «SWIFT_EMIT_LOC_STRINGS = \"NO\";» note: [string-extraction-off] target 'App' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS is 'NO' (Debug, Release), so builds never add the strings of its code to the catalog"
      ])
  }

  /// A target's finding names the target in its detail, which baselines and fingerprints
  /// record: two targets' findings at one place are told apart.
  @Test func targetFindingsNameTheirTarget() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings"], settings: ["SWIFT_EMIT_LOC_STRINGS": "NO"])
    try Fixture(targets: [app]).write(
      in: root, files: ["App/A.swift": Self.swift, "App/Localizable.xcstrings": Fixture.catalog(["en"])])
    let tree = LintTree(loading: root.path)
    let findings = Linter(options: LintOptions(disabled: Set(LintRule.all.filter { $0 != .stringExtractionOff }))).lint([tree])
      .findings
    #expect(findings.map(\.detail) == ["App"])
  }

  @Test func extractionNotSetAnywhereIsXcodesDefault() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings"])
    try Fixture(targets: [app]).write(in: root, files: ["App/Localizable.xcstrings": Fixture.catalog(["en"])])
    #expect(
      Fixture.placedFindings(root, rules: [.stringExtractionOff]) == [
        "App.xcodeproj/project.pbxproj «AA0000000000000000000104 = {» note: [string-extraction-off] target 'App' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS is not set (Xcode's default is NO), so builds never add the strings of its code to the catalog"
      ])
  }

  @Test func extractionOnSomewhereOrNothingToExtractIsFine() throws {
    let cases: [(Fixture, String)] = [
      (
        Fixture(
          projectSettings: ["SWIFT_EMIT_LOC_STRINGS": "YES"],
          targets: [.init(name: "App", sources: ["App/A.swift"], resources: ["App/L.xcstrings"])]), "project level"
      ),
      (
        Fixture(targets: [
          .init(
            name: "App", sources: ["App/A.swift"], resources: ["App/L.xcstrings"], settings: ["SWIFT_EMIT_LOC_STRINGS": "YES"])
        ]), "target level"
      ),
      (Fixture(targets: [.init(name: "App", sources: ["App/A.swift"], resources: ["App/en.lproj/L.strings"])]), "no catalog"),
      (Fixture(targets: [.init(name: "App", sources: ["App/A.m"], resources: ["App/L.xcstrings"])]), "no Swift"),
      (
        Fixture(targets: [
          .init(
            name: "AppTests", type: "com.apple.product-type.bundle.unit-test", sources: ["T/A.swift"],
            resources: ["T/L.xcstrings"])
        ]), "tests"
      ),
      (
        Fixture(targets: [
          .init(name: "App", sources: ["App/A.swift"], resources: ["App/InfoPlist.xcstrings", "App/en.lproj/L.strings"])
        ]), "only an InfoPlist catalog"
      ),
    ]
    for (fixture, name) in cases {
      let root = try TestPaths.temporaryDirectory()
      try fixture.write(in: root)
      #expect(Fixture.placedFindings(root, rules: [.stringExtractionOff]) == [], "\(name)")
    }
  }

  // MARK: catalog-not-in-target

  @Test func aProjectWithoutAnyTableIsNotLocalizedAndNotChecked() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "App", sources: ["App/A.swift"], settings: ["INFOPLIST_FILE": "App/Info.plist"])
    try Fixture(knownRegions: ["en", "Base", "fr"], targets: [app]).write(
      in: root,
      files: [
        "App/A.swift": Self.swift, "App/Info.plist": Fixture.plist(["CFBundleDevelopmentRegion": "en"]),
      ])
    let rules: [LintRule] = [.catalogNotInTarget, .stringExtractionOff, .knownRegions, .unknownKey]
    #expect(Fixture.placedFindings(root, rules: rules) == [])
  }

  @Test func aWidgetWithoutATableStaysInTheDevelopmentLanguage() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", sources: ["App/A.swift"], resources: ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"],
      embeds: ["Widget"])
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift", "Widget/V.swift"])
    try Fixture(targets: [app, widget]).write(
      in: root,
      files: [
        "App/A.swift": Self.swift, "App/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
        "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
        "Widget/W.swift": "let t = Text(\"Hello\")\nlet u = NSLocalizedString(\"Bye\", bundle: .main, comment: \"\")\n",
        "Widget/V.swift": "let v = String(localized: \"Kit\", bundle: .module)\n",
      ])
    #expect(
      Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [
        "App.xcodeproj/project.pbxproj «AA0000000000000000000106 = {» warning: [catalog-not-in-target] target 'Widget' looks up localized strings (1 call, the first at Widget/W.swift:1:14) but no catalog or .strings table is in its Resources phase, so it stays in the development language"
      ])
  }

  /// A target whose only localized strings are shown as typed (its brand, the app's name, a
  /// domain) loses nothing without a table; an Intents extension is localized through its
  /// `.intentdefinition` file's own `.strings` tables.
  @Test func brandNamesAndIntentDefinitionsNeedNoTable() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "IceCubes", sources: ["App/A.swift"],
      resources: ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"], embeds: ["IceCubesWidget", "Intents"])
    let widget = Fixture.Target(name: "IceCubesWidget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"])
    let intents = Fixture.Target(
      name: "Intents", type: "com.apple.product-type.app-extension",
      sources: ["Intents/I.swift", "Intents/Base.lproj/Intents.intentdefinition"])
    try Fixture(targets: [app, widget, intents]).write(
      in: root,
      files: [
        "App/A.swift": Self.swift, "App/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
        "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
        "Widget/W.swift": "let t = Text(\"Ice Cubes\")\nlet u = Text(\"icecubes.app\")\n",
        "Intents/I.swift": "let t = String(localized: \"Post a status\")\n",
      ])
    #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [])
    try TestPaths.write("let t = Text(\"Ice Cubes\")\nlet u = Text(\"Followers\")\n", "Widget/W.swift", in: root)
    #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]).count == 1)
  }

  /// A catalog inside a folder the project copies whole (a folder reference, a bundle) is
  /// never compiled: the app ships its JSON, which nothing reads, and the text stays in the
  /// development language. `migrate` leaves such tables alone for the same reason.
  @Test func aCatalogInsideAFolderReferenceIsNeverCompiled() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings", "App/Content"])
    try Fixture(targets: [app]).write(
      in: root,
      files: [
        "App/A.swift": Self.swift, "App/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
      ])
    try FileManager.default.removeItem(at: root.appendingPathComponent("App/Content"))
    try TestPaths.write(Fixture.catalog(["en", "de"]), "App/Content/Help.xcstrings", in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [
        "App/Content/Help.xcstrings «\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"Hello\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Hello\"}},\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Hello (de)\"}}}}}}» warning: [catalog-not-in-target] catalog 'Help' is inside 'Content', which the project copies as it is without compiling it, so the app ships its JSON and its text stays in the development language"
      ])
  }

  /// A folder the project copies that holds a `Package.swift` (at its top or further down,
  /// above the catalog) is a local Swift package: SwiftPM compiles its catalogs.
  @Test func aCatalogOfALocalPackageInACopiedFolderIsCompiled() throws {
    for package in ["App/Content/Package.swift", "App/Content/Kit/Package.swift"] {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings", "App/Content"])
      try Fixture(targets: [app]).write(
        in: root, files: ["App/A.swift": Self.swift, "App/Localizable.xcstrings": Fixture.catalog(["en", "de"])])
      try FileManager.default.removeItem(at: root.appendingPathComponent("App/Content"))
      try TestPaths.write(Fixture.catalog(["en", "de"]), "App/Content/Kit/Sources/Kit/Help.xcstrings", in: root)
      try TestPaths.write("// swift-tools-version: 5.9\n", package, in: root)
      #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [], "\(package)")
    }
  }

  /// A target whose Run Script phase names localized files may copy its tables itself: the
  /// finding is a note saying so. A script about something else changes nothing.
  @Test func aRunScriptThatNamesLocalizedFilesMakesItANote() throws {
    let scripts = [
      ("cp -R \"$SRCROOT/Resources/\"*.lproj \"$TARGET_BUILD_DIR/$UNLOCALIZED_RESOURCES_FOLDER_PATH\"", "note"),
      ("plutil -convert binary1 \"$DST/InfoPlist.strings\"", "note"),
      ("swiftlint lint --quiet", "warning"),
    ]
    // A target named for developers (`Shop Debug Tools`) is a note too.
    let debug = try TestPaths.temporaryDirectory()
    try Fixture(targets: [
      .init(name: "App", sources: ["App/A.swift"], resources: ["App/en.lproj/L.strings", "App/de.lproj/L.strings"]),
      .init(name: "AppDebugTools", sources: ["Tools/T.swift"]),
    ]).write(
      in: debug,
      files: [
        "App/A.swift": Self.swift, "App/en.lproj/L.strings": "\"Hello\" = \"Hello\";\n",
        "App/de.lproj/L.strings": "\"Hello\" = \"Hallo\";\n", "Tools/T.swift": "let t = Text(\"Followers\")\n",
      ])
    #expect(
      Fixture.placedFindings(debug, rules: [.catalogNotInTarget]).map { $0.components(separatedBy: "» ")[1] } == [
        "note: [catalog-not-in-target] target 'AppDebugTools' looks up localized strings (1 call, the first at Tools/T.swift:1:14) but no catalog or .strings table is in its Resources phase; its name says it is for developers"
      ])
    for (script, severity) in scripts {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "App", sources: ["App/A.swift"],
        resources: ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"], embeds: ["Widget"])
      let widget = Fixture.Target(
        name: "Widget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"], scripts: [script])
      try Fixture(targets: [app, widget]).write(
        in: root,
        files: [
          "App/A.swift": Self.swift, "App/en.lproj/Localizable.strings": "\"Hello\" = \"Hello\";\n",
          "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n", "Widget/W.swift": "let t = Text(\"Hello\")\n",
        ])
      let findings = Fixture.placedFindings(root, rules: [.catalogNotInTarget])
      #expect(findings.count == 1 && findings[0].contains("» \(severity): [catalog-not-in-target]"), "\(script): \(findings)")
      if severity == "note" {
        #expect(
          findings.first?.hasSuffix(
            "target 'Widget' looks up localized strings (1 call, the first at Widget/W.swift:1:14) but no catalog or .strings table is in its Resources phase; a Run Script phase of the target names localized files and may copy them"
          ) == true)
      }
    }
  }

  @Test func callsIntoAnotherBundleAndFrameworksAreFine() throws {
    let root = try TestPaths.temporaryDirectory()
    let widget = Fixture.Target(name: "Widget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"])
    let kit = Fixture.Target(name: "Kit", type: "com.apple.product-type.framework", sources: ["Kit/K.swift"])
    try Fixture(targets: [widget, kit]).write(
      in: root,
      files: [
        "Widget/W.swift": "let t = Text(\"Hello\", bundle: Bundle(for: Marker.self))\n", "Kit/K.swift": Self.swift,
      ])
    #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [])
  }

  @Test func aTableInASynchronizedFolderCounts() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "App", synchronizedFolders: ["App"])
    try Fixture(targets: [app]).write(
      in: root, files: ["App/A.swift": Self.swift, "App/Localizable.xcstrings": Fixture.catalog(["en"])])
    #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [])
    let bare = try TestPaths.temporaryDirectory()
    try Fixture(targets: [app]).write(
      in: bare, files: ["App/A.swift": Self.swift, "Other/Localizable.xcstrings": Fixture.catalog(["en"])])
    #expect(Fixture.placedFindings(bare, rules: [.catalogNotInTarget]).count == 1)
  }

  /// An exception set of the app's synchronized folder that names the widget gives the widget
  /// the files it lists (the catalog): the widget has a table. Without it, it has none.
  @Test func aFileAnotherTargetsSynchronizedFolderLendsCounts() throws {
    for lent in [true, false] {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "App", synchronizedFolders: ["Shared"], lends: lent ? ["Widget": ["Localizable.xcstrings"]] : [:])
      let widget = Fixture.Target(
        name: "Widget", type: "com.apple.product-type.app-extension", synchronizedFolders: ["WidgetCode"])
      try Fixture(targets: [app, widget]).write(
        in: root,
        files: [
          "Shared/A.swift": Self.swift, "Shared/Localizable.xcstrings": Fixture.catalog(["en", "de"]),
          "WidgetCode/W.swift": "let t = Text(\"Followers\")\n",
        ])
      #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]).count == (lent ? 0 : 1), "\(lent)")
    }
  }

  /// A target whose lookups no table of the project translates (a key no table has, or one
  /// whose translation is the source text copied) shows the same text with a table of its own:
  /// a note. A translated lookup keeps the warning.
  @Test func aTargetWhoseLookupsNoTableTranslatesIsANote() throws {
    let tables = [
      ("\"Hello\" = \"Hello\";\n\"Bye\" = \"Bye\";\n", "\"Hello\" = \"Hallo\";\n\"Bye\" = \"Bye\";\n", "note"),
      ("\"Hello\" = \"Hello\";\n", "\"Hello\" = \"Hallo\";\n", "note"),
      ("\"Bye\" = \"Bye\";\n", "\"Bye\" = \"Tschüss\";\n", "warning"),
    ]
    for (english, german, severity) in tables {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "App", sources: ["App/A.swift"],
        resources: ["App/en.lproj/Localizable.strings", "App/de.lproj/Localizable.strings"], embeds: ["Widget"])
      let widget = Fixture.Target(name: "Widget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"])
      try Fixture(targets: [app, widget]).write(
        in: root,
        files: [
          "App/A.swift": Self.swift, "App/en.lproj/Localizable.strings": english,
          "App/de.lproj/Localizable.strings": german, "Widget/W.swift": "let t = Text(\"Bye\")\n",
        ])
      let expected =
        severity == "note"
        ? "note: [catalog-not-in-target] target 'Widget' looks up localized strings (1 call, the first at Widget/W.swift:1:14) but no catalog or .strings table is in its Resources phase; no table of the project translates what it looks up, so its users see the same text until one does"
        : "warning: [catalog-not-in-target] target 'Widget' looks up localized strings (1 call, the first at Widget/W.swift:1:14) but no catalog or .strings table is in its Resources phase, so it stays in the development language"
      #expect(
        Fixture.placedFindings(root, rules: [.catalogNotInTarget]).map { $0.components(separatedBy: "» ")[1] } == [expected],
        "\(german)")
    }
  }

  /// The system never shows the name of a notification service or widget extension: its
  /// Info.plist names alone are no reason for a table. A share extension's name shows in the
  /// share sheet.
  @Test func anExtensionTheSystemNeverNamesNeedsNoNameTable() throws {
    let points = [
      ("com.apple.usernotifications.service", 0), ("com.apple.widgetkit-extension", 0),
      ("com.apple.share-services", 1),
    ]
    for (point, count) in points {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "App", resources: ["App/InfoPlist.xcstrings"], settings: ["INFOPLIST_FILE": "App/Info.plist"],
        embeds: ["Service"])
      let service = Fixture.Target(
        name: "Service", type: "com.apple.product-type.app-extension", settings: ["INFOPLIST_FILE": "Service/Info.plist"])
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDisplayName</key>
        \t<string>Shop</string>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>\(point)</string>
        \t</dict>
        </dict>
        </plist>

        """
      try Fixture(targets: [app, service]).write(
        in: root,
        files: [
          "App/InfoPlist.xcstrings": Fixture.catalog(["en", "de"], key: "CFBundleDisplayName"),
          "App/Info.plist": Fixture.plist(["CFBundleDisplayName": "Shop"]), "Service/Info.plist": plist,
        ])
      #expect(Fixture.placedFindings(root, rules: [.catalogNotInTarget]).count == count, "\(point)")
    }
  }

  @Test func infoPlistKeysAnInfoPlistTableTranslates() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", resources: ["App/InfoPlist.xcstrings"], settings: ["INFOPLIST_FILE": "App/Info.plist"], embeds: ["Widget"])
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension", settings: ["INFOPLIST_FILE": "Widget/Info.plist"])
    try Fixture(targets: [app, widget]).write(
      in: root,
      files: [
        "App/InfoPlist.xcstrings": Fixture.catalog(["en", "de"], key: "CFBundleDisplayName"),
        "App/Info.plist": Fixture.plist(["CFBundleDisplayName": "Shop"]),
        "Widget/Info.plist": Fixture.plist(["CFBundleDisplayName": "Shop Widget", "CFBundleName": "W"]),
      ])
    #expect(
      Fixture.placedFindings(root, rules: [.catalogNotInTarget]) == [
        "App.xcodeproj/project.pbxproj «AA0000000000000000000106 = {» warning: [catalog-not-in-target] target 'Widget' has Info.plist keys an InfoPlist table translates ('CFBundleDisplayName') but no catalog or .strings table is in its Resources phase, so it stays in the development language"
      ])
    // A table of its own, whatever its name, is what the rule asks for.
    let owned = try TestPaths.temporaryDirectory()
    var widgetWithTable = widget
    widgetWithTable.resources = ["Widget/en.lproj/Localizable.strings"]
    try Fixture(targets: [app, widgetWithTable]).write(
      in: owned,
      files: [
        "App/InfoPlist.xcstrings": Fixture.catalog(["en", "de"], key: "CFBundleDisplayName"),
        "App/Info.plist": Fixture.plist(["CFBundleDisplayName": "Shop"]),
        "Widget/Info.plist": Fixture.plist(["CFBundleDisplayName": "Shop Widget"]),
        "Widget/en.lproj/Localizable.strings": "\"a\" = \"b\";\n",
      ])
    #expect(Fixture.placedFindings(owned, rules: [.catalogNotInTarget]) == [])
  }
}
