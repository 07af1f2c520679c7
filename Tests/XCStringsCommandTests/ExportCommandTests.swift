import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("export command")
struct ExportCommandTests {
  /// A catalog without extraction states, so export has nothing to note for plain keys.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "bye" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Tschüss" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } }
          }
        },
        "files" : {
          "comment" : "File count",
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } }
            } } }
          }
        },
        "hello" : {
          "comment" : "Greeting",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Hallo \\"Welt\\"" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello \\"world\\"" } }
          }
        },
        "only key" : { }
      },
      "version" : "1.0"
    }
    """

  static let enStrings = """
    "bye" = "Bye";

    /* Greeting */
    "hello" = "Hello \\"world\\"";
    "only key" = "only key";

    """

  static let enStringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<!-- File count -->
    \t<key>files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@count@</string>
    \t\t<key>count</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>lld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%lld file</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%lld files</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """

  static func setUp() throws -> (root: URL, catalog: String, out: String) {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(Self.catalog, to: catalog)
    return (root, catalog.path, root.appendingPathComponent("out").path)
  }

  static func files(under path: String) -> [String] {
    (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter {
      $0.contains(".") && !$0.hasSuffix(".lproj")
    }.sorted()
  }

  @Test func writesOneFolderPerLanguageInCatalogOrder() throws {
    let (_, catalog, out) = try Self.setUp()
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", out]) == 0)
    #expect(harness.stdout == "Localizable: 2 languages, 0 losses, 1 note\nwrote 3 files under \(out)\n")
    #expect(harness.stderr == "")
    #expect(
      Self.files(under: out) == [
        "de.lproj/Localizable.strings", "en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict",
      ])
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/en.lproj/Localizable.strings")) == Self.enStrings)
    #expect(
      try Scratch.read(URL(fileURLWithPath: out + "/de.lproj/Localizable.strings"))
        == "\"bye\" = \"Tschüss\";\n\n/* Greeting */\n\"hello\" = \"Hallo \\\"Welt\\\"\";\n")
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/en.lproj/Localizable.stringsdict")) == Self.enStringsdict)
  }

  @Test func utf16WritesLittleEndianWithByteOrderMark() throws {
    let (_, catalog, out) = try Self.setUp()
    #expect(CommandHarness().run(["export", catalog, "--output", out, "--encoding", "utf16"]) == 0)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: out + "/en.lproj/Localizable.strings"))
    #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
    #expect(String(data: bytes.dropFirst(2), encoding: .utf16LittleEndian) == Self.enStrings)
    let foundation = try PropertyListSerialization.propertyList(from: bytes, options: [], format: nil) as? [String: String]
    #expect(foundation == ["bye": "Bye", "hello": "Hello \"world\"", "only key": "only key"])
    // The .stringsdict stays UTF-8 XML.
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/en.lproj/Localizable.stringsdict")) == Self.enStringsdict)
  }

  @Test(arguments: ["xml", "binary"])
  func plistWritesCompiledPropertyLists(format: String) throws {
    let (_, catalog, out) = try Self.setUp()
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", out, "--plist", format]) == 0)
    // The two comments cannot be written to a dictionary: a note says so.
    #expect(harness.stdout.hasPrefix("Localizable: 2 languages, 0 losses, 2 notes\n"))
    for (path, expected) in [
      ("en.lproj/Localizable.strings", ["bye": "Bye", "hello": "Hello \"world\"", "only key": "only key"]),
      ("de.lproj/Localizable.strings", ["bye": "Tschüss", "hello": "Hallo \"Welt\""]),
    ] {
      let data = try Data(contentsOf: URL(fileURLWithPath: out + "/" + path))
      var found = PropertyListSerialization.PropertyListFormat.openStep
      let value = try PropertyListSerialization.propertyList(from: data, options: [], format: &found)
      #expect(value as? [String: String] == expected, "\(path)")
      #expect(found == (format == "xml" ? .xml : .binary), "\(path)")
    }
    let dict = try Data(contentsOf: URL(fileURLWithPath: out + "/en.lproj/Localizable.stringsdict"))
    #expect(dict.starts(with: Array((format == "xml" ? "<?xml" : "bplist00").utf8)))
    let files = try PropertyListSerialization.propertyList(from: dict, options: [], format: nil) as? [String: Any]
    let entry = files?["files"] as? [String: Any]
    #expect(entry?["NSStringLocalizedFormatKey"] as? String == "%#@count@")
    #expect((entry?["count"] as? [String: String])?["one"] == "%lld file")
  }

  @Test func reportListsTheLedgerWithTheCatalog() throws {
    let (root, catalog, out) = try Self.setUp()
    let report = root.appendingPathComponent("report.json").path
    #expect(CommandHarness().run(["export", catalog, "--output", out, "--report", report]) == 0)
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
    let ledger = json?["ledger"] as? [[String: Any]]
    #expect(ledger?.count == 1)
    #expect(ledger?.first?["kind"] as? String == "not-representable")
    #expect(ledger?.first?["loss"] as? Bool == false)
    #expect(ledger?.first?["key"] as? String == "hello")
    #expect(ledger?.first?["language"] as? String == "de")
    #expect(ledger?.first?["catalog"] as? String == catalog)
    #expect(ledger?.first?["message"] as? String == "state 'needs_review' cannot be written to a legacy file")
  }

  @Test func statesAndFallbackOptions() throws {
    let (_, catalog, out) = try Self.setUp()
    #expect(CommandHarness().run(["export", catalog, "--output", out, "--states", "translated", "--fallback", "en"]) == 0)
    #expect(
      try Scratch.read(URL(fileURLWithPath: out + "/de.lproj/Localizable.strings"))
        == "\"bye\" = \"Tschüss\";\n\n/* Greeting */\n\"hello\" = \"Hello \\\"world\\\"\";\n")
    // The plural falls back too, so German gets a .stringsdict.
    #expect(Self.files(under: out).contains("de.lproj/Localizable.stringsdict"))
  }

  @Test func losesNothingOnAFailureAllOrNothing() throws {
    let (root, catalog, out) = try Self.setUp()
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("en.lproj/Localizable.stringsdict") }
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", out], faults: faults) == 1)
    #expect(harness.stderr.hasSuffix("error: nothing was written\n"))
    #expect(Self.files(under: out) == [])

    // A second catalog that cannot be read stops the first from being written.
    let broken = root.appendingPathComponent("Broken.xcstrings")
    try Scratch.write("{ \"sourceLanguage\" : ", to: broken)
    let second = CommandHarness()
    #expect(second.run(["export", catalog, broken.path, "--output", out]) == 1)
    #expect(second.stderr.hasPrefix(broken.path + ":"))
    #expect(second.stderr.hasSuffix("error: nothing was written\n"))
    #expect(Self.files(under: out) == [])
  }

  /// A catalog in enough languages that export writes them in several batches: every file
  /// is written in order, and a failure in a later batch still leaves nothing behind.
  @Test func manyLanguagesAreWrittenInBatchesAllOrNothing() throws {
    let root = try TestPaths.temporaryDirectory()
    let languages = (0..<20).map { "l\(String(format: "%02d", $0))" } + ["en"]
    var localizations = KeyedList<Localization>()
    for language in languages { localizations[language] = .unit("value in \(language)") }
    var strings = KeyedList<CatalogEntry>()
    strings["key"] = CatalogEntry(comment: "Comment", localizations: localizations)
    let catalog = root.appendingPathComponent("Localizable.xcstrings")
    try Data(CatalogJSONWriter.data(for: StringCatalog(sourceLanguage: "en", strings: strings))).write(to: catalog)
    let out = root.appendingPathComponent("out").path

    var faults = FileTransaction.Faults()
    faults.failWrite = { $0.hasSuffix("l17.lproj/Localizable.strings") }
    let failing = CommandHarness()
    #expect(failing.run(["export", catalog.path, "--output", out], faults: faults) == 1)
    #expect(failing.stderr.hasSuffix("error: nothing was written\n"))
    #expect(failing.stderr.contains("l17.lproj/Localizable.strings"))
    #expect(Self.files(under: out) == [])
    #expect((FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? []).allSatisfy { !$0.hasSuffix(".tmp") })

    let harness = CommandHarness()
    #expect(harness.run(["export", catalog.path, "--output", out]) == 0)
    #expect(harness.stdout.hasSuffix("wrote 21 files under \(out)\n"))
    #expect(Self.files(under: out) == languages.sorted().map { "\($0).lproj/Localizable.strings" })
    for language in languages {
      #expect(
        try Scratch.read(URL(fileURLWithPath: "\(out)/\(language).lproj/Localizable.strings"))
          == "/* Comment */\n\"key\" = \"value in \(language)\";\n")
    }
  }

  @Test func badOptionValuesAreUsageErrors() throws {
    let (_, catalog, out) = try Self.setUp()
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", out, "--encoding", "latin1"]) == 64)
    #expect(harness.stderr.contains("--encoding takes 'utf8' or 'utf16', not 'latin1'"))
    #expect(CommandHarness().run(["export", catalog]) == 64)
    let states = CommandHarness()
    #expect(states.run(["export", catalog, "--output", out, "--states", "translated,bogus"]) == 64)
    #expect(
      states.stderr.hasPrefix(
        "error: --states takes 'translated', 'needs_review', 'new' or 'machine_translated', not 'bogus'\n"))
    let fallback = CommandHarness()
    #expect(fallback.run(["export", catalog, "--output", out, "--fallback", "not a language"]) == 64)
    #expect(
      fallback.stderr.hasPrefix(
        "error: --fallback takes a language code such as 'en', 'pt-BR' or 'zh-Hans', not 'not a language'\n"))
    // A well-formed code the catalog lacks cannot be a fallback: an error naming the catalog.
    let missing = CommandHarness()
    #expect(missing.run(["export", catalog, "--output", out, "--fallback", "xx"]) == 1)
    #expect(
      missing.stderr == "\(catalog): error: --fallback 'xx' is not a language of this catalog\nerror: nothing was written\n")
    #expect(Self.files(under: out) == [])
  }

  /// An existing file with other content is never replaced silently; an identical one is
  /// left untouched; `--force` replaces. Nothing is written when any file would be replaced.
  @Test func existingFilesAreNotReplacedWithoutForce() throws {
    let (_, catalog, out) = try Self.setUp()
    let mine = out + "/en.lproj/Localizable.strings"
    try Scratch.write("\"mine\" = \"Mine\";\n", to: URL(fileURLWithPath: mine))
    let refused = CommandHarness()
    #expect(refused.run(["export", catalog, "--output", out]) == 1)
    #expect(
      refused.stderr == "\(mine): error: file exists with other content; use --force to replace it\nerror: nothing was written\n")
    #expect(Self.files(under: out) == ["en.lproj/Localizable.strings"])
    #expect(try Scratch.read(URL(fileURLWithPath: mine)) == "\"mine\" = \"Mine\";\n")

    let forced = CommandHarness()
    #expect(forced.run(["export", catalog, "--output", out, "--force"]) == 0)
    #expect(try Scratch.read(URL(fileURLWithPath: mine)) == Self.enStrings)

    // Identical files are left as they are (same inode: not rewritten).
    let inode = try FileManager.default.attributesOfItem(atPath: mine)[.systemFileNumber] as? Int
    let again = CommandHarness()
    #expect(again.run(["export", catalog, "--output", out]) == 0)
    #expect(again.stdout.hasSuffix("wrote 0 files under \(out) (3 files already identical, left untouched)\n"))
    #expect(try FileManager.default.attributesOfItem(atPath: mine)[.systemFileNumber] as? Int == inode)
  }

  /// `--states` filters translations only: a source unit in state `new` (how Xcode keeps
  /// storyboard and InfoPlist source strings) still exports its value, not its key.
  @Test func statesNeverReplaceTheSourceValueWithItsKey() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = root.appendingPathComponent("Main.xcstrings")
    try Scratch.write(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "8.title" : {
            "extractionState" : "extracted_with_value",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Aktivität" } },
              "en" : { "stringUnit" : { "state" : "new", "value" : "Activity" } }
            }
          }
        },
        "version" : "1.0"
      }
      """, to: catalog)
    let out = root.appendingPathComponent("out").path
    #expect(CommandHarness().run(["export", catalog.path, "--output", out, "--states", "translated"]) == 0)
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/en.lproj/Main.strings")) == "\"8.title\" = \"Activity\";\n")
    #expect(try Scratch.read(URL(fileURLWithPath: out + "/de.lproj/Main.strings")) == "\"8.title\" = \"Aktivität\";\n")
  }
}
