import Testing

@testable import XCStringsBase

@Suite("UTF8Word")
struct UTF8WordTests {
  /// Feeds `bytes` (a multiple of eight) word by word; `nil` when a word is rejected, else
  /// whether the text ends inside a character.
  private func check(_ bytes: [UInt8]) -> Bool? {
    precondition(bytes.count % 8 == 0)
    var checker = UTF8Word()
    for start in stride(from: 0, to: bytes.count, by: 8) {
      let word = bytes.withUnsafeBufferPointer { ByteWord(loadingFrom: $0.baseAddress! + start).bits }
      guard checker.accept(word) else { return nil }
    }
    return checker.isInsideCharacter
  }

  @Test func wellFormedWordsAreAccepted() {
    for text in ["abcdefgh", "café au", "Прив", "日本ab", "ab\u{0800}\u{FFFF}", "😀😀", "\u{10FFFF}\u{10000}"] {
      #expect(check(Array(text.utf8)) == false, "\(text)")
    }
  }

  @Test func charactersRunIntoTheNextWord() throws {
    // A two-byte lead in the last lane, a three-byte lead in either of the last two, and a
    // four-byte lead in any of the last three: each finished by the following word.
    let texts = [
      "abcdefgé" + "bcdefgh", "abcdef日" + "cdefghi", "abcdefg日" + "defghi",
      "abcde😀" + "efghijk", "abcdef😀" + "fghijk", "abcdefg😀" + "ghabc",
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      try #require(bytes.count == 16)
      #expect(check(bytes) == false, "\(text)")
      #expect(check(Array(bytes.prefix(8))) == true, "the first word of \(text) ends inside a character")
    }
  }

  @Test func illFormedTextIsRejected() {
    let cases: [[UInt8]] = [
      Array("abcdefg".utf8) + [0x80],  // a continuation with no lead
      [0x80] + Array("abcdefg".utf8),  // the text must start a character
      Array("abc".utf8) + [0xC3, 0x41] + Array("abc".utf8),  // a lead with no continuation
      Array("abc".utf8) + [0xC1, 0xBF] + Array("abc".utf8),  // overlong two-byte form
      Array("ab".utf8) + [0xE0, 0x9F, 0xBF] + Array("abc".utf8),  // overlong three-byte form
      Array("ab".utf8) + [0xED, 0xA0, 0x80] + Array("abc".utf8),  // a surrogate
      Array("a".utf8) + [0xF0, 0x8F, 0xBF, 0xBF] + Array("abc".utf8),  // overlong four-byte form
      Array("a".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("abc".utf8),  // past U+10FFFF
      Array("a".utf8) + [0xF5, 0x80, 0x80, 0x80] + Array("abc".utf8),
      Array("abcde".utf8) + [0xC3, 0xE6, 0x97],  // the lead at lane 5 is cut off by another
      Array("abcdefg".utf8) + [0xFF],
      // The same checks across the boundary between two words.
      Array("abcdefg".utf8) + [0xE0] + [0x9F, 0xBF] + Array("abcdef".utf8),
      Array("abcdefg".utf8) + [0xED] + [0xA0, 0x80] + Array("abcdef".utf8),
      Array("abcdefg".utf8) + [0xF0] + [0x8F, 0xBF, 0xBF] + Array("abcde".utf8),
      Array("abcdefg".utf8) + [0xF4] + [0x90, 0x80, 0x80] + Array("abcde".utf8),
      Array("abcdef".utf8) + [0xE6, 0x97] + Array("abcdefgh".utf8),  // a continuation missing
      Array("abcdefgh".utf8) + [0x80] + Array("abcdefg".utf8),
    ]
    for bytes in cases { #expect(check(bytes) == nil, "\(bytes)") }
  }

  @Test func theBoundaryChecksApplyOnlyRightAfterTheirLead() {
    // E0 then A0 is fine across the boundary, and the next word's later lanes are free.
    let bytes = Array("abcdefg".utf8) + [0xE0, 0xA0, 0x80] + Array("abc".utf8) + [0xED, 0x9F, 0xBF]
    #expect(check(bytes) == false)
  }
}
