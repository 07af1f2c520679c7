import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// The documentation pages that restate the tool's own texts stay in step with them.
@Suite("documentation pages")
struct DocumentationTests {
  /// `Documentation/Commands.md`: every command's `--help`, in the tool's order.
  static var commandsPage: String {
    var lines = [
      "# Commands", "",
      "Every command's `--help`, as `xcstrings-convert <command> --help` prints it. Run",
      "`RECORD_DOCUMENTATION=1 swift test --filter DocumentationTests` after changing a help text.", "",
    ]
    for command in XCStringsCommand.commands {
      lines += ["## \(command.name)", "", "```text", command.helpText, "```", ""]
    }
    return lines.joined(separator: "\n")
  }

  @Test func commandsPageIsTheToolsHelp() throws {
    let page = try Snapshot.recorded(Self.commandsPage, at: "Documentation/Commands.md")
    #expect(page == Self.commandsPage, "Documentation/Commands.md is out of date; see its first lines")
  }

  @Test func lintPageNamesEveryRule() throws {
    let page = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Documentation/Lint.md"), encoding: .utf8)
    for rule in LintRule.all {
      #expect(page.contains("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) |"), "rule '\(rule.id)'")
    }
  }

  /// Every page the README links exists.
  @Test func readmeLinksResolve() throws {
    let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var links: [String] = []
    var rest = Substring(readme)
    while let open = rest.range(of: "](") {
      rest = rest[open.upperBound...]
      guard let close = rest.firstIndex(of: ")") else { break }
      links.append(String(rest[..<close]))
    }
    let local = links.filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
    #expect(!local.isEmpty)
    for link in local {
      #expect(FileManager.default.fileExists(atPath: TestPaths.packageRoot.appendingPathComponent(link).path), "\(link)")
    }
  }
}
