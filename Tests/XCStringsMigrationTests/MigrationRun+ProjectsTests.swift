import Foundation
import Testing
import XCStringsBase
import XCStringsMigration
import XCStringsModel
import XCStringsProject
import XCStringsTestSupport

/// `migrate --update-project` on the WorkoutLog sample (an app, a widget extension and a
/// framework, each with tables): the project file against a golden file made by hand from the
/// rules, the `--dry-run` listing, the `--report` entries, usage errors and all-or-nothing.
@Suite("migrate --update-project")
struct MigrateUpdateProjectTests {
  /// A copy of `Samples/WorkoutLog` in a folder holding `.git` (so upward searches stop there).
  static func sample() throws -> Tree {
    let tree = try Tree([:])
    let copy = tree.path("WorkoutLog")
    try FileManager.default.copyItem(atPath: TestPaths.packageRoot.path + "/Samples/WorkoutLog", toPath: copy)
    return tree
  }

  static let project = "WorkoutLog/WorkoutLog.xcodeproj/project.pbxproj"
  static let legacy = [
    "App/en.lproj/InfoPlist.strings", "App/en.lproj/Localizable.strings", "App/en.lproj/Localizable.stringsdict",
    "App/ja.lproj/InfoPlist.strings", "App/ja.lproj/Localizable.strings", "App/ja.lproj/Localizable.stringsdict",
    "Widget/en.lproj/Localizable.strings", "Widget/ja.lproj/Localizable.strings",
    "WorkoutKit/en.lproj/WorkoutKit.strings", "WorkoutKit/ja.lproj/WorkoutKit.strings",
  ].map { "WorkoutLog/" + $0 }
  static let catalogs = [
    "App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Widget/Localizable.xcstrings",
    "WorkoutKit/WorkoutKit.xcstrings",
  ].map { "WorkoutLog/" + $0 }

  @Test func theSampleProjectMatchesTheGoldenFile() throws {
    let tree = try Self.sample()
    let harness = MigrationHarness()
    #expect(harness.run(["migrate", tree.path("WorkoutLog"), "--update-project", "--delete-legacy"]) == 0)
    let golden = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent(
        "Tests/XCStringsProjectTests/Fixtures/WorkoutLog-migrated.pbxproj"), encoding: .utf8)
    #expect(try tree.read(Self.project) == golden)
    for path in Self.legacy { #expect(!tree.exists(path), "\(path)") }
    for path in Self.catalogs { #expect(tree.exists(path), "\(path)") }
    #expect(harness.stdout.hasSuffix("\(tree.path(Self.project)): updated (20 removed, 8 added, 8 changed)\n"))
    #expect(harness.stderr == "")
  }

  /// What `--dry-run` lists for the sample, worked out from the rules: every variant group,
  /// its children and build files go; each table gets a reference and a build file; four
  /// groups or phases and the two project-level configurations change.
  static let listing =
    [
      "removed PBXBuildFile 0F3E5A2A2B7C91D400A1C3E5 Localizable.strings in Resources",
      "removed PBXBuildFile 0F3E5A2B2B7C91D400A1C3E5 Localizable.stringsdict in Resources",
      "removed PBXBuildFile 0F3E5A2C2B7C91D400A1C3E5 InfoPlist.strings in Resources",
      "removed PBXBuildFile 0F3E5A312B7C91D400A1C3E5 Localizable.strings in Resources",
      "removed PBXBuildFile 0F3E5A342B7C91D400A1C3E5 WorkoutKit.strings in Resources",
    ]
    + ["19", "1A", "1C", "1D", "1F", "20", "22", "23", "25", "26"].enumerated().map { index, id in
      "removed PBXFileReference 0F3E5A\(id)2B7C91D400A1C3E5 \(index % 2 == 0 ? "en" : "ja")"
    } + [
      "removed PBXVariantGroup 0F3E5A182B7C91D400A1C3E5 Localizable.strings",
      "removed PBXVariantGroup 0F3E5A1B2B7C91D400A1C3E5 Localizable.stringsdict",
      "removed PBXVariantGroup 0F3E5A1E2B7C91D400A1C3E5 InfoPlist.strings",
      "removed PBXVariantGroup 0F3E5A212B7C91D400A1C3E5 Localizable.strings",
      "removed PBXVariantGroup 0F3E5A242B7C91D400A1C3E5 WorkoutKit.strings",
      "added PBXFileReference 08D0E2A798E5A121741776A5 Localizable.xcstrings",
      "added PBXBuildFile 782B85368B02E2D2700B5BD3 Localizable.xcstrings in Resources",
      "added PBXFileReference 8DDF09913391CB69BCED54C0 InfoPlist.xcstrings",
      "added PBXBuildFile 51E172684B22EC806C559FC5 InfoPlist.xcstrings in Resources",
      "added PBXFileReference 7B2144144EE40AF7F51960BD Localizable.xcstrings",
      "added PBXBuildFile 0CB733790FE00DAC7DF0DF53 Localizable.xcstrings in Resources",
      "added PBXFileReference 41740E8E411874D679507B33 WorkoutKit.xcstrings",
      "added PBXBuildFile EBB244A0F957239767018BDA WorkoutKit.xcstrings in Resources",
      "changed PBXGroup 0F3E5A362B7C91D400A1C3E5 App: children: -Localizable.strings, -Localizable.stringsdict, "
        + "-InfoPlist.strings, +Localizable.xcstrings, +InfoPlist.xcstrings",
      "changed PBXGroup 0F3E5A372B7C91D400A1C3E5 Widget: children: -Localizable.strings, +Localizable.xcstrings",
      "changed PBXGroup 0F3E5A382B7C91D400A1C3E5 WorkoutKit: children: -WorkoutKit.strings, +WorkoutKit.xcstrings",
      "changed PBXResourcesBuildPhase 0F3E5A3C2B7C91D400A1C3E5 Resources: files: -Localizable.strings in Resources, "
        + "-InfoPlist.strings in Resources, -Localizable.stringsdict in Resources, +InfoPlist.xcstrings in Resources, "
        + "+Localizable.xcstrings in Resources",
      "changed PBXResourcesBuildPhase 0F3E5A412B7C91D400A1C3E5 Resources: files: -Localizable.strings in Resources, "
        + "+Localizable.xcstrings in Resources",
      "changed PBXResourcesBuildPhase 0F3E5A442B7C91D400A1C3E5 Resources: files: -WorkoutKit.strings in Resources, "
        + "+WorkoutKit.xcstrings in Resources",
      "changed XCBuildConfiguration 0F3E5A4D2B7C91D400A1C3E5 Debug: SWIFT_EMIT_LOC_STRINGS = YES",
      "changed XCBuildConfiguration 0F3E5A4E2B7C91D400A1C3E5 Release: SWIFT_EMIT_LOC_STRINGS = YES",
    ]

  @Test func aDryRunListsTheProjectEditsAndWritesNothing() throws {
    let tree = try Self.sample()
    let before = tree.snapshot()
    let harness = MigrationHarness()
    #expect(harness.run(["migrate", tree.path("WorkoutLog"), "--update-project", "--delete-legacy", "--dry-run"]) == 0)
    #expect(tree.snapshot() == before)
    let lines = harness.stdout.split(separator: "\n").map(String.init)
    let head = try #require(lines.firstIndex(of: "\(tree.path(Self.project)): would update (20 removed, 8 added, 8 changed)"))
    #expect(Array(lines[(head + 1)...]) == Self.listing.map { "  " + $0 })
  }

  @Test func theReportListsTheEditsPerProject() throws {
    let tree = try Self.sample()
    let report = tree.path("report.json")
    #expect(MigrationHarness().run(["migrate", tree.path("WorkoutLog"), "--update-project", "--report", report]) == 0)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
    let projects = try #require(json?["projects"] as? [[String: Any]])
    #expect(projects.count == 1)
    #expect(projects[0]["project"] as? String == tree.path(Self.project))
    #expect(projects[0]["updated"] as? Bool == true)
    #expect(
      projects[0]["catalogs"] as? [String]
        == [
          "App/Localizable.xcstrings", "App/InfoPlist.xcstrings",
          "Widget/Localizable.xcstrings", "WorkoutKit/WorkoutKit.xcstrings",
        ]
        .map { tree.path("WorkoutLog/" + $0) })
    let edits = try #require(projects[0]["edits"] as? [[String: Any]])
    let described = edits.map { edit in
      "\(edit["action"] as? String ?? "") \(edit["isa"] as? String ?? "") \(edit["id"] as? String ?? "") "
        + "\(edit["name"] as? String ?? "")" + ((edit["detail"] as? String).map { ": \($0)" } ?? "")
    }
    #expect(described == Self.listing)
    #expect(edits.first?["detail"] is NSNull)
  }

  @Test(arguments: ["write", "rename project", "rename catalog", "delete"])
  func aFailureAnywhereWritesNothing(step: String) throws {
    let tree = try Self.sample()
    let before = tree.snapshot()
    var faults = FileTransaction.Faults()
    switch step {
    case "write": faults.failWrite = { $0.hasSuffix("project.pbxproj") }
    case "rename project": faults.failRename = { $0.hasSuffix("project.pbxproj") }
    case "rename catalog": faults.failRename = { $0.hasSuffix("WorkoutKit.xcstrings") }
    default: faults.failRename = { $0.hasSuffix("ja.lproj/Localizable.stringsdict") }
    }
    let harness = MigrationHarness()
    #expect(harness.run(["migrate", tree.path("WorkoutLog"), "--update-project", "--delete-legacy"], faults: faults) == 1)
    #expect(harness.stderr.hasSuffix("error: nothing was written\n"))
    #expect(tree.snapshot() == before)
  }
}
