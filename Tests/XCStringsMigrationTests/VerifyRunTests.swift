import Foundation
import Testing
import XCStringsBase
import XCStringsMigration
import XCStringsModel
import XCStringsTestSupport

/// `verify` as a library user runs it: a request, `run()`, and a result that says what a
/// conversion would lose, without a command line or printed text.
@Suite("verify run")
struct VerifyRunTests {
  static let clean = [
    "App/en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
    "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
  ]

  @Test func aCleanTreeLosesNothing() throws {
    let tree = try Tree(Self.clean)
    let result = VerifyRun(request: VerifyRequest(paths: [tree.root])).run()
    #expect(result.verdict == .noLoss)
    #expect(result.tables == 1)
    #expect(result.losses == [] && result.diagnostics == [] && result.noteCount == 0)
  }

  /// Each table's losses carry the table's name; notes come with it, and the verdict counts
  /// both, over one to three trees checked in one run.
  @Test func lossesAndNotesOfSeveralTrees() throws {
    for count in 1...3 {
      var paths: [String] = []
      var trees: [Tree] = []
      for index in 0..<count {
        var files = Self.clean
        files["App/de.lproj/Localizable.strings"] = "\"hello\" = \"Hallo\";\n\"bye\" = \"\";\n"
        files["App/en.lproj/Localizable.stringsdict"] = LegacyText.stringsdict(
          LegacyText.format("w\(index)", "%#@v@", [("v", "d", [("other", "%d items")])]))
        let tree = try Tree(files)
        trees.append(tree)
        paths.append(tree.root)
      }
      let result = VerifyRun(request: VerifyRequest(paths: paths)).run()
      #expect(result.tables == count)
      #expect(
        result.notes
          == Array(
            repeating: """
              note: Localizable [de] "bye": empty translation dropped; the app falls back to the development language
              """, count: count))
      #expect(result.verdict == .noLoss)
    }
  }

  @Test func aMissingPathIsUnreadableAndAnEmptyFolderHasNoTable() throws {
    let tree = try Tree(["Empty/readme.txt": "nothing"])
    let missing = tree.path("missing")
    let result = VerifyRun(request: VerifyRequest(paths: [missing, tree.path("Empty")])).run()
    #expect(
      result.diagnostics.map(\.description) == [
        "\(missing): error: no such file or directory",
        "\(tree.path("Empty")): error: no .strings/.stringsdict tables found",
      ])
    #expect(result.emptyPaths == [tree.path("Empty")])
    #expect(result.verdict == .unreadable)
    #expect(VerifyRun(request: VerifyRequest(paths: [tree.path("Empty")])).run().verdict == .noTable)
  }

  @Test func aTableNamedButNotFoundFailsTheRun() throws {
    let tree = try Tree(Self.clean)
    var request = VerifyRequest(paths: [tree.root])
    request.discovery.tables = ["Missing"]
    let result = VerifyRun(request: request).run()
    #expect(result.verdict == .unmatchedTables)
    #expect(result.tables == 0)
  }

  /// Without a project, Info.plist, manifest or `en.lproj`, the check assumes English and
  /// says so; a forced source language needs no note.
  @Test func anUnknownSourceLanguageIsAssumedEnglish() throws {
    let tree = try Tree(["App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n"])
    let assumed = VerifyRun(request: VerifyRequest(paths: [tree.root])).run()
    #expect(assumed.notes.count == 1 && assumed.notes[0].hasPrefix("note: Localizable: source language unknown"))
    // The note names no option; its code says where the tool adds `--source-language`.
    #expect(assumed.notes[0].hasSuffix("; assumed 'en'"))
    #expect(assumed.noteHints == [0: .sourceLanguageAssumed])
    var request = VerifyRequest(paths: [tree.root])
    request.sourceLanguage = "de"
    #expect(VerifyRun(request: request).run().notes == [])
  }

  /// A tree whose only tables are in a bundle fails with a note coded for the tool's
  /// `--include-bundles` hint, and a table name that matches none is an error coded for `--tables`.
  @Test func passedOverBundlesAndUnknownTablesCarryCodes() throws {
    let tree = try Tree(["App/Settings.bundle/en.lproj/Root.strings": "\"a\" = \"A\";\n"])
    let result = VerifyRun(request: VerifyRequest(paths: [tree.path("App")])).run()
    #expect(result.verdict == .noTable)
    #expect(result.diagnostics.map(\.description).contains("\(tree.path("App")): note: 1 bundle with tables were passed over"))
    #expect(result.diagnostics.compactMap(\.code) == [.bundlesPassedOver])
    var request = VerifyRequest(paths: [tree.root])
    request.discovery.includeBundles = true
    request.discovery.tables = ["Missing"]
    let unmatched = VerifyRun(request: request).run()
    #expect(unmatched.diagnostics.compactMap(\.code) == [.unknownTable])
    #expect(!unmatched.diagnostics.map(\.description).joined().contains("--"))
  }
}
