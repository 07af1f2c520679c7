import Foundation
import Testing

@testable import XCStringsProject

/// Relations and disk paths of a small hand-written project.
@Suite("Project graph")
struct ProjectGraphTests {
  /// Main group → `App` (path App) → `Resources` (no path) → `Localizable.strings` variant
  /// group (en, de); a SOURCE_ROOT file, an absolute one, an SDK one, a built product; two
  /// targets (App embeds Widget and depends on it); a synchronized folder with an exception set.
  static let text = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tBF01 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = VG01 /* Localizable.strings */; };
    \t\tBF02 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = VG01 /* Localizable.strings */; };
    \t\tBF03 /* Widget.appex in Embed */ = {isa = PBXBuildFile; fileRef = FR06 /* Widget.appex */; };
    \t\tFR01 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tFR02 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tFR03 /* Root.txt */ = {isa = PBXFileReference; path = Docs/Root.txt; sourceTree = SOURCE_ROOT; };
    \t\tFR04 /* abs.txt */ = {isa = PBXFileReference; path = /opt/abs.txt; sourceTree = "<absolute>"; };
    \t\tFR05 /* UIKit.framework */ = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
    \t\tFR06 /* Widget.appex */ = {isa = PBXFileReference; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
    \t\tGR00 = {isa = PBXGroup; children = (GR01 /* App */, FR03, FR04, FR05, SY01 /* Sync */, ); sourceTree = "<group>"; };
    \t\tGR01 /* App */ = {isa = PBXGroup; children = (GR02 /* Resources */, ); path = App; sourceTree = "<group>"; };
    \t\tGR02 /* Resources */ = {isa = PBXGroup; children = (VG01 /* Localizable.strings */, ); name = Resources; sourceTree = "<group>"; };
    \t\tSY01 /* Sync */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX01, ); path = Sync; sourceTree = "<group>"; };
    \t\tEX01 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, ); target = TG01; };
    \t\tPH01 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (BF01, ); };
    \t\tPH02 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (BF02, ); };
    \t\tPH03 /* Embed */ = {isa = PBXCopyFilesBuildPhase; files = (BF03, ); };
    \t\tPR01 /* Project object */ = {isa = PBXProject; buildConfigurationList = CL01; developmentRegion = en; knownRegions = (en, Base, de, ); mainGroup = GR00; projectDirPath = ""; targets = (TG01, TG02, ); };
    \t\tTD01 = {isa = PBXTargetDependency; target = TG02; };
    \t\tTG01 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = CL02; buildPhases = (PH01, PH03, ); dependencies = (TD01, ); fileSystemSynchronizedGroups = (SY01, ); name = App; };
    \t\tTG02 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (PH02, ); name = Widget; };
    \t\tVG01 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (FR01 /* en */, FR02 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
    \t\tCF01 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
    \t\tCF02 /* Release */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };
    \t\tCF03 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = { }; name = Debug; };
    \t\tCL01 = {isa = XCConfigurationList; buildConfigurations = (CF01, CF02, ); };
    \t\tCL02 = {isa = XCConfigurationList; buildConfigurations = (CF03, ); };
    \t};
    \trootObject = PR01 /* Project object */;
    }

    """

  static func graph(location: String = "/projects/Tree/App.xcodeproj/project.pbxproj", text: String = text) throws -> ProjectGraph
  {
    ProjectGraph(try ProjectTestSupport.parse(text), location: location)
  }

  @Test func diskPathsFollowTheGroupsAndSourceTrees() throws {
    let graph = try Self.graph()
    #expect(graph.projectFolder == "/projects/Tree")
    #expect(graph.diskPath(of: "FR01") == "/projects/Tree/App/en.lproj/Localizable.strings")
    #expect(graph.diskPath(of: "VG01") == "/projects/Tree/App")
    #expect(graph.diskPath(of: "GR02") == "/projects/Tree/App")
    #expect(graph.diskPath(of: "FR03") == "/projects/Tree/Docs/Root.txt")
    #expect(graph.diskPath(of: "FR04") == "/opt/abs.txt")
    #expect(graph.diskPath(of: "FR05") == nil)
    #expect(graph.diskPath(of: "FR06") == nil)
    #expect(graph.diskPath(of: "SY01") == "/projects/Tree/Sync")
    #expect(graph.baseFolder(of: "VG01") == "/projects/Tree/App")
    #expect(graph.baseFolder(of: "FR03") == "/projects/Tree")
    #expect(graph.diskPath(of: "NOPE") == nil)
  }

  @Test func relativeLocationsGiveRelativePaths() throws {
    #expect(try Self.graph(location: "App.xcodeproj").diskPath(of: "FR02") == "App/de.lproj/Localizable.strings")
    #expect(try Self.graph(location: "x/App.xcodeproj/project.pbxproj").projectFolder == "x")
    let moved = Self.text.replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = ../Sources;")
    #expect(try Self.graph(text: moved).diskPath(of: "FR01") == "/projects/Sources/App/en.lproj/Localizable.strings")
  }

  @Test func relationsAreFoundBothWays() throws {
    let graph = try Self.graph()
    #expect(graph.parent(of: "VG01")?.id == "GR02")
    #expect(graph.parent(of: "GR00") == nil)
    #expect(graph.children(of: try #require(graph.file.object("VG01"))).map(\.id) == ["FR01", "FR02"])
    #expect(graph.buildFiles(referencing: "VG01").map(\.id) == ["BF01", "BF02"])
    #expect(graph.phases(listing: "BF02").map(\.id) == ["PH02"])
    #expect(graph.target(owning: "PH02")?.id == "TG02")
    #expect(graph.targets.map(\.id) == ["TG01", "TG02"])
    let app = try #require(graph.file.object("TG01"))
    #expect(graph.phases(of: app, .resourcesBuildPhase).map(\.id) == ["PH01"])
    #expect(graph.dependencies(of: app).map(\.id) == ["TG02"])
    #expect(graph.embeddedProducts(of: app).map(\.id) == ["FR06"])
    #expect(graph.configurations(of: app).map(\.id) == ["CF03"])
    #expect(graph.projectConfigurations.map(\.id) == ["CF01", "CF02"])
    #expect(graph.mainGroup?.id == "GR00")
    #expect(graph.knownRegions == ["en", "Base", "de"])
    #expect(graph.developmentRegion == "en")
    #expect(graph.synchronizedRootGroups.map(\.id) == ["SY01"])
    #expect(graph.exceptionSets(of: try #require(graph.file.object("SY01"))).map(\.id) == ["EX01"])
    #expect(graph.displayName(of: try #require(graph.file.object("FR03"))) == "Root.txt")
    #expect(graph.displayName(of: try #require(graph.file.object("GR02"))) == "Resources")
    #expect(graph.fileReferences(withPathSuffixes: [".strings"]).map(\.id) == ["FR01", "FR02"])
  }

  @Test func loopsInGroupsGiveNoPath() throws {
    // A group listing itself, and two groups listing each other, under the main group.
    let text = """
      { objects = {
        M = {isa = PBXGroup; children = (A, B); sourceTree = "<group>"; };
        A = {isa = PBXGroup; children = (A, F); path = a; sourceTree = "<group>"; };
        B = {isa = PBXGroup; children = (C); path = b; sourceTree = "<group>"; };
        C = {isa = PBXGroup; children = (B, G); path = c; sourceTree = "<group>"; };
        F = {isa = PBXFileReference; path = f.txt; sourceTree = "<group>"; };
        G = {isa = PBXFileReference; path = g.txt; sourceTree = "<group>"; };
        P = {isa = PBXProject; mainGroup = M; targets = (); };
      }; rootObject = P; }
      """
    let graph = try Self.graph(location: "/p/X.xcodeproj", text: text)
    // A's first parent is M, so F resolves; B's first container is M too. The loops are never
    // followed past the main group, and an object whose only parent chain loops has no path.
    #expect(graph.diskPath(of: "F") == "/p/a/f.txt")
    #expect(graph.diskPath(of: "G") == "/p/b/c/g.txt")
    #expect(graph.containers(of: try #require(graph.file.storage.ordinal(of: "A"))).count == 2)
    let orphan = text.replacingOccurrences(of: "children = (A, B);", with: "children = ();")
    let loose = try Self.graph(location: "/p/X.xcodeproj", text: orphan)
    #expect(loose.diskPath(of: "F") == nil)
    #expect(loose.diskPath(of: "G") == nil)
  }
}
