import Testing
import XCStringsBase

@testable import XCStringsCompile

@Suite("compile: --strict")
struct StrictChecksTests {
  typealias F = CompileFixtures

  func findings(_ entries: [String]) throws -> [String] {
    let catalog = try F.catalog(entries)
    var diagnostics: [Diagnostic] = []
    let tables = CatalogCompiler.compile(catalog, path: "L.xcstrings", diagnostics: &diagnostics)
    let found = StrictChecks.findings(catalog, tables: tables, path: "L.xcstrings")
    // Every strict finding carries the code by which the tool adds `(--strict)`.
    #expect(found.allSatisfy { $0.code == .strictCheck })
    return found.map(\.description)
  }

  @Test func pluralsAreCheckedAgainstTheLanguagesRules() throws {
    #expect(
      try findings([
        F.entry("k", [F.plural("en", [("one", "%lld a"), ("other", "%lld b")]), F.plural("ja", [("other", "%lld")])])
      ]).isEmpty)
    #expect(
      try findings([F.entry("k", [F.plural("en", [("one", "%lld a")])])])
        == ["L.xcstrings: error: plural has no 'other' form (en: k)"])
    #expect(
      try findings([
        F.entry(
          "k", [F.plural("en", [("one", "%lld a"), ("other", "%lld b")]), F.plural("ja", [("one", "%lld"), ("other", "%lld")])])
      ])
        == ["L.xcstrings: error: plural category 'one' is never used in this language (ja: k)"])
    #expect(
      try findings([F.entry("k", [F.plural("ru", [("one", "%lld a"), ("other", "%lld b")])])])
        == [
          "L.xcstrings: error: plural lacks the category 'few' this language needs (ru: k)",
          "L.xcstrings: error: plural lacks the category 'many' this language needs (ru: k)",
        ])
  }

  @Test func countTypesMustAgree() throws {
    #expect(
      try findings([
        F.entry(
          "k", [F.plural("en", [("one", "%lld a"), ("other", "%lld b")]), F.plural("de", [("one", "%d a"), ("other", "%d b")])])
      ])
        == ["L.xcstrings: error: plural reads the count as '%lld' in en but '%d' in de (de: k)"])
  }
}
