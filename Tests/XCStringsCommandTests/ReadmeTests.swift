import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsCommand

/// Every command the README shows runs as shown: the `sh` blocks are run line by line, in
/// order, in a scratch folder holding a copy of `Samples`, with `swift run xcstrings-convert`
/// standing for the built tool. `swift build` and `swift test` lines are what CI runs
/// (`.ci/run`); benchmark lines are checked to name the harness.
@Suite("README commands")
struct ReadmeTests {
  /// The lines of the README's ```sh blocks, in order.
  static func commandLines() throws -> [String] {
    let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var lines: [String] = []
    var inBlock = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inBlock = !inBlock && line == "```sh"
        continue
      }
      if inBlock, !line.trimmingCharacters(in: .whitespaces).isEmpty { lines.append(String(line)) }
    }
    return lines
  }

  @Test func theFirstTwoCommandsRunTheSampleAndTheTests() throws {
    let lines = try Self.commandLines()
    #expect(
      Array(lines.prefix(2)) == ["swift run xcstrings-convert migrate Samples/WorkoutLog --output out --force", "swift test"])
    let ci = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    #expect(ci.contains("\nswift build\n") && ci.contains("\nswift test\n"))
  }

  @Test(.enabled(if: MigrateCommandTests.executable != nil, "needs the built xcstrings-convert"))
  func everyCommandRunsAsShown() throws {
    let tool = try #require(MigrateCommandTests.executable)
    let scratch = try TestPaths.samplesCopy().deletingLastPathComponent()
    for line in try Self.commandLines() {
      if line.hasPrefix("swift build") || line == "swift test" { continue }
      if line.contains("xcstrings-bench") {
        #expect(
          FileManager.default.fileExists(atPath: TestPaths.packageRoot.appendingPathComponent("Sources/xcstrings-bench").path))
        continue
      }
      if line.hasPrefix("cp .build/release") { continue }
      let command = line.replacingOccurrences(of: "swift run xcstrings-convert", with: "'\(tool.path)'")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", command]
      process.currentDirectoryURL = scratch
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      // 0, or 1 where a command's answer is "different" (diff) or "findings" (lint).
      #expect(
        process.terminationStatus == 0
          || (process.terminationStatus == 1 && (line.contains(" diff ") || line.contains(" lint "))),
        "README line '\(line)' exited \(process.terminationStatus)")
    }
  }
}
