import Testing
import XCStringsModel

@testable import XCStringsRuntime

/// CLDR's cardinal rules, checked against CLDR's own examples and against the model's table of
/// categories, which was written independently.
@Suite("runtime: plural rules")
struct CardinalRulesTests {
  static func categories(_ language: String, _ numbers: [Int]) -> [String] {
    numbers.map { CardinalRules.category(PluralOperands($0), language: language) }
  }

  @Test func cldrExamplesForIntegers() {
    #expect(
      Self.categories("ru", [1, 2, 5, 11, 21, 22, 0, 111, 112]) == [
        "one", "few", "many", "many", "one", "few", "many", "many", "many",
      ])
    #expect(
      Self.categories("ar", [0, 1, 2, 3, 11, 100, 102, 103, 111]) == [
        "zero", "one", "two", "few", "many", "other", "other", "few", "many",
      ])
    #expect(
      Self.categories("pl", [1, 2, 5, 12, 22, 25, 0, 101]) == ["one", "few", "many", "many", "few", "many", "many", "many"])
    #expect(Self.categories("ja", [0, 1, 2]) == ["other", "other", "other"])
    #expect(Self.categories("en", [0, 1, 2]) == ["other", "one", "other"])
    #expect(Self.categories("fr", [0, 1, 2, 1_000_000]) == ["one", "one", "other", "many"])
    #expect(Self.categories("cy", [0, 1, 2, 3, 6, 7]) == ["zero", "one", "two", "few", "many", "other"])
    #expect(Self.categories("sl", [1, 2, 3, 5, 101, 102]) == ["one", "two", "few", "other", "one", "two"])
    #expect(Self.categories("lv", [0, 1, 10, 11, 21]) == ["zero", "one", "zero", "zero", "one"])
    #expect(Self.categories("pt", [0, 1, 2]) == ["one", "one", "other"])
    #expect(Self.categories("pt-PT", [0, 1, 2]) == ["other", "one", "other"])
    #expect(Self.categories("he", [1, 2, 3, 20]) == ["one", "two", "other", "other"])
    #expect(Self.categories("zh-Hant", [1]) == ["other"])
    #expect(Self.categories("sr_Latn", [1, 2, 5, 21]) == ["one", "few", "other", "one"])
  }

  @Test func cldrExamplesForDecimals() {
    func category(_ value: Double, _ language: String) -> String {
      CardinalRules.category(PluralOperands(value), language: language)
    }
    #expect(category(1.5, "en") == "other")
    #expect(category(1.0, "en") == "one")
    #expect(category(1.5, "ru") == "other")
    #expect(category(1.5, "fr") == "one")
    #expect(category(0.5, "cs") == "many")
    #expect(category(2.5, "lt") == "many")
  }

  /// Every language the model's table knows: the runtime selects for the integers 0–1,000 only
  /// categories the model calls legal, and every category the model calls required for an
  /// integer is selected by some integer.
  @Test func agreesWithTheModelsTableForEveryLanguage() {
    var disagreements: [String] = []
    for language in PluralRules.knownLanguages {
      guard let rules = PluralRules.forLanguage(LanguageCode(rawValue: language)) else { continue }
      let selected = Set(Self.categories(language, Array(0...1_000) + [1_000_000]))
      let illegal = selected.filter { !rules.allows(PluralCategory(rawValue: $0)) }
      let missing = rules.integerCategories.map(\.rawValue).filter { !selected.contains($0) }
      if !illegal.isEmpty || !missing.isEmpty {
        disagreements.append("\(language): selects \(illegal.sorted()), never \(missing.sorted())")
      }
    }
    #expect(disagreements == [])
  }
}
