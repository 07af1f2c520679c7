import Foundation
import Testing
import XCStringsBase
import XCStringsConversion
import XCStringsExchange
import XCStringsModel
import XCStringsTestSupport

/// The export workflow to `.lproj` folders as a library user runs it.
@Suite("export run")
struct ExportRunTests {
  @Test func writesEachLanguagesTable() throws {
    let tree = try Tree(["Localizable.xcstrings": Fixture.catalog])
    let output = CollectedOutput()
    let run = ExportRun(
      request: ExportRequest(catalogs: [tree.path("Localizable.xcstrings")], output: tree.path("out")))
    #expect(output.collect(run.run()))
    #expect(try tree.read("out/en.lproj/Localizable.strings") == "/* Shown at launch */\n\"greeting\" = \"Hello\";\n")
    #expect(try tree.read("out/de.lproj/Localizable.strings") == "/* Shown at launch */\n\"greeting\" = \"Hallo\";\n")
    #expect(
      output.standardOutput == """
        Localizable: 2 languages, 0 losses, 0 notes
        wrote 2 files under \(tree.path("out"))

        """)
  }

  /// A failure while the second file is put in place takes back the first: the output folder
  /// is as it was.
  @Test(arguments: ["de.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
  func aFailedRenameWritesNothing(failing name: String) throws {
    let tree = try Tree(["Localizable.xcstrings": Fixture.catalog])
    let before = tree.snapshot()
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    let run = ExportRun(
      request: ExportRequest(catalogs: [tree.path("Localizable.xcstrings")], output: tree.path("out")), faults: faults)
    #expect(!output.collect(run.run()))
    #expect(tree.snapshot() == before)
    #expect(!tree.exists("out"))
    #expect(output.standardError.hasSuffix("error: nothing was written\n"))
  }

  /// A file that holds something else is not replaced without `force`, and then nothing is.
  @Test func aConflictWritesNothing() throws {
    let tree = try Tree([
      "Localizable.xcstrings": Fixture.catalog, "out/de.lproj/Localizable.strings": "\"greeting\" = \"Hi\";\n",
    ])
    let before = tree.snapshot()
    let output = CollectedOutput()
    let run = ExportRun(
      request: ExportRequest(catalogs: [tree.path("Localizable.xcstrings")], output: tree.path("out")))
    #expect(!output.collect(run.run()))
    #expect(tree.snapshot() == before)
    #expect(
      output.standardError == """
        \(tree.path("out/de.lproj/Localizable.strings")): error: file exists with other content
        error: nothing was written

        """)
  }

  /// The export's errors carry codes and name no option: the marks show where the tool puts
  /// `--force` and `--fallback`.
  @Test func errorsCarryCodesAndNameNoOption() throws {
    let tree = try Tree([
      "Localizable.xcstrings": Fixture.catalog, "out/de.lproj/Localizable.strings": "\"greeting\" = \"Hi\";\n",
    ])
    var run = ExportRun(request: ExportRequest(catalogs: [tree.path("Localizable.xcstrings")], output: tree.path("out")))
    run.hints = CollectedOutput.markingHints
    let conflict = run.run()
    #expect(!conflict.succeeded)
    #expect(
      conflict.output.standardError.hasPrefix(
        "\(tree.path("out/de.lproj/Localizable.strings")): error: file exists with other content[file-exists]\n"))
    var request = ExportRequest(catalogs: [tree.path("Localizable.xcstrings")], output: tree.path("elsewhere"))
    request.options.fallbackLanguage = "fr"
    var other = ExportRun(request: request)
    other.hints = CollectedOutput.markingHints
    let fallback = other.run()
    #expect(!fallback.succeeded)
    #expect(
      fallback.output.standardError.hasPrefix(
        "\(tree.path("Localizable.xcstrings")): error: [unknown-fallback] 'fr' is not a language of this catalog\n"))
  }

  /// The result lists the files written, and leaves out those already identical; a second run
  /// prints the same summary with them counted as untouched.
  @Test func theResultListsTheFilesWritten() throws {
    let tree = try Tree(["Localizable.xcstrings": Fixture.catalog])
    let request = ExportRequest(catalogs: [tree.path("Localizable.xcstrings")], output: tree.path("out"))
    let first = ExportRun(request: request).run()
    #expect(first.succeeded)
    #expect(!first.written.isEmpty)
    #expect(first.written.allSatisfy { $0.hasPrefix(tree.path("out") + "/") })
    #expect(first.written.allSatisfy { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") })
    let count = first.written.count
    #expect(first.output.standardOutput.hasSuffix("wrote \(count) files under \(tree.path("out"))\n"))
    let again = ExportRun(request: request).run()
    #expect(again.succeeded)
    #expect(again.written == [])
    #expect(again.output.standardOutput.contains("already identical, left untouched"))
  }
}
