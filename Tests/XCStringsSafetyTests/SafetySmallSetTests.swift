import Foundation
import Testing
import XCStringsTestSupport

/// The CI set: the generated trees, every command, every variant, and a fault at each write
/// and rename of the plain runs. Violations on ``KnownViolation``'s list are printed and
/// tolerated; any other fails the test.
@Suite("data safety: generated trees")
struct SafetySmallSetTests {
  @Test func everyCommandOverEveryVariantKeepsTheInvariants() throws {
    var report = SafetyCampaign(trees: try GeneratedTrees.make(), faultVariants: [.original]).run()
    // The plain tree, whose migrations all delete, over the variants that move its files.
    let plain = SafetyCampaign(
      trees: [try GeneratedTrees.makePlain()], commands: SafetyCommand.migrations,
      variants: [.original, .linkedLproj, .linkedFile, .bundle("help"), .sameNameTwice], faultVariants: []
    ).run()
    report.runs += plain.runs
    report.faultRuns += plain.faultRuns
    report.violations += plain.violations
    print(report.text)
    // The set must not shrink unnoticed (a variant or command that stops applying).
    #expect(report.runs >= 1_000, "only \(report.runs) runs")
    for violation in report.unknown { Issue.record("\(violation)") }
  }
}
