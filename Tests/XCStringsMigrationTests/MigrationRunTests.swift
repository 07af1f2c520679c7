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

  static let catalog = catalogText([(key: "greeting", comment: nil, units: [("de", "Hallo"), ("en", "Hello")])])

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

  /// The migration's diagnostics and notes carry codes and name no option: the marks show
  /// where the tool puts `--force`, `--merge`, `--tables`, `--source-language`,
  /// `--update-project` and `--include-bundles`.
  @Test func diagnosticsAndNotesCarryCodesAndNameNoOption() throws {
    func migrating(_ files: [String: String], _ options: [String]) throws -> (Tree, String) {
      let tree = try Tree(files)
      let harness = MigrationHarness(markingCodes: true)
      _ = harness.run(["migrate", tree.root] + options)
      #expect(!(harness.stdout + harness.stderr).contains("--"))
      return (tree, harness.stdout + harness.stderr)
    }
    var (tree, printed) = try migrating(Self.files.merging(["App/Localizable.xcstrings": "{}"]) { $1 }, [])
    #expect(printed.contains("\(tree.path("App/Localizable.xcstrings")): error: catalog already exists[catalog-exists]\n"))
    (tree, printed) = try migrating(Self.files.merging(["App/Localizable.xcstrings": "{"]) { $1 }, ["--force"])
    #expect(printed.contains(": error: [unreadable-catalog] will not replace a catalog that does not read ("))
    let other = Self.catalog.replacingOccurrences(of: "\"greeting\"", with: "\"other\"")
    (tree, printed) = try migrating(Self.files.merging(["App/Localizable.xcstrings": other]) { $1 }, ["--force", "--dry-run"])
    #expect(printed.contains("\(tree.path("App/Localizable.xcstrings")): warning: [replaced-strings: 2 strings, other, de]\n"))
    (tree, printed) = try migrating(["App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n"], ["--dry-run"])
    #expect(
      printed.contains(
        "error: cannot tell the source language of table 'Localizable' (no project, Info.plist, Package.swift "
          + "or en.lproj found)[unknown-source-language]\n"))
    (tree, printed) = try migrating(Self.files, ["--tables", "Nope", "--dry-run"])
    #expect(printed.contains("error: [unknown-table] names 'Nope', which matches no table; tables found: 'Localizable'\n"))
    (tree, printed) = try migrating(Self.files, ["--update-project", "--dry-run"])
    #expect(printed.contains("warning: [no-project]: no Xcode project found under or above the given paths\n"))
    (tree, printed) = try migrating(
      Self.files.merging([
        "App/en.lproj/Other.strings": "\"b\" = \"B\";\n", "App/Settings.bundle/en.lproj/Root.strings": "\"c\" = \"C\";\n",
      ]) { $1 }, ["--tables", "Localizable,Root", "--dry-run"])
    #expect(printed.contains("note: skipped \(tree.path("App/en.lproj/Other.strings")): table 'Other' not in [not-in-tables]\n"))
    #expect(
      printed.contains(
        "note: skipped \(tree.path("App/Settings.bundle/en.lproj/Root.strings")): inside 'Settings.bundle'[inside-bundle]\n"))
  }

  /// The report's diagnostics carry the same hints as the printed ones.
  @Test func theReportsDiagnosticsTakeTheHints() throws {
    let tree = try Tree(Self.files.merging(["App/Localizable.xcstrings": "{}"]) { $1 })
    let harness = MigrationHarness(markingCodes: true)
    #expect(harness.run(["migrate", tree.root, "--report", tree.path("report.json")]) == 1)
    #expect(try tree.read("report.json").contains("catalog already exists[catalog-exists]"))
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
