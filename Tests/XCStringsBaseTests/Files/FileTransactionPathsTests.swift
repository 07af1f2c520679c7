import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

/// ``FileTransaction/absolute(_:from:_:)``, the one place a path is made absolute, in both of
/// its resolutions.
@Suite("FileTransaction: absolute paths")
struct FileTransactionPathsTests {
  /// The same answers from both resolutions wherever they agree: dots, repeated and final
  /// slashes, `..` above the root, names that only look like dots.
  static let common: [(path: String, absolute: String)] = [
    ("", "/base/dir"), (".", "/base/dir"), ("..", "/base"), ("../..", "/"), ("../../../x", "/x"), ("a", "/base/dir/a"),
    ("a/", "/base/dir/a"), ("a//b", "/base/dir/a/b"), ("./a/./b/.", "/base/dir/a/b"), ("a/../b", "/base/dir/b"),
    ("/", "/"), ("//", "/"), ("///a", "/a"), ("/a/", "/a"), ("/a/./b", "/a/b"), ("/a/../b", "/b"), ("/../a", "/a"),
    ("/a/b/..", "/a"), ("/a/...", "/a/..."), ("/a/.b/..", "/a"), ("..a/.b.", "/base/dir/..a/.b."), ("a b/é", "/base/dir/a b/é"),
    ("/a:b", "/a:b"), ("a%20b?c#d", "/base/dir/a%20b?c#d"), ("/~", "/~"), ("a/~", "/base/dir/a/~"),
  ]

  @Test func lexicalResolutionWorksOnTheTextAlone() {
    for (path, absolute) in Self.common {
      #expect(FileTransaction.absolute(path, from: "/base/dir", .lexical) == absolute, "\(path)")
    }
  }

  @Test func foundationResolutionAgreesWhereNoLinkOrTildeIsInvolved() {
    for (path, absolute) in Self.common {
      #expect(FileTransaction.absolute(path, from: "/base/dir", .foundation) == absolute, "\(path)")
    }
  }

  /// A relative folder given is taken from the root (what `compile`'s plan always did); an
  /// unstandard folder is standardized with the path.
  @Test func lexicalResolutionOfAnUnusualFolder() {
    #expect(FileTransaction.absolute("a", from: "rel/dir", .lexical) == "/rel/dir/a")
    #expect(FileTransaction.absolute("a", from: "/", .lexical) == "/a")
    #expect(FileTransaction.absolute("a", from: "/x//y/./z/", .lexical) == "/x/y/z/a")
    #expect(FileTransaction.absolute("../a", from: "/x/..", .lexical) == "/a")
  }

  /// The two corners where they differ: Foundation expands `~`, and takes a final `..` after a
  /// symlinked folder to the parent of its target; the text resolution keeps both as spelled.
  @Test func theResolutionsDifferOnTildesAndLinksBeforeAFinalDotDot() throws {
    let tree = try Tree(["target/inner/x.txt": ""])
    try FileManager.default.createSymbolicLink(atPath: tree.path("link"), withDestinationPath: tree.path("target/inner"))
    let current = FileManager.default.currentDirectoryPath
    #expect(FileTransaction.absolute("~", .lexical) == (current == "/" ? "/~" : current + "/~"))
    #expect(FileTransaction.absolute("~", .foundation) == NSHomeDirectory())
    // Given a folder, the path is joined to it first: a `~` inside is a name.
    #expect(FileTransaction.absolute("~", from: "/base", .foundation) == "/base/~")
    #expect(FileTransaction.absolute(tree.path("link/.."), .lexical) == tree.root)
    #expect(FileTransaction.absolute(tree.path("link/.."), .foundation) == tree.path("target"))
    #expect(FileTransaction.absolute(tree.path("link/../x"), .foundation) == tree.path("x"))
  }

  /// Without a folder, both resolve against the process's current folder.
  @Test func theDefaultFolderIsTheCurrentOne() {
    let current = FileManager.default.currentDirectoryPath
    #expect(FileTransaction.absolute("a/../b", .lexical) == current + "/b")
    #expect(FileTransaction.absolute("a/../b") == current + "/b")
  }

  /// Generated paths from every kind of component: the quick answer for standard paths is the
  /// one the component by component resolution gives.
  @Test func lexicalResolutionMatchesTheComponentByComponentAnswer() {
    let parts = ["a", ".", "..", "", "...", ".b", "b.", "é"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<300 {
      let count = Int.random(in: 0...5, using: &generator)
      let relative = (0..<count).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
      for path in [relative, "/" + relative] {
        for base in ["/", "/base/dir", "/base/./dir", "/base//dir/"] {
          #expect(FileTransaction.absolute(path, from: base, .lexical) == Self.reference(path, base), "\(path) from \(base)")
        }
      }
    }
  }

  static func reference(_ path: String, _ base: String) -> String {
    var parts: [Substring] = []
    for part in (path.hasPrefix("/") ? path : base + "/" + path).split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }
}
