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
    for gram in Self.trigrams(of: text) {
      counts[gram, default: 0] += 1
      total += 1
    }
    letters += text.unicodeScalars.count { $0.properties.isAlphabetic }
  }

  /// The trigrams of `text`, in order.
  static func trigrams(of text: String) -> [UInt64] {
    var grams: [UInt64] = []
    var window: [UInt32] = [0x20]
    var lastWasSpace = true
    for scalar in text.lowercased().unicodeScalars {
      let value: UInt32
      if scalar.properties.isAlphabetic {
        value = scalar.value
        lastWasSpace = false
      } else {
        if lastWasSpace { continue }
        value = 0x20
        lastWasSpace = true
      }
      window.append(value)
      if window.count > 3 { window.removeFirst() }
      if window.count == 3 { grams.append(pack(window)) }
    }
    if !lastWasSpace {
      window.append(0x20)
      if window.count > 3 { window.removeFirst() }
      if window.count == 3 { grams.append(pack(window)) }
    }
    return grams
  }

  private static func pack(_ window: [UInt32]) -> UInt64 {
    UInt64(window[0]) << 42 | UInt64(window[1]) << 21 | UInt64(window[2])
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
