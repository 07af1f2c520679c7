import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// `--jobs N`, which every command takes: it caps the library's threads and changes nothing
/// that a command writes or prints.
@Suite("xcstrings-convert --jobs")
struct XCStringsCommandTests {
  static let catalog = """
    {"sourceLanguage":"en","strings":{"b":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B"}}}},\
    "a":{"comment":"first","localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}}}}},"version":"1.0"}
    """

  @Test(arguments: ["0", "-2", "two", "1.5", ""])
  func aJobsValueThatIsNotAWholeNumberOfOneOrMoreIsAUsageError(value: String) {
    for command in ["format", "lint", "migrate", "export"] {
      let harness = CommandHarness()
      #expect(harness.run([command, "--jobs", value, "x"]) == 64)
      #expect(
        harness.stderr.hasPrefix(
          "error: option '--jobs' needs a whole number of 1 or more, not '\(value)'\nusage: xcstrings-convert \(command) "))
    }
  }

  @Test func jobsNeedsAValue() {
    let harness = CommandHarness()
    #expect(harness.run(["format", "x.xcstrings", "--jobs"]) == 64)
    #expect(harness.stderr.hasPrefix("error: option '--jobs' needs a value\n"))
  }

  /// The tool's overview states the option once, for every command.
  @Test func theOverviewStatesJobs() {
    let harness = CommandHarness()
    #expect(harness.run(["--help"]) == 0)
    #expect(
      harness.stdout.hasSuffix(
        "Run 'xcstrings-convert <command> --help' for a command's options.\n"
          + "Every command also takes --jobs N: at most N threads (default: one per processor).\n"))
  }

  /// The bytes written and the text printed are the same whatever the cap, in both spellings.
  @Test(arguments: [["--jobs", "1"], ["--jobs=2"], ["--jobs", "64"], []])
  func theCapChangesNothingWritten(jobs: [String]) throws {
    let folder = try TestPaths.temporaryDirectory()
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    try Data(Self.catalog.utf8).write(to: file)
    let harness = CommandHarness()
    #expect(harness.run(["format", file.path] + jobs) == 0)
    let formatted = try String(contentsOf: file, encoding: .utf8)
    #expect(formatted.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {"))
    let export = CommandHarness()
    #expect(export.run(["export", file.path, "--output", folder.appendingPathComponent("out").path] + jobs) == 0)
    #expect(
      try String(contentsOf: folder.appendingPathComponent("out/de.lproj/Localizable.strings"), encoding: .utf8)
        == "\"b\" = \"B\";\n")
  }
}
