import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel

/// Builds keys from pieces chosen to hit the comparator's edge cases: every printable ASCII
/// character, whitespace and line breaks, digit runs with leading zeros and ones too long for
/// `UInt64`, case pairs, and non-ASCII text (accents precomposed and combining, Greek, Cyrillic,
/// Hebrew, Arabic, Thai, kana, CJK, Hangul, emoji and sequences, fullwidth digits, `ß`, control
/// characters, symbols).
private struct KeyGenerator {
  static let ascii: [String] = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
  static let special: [String] = [
    "\t", "\n", "\r", "\u{0B}", "\u{0C}", "0", "00", "007", "1", "9", "10", "a", "A", "i", "I",
    "%@", "%lld", "12345678901234567890", "18446744073709551617", "Über", "ü", "é", "e\u{301}",
    "日本", "語", "😀", "👍🏽", "ß", "ss", "Ä", "ａ", "２", "\u{0}", "\u{1}", "\u{7F}", "Ω", "ø", "İ",
    "ı", "·", "Привет", "Ü", "ö", "Å", "ñ", "Ç", "ÿ", "ǖ", "ș", "α", "Я", "א", "ش", "ก", "เก", "क", "あ",
    "ア", "中", "한", "🎉", "🚀", "🤖", "👨‍👩‍👧", "u\u{308}", "Ü\u{301}", "😀\u{FE0F}", "€", "©", "→", "½", "ﬁ",
  ]

  var random: SeededGenerator

  mutating func piece() -> String {
    Int.random(in: 0..<4, using: &random) == 0
      ? Self.special.randomElement(using: &random)! : Self.ascii.randomElement(using: &random)!
  }

  mutating func key(maxPieces: Int = 6) -> String {
    (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in piece() }.joined()
  }

  /// A second key related to `a`: unrelated, `a` extended, or `a` with one character replaced.
  mutating func partner(of a: String) -> String {
    switch Int.random(in: 0..<3, using: &random) {
    case 0: return key()
    case 1: return a + key(maxPieces: 2)
    default:
      var characters = a.map(String.init)
      if !characters.isEmpty {
        characters[Int.random(in: 0..<characters.count, using: &random)] = piece()
      }
      return characters.joined() + (Bool.random(using: &random) ? key(maxPieces: 2) : "")
    }
  }
}

@Suite struct KeyOrderingTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func agreesWithFoundationPairByPair(seed: UInt64) {
    var generator = KeyGenerator(random: SeededGenerator(seed: seed))
    for _ in 0..<1500 {
      let a = generator.key()
      let b = generator.partner(of: a)
      let fast = KeyOrdering.compare(a, b)
      let reference = KeyOrdering.foundationCompare(a, b)
      #expect(
        fast == reference,
        "seed \(seed): \(a.debugDescription) vs \(b.debugDescription): \(fast.rawValue), Foundation \(reference.rawValue)"
      )
      #expect(KeyOrdering.areInIncreasingOrder(a, b) == (reference == .orderedAscending), "seed \(seed)")
    }
  }

  /// Keys sharing a leading part the sort keys cannot cover, so the comparison is decided on
  /// what follows it; the tails include combining marks and digits that must not be split off.
  @Test func agreesWithFoundationAfterSharedPrefix() {
    let prefixes = [
      "日本語 ", "日本語a", "·x", "ß ", "Maße", "2２a", "😀 ", "👨‍👩‍👧 a", "e\u{301}x", "ﬁ ", "ı ", "İa",
      "€ ", "·-a", "l·l", "L·", "ǅa", "ＡＢ a", "x\u{0}a", "日 ", "a\u{308}b",
    ]
    let tails = [
      "0", "1", "01", "9", "10", "a", "A", "b", "B", "-", "_", " ", "x", "ss", "ß", "\u{301}", "\u{308}",
      "·", "日", "😀", "２", "%@", ".", "I", "i",
    ]
    var random = SeededGenerator(seed: 3)
    func tail() -> String {
      (0..<Int.random(in: 0...3, using: &random)).map { _ in tails.randomElement(using: &random)! }.joined()
    }
    for _ in 0..<2000 {
      let prefix = prefixes.randomElement(using: &random)!
      let a = prefix + tail()
      let b = prefix + tail()
      #expect(
        KeyOrdering.compare(a, b) == KeyOrdering.foundationCompare(a, b),
        "seed 3: \(a.debugDescription) vs \(b.debugDescription)")
    }
  }

  @Test func agreesWithFoundationOnEveryCharacterPair() {
    let characters = KeyGenerator.ascii + ["\t", "\n", "\r", "\u{0B}", "\u{0C}"]
    for c1 in characters {
      for c2 in characters {
        // "x" + c + "b" against "x" + c + "a" shows whether c1 and c2 differ at the primary level.
        for (a, b) in [("x" + c1 + "b", "x" + c2 + "a"), (c1 + "B", c2 + "b"), (c1 + c2, c2)] {
          #expect(
            KeyOrdering.compare(a, b) == KeyOrdering.foundationCompare(a, b),
            "\(a.debugDescription) vs \(b.debugDescription)")
        }
      }
    }
  }

  @Test func sortedASCIIListsAreInFoundationOrder() {
    var generator = KeyGenerator(random: SeededGenerator(seed: 7))
    let keys = (0..<400).map { _ in
      String(
        (0..<Int.random(in: 0...8, using: &generator.random)).map { _ in
          KeyGenerator.ascii.randomElement(using: &generator.random)!.first!
        })
    }
    let sorted = KeyOrdering.sorted(Array(Set(keys)))
    for (a, b) in zip(sorted, sorted.dropFirst()) {
      #expect(KeyOrdering.foundationCompare(a, b) == .orderedAscending, "seed 7: \(a.debugDescription), \(b.debugDescription)")
    }
  }

  // The expected orders below were produced by sorting with Foundation's comparator itself.

  @Test(arguments: [SeededGenerator.randomSeed()])
  func mixedKeys(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let expected = [
      "", " x", "_x", "-x", ".x", "#tag", "%@", "%lld items", "1", "2", "10", "a", "A", "a b", "a_b",
      "a-b", "a.b", "ab", "Item2", "item9", "item09", "item10", "zh-Hans", "zh-Hant", "zh-HK",
    ]
    #expect(KeyOrdering.sorted(expected.reversed()) == expected)
    #expect(KeyOrdering.sorted(expected.shuffled(using: &random)) == expected, "seed \(seed)")
  }

  @Test(arguments: [SeededGenerator.randomSeed()])
  func xcodeFacts(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let expected = [
      "\t%@", " %@", "%@ - %@", "%@ · Slot %@", "%@ (%@)", "%@ %@", "😀", "0cE-0y-BcT.title",
      "0sa-UX-oa3.title", "00y-6C-LDt.title", "C# source", "C++ header", "Delete %@?", "Hello, World!",
      "spaces", "Spaces", "Uber", "über", "Über", "x2", "x02", "x10", "Zebra", "日本語",
    ]
    #expect(KeyOrdering.sorted(expected.reversed()) == expected)
    #expect(KeyOrdering.sorted(expected.shuffled(using: &random)) == expected, "seed \(seed)")
  }

  @Test func pluralCategories() {
    let expected = ["few", "many", "one", "other", "two", "zero"]
    #expect(KeyOrdering.sorted(["zero", "one", "two", "few", "many", "other"]) == expected)
  }

  @Test func deviceNames() {
    let expected = ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other"]
    #expect(KeyOrdering.sorted(expected.reversed()) == expected)
  }

  @Test func sortedIndicesMatchSorted() {
    let keys = ["b", "Über", "a10", "a9", "日本", "A", "a"]
    let indices = KeyOrdering.sortedIndices(keys)
    #expect(indices.map { keys[$0] } == KeyOrdering.sorted(keys))
    #expect(Set(indices) == Set(keys.indices))
    var copy = keys
    KeyOrdering.sort(&copy)
    #expect(copy == KeyOrdering.sorted(keys))
  }

  @Test func duplicatesKeepInputOrder() {
    #expect(KeyOrdering.sortedIndices(["b", "a", "b", "a"]) == [1, 3, 0, 2])
    #expect(KeyOrdering.sortedIndices(["ü", "a", "ü"]) == [1, 0, 2])
  }

  /// Foundation's comparator cycles on these sets; the result must still not depend on the
  /// input order.
  @Test(arguments: [
    ["2", "２", "1０"],
    ["Maße", "Mase", "Masse"],
    ["2", "２", "1０", "Maße", "Mase", "Masse", "a", "B", "10", "ß", "ss", "日本", "😀", "Über"],
    ["item9", "item09", "item10", "Item9", "ITEM09", "item 9", "item-9"],
  ])
  func orderDoesNotDependOnInput(keys: [String]) {
    var random = SeededGenerator(seed: 11)
    let reference = KeyOrdering.sorted(keys)
    for _ in 0..<20 {
      let shuffled = keys.shuffled(using: &random)
      #expect(KeyOrdering.sorted(shuffled) == reference, "seed 11: \(shuffled)")
      #expect(KeyOrdering.sortedIndices(shuffled).map { shuffled[$0] } == reference)
    }
  }

  @Test func generatedSetsDoNotDependOnInputOrder() {
    var generator = KeyGenerator(random: SeededGenerator(seed: 5))
    let keys = Array(Set((0..<150).map { _ in generator.key(maxPieces: 3) }))
    let reference = KeyOrdering.sorted(keys)
    for _ in 0..<5 {
      #expect(KeyOrdering.sorted(keys.shuffled(using: &generator.random)) == reference, "seed 5")
    }
  }

  @Test func emptyAndSingle() {
    #expect(KeyOrdering.sorted([]) == [])
    #expect(KeyOrdering.sorted(["x"]) == ["x"])
    #expect(KeyOrdering.sortedIndices([]) == [])
    #expect(KeyOrdering.compare("", "") == .orderedSame)
    #expect(KeyOrdering.compare("", "a") == .orderedAscending)
    #expect(KeyOrdering.compare("ü", "ü") == .orderedSame)
  }
}
