import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hostile trees and failing disks for the commands: each case exits 1 (or warns and goes on
/// where the rest is usable), names the file and location, and leaves the disk as it was when
/// it fails. Failures are injected through `CommandIO(faults:)` or with paths whose parent is a
/// regular file, since the tests run as root, where permission bits stop nothing.
@Suite("command reliability")
struct ReliabilityCommandTests {
  // MARK: - Trees

  /// Writes `files` (relative path → text) under a new scratch folder.
  static func tree(_ files: [String: String]) throws -> URL {
    let root = try TestPaths.temporaryDirectory()
    for (path, text) in files { try Scratch.write(text, to: root.appendingPathComponent(path)) }
    return root
  }

  /// Every entry under `root` (relative path → bytes, `nil` for folders; symlinks by target).
  static func snapshot(_ root: URL) throws -> [String: [UInt8]?] {
    var result: [String: [UInt8]?] = [:]
    let manager = FileManager.default
    func visit(_ folder: String, _ relative: String) throws {
      for name in try manager.contentsOfDirectory(atPath: folder) {
        let path = folder + "/" + name
        let key = relative.isEmpty ? name : relative + "/" + name
        var status = stat()
        guard lstat(path, &status) == 0 else { continue }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: result[key] = Array(("-> " + (try manager.destinationOfSymbolicLink(atPath: path))).utf8)
        case S_IFDIR:
          result[key] = .some(nil)
          try visit(path, key)
        default: result[key] = try FileIO.read(path)
        }
      }
    }
    try visit(root.path, "")
    return result
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    stat(path, &status)
    return status.st_mode & 0o7777
  }

  /// A project with three tables in two targets, all convertible.
  static let project: [String: String] = [
    "App/en.lproj/Localizable.strings": "/* Greeting */\n\"hello\" = \"Hello\";\n",
    "App/ja.lproj/Localizable.strings": "\"hello\" = \"こんにちは\";\n",
    "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
    "Widget/en.lproj/Widget.strings": "\"title\" = \"Title\";\n",
    "Widget/ja.lproj/Widget.strings": "\"title\" = \"タイトル\";\n",
  ]

  // MARK: - Discovery

  @Test func folderNamedLikeATableIsWarnedAboutAndSkipped() throws {
    let root = try Self.tree(Self.project)
    let folder = root.appendingPathComponent("App/en.lproj/Broken.strings")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path]) == 0)
    #expect(harness.stderr == "\(folder.path): warning: a folder named like a table file; skipped\n")
    #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Localizable.xcstrings").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("App/Broken.xcstrings").path))
  }

  @Test(.timeLimit(.minutes(1))) func symlinkLoopsInTheTreeEnd() throws {
    let root = try Self.tree(Self.project)
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/up").path, withDestinationPath: "..")
    try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("self").path, withDestinationPath: ".")
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Widget/a").path, withDestinationPath: root.appendingPathComponent("Widget/b").path)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Widget/b").path, withDestinationPath: root.appendingPathComponent("Widget/a").path)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path]) == 0)
    #expect(harness.stderr == "")
    // Each table is converted once, at its real place.
    #expect(harness.stdout.components(separatedBy: ": wrote ").count - 1 == 3)
  }

  @Test(.disabled(if: geteuid() == 0, "running as root, where permission bits do not stop reads"))
  func unreadableTableByPermissionBits() throws {
    let root = try Self.tree(Self.project)
    let file = root.appendingPathComponent("App/ja.lproj/Localizable.strings").path
    chmod(file, 0)
    defer { chmod(file, 0o644) }
    let before = try Self.snapshot(root)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path]) == 1)
    #expect(harness.stderr == "\(file): error: cannot read: permission denied\nerror: nothing was written\n")
    #expect(try Self.snapshot(root) == before)
  }

  @Test func fileWhoseParentIsARegularFileCannotBeRead() throws {
    let root = try Self.tree(["plain.strings": "\"a\" = \"b\";\n"])
    let path = root.appendingPathComponent("plain.strings/inner.strings").path
    let harness = CommandHarness()
    #expect(harness.run(["dump", path]) == 1)
    #expect(harness.stderr == "\(path): error: cannot read: not a directory\n")
  }

  // MARK: - Broken tables

  @Test func oneBrokenTableAmongManyLeavesTheDiskUntouched() throws {
    var files = Self.project
    files["Widget/ja.lproj/Widget.strings"] = "\"title\" = \"タイトル\";\n\"oops\" = ;\n"
    let root = try Self.tree(files)
    let before = try Self.snapshot(root)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path]) == 1)
    let broken = root.appendingPathComponent("Widget/ja.lproj/Widget.strings").path
    #expect(harness.stderr == "\(broken):2:10: error: expected a value for 'oops', found ';'\nerror: nothing was written\n")
    #expect(try Self.snapshot(root) == before)
  }

  @Test func stringsdictThatIsAnArrayFailsTheRun() throws {
    var files = Self.project
    files["App/en.lproj/Localizable.stringsdict"] = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n"
    let root = try Self.tree(files)
    let before = try Self.snapshot(root)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path]) == 1)
    let path = root.appendingPathComponent("App/en.lproj/Localizable.stringsdict").path
    #expect(
      harness.stderr
        == "\(path):3:1: error: root of a .stringsdict must be a dictionary, found an array\nerror: nothing was written\n")
    #expect(try Self.snapshot(root) == before)
  }

  @Test func truncatedUTF16TableNamesTheEncodingGuess() throws {
    let root = try Self.tree(Self.project)
    let path = root.appendingPathComponent("App/ja.lproj/Localizable.strings")
    // UTF-16 with a byte order mark, cut in the middle of a code unit.
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "\"hello\" = \"x\";".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(bytes.dropLast()).write(to: path)
    let before = try Self.snapshot(root)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path]) == 1)
    #expect(
      harness.stderr
        == "\(path.path):1:1: error: expected a key, found 'ˇ'\n"
        + "\(path.path):1:1: note: not valid UTF-8 or UTF-16; read as Mac OS Roman\nerror: nothing was written\n")
    #expect(try Self.snapshot(root) == before)
  }

  @Test func catalogWhoseStringsIsANumberIsReportedByExport() throws {
    let root = try Self.tree([
      "Bad.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : 12,\n  \"version\" : \"1.0\"\n}"
    ])
    let catalog = root.appendingPathComponent("Bad.xcstrings").path
    let output = root.appendingPathComponent("out").path
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", output]) == 1)
    #expect(
      harness.stderr == "\(catalog):3:15: error: expected an object at 'strings', found a number\nerror: nothing was written\n")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func truncatedCatalogIsReportedAtTheEnd() throws {
    let root = try Self.tree(["Cut.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {"])
    let catalog = root.appendingPathComponent("Cut.xcstrings").path
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", root.appendingPathComponent("out").path]) == 1)
    #expect(harness.stderr == "\(catalog):4:12: error: expected a string key, found end of file\nerror: nothing was written\n")
  }

  @Test func exportIntoAPathUnderARegularFileFails() throws {
    let root = try Self.tree(Self.project)
    #expect(CommandHarness().run(["migrate", root.path]) == 0)
    let catalog = root.appendingPathComponent("Widget/Widget.xcstrings").path
    let blocker = root.appendingPathComponent("blocker")
    try Data("x".utf8).write(to: blocker)
    let harness = CommandHarness()
    #expect(harness.run(["export", catalog, "--output", blocker.path + "/out"]) == 1)
    #expect(
      harness.stderr
        == "\(blocker.path)/out/en.lproj/Widget.strings: error: cannot create folder '\(blocker.path)/out': not a directory\n"
        + "error: nothing was written\n")
    #expect(try Scratch.read(blocker) == "x")
  }

  // MARK: - Failing disks

  @Test func failingRenameInTheMiddleUndoesEarlierRenames() throws {
    let root = try Self.tree(Self.project)
    #expect(CommandHarness().run(["migrate", root.path]) == 0)
    // Change every table so a second run rewrites every catalog.
    for (path, text) in Self.project {
      try Scratch.write(text.replacingOccurrences(of: "\";", with: " 2\";"), to: root.appendingPathComponent(path))
    }
    let before = try Self.snapshot(root)
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("App/Localizable.xcstrings") }
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--force", root.path], faults: faults) == 1)
    let failed = root.appendingPathComponent("App/Localizable.xcstrings").path
    #expect(harness.stderr.hasSuffix("\(failed): error: cannot write: injected rename failure\nerror: nothing was written\n"))
    // The screen matches the disk: no table is said to be written or its files deleted, and
    // standard output says the run was undone.
    #expect(!harness.stdout.contains("wrote"))
    #expect(harness.stdout == "rolled back: nothing was written or deleted (cannot write: injected rename failure)\n")
    // InfoPlist.xcstrings was renamed into place before the failure and is back as it was;
    // no temporary or backup file is left.
    #expect(try Self.snapshot(root) == before)
  }

  @Test func failingWriteLeavesNothingBehind() throws {
    let root = try Self.tree(Self.project)
    let before = try Self.snapshot(root)
    var faults = FileTransaction.Faults()
    faults.failWrite = { $0.hasSuffix("Widget.xcstrings") }
    let harness = CommandHarness()
    #expect(harness.run(["migrate", root.path], faults: faults) == 1)
    let failed = root.appendingPathComponent("Widget/Widget.xcstrings").path
    #expect(harness.stderr == "\(failed): error: cannot write: injected failure\nerror: nothing was written\n")
    #expect(harness.stdout == "rolled back: nothing was written or deleted (cannot write: injected failure)\n")
    #expect(try Self.snapshot(root) == before)
  }

  @Test func writingThroughASymlinkInsideTheRootWorks() throws {
    let root = try Self.tree(Self.project)
    #expect(CommandHarness().run(["migrate", root.path]) == 0)
    let catalog = root.appendingPathComponent("Widget/Widget.xcstrings")
    let shared = root.appendingPathComponent("Shared/Widget.xcstrings")
    try FileManager.default.createDirectory(at: shared.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: catalog, to: shared)
    try FileManager.default.createSymbolicLink(atPath: catalog.path, withDestinationPath: "../Shared/Widget.xcstrings")
    try Scratch.write("\"title\" = \"New\";\n", to: root.appendingPathComponent("Widget/en.lproj/Widget.strings"))
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--force", root.path]) == 0)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: catalog.path) == "../Shared/Widget.xcstrings")
    #expect(try Scratch.read(shared).contains("\"value\" : \"New\""))
  }

  @Test func writingThroughASymlinkOutsideTheRootIsRefused() throws {
    let root = try Self.tree(Self.project)
    let outside = try TestPaths.temporaryDirectory().appendingPathComponent("Elsewhere.xcstrings")
    // A catalog that reads: one that does not is refused by --force before any write.
    try Scratch.write("{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}", to: outside)
    let catalog = root.appendingPathComponent("Widget/Widget.xcstrings")
    try FileManager.default.createSymbolicLink(atPath: catalog.path, withDestinationPath: outside.path)
    let before = try Self.snapshot(root)
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--force", root.path]) == 1)
    let target = outside.resolvingSymlinksInPath().path
    #expect(
      harness.stderr
        == "\(catalog.path): error: refusing to write through a symlink to '\(target)', outside the given paths\nerror: nothing was written\n"
    )
    #expect(try Scratch.read(outside) == "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}")
    #expect(try Self.snapshot(root) == before)
  }

  @Test func overwritingKeepsPermissionBits() throws {
    let root = try Self.tree(Self.project)
    #expect(CommandHarness().run(["migrate", root.path]) == 0)
    let catalog = root.appendingPathComponent("App/Localizable.xcstrings").path
    chmod(catalog, 0o640)
    try Scratch.write("\"hello\" = \"Hi\";\n", to: root.appendingPathComponent("App/en.lproj/Localizable.strings"))
    #expect(CommandHarness().run(["migrate", "--force", root.path]) == 0)
    #expect(Self.mode(catalog) == 0o640)
    #expect(try Scratch.read(URL(fileURLWithPath: catalog)).contains("\"value\" : \"Hi\""))
  }

  @Test func deleteLegacyKeepsEveryFileOfALossyTable() throws {
    let root = try Self.tree([
      "P/en.lproj/Clean.strings": "\"a\" = \"b\";\n",
      "P/en.lproj/Wide.strings": "\"w\" = \"plain\";\n\"x\" = \"y\";\n",
      "P/en.lproj/Wide.stringsdict": """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>w</key>
      <dict><key>NSStringVariableWidthRuleType</key><dict><key>20</key><string>Short</string></dict></dict>
      </dict>
      </plist>

      """,
    ])
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--delete-legacy", root.path + "/P"]) == 0)
    let lproj = root.appendingPathComponent("P/en.lproj").path
    #expect(try FileManager.default.contentsOfDirectory(atPath: lproj).sorted() == ["Wide.strings", "Wide.stringsdict"])
    #expect(harness.stdout.contains("note: kept legacy files of 'Wide' in \(root.path)/P: the round trip would lose 1 item"))
  }

  // MARK: - Awkward names

  @Test(.enabled(if: MigrateCommandTests.executable != nil, "needs the built xcstrings-convert"))
  func pathsWithSpacesQuotesUnicodeAndLeadingDashes() throws {
    let name = "-My \"Quoted\" 'App' Ünïcödé 日本"
    let root = try Self.tree([
      "\(name)/en.lproj/My Table.strings": "\"key with spaces\" = \"a \\\"quoted\\\" value\";\n\"-dash\" = \"ü\";\n",
      "\(name)/ja.lproj/My Table.strings": "\"key with spaces\" = \"値\";\n",
    ])
    let folder = root.appendingPathComponent(name).path
    // Without `--` the leading dash reads as an option.
    let withoutSeparator = CommandHarness()
    #expect(withoutSeparator.run(["migrate", name]) == 64)
    // The relative path runs in a child process with its own working directory: changing this
    // process's directory would disturb tests running in parallel.
    let executable = try #require(MigrateCommandTests.executable)
    let process = Process()
    process.executableURL = executable
    process.arguments = ["migrate", "--", name]
    process.currentDirectoryURL = root
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(stderr == "")
    let catalog = try CatalogJSONReader.read(try FileIO.read(folder + "/My Table.xcstrings"), path: "c")
    #expect(catalog.strings.keys.sorted() == ["-dash", "key with spaces"])
    #expect(catalog.strings["key with spaces"]?.localizations?["en"]?.stringUnit?.value == "a \"quoted\" value")
    #expect(catalog.strings["-dash"]?.localizations?["en"]?.stringUnit?.value == "ü")
  }

  @Test func brokenTableWithAnAwkwardNameIsNamedExactly() throws {
    let name = "sp ace \"q\" ü -x"
    let root = try Self.tree(["\(name)/en.lproj/T.strings": "\"k\" = \"unterminated;\n"])
    let path = root.appendingPathComponent("\(name)/en.lproj/T.strings").path
    let harness = CommandHarness()
    #expect(harness.run(["migrate", "--", root.appendingPathComponent(name).path]) == 1)
    #expect(
      harness.stderr
        == "\(path):1:7: error: unterminated string; no closing '\"' before the end of the file\nerror: nothing was written\n")
  }
}
