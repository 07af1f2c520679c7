import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy
@testable import XCStringsModel

@Suite("legacy discovery")
struct LegacyDiscoveryTests {
  static let entry = "\"k\" = \"v\";\n"

  /// An app, a widget, a framework, a settings bundle and folders that must be skipped.
  static func project() throws -> Tree {
    try Tree([
      "App/en.lproj/Localizable.strings": entry,
      "App/de.lproj/Localizable.strings": entry,
      "App/pt_BR.lproj/Localizable.stringsdict": LegacyText.stringsdict(""),
      "App/en.lproj/InfoPlist.strings": entry,
      "App/de.lproj/infoPlist.strings": entry,
      "App/Base.lproj/Main.storyboard": "<document/>",
      "App/de.lproj/Main.strings": entry,
      "App/mul.lproj/Localizable.xcstrings": "{}",
      "App/Resources.lproj/Foo.strings": entry,
      "App/Settings.bundle/en.lproj/Root.strings": entry,
      "Widget/en.lproj/Localizable.strings": entry,
      "Kit/Resources/en.lproj/Localizable.strings": entry,
      "Pods/Lib/en.lproj/Localizable.strings": entry,
      ".build/x/en.lproj/Localizable.strings": entry,
      "Carthage/x/en.lproj/Localizable.strings": entry,
      "DerivedData/x/en.lproj/Localizable.strings": entry,
      "node_modules/x/en.lproj/Localizable.strings": entry,
      "Vendor/.git/en.lproj/Localizable.strings": entry,
    ])
  }

  /// `catalogPath: file, file` per group, relative to the tree.
  static func describe(_ discovery: LegacyDiscovery, _ tree: Tree) -> [String] {
    discovery.groups.map { group in
      let relative = { (path: String) in String(path.dropFirst(tree.root.count + 1)) }
      return relative(group.catalogPath) + ": " + group.files.map { relative($0.path) }.joined(separator: ", ")
    }
  }

  @Test func groupsByFolderAndTable() throws {
    let tree = try Self.project()
    let discovery = LegacyDiscovery(roots: [tree.root])
    #expect(
      Self.describe(discovery, tree) == [
        "App/InfoPlist.xcstrings: App/de.lproj/infoPlist.strings, App/en.lproj/InfoPlist.strings",
        "App/Localizable.xcstrings: App/de.lproj/Localizable.strings, App/en.lproj/Localizable.strings, App/pt_BR.lproj/Localizable.stringsdict",
        "App/mul.lproj/Main.xcstrings: App/de.lproj/Main.strings",
        "Kit/Resources/Localizable.xcstrings: Kit/Resources/en.lproj/Localizable.strings",
        "Widget/Localizable.xcstrings: Widget/en.lproj/Localizable.strings",
      ])
    #expect(discovery.groups.map(\.name) == ["InfoPlist", "Localizable", "Main", "Localizable", "Localizable"])
    #expect(discovery.groups[0].spellings == ["infoPlist", "InfoPlist"])
    #expect(discovery.groups.map(\.isInterfaceTable) == [false, false, true, false, false])
    #expect(discovery.groups[1].files.map(\.language) == ["de", "en", "pt-BR"])
    #expect(discovery.groups[1].files.map(\.kind) == [.strings, .strings, .stringsdict])
    #expect(
      discovery.skipped.map { "\($0.path)|\($0.reason)" } == [
        "\(tree.path("App/Settings.bundle/en.lproj/Root.strings"))|inside 'Settings.bundle'"
      ])
    #expect(
      discovery.diagnostics.map(\.description) == [
        "\(tree.path("App/Resources.lproj/Foo.strings")): warning: 'Resources.lproj' is not a language folder; skipped"
      ])
  }

  @Test func includeBundlesTakesBundleTables() throws {
    let tree = try Self.project()
    let discovery = LegacyDiscovery(roots: [tree.path("App")], includeBundles: true)
    #expect(
      Self.describe(discovery, tree).contains(
        "App/Settings.bundle/Root.xcstrings: App/Settings.bundle/en.lproj/Root.strings"))
    #expect(discovery.skipped.isEmpty)
  }

  /// What was not taken is a named value a caller can compare, for both reasons a table is
  /// left: inside a bundle, and filtered out by the table names.
  @Test func skippedTablesAreNamedValues() throws {
    let tree = try Self.project()
    let inBundle = LegacyDiscovery(roots: [tree.path("App")])
    #expect(
      inBundle.skipped == [
        LegacyDiscovery.Skipped(
          path: tree.path("App/Settings.bundle/en.lproj/Root.strings"),
          reason: "inside 'Settings.bundle'", code: .insideBundle)
      ])
    let filtered = LegacyDiscovery(roots: [tree.path("App")], includeBundles: true, tables: ["Root"])
    #expect(
      filtered.skipped.contains(
        LegacyDiscovery.Skipped(
          path: tree.path("App/de.lproj/Main.strings"), reason: "table 'Main' not in the table list", code: .notInTables)))
    #expect(
      filtered.skipped.allSatisfy {
        $0.reason.hasPrefix("table '") && $0.reason.hasSuffix("' not in the table list") && $0.code == .notInTables
      })
  }

  @Test func tablesFilterIgnoresCase() throws {
    let tree = try Self.project()
    let discovery = LegacyDiscovery(roots: [tree.path("App")], tables: ["localizable", "INFOPLIST"])
    #expect(discovery.groups.map(\.name) == ["InfoPlist", "Localizable"])
    #expect(
      discovery.skipped.map { "\($0.path)|\($0.reason)" }.contains(
        "\(tree.path("App/de.lproj/Main.strings"))|table 'Main' not in the table list"))
  }

  @Test func groupByTableMergesEverySameNamedTableAtTheGivenPath() throws {
    let tree = try Self.project()
    let discovery = LegacyDiscovery(roots: [tree.root], grouping: .table)
    #expect(
      Self.describe(discovery, tree) == [
        "InfoPlist.xcstrings: App/de.lproj/infoPlist.strings, App/en.lproj/InfoPlist.strings",
        "Localizable.xcstrings: App/de.lproj/Localizable.strings, App/en.lproj/Localizable.strings, App/pt_BR.lproj/Localizable.stringsdict, Kit/Resources/en.lproj/Localizable.strings, Widget/en.lproj/Localizable.strings",
        "mul.lproj/Main.xcstrings: App/de.lproj/Main.strings",
      ])
  }

  @Test func languageOverridesApplyToFolders() throws {
    let tree = try Tree(["en.lproj/L.strings": Self.entry, "Klingon.lproj/L.strings": Self.entry])
    let discovery = LegacyDiscovery(roots: [tree.root], languageOverrides: ["Klingon": "tlh", "en": "en-US"])
    #expect(discovery.groups.first?.files.map(\.language) == ["tlh", "en-US"])
    #expect(discovery.diagnostics.isEmpty)
  }

  @Test func preferredNameIsTheCommonestSpellingThenCapitalised() {
    func files(_ names: [String]) -> [LegacyFile] {
      names.map { LegacyFile(path: "/p/\($0)", folderName: "en", language: "en", tableName: $0, kind: .strings) }
    }
    #expect(LegacyDiscovery.preferredName(files(["infoPlist", "InfoPlist"])) == "InfoPlist")
    #expect(LegacyDiscovery.preferredName(files(["infoPlist", "infoPlist", "InfoPlist"])) == "infoPlist")
    #expect(LegacyDiscovery.preferredName(files(["INFOPLIST", "InfoPlist"])) == "INFOPLIST")
  }

  /// A table that becomes two catalogs in one folder tree is a coded warning that names no
  /// option (the tool adds `--group-by table` before the closing parenthesis).
  @Test func aTableSplitInOneTreeIsACodedWarning() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/Feature/en.lproj/Localizable.strings": "\"f\" = \"F\";\n",
    ])
    let warnings = LegacyDiscovery(roots: [tree.root]).diagnostics.filter { $0.code == .splitTable }
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasSuffix("(move the files into one folder's .lproj folders)") == true)
    #expect(warnings.first?.hintSlot.tail == 1)
  }
}
