import Testing

@testable import XCStringsProject

/// What counts as a table in a project, and which groups make one table.
@Suite("Project table finder")
struct ProjectTableFinderTests {
  /// A variant group `name` in group `G1` with one child per file name, built into the
  /// targets given (`T1`…`T3`, one Resources phase each).
  struct Variant {
    var id: String
    var name: String
    var files: [String]
    var targets: [Int] = []
    var group = "G1"
  }

  static func tables(_ variants: [Variant], selecting: [String]? = nil) throws -> [ProjectTableFinder.Found] {
    var objects = ""
    var groups: [String: [String]] = ["G1": [], "G2": []]
    var phases: [Int: [String]] = [1: [], 2: [], 3: []]
    for variant in variants {
      objects +=
        "\(variant.id) = {isa = PBXVariantGroup; children = ("
        + variant.files.indices.map { "\(variant.id)c\($0)" }.joined(separator: ", ")
        + "); name = \(ProjectText.literal(variant.name)); sourceTree = \"<group>\"; }; "
      for (index, file) in variant.files.enumerated() {
        objects +=
          "\(variant.id)c\(index) = {isa = PBXFileReference; path = \(ProjectText.literal(file)); sourceTree = \"<group>\"; }; "
      }
      groups[variant.group, default: []].append(variant.id)
      for target in variant.targets {
        objects += "\(variant.id)b\(target) = {isa = PBXBuildFile; fileRef = \(variant.id); }; "
        phases[target, default: []].append("\(variant.id)b\(target)")
      }
    }
    for (target, files) in phases {
      objects += "R\(target) = {isa = PBXResourcesBuildPhase; files = (\(files.joined(separator: ", "))); }; "
      objects += "T\(target) = {isa = PBXNativeTarget; buildPhases = (R\(target)); }; "
    }
    let text =
      "{ objects = { M = {isa = PBXGroup; children = (G1, G2); sourceTree = \"<group>\"; }; "
      + "G1 = {isa = PBXGroup; children = (\(groups["G1"]!.joined(separator: ", "))); path = A; sourceTree = \"<group>\"; }; "
      + "G2 = {isa = PBXGroup; children = (\(groups["G2"]!.joined(separator: ", "))); path = B; sourceTree = \"<group>\"; }; "
      + "P = {isa = PBXProject; mainGroup = M; targets = (T1, T2, T3); }; \(objects) }; rootObject = P; }"
    let graph = ProjectGraph(try ProjectTestSupport.parse(text), location: "/p/X.xcodeproj")
    return ProjectTableFinder(graph: graph).tables(selecting: selecting)
  }

  @Test func variantGroupsAreSortedOutByWhatTheyHold() throws {
    let found = try Self.tables([
      Variant(id: "V1", name: "Credits.rtf", files: ["en.lproj/Credits.rtf"]),
      Variant(id: "V2", name: "Main.storyboard", files: ["Base.lproj/Main.storyboard"]),
      Variant(id: "V3", name: "Main.storyboard", files: ["Base.lproj/Main.storyboard", "de.lproj/Main.strings"]),
      Variant(id: "V4", name: "View.xib", files: ["Base.lproj/View.xib", "fr.lproj/View.strings", "ja.lproj/View.strings"]),
      Variant(id: "V5", name: "Oddly named", files: ["en.lproj/Errors.strings"]),
      Variant(id: "V6", name: "Plurals.stringsdict", files: ["en.lproj/Plurals.stringsdict"]),
    ])
    #expect(found.map(\.name) == ["Main", "View", "Errors", "Plurals"])
    #expect(found.map(\.isInterface) == [true, true, false, false])
    #expect(found.map { $0.primary.files.map(\.id) } == [["V3c1"], ["V4c1", "V4c2"], ["V5c0"], ["V6c0"]])
  }

  @Test func groupsOfOneNamePairByTheirTargets() throws {
    // App (T1) and Widget (T2) each have Localizable.strings; the .stringsdict is built into
    // T2 only, so it belongs to the Widget's table, though it sits in the App's group.
    let found = try Self.tables([
      Variant(id: "A1", name: "Localizable.strings", files: ["en.lproj/Localizable.strings"], targets: [1]),
      Variant(id: "A2", name: "Localizable.strings", files: ["en.lproj/Localizable.strings"], targets: [2], group: "G2"),
      Variant(id: "A3", name: "Localizable.stringsdict", files: ["en.lproj/Localizable.stringsdict"], targets: [2]),
    ])
    #expect(found.map { $0.variants.map(\.object.id) } == [["A1"], ["A2", "A3"]])
  }

  @Test func groupsInNoTargetPairByFolder() throws {
    // No group is built: those in one folder pair, the one in another folder stays alone.
    let inFolder = try Self.tables([
      Variant(id: "B1", name: "Errors.strings", files: ["en.lproj/Errors.strings"]),
      Variant(id: "B2", name: "Errors.stringsdict", files: ["en.lproj/Errors.stringsdict"]),
      Variant(id: "B3", name: "Errors.stringsdict", files: ["en.lproj/Errors.stringsdict"], group: "G2"),
    ])
    #expect(inFolder.map { $0.variants.map(\.object.id) } == [["B1", "B2"], ["B3"]])
    // A .stringsdict built into another target than the .strings stays alone.
    let apart = try Self.tables([
      Variant(id: "C1", name: "Errors.strings", files: ["en.lproj/Errors.strings"], targets: [1]),
      Variant(id: "C2", name: "Errors.stringsdict", files: ["en.lproj/Errors.stringsdict"], targets: [3]),
    ])
    #expect(apart.map { $0.variants.map(\.object.id) } == [["C1"], ["C2"]])
  }

  @Test func selectionIgnoresCase() throws {
    let objects = [
      Variant(id: "D1", name: "InfoPlist.strings", files: ["en.lproj/InfoPlist.strings"]),
      Variant(id: "D2", name: "Localizable.strings", files: ["en.lproj/Localizable.strings"]),
    ]
    #expect(try Self.tables(objects, selecting: ["infoplist"]).map(\.name) == ["InfoPlist"])
    #expect(try Self.tables(objects, selecting: []).isEmpty)
  }
}
