import Foundation

/// Counts of letter trigrams in a body of text, to tell which of two texts a string reads
/// closer to (``KeyWritingLanguage``).
///
/// Text is lower-cased and every run of non-letters is one space, with a space before and after,
/// so `Aucune catégorie` gives ` au`, `auc`, …, `e c`, …, `ie `. A trigram is three scalars
/// packed in one integer (a scalar takes at most 21 bits).
struct TrigramModel: Sendable {
  private(set) var counts: [UInt64: Int] = [:]
  private(set) var total = 0
  /// The letters read, to know whether the model has seen enough text.
  private(set) var letters = 0

  mutating func add(_ text: String) {
    var letters = 0
    for gram in Self.trigrams(of: text, letters: &letters) {
      counts[gram, default: 0] += 1
      total += 1
    }
    self.letters += letters
  }

  /// The trigrams of `text`, in order.
  static func trigrams(of text: String) -> [UInt64] {
    var letters = 0
    return trigrams(of: text, letters: &letters)
  }

  /// The trigrams of `text`, in order, counting its letters into `letters`.
  private static func trigrams(of text: String, letters: inout Int) -> [UInt64] {
    var grams: [UInt64] = []
    // The two scalars before the next, starting after a space.
    var older: UInt32 = 0
    var old: UInt32 = 0x20
    var seen = 1
    var lastWasSpace = true
    func push(_ value: UInt32) {
      if seen >= 2 { grams.append(UInt64(older) << 42 | UInt64(old) << 21 | UInt64(value)) }
      older = old
      old = value
      seen += 1
    }
    // Most text is ASCII, lower-cased and classed here without Unicode's tables.
    let lowered = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.lowercased()
    for scalar in lowered.unicodeScalars {
      var value = scalar.value
      let isLetter: Bool
      if value < 0x80 {
        if value >= 0x41 && value <= 0x5A { value += 0x20 }
        isLetter = value >= 0x61 && value <= 0x7A
      } else {
        isLetter = scalar.properties.isAlphabetic
      }
      if isLetter {
        letters += 1
        lastWasSpace = false
        push(value)
      } else if !lastWasSpace {
        lastWasSpace = true
        push(0x20)
      }
    }
    if !lastWasSpace { push(0x20) }
    return grams
  }

  /// The number of distinct trigrams the two models have seen, plus one for any unseen.
  func vocabulary(with other: TrigramModel) -> Double {
    Double(counts.keys.count { other.counts[$0] == nil } + other.counts.count + 1)
  }

  /// How much likelier `grams` are under this model than under `other` (natural log, each
  /// model smoothed by adding one to every count over `vocabulary`): above zero when they
  /// read closer to this.
  func logLikelihood(_ grams: [UInt64], against other: TrigramModel, vocabulary: Double) -> Double {
    var sum = 0.0
    for gram in grams {
      let mine = (Double(counts[gram] ?? 0) + 1) / (Double(total) + vocabulary)
      let theirs = (Double(other.counts[gram] ?? 0) + 1) / (Double(other.total) + vocabulary)
      sum += log(mine) - log(theirs)
    }
    return sum
  }
}
