import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("migrate command")
struct MigrateCommandTests {
  static let app: [String: String] = [
    "App/en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n",
    "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
    "App/pt_BR.lproj/Localizable.strings": "\"hello\" = \"Olá\";\n",
  ]

  static let appCatalog = catalogText([
    ("bye", nil, [("de", "Tschüss"), ("en", "Bye")]),
    ("hello", "Greeting", [("de", "Hallo"), ("en", "Hello"), ("pt-BR", "Olá")]),
  ])

  static func summary(_ tree: Tree, verb: String = "wrote", extra: [String] = []) -> String {
    ([
      "Localizable: \(verb) \(tree.path("App/Localizable.xcstrings"))",
      "  source language en (an en.lproj folder exists)",
      "  2 keys, 3 languages (de, en, pt-BR), 0 with plural or device variations, 0 with substitutions",
      "  languages mapped: pt_BR.lproj → pt-BR",
      "  ledger: 0 losses, 0 notes",
    ] + extra).map { $0 + "\n" }.joined()
  }

  /// `--update-project` with `--output`, and `--project` without `--update-project`, are
  /// usage errors: nothing is written.
  @Test func updateProjectUsageErrors() throws {
    let tree = try Tree(MigrateCommandTests.app)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--update-project", "--output", tree.path("out")]) == 64)
    #expect(
      harness.stderr.contains("--update-project edits the project in place, as Xcode does; it cannot be combined with --output"))
    let other = CommandHarness()
    #expect(other.run(["migrate", tree.root, "--project", tree.path("App.xcodeproj")]) == 64)
    #expect(other.stderr.contains("--project needs --update-project"))
    #expect(!tree.exists("App/Localizable.xcstrings") && !tree.exists("out"))
  }

  @Test func writesOneCatalogPerTable() throws {
    let tree = try Tree(Self.app)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout == Self.summary(tree))
    #expect(harness.stderr == "")
    #expect(try tree.read("App/Localizable.xcstrings") == Self.appCatalog)
    // Legacy files stay without --delete-legacy.
    #expect(tree.exists("App/en.lproj/Localizable.strings"))
  }

  @Test func existingCatalogIsNotOverwrittenWithoutForce() throws {
    var files = Self.app
    files["App/Localizable.xcstrings"] = "{ \"sourceLanguage\" : \"en\", \"strings\" : {}, \"version\" : \"1.0\" }"
    let tree = try Tree(files)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 1)
    #expect(harness.stdout == "")
    #expect(
      harness.stderr == """
        \(tree.path("App/Localizable.xcstrings")): error: catalog already exists; use --force to overwrite it or --merge to add to it
        error: nothing was written

        """)
    #expect(tree.snapshot() == before)

    let forced = CommandHarness()
    #expect(forced.run(["migrate", tree.root, "--force"]) == 0)
    #expect(forced.stdout == Self.summary(tree))
    #expect(try tree.read("App/Localizable.xcstrings") == Self.appCatalog)
  }

  @Test func mergeAddsKeysAndLanguagesExistingUnitsWin() throws {
    var files = Self.app
    files["App/Localizable.xcstrings"] = catalogText([
      ("hello", "Mine", [("en", "Hi there")]),
      ("zzz", nil, [("en", "Kept")]),
    ])
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--merge", "--report", tree.path("report.json")]) == 0)
    // The legacy 'Hello' the merge did not take is not in the catalog: a loss.
    #expect(
      harness.stdout == """
        Localizable: merged into \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          3 keys, 3 languages (de, en, pt-BR), 0 with plural or device variations, 0 with substitutions
          languages mapped: pt_BR.lproj → pt-BR
          ledger: 1 loss, 0 notes

        """)
    #expect(
      harness.stderr == """
        \(tree.path("App/en.lproj/Localizable.strings")):2:1: warning: [merge-conflict] 'hello' [en]: the catalog already has 'Hi there'; kept it, so the legacy value 'Hello' is not migrated

        """)
    #expect(
      try tree.read("App/Localizable.xcstrings")
        == catalogText([
          ("bye", nil, [("de", "Tschüss"), ("en", "Bye")]),
          ("hello", "Mine", [("de", "Hallo"), ("en", "Hi there"), ("pt-BR", "Olá")]),
          ("zzz", nil, [("en", "Kept")]),
        ]))
    let report = try JSONSerialization.jsonObject(with: Data(try tree.read("report.json").utf8)) as? [String: Any]
    let catalogs = report?["catalogs"] as? [[String: Any]]
    let ledger = catalogs?.first?["ledger"] as? [[String: Any]]
    #expect(ledger?.count == 1)
    #expect(ledger?.first?["kind"] as? String == "merge-conflict")
    #expect(ledger?.first?["loss"] as? Bool == true)
    #expect(ledger?.first?["key"] as? String == "hello")
    #expect(ledger?.first?["language"] as? String == "en")
    // At the legacy text the merge did not take.
    #expect(ledger?.first?["file"] as? String == tree.path("App/en.lproj/Localizable.strings"))
    #expect(ledger?.first?["line"] as? Int == 2)
    #expect(
      ledger?.first?["message"] as? String
        == "the catalog already has 'Hi there'; kept it, so the legacy value 'Hello' is not migrated")
  }

  /// A state alone is no conflict, and a source unit equal to its key is not added where the
  /// catalog has none (Xcode leaves those out; the app shows the key either way).
  @Test func mergeReportsNoConflictForAStateAloneAndAddsNoKeyEcho() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"Done\" = \"Done\";\n\"greeting\" = \"Hello\";\n",
      "App/de.lproj/Localizable.strings": "\"Done\" = \"Fertig\";\n\"greeting\" = \"Hallo\";\n",
      "App/Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Done" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Fertig" } }
            }
          },
          "greeting" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
            }
          }
        },
        "version" : "1.0"
      }
      """,
    ])
    let before = try tree.read("App/Localizable.xcstrings")
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--merge", "--delete-legacy"]) == 0)
    #expect(harness.stdout.contains("  ledger: 0 losses, 0 notes\n"))
    #expect(harness.stdout.contains("  deleted 2 legacy files: round trip verified\n"))
    #expect(harness.stderr == "")
    let merged = try CatalogJSONReader.read(Array(try tree.read("App/Localizable.xcstrings").utf8), path: "m")
    let original = try CatalogJSONReader.read(Array(before.utf8), path: "o")
    #expect(merged == original)
  }

  /// A value the merge threw away blocks deleting the legacy files: the round trip is checked
  /// against the catalog as written.
  @Test func mergeKeepsLegacyFilesWhoseValuesItDidNotTake() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
      "App/de.lproj/Localizable.strings": "\"greeting\" = \"Guten Tag\";\n",
      "App/Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
            }
          }
        },
        "version" : "1.0"
      }
      """,
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--merge", "--delete-legacy"]) == 0)
    #expect(
      harness.stdout == """
        Localizable: merged into \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          1 key, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
          ledger: 1 loss, 0 notes (details with --report FILE.json)
          loss: Localizable [de] "greeting": changed from 'Guten Tag' to 'Hallo'
        note: kept legacy files of 'Localizable' in \(tree.path("App")): the round trip would lose 1 item

        """)
    #expect(tree.exists("App/de.lproj/Localizable.strings") && tree.exists("App/en.lproj/Localizable.strings"))
  }

  @Test func dryRunWritesNothing() throws {
    let tree = try Tree(Self.app)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--dry-run", tree.root, "--delete-legacy"]) == 0)
    #expect(
      harness.stdout == Self.summary(tree, verb: "would write", extra: ["  would delete 3 legacy files: round trip verified"]))
    #expect(tree.snapshot() == before)
  }

  @Test func deleteLegacyRemovesOnlyLosslessTables() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"DA\";\n\"b\" = \"\";\n",
      "App/en.lproj/Other.strings": "\"x\" = \"X\";\n",
      "App/en.lproj/Other.stringsdict": stringsdictText([("w", widthBody([("20", "Short"), ("100", "Longer")]))]),
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    // An empty translation is dropped as Xcode drops it (a note: the app shows the English
    // text instead), so its table is deleted; a width rule a catalog cannot hold keeps its table.
    #expect(
      harness.stdout == """
        Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          2 keys, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
          ledger: 0 losses, 1 note (details with --report FILE.json)
          deleted 2 legacy files: round trip verified
        Other: wrote \(tree.path("App/Other.xcstrings"))
          source language en (an en.lproj folder exists)
          2 keys, 1 language (en), 0 with plural or device variations, 0 with substitutions
          ledger: 1 loss, 0 notes (details with --report FILE.json)
          loss: Other [en] "w": width.100 missing
          loss: Other [en] "w": width.20 missing
        note: kept legacy files of 'Other' in \(tree.path("App")): the round trip would lose 2 items

        """)
    #expect(
      harness.stderr == """
        \(tree.path("App/en.lproj/Other.stringsdict")):5:1: warning: [width-rule] 'w' [en]: width rule (widths 20, 100) has no catalog equivalent; left out (use --width-rule widest to keep the widest bucket)

        """)
    #expect(!tree.exists("App/en.lproj/Localizable.strings") && !tree.exists("App/de.lproj/Localizable.strings"))
    #expect(tree.exists("App/en.lproj/Other.strings") && tree.exists("App/en.lproj/Other.stringsdict"))
    #expect(tree.exists("App/Other.xcstrings"))
  }

  /// The report's ledger carries the hint the warning prints: the library's message names no
  /// option, and the command adds it in both places.
  @Test func theReportsWidthRuleEntryTakesTheHint() throws {
    let tree = try Tree([
      "App/en.lproj/Other.strings": "\"x\" = \"X\";\n",
      "App/en.lproj/Other.stringsdict": stringsdictText([("w", widthBody([("20", "Short"), ("100", "Longer")]))]),
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--output", tree.path("out"), "--report", tree.path("r.json")]) == 0)
    let report = try String(contentsOfFile: tree.path("r.json"), encoding: .utf8)
    #expect(
      report.contains(
        "\"message\" : \"width rule (widths 20, 100) has no catalog equivalent; left out (use --width-rule widest to keep the widest bucket)\""
      ))
    #expect(
      harness.run([
        "migrate", tree.root, "--output", tree.path("out2"), "--report", tree.path("r2.json"), "--width-rule", "widest",
      ]) == 0)
    let widest = try String(contentsOfFile: tree.path("r2.json"), encoding: .utf8)
    #expect(widest.contains("has no catalog equivalent; kept only the widest bucket\""))
  }

  @Test func outputKeepsTheRelativeLayout() throws {
    var files = Self.app
    files["App/Base.lproj/Main.storyboard"] = "<document/>"
    files["App/de.lproj/Main.strings"] = "\"abc-12-xyz.text\" = \"Knopf\";\n"
    files["App/en.lproj/Main.strings"] = "\"abc-12-xyz.text\" = \"Button\";\n"
    let tree = try Tree(files)
    let out = try TestPaths.temporaryDirectory().path
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root + "/", "--output", out]) == 0)
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/App/Localizable.xcstrings")) == Self.appCatalog)
    #expect(
      try Scratch.read(URL(fileURLWithPath: out + "/App/mul.lproj/Main.xcstrings"))
        == catalogText([
          ("abc-12-xyz.text", nil, [("de", "Knopf"), ("en", "Button")])
        ]))
    #expect(!tree.exists("App/Localizable.xcstrings") && !tree.exists("App/mul.lproj"))
    #expect(harness.stdout.hasPrefix("Localizable: wrote \(out)/App/Localizable.xcstrings\n"))
    #expect(harness.stdout.contains("Main: wrote \(out)/App/mul.lproj/Main.xcstrings\n"))
  }

  @Test func pathWithoutTablesWarns() throws {
    let tree = try Tree(["Sources/main.swift": "print(1)\n"])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout == "")
    #expect(harness.stderr == "\(tree.root): warning: no .strings/.stringsdict tables found\n")
  }

  @Test func oneBrokenTableLeavesTheDiskUntouched() throws {
    var files = Self.app
    files["App/en.lproj/Errors.strings"] = "\"ok\" = \"OK\";\n\"broken\" = \"no semicolon\"\n\"next\" = \"x\";\n"
    files["App/en.lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"App\";\n"
    let tree = try Tree(files)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy", "--report", tree.path("report.json")]) == 1)
    #expect(harness.stdout == "")
    let lines = harness.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("\(tree.path("App/en.lproj/Errors.strings")):3:1: error: ") == true)
    #expect(lines.dropFirst().first == "error: nothing was written")
    // Only the report is written: a script needs it most when the run failed.
    var after = tree.snapshot()
    let report = after.removeValue(forKey: "report.json")
    #expect(after == before)
    let object = try JSONSerialization.jsonObject(with: report ?? Data()) as? [String: Any]
    #expect(object?["succeeded"] as? Bool == false)
    let diagnostics = object?["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.count == 1)
    #expect(diagnostics?.first?["severity"] as? String == "error")
    #expect(diagnostics?.first?["file"] as? String == tree.path("App/en.lproj/Errors.strings"))
    #expect(diagnostics?.first?["line"] as? Int == 3)
    #expect(diagnostics?.first?["column"] as? Int == 1)
    #expect((object?["catalogs"] as? [[String: Any]])?.allSatisfy { $0["deletedLegacy"] as? Bool == false } == true)
  }

  @Test func caseOnlyTwinsBecomeOneCatalog() throws {
    let tree = try Tree([
      "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
      "App/de.lproj/infoPlist.strings": "\"CFBundleName\" = \"Anwendung\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(
      harness.stdout == """
        InfoPlist: wrote \(tree.path("App/InfoPlist.xcstrings"))
          source language en (an en.lproj folder exists)
          1 key, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
          ledger: 0 losses, 1 note (details with --report FILE.json)

        """)
    let names = try FileManager.default.contentsOfDirectory(atPath: tree.path("App")).filter { $0.hasSuffix(".xcstrings") }
    #expect(names == ["InfoPlist.xcstrings"])
    #expect(
      try tree.read("App/InfoPlist.xcstrings")
        == catalogText([
          ("CFBundleName", nil, [("de", "Anwendung"), ("en", "App")])
        ]))
  }

  @Test func bundlesAreSkippedUnlessIncluded() throws {
    var files = Self.app
    files["App/Settings.bundle/en.lproj/Root.strings"] = "\"Group\" = \"Group\";\n"
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(
      harness.stdout
        == Self.summary(
          tree,
          extra: [
            "note: skipped \(tree.path("App/Settings.bundle/en.lproj/Root.strings")): inside 'Settings.bundle' (use --include-bundles to take it)"
          ]))
    #expect(!tree.exists("App/Settings.bundle/Root.xcstrings"))
    let included = CommandHarness()
    #expect(included.run(["migrate", tree.root, "--include-bundles", "--force"]) == 0)
    #expect(tree.exists("App/Settings.bundle/Root.xcstrings"))
  }

  @Test func reportHoldsSummaryAndLedger() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"a\" = \"A2\";\n",
      "App/ja.lproj/Localizable.strings": "/* No comment provided by engineer. */\n\"a\" = \"\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--report", tree.path("out/report.json"), "--source-language", "en"]) == 0)
    let object = try JSONSerialization.jsonObject(with: Data(try tree.read("out/report.json").utf8)) as? [String: Any]
    let catalog = (object?["catalogs"] as? [[String: Any]])?.first
    #expect(catalog?["table"] as? String == "Localizable")
    #expect(catalog?["catalog"] as? String == tree.path("App/Localizable.xcstrings"))
    #expect(catalog?["sourceLanguage"] as? String == "en")
    #expect(catalog?["sourceLanguageOrigin"] as? String == "--source-language")
    #expect(catalog?["keys"] as? Int == 1)
    #expect(catalog?["languages"] as? [String] == ["en"])
    #expect(catalog?["deletedLegacy"] as? Bool == false)
    let ledger = (catalog?["ledger"] as? [[String: Any]] ?? []).map { entry in
      ["kind", "loss", "key", "language", "file", "line", "message"].map { "\(entry[$0] ?? "?")" }.joined(separator: "|")
    }
    let en = tree.path("App/en.lproj/Localizable.strings")
    let ja = tree.path("App/ja.lproj/Localizable.strings")
    #expect(
      ledger == [
        "duplicate-overridden|0|a|en|\(en)|1|value 'A' overridden by a later definition at line 2",
        "empty-translation-dropped|0|a|ja|\(ja)|2|empty translation dropped; the app falls back to the development language",
      ])
    #expect((object?["notes"] as? [Any])?.isEmpty == true)
    // Diagnostics are objects, with their notes.
    let diagnostics = object?["diagnostics"] as? [[String: Any]]
    #expect(diagnostics?.count == 1)
    let warning = diagnostics?.first
    #expect(warning?["severity"] as? String == "warning")
    #expect(warning?["file"] as? String == en)
    #expect(warning?["line"] as? Int == 2)
    #expect(warning?["column"] as? Int == 1)
    #expect(warning?["message"] as? String == "duplicate key 'a'; the later value wins")
    let note = (warning?["notes"] as? [[String: Any]])?.first
    #expect(note?["severity"] as? String == "note")
    #expect(note?["line"] as? Int == 1)
    #expect(note?["message"] as? String == "'a' was first defined here")
    #expect(object?["succeeded"] as? Bool == true)
    #expect(object?["dryRun"] as? Bool == false)
  }

  @Test func sourceLanguageComesFromTheProject() throws {
    let tree = try Tree([
      "App.xcodeproj/project.pbxproj":
        "{ objects = { 1 = { isa = PBXProject; developmentRegion = German; }; }; rootObject = 1; }\n",
      "App/de.lproj/Localizable.strings": "\"k\" = \"\";\n",
      "App/en.lproj/Localizable.strings": "\"k\" = \"\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(
      harness.stdout.contains("  source language de (developmentRegion in \(tree.path("App.xcodeproj"))/project.pbxproj)\n"))
    #expect(try tree.read("App/Localizable.xcstrings") == catalogText(source: "de", [("k", nil, [("de", "")])]))
  }

  @Test func unknownSourceLanguageIsAnError() throws {
    let tree = try Tree(["Lib/fr.lproj/Localizable.strings": "\"k\" = \"v\";\n"])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 1)
    #expect(
      harness.stderr == """
        \(tree.path("Lib/fr.lproj/Localizable.strings")):1:1: error: cannot tell the source language of table 'Localizable' (no project, Info.plist, Package.swift or en.lproj found); pass --source-language
        error: nothing was written

        """)
    #expect(CommandHarness().run(["migrate", tree.root, "--source-language", "fr"]) == 0)
  }

  @Test func sourceLanguageFromACatalogBesideTheTables() throws {
    let tree = try Tree([
      "Lib/fr.lproj/Localizable.strings": "\"k\" = \"v\";\n",
      "Lib/Other.xcstrings": "{ \"sourceLanguage\" : \"fr\", \"strings\" : {}, \"version\" : \"1.0\" }",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout.contains("  source language fr (sourceLanguage of \(tree.path("Lib/Other.xcstrings")))\n"))
  }

  @Test func baseFallbackIsSaidInTheSummary() throws {
    let tree = try Tree([
      "App/Base.lproj/Localizable.strings": "\"a\" = \"Base A\";\n\"b\" = \"Base B\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(
      harness.stdout == """
        Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
          source language en (an en.lproj folder exists)
          2 keys, 1 language (en), 0 with plural or device variations, 0 with substitutions
          Base.lproj supplies source values only for keys missing from the 'en' files
          ledger: 0 losses, 1 note (details with --report FILE.json)

        """)
    #expect(
      try tree.read("App/Localizable.xcstrings") == catalogText([("a", nil, [("en", "A")]), ("b", nil, [("en", "Base B")])]))
  }

  /// Without files of the source language, Base.lproj supplies every source value, plural
  /// rules included, and the summary says so.
  @Test func baseAloneSuppliesTheSourceIncludingPlurals() throws {
    let file = { (one: String, other: String) in
      stringsdictText([("%d files", pluralBody("%#@n@", [("one", one), ("other", other)]))])
    }
    let tree = try Tree([
      "App/Base.lproj/Localizable.stringsdict": file("%d file", "%d files"),
      "App/de.lproj/Localizable.stringsdict": file("%d Datei", "%d Dateien"),
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--source-language", "en", "--delete-legacy"]) == 0)
    #expect(
      harness.stdout == """
        Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
          source language en (--source-language)
          1 key, 2 languages (de, en), 1 with plural or device variations, 0 with substitutions
          Base.lproj supplies the source values (the table has no 'en' files)
          ledger: 0 losses, 1 note (details with --report FILE.json)
          deleted 2 legacy files: round trip verified

        """)
    #expect(harness.stderr == "")
    let catalog = try CatalogJSONReader.read(Array(try tree.read("App/Localizable.xcstrings").utf8), path: "c")
    func plural(_ forms: [(String, String)]) -> Localization {
      Localization(variations: Variations(plural: KeyedList(forms.map { ($0.0, Variation.unit($0.1)) })))
    }
    #expect(
      catalog.strings["%d files"]?.localizations == [
        "de": plural([("one", "%d Datei"), ("other", "%d Dateien")]),
        "en": plural([("one", "%d file"), ("other", "%d files")]),
      ])
  }

  @Test func languageMapAndOptions() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"k\" = \"v\";\n", "App/Klingon.lproj/Localizable.strings": "\"k\" = \"Qapla\";\n",
    ])
    let harness = CommandHarness()
    #expect(
      harness.run([
        "migrate", tree.root, "--language-map", "Klingon=tlh", "--state", "needs_review",
        "--extraction-state", "none", "--format-version", "1.1",
      ]) == 0)
    #expect(harness.stdout.contains("  languages mapped: Klingon.lproj → tlh\n"))
    let catalog = try CatalogJSONReader.read(Array(try tree.read("App/Localizable.xcstrings").utf8), path: "x")
    #expect(
      catalog
        == StringCatalog(
          sourceLanguage: "en", version: "1.1",
          strings: [
            "k": CatalogEntry(localizations: ["en": .unit("v", state: .needsReview), "tlh": .unit("Qapla", state: .needsReview)])
          ]))
  }
}

extension MigrateCommandTests {
  /// The built `xcstrings-convert` next to the test runner, for runs that need their own
  /// working directory (relative paths).
  static var executable: URL? {
    var candidates: [URL] = []
    if let runner = Bundle.main.executableURL { candidates.append(runner.deletingLastPathComponent()) }
    candidates.append(TestPaths.packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("xcstrings-convert") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test(.enabled(if: MigrateCommandTests.executable != nil, "needs the built xcstrings-convert"))
  func outputWithARelativePathKeepsTheRelativeLayout() throws {
    let executable = try #require(Self.executable)
    let tree = try Tree(Self.app)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["migrate", "App", "--output", "out"]
    process.currentDirectoryURL = URL(fileURLWithPath: tree.root)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(try tree.read("out/Localizable.xcstrings") == Self.appCatalog)
  }
}

extension MigrateCommandTests {
  /// Thousands of losses are printed in order, a block at a time rather than a write per line.
  @Test func manyLossesArePrintedInBlocks() throws {
    var english = ""
    var rules: [(key: String, body: String)] = []
    for index in 0..<3000 {
      let key = "key \(index) with a long enough name to fill the line"
      english += "\"\(key)\" = \"Value \(index)\";\n"
      rules.append((key, widthBody([("20", "V\(index)")])))
    }
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": english, "App/en.lproj/Localizable.stringsdict": stringsdictText(rules),
    ])
    final class Writes: @unchecked Sendable {
      let lock = NSLock()
      var calls = 0
      var text = ""
    }
    let writes = Writes()
    let io = CommandIO(
      standardOutput: { _ in },
      standardError: { chunk in
        writes.lock.withLock {
          writes.calls += 1
          writes.text += chunk
        }
      })
    #expect(XCStringsCommand.run(["migrate", tree.root], io: io) == 0)
    let lines = writes.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    // Per key: the width rule left out (a loss). The `.strings` value it hid is never shown,
    // so it is a note, which is not printed.
    #expect(lines.count == 3000)
    let dict = tree.root + "/App/en.lproj/Localizable.stringsdict"
    #expect(
      lines.first
        == "\(dict):5:1: warning: [width-rule] 'key 0 with a long enough name to fill the line' [en]: width rule (widths 20) has no catalog equivalent; left out (use --width-rule widest to keep the widest bucket)"
    )
    #expect(
      lines.last
        == "\(dict):6003:1: warning: [width-rule] 'key 2999 with a long enough name to fill the line' [en]: width rule (widths 20) has no catalog equivalent; left out (use --width-rule widest to keep the widest bucket)"
    )
    #expect(writes.calls < 30)
  }

  @Test func aTablesNameThatMatchesNothingIsAnErrorAndWritesNothing() throws {
    let tree = try Tree(Self.app)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--tables", "Localisable"]) == 1)
    #expect(
      harness.stderr == """
        \(tree.root): error: --tables names 'Localisable', which matches no table; tables found: 'Localizable'
        error: nothing was written

        """)
    #expect(tree.snapshot() == before)
  }
}
