import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("format command")
struct FormatCommandTests {
  /// A catalog as another tool writes it: `": "`, unsorted keys, a trailing newline.
  static let foreign =
    "{\n  \"version\": \"1.0\",\n  \"sourceLanguage\": \"en\",\n  \"strings\": {\n    \"b\": {},\n    \"A\": {\"comment\": \"x\"}\n  }\n}\n"
  static let canonical =
    "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"A\" : {\n      \"comment\" : \"x\"\n    },\n    \"b\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}"

  @Test func rewritesIntoXcodeForm() throws {
    let folder = try TestPaths.temporaryDirectory()
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(Self.foreign, to: file)
    let harness = CommandHarness()
    #expect(harness.run(["format", file.path]) == 0)
    #expect(try Scratch.read(file) == Self.canonical)
    #expect(harness.stdout == "formatted \(file.path)\n")
    // Idempotent: a second run changes nothing and says nothing.
    let again = CommandHarness()
    #expect(again.run(["format", file.path]) == 0)
    #expect(again.stdout == "")
  }

  /// Three kinds of catalog that Xcode builds and Foundation reads, which every command refused:
  /// `null` for an optional field, a byte-order mark, and a key written twice with one copy
  /// empty. `format` writes each back in Xcode's form, the repeat once, and names it.
  @Test func catalogsXcodeReadsAreRepairedNotRefused() throws {
    let folder = try TestPaths.temporaryDirectory()
    let cases: [(name: String, text: String, warning: String?)] = [
      (
        "null",
        "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{\"comment\":\"x\"},\"b\":{\"comment\":null}},\"version\":\"1.0\"}", nil
      ),
      ("bom", "\u{FEFF}" + Self.foreign, nil),
      (
        "repeat", "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{\"comment\":\"x\"},\n\"b\":{},\n\"A\":{}},\"version\":\"1.0\"}",
        ":3:1: warning: duplicate key 'A' in 'strings'; its copies are read as one\nPATH:1:35: note: 'A' was first defined here\n"
      ),
    ]
    for (name, text, warning) in cases {
      let file = folder.appendingPathComponent("\(name).xcstrings")
      try Scratch.write(text, to: file)
      let harness = CommandHarness()
      #expect(harness.run(["format", file.path]) == 0, "\(name)")
      #expect(try Scratch.read(file) == Self.canonical, "\(name)")
      let expected = warning.map { file.path + $0.replacingOccurrences(of: "PATH", with: file.path) } ?? ""
      #expect(harness.stderr == expected, "\(name)")
    }
  }

  @Test func checkListsFilesThatWouldChangeAndWritesNothing() throws {
    let folder = try TestPaths.temporaryDirectory()
    let messy = folder.appendingPathComponent("messy.xcstrings")
    let clean = folder.appendingPathComponent("clean.xcstrings")
    try Scratch.write(Self.foreign, to: messy)
    try Scratch.write(Self.canonical, to: clean)
    let harness = CommandHarness()
    #expect(harness.run(["format", "--check", messy.path, clean.path]) == 1)
    #expect(harness.stdout == "\(messy.path)\n")
    #expect(try Scratch.read(messy) == Self.foreign)
    #expect(CommandHarness().run(["format", "--check", clean.path]) == 0)
  }

  @Test func checkExitsTwoWhenAFileCannotBeRead() throws {
    let folder = try TestPaths.temporaryDirectory()
    let harness = CommandHarness()
    let missing = folder.appendingPathComponent("missing.xcstrings").path
    #expect(harness.run(["format", "--check", missing]) == 2)
    #expect(harness.stderr == "\(missing): error: cannot read: no such file or directory\n")
  }

  @Test func brokenFileIsReportedAndLeftWhileOthersAreFormatted() throws {
    let folder = try TestPaths.temporaryDirectory()
    let broken = folder.appendingPathComponent("broken.xcstrings")
    let good = folder.appendingPathComponent("good.xcstrings")
    try Scratch.write("{\n  \"sourceLanguage\" : \"en\",\n  oops\n}", to: broken)
    try Scratch.write(Self.foreign, to: good)
    let harness = CommandHarness()
    #expect(harness.run(["format", broken.path, good.path]) == 1)
    #expect(harness.stderr == "\(broken.path):3:3: error: expected a string key, found 'o'\n")
    #expect(try Scratch.read(broken) == "{\n  \"sourceLanguage\" : \"en\",\n  oops\n}")
    #expect(try Scratch.read(good) == Self.canonical)
  }

  @Test func failedRenameLeavesTheOriginalAndNoTemporaryFile() throws {
    let folder = try TestPaths.temporaryDirectory()
    let file = folder.appendingPathComponent("Localizable.xcstrings")
    try Scratch.write(Self.foreign, to: file)
    var faults = FileTransaction.Faults()
    faults.failRename = { _ in true }
    let harness = CommandHarness()
    #expect(harness.run(["format", file.path], faults: faults) == 1)
    #expect(harness.stderr == "\(file.path): error: cannot write: injected rename failure\n")
    #expect(try Scratch.read(file) == Self.foreign)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Localizable.xcstrings"])
  }

  @Test func helpAndUsageErrors() {
    let harness = CommandHarness()
    #expect(harness.run(["format", "--help"]) == 0)
    #expect(harness.stdout.hasPrefix("usage: xcstrings-convert format <file.xcstrings>... [--check] [--force]\n"))
    #expect(harness.stdout.contains("  --force  Replace catalogs that are read-only (their permission bits are kept).\n"))
    #expect(harness.stdout.contains("  --check  Write nothing; list files that would change (exit 1).\n"))
    let bad = CommandHarness()
    #expect(bad.run(["format", "--frobnicate", "x.xcstrings"]) == 64)
    #expect(bad.stderr.hasPrefix("error: unknown option '--frobnicate'\nusage: xcstrings-convert format"))
    let none = CommandHarness()
    #expect(none.run(["format"]) == 64)
    #expect(none.stderr.hasPrefix("error: no catalog given\n"))
    let unknown = CommandHarness()
    #expect(unknown.run(["frobnicate"]) == 64)
    #expect(unknown.stderr == "error: unknown command 'frobnicate'\nrun 'xcstrings-convert --help' for the list of commands\n")
  }
}

extension FormatCommandTests {
  /// A read-only catalog is reported and left as it is (the others are still formatted)
  /// unless --force is given; --force keeps its permission bits. --check writes nothing, so
  /// it refuses nothing.
  @Test(arguments: [0o444, 0o400])
  func aReadOnlyCatalogIsRefusedUnlessForced(mode: Int) throws {
    let folder = try TestPaths.temporaryDirectory()
    let locked = folder.appendingPathComponent("locked.xcstrings")
    let open = folder.appendingPathComponent("open.xcstrings")
    try Scratch.write(Self.foreign, to: locked)
    try Scratch.write(Self.foreign, to: open)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: locked.path)
    let harness = CommandHarness()
    #expect(harness.run(["format", locked.path, open.path]) == 1)
    #expect(harness.stderr == "\(locked.path): error: catalog is read-only; use --force to replace it\n")
    #expect(harness.stdout == "formatted \(open.path)\n")
    #expect(try Scratch.read(locked) == Self.foreign)
    #expect(try Scratch.read(open) == Self.canonical)
    let check = CommandHarness()
    #expect(check.run(["format", "--check", locked.path]) == 1)
    #expect(check.stdout == "\(locked.path)\n")
    #expect(check.stderr == "")
    let forced = CommandHarness()
    #expect(forced.run(["format", "--force", locked.path]) == 0)
    #expect(forced.stdout == "formatted \(locked.path)\n")
    #expect(try Scratch.read(locked) == Self.canonical)
    #expect(try FileManager.default.attributesOfItem(atPath: locked.path)[.posixPermissions] as? Int == mode)
  }
}
