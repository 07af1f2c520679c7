import Foundation
import Testing
import XCStringsBase
import XCStringsConversion
import XCStringsExchange
import XCStringsModel
import XCStringsTestSupport

/// The import workflow as a library user runs it: no command line, its output collected, and
/// the catalogs written all together or not at all.
@Suite("import run")
struct ImportRunTests {
  static let files = [
    "App/Localizable.xcstrings": Fixture.catalog,
    "back/de.lproj/Localizable.strings": "/* Shown at launch */\n\"greeting\" = \"Guten Tag\";\n",
  ]

  @Test func appliesTheTranslationAndRewritesTheCatalog() throws {
    let tree = try Tree(Self.files)
    let request = ImportRequest(paths: [tree.path("back")], into: tree.path("App/Localizable.xcstrings"))
    let output = CollectedOutput()
    let run = ImportRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(try tree.read("App/Localizable.xcstrings") == Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Guten Tag"))
    #expect(
      output.standardOutput == """
        Localizable: updated \(tree.path("App/Localizable.xcstrings"))
          language  changed  unchanged  added  skipped  unknown
          de              1          0      0        0        0

        """)
    #expect(output.standardError == "")
  }

  /// The result lists the files written: the catalog that changed and the report; a run that
  /// changes nothing writes the report only, and a dry run run twice gives the same result.
  @Test func theResultListsTheFilesWritten() throws {
    let tree = try Tree(Self.files)
    var request = ImportRequest(paths: [tree.path("back")], into: tree.path("App"))
    request.report = tree.path("report.json")
    request.dryRun = true
    let dryRun = ImportRun(request: request)
    let planned = dryRun.run()
    #expect(planned == dryRun.run())
    #expect(planned.written == [tree.path("report.json")])
    request.dryRun = false
    let first = ImportRun(request: request).run()
    #expect(first.succeeded)
    #expect(first.written == [tree.path("App/Localizable.xcstrings"), tree.path("report.json")])
    let again = ImportRun(request: request).run()
    #expect(again.written == [tree.path("report.json")])
    #expect(again.output.standardError == "")
  }

  /// A failure while the catalog is put in place leaves every file as it was, the report
  /// included.
  @Test(arguments: ["Localizable.xcstrings", "report.json"])
  func aFailedRenameWritesNothing(failing name: String) throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = ImportRequest(paths: [tree.path("back")], into: tree.path("App"))
    request.report = tree.path("report.json")
    let faults = FileTransaction.Faults.failingRename(ofFileNamed: name)
    let output = CollectedOutput()
    let run = ImportRun(request: request, faults: faults)
    let succeeded = output.collect(run.run())
    #expect(!succeeded)
    var after = tree.snapshot()
    // The report of the failure is written on its own, after the transaction was discarded,
    // unless it is the file whose rename fails.
    let report = after.removeValue(forKey: "report.json")
    #expect(after == before)
    #expect((report == nil) == (name == "report.json"))
    #expect(output.standardError.hasSuffix("error: nothing was written\n"))
    // The screen matches the disk: nothing is said to be updated, and the rollback is said.
    #expect(output.standardOutput == "rolled back: nothing was written (cannot write: injected rename failure)\n")
  }

  @Test func aDryRunWritesNothing() throws {
    let tree = try Tree(Self.files)
    let before = tree.snapshot()
    var request = ImportRequest(paths: [tree.path("back")], into: tree.path("App"))
    request.dryRun = true
    let output = CollectedOutput()
    let run = ImportRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded)
    #expect(tree.snapshot() == before)
    #expect(output.standardOutput.hasPrefix("Localizable: would update \(tree.path("App/Localizable.xcstrings"))\n"))
  }
}

extension ImportRunTests {
  static func mode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  static func makeReadOnly(_ path: String, _ mode: Int = 0o444) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
  }

  /// A read-only catalog is not replaced behind its owner's back: an error names it and
  /// nothing is written, the writable catalogs of the same import included. With `force`
  /// it is replaced and stays read-only, whichever write bits it lacks.
  @Test(arguments: [0o444, 0o400, 0o555], [false, true])
  func aReadOnlyCatalogIsRefusedUnlessForced(mode: Int, force: Bool) throws {
    let tree = try Tree(
      Self.files.merging([
        "Other/Other.xcstrings": Fixture.catalog, "back/de.lproj/Other.strings": "\"greeting\" = \"Servus\";\n",
      ]) { $1 })
    try Self.makeReadOnly(tree.path("App/Localizable.xcstrings"), mode)
    let before = tree.snapshot()
    var request = ImportRequest(paths: [tree.path("back")], into: tree.root)
    request.force = force
    let output = CollectedOutput()
    let run = ImportRun(request: request)
    let succeeded = output.collect(run.run())
    #expect(succeeded == force)
    #expect(try Self.mode(tree.path("App/Localizable.xcstrings")) == mode)
    if force {
      #expect(try tree.read("App/Localizable.xcstrings") == Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Guten Tag"))
      #expect(try tree.read("Other/Other.xcstrings") == Fixture.catalog.replacingOccurrences(of: "Hallo", with: "Servus"))
    } else {
      #expect(tree.snapshot() == before)
      #expect(
        output.standardError == """
          \(tree.path("App/Localizable.xcstrings")): error: catalog is read-only
          error: nothing was written

          """)
    }
  }

  /// A read-only catalog that the import leaves unchanged, or a dry run, writes nothing and
  /// so refuses nothing.
  @Test func aReadOnlyCatalogThatStaysAsItIsIsNoError() throws {
    let tree = try Tree(Self.files)
    try Self.makeReadOnly(tree.path("App/Localizable.xcstrings"))
    var dryRun = ImportRequest(paths: [tree.path("back")], into: tree.path("App/Localizable.xcstrings"))
    dryRun.dryRun = true
    let run = ImportRun(request: dryRun)
    let ran = CollectedOutput().collect(run.run())
    #expect(ran)
    try tree.write("back/de.lproj/Localizable.strings", "\"greeting\" = \"Hallo\";\n")
    let output = CollectedOutput()
    let unchanged = ImportRun(request: ImportRequest(paths: [tree.path("back")], into: tree.path("App")))
    let again = output.collect(unchanged.run())
    #expect(again)
    #expect(output.standardError == "")
    #expect(try tree.read("App/Localizable.xcstrings") == Fixture.catalog)
  }

  /// A link to a read-only catalog is refused as the catalog is.
  @Test func aLinkToAReadOnlyCatalogIsRefused() throws {
    let tree = try Tree([
      "Store/Localizable.xcstrings": Fixture.catalog, "back/de.lproj/Localizable.strings": "\"greeting\" = \"Servus\";\n",
    ])
    try tree.mkdir("App")
    try FileManager.default.createSymbolicLink(
      atPath: tree.path("App/Localizable.xcstrings"), withDestinationPath: "../Store/Localizable.xcstrings")
    try Self.makeReadOnly(tree.path("Store/Localizable.xcstrings"))
    let before = tree.snapshot()
    let output = CollectedOutput()
    let run = ImportRun(
      request: ImportRequest(paths: [tree.path("back")], into: tree.path("App/Localizable.xcstrings")))
    let ran = output.collect(run.run())
    #expect(!ran)
    #expect(tree.snapshot() == before)
    #expect(
      output.standardError.hasPrefix(
        "\(tree.path("App/Localizable.xcstrings")): error: catalog is read-only\n"))
  }

  /// The import's diagnostics carry codes, and their messages name no option: the marks show
  /// where the tool puts `--into`, `--include-source` and `--language-map`.
  @Test func diagnosticsCarryCodesAndNameNoOption() throws {
    func importing(_ files: [String: String], into: String) throws -> (Tree, String) {
      let tree = try Tree(files)
      let output = CollectedOutput()
      var request = ImportRequest(paths: [tree.path("back")], into: tree.path(into))
      request.dryRun = true
      var run = ImportRun(request: request)
      run.hints = CollectedOutput.markingHints
      _ = output.collect(run.run())
      #expect(!output.standardError.contains("--"))
      return (tree, output.standardError)
    }
    let strings = "\"greeting\" = \"Servus\";\n"
    var (tree, printed) = try importing(Self.files.merging(["notes.txt": ""]) { $1 }, into: "notes.txt")
    #expect(
      printed.contains(
        "\(tree.path("notes.txt")): error: [destination-not-a-catalog] must name an .xcstrings catalog or a folder of catalogs\n")
    )
    (tree, printed) = try importing(
      Self.files.merging(["back/de.lproj/Other.strings": strings]) { $1 }, into: "App/Localizable.xcstrings")
    #expect(
      printed.contains(
        "warning: table 'Other' skipped: [skipped-by-destination] names the catalog of table 'Localizable'\n"))
    (tree, printed) = try importing(
      ["C.xcstrings": Fixture.catalog, "back/de.lproj/A.strings": strings, "back/de.lproj/B.strings": strings],
      into: "C.xcstrings")
    #expect(
      printed.contains(
        "error: none of the tables 'A', 'B' is named like the catalog 'C'; pass a folder of catalogs"
          + "[no-table-for-destination], or the files of one table\n"))
    (tree, printed) = try importing(
      Self.files.merging([
        "back/en.lproj/Localizable.strings": "\"greeting\" = \"Hi\";\n", "back/de-AT.lproj/Localizable.strings": strings,
      ]) { $1 }, into: "App/Localizable.xcstrings")
    #expect(printed.contains("note: source language 'en' not imported[source-language-not-imported]\n"))
    #expect(
      printed.contains(
        "note: language 'de-AT' is imported as a new language beside the catalog's 'de'[language-variant: de-AT, de]\n"))
    (tree, printed) = try importing(
      Self.files.merging(["App/a/Localizable.xcstrings": Fixture.catalog, "App/b/Localizable.xcstrings": Fixture.catalog]) {
        $1
      }.filter { $0.key != "App/Localizable.xcstrings" }, into: "App")
    #expect(printed.contains("for table 'Localizable': "))
    #expect(printed.contains("[several-catalogs]\n"))
  }
}
