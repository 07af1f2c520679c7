import Testing
import XCStringsSwiftSource

@testable import XCStringsLint

/// How code's keys are found in a tree's tables (`CatalogKeyIndex.swift`).
@Suite("Lint: the key index")
struct CatalogKeyIndexTests {
  private typealias F = LintFixture

  /// Two targets' tables of one name: the one with the source text answers for the key,
  /// whichever comes first; a key only a leftover holds is still found there.
  @Test func aTableWithTheSourceValueAnswersFirst() throws {
    let leftover = try F.subject(
      F.catalog(["alert.title": F.entry(["ru": F.unit("Открыть в?")]), "only.here": F.entry(["ru": F.unit("Тут")])]),
      path: "Editor/L.xcstrings")
    let own = try F.subject(
      F.catalog(["alert.title": F.entry(["en": F.unit("Open In?"), "ru": F.unit("Открыть в?")])]), path: "Terminal/L.xcstrings")
    let index = CatalogKeyIndex([leftover, own])
    let found = index.match(LocalizationKey(text: "alert.title"), in: "L")
    #expect(found?.subject == 1)
    #expect(found?.key == "alert.title")
    #expect(index.match(LocalizationKey(text: "only.here"), in: "L")?.subject == 0)
    #expect(index.match(LocalizationKey(text: "nowhere"), in: "L") == nil)
  }
}
