import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

/// `sync` on the command line: `--check` as a CI gate over the repository's samples (in a
/// temporary copy; the samples themselves are never written), `--dry-run`, usage errors.
@Suite("sync command")
struct SyncCommandTests {
  /// A temporary copy of `Samples/`.
  static func samplesCopy() throws -> String { try TestPaths.samplesCopy().path }

  @Test func checkPassesAfterASyncAndFailsAfterANewText() throws {
    let samples = try Self.samplesCopy()
    let first = CommandHarness()
    #expect(first.run(["sync", samples]) == 0)
    let check = CommandHarness()
    #expect(check.run(["sync", "--check", samples]) == 0, "\(check.stderr)")
    try Self.addText(in: samples)
    let catalog = samples + "/RuntimeDemo/Sources/RuntimeDemo/Localizable.xcstrings"
    let before = try Scratch.read(URL(fileURLWithPath: catalog))
    let again = CommandHarness()
    #expect(again.run(["sync", "--check", samples]) == 1)
    #expect(
      again.stderr.contains("RuntimeDemo/Sources/RuntimeDemo/Localizable.xcstrings: error: out of step with the code: 1 to add"))
    #expect(try Scratch.read(URL(fileURLWithPath: catalog)) == before)
  }

  /// Adds `Text("A brand new label")` to the runtime demo's code (LintDemo's app target builds
  /// with string extraction off, so its catalog is not the build's to sync).
  static func addText(in samples: String) throws {
    let source = URL(fileURLWithPath: samples + "/RuntimeDemo/Sources/RuntimeDemo/main.swift")
    try Scratch.write(try Scratch.read(source) + "\nlet added = Text(\"A brand new label\")\n", to: source)
  }

  @Test func dryRunPrintsEachChangeAndWritesNothing() throws {
    let samples = try Self.samplesCopy()
    try Self.addText(in: samples)
    let catalog = samples + "/RuntimeDemo/Sources/RuntimeDemo/Localizable.xcstrings"
    let before = try Scratch.read(URL(fileURLWithPath: catalog))
    let harness = CommandHarness()
    #expect(harness.run(["sync", "--dry-run", samples]) == 0)
    #expect(harness.stdout.contains("\(catalog): add \"A brand new label\""))
    // LintDemo's app target builds with SWIFT_EMIT_LOC_STRINGS = NO: its catalog is left alone.
    #expect(!harness.stdout.contains("LintDemo/Shop/Localizable.xcstrings"))
    #expect(try Scratch.read(URL(fileURLWithPath: catalog)) == before)
  }

  @Test func aWritingRunNamesEachCatalogItWrote() throws {
    let samples = try Self.samplesCopy()
    let catalog = samples + "/RuntimeDemo/Sources/RuntimeDemo/Localizable.xcstrings"
    let harness = CommandHarness()
    #expect(harness.run(["sync", samples]) == 0)
    #expect(harness.stdout.contains("\(catalog): updated ("))
    #expect(harness.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix(samples + "/") && $0.contains(": updated (") })
    let again = CommandHarness()
    #expect(again.run(["sync", samples]) == 0)
    #expect(again.stdout.isEmpty)
  }

  @Test func usageErrors() {
    #expect(CommandHarness().run(["sync"]) == 64)
    #expect(CommandHarness().run(["sync", "--check", "--dry-run", "."]) == 64)
  }
}
