import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

/// `sync` on the command line: `--check` as a CI gate over the repository's samples (in a
/// temporary copy; the samples themselves are never written), `--dry-run`, usage errors.
@Suite("sync command")
struct SyncCommandTests {
  /// A temporary copy of `Samples/`.
  static func samplesCopy() throws -> String {
    let scratch = try TestPaths.temporaryDirectory().appendingPathComponent("Samples")
    try FileManager.default.copyItem(at: TestPaths.packageRoot.appendingPathComponent("Samples"), to: scratch)
    return scratch.path
  }

  @Test func checkPassesAfterASyncAndFailsAfterANewText() throws {
    let samples = try Self.samplesCopy()
    let first = CommandHarness()
    #expect(first.run(["sync", samples]) == 0)
    let check = CommandHarness()
    #expect(check.run(["sync", "--check", samples]) == 0, "\(check.stderr)")
    let view = samples + "/LintDemo/Shop/CartView.swift"
    let text = try Scratch.read(URL(fileURLWithPath: view))
    try Scratch.write(text + "\nlet added = Text(\"A brand new label\")\n", to: URL(fileURLWithPath: view))
    let before = try Scratch.read(URL(fileURLWithPath: samples + "/LintDemo/Shop/Localizable.xcstrings"))
    let again = CommandHarness()
    #expect(again.run(["sync", "--check", samples]) == 1)
    #expect(again.stderr.contains("LintDemo/Shop/Localizable.xcstrings: error: out of step with the code: 1 to add"))
    #expect(try Scratch.read(URL(fileURLWithPath: samples + "/LintDemo/Shop/Localizable.xcstrings")) == before)
  }

  @Test func dryRunPrintsEachChangeAndWritesNothing() throws {
    let samples = try Self.samplesCopy()
    let catalog = samples + "/LintDemo/Shop/Localizable.xcstrings"
    let before = try Scratch.read(URL(fileURLWithPath: catalog))
    let harness = CommandHarness()
    #expect(harness.run(["sync", "--dry-run", samples]) == 0)
    #expect(harness.stdout.contains("\(catalog): add \"Apply coupon\""))
    #expect(try Scratch.read(URL(fileURLWithPath: catalog)) == before)
  }

  @Test func usageErrors() {
    #expect(CommandHarness().run(["sync"]) == 64)
    #expect(CommandHarness().run(["sync", "--check", "--dry-run", "."]) == 64)
  }
}
