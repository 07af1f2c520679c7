import Testing
@testable import XCStringsKit

@Suite("UTF8Word")
struct UTF8WordTests {
  private func word(_ text: [UInt8]) -> UInt64 {
    precondition(text.count == 8)
    return text.withUnsafeBufferPointer { ByteWord(loadingFrom: $0.baseAddress!).bits }
  }

  @Test func completeWordsAreAllEightLanes() {
    #expect(UTF8Word.validLanes(word(Array("abcdefgh".utf8))) == 8)
    #expect(UTF8Word.validLanes(word(Array("café au".utf8))) == 8)
    #expect(UTF8Word.validLanes(word(Array("Прив".utf8))) == 8)
    #expect(UTF8Word.validLanes(word(Array("日本ab".utf8))) == 8)
    #expect(UTF8Word.validLanes(word(Array("ab\u{0800}\u{FFFF}".utf8))) == 8)
  }

  @Test func aCharacterRunningIntoTheNextWordEndsTheLanesAtItsLead() {
    // A two-byte lead in the last lane, and a three-byte lead in either of the last two.
    #expect(UTF8Word.validLanes(word(Array("abcdefg".utf8) + [0xC3])) == 7)
    #expect(UTF8Word.validLanes(word(Array("abcdef".utf8) + [0xE6, 0x97])) == 6)
    #expect(UTF8Word.validLanes(word(Array("abcdefg".utf8) + [0xE6])) == 7)
    #expect(UTF8Word.validLanes(word(Array("abcdeé".utf8) + [0xE6])) == 7)
  }

  @Test func illFormedWordsAndFourByteLeadsAreLeftToTheCaller() {
    let cases: [[UInt8]] = [
      Array("abcdefg".utf8) + [0x80],  // a continuation with no lead
      [0x80] + Array("abcdefg".utf8),  // the word must start a character
      Array("abc".utf8) + [0xC3, 0x41] + Array("abc".utf8),  // a lead with no continuation
      Array("abc".utf8) + [0xC1, 0xBF] + Array("abc".utf8),  // overlong two-byte form
      Array("ab".utf8) + [0xE0, 0x9F, 0xBF] + Array("abc".utf8),  // overlong three-byte form
      Array("ab".utf8) + [0xED, 0xA0, 0x80] + Array("abc".utf8),  // a surrogate
      Array("abcde".utf8) + [0xC3, 0xE6, 0x97],  // the lead at lane 5 is cut off by another
      Array("ab".utf8) + Array("😀".utf8) + Array("ab".utf8),
      Array("abcdefg".utf8) + [0xFF],
    ]
    for bytes in cases { #expect(UTF8Word.validLanes(word(bytes)) == 0, "\(bytes)") }
  }

  @Test func theFirstFourByteLeadIsFoundByLane() {
    #expect(UTF8Word.firstFourByteLead(word(Array("ab".utf8) + Array("😀".utf8) + Array("ab".utf8))) == 2)
    #expect(UTF8Word.firstFourByteLead(word(Array("abcdefg".utf8) + [0xF8])) == 7)
    #expect(UTF8Word.firstFourByteLead(word([0xF0] + Array("abcdefg".utf8))) == 0)
    #expect(UTF8Word.firstFourByteLead(word(Array("日本ab".utf8))) == 7)
  }
}
