import Testing

@testable import XCStringsLint

/// A count compared with 1 just before it is shown (`CountGuard.swift`).
@Suite("CountGuard")
struct CountGuardTests {
  static func guarded(_ expression: String, _ source: String, line: Int? = nil) -> Bool {
    let bytes = Array(source.utf8)
    let last = source.split(separator: "\n", omittingEmptySubsequences: false).count
    return CountGuard.comparesWithOne(expression, in: bytes, line: line ?? last)
  }

  @Test func comparisonsThatTellOneFromMore() {
    let shown = "Text(\"\\(accounts.count) people\")"
    for condition in [
      "accounts.count == 1", "accounts.count != 1", "accounts.count > 1", "accounts.count >= 2", "accounts.count<2",
      "1 < accounts.count", "1 == accounts.count", "2 <= accounts.count", "accounts.count <= 1",
    ] {
      #expect(Self.guarded("accounts.count", "if \(condition) {\n  x()\n} else {\n  \(shown)\n}"), "\(condition)")
    }
  }

  @Test func comparisonsThatDoNot() {
    let shown = "Text(\"\\(accounts.count) people\")"
    for condition in [
      "accounts.count == 10", "accounts.count > 2", "other.count == 1", "count == 1", "accounts.count == 1.5",
      "accounts.counted == 1", "accounts.count + 1 > 3", "11 < accounts.count",
    ] {
      #expect(!Self.guarded("accounts.count", "if \(condition) {\n  x()\n} else {\n  \(shown)\n}"), "\(condition)")
    }
  }

  /// Only the call's line and the lines just before it count: a comparison further up, or
  /// after the call, is about something else.
  @Test func onlyTheLinesJustBefore() {
    let far = "if count == 1 { a() }\n" + String(repeating: "b()\n", count: CountGuard.reach) + "Text(\"\\(count) files\")"
    #expect(!Self.guarded("count", far))
    let near = "if count == 1 { a() }\n" + String(repeating: "b()\n", count: CountGuard.reach - 1) + "Text(\"\\(count) files\")"
    #expect(Self.guarded("count", near))
    #expect(!Self.guarded("count", "Text(\"\\(count) files\")\nif count == 1 { a() }", line: 1))
    #expect(Self.guarded("count", "let t = count == 1 ? \"one\" : String(localized: \"\\(count) files\")", line: 1))
  }
}

@Suite("CountGuard: counts on lines")
struct CountGuardCountsTests {
  @Test func countsAreReadFromTheGivenLinesOnly() {
    let text = "let a = items.count\nf(self.rows.count, counter)\nlet b = x.counted + y.count\n"
    #expect(CountGuard.counts(in: Array(text.utf8), lines: 2...3) == ["self.rows.count", "y.count"])
    #expect(CountGuard.counts(in: Array(text.utf8), lines: 1...1) == ["items.count"])
    #expect(CountGuard.counts(in: Array(".count\n".utf8), lines: 1...1) == [])
  }
}
