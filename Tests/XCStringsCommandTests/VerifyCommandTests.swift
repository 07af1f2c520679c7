import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("verify command")
struct VerifyCommandTests {
  static let clean: [String: String] = [
    "App/en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n",
    "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
  ]

  @Test func cleanTreeHasNoLoss() throws {
    let tree = try Tree(Self.clean)
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root]) == 0)
    #expect(harness.stdout == "verify: no loss in 1 table; 0 notes\n")
    #expect(harness.stderr == "")
  }

  @Test func widthRuleIsALossEmptyTranslationANote() throws {
    var files = Self.clean
    files["App/de.lproj/Localizable.strings"] = "\"hello\" = \"Hallo\";\n\"bye\" = \"\";\n\"hello\" = \"Hallo!\";\n"
    files["App/en.lproj/Localizable.stringsdict"] = stringsdictText([("w", widthBody([("20", "Short"), ("100", "Longer")]))])
    let tree = try Tree(files)
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root]) == 1)
    #expect(
      harness.stdout == """
        Localizable [en] "w": width.100 missing
        Localizable [en] "w": width.20 missing
        note: Localizable [de] "hello": value 'Hallo' overridden by a later definition at line 3
        note: Localizable [de] "bye": empty translation dropped; the app falls back to the development language
        verify: 2 losses in 1 table; 2 notes

        """)
  }

  /// The issue's case: a plural whose forms read a later argument comes back as the
  /// substitution Xcode's migration writes; the app shows the same strings, so no loss.
  @Test func aCatalogWhoseRoundTripChangesOnlyTheShapeLosesNothing() throws {
    let root = try TestPaths.temporaryDirectory()
    let path = root.appendingPathComponent("P.xcstrings")
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["found %lld items in %@"] = CatalogEntry(localizations: [
      "en": Localization(
        variations: Variations(plural: [
          "one": .unit("Found one item in %2$@."), "other": .unit("%1$lld items in %2$@."),
        ]))
    ])
    try Data(CatalogJSONWriter.data(for: catalog)).write(to: path)
    let harness = CommandHarness()
    #expect(harness.run(["verify", path.path]) == 0)
    #expect(harness.stdout.hasSuffix("verify: no loss in 1 table; 8 notes\n"))
  }

  @Test func catalogIsExportedAndReimported() throws {
    let root = try TestPaths.temporaryDirectory()
    let clean = root.appendingPathComponent("Clean.xcstrings")
    try Scratch.write(catalogText([("hello", "Greeting", [("de", "Hallo"), ("en", "Hello")])]), to: clean)
    let harness = CommandHarness()
    #expect(harness.run(["verify", clean.path]) == 0)
    // The catalog's extraction state cannot be written to a legacy file: a note.
    #expect(
      harness.stdout == """
        note: Clean "hello": extractionState cannot be written to a legacy file
        verify: no loss in 1 table; 1 note

        """)

    // An empty translation comes back as Xcode's migration reads it (left out): a note. A
    // string set cannot be written to a legacy file: a loss.
    let lossy = root.appendingPathComponent("Lossy.xcstrings")
    try Scratch.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "hello" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } }
            }
          },
          "phrases" : {
            "localizations" : {
              "en" : { "stringSet" : { "state" : "translated", "values" : [ "a" ] } }
            }
          }
        },
        "version" : "1.0"
      }
      """, to: lossy)
    let second = CommandHarness()
    #expect(second.run(["verify", lossy.path, clean.path]) == 1)
    #expect(
      second.stdout == """
        Lossy [en] "phrases": [not-representable] string set (App Intents phrases) cannot be written to a legacy file
        note: Lossy "hello" [de]: empty translation dropped; the app falls back to the development language
        note: Clean "hello": extractionState cannot be written to a legacy file
        verify: 1 loss in 2 tables; 2 notes

        """)
  }

  @Test func unreadableInputExitsTwo() throws {
    let root = try TestPaths.temporaryDirectory()
    let missing = root.appendingPathComponent("nope").path
    let harness = CommandHarness()
    #expect(harness.run(["verify", missing]) == 2)
    #expect(harness.stderr == "\(missing): error: no such file or directory\n")
    #expect(harness.stdout == "verify: could not read every input\n")

    let broken = root.appendingPathComponent("Broken.xcstrings")
    try Scratch.write("{", to: broken)
    let tree = try Tree(Self.clean)
    let second = CommandHarness()
    #expect(second.run(["verify", tree.root, broken.path]) == 2)
    #expect(second.stderr.hasPrefix(broken.path + ":"))
    #expect(second.stdout == "verify: could not read every input\n")
  }

  /// A folder of catalogs (a tree already migrated) is checked as its catalogs, as `export`,
  /// `import` and `lint` search folders for them; it is not "no table found".
  @Test func aFolderOfCatalogsIsCheckedAsItsCatalogs() throws {
    let tree = try Tree(Self.clean)
    #expect(CommandHarness().run(["migrate", tree.path("App"), "--output", tree.path("Out")]) == 0)
    let folder = CommandHarness()
    #expect(folder.run(["verify", tree.path("Out")]) == 0)
    let file = CommandHarness()
    #expect(file.run(["verify"] + FolderWalker.files(endingWith: ".xcstrings", under: tree.path("Out"))) == 0)
    #expect(folder.stdout == file.stdout)
    #expect(folder.stdout.hasPrefix("note: Localizable "))
    #expect(folder.stdout.split(separator: "\n").last?.hasPrefix("verify: no loss in 1 table; ") == true)
  }

  /// A table file or an `.lproj` folder is the table it is; a path with no table fails
  /// (a CI gate that passes on nothing would pass on anything).
  @Test func oneFileOrLprojFolderIsATableAndNoTableFails() throws {
    let tree = try Tree(Self.clean.merging(["Loose/x.strings": "\"a\" = \"A\";\n", "Empty/readme.txt": "x"]) { $1 })
    for path in ["App/en.lproj/Localizable.strings", "App/de.lproj"] {
      let harness = CommandHarness()
      #expect(harness.run(["verify", tree.path(path)]) == 0)
      #expect(harness.stdout == "verify: no loss in 1 table; 0 notes\n")
    }
    let empty = CommandHarness()
    #expect(empty.run(["verify", tree.path("Empty")]) == 1)
    #expect(empty.stderr == "\(tree.path("Empty")): error: no .strings/.stringsdict tables found\n")
    #expect(empty.stdout == "verify: no table found in '\(tree.path("Empty"))'\n")
    let loose = CommandHarness()
    #expect(loose.run(["verify", tree.path("Loose/x.strings")]) == 2)
    #expect(loose.stderr == "\(tree.path("Loose/x.strings")): error: not in an .lproj folder, so its language is unknown\n")
  }

  /// Base.lproj plural rules stand for the source language: nothing is lost, and verify and
  /// migrate agree.
  @Test func baseStringsdictIsNoLoss() throws {
    let file = { (one: String, other: String) in
      stringsdictText([("%d files", pluralBody("%#@n@", [("one", one), ("other", other)]))])
    }
    let tree = try Tree([
      "T/Base.lproj/Localizable.stringsdict": file("%d file", "%d files"),
      "T/de.lproj/Localizable.stringsdict": file("%d Datei", "%d Dateien"),
    ])
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root, "--source-language", "en"]) == 0)
    #expect(
      harness.stdout == """
        note: Localizable [en] "%d files": source plural rule taken from 'Base.lproj' because 'en' has no value for the key
        verify: no loss in 1 table; 1 note

        """)
  }

  /// A Base.lproj plural hidden by the source's `.strings` value is not migrated: a loss for
  /// verify, and migrate keeps the files.
  @Test func baseRuleHiddenBySourceStringsIsALoss() throws {
    let tree = try Tree([
      "T/Base.lproj/Localizable.stringsdict": stringsdictText([
        ("%d files", pluralBody("%#@n@", [("one", "%d file"), ("other", "%d files")]))
      ]),
      "T/en.lproj/Localizable.strings": "\"%d files\" = \"%d file(s)\";\n",
    ])
    let verify = CommandHarness()
    #expect(verify.run(["verify", tree.root]) == 1)
    #expect(
      verify.stdout.hasPrefix(
        """
        Localizable [en] "%d files": [base-rule-hidden] 'Base.lproj' plural rule not migrated: 'en.lproj' defines the key in 'Localizable.strings', whose value the catalog keeps
        """))
    let migrate = CommandHarness()
    #expect(migrate.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    #expect(tree.exists("T/Base.lproj/Localizable.stringsdict") && tree.exists("T/en.lproj/Localizable.strings"))
  }

  /// Malformed variable references that Xcode migrates are carried verbatim: verify,
  /// migrate's ledger and --delete-legacy agree that nothing is lost.
  @Test func malformedVariableReferencesAreNoLoss() throws {
    let file = { (one: String, other: String) in
      stringsdictText([("files", pluralBody("%#1@count@", variable: "count", [("one", one), ("other", other)]))])
    }
    let tree = try Tree([
      "App/en.lproj/Localizable.stringsdict": file("%d file", "%d files"),
      "App/de.lproj/Localizable.stringsdict": file("%d Datei", "%d Dateien"),
    ])
    let verify = CommandHarness()
    #expect(verify.run(["verify", tree.root]) == 0)
    #expect(verify.stdout == "verify: no loss in 1 table; 0 notes\n")
    #expect(
      verify.stderr == """
        \(tree.path("App/de.lproj/Localizable.stringsdict")):6:45: warning: '%#1@count@' in 'files' is not a valid variable reference; it is read as variable 'count' (the valid form is '%1$#@count@')
        \(tree.path("App/en.lproj/Localizable.stringsdict")):6:45: warning: '%#1@count@' in 'files' is not a valid variable reference; it is read as variable 'count' (the valid form is '%1$#@count@')

        """)
    let migrate = CommandHarness()
    #expect(migrate.run(["migrate", tree.root, "--delete-legacy"]) == 0)
    #expect(migrate.stdout.contains("  ledger: 0 losses, 0 notes\n"))
    #expect(migrate.stdout.contains("  deleted 2 legacy files: round trip verified\n"))
    let catalog = try CatalogJSONReader.read(Array(try tree.read("App/Localizable.xcstrings").utf8), path: "c")
    #expect(catalog.strings["files"]?["en"]?.stringUnit?.value == "%#1@count@")
    #expect(
      catalog.strings["files"]?["en"]?.substitutions?["count"]
        == Substitution(
          formatSpecifier: "d", variations: Variations(plural: ["one": .unit("%d file"), "other": .unit("%d files")])))
  }

  /// `verify` groups tables as `migrate` does, with the same options.
  @Test func groupingOptionsAreMigrates() throws {
    let tree = try Tree([
      "A/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "B/en.lproj/Localizable.strings": "\"b\" = \"B\";\n",
      "B/en.lproj/Other.strings": "\"o\" = \"O\";\n",
    ])
    let byFolder = CommandHarness()
    #expect(byFolder.run(["verify", tree.root]) == 0)
    #expect(byFolder.stdout == "verify: no loss in 3 tables; 0 notes\n")
    let byTable = CommandHarness()
    #expect(byTable.run(["verify", tree.root, "--group-by", "table", "--tables", "Localizable"]) == 0)
    #expect(byTable.stdout == "verify: no loss in 1 table; 0 notes\n")
    #expect(CommandHarness().run(["verify", tree.root, "--group-by", "target"]) == 64)
  }

  @Test func aTablesNameThatMatchesNothingFailsAndSaysWhatIsThere() throws {
    let tree = try Tree(Self.clean)
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root, "--tables", "Localizable,Locallizable"]) == 1)
    #expect(
      harness.stderr
        == "\(tree.root): error: --tables names 'Locallizable', which matches no table; tables found: 'Localizable'\n")
    #expect(harness.stdout.hasSuffix("verify: --tables names a table that was not found\n"))
  }

  @Test func tablesPassedOverAreNamedWhenNothingElseIsFound() throws {
    let tree = try Tree([
      "App/Settings.bundle/en.lproj/Root.strings": "\"a\" = \"A\";\n",
      "Pods/Kit/en.lproj/Kit.strings": "\"b\" = \"B\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root]) == 1)
    #expect(
      harness.stderr == """
        \(tree.root): error: no .strings/.stringsdict tables found
        \(tree.root): note: 1 bundle with tables were passed over; pass --include-bundles to check them
        \(tree.path("Pods")): note: tables in this build or dependency folder were passed over; pass its path to check them

        """)
    #expect(CommandHarness().run(["verify", tree.root, "--include-bundles"]) == 0)
    #expect(CommandHarness().run(["verify", tree.path("Pods")]) == 0)
  }
}

extension VerifyCommandTests {
  /// A note the export's ledger gives for many entries (every entry of a migrated catalog
  /// has an extraction state) is printed once, at its first entry, with how many more there
  /// are; the verdict still counts every note.
  @Test(arguments: [1, 2, 40])
  func aNoteOfManyEntriesIsPrintedOnceWithItsCount(count: Int) throws {
    let root = try TestPaths.temporaryDirectory()
    let path = root.appendingPathComponent("Big.xcstrings")
    var catalog = StringCatalog(sourceLanguage: "en")
    for index in 0..<count {
      catalog.strings["k\(index)"] = CatalogEntry(
        extractionState: .migrated,
        localizations: [
          "de": .unit("w\(index)", state: .needsReview), "en": .unit("v\(index)"),
        ])
    }
    try Data(CatalogJSONWriter.data(for: catalog)).write(to: path)
    let harness = CommandHarness()
    #expect(harness.run(["verify", path.path]) == 0)
    let more = count > 1 ? " (and \(Summary.count(count - 1, "more entry", "more entries")))" : ""
    #expect(
      harness.stdout == """
        note: Big "k0" [de]: state 'needs_review' cannot be written to a legacy file\(more)
        note: Big "k0": extractionState cannot be written to a legacy file\(more)
        verify: no loss in 1 table; \(Summary.count(2 * count, "note"))

        """)
  }
}
