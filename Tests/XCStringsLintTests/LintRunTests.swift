import Foundation
import Testing
import XCStringsBase
import XCStringsLint
import XCStringsTestSupport

/// `lint` as a library user runs it: a request, `run()`, and a result with the report, the
/// inputs that could not be read and what the baselines did.
@Suite("lint run")
struct LintRunTests {
  /// A catalog whose German value is empty: one finding.
  static let catalog = catalogText([(key: "hello", comment: nil, units: [("de", ""), ("en", "Hello")])], extractionState: nil)

  @Test func aRunReportsFindingsAndEmptyPaths() throws {
    let tree = try Tree(["A/Localizable.xcstrings": Self.catalog, "Empty/readme.txt": "x"])
    var request = LintRequest(paths: [tree.path("A"), tree.path("Empty")])
    request.currentDirectory = tree.root
    let result = LintRun(request: request).run()
    #expect(!result.report.findings.isEmpty)
    #expect(
      result.diagnostics.map(\.description) == [
        "\(tree.path("Empty")): warning: no .xcstrings catalogs or .lproj tables found"
      ])
    #expect(result.knownFindings == nil && result.unreadableInputs == 0)
  }

  /// A baseline written by one run leaves every finding out of the next, and counts them.
  @Test func aBaselineWrittenThenReadLeavesTheFindingsOut() throws {
    let tree = try Tree(["A/Localizable.xcstrings": Self.catalog])
    var writing = LintRequest(paths: [tree.path("A")])
    writing.currentDirectory = tree.root
    writing.writesBaseline = tree.path("baseline.json")
    let first = LintRun(request: writing).run()
    #expect(first.unwrittenBaseline == nil && tree.exists("baseline.json"))
    var reading = LintRequest(paths: [tree.path("A")])
    reading.currentDirectory = tree.root
    reading.baseline = tree.path("baseline.json")
    let second = LintRun(request: reading).run()
    #expect(second.report.findings.isEmpty)
    #expect(second.knownFindings == first.report.findings.count)
  }

  @Test func aBaselineThatCannotBeReadOrWrittenStopsTheRun() throws {
    let tree = try Tree(["A/Localizable.xcstrings": Self.catalog])
    var reading = LintRequest(paths: [tree.path("A")])
    reading.baseline = tree.path("missing.json")
    let unread = LintRun(request: reading).run()
    #expect(unread.unreadableBaseline?.path == tree.path("missing.json"))
    #expect(unread.report.findings.isEmpty && unread.diagnostics == [])
    var writing = LintRequest(paths: [tree.path("A")])
    writing.writesBaseline = tree.path("baseline.json")
    let unwritten = LintRun(request: writing, faults: .failingRename(ofFileNamed: "baseline.json")).run()
    #expect(unwritten.unwrittenBaseline != nil)
    #expect(!tree.exists("baseline.json"))
  }
}
