import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy
@testable import XCStringsProject

/// Grades the planner on every clean pair of `../shared/corpus-pbxproj` as its README says:
/// the edited project must be equivalent to Xcode's (compare.py), the catalogs added and the
/// legacy files deleted must be those of `files.tsv`, and every project-level configuration
/// must set SWIFT_EMIT_LOC_STRINGS = YES.
@Suite("Project migration planner: corpus pairs")
struct ProjectMigrationPlannerCorpusTests {
  @Test(
    .enabled(if: TestPaths.python3 != nil, "needs python3"),
    .enabled(if: TestPaths.corpusPbxproj != nil, "needs ../shared/corpus-pbxproj")
  )
  func everyGradedPairIsEquivalentToXcode() throws {
    let pairs = try ProjectCorpusPair.all().filter(\.graded)
    #expect(pairs.count >= 7)
    for pair in pairs {
      let tree = try pair.copyTree()
      let projectFile = tree.appendingPathComponent(pair.projectPath)
      let file = try ProjectFile(contentsOf: projectFile.path)
      let plan = ProjectMigrationPlanner.plan(file, location: projectFile.path, tables: pair.tables)
      try Data(plan.bytes).write(to: projectFile)
      let result = try #require(try pair.compare(toolResult: projectFile))
      #expect(result.verdict == "EQUIVALENT", "\(pair.name): \(result.output)")
      let added = Set(plan.tables.map { ProjectCorpusPair.relative($0.catalogPath, to: tree) })
      let deleted = Set(plan.tables.flatMap { $0.group.files.map { ProjectCorpusPair.relative($0.path, to: tree) } })
      #expect(added == pair.added, "\(pair.name)")
      #expect(deleted == pair.deleted, "\(pair.name)")
      let edited = try ProjectFile(parsing: plan.bytes, path: projectFile.path)
      let graph = ProjectGraph(edited, location: projectFile.path)
      #expect(!graph.projectConfigurations.isEmpty, "\(pair.name)")
      for configuration in graph.projectConfigurations {
        let settings = configuration.value("buildSettings")?.dictionary
        #expect(settings?["SWIFT_EMIT_LOC_STRINGS"]?.string == "YES", "\(pair.name) \(configuration.id)")
      }
    }
  }
}
