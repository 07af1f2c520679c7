import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// What `migrate` says and writes must be true: reports, grouping, option values, and the
/// empty translations Xcode drops.
@Suite("migrate command: reports, grouping and options")
struct MigrateCommandTrustTests {
  /// A dry run writes its report (and nothing else), with diagnostics and notes as objects.
  @Test func dryRunWritesItsReport() throws {
    var files = MigrateCommandTests.app
    files["App/Settings.bundle/en.lproj/Root.strings"] = "\"Group\" = \"Group\";\n"
    let tree = try Tree(files)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--dry-run", "--report", tree.path("r.json")]) == 0)
    var after = tree.snapshot()
    let removed = after.removeValue(forKey: "r.json")
    let report = try #require(removed)
    #expect(after == before)
    let object = try JSONSerialization.jsonObject(with: report) as? [String: Any]
    #expect(object?["dryRun"] as? Bool == true)
    #expect(object?["succeeded"] as? Bool == true)
    #expect(
      (object?["catalogs"] as? [[String: Any]])?.map { $0["catalog"] as? String } == [tree.path("App/Localizable.xcstrings")])
    let notes = object?["notes"] as? [[String: Any]]
    #expect(notes?.count == 1)
    #expect(notes?.first?["kind"] as? String == "skipped")
    #expect(notes?.first?["file"] as? String == tree.path("App/Settings.bundle/en.lproj/Root.strings"))
    #expect(
      notes?.first?["message"] as? String
        == "skipped \(tree.path("App/Settings.bundle/en.lproj/Root.strings")): inside 'Settings.bundle' (use --include-bundles to take it)"
    )
  }

  /// Two inputs whose tables map to one output name both inputs; one table reached through
  /// two spellings of one path is written once.
  @Test func inputsMappingToOneOutputAreNamed() throws {
    let tree = try Tree([
      "A/en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "B/en.lproj/Localizable.strings": "\"b\" = \"B\";\n",
    ])
    let out = tree.path("out")
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.path("A"), tree.path("B"), "--output", out]) == 1)
    #expect(
      harness.stderr == """
        \(out)/Localizable.xcstrings: error: two catalogs would be written here: table 'Localizable' of '\(tree.path("A"))' (input '\(tree.path("A"))') and table 'Localizable' of '\(tree.path("B"))' (input '\(tree.path("B"))')
        error: nothing was written

        """)
    #expect(!tree.exists("out"))
    let twice = CommandHarness()
    #expect(twice.run(["migrate", tree.path("A"), tree.path("A") + "/", tree.path("A/en.lproj"), "--dry-run"]) == 0)
    #expect(twice.stdout.components(separatedBy: "would write").count == 2)
    #expect(twice.stderr == "")
  }

  @Test(arguments: [
    (["--state", "bogus"], "--state takes 'translated', 'needs_review', 'new' or 'machine_translated', not 'bogus'"),
    (
      ["--extraction-state", "weird"],
      "--extraction-state takes 'migrated', 'manual', 'extracted_with_value', 'stale' or 'none', not 'weird'"
    ),
    (["--format-version", "9.9"], "--format-version takes '1.0', '1.1', '1.2' or '1.3', not '9.9'"),
    (
      ["--source-language", "english please"],
      "--source-language takes a language code such as 'en', 'pt-BR' or 'zh-Hans', not 'english please'"
    ),
    (
      ["--language-map", "Klingon=not a code"],
      "--language-map takes a language code such as 'en', 'pt-BR' or 'zh-Hans', not 'not a code'"
    ),
  ])
  func unknownOptionValuesAreUsageErrors(_ options: [String], _ message: String) throws {
    let tree = try Tree(MigrateCommandTests.app)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root] + options) == 64)
    #expect(harness.stderr.hasPrefix("error: \(message)\nusage: xcstrings-convert migrate "))
    #expect(tree.snapshot() == before)
  }

  /// A table whose plurals live in a subfolder of its target is one catalog beside the
  /// `.strings` files; two catalogs of one name in one folder tree are warned about.
  @Test func tableSplitIntoASubfolderIsOneCatalog() throws {
    let plural = stringsdictText([("%d files", pluralBody("%#@n@", [("one", "%d file"), ("other", "%d files")]))])
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/Plurals/en.lproj/Localizable.stringsdict": plural,
      "App/Feature/en.lproj/Localizable.strings": "\"f\" = \"F\";\n",
      "Lib/Strings/en.lproj/Localizable.strings": "\"l\" = \"L\";\n",
      "Lib/Plurals/en.lproj/Localizable.stringsdict": plural,
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--dry-run"]) == 0)
    let written = harness.stdout.split(separator: "\n").filter { $0.contains("would write") }
    #expect(
      written == [
        "Localizable: would write \(tree.path("App/Feature/Localizable.xcstrings"))",
        "Localizable: would write \(tree.path("App/Localizable.xcstrings"))",
        "Localizable: would write \(tree.path("Lib/Plurals/Localizable.xcstrings"))",
        "Localizable: would write \(tree.path("Lib/Strings/Localizable.xcstrings"))",
      ])
    #expect(
      harness.stdout.contains(
        """
        Localizable: would write \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          2 keys, 1 language (en), 1 with plural or device variations, 0 with substitutions

        """))
    #expect(
      harness.stderr == """
        \(tree.path("App/Localizable.xcstrings")): warning: table 'Localizable' becomes two catalogs in one folder tree ('\(tree.path("App/Feature/Localizable.xcstrings"))' and '\(tree.path("App/Localizable.xcstrings"))'); a target holding both would not build (move the files into one folder's .lproj folders, or pass --group-by table)
        \(tree.path("Lib/Strings/Localizable.xcstrings")): warning: table 'Localizable' becomes two catalogs in one folder tree ('\(tree.path("Lib/Plurals/Localizable.xcstrings"))' and '\(tree.path("Lib/Strings/Localizable.xcstrings"))'); a target holding both would not build (move the files into one folder's .lproj folders, or pass --group-by table)

        """)
  }

  /// Empty InfoPlist placeholders are dropped as Xcode drops them, noted, and do not keep
  /// the files from being deleted.
  @Test func emptyInfoPlistPlaceholdersMigrateAndDelete() throws {
    let tree = try Tree([
      "App/en.lproj/InfoPlist.strings":
        "\"NSCameraUsageDescription\" = \"Scan documents\";\n\"CFBundleDisplayName\" = \"Shop\";\n",
      "App/de.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"\";\n\"CFBundleDisplayName\" = \"\";\n",
      "App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scanner\";\n\"CFBundleDisplayName\" = \"\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy", "--report", tree.path("r.json")]) == 0)
    #expect(
      harness.stdout == """
        InfoPlist: wrote \(tree.path("App/InfoPlist.xcstrings"))
          source language en (an en.lproj folder exists)
          2 keys, 2 languages (en, fr), 0 with plural or device variations, 0 with substitutions
          ledger: 0 losses, 3 notes
          deleted 3 legacy files: round trip verified

        """)
    #expect(harness.stderr == "")
    #expect(!tree.exists("App/de.lproj") && !tree.exists("App/en.lproj") && !tree.exists("App/fr.lproj"))
    #expect(
      try tree.read("App/InfoPlist.xcstrings")
        == catalogText([
          ("CFBundleDisplayName", nil, [("en", "Shop")]),
          ("NSCameraUsageDescription", nil, [("en", "Scan documents"), ("fr", "Scanner")]),
        ]))
    let report = try JSONSerialization.jsonObject(with: Data(try tree.read("r.json").utf8)) as? [String: Any]
    let ledger = (report?["catalogs"] as? [[String: Any]])?.first?["ledger"] as? [[String: Any]] ?? []
    #expect(
      ledger.map { "\($0["kind"] ?? "")|\($0["loss"] ?? "")|\($0["language"] ?? "")|\($0["key"] ?? "")" } == [
        "empty-translation-dropped|0|de|NSCameraUsageDescription", "empty-translation-dropped|0|de|CFBundleDisplayName",
        "empty-translation-dropped|0|fr|CFBundleDisplayName",
      ])
  }

  /// `--force` replacing a catalog says how many of its strings the new one lacks.
  /// A `.strings` value whose key the language's `.stringsdict` also defines is never shown
  /// (the rule wins at run time): the files go, and the report quotes the value in a note.
  @Test func aValueTheStringsdictHidesDoesNotKeepTheFiles() throws {
    let rule = pluralBody("%#@n@", valueType: "lld", [("one", "%lld boto"), ("other", "%lld botos")])
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"k %lld\" = \"%lld votes\";\n",
      "App/en.lproj/Localizable.stringsdict": stringsdictText([
        ("k %lld", pluralBody("%#@n@", valueType: "lld", [("one", "%lld vote"), ("other", "%lld votes")]))
      ]),
      "App/eu.lproj/Localizable.strings": "\"k %lld\" = \"%lld boto\";\n",
      "App/eu.lproj/Localizable.stringsdict": stringsdictText([("k %lld", rule)]),
    ])
    let harness = CommandHarness()
    #expect(
      harness.run(["migrate", tree.root, "--delete-legacy", "--report", tree.path("r.json"), "--source-language", "en"]) == 0)
    #expect(harness.stderr == "")
    #expect(harness.stdout.contains("  ledger: 0 losses, 2 notes\n  deleted 4 legacy files: round trip verified\n"))
    #expect(!tree.exists("App/eu.lproj/Localizable.strings") && !tree.exists("App/en.lproj/Localizable.stringsdict"))
    let report = try String(decoding: Data(contentsOf: URL(fileURLWithPath: tree.path("r.json"))), as: UTF8.self)
    #expect(
      report.contains(
        "'.strings' value '%lld boto' is never shown: the '.stringsdict' entry of the key wins at run time; not carried over"))
    // verify agrees.
    let again = try Tree([
      "App/eu.lproj/Localizable.strings": "\"k %lld\" = \"%lld boto\";\n",
      "App/eu.lproj/Localizable.stringsdict": stringsdictText([("k %lld", rule)]),
      "App/en.lproj/Localizable.strings": "\"k %lld\" = \"%lld votes\";\n",
    ])
    let verify = CommandHarness()
    #expect(verify.run(["verify", again.root, "--source-language", "en"]) == 0)
  }

  @Test func forceSaysWhatTheReplacedCatalogHeld() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/Localizable.xcstrings": catalogText([("a", nil, [("de", "DA"), ("en", "A")]), ("b", nil, [("de", "DB")])]),
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--force"]) == 0)
    #expect(
      harness.stderr == """
        \(tree.path("App/Localizable.xcstrings")): warning: --force replaces a catalog with 2 strings the legacy files do not hold (first: 'a' [de]); use --merge to keep them

        """)
  }
}
