import Foundation
import Testing
import XCStringsBase
import XCStringsConversion
import XCStringsExchange
import XCStringsModel
import XCStringsTestSupport

/// The import workflow as a library user runs it: no command line, its output collected, and
/// the catalogs written all together or not at all.
@Suite("import run")
struct ImportRunTests {
  static let files = [
    "App/Localizable.xcstrings": Fixture.catalog,
    "back/de.lproj/Localizable.strings": "/* Shown at launch */\n\"greeting\" = \"Guten Tag\";\n",
  ]

  @Test func appliesTheTranslationAndRewritesTheCatalog() throws {
    let tree = try Tree(Self.files)
    let request = ImportRequest(paths: [tree.path("back")], into: tree.path("App/Localizable.xcstrings"))
    let output = CollectedOutput()
    var run = ImportRun(request: request, io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(try tree.read("App/Localizable.xcstrings") == Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Guten Tag"))
    #expect(output.standardOutput == """
      Localizable: updated \(tree.path("App/Localizable.xcstrings"))
        language  changed  unchanged  added  skipped  unknown
        de              1          0      0        0        0

      """)
    #expect(output.standardError == "")
  }

  /// A failure while the catalog is put in place leaves every file as it was, the report
  /// included.
  @Test(arguments: ["Localizable.xcstrings", "report.json"])
  func aFailedRenameWritesNothing(failing name: String) throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = ImportRequest(paths: [tree.path("back")], into: tree.path("App"))
    request.report = tree.path("report.json")
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    var run = ImportRun(request: request, io: output.io(faults: faults))
    let succeeded = run.execute()
    #expect(!succeeded)
    var after = tree.snapshot()
    // The report of the failure is written on its own, after the transaction was discarded,
    // unless it is the file whose rename fails.
    let report = after.removeValue(forKey: "report.json")
    #expect(after == before)
    #expect((report == nil) == (name == "report.json"))
    #expect(output.standardError.hasSuffix("error: nothing was written\n"))
  }

  @Test func aDryRunWritesNothing() throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = ImportRequest(paths: [tree.path("back")], into: tree.path("App"))
    request.dryRun = true
    let output = CollectedOutput()
    var run = ImportRun(request: request, io: output.io())
    let succeeded = run.execute()
    #expect(succeeded)
    #expect(tree.snapshot() == before)
    #expect(output.standardOutput.hasPrefix("Localizable: would update \(tree.path("App/Localizable.xcstrings"))\n"))
  }
}
