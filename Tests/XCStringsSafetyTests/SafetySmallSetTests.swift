import Foundation
import Testing
import XCStringsTestSupport

/// The CI set: migrate's runs over the generated legacy tree, the other commands over the
/// tree that already has a catalog, every variant, and a fault at each write and rename of
/// the original tree's runs; then the plain tree's migrations over the variants that move its
/// files. Violations on ``KnownViolation``'s list are printed and tolerated; any other fails
/// the test.
@Suite("data safety: generated trees")
struct SafetySmallSetTests {
  @Test func everyCommandOverEveryVariantKeepsTheInvariants() throws {
    let trees = try GeneratedTrees.make()
    let others = SafetyCommand.all.filter { $0.family != .migrate }
    let campaigns = [
      SafetyCampaign(trees: trees.filter { $0.name == "legacy" }, commands: SafetyCommand.migrations),
      SafetyCampaign(trees: trees.filter { $0.name == "mixed" }, commands: others),
      // Every migration of the plain tree deletes its files.
      SafetyCampaign(
        trees: [try GeneratedTrees.makePlain()], commands: SafetyCommand.migrations,
        variants: [.original, .linkedLproj, .linkedFile, .bundle("help"), .sameNameTwice], faultVariants: []),
    ]
    var report = SafetyCampaign.Report()
    for campaign in campaigns {
      let part = campaign.run()
      report.runs += part.runs
      report.faultRuns += part.faultRuns
      report.violations += part.violations
    }
    print(report.text)
    // The set must not shrink unnoticed (a variant or command that stops applying).
    #expect(report.runs >= 600, "only \(report.runs) runs")
    #expect(report.faultRuns >= 40, "only \(report.faultRuns) runs with a fault")
    for violation in report.unknown { Issue.record("\(violation)") }
  }
}
