import Foundation
import Testing
import XCStringsTestSupport

/// The CI set: the generated trees, every command, every variant, and a fault at each write
/// and rename of the plain runs. Violations on ``KnownViolation``'s list are printed and
/// tolerated; any other fails the test.
@Suite("data safety: generated trees")
struct SafetySmallSetTests {
  @Test func everyCommandOverEveryVariantKeepsTheInvariants() throws {
    let campaign = SafetyCampaign(trees: try GeneratedTrees.make(), faultVariants: [.original, .linkedLproj])
    let report = campaign.run()
    print(report.text)
    // The set must not shrink unnoticed (a variant or command that stops applying).
    #expect(report.runs >= 1_000, "only \(report.runs) runs")
    for violation in report.unknown { Issue.record("\(violation)") }
  }
}
