import Testing

@testable import XCStringsBase
@testable import XCStringsModel

@Suite("PluralCategory")
struct PluralCategoryTests {
  /// The known categories, in the order Xcode writes a plural's forms.
  @Test func theKnownCategoriesSortInKeyOrder() {
    #expect(KeyOrdering.sorted(PluralCategory.allKnown.map(\.rawValue)) == ["few", "many", "one", "other", "two", "zero"])
  }
}
