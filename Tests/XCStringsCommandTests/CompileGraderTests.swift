import Foundation
import Testing
import XCStringsTestSupport

/// `../shared/corpus-compile/grade.sh` run on the built tool, as the issue grades it: invoked as
/// `xcstrings-convert compile` and, through a link so named, as `xcstringstool compile`.
/// Skipped (and shown as skipped) without the corpus, `python3` or the built tool.
@Suite("compile: the corpus grader on the built tool")
struct CompileGraderTests {
  static var grader: URL? { TestPaths.corpusCompile?.appendingPathComponent("grade.sh") }

  @Test(
    .enabled(if: CompileGraderTests.grader != nil, "needs ../shared/corpus-compile"),
    .enabled(if: TestPaths.python3 != nil, "needs python3"),
    .enabled(if: MigrateCommandTests.executable != nil, "needs the built xcstrings-convert"))
  func everyCaseIsExactUnderBothNames() throws {
    let tool = try #require(MigrateCommandTests.executable)
    let link = try TestPaths.temporaryDirectory().appendingPathComponent("xcstringstool")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: tool)
    for program in [tool, link] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      process.arguments = [try #require(Self.grader).path, program.path]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(
        output.hasSuffix("cases exact 75/75, files exact 171/171, dry-run exact 75/75\n"),
        "\(program.lastPathComponent): \(output)")
      #expect(process.terminationStatus == 0)
    }
  }
}
