import Foundation
import Testing
import XCStringsKit
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

  static func summary(_ tree: MigrateTree, verb: String = "wrote", extra: [String] = []) -> String {
    ([
      "Localizable: \(verb) \(tree.path("App/Localizable.xcstrings"))",
      "  source language en (an en.lproj folder exists)",
      "  2 keys, 3 languages (de, en, pt-BR), 0 with plural or device variations, 0 with substitutions",
      "  languages mapped: pt_BR.lproj → pt-BR",
      "  ledger: 0 loss(es), 0 note(s)",
    ] + extra).map { $0 + "\n" }.joined()
  }

  @Test func writesOneCatalogPerTable() throws {
    let tree = try MigrateTree(Self.app)
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
    let tree = try MigrateTree(files)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 1)
    #expect(harness.stdout == "")
    #expect(harness.stderr == """
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
    let tree = try MigrateTree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--merge", "--report", tree.path("report.json")]) == 0)
    #expect(harness.stdout == """
      Localizable: merged into \(tree.path("App/Localizable.xcstrings"))
        source language en (an en.lproj folder exists)
        3 keys, 3 languages (de, en, pt-BR), 0 with plural or device variations, 0 with substitutions
        languages mapped: pt_BR.lproj → pt-BR
        ledger: 0 loss(es), 1 note(s)

      """)
    #expect(try tree.read("App/Localizable.xcstrings") == catalogText([
      ("bye", nil, [("de", "Tschüss"), ("en", "Bye")]),
      ("hello", "Mine", [("de", "Hallo"), ("en", "Hi there"), ("pt-BR", "Olá")]),
      ("zzz", nil, [("en", "Kept")]),
    ]))
    let report = try JSONSerialization.jsonObject(with: Data(try tree.read("report.json").utf8)) as? [String: Any]
    let catalogs = report?["catalogs"] as? [[String: Any]]
    let ledger = catalogs?.first?["ledger"] as? [[String: Any]]
    #expect(ledger?.count == 1)
    #expect(ledger?.first?["kind"] as? String == "merge-conflict")
    #expect(ledger?.first?["key"] as? String == "hello")
    #expect(ledger?.first?["language"] as? String == "en")
    #expect(ledger?.first?["file"] as? String == tree.path("App/Localizable.xcstrings"))
    #expect(ledger?.first?["message"] as? String == "the catalog already has a different value; kept the catalog's")
  }

  @Test func dryRunWritesNothing() throws {
    let tree = try MigrateTree(Self.app)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--dry-run", tree.root, "--delete-legacy"]) == 0)
    #expect(harness.stdout == Self.summary(tree, verb: "would write", extra: ["  would delete 3 legacy file(s): round trip verified"]))
    #expect(tree.snapshot() == before)
  }

  @Test func deleteLegacyRemovesOnlyLosslessTables() throws {
    let tree = try MigrateTree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
      "App/de.lproj/Localizable.strings": "\"a\" = \"DA\";\n\"b\" = \"\";\n",
      "App/en.lproj/Other.strings": "\"x\" = \"X\";\n",
      "App/de.lproj/Other.strings": "\"x\" = \"DX\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    #expect(harness.stdout == """
      Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
        source language en (an en.lproj folder exists)
        2 keys, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
        ledger: 1 loss(es), 0 note(s) (details with --report FILE.json)
        loss: Localizable [de] "b": missing
      Other: wrote \(tree.path("App/Other.xcstrings"))
        source language en (an en.lproj folder exists)
        1 keys, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
        ledger: 0 loss(es), 0 note(s)
        deleted 2 legacy file(s): round trip verified
      note: kept legacy files of 'Localizable' in \(tree.path("App")): the round trip would lose 1 item(s)

      """)
    #expect(harness.stderr == """
      \(tree.path("App/de.lproj/Localizable.strings")):2:1: warning: [empty-translation-dropped] 'b' [de]: empty translation dropped; the app falls back to the development language

      """)
    #expect(tree.exists("App/en.lproj/Localizable.strings") && tree.exists("App/de.lproj/Localizable.strings"))
    #expect(!tree.exists("App/en.lproj/Other.strings") && !tree.exists("App/de.lproj/Other.strings"))
    #expect(tree.exists("App/Other.xcstrings"))
  }

  @Test func projectReferencedTablesAreKeptWithoutForceDelete() throws {
    var files = Self.app
    let pbxproj = "// !$*UTF8*$!\n{ objects = { 1 = { isa = PBXVariantGroup; name = Localizable.strings; }; }; }\n"
    files["App.xcodeproj/project.pbxproj"] = pbxproj
    let tree = try MigrateTree(files)
    let project = tree.path("App.xcodeproj/project.pbxproj")
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    #expect(harness.stdout == Self.summary(tree, extra: [
      "  \(project) references Localizable.strings: add \(tree.path("App/Localizable.xcstrings")) to the target and remove the variant group(s) Localizable.strings in Xcode",
      "note: kept legacy files of 'Localizable' in \(tree.path("App")): referenced by \(project) (use --force-delete after updating the project)",
    ]))
    #expect(tree.exists("App/en.lproj/Localizable.strings"))

    try FileManager.default.removeItem(atPath: tree.path("App/Localizable.xcstrings"))
    let forced = CommandHarness()
    #expect(forced.run(["migrate", tree.root, "--delete-legacy", "--force-delete"]) == 0)
    #expect(!tree.exists("App/en.lproj/Localizable.strings"))
    #expect(!tree.exists("App/pt_BR.lproj/Localizable.strings"))
    #expect(try tree.read("App/Localizable.xcstrings") == Self.appCatalog)
  }

  @Test func outputKeepsTheRelativeLayout() throws {
    var files = Self.app
    files["App/Base.lproj/Main.storyboard"] = "<document/>"
    files["App/de.lproj/Main.strings"] = "\"abc-12-xyz.text\" = \"Knopf\";\n"
    files["App/en.lproj/Main.strings"] = "\"abc-12-xyz.text\" = \"Button\";\n"
    let tree = try MigrateTree(files)
    let out = try Scratch.directory().path
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root + "/", "--output", out]) == 0)
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/App/Localizable.xcstrings")) == Self.appCatalog)
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/App/mul.lproj/Main.xcstrings")) == catalogText([
      ("abc-12-xyz.text", nil, [("de", "Knopf"), ("en", "Button")]),
    ]))
    #expect(!tree.exists("App/Localizable.xcstrings") && !tree.exists("App/mul.lproj"))
    #expect(harness.stdout.hasPrefix("Localizable: wrote \(out)/App/Localizable.xcstrings\n"))
    #expect(harness.stdout.contains("Main: wrote \(out)/App/mul.lproj/Main.xcstrings\n"))
  }

  @Test func pathWithoutTablesWarns() throws {
    let tree = try MigrateTree(["Sources/main.swift": "print(1)\n"])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout == "")
    #expect(harness.stderr == "\(tree.root): warning: no .strings/.stringsdict tables found\n")
  }

  @Test func oneBrokenTableLeavesTheDiskUntouched() throws {
    var files = Self.app
    files["App/en.lproj/Errors.strings"] = "\"ok\" = \"OK\";\n\"broken\" = \"no semicolon\"\n\"next\" = \"x\";\n"
    files["App/en.lproj/InfoPlist.strings"] = "\"CFBundleName\" = \"App\";\n"
    let tree = try MigrateTree(files)
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--delete-legacy", "--report", tree.path("report.json")]) == 1)
    #expect(harness.stdout == "")
    let lines = harness.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.count == 3)
    #expect(lines.first?.hasPrefix("\(tree.path("App/en.lproj/Errors.strings")):3:1: error: ") == true)
    #expect(lines.dropFirst().first == "error: nothing was written")
    #expect(tree.snapshot() == before)
  }

  @Test func caseOnlyTwinsBecomeOneCatalog() throws {
    let tree = try MigrateTree([
      "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
      "App/de.lproj/infoPlist.strings": "\"CFBundleName\" = \"Anwendung\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout == """
      InfoPlist: wrote \(tree.path("App/InfoPlist.xcstrings"))
        source language en (an en.lproj folder exists)
        1 keys, 2 languages (de, en), 0 with plural or device variations, 0 with substitutions
        ledger: 0 loss(es), 1 note(s) (details with --report FILE.json)

      """)
    let names = try FileManager.default.contentsOfDirectory(atPath: tree.path("App")).filter { $0.hasSuffix(".xcstrings") }
    #expect(names == ["InfoPlist.xcstrings"])
    #expect(try tree.read("App/InfoPlist.xcstrings") == catalogText([
      ("CFBundleName", nil, [("de", "Anwendung"), ("en", "App")]),
    ]))
  }

  @Test func bundlesAreSkippedUnlessIncluded() throws {
    var files = Self.app
    files["App/Settings.bundle/en.lproj/Root.strings"] = "\"Group\" = \"Group\";\n"
    let tree = try MigrateTree(files)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout == Self.summary(tree, extra: [
      "note: skipped \(tree.path("App/Settings.bundle/en.lproj/Root.strings")): inside 'Settings.bundle' (use --include-bundles to take it)",
    ]))
    #expect(!tree.exists("App/Settings.bundle/Root.xcstrings"))
    let included = CommandHarness()
    #expect(included.run(["migrate", tree.root, "--include-bundles", "--force"]) == 0)
    #expect(tree.exists("App/Settings.bundle/Root.xcstrings"))
  }

  @Test func reportHoldsSummaryAndLedger() throws {
    let tree = try MigrateTree([
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
    #expect(ledger == [
      "duplicate-overridden|0|a|en|\(en)|1|value 'A' overridden by a later definition at line 2",
      "empty-translation-dropped|1|a|ja|\(ja)|2|empty translation dropped; the app falls back to the development language",
    ])
    #expect(object?["notes"] as? [String] == [])
  }

  @Test func sourceLanguageComesFromTheProject() throws {
    let tree = try MigrateTree([
      "App.xcodeproj/project.pbxproj": "{ objects = { 1 = { isa = PBXProject; developmentRegion = German; }; }; }\n",
      "App/de.lproj/Localizable.strings": "\"k\" = \"\";\n",
      "App/en.lproj/Localizable.strings": "\"k\" = \"\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout.contains("  source language de (developmentRegion in \(tree.path("App.xcodeproj"))/project.pbxproj)\n"))
    #expect(try tree.read("App/Localizable.xcstrings") == catalogText(source: "de", [("k", nil, [("de", "")])]))
  }

  @Test func unknownSourceLanguageIsAnError() throws {
    let tree = try MigrateTree(["Lib/fr.lproj/Localizable.strings": "\"k\" = \"v\";\n"])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 1)
    #expect(harness.stderr == """
      \(tree.path("Lib/fr.lproj/Localizable.strings")):1:1: error: cannot tell the source language of table 'Localizable' (no project, Info.plist, Package.swift or en.lproj found); pass --source-language
      error: nothing was written

      """)
    #expect(CommandHarness().run(["migrate", tree.root, "--source-language", "fr"]) == 0)
  }

  @Test func sourceLanguageFromACatalogBesideTheTables() throws {
    let tree = try MigrateTree([
      "Lib/fr.lproj/Localizable.strings": "\"k\" = \"v\";\n",
      "Lib/Other.xcstrings": "{ \"sourceLanguage\" : \"fr\", \"strings\" : {}, \"version\" : \"1.0\" }",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout.contains("  source language fr (sourceLanguage of \(tree.path("Lib/Other.xcstrings")))\n"))
  }

  @Test func baseFallbackIsSaidInTheSummary() throws {
    let tree = try MigrateTree([
      "App/Base.lproj/Localizable.strings": "\"a\" = \"Base A\";\n\"b\" = \"Base B\";\n",
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root]) == 0)
    #expect(harness.stdout == """
      Localizable: wrote \(tree.path("App/Localizable.xcstrings"))
        source language en (an en.lproj folder exists)
        2 keys, 1 languages (en), 0 with plural or device variations, 0 with substitutions
        Base.lproj supplies source values only for keys missing from 'en.lproj'
        ledger: 0 loss(es), 1 note(s) (details with --report FILE.json)

      """)
    #expect(try tree.read("App/Localizable.xcstrings") == catalogText([("a", nil, [("en", "A")]), ("b", nil, [("en", "Base B")])]))
  }

  @Test func languageMapAndOptions() throws {
    let tree = try MigrateTree(["App/en.lproj/Localizable.strings": "\"k\" = \"v\";\n", "App/Klingon.lproj/Localizable.strings": "\"k\" = \"Qapla\";\n"])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--language-map", "Klingon=tlh", "--state", "needs_review",
                         "--extraction-state", "none", "--format-version", "1.1"]) == 0)
    #expect(harness.stdout.contains("  languages mapped: Klingon.lproj → tlh\n"))
    let catalog = try CatalogJSONReader.read(Array(try tree.read("App/Localizable.xcstrings").utf8), path: "x")
    #expect(catalog == StringCatalog(sourceLanguage: "en", version: "1.1", strings: [
      "k": CatalogEntry(localizations: ["en": .unit("v", state: .needsReview), "tlh": .unit("Qapla", state: .needsReview)]),
    ]))
  }
}

extension MigrateCommandTests {
  /// The built `xcstrings-convert` next to the test runner, for runs that need their own
  /// working directory (relative paths).
  static var executable: URL? {
    var candidates: [URL] = []
    if let runner = Bundle.main.executableURL { candidates.append(runner.deletingLastPathComponent()) }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(packageRoot.appendingPathComponent(".build/debug"))
    return candidates.map { $0.appendingPathComponent("xcstrings-convert") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  @Test func outputWithARelativePathKeepsTheRelativeLayout() throws {
    guard let executable = Self.executable else {
      print("skipped: the xcstrings-convert executable is not built")
      return
    }
    let tree = try MigrateTree(Self.app)
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
    var english = "", german = ""
    for index in 0..<3000 {
      english += "\"key \(index) with a long enough name to fill the line\" = \"Value \(index)\";\n"
      german += "\"key \(index) with a long enough name to fill the line\" = \"\";\n"
    }
    let tree = try MigrateTree(["App/en.lproj/Localizable.strings": english, "App/de.lproj/Localizable.strings": german])
    final class Writes: @unchecked Sendable {
      let lock = NSLock()
      var calls = 0
      var text = ""
    }
    let writes = Writes()
    let io = CommandIO(
      standardOutput: { _ in },
      standardError: { chunk in writes.lock.withLock { writes.calls += 1; writes.text += chunk } })
    #expect(XCStringsCommand.run(["migrate", tree.root], io: io) == 0)
    let lines = writes.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 3000)
    let path = tree.root + "/App/de.lproj/Localizable.strings"
    #expect(lines.first == "\(path):1:1: warning: [empty-translation-dropped] 'key 0 with a long enough name to fill the line' [de]: empty translation dropped; the app falls back to the development language")
    #expect(lines.last == "\(path):3000:1: warning: [empty-translation-dropped] 'key 2999 with a long enough name to fill the line' [de]: empty translation dropped; the app falls back to the development language")
    #expect(writes.calls < 30)
  }
}
