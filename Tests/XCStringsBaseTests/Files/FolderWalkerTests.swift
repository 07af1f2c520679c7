import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

/// ``FolderWalker``'s one-folder listing and its walk up to the repository's root.
@Suite("FolderWalker")
struct FolderWalkerTests {
  @Test func sortedNamesListsEveryEntryHiddenOnesIncludedInNameOrder() throws {
    let tree = try Tree(["b.txt": "", "A.xcodeproj/project.pbxproj": "", ".hidden": "", "a/x.strings": ""])
    #expect(FolderWalker.sortedNames(in: tree.root) == [".git", ".hidden", "A.xcodeproj", "a", "b.txt"])
    #expect(FolderWalker.sortedNames(in: tree.root, where: { $0.hasSuffix(".xcodeproj") }) == ["A.xcodeproj"])
    #expect(FolderWalker.sortedNames(in: tree.root, where: { $0.hasSuffix(".none") }) == [])
  }

  @Test func sortedNamesOfWhatIsNoReadableFolderIsNil() throws {
    let tree = try Tree(["file.txt": "x"])
    #expect(FolderWalker.sortedNames(in: tree.path("missing")) == nil)
    #expect(FolderWalker.sortedNames(in: tree.path("file.txt")) == nil)
  }

  @Test func theWalkUpStopsAtTheFolderHoldingGit() throws {
    let tree = try Tree()
    try tree.mkdir("a/b/c")
    #expect(
      FolderWalker.foldersUpToRepository(from: tree.path("a/b/c")) == [
        tree.path("a/b/c"), tree.path("a/b"), tree.path("a"), tree.root,
      ])
    #expect(FolderWalker.foldersUpToRepository(from: tree.root) == [tree.root])
  }

  /// The walk up to a manifest stops at the given top (included), leaves out the file system's
  /// root, and ends a relative path at its first component.
  @Test func theWalkUpToAManifestStopsAtTheTop() {
    #expect(FolderWalker.foldersAbove("/r/a/b", through: "/r") == ["/r/a/b", "/r/a", "/r"])
    #expect(FolderWalker.foldersAbove("/r/a/b", through: "/r/a/b") == ["/r/a/b"])
    #expect(FolderWalker.foldersAbove("/r/a/b", through: "/ra") == ["/r/a/b"])
    #expect(FolderWalker.foldersAbove("/r/a") == ["/r/a", "/r"])
    #expect(FolderWalker.foldersAbove("a/b/c") == ["a/b/c", "a/b", "a"])
    #expect(FolderWalker.foldersAbove("/") == ["/"])
  }

  /// A `.git` file (a worktree's or a submodule's) marks the root as a `.git` folder does; a
  /// nested repository stops the walk below the outer one.
  @Test func aGitFileOrANestedRepositoryStopsTheWalk() throws {
    let tree = try Tree(["inner/.git": "gitdir: elsewhere\n"])
    try tree.mkdir("inner/sub")
    #expect(FolderWalker.foldersUpToRepository(from: tree.path("inner/sub")) == [tree.path("inner/sub"), tree.path("inner")])
  }

  @Test func theWalkUpFromTheFileSystemRootIsTheRootAlone() {
    #expect(FolderWalker.foldersUpToRepository(from: "/") == ["/"])
  }
}
