import Foundation
import Testing
import XCStringsBase
import XCStringsMigration
import XCStringsModel
import XCStringsProject
import XCStringsTestSupport

/// Tables `migrate` must never convert or delete: those inside a folder a project copies whole
/// (a folder reference, a referenced bundle), and, with `--update-project`, those no target
/// builds. Generated trees put tables of every kind side by side and check each table's fate
/// from the rules, whatever the flags.
@Suite("migrate: tables left alone")
struct MigrationLeftAloneTests {
  /// How the project knows a table.
  enum Membership: CaseIterable {
    /// A variant group built into the app's Resources phase.
    case built
    /// A variant group no target builds.
    case unbuilt
    /// Its folder is a folder reference, copied into the app whole.
    case folderReference
    /// An ancestor of its folder is a folder reference.
    case insideFolderReference
    /// Its folder is a bundle the project references as one file.
    case bundle
    /// The project does not mention it.
    case unreferenced
  }

  struct Table {
    var name: String
    var folder: String
    var languages: [String]
    var membership: Membership

    var files: [String] { languages.map { "\(folder)/\($0).lproj/\(name).strings" } }
    /// The folder the project references as a whole, if any.
    var copiedFolder: String? {
      switch membership {
      case .folderReference, .bundle: folder
      case .insideFolderReference: String(folder[..<folder.lastIndex(of: "/")!])
      default: nil
      }
    }
  }

  /// A project at the tree's root whose main group lists, per table, a variant group (in
  /// group `folder`) or a reference to the copied folder.
  static func project(_ tables: [Table]) -> String {
    var objects: [String] = []
    var mainChildren: [String] = []
    var resources: [String] = []
    for (index, table) in tables.enumerated() {
      switch table.membership {
      case .built, .unbuilt:
        var children: [String] = []
        for (position, language) in table.languages.enumerated() {
          let id = "C\(index)L\(position)"
          children.append(id)
          objects.append(
            "\(id) /* \(language) */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; "
              + "name = \(language); path = \(language).lproj/\(table.name).strings; sourceTree = \"<group>\"; };")
        }
        objects.append(
          "V\(index) /* \(table.name).strings */ = {isa = PBXVariantGroup; children = (\(children.map { $0 + ", " }.joined())); "
            + "name = \(table.name).strings; sourceTree = \"<group>\"; };")
        objects.append(
          "G\(index) = {isa = PBXGroup; children = (V\(index), ); path = \"\(table.folder)\"; sourceTree = \"<group>\"; };")
        mainChildren.append("G\(index)")
        if table.membership == .built {
          objects.append("B\(index) /* \(table.name).strings in Resources */ = {isa = PBXBuildFile; fileRef = V\(index); };")
          resources.append("B\(index)")
        }
      case .folderReference, .insideFolderReference, .bundle:
        let folder = table.copiedFolder!
        let type = table.membership == .bundle ? "wrapper.plug-in" : "folder"
        objects.append(
          "F\(index) = {isa = PBXFileReference; lastKnownFileType = \(type); path = \"\(folder)\"; sourceTree = \"<group>\"; };")
        objects.append("B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };")
        mainChildren.append("F\(index)")
        resources.append("B\(index)")
      case .unreferenced:
        break
      }
    }
    objects += [
      "G = {isa = PBXGroup; children = (\(mainChildren.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };",
      "R = {isa = PBXResourcesBuildPhase; files = (\(resources.map { $0 + ", " }.joined())); };",
      "T = {isa = PBXNativeTarget; buildPhases = (R, ); name = App; };",
      "P = {isa = PBXProject; buildConfigurationList = L; mainGroup = G; targets = (T, ); };",
      "D = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };",
      "L = {isa = XCConfigurationList; buildConfigurations = (D, ); };",
    ]
    return "// !$*UTF8*$!\n{\n\tobjectVersion = 56;\n\tobjects = {\n" + objects.map { "\t\t" + $0 + "\n" }.joined()
      + "\t};\n\trootObject = P;\n}\n"
  }

  static func generate(_ random: inout SeededGenerator) -> [Table] {
    var tables: [Table] = []
    let names = ["Localizable", "Web", "Help", "Errors", "Intro"]
    for (index, name) in names.enumerated() where index == 0 || Bool.random(using: &random) {
      let membership = Membership.allCases.randomElement(using: &random)!
      let folder: String
      switch membership {
      case .bundle: folder = "Res\(index).bundle"
      case .insideFolderReference: folder = "Content\(index)/Pages"
      default: folder = "Folder\(index)"
      }
      var languages = ["en"] + ["de", "fr"].filter { _ in Bool.random(using: &random) }
      if Bool.random(using: &random) { languages.reverse() }
      tables.append(Table(name: name, folder: folder, languages: languages, membership: membership))
    }
    return tables
  }

  @Test(arguments: 0..<48)
  func eachTableMeetsItsRule(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed &* 0x2545_F491 &+ 3)
    let tables = Self.generate(&random)
    var files = ["App.xcodeproj/project.pbxproj": Self.project(tables)]
    for table in tables {
      for (index, path) in table.files.enumerated() { files[path] = "\"k\" = \"\(table.name) \(index)\";\n" }
    }
    let tree = try Tree(files)
    let updateProject = Bool.random(using: &random)
    let includeBundles = Bool.random(using: &random)
    let selected = Bool.random(using: &random) ? tables.filter { _ in Bool.random(using: &random) }.map(\.name) : nil
    var arguments = ["migrate", tree.root, "--delete-legacy", "--source-language", "en"]
    if updateProject { arguments.append("--update-project") }
    if includeBundles { arguments.append("--include-bundles") }
    if let selected, !selected.isEmpty { arguments += ["--tables", selected.joined(separator: ",")] }
    let harness = MigrationHarness()
    let status = harness.run(arguments)
    let context =
      "seed \(seed): \(arguments.dropFirst(2).joined(separator: " ")), \(tables.map { "\($0.name) \($0.membership)" })\n"
      + harness.stdout + harness.stderr
    #expect(status == 0, "\(context)")
    for table in tables {
      let wanted = selected.map { $0.isEmpty || $0.contains(table.name) } ?? true
      let catalog = tree.exists("\(table.folder)/\(table.name).xcstrings")
      let kept = table.files.allSatisfy(tree.exists)
      let gone = table.files.allSatisfy { !tree.exists($0) }
      switch table.membership {
      case .folderReference, .insideFolderReference, .bundle:
        // Never converted, never deleted; said so unless discovery skipped the bundle.
        #expect(!catalog && kept, "\(context)")
        if wanted && (table.membership != .bundle || includeBundles) {
          #expect(
            harness.stdout.contains("note: left table '\(table.name)' in \(tree.path(table.folder)) alone: it is inside "),
            "\(context)")
        }
      case .built:
        // Converted; deleted only once the project no longer lists the files.
        #expect(catalog == wanted, "\(context)")
        #expect(wanted && updateProject ? gone : kept, "\(context)")
      case .unbuilt:
        #expect(catalog == (wanted && !updateProject) && kept, "\(context)")
      case .unreferenced:
        #expect(catalog == (wanted && !updateProject), "\(context)")
        #expect(wanted && !updateProject ? gone : kept, "\(context)")
        if wanted && updateProject {
          #expect(
            harness.stdout.contains("note: left table '\(table.name)' in \(tree.path(table.folder)) alone: no target of "),
            "\(context)")
        }
      }
    }
  }

  @Test func aFolderReferenceNamedByTablesIsStillLeftAlone() throws {
    let table = Table(name: "X", folder: "Resources", languages: ["en", "fr"], membership: .folderReference)
    let tree = try Tree([
      "App.xcodeproj/project.pbxproj": Self.project([table]),
      "Resources/en.lproj/X.strings": "\"a\" = \"A\";\n", "Resources/fr.lproj/X.strings": "\"a\" = \"Ä\";\n",
    ])
    for extra in [["--update-project"], []] {
      let harness = MigrationHarness()
      #expect(harness.run(["migrate", tree.root, "--delete-legacy", "--tables", "X", "--source-language", "en"] + extra) == 0)
      let project = tree.path("App.xcodeproj/project.pbxproj")
      #expect(
        harness.stdout.hasSuffix(
          "note: left table 'X' in \(tree.path("Resources")) alone: it is inside folder reference 'Resources', which \(project) "
            + "copies into the app as it is (a catalog there would not be compiled)\n"))
      #expect(tree.exists("Resources/en.lproj/X.strings") && tree.exists("Resources/fr.lproj/X.strings"))
      #expect(!tree.exists("Resources/X.xcstrings"))
    }
    // verify says why there is nothing to check.
    var request = VerifyRequest(paths: [tree.root])
    request.sourceLanguage = "en"
    let verified = VerifyRun(request: request).run()
    #expect(verified.verdict == .noLoss && verified.tables == 0)
    #expect(
      verified.notes == [
        "note: X: migrate leaves the table in \(tree.path("Resources")) alone: it is inside folder reference 'Resources', which "
          + "\(tree.path("App.xcodeproj/project.pbxproj")) copies into the app as it is (a catalog there would not be compiled)"
      ])
  }
}
