import Testing

@testable import XCStringsRuntime

@Suite("runtime: plural operands")
struct PluralOperandsTests {
  @Test func integersHaveNoFractionDigits() {
    #expect(PluralOperands(-21) == PluralOperands(n: 21, i: 21, v: 0, f: 0, t: 0))
    #expect(PluralOperands(Int.min).i == Int.max)
  }

  @Test func decimalsCountTheirShortestFractionDigits() {
    #expect(PluralOperands(1.5) == PluralOperands(n: 1.5, i: 1, v: 1, f: 5, t: 5))
    #expect(PluralOperands(0.25) == PluralOperands(n: 0.25, i: 0, v: 2, f: 25, t: 25))
    #expect(PluralOperands(2.0) == PluralOperands(2))
    #expect(PluralOperands(-3.5).i == 3)
    #expect(PluralOperands(Double.infinity).i == Int.max)
    #expect(PluralOperands(Double.nan).v == 0)
  }
}
