import Foundation
import Testing
import XCStringsKit
@testable import XCStringsCommand

@Suite("verify command")
struct VerifyCommandTests {
  static let clean: [String: String] = [
    "App/en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n",
    "App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n\"bye\" = \"Tschüss\";\n",
  ]

  @Test func cleanTreeHasNoLoss() throws {
    let tree = try MigrateTree(Self.clean)
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root]) == 0)
    #expect(harness.stdout == "verify: no loss in 1 table; 0 notes\n")
    #expect(harness.stderr == "")
  }

  @Test func widthRuleIsALossEmptyTranslationANote() throws {
    var files = Self.clean
    files["App/de.lproj/Localizable.strings"] = "\"hello\" = \"Hallo\";\n\"bye\" = \"\";\n\"hello\" = \"Hallo!\";\n"
    files["App/en.lproj/Localizable.stringsdict"] = stringsdictText([("w", widthBody([("20", "Short"), ("100", "Longer")]))])
    let tree = try MigrateTree(files)
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root]) == 1)
    #expect(harness.stdout == """
      Localizable [en] "w": width.100 missing
      Localizable [en] "w": width.20 missing
      note: Localizable [de] "hello": value 'Hallo' overridden by a later definition at line 3
      note: Localizable [de] "bye": empty translation dropped; the app falls back to the development language
      verify: 2 losses in 1 table; 2 notes

      """)
  }

  @Test func catalogIsExportedAndReimported() throws {
    let root = try Scratch.directory()
    let clean = root.appendingPathComponent("Clean.xcstrings")
    try Scratch.write(catalogText([("hello", "Greeting", [("de", "Hallo"), ("en", "Hello")])]), to: clean)
    let harness = CommandHarness()
    #expect(harness.run(["verify", clean.path]) == 0)
    // The catalog's extraction state cannot be written to a legacy file: a note.
    #expect(harness.stdout == """
      note: Clean "hello": extractionState cannot be written to a legacy file
      verify: no loss in 1 table; 1 note

      """)

    // An empty translation comes back as Xcode's migration reads it (left out): a note. A
    // string set cannot be written to a legacy file: a loss.
    let lossy = root.appendingPathComponent("Lossy.xcstrings")
    try Scratch.write("""
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
    #expect(second.stdout == """
      Lossy [en] "phrases": stringSet values missing
      note: Lossy "hello" [de]: empty translation dropped; the app falls back to the development language
      note: Clean "hello": extractionState cannot be written to a legacy file
      verify: 1 loss in 2 tables; 2 notes

      """)
  }

  @Test func unreadableInputExitsTwo() throws {
    let root = try Scratch.directory()
    let missing = root.appendingPathComponent("nope").path
    let harness = CommandHarness()
    #expect(harness.run(["verify", missing]) == 2)
    #expect(harness.stderr == "\(missing): error: no such file or directory\n")
    #expect(harness.stdout == "verify: could not read every input\n")

    let broken = root.appendingPathComponent("Broken.xcstrings")
    try Scratch.write("{", to: broken)
    let tree = try MigrateTree(Self.clean)
    let second = CommandHarness()
    #expect(second.run(["verify", tree.root, broken.path]) == 2)
    #expect(second.stderr.hasPrefix(broken.path + ":"))
    #expect(second.stdout == "verify: could not read every input\n")
  }
}
