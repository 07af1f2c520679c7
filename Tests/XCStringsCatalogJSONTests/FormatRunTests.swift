import Foundation
import Testing
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsTestSupport

/// `format` as a library user runs it: a request, `run()`, and a result listing what changed.
@Suite("format run")
struct FormatRunTests {
  /// A catalog in Xcode's form, and the same catalog written otherwise.
  static let canonical = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "a" : {

        }
      },
      "version" : "1.0"
    }
    """
  static let loose = "{\"version\":\"1.0\",\"sourceLanguage\":\"en\",\"strings\":{\"a\":{}}}\n"

  @Test func checkListsWhatWouldChangeAndWritesNothing() throws {
    for count in 1...3 {
      var files: [String: String] = ["Same.xcstrings": Self.canonical]
      for index in 0..<count { files["L\(index).xcstrings"] = Self.loose }
      let tree = try Tree(files)
      let paths = files.keys.sorted().map(tree.path)
      var request = FormatRequest(paths: paths)
      request.check = true
      let result = FormatRun(request: request).run()
      #expect(result.changed == (0..<count).map { tree.path("L\($0).xcstrings") })
      #expect(result.formatted == [] && !result.failed && result.diagnostics == [])
      for index in 0..<count { #expect(try tree.read("L\(index).xcstrings") == Self.loose) }
    }
  }

  @Test func aRunRewritesWhatDiffersInXcodesForm() throws {
    let tree = try Tree(["A.xcstrings": Self.loose, "B.xcstrings": Self.canonical])
    let result = FormatRun(request: FormatRequest(paths: [tree.path("A.xcstrings"), tree.path("B.xcstrings")])).run()
    #expect(result.changed == [tree.path("A.xcstrings")])
    #expect(result.formatted == [tree.path("A.xcstrings")])
    #expect(try tree.read("A.xcstrings") == Self.canonical)
  }

  /// An unreadable catalog is reported and left as it is; the others are still formatted.
  @Test func anUnreadableCatalogFailsAloneAndAFailedWriteLeavesTheFile() throws {
    let tree = try Tree(["Bad.xcstrings": "{", "A.xcstrings": Self.loose])
    let result = FormatRun(request: FormatRequest(paths: [tree.path("Bad.xcstrings"), tree.path("A.xcstrings")])).run()
    #expect(result.failed)
    #expect(result.diagnostics.count == 1 && result.diagnostics[0].description.hasPrefix(tree.path("Bad.xcstrings") + ":"))
    #expect(result.formatted == [tree.path("A.xcstrings")])
    let second = try Tree(["A.xcstrings": Self.loose])
    let failing = FormatRun(
      request: FormatRequest(paths: [second.path("A.xcstrings")]), faults: .failingRename(ofFileNamed: "A.xcstrings")
    ).run()
    #expect(failing.failed && failing.formatted == [] && failing.changed == [second.path("A.xcstrings")])
    #expect(try second.read("A.xcstrings") == Self.loose)
  }
}
