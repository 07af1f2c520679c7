import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase

@Suite("FileTransaction")
struct FileTransactionTests {
  private func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

  @Test func commitWritesEveryFileAndCreatesFolders() throws {
    let root = try TestPaths.temporaryDirectory()
    let transaction = FileTransaction(roots: [root.path])
    try transaction.stage(root.appendingPathComponent("a/b/one.txt").path, bytes: Array("1".utf8))
    try transaction.stage(root.appendingPathComponent("two.txt").path, bytes: Array("2".utf8))
    // Nothing is visible before the commit.
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("two.txt").path))
    try transaction.commit()
    #expect(try text(root.appendingPathComponent("a/b/one.txt")) == "1")
    #expect(try text(root.appendingPathComponent("two.txt")) == "2")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["a", "two.txt"])
  }

  @Test func aBatchIsWrittenConcurrentlyAndStagedInOrder() throws {
    let root = try TestPaths.temporaryDirectory()
    let transaction = FileTransaction(roots: [root.path])
    let files = (0..<30).map { index in
      (
        path: root.appendingPathComponent("l\(index % 7).lproj/t\(index).strings").path,
        bytes: Array(String(repeating: "line \(index)\n", count: index + 1).utf8)
      )
    }
    try transaction.stage(files)
    #expect(transaction.stagedPaths == files.map(\.path))
    try transaction.commit()
    for (index, file) in files.enumerated() {
      #expect(try text(URL(fileURLWithPath: file.path)) == String(repeating: "line \(index)\n", count: index + 1))
    }
    // No temporary file is left in any folder.
    for folder in 0..<7 {
      let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("l\(folder).lproj").path)
      #expect(names.allSatisfy { !$0.hasPrefix(".") })
    }
  }

  /// Replacing many files removes their backups on several threads: every file has its new
  /// contents and no backup is left in any folder.
  @Test func replacingManyFilesLeavesNoBackups() throws {
    let root = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let paths = (0..<40).map { root.appendingPathComponent("l\($0 % 5).lproj/t\($0).strings").path }
    let first = FileTransaction(roots: [root.path])
    try first.stage(paths.map { (path: $0, bytes: Array("old".utf8)) })
    try first.commit()
    let second = FileTransaction(roots: [root.path])
    try second.stage(paths.enumerated().map { (path: $1, bytes: Array("new \($0)".utf8)) })
    try second.commit()
    for (index, path) in paths.enumerated() {
      #expect(try text(URL(fileURLWithPath: path)) == "new \(index)")
    }
    for folder in 0..<5 {
      let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("l\(folder).lproj").path)
      #expect(names.count == 8)
      #expect(names.allSatisfy { !$0.hasPrefix(".") })
    }
  }

  @Test func aBatchWithOneFailingFileStagesNothing() throws {
    let root = try TestPaths.temporaryDirectory()
    var faults = FileTransaction.Faults()
    faults.failWrite = { $0.hasSuffix("c.txt") }
    let transaction = FileTransaction(roots: [root.path], faults: faults)
    try transaction.stage(root.appendingPathComponent("before.txt").path, bytes: [1])
    let files = ["a.txt", "b.txt", "c.txt", "d.txt"].map {
      (path: root.appendingPathComponent("x/" + $0).path, bytes: [UInt8(2)])
    }
    #expect(throws: Diagnostic(.error, "cannot write: injected failure", path: files[2].path)) {
      try transaction.stage(files)
    }
    #expect(transaction.stagedPaths == [root.appendingPathComponent("before.txt").path])
    transaction.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  @Test func aBatchNamingOneFileTwiceIsRefused() throws {
    let root = try TestPaths.temporaryDirectory()
    let transaction = FileTransaction(roots: [root.path])
    let path = root.appendingPathComponent("same.txt").path
    #expect(throws: Diagnostic(.error, "two outputs would be written to the same file", path: path)) {
      try transaction.stage([(path, [1]), (path, [2])])
    }
    transaction.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  @Test func failingRenameRollsBackEarlierRenames() throws {
    let root = try TestPaths.temporaryDirectory()
    let first = root.appendingPathComponent("first.txt")
    let second = root.appendingPathComponent("second.txt")
    let third = root.appendingPathComponent("third.txt")
    try Data("old first".utf8).write(to: first)
    try Data("old second".utf8).write(to: second)
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("third.txt") }
    let transaction = FileTransaction(roots: [root.path], faults: faults)
    try transaction.stage(first.path, bytes: Array("new first".utf8))
    try transaction.stage(second.path, bytes: Array("new second".utf8))
    try transaction.stage(third.path, bytes: Array("new third".utf8))
    #expect(throws: Diagnostic(.error, "cannot write: injected rename failure", path: third.path)) {
      try transaction.commit()
    }
    #expect(try text(first) == "old first")
    #expect(try text(second) == "old second")
    #expect(!FileManager.default.fileExists(atPath: third.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["first.txt", "second.txt"])
  }

  @Test func failingWriteLeavesNothingBehind() throws {
    let root = try TestPaths.temporaryDirectory()
    var faults = FileTransaction.Faults()
    faults.failWrite = { _ in true }
    let transaction = FileTransaction(roots: [root.path], faults: faults)
    let target = root.appendingPathComponent("new/folder/out.txt").path
    #expect(throws: Diagnostic(.error, "cannot write: injected failure", path: target)) {
      try transaction.stage(target, bytes: [1])
    }
    transaction.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  @Test func parentThatIsAFileIsAClearError() throws {
    let root = try TestPaths.temporaryDirectory()
    let file = root.appendingPathComponent("plain")
    try Data("x".utf8).write(to: file)
    let transaction = FileTransaction()
    let target = file.appendingPathComponent("out.txt").path
    #expect(throws: Diagnostic(.error, "cannot write: '\(file.path)' is not a folder", path: target)) {
      try transaction.stage(target, bytes: [1])
    }
  }

  @Test func preservesPermissionBits() throws {
    let root = try TestPaths.temporaryDirectory()
    let file = root.appendingPathComponent("script.txt")
    try Data("old".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    let transaction = FileTransaction(roots: [root.path])
    try transaction.stage(file.path, bytes: Array("new".utf8))
    try transaction.commit()
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
    #expect(try text(file) == "new")
  }

  @Test func writesThroughSymlinkInsideRootsAndRefusesOutside() throws {
    let root = try TestPaths.temporaryDirectory()
    let outside = try TestPaths.temporaryDirectory()
    let target = root.appendingPathComponent("real.txt")
    try Data("old".utf8).write(to: target)
    let link = root.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
    let transaction = FileTransaction(roots: [root.path])
    try transaction.stage(link.path, bytes: Array("new".utf8))
    try transaction.commit()
    #expect(try text(target) == "new")
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)

    let secret = outside.appendingPathComponent("secret.txt")
    try Data("keep".utf8).write(to: secret)
    let escape = root.appendingPathComponent("escape.txt")
    try FileManager.default.createSymbolicLink(atPath: escape.path, withDestinationPath: secret.path)
    let refusing = FileTransaction(roots: [root.path])
    let resolved = FileTransaction.realPath(secret.path) ?? secret.path
    #expect(
      throws: Diagnostic(
        .error, "refusing to write through a symlink to '\(resolved)', outside the given paths", path: escape.path)
    ) {
      try refusing.stage(escape.path, bytes: [1])
    }
    #expect(try text(secret) == "keep")
  }

  @Test func deletionsAreUndoneWhenALaterStepFails() throws {
    let root = try TestPaths.temporaryDirectory()
    let legacy = root.appendingPathComponent("old.strings")
    try Data("\"a\" = \"b\";".utf8).write(to: legacy)
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("old.strings") }
    let transaction = FileTransaction(roots: [root.path], faults: faults)
    try transaction.stage(root.appendingPathComponent("new.xcstrings").path, bytes: [1])
    try transaction.stageDeletion(legacy.path)
    #expect(throws: Diagnostic.self) { try transaction.commit() }
    #expect(try text(legacy) == "\"a\" = \"b\";")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["old.strings"])
  }

  @Test func loopingSymlinkDestinationIsRefused() throws {
    let root = try TestPaths.temporaryDirectory()
    let first = root.appendingPathComponent("a.xcstrings")
    let second = root.appendingPathComponent("b.xcstrings")
    try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
    try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
    let transaction = FileTransaction(roots: [root.path])
    #expect(throws: Diagnostic(.error, "cannot write through a broken or looping symlink", path: first.path)) {
      try transaction.stage(first.path, bytes: [1])
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["a.xcstrings", "b.xcstrings"])
  }

  @Test func destinationThatIsAFolderIsRefusedBeforeAnythingIsWritten() throws {
    let root = try TestPaths.temporaryDirectory()
    let folder = root.appendingPathComponent("x.xcstrings")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let transaction = FileTransaction(roots: [root.path])
    try transaction.stage(root.appendingPathComponent("other.xcstrings").path, bytes: [1])
    #expect(throws: Diagnostic(.error, "cannot write: is a directory", path: folder.path)) {
      try transaction.stage(folder.path, bytes: [1])
    }
    transaction.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["x.xcstrings"])
  }

  @Test func failedCommitRemovesTheFoldersItCreated() throws {
    let root = try TestPaths.temporaryDirectory()
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("second.txt") }
    let transaction = FileTransaction(roots: [root.path], faults: faults)
    try transaction.stage(root.appendingPathComponent("new/deep/first.txt").path, bytes: [1])
    try transaction.stage(root.appendingPathComponent("new/second.txt").path, bytes: [2])
    #expect(throws: Diagnostic.self) { try transaction.commit() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  /// A run killed before its commit leaves `.<name>.<pid>.<n>.tmp` files beside the outputs;
  /// the next run that writes in that folder removes those of processes that are gone, and
  /// leaves a live process's temporaries and every backup alone.
  @Test func aRunRemovesTheTemporariesThatADeadRunLeft() throws {
    let root = try TestPaths.temporaryDirectory()
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/sh")
    finished.arguments = ["-c", "exit 0"]
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    let live = getppid()
    let names = [
      ".L.xcstrings.\(dead).7.tmp", ".Other.strings.\(dead).12.tmp", ".L.xcstrings.\(live).7.tmp",
      ".L.xcstrings.\(dead).7.tmp.bak", ".L.xcstrings.\(dead).3.del", "L.xcstrings.\(dead).7.tmp", ".notes.tmp",
    ]
    for name in names { try Data([1]).write(to: root.appendingPathComponent(name)) }
    let transaction = FileTransaction(roots: [root.path])
    try transaction.stage(root.appendingPathComponent("L.xcstrings").path, bytes: [2])
    try transaction.commit()
    let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(left == (names.dropFirst(2) + ["L.xcstrings"]).sorted())
  }
}
