import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("import command")
struct ImportCommandTests {
  /// A catalog as Xcode keeps it: comments, a needs_review unit, a plural, a stale entry.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld files" : {
          "comment" : "File count",
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Datei"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Dateien"
                    }
                  }
                }
              }
            },
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld files"
                    }
                  }
                }
              }
            }
          }
        },
        "bye" : {
          "extractionState" : "stale",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Tschüss"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Bye"
              }
            }
          }
        },
        "hello" : {
          "comment" : "Greeting",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Hallo"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello"
              }
            }
          }
        }
      },
      "version" : "1.1"
    }
    """

  static func setUp() throws -> (tree: Tree, catalog: String) {
    let tree = try Tree(["Shop/Localizable.xcstrings": Self.catalog])
    return (tree, tree.path("Shop/Localizable.xcstrings"))
  }

  static func export(_ catalog: String, to out: String) {
    #expect(CommandHarness().run(["export", catalog, "--output", out]) == 0)
  }

  @Test func untouchedExportLeavesTheCatalogByteIdentical() throws {
    let (tree, catalog) = try Self.setUp()
    Self.export(catalog, to: tree.path("out"))
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("out"), "--into", catalog]) == 0)
    #expect(
      harness.stdout == """
        Localizable: unchanged \(catalog)
          language  changed  unchanged  added  skipped  unknown
          de              0          4      0        0        0
          en              0          0      0        4        0

        """)
    #expect(try tree.read("Shop/Localizable.xcstrings") == Self.catalog)
  }

  /// A translator's files from another tool: other order, no comments, other quoting, UTF-16,
  /// a changed value, a changed plural form, a new key, an empty value, a stale entry.
  @Test func translatorsChangesAreAppliedAndNothingElse() throws {
    let (tree, catalog) = try Self.setUp()
    Self.export(catalog, to: tree.path("out"))
    let strings = "hello = \"Hallo Welt\";\n'bye' = \"Tschau\";\n\"new.key\" = \"Neu\";\n"
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in strings.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(utf16).write(to: URL(fileURLWithPath: tree.path("out/de.lproj/Localizable.strings")))
    try Scratch.write(
      stringsdictText([
        (
          "%lld files",
          pluralBody(
            "%#@count@", variable: "count", valueType: "lld",
            [("one", "%lld Datei"), ("other", "%lld Dateien!")])
        )
      ]),
      to: URL(fileURLWithPath: tree.path("out/de.lproj/Localizable.stringsdict")))
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("out"), "--into", tree.path("Shop"), "--report", tree.path("r.json")]) == 0)
    #expect(
      harness.stdout == """
        Localizable: updated \(catalog)
          language  changed  unchanged  added  skipped  unknown
          de              3          1      0        0        1
          en              0          0      0        4        0

        """)
    #expect(
      harness.stderr == """
        note: source language 'en' not imported (pass --include-source to import it)
        \(tree.path("out/de.lproj/Localizable.strings")):3:1: warning: key 'new.key' is not in the catalog; not imported (pass --add-keys to add it)

        """)
    let expected = Self.catalog
      .replacingOccurrences(of: "\"value\" : \"%lld Dateien\"", with: "\"value\" : \"%lld Dateien!\"")
      .replacingOccurrences(of: "\"value\" : \"Tschüss\"", with: "\"value\" : \"Tschau\"")
      .replacingOccurrences(
        of: "\"state\" : \"needs_review\",\n            \"value\" : \"Hallo\"",
        with: "\"state\" : \"translated\",\n            \"value\" : \"Hallo Welt\"")
    #expect(try tree.read("Shop/Localizable.xcstrings") == expected)
    let report = try JSONSerialization.jsonObject(with: Data(try tree.read("r.json").utf8)) as? [String: Any]
    let entry = (report?["catalogs"] as? [[String: Any]])?.first
    #expect(entry?["changed"] as? Bool == true)
    #expect((entry?["languages"] as? [[String: Any]])?.first?["changed"] as? Int == 3)
    let ledger = entry?["ledger"] as? [[String: Any]]
    #expect(ledger?.count == 1)
    #expect(ledger?.first?["kind"] as? String == "unknown-key")
    #expect(ledger?.first?["key"] as? String == "new.key")
    #expect(ledger?.first?["line"] as? Int == 3)
  }

  @Test func addKeysStateAndIncludeSource() throws {
    let (tree, catalog) = try Self.setUp()
    try Scratch.write(
      "\"new.key\" = \"Neu\";\n\"hello\" = \"\";\n", to: URL(fileURLWithPath: tree.path("in/de.lproj/Localizable.strings")))
    try Scratch.write("\"hello\" = \"Hello!\";\n", to: URL(fileURLWithPath: tree.path("in/en.lproj/Localizable.strings")))
    let harness = CommandHarness()
    #expect(
      harness.run([
        "import", tree.path("in"), "--into", catalog, "--add-keys", "--include-source",
        "--state", "needs_review",
      ]) == 0)
    let updated = try CatalogJSONReader.read(contentsOf: catalog)
    #expect(updated.strings["new.key"]?.localizations == ["de": .unit("Neu", state: .needsReview)])
    // An explicit state imports the empty value too.
    #expect(updated.strings["hello"]?["de"] == .unit("", state: .needsReview))
    #expect(updated.strings["hello"]?["en"] == .unit("Hello!", state: .needsReview))
    #expect(updated.strings["hello"]?.comment == "Greeting")
  }

  @Test func catalogsAreMatchedByTableName() throws {
    let (tree, catalog) = try Self.setUp()
    try Scratch.write("\"hello\" = \"Hallo!\";\n", to: URL(fileURLWithPath: tree.path("in/de.lproj/Main.strings")))
    // One table of another name goes into the catalog given.
    let one = CommandHarness()
    #expect(one.run(["import", tree.path("in"), "--into", catalog]) == 0)
    #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["hello"]?["de"] == .unit("Hallo!"))
    // With several tables, the matching one goes in, the others are skipped with a warning.
    try Scratch.write("\"hello\" = \"Hallo!!\";\n", to: URL(fileURLWithPath: tree.path("in/de.lproj/Localizable.strings")))
    let several = CommandHarness()
    #expect(several.run(["import", tree.path("in"), "--into", catalog]) == 0)
    #expect(
      several.stderr.hasPrefix(
        "\(tree.path("in/de.lproj/Main.strings")): warning: table 'Main' skipped: --into names the catalog of table 'Localizable'\n"
      ))
    #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["hello"]?["de"] == .unit("Hallo!!"))
    // Into a folder, a table without a catalog is an error, and nothing is written.
    let before = tree.snapshot()
    let folder = CommandHarness()
    #expect(folder.run(["import", tree.path("in"), "--into", tree.path("Shop")]) == 1)
    #expect(
      folder.stderr == """
        \(tree.path("Shop")): error: no catalog named 'Main.xcstrings' for table 'Main'; catalogs under it: '\(catalog)'
        error: nothing was written

        """)
    #expect(tree.snapshot() == before)
    // Two catalogs of the table's name: an error naming both.
    try Scratch.write(Self.catalog, to: URL(fileURLWithPath: tree.path("Widget/Localizable.xcstrings")))
    try FileManager.default.removeItem(atPath: tree.path("in/de.lproj/Main.strings"))
    let twice = CommandHarness()
    #expect(twice.run(["import", tree.path("in"), "--into", tree.root]) == 1)
    #expect(
      twice.stderr == """
        \(tree.root): error: several catalogs named 'Localizable.xcstrings' for table 'Localizable': '\(tree.path("Shop/Localizable.xcstrings"))', '\(tree.path("Widget/Localizable.xcstrings"))'; pass one of them to --into
        error: nothing was written

        """)
  }

  @Test func dryRunWritesOnlyTheReport() throws {
    let (tree, catalog) = try Self.setUp()
    try Scratch.write("\"hello\" = \"Hallo!\";\n", to: URL(fileURLWithPath: tree.path("in/de.lproj/Localizable.strings")))
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("in"), "--into", catalog, "--dry-run", "--report", tree.path("r.json")]) == 0)
    #expect(harness.stdout.hasPrefix("Localizable: would update \(catalog)\n"))
    var after = tree.snapshot()
    #expect(after.removeValue(forKey: "r.json") != nil)
    #expect(after == before)
  }

  /// Several catalogs are written together or not at all.
  @Test func aFailedWriteLeavesEveryCatalogAsItWas() throws {
    let tree = try Tree([
      "Shop/Localizable.xcstrings": Self.catalog,
      "Shop/Other.xcstrings": Self.catalog,
      "in/de.lproj/Localizable.strings": "\"hello\" = \"Hallo!\";\n",
      "in/de.lproj/Other.strings": "\"hello\" = \"Hallo?\";\n",
    ])
    let before = tree.snapshot()
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("Other.xcstrings") }
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("in"), "--into", tree.path("Shop")], faults: faults) == 1)
    #expect(harness.stderr.hasSuffix("error: nothing was written\n"))
    #expect(tree.snapshot() == before)
  }

  @Test func badOptionsAreUsageErrors() throws {
    let (tree, catalog) = try Self.setUp()
    #expect(CommandHarness().run(["import", tree.root]) == 64)
    let state = CommandHarness()
    #expect(state.run(["import", tree.root, "--into", catalog, "--state", "done"]) == 64)
    #expect(
      state.stderr.hasPrefix("error: --state takes 'translated', 'needs_review', 'new' or 'machine_translated', not 'done'\n"))
    #expect(CommandHarness().run(["import", tree.root, "--into", catalog, "--languages", "not a language"]) == 64)
  }

  /// A region folder is a language of its own beside the catalog's base language (it was
  /// folded into it); `--language-map` folds it.
  @Test func aRegionFolderIsALanguageOfItsOwn() throws {
    let (tree, catalog) = try Self.setUp()
    try Scratch.write("\"bye\" = \"Tschö\";\n", to: URL(fileURLWithPath: tree.path("in/de_DE.lproj/Localizable.strings")))
    let before = try CatalogJSONReader.read(contentsOf: catalog).strings["bye"]?["de"]
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("in"), "--into", catalog]) == 0)
    #expect(
      harness.stderr == "\(tree.path("in/de_DE.lproj/Localizable.strings")): note: language 'de_DE' is read as 'de-DE' "
        + "and imported as a new language beside the catalog's 'de' (pass --language-map de_DE=de to import it into 'de')\n")
    let imported = try CatalogJSONReader.read(contentsOf: catalog)
    #expect(imported.strings["bye"]?["de-DE"] == .unit("Tschö"))
    #expect(imported.strings["bye"]?["de"] == before)
    // With the map, it goes into the base language.
    let mapped = CommandHarness()
    #expect(mapped.run(["import", tree.path("in"), "--into", catalog, "--language-map", "de_DE=de"]) == 0)
    #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["bye"]?["de"] == .unit("Tschö"))
  }

  @Test func aFileInAnUnknownEncodingNeedsItStated() throws {
    let (tree, catalog) = try Self.setUp()
    // "Tschüß" in ISO 8859-1: not UTF-8, not UTF-16.
    let path = tree.path("in/de.lproj/Localizable.strings")
    try FileManager.default.createDirectory(atPath: tree.path("in/de.lproj"), withIntermediateDirectories: true)
    try Data(Array("\"bye\" = \"Tsch".utf8) + [0xFC, 0xDF] + Array("\";\n".utf8)).write(to: URL(fileURLWithPath: path))
    let before = tree.snapshot()
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("in"), "--into", catalog]) == 1)
    #expect(
      harness.stderr == """
        \(path):1:1: error: not valid UTF-8 or UTF-16, so its encoding is a guess that may garble its translations; pass \
        --encoding with the file's encoding (latin1, windows-1252, macroman)
        error: nothing was written

        """)
    #expect(tree.snapshot() == before)
    for (name, expected) in [("latin1", "Tschüß"), ("windows-1252", "Tschüß"), ("macroman", "Tsch\u{B8}\u{FB02}")] {
      let stated = CommandHarness()
      #expect(stated.run(["import", tree.path("in"), "--into", catalog, "--encoding", name]) == 0, "\(name)")
      #expect(stated.stderr == "", "\(name)")
      #expect(try CatalogJSONReader.read(contentsOf: catalog).strings["bye"]?["de"] == .unit(expected), "\(name)")
    }
    #expect(CommandHarness().run(["import", tree.path("in"), "--into", catalog, "--encoding", "ebcdic"]) == 64)
  }

  @Test func longLanguageCodesKeepTheColumnsAligned() throws {
    let (tree, catalog) = try Self.setUp()
    try Scratch.write("\"bye\" = \"再見\";\n", to: URL(fileURLWithPath: tree.path("in/zh-Hant-TW.lproj/Localizable.strings")))
    try Scratch.write("\"bye\" = \"Tschö\";\n", to: URL(fileURLWithPath: tree.path("in/de.lproj/Localizable.strings")))
    let harness = CommandHarness()
    #expect(harness.run(["import", tree.path("in"), "--into", catalog]) == 0)
    #expect(
      harness.stdout == """
        Localizable: updated \(catalog)
          language    changed  unchanged  added  skipped  unknown
          de                1          0      0        0        0
          zh-Hant-TW        0          0      1        0        0

        """)
  }
}

extension ImportCommandTests {
  /// `--force` replaces a read-only catalog; without it the import fails and writes nothing.
  @Test func forceReplacesAReadOnlyCatalog() throws {
    let (tree, catalog) = try Self.setUp()
    Self.export(catalog, to: tree.path("out"))
    try Scratch.write("\"hello\" = \"Servus\";\n", to: URL(fileURLWithPath: tree.path("out/de.lproj/Localizable.strings")))
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: catalog)
    let refused = CommandHarness()
    #expect(refused.run(["import", tree.path("out"), "--into", catalog]) == 1)
    #expect(
      refused.stderr == """
        note: source language 'en' not imported (pass --include-source to import it)
        \(catalog): error: catalog is read-only; use --force to replace it
        error: nothing was written

        """)
    #expect(try tree.read("Shop/Localizable.xcstrings") == Self.catalog)
    let forced = CommandHarness()
    #expect(forced.run(["import", tree.path("out"), "--into", catalog, "--force"]) == 0)
    #expect(try tree.read("Shop/Localizable.xcstrings").contains("\"value\" : \"Servus\""))
    #expect(try FileManager.default.attributesOfItem(atPath: catalog)[.posixPermissions] as? Int == 0o444)
  }
}
