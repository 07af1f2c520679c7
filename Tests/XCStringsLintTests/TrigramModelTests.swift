import Testing

@testable import XCStringsLint

/// Letter trigrams and the comparison of two models (`TrigramModel.swift`).
@Suite("Trigram model")
struct TrigramModelTests {
  static func decoded(_ grams: [UInt64]) -> [String] {
    grams.map { gram in
      let scalars = [gram >> 42, (gram >> 21) & 0x1F_FFFF, gram & 0x1F_FFFF].map { Character(Unicode.Scalar(UInt32($0))!) }
      return String(scalars)
    }
  }

  /// Lower-cased, non-letters are one space, a space before and after.
  @Test func trigramsOfAText() {
    #expect(Self.decoded(TrigramModel.trigrams(of: "Ça, va!")) == [" ça", "ça ", "a v", " va", "va "])
    #expect(Self.decoded(TrigramModel.trigrams(of: "%lld")) == [" ll", "lld", "ld "])
    #expect(TrigramModel.trigrams(of: "42 %") == [])
    #expect(Self.decoded(TrigramModel.trigrams(of: "a")) == [" a "])
  }

  @Test func countsAndLetters() {
    var model = TrigramModel()
    model.add("abab 1")
    #expect(model.total == 4)
    #expect(model.letters == 4)
    #expect(model.counts.count == 4)
  }

  /// A text reads closer to the model of its own language.
  @Test func aTextReadsCloserToItsLanguage() {
    var french = TrigramModel()
    var english = TrigramModel()
    french.add("les paiements récurrents seront mis à jour dans votre compte")
    english.add("the recurring payments will be updated in your account")
    let vocabulary = french.vocabulary(with: english)
    #expect(french.logLikelihood(TrigramModel.trigrams(of: "votre paiement"), against: english, vocabulary: vocabulary) > 0)
    #expect(french.logLikelihood(TrigramModel.trigrams(of: "your payment"), against: english, vocabulary: vocabulary) < 0)
  }
}
