import Foundation
import Testing
import XCStringsTestSupport

/// The full set, which `Scripts/safety.sh` runs (`SAFETY_FULL=1`): every tree of
/// `../shared/corpus` and the before-trees of `../shared/corpus-pbxproj` (or the folders
/// `SAFETY_TREES` lists, `:`-separated), every command and variant, faults on every variant.
/// `SAFETY_COMMANDS` and `SAFETY_VARIANTS` keep only the commands and variants whose names
/// contain one of their `|`-separated parts (or are one of them), and `SAFETY_FAULT` the
/// fault of that description, to run one violation again (each new one is printed with that
/// line); `SAFETY_REPORT` names a file for the report.
@Suite("data safety: the full set")
struct SafetyFullSetTests {
  static let environment = ProcessInfo.processInfo.environment

  /// The trees of the full set.
  static func trees() -> [SafetyCampaign.Tree] {
    if let list = environment["SAFETY_TREES"], !list.isEmpty {
      return list.split(separator: ":").map { path in
        // `Pair/before` keeps its pair's name.
        let parts = path.split(separator: "/").suffix(2).map(String.init)
        let name = parts.last == "before" ? parts.joined(separator: "/") : parts.last ?? String(path)
        return SafetyCampaign.Tree(name: name, path: String(path))
      }
    }
    var trees: [SafetyCampaign.Tree] = []
    if let corpus = TestPaths.corpus {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
      for name in names.sorted() where Self.isFolder(corpus.path + "/" + name) {
        trees.append(SafetyCampaign.Tree(name: "corpus/" + name, path: corpus.path + "/" + name))
      }
    }
    if let pairs = TestPaths.corpusPbxproj {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: pairs.path)) ?? []
      for name in names.sorted() where FileManager.default.fileExists(atPath: pairs.path + "/" + name + "/before") {
        trees.append(SafetyCampaign.Tree(name: "corpus-pbxproj/" + name, path: pairs.path + "/" + name + "/before"))
      }
    }
    return trees
  }

  static func isFolder(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
  }

  /// `items` named by one of the `|`-separated parts of `filter` (all without one): a part
  /// that is an item's whole name selects that item only, another part every item whose
  /// name contains it.
  static func selected<T>(_ items: [T], by filter: String?, name: (T) -> String) -> [T] {
    guard let filter, !filter.isEmpty else { return items }
    let names = Set(items.map(name))
    let parts = filter.split(separator: "|").map(String.init)
    return items.filter { item in
      parts.contains { part in names.contains(part) ? name(item) == part : name(item).contains(part) }
    }
  }

  @Test(.enabled(if: environment["SAFETY_FULL"] == "1", "the full set runs from Scripts/safety.sh"))
  func theFullSetKeepsTheInvariants() throws {
    var campaign = SafetyCampaign(trees: Self.trees())
    campaign.commands = Self.selected(SafetyCommand.all, by: Self.environment["SAFETY_COMMANDS"]) { $0.name }
    campaign.variants = Self.selected(SafetyVariant.all, by: Self.environment["SAFETY_VARIANTS"]) { $0.description }
    campaign.faultVariants = Set(campaign.variants)
    campaign.faultLimit = Int(Self.environment["SAFETY_FAULT_LIMIT"] ?? "") ?? 6
    campaign.onlyFault = Self.environment["SAFETY_FAULT"]
    if campaign.onlyFault != nil { campaign.faultLimit = nil }
    let report = campaign.run { line in print(line) }
    print(report.text)
    if let path = Self.environment["SAFETY_REPORT"] {
      try Data((report.text + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }
    for violation in report.unknown { Issue.record("\(violation)") }
  }
}
