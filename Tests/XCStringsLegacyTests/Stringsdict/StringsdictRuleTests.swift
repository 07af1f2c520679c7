import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Stringsdict rules compare texts by their Unicode scalars, as the catalog model does: a rule
/// with a text in another normalisation form is another rule.
@Suite("exact model equality: stringsdict rules")
struct StringsdictRuleTests {
  @Test func legacyRulesCompareTextsExactly() {
    for (composed, decomposed) in UnicodeSamples.canonicallyEquivalentPairs {
      func format(_ text: String) -> StringsdictRule {
        .format(FormatRule(format: "%#@n@", variables: ["n": FormatVariable(valueType: "d", forms: ["other": text])]))
      }
      #expect(format(composed) == format(composed))
      #expect(format(composed) != format(decomposed))
      #expect(StringsdictRule.width(["20": composed]) != .width(["20": decomposed]))
      #expect(StringsdictRule.device(["mac": .string(composed)]) != .device(["mac": .string(decomposed)]))
      #expect(StringsdictRule.format(FormatRule(format: composed)) != .format(FormatRule(format: decomposed)))
      #expect(
        StringsdictEntry(key: "k", comment: composed, rule: .width([:]))
          != StringsdictEntry(key: "k", comment: decomposed, rule: .width([:])))
    }
  }
}
