import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

/// Hostile and damaged project files: every one either fails with a located error or reads,
/// and then plans without looping, and the planned file reads again.
@Suite("Project files: hostile input")
struct ProjectHostileInputTests {
  static let location = "/nonexistent/App.xcodeproj/project.pbxproj"

  /// Plans with every listed file present, and checks the result reads again.
  static func planSurvives(_ file: ProjectFile, _ label: String) {
    let plan = ProjectMigrationPlanner.plan(file, location: location) { _ in true }
    if plan.changesFile {
      #expect(throws: Never.self, "\(label)") { _ = try ProjectFile(parsing: plan.bytes, path: "edited.pbxproj") }
    }
  }

  @Test func objectsReferencingThemselves() throws {
    let text = """
      { objects = {
        M = {isa = PBXGroup; children = (M, V, T); sourceTree = "<group>"; };
        V = {isa = PBXVariantGroup; children = (V, E); name = Localizable.strings; sourceTree = "<group>"; };
        E = {isa = PBXFileReference; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        B = {isa = PBXBuildFile; fileRef = B; };
        C = {isa = PBXBuildFile; fileRef = V; };
        R = {isa = PBXResourcesBuildPhase; files = (R, B, C, C); };
        T = {isa = PBXNativeTarget; buildPhases = (R, T); buildConfigurationList = L; };
        L = {isa = XCConfigurationList; buildConfigurations = (L, K); };
        K = {isa = XCBuildConfiguration; buildSettings = { }; };
        P = {isa = PBXProject; mainGroup = M; targets = (T, P, Missing); buildConfigurationList = L; };
      }; rootObject = P; }
      """
    let file = try ProjectTestSupport.parse(text)
    let graph = ProjectGraph(file, location: Self.location)
    #expect(graph.diskPath(of: "E") == "/nonexistent/en.lproj/Localizable.strings")
    #expect(graph.parent(of: "M")?.id == "M")
    let plan = ProjectMigrationPlanner.plan(file, location: Self.location) { _ in true }
    let edited = try ProjectFile(parsing: plan.bytes, path: "edited.pbxproj")
    // The table is migrated; its group, child and both build files (listed twice) are gone.
    #expect(plan.tables.map(\.name) == ["Localizable"])
    #expect(["V", "E", "C"].allSatisfy { !edited.contains($0) })
    #expect(edited.object("R")?.strings("files").filter { $0 == "C" }.isEmpty == true)
    #expect(edited.object("K")?.value("buildSettings")?.dictionary?["SWIFT_EMIT_LOC_STRINGS"] == .string("YES"))
  }

  @Test func identifiersNamingNothingAndValuesOfTheWrongKind() throws {
    let text = """
      { objects = {
        M = {isa = PBXGroup; children = "not a list"; sourceTree = 7; };
        V = {isa = PBXVariantGroup; children = ({a = b;}, (x), E, Nowhere); name = (Localizable.strings); };
        E = {isa = PBXFileReference; path = {p = q;}; };
        P = {isa = PBXProject; mainGroup = (M); targets = {t = T;}; buildConfigurationList = Q; };
      }; rootObject = P; }
      """
    let file = try ProjectTestSupport.parse(text)
    Self.planSurvives(file, "wrong kinds")
    #expect(ProjectGraph(file, location: Self.location).targets.isEmpty)
  }

  @Test func damagedCopiesOfARealLayoutFailOrPlan() throws {
    // Lines dropped, repeated or cut short at random in a generated project.
    let scenario = ProjectScenario(
      targets: ["App", "Widget"],
      tables: [
        ProjectScenario.Table(name: "Localizable", folder: "App", languages: ["en", "de"], targets: [0, 1]),
        ProjectScenario.Table(name: "Main", folder: "App", languages: ["fr"], kind: .strings, interface: "xib", targets: [0]),
      ], seed: 11)
    let lines = scenario.fixture.text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var random = SeededGenerator(seed: 99)
    var parsed = 0
    for round in 0..<300 {
      var damaged = lines
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let index = Int.random(in: 0..<damaged.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: damaged.remove(at: index)
        case 1: damaged.insert(damaged[index], at: index)
        default: damaged[index] = String(damaged[index].prefix(Int.random(in: 0...max(0, damaged[index].count), using: &random)))
        }
      }
      let bytes = Array(damaged.joined(separator: "\n").utf8)
      do {
        let file = try ProjectFile(parsing: bytes, path: "damaged.pbxproj")
        #expect(file.bytes == bytes)
        Self.planSurvives(file, "round \(round)")
        parsed += 1
      } catch {
        #expect(error.severity == .error && error.location != nil, "round \(round): \(error)")
      }
    }
    // Both outcomes occur: the damage is not all fatal, nor all harmless.
    #expect(parsed > 10 && parsed < 290)
  }

  @Test func manyObjectsAreRead() throws {
    // 200,000 one-line objects (about 20 MB).
    var text = "{ objects = {\n"
    for index in 0..<200_000 {
      text +=
        "\t\tA\(String(index, radix: 16, uppercase: true)) = {isa = PBXFileReference; path = f\(index).swift; sourceTree = \"<group>\"; };\n"
    }
    text += "}; }"
    let file = try ProjectTestSupport.parse(text)
    #expect(file.count == 200_000)
    #expect(file.object("A30D3F")?.string("path") == "f199999.swift")
  }
}
