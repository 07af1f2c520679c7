import Testing

@testable import XCStringsRuntime

@Suite("runtime: format tokens")
struct FormatTokenTests {
  static func kinds(_ text: String) -> [String] {
    FormatToken.scan(Array(text.utf8)).map { token in
      let position = token.position.map { "\($0)$" } ?? ""
      switch token.kind {
      case .percent: return "%%"
      case .argument(let conversion):
        return position + String(UnicodeScalar(conversion)) + String(repeating: "*", count: token.starArguments)
      case .variable(let name): return position + "#@\(name)@"
      }
    }
  }

  @Test func conversionsPositionsAndVariables() {
    #expect(
      Self.kinds("%lld files, %2$@, %%, %#@apples@ %3$#@pears@ %.1f %*d") == [
        "d", "2$@", "%%", "#@apples@", "3$#@pears@", "f", "d*",
      ])
  }

  @Test func malformedSequencesAreNoConversion() {
    #expect(Self.kinds("100%! and %") == [])
    // A space is a flag: `% s` reads text, as printf reads it.
    #expect(Self.kinds("100% sure") == ["s"])
    #expect(Self.kinds("%#@unterminated") == [])
    #expect(Self.kinds("50%k") == [])
  }

  @Test func rangesCoverTheWrittenConversion() {
    let tokens = FormatToken.scan(Array("a %1$lld b".utf8))
    #expect(tokens.map(\.range) == [2..<8])
  }
}
