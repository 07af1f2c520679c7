import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

/// The planner on hand-written projects for the cases the reference calls out: SOURCE_ROOT
/// groups, groups with their own path, settings already there, catalogs already referenced,
/// table files listed twice, missing files, and projects without a root object.
@Suite("Project migration planner: cases")
struct ProjectMigrationPlannerCaseTests {
  static let base = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V001 /* Localizable.strings */; };
    \t\tB002 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F003 /* Assets.xcassets */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF001 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tF002 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tF003 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tG000 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tG001 /* App */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG001 /* App */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF003 /* Assets.xcassets */,
    \t\t\t\tV001 /* Localizable.strings */,
    \t\t\t);
    \t\t\tpath = App;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tT001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tR001 /* Resources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tP001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tbuildConfigurationList = L001 /* Build configuration list for PBXProject "App" */;
    \t\t\tdevelopmentRegion = en;
    \t\t\tknownRegions = (
    \t\t\t\ten,
    \t\t\t\tde,
    \t\t\t);
    \t\t\tmainGroup = G000;
    \t\t\ttargets = (
    \t\t\t\tT001 /* App */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tR001 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tB001 /* Localizable.strings in Resources */,
    \t\t\t\tB002 /* Assets.xcassets in Resources */,
    \t\t\t);
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    \t\tV001 /* Localizable.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tF001 /* en */,
    \t\t\t\tF002 /* de */,
    \t\t\t);
    \t\t\tname = Localizable.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */

    /* Begin XCBuildConfiguration section */
    \t\tC001 /* Debug */ = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tSDKROOT = iphoneos;
    \t\t\t};
    \t\t\tname = Debug;
    \t\t};
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
    \t\tL001 /* Build configuration list for PBXProject "App" */ = {
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

  static let location = "/p/App.xcodeproj/project.pbxproj"

  /// The plan, and its text with the new identifiers renamed NEW1, NEW2, … in the order added.
  static func plan(_ text: String, files: Set<String>, tables: [String]? = nil) throws -> (ProjectMigrationPlan, String) {
    let file = try ProjectTestSupport.parse(text, path: location)
    let plan = ProjectMigrationPlanner.plan(file, location: location, tables: tables) { files.contains($0) }
    var result = plan.bytes.text
    for (index, edit) in plan.edits.filter({ $0.action == .added }).enumerated() {
      result = result.replacingOccurrences(of: edit.id, with: "NEW\(index + 1)")
    }
    return (plan, result)
  }

  static let appFiles: Set<String> = ["/p/App/en.lproj/Localizable.strings", "/p/App/de.lproj/Localizable.strings"]

  @Test func theBasicCase() throws {
    let (plan, text) = try Self.plan(Self.base, files: Self.appFiles)
    #expect(
      text.contains(
        "\t\tNEW1 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = \"<group>\"; };\n"
      ))
    #expect(
      text.contains(
        "\t\tNEW2 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = NEW1 /* Localizable.xcstrings */; };\n"
      ))
    #expect(text.contains("\t\t\t\tF003 /* Assets.xcassets */,\n\t\t\t\tNEW1 /* Localizable.xcstrings */,\n\t\t\t);"))
    // The old entry was first: the new one follows the entry after it (R6).
    #expect(
      text.contains(
        "\t\t\tfiles = (\n\t\t\t\tB002 /* Assets.xcassets in Resources */,\n\t\t\t\tNEW2 /* Localizable.xcstrings in Resources */,\n\t\t\t);"
      ))
    #expect(text.contains("\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n"))
    #expect(!text.contains("PBXVariantGroup") && !text.contains("F001") && !text.contains("F002") && !text.contains("B001"))
    #expect(text.contains("/* End PBXResourcesBuildPhase section */\n\n/* Begin XCBuildConfiguration section */"))
    #expect(
      plan.edits.map(\.description) == [
        "removed PBXBuildFile B001 Localizable.strings in Resources",
        "removed PBXFileReference F001 en",
        "removed PBXFileReference F002 de",
        "removed PBXVariantGroup V001 Localizable.strings",
        "added PBXFileReference \(plan.edits[4].id) Localizable.xcstrings",
        "added PBXBuildFile \(plan.edits[5].id) Localizable.xcstrings in Resources",
        "changed PBXGroup G001 App: children: -Localizable.strings, +Localizable.xcstrings",
        "changed PBXResourcesBuildPhase R001 Resources: files: -Localizable.strings in Resources, +Localizable.xcstrings in Resources",
        "changed XCBuildConfiguration C001 Debug: SWIFT_EMIT_LOC_STRINGS = YES",
      ])
    #expect(plan.tables.map(\.catalogPath) == ["/p/App/Localizable.xcstrings"])
    #expect(plan.tables.map(\.targets) == [["App"]])
    #expect(plan.diagnostics.isEmpty)
    #expect(plan.remainingReferences.isEmpty)
  }

  @Test func aSourceRootGroupKeepsItsSourceTreeAndItsPlace() throws {
    // Easydict's layout: the group sits in App, but its files are at the project's root.
    let text = Self.base.replacingOccurrences(
      of: "\t\t\tname = Localizable.strings;\n\t\t\tsourceTree = \"<group>\";",
      with: "\t\t\tname = Localizable.strings;\n\t\t\tsourceTree = SOURCE_ROOT;")
    let (plan, result) = try Self.plan(text, files: ["/p/en.lproj/Localizable.strings", "/p/de.lproj/Localizable.strings"])
    #expect(
      result.contains(
        "\t\tNEW1 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = SOURCE_ROOT; };\n"
      ))
    #expect(result.contains("\t\t\t\tF003 /* Assets.xcassets */,\n\t\t\t\tNEW1 /* Localizable.xcstrings */,\n"))
    #expect(plan.tables.map(\.catalogPath) == ["/p/Localizable.xcstrings"])
  }

  @Test func aGroupWithItsOwnPathGivesANamedReference() throws {
    let text = Self.base.replacingOccurrences(
      of: "\t\t\tname = Localizable.strings;\n\t\t\tsourceTree = \"<group>\";",
      with: "\t\t\tname = Localizable.strings;\n\t\t\tpath = Strings;\n\t\t\tsourceTree = \"<group>\";")
    let (plan, result) = try Self.plan(
      text, files: ["/p/App/Strings/en.lproj/Localizable.strings", "/p/App/Strings/de.lproj/Localizable.strings"])
    #expect(
      result.contains(
        "\t\tNEW1 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; name = Localizable.xcstrings; path = Strings/Localizable.xcstrings; sourceTree = \"<group>\"; };\n"
      ))
    #expect(plan.tables.map(\.catalogPath) == ["/p/App/Strings/Localizable.xcstrings"])
  }

  @Test func aSettingAlreadyThereIsLeftAsItIs() throws {
    let yes = Self.base.replacingOccurrences(
      of: "\t\t\t\tSDKROOT = iphoneos;\n", with: "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n")
    let (plan, _) = try Self.plan(yes, files: Self.appFiles)
    #expect(!plan.edits.contains { $0.isa == .buildConfiguration })
    let no = Self.base.replacingOccurrences(
      of: "\t\t\t\tSDKROOT = iphoneos;\n", with: "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_EMIT_LOC_STRINGS = NO;\n")
    let (planNo, textNo) = try Self.plan(no, files: Self.appFiles)
    #expect(textNo.contains("\t\t\t\tSWIFT_EMIT_LOC_STRINGS = NO;\n") && !textNo.contains("SWIFT_EMIT_LOC_STRINGS = YES"))
    #expect(
      planNo.diagnostics.map(\.description) == [
        "/p/App.xcodeproj/project.pbxproj:88:3: warning: project configuration 'Debug' sets SWIFT_EMIT_LOC_STRINGS = NO; "
          + "left as it is, so strings in Swift code are not extracted into catalogs"
      ])
  }

  @Test func aCatalogAlreadyReferencedIsReused() throws {
    let text = Self.base
      .replacingOccurrences(
        of: "/* End PBXFileReference section */",
        with:
          "\t\tF004 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
      )
      .replacingOccurrences(
        of: "\t\t\t\tF003 /* Assets.xcassets */,\n\t\t\t\tV001",
        with: "\t\t\t\tF004 /* Localizable.xcstrings */,\n\t\t\t\tF003 /* Assets.xcassets */,\n\t\t\t\tV001")
    let (plan, result) = try Self.plan(text, files: Self.appFiles)
    #expect(plan.edits.filter { $0.action == .added }.map(\.isa) == [.buildFile])
    #expect(
      result.contains(
        "\t\tNEW1 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F004 /* Localizable.xcstrings */; };\n"
      ))
    #expect(result.contains("\t\t\t\tF004 /* Localizable.xcstrings */,\n\t\t\t\tF003 /* Assets.xcassets */,\n\t\t\t);"))
  }

  @Test func aTableFileListedOutsideItsGroupGoesToo() throws {
    // de.lproj/Localizable.strings is also listed on its own in the main group, built into a
    // second target: both targets get the catalog.
    let text = Self.base
      .replacingOccurrences(
        of: "/* End PBXFileReference section */",
        with:
          "\t\tF009 /* Localizable.strings */ = {isa = PBXFileReference; path = App/de.lproj/Localizable.strings; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"
      )
      .replacingOccurrences(
        of: "\t\t\t\tG001 /* App */,\n", with: "\t\t\t\tG001 /* App */,\n\t\t\t\tF009 /* Localizable.strings */,\n"
      )
      .replacingOccurrences(
        of: "/* End PBXBuildFile section */",
        with:
          "\t\tB009 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = F009 /* Localizable.strings */; };\n/* End PBXBuildFile section */"
      )
      .replacingOccurrences(
        of: "/* End PBXNativeTarget section */",
        with:
          "\t\tT002 /* Tool */ = {isa = PBXNativeTarget; buildPhases = (R002, ); name = Tool; };\n/* End PBXNativeTarget section */"
      )
      .replacingOccurrences(
        of: "\t\t\t\tT001 /* App */,\n\t\t\t);", with: "\t\t\t\tT001 /* App */,\n\t\t\t\tT002 /* Tool */,\n\t\t\t);"
      )
      .replacingOccurrences(
        of: "/* End PBXResourcesBuildPhase section */",
        with: "\t\tR002 = {isa = PBXResourcesBuildPhase; files = (B009, ); };\n/* End PBXResourcesBuildPhase section */")
    let (plan, result) = try Self.plan(text, files: Self.appFiles)
    #expect(!result.contains("F009") && !result.contains("B009"))
    #expect(plan.tables.map(\.targets) == [["App", "Tool"]])
    #expect(
      result.contains("R002 = {isa = PBXResourcesBuildPhase; files = (NEW3 /* Localizable.xcstrings in Resources */, ); };"))
    #expect(result.contains("\t\t\t\tG001 /* App */,\n\t\t\t);"))
  }

  @Test func aTableWhoseFilesAreAllMissingIsLeftAlone() throws {
    let (plan, _) = try Self.plan(Self.base, files: [])
    #expect(!plan.changesFile)
    #expect(plan.tables.isEmpty)
    #expect(
      plan.diagnostics.map(\.description) == [
        "/p/App.xcodeproj/project.pbxproj:76:3: note: table 'Localizable' (Localizable.strings): none of its 2 file(s) is on disk; left as it is"
      ])
    #expect(plan.remainingReferences == ["/p/App/en.lproj/Localizable.strings", "/p/App/de.lproj/Localizable.strings"])
  }

  @Test func aGroupInNoGroupGivesAReferenceInTheMainGroup() throws {
    let text = Self.base.replacingOccurrences(of: "\t\t\t\tV001 /* Localizable.strings */,\n", with: "")
    // Without a parent the group's folder is unknown, so the files are not found: nothing to do.
    let (plan, _) = try Self.plan(text, files: Self.appFiles)
    #expect(plan.tables.isEmpty)
    let rooted = text.replacingOccurrences(
      of: "\t\t\tname = Localizable.strings;\n\t\t\tsourceTree = \"<group>\";",
      with: "\t\t\tname = Localizable.strings;\n\t\t\tpath = App;\n\t\t\tsourceTree = SOURCE_ROOT;")
    let (rootedPlan, result) = try Self.plan(rooted, files: Self.appFiles)
    #expect(rootedPlan.tables.map(\.catalogPath) == ["/p/App/Localizable.xcstrings"])
    #expect(result.contains("\t\t\t\tG001 /* App */,\n\t\t\t\tNEW1 /* Localizable.xcstrings */,\n\t\t\t);"))
    #expect(
      result.contains(
        "NEW1 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; name = Localizable.xcstrings; path = App/Localizable.xcstrings; sourceTree = SOURCE_ROOT; };"
      ))
  }

  @Test func aFileWithoutAProjectObjectIsNotMigrated() throws {
    let text = Self.base.replacingOccurrences(of: "\trootObject = P001 /* Project object */;\n", with: "")
    let (plan, _) = try Self.plan(text, files: Self.appFiles)
    #expect(!plan.changesFile)
    #expect(
      plan.diagnostics.map(\.description) == [
        "/p/App.xcodeproj/project.pbxproj: warning: project file has no 'rootObject' naming a PBXProject; nothing to migrate"
      ])
  }
}
