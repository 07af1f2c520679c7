import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

/// End to end, in a real git repository: the built tool installs itself as the merge driver,
/// and `git merge` of two branches that edit neighbouring keys of one catalog (which git's
/// line merge conflicts on) gives the three-way result; a true conflict leaves git reporting
/// the path as conflicted, with a valid catalog in the work tree.
@Suite("merge command: git end to end", .enabled(if: GitTool.built != nil))
struct MergeGitEndToEndTests {
  static var tool: URL? { GitTool.built }

  /// Runs a program; returns its status and standard output.
  @discardableResult
  static func run(
    _ program: String, _ arguments: [String], in directory: String, environment: [String: String]
  )
    throws -> (status: Int32, output: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// A repository of its own, with git's global and system settings kept out.
  struct Repository {
    let root: String
    let environment: [String: String]

    init() throws {
      let folder = try TestPaths.temporaryDirectory()
      root = folder.appendingPathComponent("repo").path
      let home = folder.appendingPathComponent("home").path
      try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
      environment = [
        "HOME": home, "XDG_CONFIG_HOME": home + "/.config", "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": home + "/.gitconfig",
      ]
      try git("init", "-q", "-b", "main")
      try git("config", "user.name", "Test")
      try git("config", "user.email", "test@example.com")
    }

    @discardableResult
    func git(_ arguments: String...) throws -> (status: Int32, output: String) {
      try MergeGitEndToEndTests.run("/usr/bin/env", ["git"] + arguments, in: root, environment: environment)
    }

    func tool(_ arguments: String...) throws -> Int32 {
      try MergeGitEndToEndTests.run(MergeGitEndToEndTests.tool!.path, arguments, in: root, environment: environment).status
    }

    func write(_ catalog: StringCatalog) throws {
      try Data(CatalogJSONWriter.data(for: catalog)).write(to: URL(fileURLWithPath: root + "/Localizable.xcstrings"))
    }

    func read() throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: root + "/Localizable.xcstrings"))) }

    func commit(_ message: String) throws {
      try git("add", "-A")
      #expect(try git("commit", "-q", "-m", message).status == 0)
    }

    /// `main` and `other` each change the base with `change`, then `git merge other`.
    func branches(
      from base: StringCatalog, ours: (inout StringCatalog) -> Void, theirs: (inout StringCatalog) -> Void
    ) throws -> Int32 {
      try write(base)
      try commit("base")
      try git("checkout", "-q", "-b", "other")
      var other = base
      theirs(&other)
      try write(other)
      try commit("theirs")
      try git("checkout", "-q", "main")
      var mine = base
      ours(&mine)
      try write(mine)
      try commit("ours")
      return try git("merge", "-q", "--no-edit", "other").status
    }
  }

  static let base = StringCatalog(
    sourceLanguage: "en",
    strings: [
      "a": CatalogEntry(localizations: ["en": .unit("A"), "de": .unit("A-de")]),
      "b": CatalogEntry(localizations: ["en": .unit("B"), "de": .unit("B-de")]),
    ])

  static func adding(_ key: String, _ value: String) -> (inout StringCatalog) -> Void {
    { $0.strings[key] = CatalogEntry(localizations: ["en": .unit(value)]) }
  }

  @Test func neighbouringEditsMergeCleanlyThroughTheDriver() throws {
    let repository = try Repository()
    #expect(try repository.tool("merge", "--install") == 0)
    try repository.commit("attributes")
    // Without the driver, git's line merge conflicts on these: both add a key at one place.
    let status = try repository.branches(from: Self.base, ours: Self.adding("c1", "One"), theirs: Self.adding("c2", "Two"))
    #expect(status == 0)
    #expect(try repository.git("ls-files", "--unmerged").output == "")
    var expected = Self.base
    Self.adding("c1", "One")(&expected)
    Self.adding("c2", "Two")(&expected)
    #expect(try repository.read() == CatalogJSONWriter.data(for: expected))
    #expect(try repository.git("status", "--porcelain").output == "")
    // The text conversion: git shows entries, not lines of JSON.
    let shown = try repository.git("show", "HEAD^2", "--", "Localizable.xcstrings").output
    #expect(shown.contains("+\"c2\" [en] value: 'Two'"))
  }

  @Test func aTrueConflictLeavesThePathConflictedAndTheFileValid() throws {
    let repository = try Repository()
    #expect(try repository.tool("merge", "--install") == 0)
    try repository.commit("attributes")
    let status = try repository.branches(
      from: Self.base, ours: { $0.strings["a"]![LanguageCode("de")] = .unit("Unsere") },
      theirs: { $0.strings["a"]![LanguageCode("de")] = .unit("Ihre") })
    #expect(status != 0)
    let unmerged = try repository.git("ls-files", "--unmerged").output
    #expect(unmerged.split(separator: "\n").count == 3 && unmerged.contains("\tLocalizable.xcstrings"))
    let catalog = try CatalogJSONReader.read(try repository.read(), path: "Localizable.xcstrings")
    #expect(catalog.strings["a"]?[LanguageCode("de")] == .unit("Unsere", state: .needsReview))
  }

  /// Issue case: THEIRS commits a catalog that does not read (a brace missing, or markers of
  /// an earlier conflict inside it). The driver falls back to git's own line merge: the work
  /// tree file gets git's conflict markers, git reports the path conflicted, and the message
  /// says why, quoting the parse error.
  @Test(arguments: [false, true])
  func anUnreadableSideFallsBackToGitsLineMerge(markers: Bool) throws {
    let repository = try Repository()
    #expect(try repository.tool("merge", "--install") == 0)
    try repository.commit("attributes")
    let path = repository.root + "/Localizable.xcstrings"
    try repository.write(Self.base)
    try repository.commit("base")
    try repository.git("checkout", "-q", "-b", "other")
    var other = Self.base
    other.strings["a"]![LanguageCode("de")] = .unit("Ihre")
    var broken = String(decoding: CatalogJSONWriter.data(for: other), as: UTF8.self)
    if markers {
      broken = broken.replacingOccurrences(of: "\"version\"", with: "<<<<<<< HEAD\n=======\n>>>>>>> x\n\"version\"")
    } else {
      broken.removeLast()
    }
    try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
    try repository.commit("theirs")
    try repository.git("checkout", "-q", "main")
    var mine = Self.base
    mine.strings["a"]![LanguageCode("de")] = .unit("Unsere")
    try repository.write(mine)
    try repository.commit("ours")
    let merge = try Self.runCapturingErrors(
      ["git", "merge", "-q", "--no-edit", "other"], in: repository.root,
      environment: repository.environment)
    #expect(merge.status != 0)
    let unmerged = try repository.git("ls-files", "--unmerged").output
    #expect(unmerged.split(separator: "\n").count == 3)
    let written = String(decoding: try repository.read(), as: UTF8.self)
    #expect(
      written.contains(
        "<<<<<<< ours\n            \"value\" : \"Unsere\"\n=======\n            \"value\" : \"Ihre\"\n>>>>>>> theirs\n"))
    #expect(
      merge.errors.contains(
        "Localizable.xcstrings: note: written by git's line merge (git merge-file), with 1 conflict marked, "
          + "as an input does not read as a catalog: "), "\(merge.errors)")
    #expect(merge.errors.contains("error: "), "\(merge.errors)")
  }

  /// Runs a program; returns its status and standard error.
  static func runCapturingErrors(
    _ arguments: [String], in directory: String, environment: [String: String]
  )
    throws -> (status: Int32, errors: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// Without the driver, git writes conflict markers; `merge --git` resolves the file from
  /// the index stages.
  @Test func mergeGitResolvesAFileGitLeftConflicted() throws {
    let repository = try Repository()
    let status = try repository.branches(from: Self.base, ours: Self.adding("c1", "One"), theirs: Self.adding("c2", "Two"))
    #expect(status != 0)
    #expect(String(decoding: try repository.read(), as: UTF8.self).contains("<<<<<<<"))
    #expect(try repository.tool("merge", "--git", "Localizable.xcstrings") == 0)
    var expected = Self.base
    Self.adding("c1", "One")(&expected)
    Self.adding("c2", "Two")(&expected)
    #expect(try repository.read() == CatalogJSONWriter.data(for: expected))
  }
}

/// The built tool, when it and git are there to run.
enum GitTool {
  static let built: URL? = {
    guard (try? MergeGitEndToEndTests.run("/usr/bin/env", ["git", "--version"], in: "/", environment: [:]).status) == 0
    else { return nil }
    return MigrateCommandTests.executable
  }()
}
