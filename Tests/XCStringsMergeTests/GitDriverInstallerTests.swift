import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsMerge

@Suite("merge: installing the git driver", .enabled(if: GitTestRepository.isAvailable))
struct GitDriverInstallerTests {
  static func install(
    _ repository: GitTestRepository, global: Bool = false, faults: FileTransaction.Faults = FileTransaction.Faults()
  )
    -> GitDriverInstaller.Outcome
  {
    GitDriverInstaller.install(
      program: "/opt/tools/xcstrings-convert", global: global, directory: repository.root,
      environment: repository.environment, faults: faults)
  }

  @Test func installWritesTheSettingsAndTheAttributesLineOnce() throws {
    let repository = try GitTestRepository()
    try repository.write(Array("*.png binary".utf8), to: ".gitattributes")
    let first = Self.install(repository)
    let attributes = repository.root + "/.gitattributes"
    #expect(first.succeeded)
    #expect(
      first.lines == [
        "set merge.xcstrings.name = 'String Catalog three-way merge (xcstrings-convert)' in the repository's git config",
        "set merge.xcstrings.driver = '/opt/tools/xcstrings-convert merge %O %A %B --path %P' in the repository's git config",
        "set diff.xcstrings.textconv = '/opt/tools/xcstrings-convert diff --textconv' in the repository's git config",
        "added '*.xcstrings merge=xcstrings diff=xcstrings' to \(attributes)",
      ])
    #expect(
      try repository.git("config", "--get", "merge.xcstrings.driver") == "/opt/tools/xcstrings-convert merge %O %A %B --path %P")
    #expect(
      String(decoding: try repository.read(".gitattributes"), as: UTF8.self)
        == "*.png binary\n*.xcstrings merge=xcstrings diff=xcstrings\n")
    // Again: nothing changes, and it says so.
    let second = Self.install(repository)
    #expect(second.lines.count == 4 && second.lines.allSatisfy { $0.contains("already") })
    #expect(
      String(decoding: try repository.read(".gitattributes"), as: UTF8.self)
        == "*.png binary\n*.xcstrings merge=xcstrings diff=xcstrings\n")
    #expect(try repository.git("config", "--get-all", "merge.xcstrings.driver").split(separator: "\n").count == 1)
  }

  @Test func anEarlierLineForCatalogsIsNamed() throws {
    let repository = try GitTestRepository()
    try repository.write(Array("*.xcstrings merge=union\n".utf8), to: ".gitattributes")
    let outcome = Self.install(repository)
    #expect(
      outcome.diagnostics.map(\.description) == [
        "\(repository.root)/.gitattributes:1:1: note: line 1 '*.xcstrings merge=union' also gives catalogs merge or diff attributes; the last line wins"
      ])
    #expect(
      String(decoding: try repository.read(".gitattributes"), as: UTF8.self)
        == "*.xcstrings merge=union\n*.xcstrings merge=xcstrings diff=xcstrings\n")
  }

  @Test func globalInstallWritesTheUsersConfigAndAttributesFile() throws {
    let repository = try GitTestRepository()
    let outcome = Self.install(repository, global: true)
    #expect(outcome.succeeded)
    #expect(
      try repository.git("config", "--global", "--get", "diff.xcstrings.textconv")
        == "/opt/tools/xcstrings-convert diff --textconv")
    #expect(try repository.status("config", "--local", "--get", "diff.xcstrings.textconv") == 1)
    let attributes = repository.home + "/.config/git/attributes"
    #expect(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: attributes)), as: UTF8.self)
        == "*.xcstrings merge=xcstrings diff=xcstrings\n")
  }

  /// A failed write of the attributes file (injected) puts the settings back as they were.
  @Test func aFailedStepChangesNothing() throws {
    let repository = try GitTestRepository()
    try repository.git("config", "merge.xcstrings.name", "old name")
    var faults = FileTransaction.Faults()
    faults.failWrite = { $0.hasSuffix(".gitattributes") }
    let outcome = Self.install(repository, faults: faults)
    #expect(!outcome.succeeded)
    #expect(
      outcome.diagnostics.map(\.description) == ["\(repository.root)/.gitattributes: error: cannot write: injected failure"])
    #expect(try repository.git("config", "--get", "merge.xcstrings.name") == "old name")
    #expect(try repository.status("config", "--get", "merge.xcstrings.driver") == 1)
    #expect(try repository.status("config", "--get", "diff.xcstrings.textconv") == 1)
    #expect(!FileManager.default.fileExists(atPath: repository.root + "/.gitattributes"))
  }

  @Test func programsThatNeedQuotingAreQuotedForTheShell() {
    #expect(GitDriverInstaller.shellQuoted("xcstrings-convert") == "xcstrings-convert")
    #expect(GitDriverInstaller.shellQuoted("/Users/a b/bin/xcstrings-convert") == "'/Users/a b/bin/xcstrings-convert'")
    #expect(GitDriverInstaller.shellQuoted("/tmp/it's") == "'/tmp/it'\\''s'")
  }

  /// Outside a git work tree the install fails with a coded error that names no option (the
  /// tool adds `--global`).
  @Test func outsideAWorkTreeTheErrorIsCoded() throws {
    let repository = try GitTestRepository()
    let outside = FileManager.default.temporaryDirectory.appendingPathComponent("no-git-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: outside) }
    let outcome = GitDriverInstaller.install(
      program: "/opt/tools/xcstrings-convert", global: false, directory: outside, environment: repository.environment)
    #expect(!outcome.succeeded)
    #expect(outcome.diagnostics.map(\.message) == ["not inside a git work tree"])
    #expect(outcome.diagnostics.map(\.code) == [.notInGitWorkTree])
  }
}
