import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy
@testable import XCStringsProject

/// The planner on generated projects: each result must equal, byte for byte, the project the
/// rules give when applied to the model by hand (``ProjectScenario/expected(after:selecting:)``).
@Suite("Project migration planner: generated projects")
struct ProjectMigrationPlannerTests {
  typealias Table = ProjectScenario.Table

  struct Outcome {
    var plan: ProjectMigrationPlan
    var expected: ProjectScenario.Expected
    var root: URL
    var path: String
  }

  @discardableResult
  static func check(_ scenario: ProjectScenario, tables: [String]? = nil) throws -> Outcome {
    let root = try TestPaths.temporaryDirectory()
    let path = try scenario.write(to: root)
    let file = try ProjectFile(contentsOf: path)
    let plan = ProjectMigrationPlanner.plan(file, location: path, tables: tables)
    let result = try ProjectFile(parsing: plan.bytes, path: path)
    let expected = try scenario.expected(after: result, selecting: tables)
    #expect(plan.bytes.text == expected.text, "seed \(scenario.seed)")
    let prefix = root.path + "/"
    #expect(Set(plan.tables.map { String($0.catalogPath.dropFirst(prefix.count)) }) == expected.catalogs, "seed \(scenario.seed)")
    let deleted = plan.tables.flatMap { $0.group.files.map { String($0.path.dropFirst(prefix.count)) } }
    #expect(Set(deleted) == expected.deleted, "seed \(scenario.seed)")
    // The same input gives the same identifiers, and a migrated project needs nothing more.
    #expect(ProjectMigrationPlanner.plan(file, location: path, tables: tables).bytes == plan.bytes)
    #expect(!ProjectMigrationPlanner.plan(result, location: path, tables: tables).changesFile, "seed \(scenario.seed)")
    for id in result.identifiers where file.object(id) == nil {
      #expect(id.utf8.count == 24 && id.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x46).contains($0) }, "\(id)")
    }
    return Outcome(plan: plan, expected: expected, root: root, path: path)
  }

  // MARK: - Classes of input

  @Test func oneTableSharedByThreeOfFourTargets() throws {
    let scenario = ProjectScenario(
      targets: ["App", "Widget", "Intents", "Kit"],
      tables: [Table(name: "Localizable", folder: "Shared", languages: ["en", "de", "ja"], targets: [0, 1, 2])], seed: 1)
    let outcome = try Self.check(scenario)
    let added = outcome.plan.edits.filter { $0.action == .added && $0.isa == .buildFile }
    #expect(added.count == 3)
    #expect(outcome.plan.tables.map(\.targets) == [["App", "Widget", "Intents"]])
  }

  @Test func stringsAndStringsdictInDifferentFolders() throws {
    let scenario = ProjectScenario(
      targets: ["App", "Notifications", "Share", "Action"],
      tables: [
        Table(
          name: "Localizable", folder: "App/Localization", pluralFolder: "App/Localization/Plurals",
          languages: ["en", "de", "fr", "pt-BR"], targets: [0, 1, 2]),
        Table(name: "InfoPlist", folder: "Action", languages: ["en", "de"], kind: .strings, targets: [3]),
      ], seed: 2)
    let outcome = try Self.check(scenario, tables: ["Localizable"])
    #expect(outcome.plan.tables.map(\.catalogPath) == [outcome.root.path + "/App/Localization/Localizable.xcstrings"])
    // The emptied Plurals group stays.
    #expect(outcome.plan.bytes.text.contains("\t\t\tchildren = (\n\t\t\t);\n\t\t\tpath = Plurals;"))
  }

  @Test func thirteenTablesInOneRun() throws {
    let xibs = [
      "MainMenu", "Preferences", "Downloads", "Activity", "Info", "Search", "Filters", "Rename", "Export",
      "Import", "About",
    ]
    var tables = [
      Table(
        name: "InfoPlist", folder: "Vienna/Resources", languages: ["en", "de", "uk", "zh-Hans"], kind: .strings, targets: [0]),
      Table(name: "Localizable", folder: "Vienna/Resources", languages: ["en", "de", "uk", "zh-Hans"], targets: [0]),
      Table(name: "Predicates", folder: "Vienna/Resources", languages: ["en", "de"], kind: .strings, targets: [0]),
    ]
    for name in xibs {
      tables.append(
        Table(
          name: name, folder: "Vienna/Interfaces", languages: ["de", "uk", "zh-Hans"], kind: .strings,
          interface: "xib", targets: [0]))
    }
    let scenario = ProjectScenario(targets: ["Vienna"], tables: tables, seed: 3, objectVersion: 60)
    let outcome = try Self.check(scenario, tables: ["InfoPlist", "Localizable"] + xibs)
    #expect(outcome.plan.tables.count == 13)
    #expect(outcome.plan.remainingReferences.count == 2)
  }

  @Test func storyboardAndXIBTablesKeepTheirGroups() throws {
    let scenario = ProjectScenario(
      targets: ["App"],
      tables: [
        Table(name: "Main", folder: "App", languages: ["en", "zh-Hans"], kind: .strings, interface: "storyboard", targets: [0]),
        Table(name: "Settings", folder: "App/Views", languages: ["de"], kind: .strings, interface: "xib", targets: [0]),
        Table(name: "Localizable", folder: "", languages: ["en", "zh-Hans"], kind: .strings, targets: [0]),
      ], seed: 4, objectVersion: 55)
    let outcome = try Self.check(scenario)
    #expect(outcome.plan.bytes.text.contains("objectVersion = 60;"))
    #expect(outcome.plan.tables.filter(\.group.isInterfaceTable).count == 2)
  }

  @Test func onlySelectedTablesChange() throws {
    let scenario = ProjectScenario(
      targets: ["App", "Widget"],
      tables: [
        Table(name: "Localizable", folder: "App", languages: ["en", "fr"], targets: [0]),
        Table(name: "InfoPlist", folder: "App", languages: ["en", "fr"], kind: .strings, targets: [0]),
        Table(name: "Localizable", folder: "Widget", languages: ["en"], kind: .strings, targets: [1]),
        Table(name: "Main", folder: "App", languages: ["fr"], kind: .strings, interface: "storyboard", targets: [0]),
      ], seed: 5)
    let outcome = try Self.check(scenario, tables: ["infoplist"])
    #expect(outcome.plan.tables.map(\.name) == ["InfoPlist"])
    #expect(!outcome.plan.bytes.text.contains("objectVersion = 60;"))
  }

  @Test func filesMissingOnDiskAreRemovedAndNoted() throws {
    let scenario = ProjectScenario(
      targets: ["App"],
      tables: [
        Table(name: "Localizable", folder: "App", languages: ["en", "de", "fr"], targets: [0], missing: ["de"]),
        Table(name: "Errors", folder: "App", languages: ["en", "de"], kind: .strings, targets: [0], missing: ["en", "de"]),
      ], seed: 6)
    let outcome = try Self.check(scenario)
    #expect(outcome.plan.tables.map(\.name) == ["Localizable"])
    #expect(
      outcome.plan.tables[0].missingFiles.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "Localizable.strings", "Localizable.stringsdict",
      ])
    let notes = outcome.plan.diagnostics.map(\.message)
    #expect(
      notes.contains { $0.hasPrefix("'\(outcome.root.path)/App/de.lproj/Localizable.strings' of table 'Localizable' is listed") })
    #expect(notes.contains { $0.hasPrefix("table 'Errors' (Errors.strings): none of its 2 file(s) is on disk") })
  }

  @Test func aTableNoTargetBuildsIsLeftAsItIs() throws {
    let scenario = ProjectScenario(
      targets: ["App"],
      tables: [
        Table(name: "Localizable", folder: "App", languages: ["en", "de"], targets: [0]),
        Table(name: "Errors", folder: "Old", languages: ["en", "de"], targets: []),
      ], seed: 7)
    let outcome = try Self.check(scenario)
    #expect(outcome.plan.tables.map(\.name) == ["Localizable"])
    #expect(
      outcome.plan.diagnostics.map(\.message) == [
        "table 'Errors' (Errors.strings): no target's Resources phase builds it; left as it is"
      ])
  }

  @Test func aTableInsideAFolderReferenceIsLeftAsItIs() throws {
    let outcome = try Self.check(.copyingAFolder)
    #expect(outcome.plan.tables.map(\.name) == ["Localizable"])
    #expect(
      outcome.plan.diagnostics.map(\.message) == [
        "table 'Web' (Web.strings): it is inside folder reference 'Content', which \(outcome.path) copies into the app as "
          + "it is (a catalog there would not be compiled); left as it is"
      ])
  }

  // MARK: - Property test

  @Test(arguments: 0..<60)
  func generatedProjectsMigrateAsTheRulesSay(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
    let scenario = Self.randomScenario(&random, seed: seed)
    var selection: [String]?
    if Int.random(in: 0..<3, using: &random) == 0 {
      let names = Set(scenario.tables.map(\.name)).sorted()
      selection = names.filter { _ in Bool.random(using: &random) }
      if selection?.isEmpty == true { selection = [names[0].uppercased()] }
    }
    try Self.check(scenario, tables: selection)
  }

  static func randomScenario(_ random: inout SeededGenerator, seed: UInt64) -> ProjectScenario {
    let targetCount = Int.random(in: 1...4, using: &random)
    let targets = Array(["App", "Widget", "Share", "Kit"].prefix(targetCount))
    let folders = ["", "App", "App/Resources", "Shared/Strings", "Widget"]
    let languages = ["en", "de", "fr", "ja", "pt-BR", "zh-Hans"]
    var tables: [Table] = []
    var taken: [String: Set<Int>] = [:]
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let interface = Int.random(in: 0..<5, using: &random) == 0
      let name =
        interface
        ? ["Main", "LaunchScreen"].randomElement(using: &random)!
        : ["Localizable", "InfoPlist", "Errors"].randomElement(using: &random)!
      let folder = folders.randomElement(using: &random)!
      let free = (0..<targetCount).filter { !(taken[name]?.contains($0) ?? false) }
      let chosen = free.filter { _ in Bool.random(using: &random) }
      guard let first = free.first, !tables.contains(where: { $0.name == name && $0.folder == folder }) else { continue }
      // Now and then a table no target builds.
      let targetSet = Int.random(in: 0..<8, using: &random) == 0 ? [] : chosen.isEmpty ? [first] : chosen
      taken[name, default: []].formUnion(targetSet)
      var table = Table(
        name: name, folder: folder, languages: languages.filter { _ in Bool.random(using: &random) }, targets: targetSet)
      table.copied = Int.random(in: 0..<8, using: &random) == 0
      if table.languages.isEmpty { table.languages = ["en"] }
      if interface {
        table.kind = .strings
        table.interface = Bool.random(using: &random) ? "storyboard" : "xib"
      } else {
        table.kind = [.both, .strings, .stringsdict].randomElement(using: &random)!
        if table.kind == .both, Int.random(in: 0..<4, using: &random) == 0 { table.pluralFolder = join(folder, "Plurals") }
      }
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<3: table.missing = [table.languages.randomElement(using: &random)!]
      case 3: table.missing = Set(table.languages)
      default: break
      }
      tables.append(table)
    }
    if tables.isEmpty { tables = [Table(name: "Localizable", folder: "App", languages: ["en"], targets: [0])] }
    return ProjectScenario(
      targets: targets, tables: tables, seed: seed, objectVersion: [54, 55, 56, 60, 63].randomElement(using: &random)!)
  }

  static func join(_ folder: String, _ name: String) -> String { folder.isEmpty ? name : folder + "/" + name }
}
