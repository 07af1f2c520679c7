import Testing
import XCStringsBase

@testable import XCStringsCompile

@Suite("compile: the planned files")
struct CompilePlanTests {
  typealias F = CompileFixtures

  /// One `.lproj` per language with entries; `.strings` and `.stringsdict` only when they have
  /// one; the table is the catalog's name; paths are absolute.
  @Test func filesOnlyWhereThereAreEntries() throws {
    let path = try F.file(
      F.json([
        F.entry("k", [F.unit("en", "K"), F.unit("de", "D", state: "new")]),
        F.entry("%lld n", [F.plural("en", [("other", "%lld n")]), F.unit("fr", "%lld n")]),
      ]), named: "Main.xcstrings")
    let plan = CompilePlan.make(CompileRequest(path: path, output: "out/"), currentDirectory: "/tmp/x")
    #expect(plan.diagnostics.isEmpty)
    #expect(
      plan.files.map(\.path) == [
        "/tmp/x/out/en.lproj/Main.strings", "/tmp/x/out/en.lproj/Main.stringsdict", "/tmp/x/out/fr.lproj/Main.strings",
      ])
    var only = CompileRequest(path: path, output: "/o")
    only.format = .stringsdictOnly
    #expect(CompilePlan.make(only).files.map(\.path) == ["/o/en.lproj/Main.stringsdict"])
  }

  @Test(arguments: [
    ("out", "/w/out"), ("out/", "/w/out"), ("./out", "/w/out"), ("a/../out", "/w/out"), ("/abs//out/", "/abs/out"), (".", "/w"),
  ])
  func outputFolderIsMadeAbsolute(given: String, absolute: String) {
    #expect(FileTransaction.absolute(given, from: "/w", .lexical) == absolute)
  }

  /// R10: Apple's message for a catalog without `version`.
  @Test func missingVersion() throws {
    let path = try F.file(F.json([F.entry("k", [F.unit("en", "K")])], version: nil))
    let plan = CompilePlan.make(CompileRequest(path: path, output: "/o"))
    #expect(plan.files.isEmpty)
    #expect(plan.diagnostics.map(\.description) == ["\(path): error: Missing required key 'version'"])
  }

  /// `--strict` fails a run that writes nothing at all; by default that is Apple's silent success.
  @Test func strictFailsANoOpRun() throws {
    let path = try F.file(F.json([F.entry("k", [F.unit("en", "K", state: "new")])]))
    var request = CompileRequest(path: path, output: "/o")
    #expect(CompilePlan.make(request).succeeded)
    request.strict = true
    let diagnostics = CompilePlan.make(request).diagnostics
    #expect(diagnostics.map(\.description) == ["\(path): error: the catalog compiles to no .lproj folder at all"])
    #expect(diagnostics.map(\.code) == [.strictCheck])
  }
}
