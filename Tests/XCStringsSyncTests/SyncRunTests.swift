import Foundation
import Testing
import XCStringsBase
import XCStringsSync
import XCStringsTestSupport

/// The run as a whole: all or nothing, dry run and check write nothing, unreadable input.
@Suite("sync: the run")
struct SyncRunTests {
  static let sources = [
    "App/V.swift": #"let a = Text("One")"#,
    "Widget/Localizable.xcstrings": SyncFixture.emptyCatalog,
    "Widget/W.swift": #"let b = Text("Two")"#,
  ]

  @Test(arguments: [false, true]) func aFailedWriteLeavesEveryCatalogAsItWas(failRename: Bool) throws {
    var files = Self.sources
    files["App/Localizable.xcstrings"] = SyncFixture.emptyCatalog
    let tree = try Tree(files)
    let before = tree.snapshot()
    var faults = FileTransaction.Faults()
    if failRename {
      faults = .failingRename(ofFileNamed: "Localizable.xcstrings")
    } else {
      faults.failWrite = { $0.contains("Widget") }
    }
    let result = SyncRun(request: SyncRequest(paths: [tree.root]), faults: faults).run()
    #expect(!result.succeeded)
    #expect(!result.wrote)
    #expect(tree.snapshot() == before)
  }

  @Test func eachCatalogTakesTheFilesNearestToIt() throws {
    var files = Self.sources
    files["App/Localizable.xcstrings"] = SyncFixture.emptyCatalog
    let tree = try Tree(files)
    let result = SyncRun(request: SyncRequest(paths: [tree.root])).run()
    #expect(result.wrote)
    #expect(result.changes.map(\.added) == [["One"], ["Two"]])
  }

  @Test(arguments: [SyncRequest.Mode.dryRun, .check]) func lookingWritesNothing(mode: SyncRequest.Mode) throws {
    let fixture = try SyncFixture(swift: ["App/V.swift": #"let a = Text("One")"#], mode: mode)
    #expect(try fixture.tree.read("App/Localizable.xcstrings") == SyncFixture.emptyCatalog)
    #expect(fixture.result.changes.map(\.added) == [["One"]])
    #expect(fixture.result.succeeded == (mode == .dryRun))
  }

  @Test func anUnreadableSourceStopsTheRunBeforeAnyKeyIsDeleted() throws {
    let catalog = CatalogSyncTests.catalog(#"    "Kept" : { }"#)
    let fixture = try SyncFixture(catalog: catalog, swift: ["App/V.swift": "let a = Text(\"Kept\"); let b = \"unterminated"])
    #expect(!fixture.result.succeeded)
    #expect(fixture.result.diagnostics.first?.description.contains("App/V.swift:1:") == true)
    #expect(try fixture.keys() == ["Kept"])
  }

  @Test func aPackageWithoutCatalogsAndTestsExtractNothing() throws {
    let fixture = try SyncFixture(swift: [
      "App/V.swift": #"let a = Text("One")"#,
      "Kit/Package.swift": "// swift-tools-version:5.9",
      "Kit/Sources/Kit/K.swift": #"let b = Text("Two")"#,
      "AppTests/T.swift": #"let c = Text("Three")"#,
    ])
    #expect(try fixture.keys() == ["One"])
  }

  @Test func aGuessedSpecifierIsReportedAsAWarning() throws {
    let fixture = try SyncFixture(swift: ["App/V.swift": "let a = Text(\"Hi \\(user.nickname)\")"])
    #expect(
      fixture.result.diagnostics.map(\.description) == [
        fixture.tree.path("App/V.swift")
          + ":1:14: warning: the type of 'user.nickname' is unknown, its specifier guessed as %@ in key 'Hi %@'"
      ])
  }

  /// A read-only catalog that would change is not replaced behind its owner's back (a rename
  /// ignores the file's permission bits): an error, and nothing is written; a dry run and a
  /// check only look.
  @Test(arguments: [SyncRequest.Mode.write, .dryRun])
  func aReadOnlyCatalogThatWouldChangeIsAnErrorAndNothingIsWritten(mode: SyncRequest.Mode) throws {
    var files = Self.sources
    files["App/Localizable.xcstrings"] = SyncFixture.emptyCatalog
    let tree = try Tree(files)
    let readOnly = tree.path("App/Localizable.xcstrings")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: readOnly) }
    let before = tree.snapshot()
    let result = SyncRun(request: SyncRequest(paths: [tree.root], mode: mode)).run()
    #expect(tree.snapshot() == before)
    #expect(!result.wrote)
    if mode == .write {
      #expect(result.diagnostics.map(\.description) == ["\(readOnly): error: catalog is read-only; make it writable to sync it"])
    } else {
      #expect(result.succeeded)
    }
  }
}
