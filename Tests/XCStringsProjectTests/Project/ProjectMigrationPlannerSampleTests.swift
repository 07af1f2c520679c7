import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

/// The planner on the WorkoutLog sample (an app, a widget extension and a framework, each with
/// tables): the project file it writes is, byte for byte, the golden file made by hand from the
/// rules (`Fixtures/WorkoutLog-migrated.pbxproj`), which `migrate --update-project` must write
/// too (`MigrateUpdateProjectTests` of the command tests).
@Suite("Project migration planner: the WorkoutLog sample")
struct ProjectMigrationPlannerSampleTests {
  static let project = "Samples/WorkoutLog/WorkoutLog.xcodeproj/project.pbxproj"

  @Test func theSampleProjectGivesTheGoldenFile() throws {
    let golden = try #require(
      Bundle.module.url(forResource: "WorkoutLog-migrated", withExtension: "pbxproj", subdirectory: "Fixtures"))
    let path = TestPaths.packageRoot.appendingPathComponent(Self.project).path
    let file = try ProjectFile(contentsOf: path)
    let plan = ProjectMigrationPlanner.plan(file, location: path)
    #expect(plan.diagnostics.map(\.description) == [])
    #expect(plan.tables.count == 4)
    #expect(plan.bytes.text == Array(try Data(contentsOf: golden)).text)
    // A migrated project needs nothing more.
    #expect(!ProjectMigrationPlanner.plan(try ProjectFile(parsing: plan.bytes, path: path), location: path).changesFile)
  }
}
