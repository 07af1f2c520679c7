import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsMerge
@testable import XCStringsModel

/// The workflow: three files in, one file out in Xcode's bytes, all or nothing.
@Suite("merge: run")
struct CatalogMergeRunTests {
  /// A folder with base, ours and theirs written as given.
  struct Files {
    let folder: URL
    var base: String { folder.appendingPathComponent("base.xcstrings").path }
    var ours: String { folder.appendingPathComponent("ours.xcstrings").path }
    var theirs: String { folder.appendingPathComponent("theirs.xcstrings").path }

    init(base: [UInt8], ours: [UInt8], theirs: [UInt8]) throws {
      folder = try TestPaths.temporaryDirectory()
      try Data(base).write(to: URL(fileURLWithPath: self.base))
      try Data(ours).write(to: URL(fileURLWithPath: self.ours))
      try Data(theirs).write(to: URL(fileURLWithPath: self.theirs))
    }

    init(base: StringCatalog, ours: StringCatalog, theirs: StringCatalog) throws {
      try self.init(
        base: CatalogJSONWriter.data(for: base), ours: CatalogJSONWriter.data(for: ours),
        theirs: CatalogJSONWriter.data(for: theirs))
    }

    func request(name: String? = nil, prefer: MergeSide? = nil, report: String? = nil) -> CatalogMergeRequest {
      CatalogMergeRequest(
        base: .file(base, named: name, role: name.map { _ in "base" }),
        ours: .file(ours, named: name, role: name.map { _ in "ours" }),
        theirs: .file(theirs, named: name, role: name.map { _ in "theirs" }), destination: ours, name: name, prefer: prefer,
        report: report)
    }

    func read(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: URL(fileURLWithPath: path))) }
  }

  static let base = MergeFixtures.base
  static let ours = MatrixEdit.value.applied(to: base, key: "k", variant: 0)
  static let theirs = MatrixEdit.comment.applied(to: base, key: "j", variant: 1)

  @Test func aCleanMergeReplacesOursWithXcodesBytesWhateverTheInputsLayout() throws {
    // THEIRS is written compactly, with keys in another order: the result is canonical.
    let compact = Array(
      #"{"version":"1.0","strings":{"k":{"comment":"Greeting","localizations":{"en":{"stringUnit":{"value":"Hello","state":"translated"}},"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},"j":{"comment":"Kommentar-1","localizations":{"de":{"stringUnit":{"state":"translated","value":"Tschüss"}},"en":{"stringUnit":{"state":"translated","value":"Bye"}}}}},"sourceLanguage":"en"}"#
        .utf8)
    let files = try Files(
      base: CatalogJSONWriter.data(for: Self.base), ours: CatalogJSONWriter.data(for: Self.ours), theirs: compact)
    let outcome = CatalogMergeRun(request: files.request()).run()
    #expect(outcome.status == .merged)
    #expect(outcome.diagnostics == [])
    #expect(outcome.changedDestination)
    let expected = MatrixEdit.comment.applied(to: Self.ours, key: "j", variant: 1)
    #expect(try files.read(files.ours) == CatalogJSONWriter.data(for: expected))
  }

  /// A read-only OURS is not rewritten: the merge is refused and the file stays as it was
  /// (found by the safety harness). Made writable, it merges.
  @Test func aReadOnlyOursIsRefusedAndLeftAsItWas() throws {
    let files = try Files(base: Self.base, ours: Self.ours, theirs: Self.theirs)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: files.ours)
    let before = try files.read(files.ours)
    let refused = CatalogMergeRun(request: files.request()).run()
    #expect(refused.status == .unreadable)
    #expect(
      refused.diagnostics.map(\.description) == [
        "\(files.ours): error: catalog is read-only; make it writable to merge into it",
        "\(files.ours): note: nothing was written; the file is as it was",
      ])
    #expect(try files.read(files.ours) == before)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: files.ours)
    #expect(CatalogMergeRun(request: files.request()).run().status == .merged)
  }

  @Test func conflictsAreWarningsAtTheirPlaceInTheWrittenFile() throws {
    let other = MatrixEdit.value.applied(to: Self.base, key: "k", variant: 1)
    let files = try Files(base: Self.base, ours: Self.ours, theirs: other)
    let outcome = CatalogMergeRun(request: files.request(name: "App/Localizable.xcstrings")).run()
    #expect(outcome.status == .conflicted)
    let written = String(decoding: try files.read(files.ours), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let keyLine = written.firstIndex { $0.contains("\"k\" : {") }!
    let unitLine = written.indices.first { $0 > keyLine && written[$0].contains("\"stringUnit\"") }! + 1
    #expect(
      outcome.diagnostics.map(\.description) == [
        "App/Localizable.xcstrings:\(unitLine):11: warning: conflict in 'k' [de]: base 'Hallo', ours 'Wert-0', theirs 'Wert-1'"
      ])
    #expect(written[unitLine].contains("\"state\" : \"needs_review\""))
  }

  /// An input that is not a valid catalog stops the run: OURS keeps its bytes, nothing else
  /// is written, and the error names the version.
  @Test func anUnreadableInputWritesNothing() throws {
    let broken = Array("{\n  \"sourceLanguage\" : \"en\",\n<<<<<<< HEAD\n".utf8)
    let files = try Files(
      base: CatalogJSONWriter.data(for: Self.base), ours: Array(" \n".utf8) + CatalogJSONWriter.data(for: Self.ours),
      theirs: broken)
    let before = try files.read(files.ours)
    let report = files.folder.appendingPathComponent("report.json").path
    let outcome = CatalogMergeRun(request: files.request(name: "L.xcstrings", report: report)).run()
    #expect(outcome.status == .unreadable)
    #expect(
      outcome.diagnostics.map(\.description) == [
        "L.xcstrings:3:1: error: expected a string key, found '<' (in theirs)",
        "L.xcstrings: note: nothing was written; the file is as it was",
      ])
    #expect(try files.read(files.ours) == before)
    #expect(!FileManager.default.fileExists(atPath: report))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.folder.path).sorted() == [
        "base.xcstrings", "ours.xcstrings", "theirs.xcstrings",
      ])
  }

  @Test func aKeyWrittenTwiceIsReadAsOneWithAWarningTheLaterCopyWinning() throws {
    let entry =
      #""k" : { "comment" : "Greeting", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } }"#
    func twice(_ second: String) -> [UInt8] {
      Array("{ \"sourceLanguage\" : \"en\", \"strings\" : {\n\(entry),\n\(second)\n}, \"version\" : \"1.0\" }".utf8)
    }
    let same = try Files(
      base: twice(entry), ours: CatalogJSONWriter.data(for: Self.ours), theirs: CatalogJSONWriter.data(for: Self.ours))
    let read = CatalogMergeRun(request: same.request()).run()
    #expect(read.status == .merged)
    #expect(
      read.diagnostics.map(\.description) == [
        "\(same.base):3:1: warning: duplicate key 'k' in 'strings', with the same value; read once"
      ])
    let different = try Files(
      base: CatalogJSONWriter.data(for: Self.base), ours: CatalogJSONWriter.data(for: Self.ours),
      theirs: twice(entry.replacingOccurrences(of: "Hallo", with: "Servus")))
    // As Xcode and Foundation read it: the later copy wins, and the merge goes on.
    let repaired = CatalogMergeRun(request: different.request()).run()
    #expect(repaired.status != .unreadable)
    #expect(
      repaired.diagnostics.first?.description == "\(different.theirs):3:1: warning: duplicate key 'k' in 'strings'; "
        + "where the copies differ, the later one wins\n\(different.theirs):2:1: note: 'k' was first defined here")
  }

  /// A write that fails (injected) leaves OURS and the report as they were.
  @Test(arguments: [false, true])
  func aFailedWriteLeavesEverythingAsItWas(failRename: Bool) throws {
    let files = try Files(base: Self.base, ours: Self.ours, theirs: Self.theirs)
    let before = try files.read(files.ours)
    let report = files.folder.appendingPathComponent("report.json").path
    var faults = FileTransaction.Faults()
    if failRename {
      faults.failRename = { $0.hasSuffix("report.json") }
    } else {
      faults.failWrite = { $0.hasSuffix("ours.xcstrings") }
    }
    let outcome = CatalogMergeRun(request: files.request(report: report), faults: faults).run()
    #expect(outcome.status == .unreadable)
    #expect(outcome.diagnostics.first?.severity == .error)
    #expect(try files.read(files.ours) == before)
    #expect(!FileManager.default.fileExists(atPath: report))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.folder.path).sorted() == [
        "base.xcstrings", "ours.xcstrings", "theirs.xcstrings",
      ])
  }

  /// A result equal to OURS' bytes is not written again.
  @Test func anUnchangedResultIsNotRewritten() throws {
    let files = try Files(base: Self.base, ours: Self.ours, theirs: Self.base)
    var faults = FileTransaction.Faults()
    faults.failWrite = { _ in true }
    let outcome = CatalogMergeRun(request: files.request(), faults: faults).run()
    #expect(outcome.status == .merged)
    #expect(!outcome.changedDestination)
  }

  @Test func anotherDestinationLeavesOursAlone() throws {
    let files = try Files(base: Self.base, ours: Self.ours, theirs: Self.theirs)
    let before = try files.read(files.ours)
    var request = files.request()
    request.destination = files.folder.appendingPathComponent("out/merged.xcstrings").path
    #expect(CatalogMergeRun(request: request).run().status == .merged)
    #expect(try files.read(files.ours) == before)
    #expect(
      try files.read(request.destination)
        == CatalogJSONWriter.data(for: MatrixEdit.comment.applied(to: Self.ours, key: "j", variant: 1)))
  }

  /// Hand-made catalog text: `"k"` with a German value, and a line `"j"` after it.
  static func lines(_ value: String, other: String = "B", end: String = "}") -> [UInt8] {
    Array(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "j" : {
            "comment" : "\(other)"
          },
          "k" : {
            "comment" : "\(value)"
          }
        },
        "version" : "1.0"
      \(end)
      """.utf8)
  }

  /// As git's merge driver (``CatalogMergeRequest/fallsBackToLineMerge``), an input that
  /// does not read (a brace missing, conflict markers inside) gives git's own line merge of
  /// the three files in OURS, with its markers, and a note quoting the parse error; the
  /// number of conflicts is git merge-file's.
  @Test func asGitsDriverAnUnreadableInputGivesGitsLineMerge() throws {
    let missingBrace = Self.lines("Theirs", end: "")
    let markers = Self.lines("Theirs", other: "B\"\n<<<<<<< HEAD\n=======\n>>>>>>> x\n\"")
    for (theirs, error) in [
      (missingBrace, "L.xcstrings:12:1: error: expected ',' or '}', found end of file (in theirs)"),
      (markers, "L.xcstrings:6:1: error: expected ',' or '}', found '<' (in theirs)"),
    ] {
      let files = try Files(base: Self.lines("Base"), ours: Self.lines("Ours"), theirs: theirs)
      var request = files.request(name: "L.xcstrings")
      request.fallsBackToLineMerge = true
      let outcome = CatalogMergeRun(request: request).run()
      #expect(outcome.status == .lineMerged(conflicts: 1))
      #expect(
        outcome.diagnostics.map(\.description) == [
          error,
          "L.xcstrings: note: written by git's line merge (git merge-file), with 1 conflict marked, as an input does not read as a catalog: "
            + error.split(separator: " ", maxSplits: 2)[2].replacingOccurrences(of: "error: ", with: ""),
        ])
      let written = String(decoding: try files.read(files.ours), as: UTF8.self)
      #expect(
        written.contains("<<<<<<< ours\n      \"comment\" : \"Ours\"\n=======\n      \"comment\" : \"Theirs\"\n>>>>>>> theirs\n"))
      #expect(outcome.changedDestination)
    }
    // Lines only one side changed merge cleanly (exit 0), as git's own merge would.
    let files = try Files(
      base: Self.lines("Base"), ours: Self.lines("Base", other: "Ours"), theirs: Self.lines("Theirs", end: ""))
    var request = files.request(name: "L.xcstrings")
    request.fallsBackToLineMerge = true
    #expect(CatalogMergeRun(request: request).run().status == .lineMerged(conflicts: 0))
    #expect(try files.read(files.ours) == Self.lines("Theirs", other: "Ours", end: ""))
  }

  /// The line merge's write is all or nothing too: a failed write leaves OURS as it was.
  @Test func aFailedWriteOfTheLineMergeLeavesOursAsItWas() throws {
    let files = try Files(base: Self.lines("Base"), ours: Self.lines("Ours"), theirs: Self.lines("Theirs", end: ""))
    let before = try files.read(files.ours)
    var request = files.request(name: "L.xcstrings")
    request.fallsBackToLineMerge = true
    var faults = FileTransaction.Faults()
    faults.failRename = { $0.hasSuffix("ours.xcstrings") }
    let outcome = CatalogMergeRun(request: request, faults: faults).run()
    #expect(outcome.status == .unreadable)
    #expect(outcome.diagnostics.map(\.severity) == [.error, .error, .note])
    #expect(try files.read(files.ours) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.folder.path).sorted() == [
        "base.xcstrings", "ours.xcstrings", "theirs.xcstrings",
      ])
  }

  /// Git sets these for the programs it runs; a shell does not.
  @Test func aRunByGitIsToldByItsEnvironment() {
    #expect(CatalogMergeRun.isRunByGit(environment: ["GIT_EXEC_PATH": "/usr/lib/git-core", "GIT_PREFIX": ""]))
    #expect(CatalogMergeRun.isRunByGit(environment: ["GIT_PREFIX": ""]))
    #expect(!CatalogMergeRun.isRunByGit(environment: ["HOME": "/home/me", "PATH": "/usr/bin"]))
  }
}
