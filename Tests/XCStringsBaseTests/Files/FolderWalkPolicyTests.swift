import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

/// ``FolderWalker``'s walk down under each ``FolderWalkPolicy`` the library's walks use, on one generated
/// tree with every kind of folder the policy names, and on generated symlink loops.
@Suite("FolderWalkPolicy: the walk down under each policy")
struct FolderWalkPolicyTests {
  /// A tree with hidden, build and dependency folders, wrappers, a bundle, a test folder, a
  /// symlinked folder (`Shared` → `App`), a loop (`Lib/loop` → the root) and a bundle that
  /// links out (`App/Settings.bundle/lib` → `Lib`).
  static func fixture() throws -> Tree {
    let tree = try Tree([
      "a.txt": "", ".hidden/h.swift": "", ".build/b.swift": "", "Pods/P/p.swift": "", "Carthage/c.swift": "",
      "App/Main.swift": "", "App/en.lproj/Localizable.strings": "", "App/App.xcodeproj/project.pbxproj": "",
      "App/AppTests/T.swift": "", "App/Settings.bundle/en.lproj/Root.strings": "", "App/Exported.xcloc/x.swift": "",
      "Kit.framework/K.swift": "", "Lib/L.swift": "",
    ])
    try link("Shared", to: "App", in: tree)
    try link("Lib/loop", to: "..", in: tree)
    try link("App/Settings.bundle/lib", to: "../../Lib", in: tree)
    return tree
  }

  static func link(_ relative: String, to destination: String, in tree: Tree) throws {
    try FileManager.default.createSymbolicLink(atPath: tree.path(relative), withDestinationPath: destination)
  }

  /// Every entry the walk shows its visitor, relative to the root, with the bundle it is in.
  static func entries(_ tree: Tree, _ policy: FolderWalkPolicy, start: String? = nil) -> [String] {
    var seen: [String] = []
    FolderWalker.walk(start ?? tree.root, policy: policy) { entry in
      let relative = String(entry.path.dropFirst(tree.root.count + 1))
      seen.append(entry.bundle.map { relative + " in " + $0 } ?? relative)
      return .enterIfAllowed
    }
    return seen
  }

  @Test func theStandardPolicySkipsBuildAndDependencyFoldersAndBundles() throws {
    let tree = try Self.fixture()
    #expect(
      Self.entries(tree, .standard) == [
        ".build", ".git", ".hidden", ".hidden/h.swift", "App", "App/App.xcodeproj", "App/App.xcodeproj/project.pbxproj",
        "App/AppTests", "App/AppTests/T.swift", "App/Exported.xcloc", "App/Main.swift", "App/Settings.bundle", "App/en.lproj",
        "App/en.lproj/Localizable.strings", "Carthage", "Kit.framework", "Lib",
        "Lib/L.swift", "Lib/loop", "Pods", "Shared", "a.txt",
      ])
  }

  /// Export's policy: hidden folders, `.xcloc` and `.xcodeproj` wrappers and bundles are not
  /// entered, and no name is skipped (`Pods` and `Carthage` are entered).
  @Test func exportsPolicyEntersDependencyFoldersButNoHiddenOnes() throws {
    let tree = try Self.fixture()
    let policy = FolderWalkPolicy(skippedNames: [], entersHiddenFolders: false, leafSuffixes: [".xcloc", ".xcodeproj"])
    #expect(
      Self.entries(tree, policy) == [
        ".build", ".git", ".hidden", "App", "App/App.xcodeproj", "App/AppTests", "App/AppTests/T.swift", "App/Exported.xcloc",
        "App/Main.swift", "App/Settings.bundle", "App/en.lproj", "App/en.lproj/Localizable.strings", "Carthage",
        "Carthage/c.swift", "Kit.framework", "Lib", "Lib/L.swift", "Lib/loop", "Pods", "Pods/P", "Pods/P/p.swift", "Shared",
        "a.txt",
      ])
  }

  /// Entered bundles: the entries inside one name it; a folder walked inside the bundle
  /// (`Lib`, through `Settings.bundle/lib`) is not walked again outside.
  @Test func enteredBundlesAreWalkedOnceLikeAnyFolder() throws {
    let tree = try Self.fixture()
    let policy = FolderWalkPolicy(bundles: .entered, leafSuffixes: ["Tests", ".xcodeproj", ".xcloc"])
    #expect(
      Self.entries(tree, policy) == [
        ".build", ".git", ".hidden", ".hidden/h.swift", "App", "App/App.xcodeproj", "App/AppTests", "App/Exported.xcloc",
        "App/Main.swift", "App/Settings.bundle", "App/Settings.bundle/en.lproj in Settings.bundle",
        "App/Settings.bundle/en.lproj/Root.strings in Settings.bundle", "App/Settings.bundle/lib in Settings.bundle",
        "App/Settings.bundle/lib/L.swift in Settings.bundle", "App/Settings.bundle/lib/loop in Settings.bundle", "App/en.lproj",
        "App/en.lproj/Localizable.strings", "Carthage", "Kit.framework", "Kit.framework/K.swift in Kit.framework", "Lib",
        "Pods", "Shared", "a.txt",
      ])
  }

  /// Bundles entered apart: what the bundle lists does not count outside it, so `Lib` is
  /// walked again where it stands.
  @Test func bundlesEnteredApartDoNotHideWhatTheyLinkTo() throws {
    let tree = try Self.fixture()
    let policy = FolderWalkPolicy(bundles: .enteredApart, leafSuffixes: [".lproj", ".xcodeproj", ".xcloc", "Tests"])
    #expect(
      Self.entries(tree, policy) == [
        ".build", ".git", ".hidden", ".hidden/h.swift", "App", "App/App.xcodeproj", "App/AppTests", "App/Exported.xcloc",
        "App/Main.swift", "App/Settings.bundle", "App/Settings.bundle/en.lproj in Settings.bundle",
        "App/Settings.bundle/lib in Settings.bundle", "App/Settings.bundle/lib/L.swift in Settings.bundle",
        "App/Settings.bundle/lib/loop in Settings.bundle", "App/en.lproj", "Carthage", "Kit.framework",
        "Kit.framework/K.swift in Kit.framework", "Lib", "Lib/L.swift", "Lib/loop", "Pods", "Shared", "a.txt",
      ])
  }

  /// `.enter` walks into a folder the policy leaves; `.leave` keeps out of one it enters.
  @Test func theVisitorOverridesThePolicyEitherWay() throws {
    let tree = try Self.fixture()
    var seen: [String] = []
    FolderWalker.walk(tree.root) { entry in
      seen.append(String(entry.path.dropFirst(tree.root.count + 1)))
      if entry.name == "Pods" { return .enter }
      if entry.name == "App" || entry.name == "Lib" { return .leave }
      return .enterIfAllowed
    }
    #expect(
      seen == [
        ".build", ".git", ".hidden", ".hidden/h.swift", "App", "Carthage", "Kit.framework", "Lib", "Pods", "Pods/P",
        "Pods/P/p.swift", "Shared", "Shared/App.xcodeproj", "Shared/App.xcodeproj/project.pbxproj", "Shared/AppTests",
        "Shared/AppTests/T.swift", "Shared/Exported.xcloc", "Shared/Main.swift",
        "Shared/Settings.bundle", "Shared/en.lproj", "Shared/en.lproj/Localizable.strings", "a.txt",
      ])
  }

  /// The start is depth 0; a folder at the maximum depth is not listed.
  @Test func theMaximumDepthStopsTheListing() throws {
    let tree = try Self.fixture()
    #expect(Self.entries(tree, FolderWalkPolicy(maximumDepth: 0)) == [])
    #expect(
      Self.entries(tree, FolderWalkPolicy(maximumDepth: 1)) == [
        ".build", ".git", ".hidden", "App", "Carthage", "Kit.framework", "Lib", "Pods", "Shared", "a.txt",
      ])
    let two = Self.entries(tree, FolderWalkPolicy(maximumDepth: 2))
    #expect(two.contains("App/App.xcodeproj") && !two.contains("App/App.xcodeproj/project.pbxproj"))
    #expect(Self.entries(tree, FolderWalkPolicy(maximumDepth: 64)) == Self.entries(tree, .standard))
  }

  /// A start written with a final slash: trimmed by default, kept as given when asked.
  @Test func theStartIsTrimmedUnlessThePolicySaysNot() throws {
    let tree = try Tree(["x/a.txt": ""])
    var paths: [String] = []
    FolderWalker.walk(tree.path("x/")) { entry in
      paths.append(entry.path)
      return .enterIfAllowed
    }
    FolderWalker.walk(tree.path("x/"), policy: FolderWalkPolicy(trimsStart: false)) { entry in
      paths.append(entry.path)
      return .leave
    }
    #expect(paths == [tree.path("x/a.txt"), tree.path("x//a.txt")])
  }

  @Test func aStartThatCannotBeListedIsReportedAndWalksNothing() throws {
    let tree = try Tree(["file.txt": ""])
    for start in [tree.path("missing"), tree.path("file.txt")] {
      var unreadable: [String] = []
      var seen = 0
      FolderWalker.walk(start, unreadable: { unreadable.append($0) }) { _ in
        seen += 1
        return .enterIfAllowed
      }
      #expect(unreadable == [start] && seen == 0)
    }
  }

  /// An entry knows its folder, that folder's names and its depth.
  @Test func anEntryCarriesItsFolderSiblingsAndDepth() throws {
    let tree = try Tree(["a/b/c.txt": "", "a/d.txt": ""])
    var entries: [FolderWalker.Entry] = []
    FolderWalker.walk(tree.path("a")) { entry in
      entries.append(entry)
      return .enterIfAllowed
    }
    #expect(
      entries == [
        FolderWalker.Entry(path: tree.path("a/b"), name: "b", folder: tree.path("a"), siblings: ["b", "d.txt"], depth: 0),
        FolderWalker.Entry(path: tree.path("a/b/c.txt"), name: "c.txt", folder: tree.path("a/b"), siblings: ["c.txt"], depth: 1),
        FolderWalker.Entry(
          path: tree.path("a/d.txt"), name: "d.txt", folder: tree.path("a"), siblings: ["b", "d.txt"], depth: 0),
      ])
  }

  /// Generated loops: a chain of folders `f0/f1/…` whose deepest folder links back to each
  /// folder above it in turn, plus two links to one folder. Every file is found once, under
  /// the path met first (a folder's subfolder `f…` sorts before its file), and the walk ends.
  @Test(arguments: 1...4) func symlinkLoopsAndTwinLinksReportEachFileOnce(depth: Int) throws {
    for back in 0...depth {
      let tree = try Tree()
      var folder = ""
      var expected: [String] = []
      for level in 0..<depth {
        folder += (folder.isEmpty ? "" : "/") + "f\(level)"
        try tree.write(folder + "/file\(level).strings", "")
        expected.insert(tree.path(folder + "/file\(level).strings"), at: 0)
      }
      try Self.link(folder + "/up", to: String(repeating: "../", count: back) + ".", in: tree)
      try tree.write("z/twin.strings", "")
      try Self.link("y1", to: "z", in: tree)
      try Self.link("y2", to: "z", in: tree)
      let found = FolderWalker.files(endingWith: ".strings", under: tree.root)
      #expect(found == expected + [tree.path("y1/twin.strings")], "depth \(depth), back \(back)")
    }
  }
}
