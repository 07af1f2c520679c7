import Testing
@testable import XCStringsKit

@Suite("LintFinding")
struct LintFindingTests {
  /// Ranks worked out once give the order `precedes` defines, ties between path, line, column,
  /// rule and language included (many findings share a key's location).
  @Test func sortedPositionsFollowPrecedes() {
    var random = SeededGenerator(seed: 11)
    let paths = ["b/L.xcstrings", "a/L.xcstrings", "a/Ä.xcstrings"]
    let languages: [LanguageCode?] = [nil, "de", "en-GB", "ja", "zh-Hans"]
    let rules = LintRule.all
    let findings = (0..<2_000).map { _ in
      LintFinding(
        rule: rules[Int(random.next() % UInt64(rules.count))],
        location: SourceLocation(
          path: paths[Int(random.next() % 3)], line: Int(random.next() % 20) + 1, column: Int(random.next() % 3) + 1),
        key: "k", language: languages[Int(random.next() % UInt64(languages.count))],
        message: ["b", "a", "ä", ""][Int(random.next() % 4)])
    }
    let order = LintFinding.sortedPositions(findings)
    #expect(order.sorted() == Array(findings.indices))
    for (earlier, later) in zip(order, order.dropFirst()) {
      #expect(!LintFinding.precedes(findings[later], findings[earlier]))
    }
  }

  @Test func sortedPositionsOfNoFindingsIsEmpty() {
    #expect(LintFinding.sortedPositions([]).isEmpty)
  }
}
