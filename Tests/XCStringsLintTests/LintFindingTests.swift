import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint
@testable import XCStringsModel

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
    var none: [LintFinding] = []
    LintFinding.sort(&none)
    #expect(none.isEmpty)
  }

  /// Putting the findings in place follows every cycle of the permutation: lines 1 to 12 given
  /// as cycles of three, five and two findings, and two that stay put.
  @Test func sortPutsEachFindingInItsPlace() {
    let lines = [3, 1, 2, 4, 9, 5, 6, 7, 8, 11, 10, 12]
    var sorted = lines.map { line in
      LintFinding(
        rule: .untranslated, location: SourceLocation(path: "L.xcstrings", line: line, column: 5), key: "k\(line)",
        language: "de", message: "m\(line)")
    }
    LintFinding.sort(&sorted)
    #expect(sorted.map(\.location.line) == Array(1...12))
    #expect(sorted.map(\.message) == (1...12).map { "m\($0)" })
    #expect(sorted.map(\.key) == (1...12).map { "k\($0)" })
  }
}
