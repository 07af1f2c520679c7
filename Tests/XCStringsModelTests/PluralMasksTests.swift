import Testing

@testable import XCStringsModel

@Suite("PluralMasks")
struct PluralMasksTests {
  /// One bit per known category, in `PluralCategory.allKnown` order; anything else, including
  /// another spelling, has none.
  @Test func eachKnownCategoryHasItsBit() {
    #expect(PluralCategory.allKnown.map { PluralMasks.bit($0.rawValue) } == [1, 2, 4, 8, 16, 32])
    #expect(PluralMasks.bit("Other") == nil)
    #expect(PluralMasks.bit("some") == nil)
    #expect(PluralMasks.bit("") == nil)
    #expect(PluralMasks.other == 32)
  }

  /// Russian requires one, few, many and other; zero is allowed everywhere. French also allows
  /// many, which it does not require.
  @Test func masksFollowTheRules() throws {
    let russian = PluralMasks(try #require(PluralRules.forLanguage("ru")))
    #expect(russian.required == 0b11_1010)
    #expect(russian.allowed == 0b11_1011)
    #expect(russian.integer == 0b01_1010)
    #expect(russian.oneAlsoSelects == [21, 31])
    let french = PluralMasks(try #require(PluralRules.forLanguage("fr")))
    #expect(french.required == 0b10_0010)
    #expect(french.allowed == 0b11_0011)
    #expect(french.integer == 0b10_0010)
  }
}
