import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// The tool's hints: the library's messages name no option, and the tool puts the option back
/// by the diagnostic's code, so that what it prints is what it printed before the codes.
@Suite("command: hints by diagnostic code")
struct CommandHintsTests {
  /// A diagnostic as the library makes it, and the line the tool prints for it: one case per
  /// code in the table, with the hint at the end, in the middle, in front, and filled in.
  static let cases: [(Diagnostic, String)] = [
    (
      Diagnostic(.error, "catalog is read-only", path: "C.xcstrings", code: .fileIsReadOnly),
      "C.xcstrings: error: catalog is read-only; use --force to replace it"
    ),
    (
      Diagnostic(.error, "file exists with other content", path: "de.lproj/L.strings", code: .fileExists),
      "de.lproj/L.strings: error: file exists with other content; use --force to replace it"
    ),
    (
      Diagnostic(.error, "catalog already exists", path: "L.xcstrings", code: .catalogExists),
      "L.xcstrings: error: catalog already exists; use --force to overwrite it or --merge to add to it"
    ),
    (
      Diagnostic(.error, "overwriting will not replace a catalog that does not read (x); delete it", path: "L.xcstrings")
        .coded(.unreadableCatalog, replacing: "overwriting"),
      "L.xcstrings: error: --force will not replace a catalog that does not read (x); delete it"
    ),
    (
      Diagnostic(.warning, "overwriting replaces a catalog with 2 strings", path: "L.xcstrings")
        .coded(.replacedStrings, replacing: "overwriting replaces a catalog with 2 strings", values: ["2 strings", "k", "de"]),
      "L.xcstrings: warning: --force replaces a catalog with 2 strings the legacy files do not hold (first: 'k' [de]); "
        + "use --merge to keep them"
    ),
    (
      Diagnostic(.error, "cannot tell the source language of table 'L'", path: "A", code: .unknownSourceLanguage),
      "A: error: cannot tell the source language of table 'L'; pass --source-language"
    ),
    (
      Diagnostic(.error, "the table list names 'X', which matches no table", path: "A")
        .coded(.unknownTable, replacing: "the table list"),
      "A: error: --tables names 'X', which matches no table"
    ),
    (
      Diagnostic(.warning, "project update: no Xcode project found", path: "A").coded(.noProject, replacing: "project update"),
      "A: warning: --update-project: no Xcode project found"
    ),
    (
      Diagnostic(.error, "plural has no 'other' form (en: k)", path: "L.xcstrings").coded(.strictCheck, before: " (en: k)"),
      "L.xcstrings: error: plural has no 'other' form (--strict) (en: k)"
    ),
    (
      Diagnostic(.error, "the fallback language 'fr' is not a language", path: "L.xcstrings")
        .coded(.unknownFallback, replacing: "the fallback language"),
      "L.xcstrings: error: --fallback 'fr' is not a language"
    ),
    (
      Diagnostic(.note, "source language 'en' not imported", at: nil, code: .sourceLanguageNotImported),
      "note: source language 'en' not imported (pass --include-source to import it)"
    ),
    (
      Diagnostic(.warning, "key 'k' is not in the catalog; not imported", at: nil, code: .keyNotInCatalog),
      "warning: key 'k' is not in the catalog; not imported (pass --add-keys to add it)"
    ),
    (
      Diagnostic(.warning, "'de' value of 'k' is empty; not imported", at: nil, code: .emptyValueNotImported),
      "warning: 'de' value of 'k' is empty; not imported (pass --state to import empty values)"
    ),
    (
      Diagnostic(.note, "language 'de-CH' is imported beside 'de'", at: nil).coded(.languageVariant, values: ["de-CH", "de"]),
      "note: language 'de-CH' is imported beside 'de' (pass --language-map de-CH=de to import it into 'de')"
    ),
    (
      Diagnostic(.error, "target-language 'x' is not a language code", at: nil).coded(.notALanguageCode, values: ["x"]),
      "error: target-language 'x' is not a language code (pass --language-map x=CODE)"
    ),
    (
      Diagnostic(.error, "name the file after the language (de.xliff)", at: nil, code: .noTargetLanguage),
      "error: name the file after the language (de.xliff) or pass --languages with one language"
    ),
    (
      Diagnostic(.error, "a guess; pass the file's encoding (utf8)", at: nil)
        .coded(.encodingGuessed, before: "the file's encoding (utf8)"),
      "error: a guess; pass --encoding with the file's encoding (utf8)"
    ),
    (
      Diagnostic(.error, "the destination must name a catalog", path: "x")
        .coded(.destinationNotACatalog, replacing: "the destination"),
      "x: error: --into must name a catalog"
    ),
    (
      Diagnostic(.error, "several catalogs: 'a', 'b'", path: "x", code: .severalCatalogs),
      "x: error: several catalogs: 'a', 'b'; pass one of them to --into"
    ),
    (
      Diagnostic(.warning, "table 'a' skipped: the destination names the catalog of table 'the destination'", path: "x")
        .coded(.skippedByDestination, replacing: "the destination", before: " names the catalog of table 'the destination'"),
      "x: warning: table 'a' skipped: --into names the catalog of table 'the destination'"
    ),
    (
      Diagnostic(.error, "not inside a git work tree", path: "/r", code: .notInGitWorkTree),
      "/r: error: not inside a git work tree; run it in one, or give --global"
    ),
    (
      Diagnostic(.error, "none is named like 'L'; pass a folder of catalogs, or the files of one table", path: "x")
        .coded(.noTableForDestination, before: ", or the files of one table"),
      "x: error: none is named like 'L'; pass a folder of catalogs to --into, or the files of one table"
    ),
    (
      Diagnostic(.error, "several files: 'a', 'b'", path: "x", code: .severalFilesForCatalog),
      "x: error: several files: 'a', 'b'; pass the folder they were exported from to --into"
    ),
    (
      Diagnostic(.warning, "two catalogs (move the files)", path: "x").coded(.splitTable, before: ")"),
      "x: warning: two catalogs (move the files, or pass --group-by table)"
    ),
    (
      Diagnostic(.note, "1 bundle with tables were passed over", path: "x", code: .bundlesPassedOver),
      "x: note: 1 bundle with tables were passed over; pass --include-bundles to check them"
    ),
  ]

  @Test func eachDiagnosticCodePrintsItsHint() {
    for (diagnostic, line) in Self.cases {
      #expect(diagnostic.description(hints: CommandHints.hints) == line)
      // What the library prints names no option.
      #expect(!diagnostic.description.contains("--"), "\(diagnostic.description)")
    }
  }

  /// The lines that are not diagnostics take their hints from the same table.
  @Test func linesWithoutADiagnosticTakeTheirHint() {
    let hint = { (code: Diagnostic.Code, values: [String]) in CommandHints.hints(code, values) }
    #expect(hint(.notInTables, []) == "--tables")
    #expect(hint(.insideBundle, []) == " (use --include-bundles to take it)")
    #expect(hint(.keptForReferences, []) == "; use --update-project to edit the project")
    #expect(hint(.keptForWeakReferences, []) == ", which --update-project cannot edit; use --force-delete to delete them anyway")
    #expect(hint(.projectNotUpdated, []) == "run again with --update-project to edit it, or ")
    #expect(hint(.reportDetails, []) == " (details with --report FILE.json)")
    #expect(hint(.widthRuleLeftOut, []) == " (use --width-rule widest to keep the widest bucket)")
    #expect(hint(.seeReport, []) == " (see --report)")
    #expect(hint(.sourceLanguageGiven, []) == "--source-language")
    #expect(hint(.sourceLanguageAssumed, []) == " (pass --source-language)")
    #expect(hint(Diagnostic.Code(rawValue: "no-such-code"), []) == nil)
  }

  /// Every code of the table has a case above or among the lines without a diagnostic.
  @Test func everyHintIsTested() {
    let lines: Set<Diagnostic.Code> = [
      .notInTables, .insideBundle, .keptForReferences, .keptForWeakReferences, .projectNotUpdated, .reportDetails,
      .seeReport, .sourceLanguageGiven, .sourceLanguageAssumed, .widthRuleLeftOut,
    ]
    #expect(Set(CommandHints.table.keys) == Set(Self.cases.compactMap(\.0.code)).union(lines))
  }

  /// Placeholders take the values in one pass; a `$` not followed by a value's number stays.
  @Test(
    arguments: [
      ("pass $1=$2", ["a", "b"], "pass a=b"),
      ("$1 and $1", ["x"], "x and x"),
      ("$2 $1", ["$2", "y"], "y $2"),
      ("costs $5", ["a"], "costs $5"),
      ("ends in $", [], "ends in $"),
    ] as [(String, [String], String)])
  func placeholdersAreFilled(text: String, values: [String], filled: String) {
    #expect(CommandHints.fill(text, with: values) == filled)
  }

  // MARK: - Through the commands

  @Test func compileStrictNamesTheOption() throws {
    let tree = try Tree([
      "L.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "localizations" : {
              "en" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld a" } } } } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    ])
    let harness = CommandHarness()
    #expect(harness.run(["compile", tree.path("L.xcstrings"), "-o", tree.path("out"), "--strict", "--dry-run"]) == 1)
    #expect(harness.stderr == "\(tree.path("L.xcstrings")): error: plural has no 'other' form (--strict) (en: k)\n")
  }

  @Test func importNamesItsOptions() throws {
    let (tree, catalog) = try ImportCommandTests.setUp()
    try Scratch.write(
      "\"new.key\" = \"Neu\";\n\"hello\" = \"\";\n", to: URL(fileURLWithPath: tree.path("in/de.lproj/Localizable.strings")))
    try Scratch.write("\"hello\" = \"Hello!\";\n", to: URL(fileURLWithPath: tree.path("in/en.lproj/Localizable.strings")))
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("in"), "--into", catalog, "--dry-run"]) == 0)
    let file = tree.path("in/de.lproj/Localizable.strings")
    for line in [
      "\(file):1:1: warning: key 'new.key' is not in the catalog; not imported (pass --add-keys to add it)",
      "\(file):2:1: warning: 'de' value of 'hello' is empty where the catalog has one; not imported "
        + "(pass --state to import empty values)",
      "note: source language 'en' not imported (pass --include-source to import it)",
    ] {
      #expect(harness.stderr.contains(line + "\n"), "\(line)")
    }
    let wrong = CommandHarness()
    try Scratch.write("", to: URL(fileURLWithPath: tree.path("notes.txt")))
    #expect(wrong.run(["import", tree.path("in"), "--into", tree.path("notes.txt")]) == 1)
    #expect(
      wrong.stderr.hasPrefix(
        "\(tree.path("notes.txt")): error: --into must name an .xcstrings catalog or a folder of catalogs\n"))
  }

  @Test func migrateNamesTablesLeftOut() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "App/en.lproj/Other.strings": "\"b\" = \"B\";\n",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--tables", "Localizable", "--dry-run"]) == 0)
    #expect(
      harness.stdout.contains(
        "note: skipped \(tree.path("App/en.lproj/Other.strings")): table 'Other' not in --tables\n"))
  }

  /// `migrate --report` writes each diagnostic as the tool prints it, hint included.
  @Test func theReportNamesTheOptionsToo() throws {
    let tree = try Tree([
      "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n", "App/Localizable.xcstrings": "{}",
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", tree.root, "--report", tree.path("report.json")]) == 1)
    #expect(
      try tree.read("report.json").contains("catalog already exists; use --force to overwrite it or --merge to add to it"))
  }
}
