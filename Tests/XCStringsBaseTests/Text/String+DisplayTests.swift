import Testing

@testable import XCStringsBase

/// Telling apart texts that look alike: canonical equivalence, invisible differences, and the
/// escapes that show them.
@Suite("string display")
struct StringDisplayTests {
  /// Pairs that are one text in Unicode's sense, spelled with other scalars.
  static let equivalent: [(String, String)] = [
    ("\u{0628}\u{0650}\u{0651}", "\u{0628}\u{0651}\u{0650}"),  // KASRA + SHADDA, SHADDA + KASRA
    ("caf\u{E9}", "cafe\u{301}"),
    ("\u{AC00}", "\u{1100}\u{1161}"),
    ("\u{212B}", "\u{C5}"),
    ("a\u{323}\u{302}", "a\u{302}\u{323}"),
  ]

  @Test func canonicallyEquivalentTextsAreOneText() {
    for (a, b) in Self.equivalent {
      #expect(a.isCanonicallyEquivalent(to: b), "\(a.escapedScalarsForDisplay)")
      #expect(b.isCanonicallyEquivalent(to: a), "\(a.escapedScalarsForDisplay)")
      #expect(a.differsOnlyInvisibly(from: b), "\(a.escapedScalarsForDisplay)")
      #expect(!a.isIdentical(to: b))
    }
    #expect("abc".isCanonicallyEquivalent(to: "abc"))
    #expect(!"abc".isCanonicallyEquivalent(to: "abd"))
    #expect(!"\u{0628}\u{0650}".isCanonicallyEquivalent(to: "\u{0628}\u{0651}"))
    #expect(!"abc".differsOnlyInvisibly(from: "abc"))
  }

  @Test func invisibleScalarsAndOtherSpacesDifferOnlyInvisibly() {
    for (a, b) in [
      ("ab", "a\u{200B}b"), ("ab", "a\u{2060}b"), ("a b", "a\u{A0}b"), ("\u{05D0}", "\u{200F}\u{05D0}"),
      ("\u{FEFF}x", "x"), ("a\u{FE0F}", "a"), ("caf\u{E9} ", "cafe\u{301}\u{202F}"),
    ] {
      #expect(a.differsOnlyInvisibly(from: b), "\(a.escapedScalarsForDisplay) \(b.escapedScalarsForDisplay)")
      #expect(!a.isCanonicallyEquivalent(to: b))
    }
    for (a, b) in [("ab", "a b"), ("ab", "ab\n"), ("a", "A"), ("\u{0628}", "\u{0628}\u{0650}")] {
      #expect(!a.differsOnlyInvisibly(from: b), "\(a.escapedScalarsForDisplay) \(b.escapedScalarsForDisplay)")
    }
  }

  @Test(arguments: [
    ("\u{0628}\u{0650}\u{0651}", "\u{0628}\\u{0650}\\u{0651}"),
    ("cafe\u{301}", "cafe\\u{0301}"),
    ("caf\u{E9}", "caf\\u{00E9}"),
    ("\u{1100}\u{1161}", "\\u{1100}\\u{1161}"),
    ("\u{AC00}", "\\u{AC00}"),
    ("a\u{200B}b\u{A0}c", "a\\u{200B}b\\u{00A0}c"),
    ("line\nnext\ttab", "line\\nnext\\ttab"),
    ("\u{1F642} ok", "\u{1F642} ok"),
    ("\u{E000}\u{0}", "\u{E000}\\u{0000}"),
    ("plain \u{05D0}", "plain \u{05D0}"),
  ])
  func escapesWhatCannotBeSeen(_ text: String, _ shown: String) {
    #expect(text.escapedScalarsForDisplay == shown)
  }
}
