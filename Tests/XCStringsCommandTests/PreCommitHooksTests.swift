import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsCommand

/// The hooks `.pre-commit-hooks.yaml` offers run as pre-commit would run them: the `entry`
/// command line with the matching staged files appended.
@Suite("pre-commit hooks")
struct PreCommitHooksTests {
  struct Hook {
    var id: String
    var entry: [String]
    var files: String
  }

  /// The hooks in the file: each list item's `id`, `entry` (split at spaces, as pre-commit
  /// splits it) and `files` pattern. The file is flat `key: value` lines, which is all this reads.
  static func hooks() throws -> [Hook] {
    let text = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    var hooks: [Hook] = []
    for line in text.split(separator: "\n").map(String.init) where !line.hasPrefix("#") {
      var body = line.trimmingCharacters(in: .whitespaces)
      if body.hasPrefix("- ") {
        hooks.append(Hook(id: "", entry: [], files: ""))
        body.removeFirst(2)
      }
      guard let colon = body.firstIndex(of: ":"), !hooks.isEmpty else { continue }
      let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch body[..<colon] {
      case "id": hooks[hooks.count - 1].id = value
      case "entry": hooks[hooks.count - 1].entry = value.split(separator: " ").map(String.init)
      case "files": hooks[hooks.count - 1].files = value
      default: break
      }
    }
    return hooks
  }

  /// A catalog in Xcode's form with nothing for lint to report.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Saved %@" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%@ gespeichert"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Saved %@"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func theFileOffersFormatCheckAndLint() throws {
    let hooks = try Self.hooks()
    #expect(hooks.map(\.id) == ["xcstrings-format", "xcstrings-lint"])
    #expect(hooks.map(\.entry) == [["xcstrings-convert", "format", "--check"], ["xcstrings-convert", "lint"]])
    #expect(hooks.allSatisfy { $0.files == "\\.xcstrings$" })
  }

  /// Each entry, given a catalog its `files` pattern matches, succeeds on a clean catalog and
  /// fails on one that is not in canonical form (format) or has a lint error (lint).
  @Test func eachEntryRunsOnACatalog() throws {
    let folder = try TestPaths.temporaryDirectory()
    let clean = folder.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(Self.catalog, to: clean)
    // A reordered key, and a translation reading an integer where the source has an object.
    let broken = folder.appendingPathComponent("Broken.xcstrings")
    try Scratch.write(
      Self.catalog.replacingOccurrences(of: "%@ gespeichert", with: "%d gespeichert")
        .replacingOccurrences(of: "  \"version\" : \"1.0\"\n", with: "  \"version\" : \"1.0\"\n\n"),
      to: broken)
    let pattern = try Regex(#"\.xcstrings$"#)
    for hook in try Self.hooks() {
      #expect(try pattern.firstMatch(in: clean.path) != nil)
      #expect(hook.entry.first == "xcstrings-convert")
      let arguments = Array(hook.entry.dropFirst())
      let harness = CommandHarness()
      #expect(harness.run(arguments + [clean.path]) == 0, "\(hook.id): \(harness.stderr)\(harness.stdout)")
      #expect(CommandHarness().run(arguments + [broken.path]) == 1, "\(hook.id)")
    }
  }
}
