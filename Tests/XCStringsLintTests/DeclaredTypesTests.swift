import Testing

@testable import XCStringsLint

/// The types a file declares for names (`DeclaredTypes.swift`).
@Suite("Lint: declared types")
struct DeclaredTypesTests {
  private func types(_ source: String, _ names: Set<String>) -> [String: String] {
    DeclaredTypes.types(of: names, in: Array(source.utf8))
  }

  @Test func annotationsLiteralsCountsAndStringInitializersGiveTypes() {
    let source = """
      let score: Int = 0
      var title = "x"
      let level = 3
      let ratio = 0.5
      let n = items.count
      let year = String(first)
      """
    #expect(
      types(source, ["score", "title", "level", "ratio", "n", "year"]) == [
        "score": "Int", "title": "String", "level": "Int", "ratio": "Double", "n": "Int", "year": "String",
      ])
  }

  /// A count or a number that only starts the value says nothing of its type: a comparison
  /// makes a condition (`name.count > 20 ? short : name` is a `String`), arithmetic takes the
  /// other operand's type.
  @Test func aValueThatGoesOnAfterACountOrANumberIsUnknown() {
    let source = """
      let displayName = name.count > 20 ? String(name.prefix(17)) + "..." : name
      let scaled = 2 * factor
      let total = items.count + 1 ; let pages = pages.count // the pages
      let more = 3 // three
      let seconds = 3 * 60
      let half = 3 * 0.5
      """
    #expect(
      types(source, ["displayName", "scaled", "total", "pages", "more", "seconds", "half"]) == [
        "pages": "Int", "more": "Int", "seconds": "Int",
      ])
  }
}
