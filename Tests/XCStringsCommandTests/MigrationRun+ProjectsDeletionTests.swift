import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// Which legacy files `--delete-legacy` deletes once projects are involved, and how
/// `--update-project` divides the tables between projects and `--group-by`.
@Suite("migrate --update-project: deletion and grouping")
struct MigrateProjectDeletionTests {
  /// A project whose `App` group (folder `App`) lists `Localizable.strings` in the languages
  /// given, built into target `App`.
  static func project(languages: [String] = ["en", "de", "pt_BR"], table: String = "Localizable") -> String {
    let children = languages.enumerated().map { index, language in
      "\t\tC\(index) /* \(language) */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = \(language); path = \(language).lproj/\(table).strings; sourceTree = \"<group>\"; };\n"
    }.joined()
    let list = languages.indices.map { "\t\t\t\tC\($0),\n" }.joined()
    return """
      // !$*UTF8*$!
      {
      \tobjectVersion = 56;
      \tobjects = {
      \t\tB1 /* \(table).strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* \(table).strings */; };
      \(children)\t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
      \t\tG1 /* App */ = {isa = PBXGroup; children = (V1, ); path = App; sourceTree = "<group>"; };
      \t\tR1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1, ); };
      \t\tT1 /* App */ = {isa = PBXNativeTarget; buildPhases = (R1, ); name = App; };
      \t\tP1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G0; targets = (T1, ); };
      \t\tV1 /* \(table).strings */ = {
      \t\t\tisa = PBXVariantGroup;
      \t\t\tchildren = (
      \(list)\t\t\t);
      \t\t\tname = \(table).strings;
      \t\t\tsourceTree = "<group>";
      \t\t};
      \t\tD1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {
      \t\t\t\tSDKROOT = iphoneos;
      \t\t\t}; name = Debug; };
      \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (D1, ); };
      \t};
      \trootObject = P1 /* Project object */;
      }

      """
  }

  @Test func withoutUpdateProjectAReferencedTableIsKept() throws {
    var files = MigrateCommandTests.app
    files["App.xcodeproj/project.pbxproj"] = Self.project()
    let tree = try Tree(files)
    let project = tree.path("App.xcodeproj/project.pbxproj")
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    #expect(
      harness.stdout
        == MigrateCommandTests.summary(
          tree,
          extra: [
            "  \(project) references Localizable.strings: run again with --update-project to edit it, or add "
              + "\(tree.path("App/Localizable.xcstrings")) to the target and remove the variant group(s) in Xcode",
            "note: kept legacy files of 'Localizable' in \(tree.path("App")): referenced by \(project); use --update-project "
              + "to edit the project",
          ]))
    #expect(tree.exists("App/en.lproj/Localizable.strings"))
    // --force-delete does not override a reference --update-project can remove.
    try FileManager.default.removeItem(atPath: tree.path("App/Localizable.xcstrings"))
    #expect(CommandHarness().run(["migrate", tree.root, "--delete-legacy", "--force-delete"]) == 0)
    #expect(tree.exists("App/en.lproj/Localizable.strings"))
    try FileManager.default.removeItem(atPath: tree.path("App/Localizable.xcstrings"))
    // --update-project removes it, and then the files go.
    #expect(CommandHarness().run(["migrate", tree.root, "--delete-legacy", "--update-project"]) == 0)
    #expect(!tree.exists("App/en.lproj/Localizable.strings") && !tree.exists("App/de.lproj/Localizable.strings"))
    #expect(try tree.read("App/Localizable.xcstrings") == MigrateCommandTests.appCatalog)
    #expect(try !tree.read("App.xcodeproj/project.pbxproj").contains("Localizable.strings"))
  }

  @Test(arguments: ["unreadable project", "spec"])
  func forceDeleteOverridesOnlyWhatUpdateProjectCannotEdit(kind: String) throws {
    var files = MigrateCommandTests.app
    let named = kind == "spec" ? "project.yml" : "App.xcodeproj/project.pbxproj"
    files[named] =
      kind == "spec"
      ? "targets:\n  App:\n    sources:\n      - path: App/en.lproj/Localizable.strings\n"
      : "// !$*UTF8*$!\n{ objects = { V1 = {isa = PBXVariantGroup; name = Localizable.strings; } }\n"
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    #expect(
      harness.stdout.contains(
        "note: kept legacy files of 'Localizable' in \(tree.path("App")): named by "
          + "\(tree.path(named)), which --update-project cannot edit; use --force-delete to delete them anyway\n"))
    #expect(tree.exists("App/en.lproj/Localizable.strings"))
    if kind == "spec" {
      #expect(
        harness.stderr.contains(
          "\(tree.path("project.yml")):4:15: warning: XcodeGen spec names legacy file "
            + "'Localizable.strings' explicitly; name the catalog instead, or the regenerated project will lack it"))
    }
    try FileManager.default.removeItem(atPath: tree.path("App/Localizable.xcstrings"))
    #expect(CommandHarness().run(["migrate", tree.root, "--delete-legacy", "--force-delete"]) == 0)
    #expect(!tree.exists("App/en.lproj/Localizable.strings"))
  }

  @Test func aLossKeepsTheFilesButTheProjectIsStillUpdated() throws {
    // A width rule has no catalog equivalent: a loss.
    var files = MigrateCommandTests.app
    files["App/en.lproj/Localizable.stringsdict"] = stringsdictText([("w", widthBody([("20", "Short"), ("100", "Longer")]))])
    files["App.xcodeproj/project.pbxproj"] = Self.project()
      .replacingOccurrences(of: "\t\t\t\tC2,\n", with: "\t\t\t\tC2,\n\t\t\t\tC9,\n")
      .replacingOccurrences(
        of: "\t\tG0 = ",
        with:
          "\t\tC9 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.stringsdict; sourceTree = \"<group>\"; };\n\t\tG0 = "
      )
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy", "--update-project"]) == 0)
    #expect(tree.exists("App/en.lproj/Localizable.strings"))
    #expect(harness.stdout.contains("note: kept legacy files of 'Localizable' in \(tree.path("App")): the round trip would lose"))
    #expect(try tree.read("App.xcodeproj/project.pbxproj").contains("Localizable.xcstrings"))
  }

  @Test func filesTheProjectDoesNotListAreLeftAlone() throws {
    // The project lists en and de; pt_BR beside them is not in its table (Xcode leaves it).
    // A package's table no project lists is built by no target of the project: left alone.
    var files = MigrateCommandTests.app
    files["App.xcodeproj/project.pbxproj"] = Self.project(languages: ["en", "de"])
    files["Kit/Sources/Kit/Resources/en.lproj/Kit.strings"] = "\"k\" = \"K\";\n"
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--update-project", "--delete-legacy"]) == 0)
    #expect(
      harness.stdout.contains(
        "note: skipped \(tree.path("App/pt_BR.lproj/Localizable.strings")): not listed by the "
          + "table 'Localizable' of \(tree.path("App.xcodeproj/project.pbxproj"))\n"))
    #expect(tree.exists("App/pt_BR.lproj/Localizable.strings") && !tree.exists("App/en.lproj/Localizable.strings"))
    #expect(
      try tree.read("App/Localizable.xcstrings")
        == catalogText([
          ("bye", nil, [("de", "Tschüss"), ("en", "Bye")]), ("hello", "Greeting", [("de", "Hallo"), ("en", "Hello")]),
        ]))
    #expect(
      harness.stdout.contains(
        "note: left table 'Kit' in \(tree.path("Kit/Sources/Kit/Resources")) alone: no target of "
          + "\(tree.path("App.xcodeproj/project.pbxproj")) builds it\n"))
    #expect(
      !tree.exists("Kit/Sources/Kit/Resources/Kit.xcstrings") && tree.exists("Kit/Sources/Kit/Resources/en.lproj/Kit.strings"))
  }

  @Test func everyProjectUnderThePathsIsEdited() throws {
    var files = MigrateCommandTests.app
    files["App.xcodeproj/project.pbxproj"] = Self.project()
    files["Kit/Kit.xcodeproj/project.pbxproj"] = Self.project(languages: ["en"], table: "Kit")
    files["Kit/App/en.lproj/Kit.strings"] = "\"k\" = \"K\";\n"
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--update-project"]) == 0)
    #expect(try tree.read("App.xcodeproj/project.pbxproj").contains("Localizable.xcstrings in Resources"))
    #expect(try tree.read("Kit/Kit.xcodeproj/project.pbxproj").contains("Kit.xcstrings in Resources"))
    #expect(tree.exists("Kit/App/Kit.xcstrings"))
  }

  @Test func aProjectAboveThePathIsEditedForTablesInsideIt() throws {
    var files = MigrateCommandTests.app
    files["App.xcodeproj/project.pbxproj"] = Self.project()
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.path("App"), "--update-project"]) == 0)
    #expect(try tree.read("App.xcodeproj/project.pbxproj").contains("Localizable.xcstrings in Resources"))
    // A path that holds none of the project's tables leaves the project as it was.
    let other = try Tree(files.merging(["Other/en.lproj/Other.strings": "\"o\" = \"O\";\n"]) { $1 })
    #expect(CommandHarness().run(["migrate", other.path("Other"), "--update-project"]) == 0)
    #expect(try other.read("App.xcodeproj/project.pbxproj") == Self.project())
  }

  @Test(.enabled(if: MigrateCommandTests.executable != nil, "needs the built xcstrings-convert"))
  func aRelativePathFindsTheProjectAboveIt() throws {
    let executable = try #require(MigrateCommandTests.executable)
    // Run from the tree with the path `App`: the project above is found by its absolute path,
    // the tables by relative ones, and both must name the same files.
    var files = MigrateCommandTests.app
    files["App.xcodeproj/project.pbxproj"] = Self.project(languages: ["en", "de"])
    let tree = try Tree(files)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["migrate", "App", "--update-project", "--delete-legacy"]
    process.currentDirectoryURL = URL(fileURLWithPath: tree.root)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(!tree.exists("App/en.lproj/Localizable.strings") && !tree.exists("App/de.lproj/Localizable.strings"))
    #expect(tree.exists("App/pt_BR.lproj/Localizable.strings"))
    #expect(text.contains("note: skipped App/pt_BR.lproj/Localizable.strings: not listed by the table 'Localizable' of "))
    #expect(try tree.read("App.xcodeproj/project.pbxproj").contains("Localizable.xcstrings in Resources"))
  }

  @Test func aDamagedProjectStopsTheRun() throws {
    var files = MigrateCommandTests.app
    files["App.xcodeproj/project.pbxproj"] = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {isa = PBXGroup; \"open;\n"
    let tree = try Tree(files)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--update-project"]) == 1)
    #expect(
      harness.stderr == """
        \(tree.path("App.xcodeproj/project.pbxproj")):4:24: error: unterminated string; no closing '"' before the end of the file
        error: nothing was written

        """)
    #expect(tree.snapshot() == before)
  }

  @Test func aSpecIsNotedAndItsMentionsWarned() throws {
    var files = MigrateCommandTests.app
    files["project.yml"] = "name: App\ntargets:\n  App:\n    sources: [App, App/de.lproj/Localizable.strings]\n"
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--update-project"]) == 0)
    #expect(
      harness.stdout.contains(
        "note: XcodeGen spec \(tree.path("project.yml")): nothing to edit there; it is "
          + "regenerated from folders, which pick up the catalogs\n"))
    #expect(
      harness.stderr.contains("\(tree.path("project.yml")):4:20: warning: XcodeGen spec names legacy file 'Localizable.strings'"))
    #expect(harness.stderr.contains("warning: --update-project: no Xcode project found under or above the given paths"))
  }
}
