import Foundation
import Testing
import XCStringsTestSupport

/// Two real trees of `../shared`, when it is there (skipped, not passed, otherwise): two
/// projects' trees before Xcode's migration, so that --update-project has a project to edit.
@Suite("data safety: real trees of ../shared")
struct SafetySharedTreesTests {
  static let trees: [SafetyCampaign.Tree] = [
    TestPaths.corpusPbxproj.map {
      SafetyCampaign.Tree(name: "corpus-pbxproj/CCIP-iOS-72a0be4", path: $0.path + "/CCIP-iOS-72a0be4/before")
    },
    TestPaths.corpusPbxproj.map {
      SafetyCampaign.Tree(name: "corpus-pbxproj/TomatoBar-887fc0c", path: $0.path + "/TomatoBar-887fc0c/before")
    },
  ].compactMap { $0 }.filter { FileManager.default.fileExists(atPath: $0.path) }

  @Test(.enabled(if: !trees.isEmpty, "../shared is not there"))
  func realTreesKeepTheInvariants() {
    let campaign = SafetyCampaign(
      trees: Self.trees, variants: [.original, .linkedLproj, .bundle("framework"), .sameNameTwice], faultLimit: 1)
    let report = campaign.run()
    print(report.text)
    #expect(report.runs > 0)
    for violation in report.unknown { Issue.record("\(violation)") }
  }
}
