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
    #expect(harness.stdout == "verify: no loss in 1 table(s); 0 note(s)\n")
    #expect(harness.stderr == "")
  }

  @Test func emptyTranslationAndWidthRuleAreLosses() throws {
    var files = Self.clean
    files["App/de.lproj/Localizable.strings"] = "\"hello\" = \"Hallo\";\n\"bye\" = \"\";\n\"hello\" = \"Hallo!\";\n"
    files["App/en.lproj/Localizable.stringsdict"] = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>w</key>
      <dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Short</string><key>100</key><string>Longer</string></dict></dict>
      </dict>
      </plist>

      """
    let tree = try MigrateTree(files)
    let harness = CommandHarness()
    #expect(harness.run(["verify", tree.root]) == 1)
    #expect(harness.stdout == """
      Localizable [de] "bye": missing
      Localizable [en] "w": width.100 missing
      Localizable [en] "w": width.20 missing
      note: Localizable [de] "hello": value 'Hallo' overridden by a later definition at line 3
      verify: 3 loss(es) in 1 table(s); 1 note(s)

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
      verify: no loss in 1 table(s); 1 note(s)

      """)

    let lossy = root.appendingPathComponent("Lossy.xcstrings")
    try Scratch.write(catalogText([("hello", nil, [("de", ""), ("en", "Hello"), ("fr", "Bonjour")])]), to: lossy)
    let second = CommandHarness()
    #expect(second.run(["verify", lossy.path, clean.path]) == 1)
    #expect(second.stdout == """
      Lossy [de] "hello": missing
      note: Lossy "hello": extractionState cannot be written to a legacy file
      note: Clean "hello": extractionState cannot be written to a legacy file
      verify: 1 loss(es) in 2 table(s); 2 note(s)

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
