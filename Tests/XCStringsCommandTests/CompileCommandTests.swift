import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("compile command")
struct CompileCommandTests {
  static let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{
    "Hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},
    "%lld days":{"localizations":{"de":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"Tage"}}}}}}}}}
    """

  func setUp(_ text: String = catalog) throws -> (catalog: String, out: String) {
    let folder = try TestPaths.temporaryDirectory()
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(text, to: file)
    return (file.path, folder.appendingPathComponent("out").path)
  }

  /// `--dry-run` prints only the absolute paths, one per line, and writes nothing; `-o` and
  /// `-l` are Apple's short forms.
  @Test func dryRunPrintsPathsOnly() throws {
    let (catalog, out) = try setUp()
    let harness = CommandHarness()
    #expect(harness.run(["compile", catalog, "-o", out, "--dry-run", "-l", "en"]) == 0)
    #expect(harness.stdout == "\(out)/en.lproj/Localizable.strings\n")
    #expect(harness.stderr == "")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// An error reads `<path>: error: <message> (<lang>: <key>)`, exit 1, nothing written.
  @Test func errorsNameLanguageAndKey() throws {
    let (catalog, out) = try setUp()
    let harness = CommandHarness()
    #expect(harness.run(["compile", catalog, "--output-directory", out]) == 1)
    #expect(harness.stderr == "\(catalog): error: \(CatalogCompiler.pluralWithoutNumber) (de: %lld days)\n")
    #expect(harness.stdout == "")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func writesAndPrintsNothing() throws {
    let (catalog, out) = try setUp()
    let harness = CommandHarness()
    #expect(harness.run(["compile", catalog, "--output-directory", out, "-l", "en", "--serialization-format", "text"]) == 0)
    #expect(harness.stdout == "" && harness.stderr == "")
    #expect(FileManager.default.fileExists(atPath: out + "/en.lproj/Localizable.strings"))
    #expect(!FileManager.default.fileExists(atPath: out + "/de.lproj"))
  }

  @Test(arguments: [
    (["compile"], "error: no catalog given"),
    (["compile", "a.xcstrings"], "error: --output-directory DIR is required"),
    (
      ["compile", "a.xcstrings", "-o", "x", "-f", "strings"],
      "error: --format takes 'stringsAndStringsdict' or 'stringsdictOnly', not 'strings'"
    ),
    (
      ["compile", "a.xcstrings", "-o", "x", "--serialization-format", "xml"],
      "error: --serialization-format takes 'text' or 'binary', not 'xml'"
    ),
  ])
  func usageErrors(arguments: [String], message: String) {
    let harness = CommandHarness()
    #expect(harness.run(arguments) == 64)
    #expect(harness.stderr.hasPrefix(message + "\n"))
  }

  /// Started as `xcstringstool` (any folder, a link's name), the tool takes Apple's command
  /// line: `compile` behaves as `xcstrings-convert compile`; other subcommands are refused.
  @Test func answersToTheNameXcstringstool() throws {
    let (catalog, out) = try setUp()
    for program in ["xcstringstool", "/usr/local/bin/xcstringstool", "./bin/xcstringstool"] {
      let output = CollectedOutput()
      #expect(
        XCStringsCommand.main([program, "compile", catalog, "--output-directory", out, "--dry-run", "-l", "en"], io: output.io())
          == 0)
      #expect(output.standardOutput == "\(out)/en.lproj/Localizable.strings\n")
    }
    let refused = CollectedOutput()
    #expect(XCStringsCommand.main(["xcstringstool", "migrate", "."], io: refused.io()) == 64)
    #expect(refused.standardError.hasPrefix("error: unknown command 'migrate'; this xcstringstool"))
    let normal = CollectedOutput()
    #expect(XCStringsCommand.main(["xcstrings-convert", "--version"], io: normal.io()) == 0)
    #expect(normal.standardOutput == XCStringsCommand.version + "\n")
  }
}
