import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy
@testable import XCStringsProject

/// Synchronized folders (Xcode 16): tables found on disk, no object edits except exception
/// lists that name a table's files, and the project-level setting.
@Suite("Project migration planner: synchronized folders")
struct ProjectSynchronizedFolderTests {
  /// A project whose synchronized folder `App` is built by target `App`, with `exceptions` left
  /// out of it, and with `widget` by a second target `Widget` that leaves nothing out.
  static func project(exceptions: [String], widget: Bool = false) -> String {
    let list = exceptions.map { "\t\t\t\t\(ProjectText.literal($0)),\n" }.joined()
    let widgetTarget =
      widget
      ? "\t\tT002 /* Widget */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tfileSystemSynchronizedGroups = (\n"
        + "\t\t\t\tS001 /* App */,\n\t\t\t);\n\t\t\tname = Widget;\n\t\t};\n"
      : ""
    let widgetListed = widget ? "\t\t\t\tT002 /* Widget */,\n" : ""
    return """
      // !$*UTF8*$!
      {
      \tarchiveVersion = 1;
      \tclasses = {
      \t};
      \tobjectVersion = 77;
      \tobjects = {

      /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
      \t\tE001 /* Exceptions for "App" folder in "App" target */ = {
      \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
      \t\t\tmembershipExceptions = (
      \(list)\t\t\t);
      \t\t\ttarget = T001 /* App */;
      \t\t};
      /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

      /* Begin PBXFileSystemSynchronizedRootGroup section */
      \t\tS001 /* App */ = {
      \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
      \t\t\texceptions = (
      \t\t\t\tE001 /* Exceptions for "App" folder in "App" target */,
      \t\t\t);
      \t\t\tpath = App;
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXFileSystemSynchronizedRootGroup section */

      /* Begin PBXGroup section */
      \t\tG000 = {
      \t\t\tisa = PBXGroup;
      \t\t\tchildren = (
      \t\t\t\tS001 /* App */,
      \t\t\t);
      \t\t\tsourceTree = "<group>";
      \t\t};
      /* End PBXGroup section */

      /* Begin PBXNativeTarget section */
      \t\tT001 /* App */ = {
      \t\t\tisa = PBXNativeTarget;
      \t\t\tfileSystemSynchronizedGroups = (
      \t\t\t\tS001 /* App */,
      \t\t\t);
      \t\t\tname = App;
      \t\t};
      \(widgetTarget)/* End PBXNativeTarget section */

      /* Begin PBXProject section */
      \t\tP001 /* Project object */ = {
      \t\t\tisa = PBXProject;
      \t\t\tbuildConfigurationList = L001;
      \t\t\tmainGroup = G000;
      \t\t\ttargets = (
      \t\t\t\tT001 /* App */,
      \(widgetListed)\t\t\t);
      \t\t};
      /* End PBXProject section */

      /* Begin XCBuildConfiguration section */
      \t\tC001 /* Debug */ = {
      \t\t\tisa = XCBuildConfiguration;
      \t\t\tbuildSettings = {
      \t\t\t\tSWIFT_VERSION = 6.0;
      \t\t\t};
      \t\t\tname = Debug;
      \t\t};
      /* End XCBuildConfiguration section */

      /* Begin XCConfigurationList section */
      \t\tL001 = {
      \t\t\tisa = XCConfigurationList;
      \t\t\tbuildConfigurations = (
      \t\t\t\tC001 /* Debug */,
      \t\t\t);
      \t\t};
      /* End XCConfigurationList section */
      \t};
      \trootObject = P001 /* Project object */;
      }

      """
  }

  /// A tree with `App/{en,de}.lproj/Localizable.strings`, `App/en.lproj/Localizable.stringsdict`
  /// and `App/Info.plist`; returns the project path.
  static func tree(exceptions: [String], widget: Bool = false) throws -> (root: URL, project: String) {
    let root = try TestPaths.temporaryDirectory()
    let files = [
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
      "App/en.lproj/Localizable.stringsdict": ProjectScenario.stringsdict("en"), "App/Info.plist": "<plist/>\n",
      "App.xcodeproj/project.pbxproj": project(exceptions: exceptions, widget: widget),
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return (root, root.appendingPathComponent("App.xcodeproj/project.pbxproj").path)
  }

  static func plan(exceptions: [String], widget: Bool = false, tables: [String]? = nil) throws -> (ProjectMigrationPlan, URL) {
    let (root, path) = try tree(exceptions: exceptions, widget: widget)
    return (ProjectMigrationPlanner.plan(try ProjectFile(contentsOf: path), location: path, tables: tables), root)
  }

  @Test func onlyTheSettingChangesInTheProject() throws {
    let (plan, root) = try Self.plan(exceptions: ["Info.plist"])
    #expect(
      plan.bytes.text
        == Self.project(exceptions: ["Info.plist"])
        .replacingOccurrences(
          of: "\t\t\t\tSWIFT_VERSION = 6.0;\n", with: "\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n\t\t\t\tSWIFT_VERSION = 6.0;\n"))
    #expect(plan.tables.map(\.catalogPath) == [root.path + "/App/Localizable.xcstrings"])
    #expect(plan.tables.map(\.isSynchronized) == [true])
    #expect(plan.tables.map(\.targets) == [["App"]])
    #expect(
      plan.tables[0].group.files.map { $0.path.dropFirst(root.path.count) } == [
        "/App/de.lproj/Localizable.strings", "/App/en.lproj/Localizable.strings", "/App/en.lproj/Localizable.stringsdict",
      ])
  }

  @Test func aTableEveryTargetLeavesOutIsNotMigrated() throws {
    let listed = [
      "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "Info.plist",
    ]
    for names in [listed, ["Info.plist", "Localizable.strings", "Localizable.stringsdict"]] {
      let (plan, root) = try Self.plan(exceptions: names)
      #expect(plan.tables.isEmpty)
      #expect(plan.bytes.text == Self.project(exceptions: names))
      let text = Self.project(exceptions: names)
      let line = try #require(text.components(separatedBy: "\n").firstIndex(of: "\t\tS001 /* App */ = {")) + 1
      #expect(
        plan.diagnostics.map(\.description) == [
          "\(root.path)/App.xcodeproj/project.pbxproj:\(line):3: note: table 'Localizable' of synchronized folder 'App': every "
            + "target's exception set leaves its files out; left as it is"
        ])
    }
  }

  @Test func anExceptionListNamingEveryFileOfATableNamesItsCatalog() throws {
    // The widget builds the table; the app leaves it out, and then leaves out its catalog.
    let listed = [
      "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "Info.plist",
    ]
    let (plan, _) = try Self.plan(exceptions: listed, widget: true)
    #expect(plan.tables.map(\.targets) == [["Widget"]])
    #expect(
      plan.bytes.text.contains("\t\t\tmembershipExceptions = (\n\t\t\t\tLocalizable.xcstrings,\n\t\t\t\tInfo.plist,\n\t\t\t);"))
    #expect(plan.diagnostics.isEmpty)
    #expect(
      plan.edits.first?.description
        == "changed PBXFileSystemSynchronizedBuildFileExceptionSet E001 Exceptions for \"App\" folder in \"App\" target: "
        + "membershipExceptions: -de.lproj/Localizable.strings, -en.lproj/Localizable.strings, -en.lproj/Localizable.stringsdict, "
        + "+Localizable.xcstrings")
  }

  @Test func localizedNamesWithoutTheirFolderCountToo() throws {
    // Xcode may show a localized file by its name alone.
    let (plan, _) = try Self.plan(exceptions: ["Info.plist", "Localizable.strings", "Localizable.stringsdict"], widget: true)
    #expect(
      plan.bytes.text.contains("\t\t\tmembershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t\tLocalizable.xcstrings,\n\t\t\t);"))
  }

  @Test func anExceptionListNamingSomeFilesIsWarnedAbout() throws {
    let (plan, _) = try Self.plan(exceptions: ["de.lproj/Localizable.strings"])
    #expect(plan.bytes.text.contains("\t\t\tmembershipExceptions = (\n\t\t\t);"))
    #expect(
      plan.diagnostics.map(\.message) == [
        "membershipExceptions of 'Exceptions for \"App\" folder in \"App\" target' names 1 of the 3 files of table "
          + "'Localizable'; the catalog takes the folder's membership"
      ])
  }

  /// A configuration that the project's list names twice (as a bad merge can leave it) gets the
  /// setting once: the edited file must read again (found by fuzzing).
  @Test func aConfigurationListedTwiceGetsTheSettingOnce() throws {
    let once = "\t\t\t\tC001 /* Debug */,\n\t\t\t);"
    let twice = "\t\t\t\tC001 /* Debug */,\n\t\t\t\tC001 /* Release */,\n\t\t\t);"
    let text = Self.project(exceptions: ["Info.plist"]).replacingOccurrences(of: once, with: twice)
    let (_, path) = try Self.tree(exceptions: ["Info.plist"])
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let plan = ProjectMigrationPlanner.plan(try ProjectFile(contentsOf: path), location: path)
    #expect(
      plan.bytes.text
        == text.replacingOccurrences(
          of: "\t\t\t\tSWIFT_VERSION = 6.0;\n", with: "\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n\t\t\t\tSWIFT_VERSION = 6.0;\n"))
    #expect(plan.edits.filter { $0.detail == "SWIFT_EMIT_LOC_STRINGS = YES" }.count == 1)
    #expect(throws: Never.self) { try ProjectFile(parsing: plan.bytes, path: "edited.pbxproj") }
  }

  @Test func unselectedTablesChangeNothing() throws {
    let (plan, _) = try Self.plan(exceptions: ["Info.plist"], tables: ["InfoPlist"])
    #expect(!plan.changesFile)
    #expect(plan.tables.isEmpty)
  }
}
