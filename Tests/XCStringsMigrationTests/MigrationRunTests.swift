import Foundation
import Testing
import XCStringsBase
import XCStringsMigration
import XCStringsTestSupport

/// The migration workflow as a library user runs it: no command line, its output collected,
/// and its data-safety rules (all or nothing, deletion only after a round trip) in force.
@Suite("migration run")
struct MigrationRunTests {
  static let files = [
    "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
    "App/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
  ]

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "greeting" : {
          "extractionState" : "migrated",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func writesTheCatalogAndDeletesTheLegacyFilesAfterTheRoundTrip() throws {
    let tree = try Tree(Self.files)
    var request = MigrationRequest(roots: [tree.root])
    request.deleteLegacy = true
    let output = CollectedOutput()
    let run = MigrationRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(try tree.read("App/Localizable.xcstrings") == Self.catalog)
    #expect(!tree.exists("App/en.lproj/Localizable.strings"))
    #expect(!tree.exists("App/de.lproj"))
    #expect(
      output.standardOutput == """
        Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          1 key, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
          ledger: 0 losses, 0 notes
          deleted 2 legacy files: round trip verified

        """)
    #expect(output.standardError == "")
  }

  /// A failure while the files are put in place leaves every file as it was: no catalog, and
  /// the legacy files it was to delete are still there.
  @Test(arguments: ["Localizable.xcstrings", "Localizable.strings"])
  func aFailedRenameWritesAndDeletesNothing(failing name: String) throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = MigrationRequest(roots: [tree.root])
    request.deleteLegacy = true
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    let run = MigrationRun(request: request, faults: faults)
    let succeeded = output.collect(run.run())
    #expect(!succeeded)
    #expect(tree.snapshot() == before)
    #expect(output.standardError.hasSuffix("error: nothing was written\n"))
  }

  /// A table whose catalog, as written, cannot give back a value it showed keeps its legacy
  /// files: here the merge keeps the catalog's own German value.
  @Test func keepsTheLegacyFilesOfATableTheCatalogCannotGiveBack() throws {
    var files = Self.files
    files["App/Localizable.xcstrings"] = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Guten Tag" } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let tree = try Tree(files)
    var request = MigrationRequest(roots: [tree.root])
    request.merge = true
    request.deleteLegacy = true
    let output = CollectedOutput()
    let run = MigrationRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(try tree.read("App/Localizable.xcstrings").contains("\"value\" : \"Guten Tag\""))
    #expect(tree.exists("App/en.lproj/Localizable.strings") && tree.exists("App/de.lproj/Localizable.strings"))
    #expect(
      output.standardOutput.hasSuffix(
        "note: kept legacy files of 'Localizable' in \(tree.path("App")): the round trip would lose 1 item\n"))
  }

  @Test func aDryRunWritesNothing() throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = MigrationRequest(roots: [tree.root])
    request.dryRun = true
    let output = CollectedOutput()
    let run = MigrationRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(tree.snapshot() == before)
    #expect(output.standardOutput.hasPrefix("Localizable: would write \(tree.path("App/Localizable.xcstrings"))\n"))
  }

  /// The result is a value the command only prints: the text of each stream in the order it
  /// was made, whether the run succeeded, and the files it wrote; `run()` changes nothing in
  /// the run, so a dry run run twice gives the same result.
  @Test func theResultHoldsTheFilesWrittenAndADryRunRunsAgainAlike() throws {
    let tree = try Tree(Self.files)
    var request = MigrationRequest(roots: [tree.root])
    request.dryRun = true
    request.report = tree.path("report.json")
    let dryRun = MigrationRun(request: request)
    let first = dryRun.run()
    #expect(first == dryRun.run())
    #expect(first.succeeded)
    #expect(first.written.map { FileTransaction.baseName(of: $0) } == ["report.json"])
    #expect(first.output.chunks.allSatisfy { !$0.isError })
    request.dryRun = false
    request.deleteLegacy = true
    let result = MigrationRun(request: request).run()
    #expect(result.succeeded)
    #expect(result.written.map { FileTransaction.baseName(of: $0) } == ["Localizable.xcstrings", "report.json"])
    #expect(result.output.standardOutput.hasPrefix("Localizable: wrote \(tree.path("App/Localizable.xcstrings"))\n"))
  }

  /// A run that fails keeps its streams interleaved as the tool prints them: the summary's
  /// standard output is not shown, and the line that says the run was undone comes between
  /// the error and the last line of standard error; nothing is listed as written.
  @Test(arguments: ["Localizable.xcstrings", "Localizable.strings"])
  func aFailedRunsTextIsInTheOrderItWasMade(failing name: String) throws {
    let tree = try Tree(Self.files)
    var request = MigrationRequest(roots: [tree.root])
    request.deleteLegacy = true
    let result = MigrationRun(request: request, faults: .failingRename(ofFileNamed: name)).run()
    #expect(!result.succeeded)
    #expect(result.written == [])
    let streams = result.output.chunks.map(\.isError)
    #expect(streams.suffix(3) == [true, false, true])
    #expect(result.output.chunks.last?.text == "error: nothing was written\n")
    #expect(result.output.chunks.dropLast().last?.text.hasPrefix("rolled back: nothing was written or deleted (") == true)
    #expect(!result.output.standardOutput.contains("wrote"))
  }

  /// Progress lines go to the run's `progress` (the tool sets it for a terminal only), never
  /// into the result.
  @Test func progressLinesGoToTheProgressClosureOnly() throws {
    let tree = try Tree(Self.files.merging(["Other/en.lproj/Main.strings": "\"a\" = \"b\";\n"]) { $1 })
    var request = MigrationRequest(roots: [tree.path("App"), tree.path("Other")])
    request.dryRun = true
    let lines = Locked<[String]>([])
    var run = MigrationRun(request: request)
    run.progress = { text in lines.withLock { $0.append(text) } }
    let result = run.run()
    #expect(result.succeeded)
    #expect(
      lines.withLock { $0 } == ["\rconverting 1: Localizable\u{1B}[K", "\rconverting 2: Main\u{1B}[K", "\r\u{1B}[K"])
    #expect(!result.output.standardError.contains("converting"))
    #expect(result == MigrationRun(request: request).run())
  }
}
