import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("merge command")
struct MergeCommandTests {
  static func catalog(_ entries: [(String, String, String)]) -> String {
    // (key, language, value), in Xcode's layout.
    String(
      decoding: CatalogJSONWriter.data(
        for: StringCatalog(
          sourceLanguage: "en",
          strings: KeyedList(
            entries.map { key, language, value in
              (key, CatalogEntry(localizations: [language: .unit(value)]))
            }))), as: UTF8.self)
  }

  static let base = catalog([("a", "de", "A"), ("b", "de", "B")])

  /// base, ours and theirs in a scratch folder.
  static func files(ours: String, theirs: String, base: String = base) throws -> (base: String, ours: String, theirs: String) {
    let root = try TestPaths.temporaryDirectory()
    let paths = ["base", "ours", "theirs"].map { root.appendingPathComponent("\($0).xcstrings") }
    for (path, text) in zip(paths, [base, ours, theirs]) { try Scratch.write(text, to: path) }
    return (paths[0].path, paths[1].path, paths[2].path)
  }

  @Test func aCleanMergeExitsZeroAndReplacesOurs() throws {
    let (base, ours, theirs) = try Self.files(
      ours: Self.catalog([("a", "de", "A!"), ("b", "de", "B")]),
      theirs: Self.catalog([("a", "de", "A"), ("b", "de", "B!")]))
    let harness = CommandHarness()
    #expect(harness.run(["merge", base, ours, theirs, "--path", "L.xcstrings"]) == 0)
    #expect(harness.stdout == "merged L.xcstrings\n")
    #expect(harness.stderr == "")
    #expect(try Scratch.read(URL(fileURLWithPath: ours)) == Self.catalog([("a", "de", "A!"), ("b", "de", "B!")]))
  }

  @Test func conflictsExitOneWithEachConflictLocated() throws {
    let (base, ours, theirs) = try Self.files(
      ours: Self.catalog([("a", "de", "Ours"), ("b", "de", "B")]),
      theirs: Self.catalog([("a", "de", "Theirs"), ("b", "de", "B")]))
    let harness = CommandHarness()
    #expect(harness.run(["merge", base, ours, theirs, "--path", "App/L.xcstrings"]) == 1)
    #expect(harness.stderr == "App/L.xcstrings:7:11: warning: conflict in 'a' [de]: base 'A', ours 'Ours', theirs 'Theirs'\n")
    #expect(harness.stdout == "merged App/L.xcstrings with 1 conflict, each marked needs_review where it holds a string\n")
    let written = try Scratch.read(URL(fileURLWithPath: ours)).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(written[6] == "          \"stringUnit\" : {" && written[7] == "            \"state\" : \"needs_review\",")
  }

  /// Issue cases: a shape one side changed while the other edited the value, and a key one
  /// side deleted while the other changed it, are conflicts: exit 1, the kept side's units
  /// marked needs_review.
  @Test func aReshapedOrDeletedStringTheOtherSideEditedExitsOne() throws {
    let base = String(
      decoding: CatalogJSONWriter.data(
        for: StringCatalog(
          sourceLanguage: "en",
          strings: [
            "Save": CatalogEntry(localizations: ["de": .unit("Sichern")]),
            "Delete": CatalogEntry(localizations: ["de": .unit("Löschen"), "fr": .unit("Supprimer")]),
          ])), as: UTF8.self)
    let device = Localization(variations: Variations(device: ["iphone": .unit("Sichern"), "mac": .unit("Sichern (Mac)")]))
    let ours = String(
      decoding: CatalogJSONWriter.data(
        for: StringCatalog(
          sourceLanguage: "en",
          strings: [
            "Save": CatalogEntry(localizations: ["de": device])
          ])), as: UTF8.self)
    let theirs = String(
      decoding: CatalogJSONWriter.data(
        for: StringCatalog(
          sourceLanguage: "en",
          strings: [
            "Save": CatalogEntry(localizations: ["de": .unit("Speichern")]),
            "Delete": CatalogEntry(localizations: ["de": .unit("Entfernen"), "fr": .unit("Supprimer")]),
          ])), as: UTF8.self)
    let files = try Self.files(ours: ours, theirs: theirs, base: base)
    let harness = CommandHarness()
    #expect(harness.run(["merge", files.base, files.ours, files.theirs, "--path", "L.xcstrings"]) == 1)
    #expect(harness.stdout == "merged L.xcstrings with 2 conflicts, each marked needs_review where it holds a string\n")
    #expect(
      harness.stderr.contains("warning: conflict in 'Save' [de]: base 'Sichern', ours device variations, theirs 'Speichern'\n"))
    #expect(harness.stderr.contains("warning: conflict in 'Delete': deleted in ours, changed in theirs; kept theirs\n"))
    var reviewed = device
    reviewed.setStates(.needsReview)
    #expect(
      try Scratch.read(URL(fileURLWithPath: files.ours))
        == String(
          decoding: CatalogJSONWriter.data(
            for: StringCatalog(
              sourceLanguage: "en",
              strings: [
                "Save": CatalogEntry(localizations: ["de": reviewed]),
                "Delete": CatalogEntry(localizations: [
                  "de": .unit("Entfernen", state: .needsReview), "fr": .unit("Supprimer", state: .needsReview),
                ]),
              ])), as: UTF8.self))
  }

  @Test func preferResolvesAndExitsZero() throws {
    let (base, ours, theirs) = try Self.files(
      ours: Self.catalog([("a", "de", "Ours"), ("b", "de", "B")]),
      theirs: Self.catalog([("a", "de", "Theirs"), ("b", "de", "B")]))
    let output = URL(fileURLWithPath: ours).deletingLastPathComponent().appendingPathComponent("out.xcstrings")
    let harness = CommandHarness()
    #expect(harness.run(["merge", base, ours, theirs, "--prefer", "theirs", "--output", output.path]) == 0)
    #expect(harness.stderr == "\(output.path):7:11: warning: conflict in 'a' [de]: base 'A', ours 'Ours', theirs 'Theirs'\n")
    #expect(harness.stdout == "merged \(output.path); 1 conflict resolved with --prefer theirs\n")
    #expect(try Scratch.read(output) == Self.catalog([("a", "de", "Theirs"), ("b", "de", "B")]))
    #expect(try Scratch.read(URL(fileURLWithPath: ours)) == Self.catalog([("a", "de", "Ours"), ("b", "de", "B")]))
  }

  @Test func anUnreadableInputExitsTwoAndLeavesOursAsItWas() throws {
    let mine = Self.catalog([("a", "de", "A!"), ("b", "de", "B")])
    let (base, ours, theirs) = try Self.files(
      ours: mine, theirs: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n<<<<<<< HEAD\n")
    let harness = CommandHarness()
    #expect(harness.run(["merge", base, ours, theirs, "--path", "L.xcstrings"]) == 2)
    #expect(
      harness.stderr == """
        L.xcstrings:4:1: error: expected a string key, found '<' (in theirs)
        L.xcstrings: note: nothing was written; the file is as it was

        """)
    #expect(harness.stdout == "")
    #expect(try Scratch.read(URL(fileURLWithPath: ours)) == mine)
  }

  /// An injected failure to write OURS: exit 2, OURS as it was, no report.
  @Test func aFailedWriteExitsTwoAndWritesNothing() throws {
    let mine = Self.catalog([("a", "de", "A!"), ("b", "de", "B")])
    let (base, ours, theirs) = try Self.files(ours: mine, theirs: Self.catalog([("a", "de", "A"), ("b", "de", "B!")]))
    let report = URL(fileURLWithPath: ours).deletingLastPathComponent().appendingPathComponent("report.json")
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("ours.xcstrings") }
    let harness = CommandHarness()
    #expect(harness.run(["merge", base, ours, theirs, "--report", report.path], faults: faults) == 2)
    #expect(
      harness.stderr
        == "\(ours): error: cannot write: injected rename failure\n\(ours): note: nothing was written; the file is as it was\n")
    #expect(try Scratch.read(URL(fileURLWithPath: ours)) == mine)
    #expect(!FileManager.default.fileExists(atPath: report.path))
  }

  @Test func usageErrorsExit64() throws {
    for (arguments, message) in [
      (["merge", "a", "b"], "merge takes three catalogs: base, ours, theirs"),
      (["merge", "a", "b", "c", "--prefer", "mine"], "--prefer takes 'ours' or 'theirs', not 'mine'"),
      (["merge", "a", "b", "c", "--global"], "--global goes with --install"),
      (["merge", "--install", "a"], "--install takes no catalogs and no options but --global"),
      (["merge", "--git", "L.xcstrings", "--output", "x"], "--git takes the path alone: no catalogs, --output or --path"),
    ] {
      let harness = CommandHarness()
      #expect(harness.run(arguments) == 64, "\(arguments)")
      #expect(
        harness.stderr.hasPrefix("error: \(message)\nusage: xcstrings-convert merge <base> <ours> <theirs>"), "\(arguments)")
    }
  }
}
