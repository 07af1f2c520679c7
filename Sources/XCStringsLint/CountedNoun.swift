import XCStringsBase
import XCStringsModel

/// Finds a count followed by an English plural noun in a format string (`%lld sets`), which
/// reads "1 sets" unless the string varies by plural.
///
/// The count is an integer specifier (`%d`, `%i`, `%u` with any length modifier or position);
/// after one or more spaces comes a word of ASCII letters ending in `s` (or an irregular plural:
/// `people`, `children`, `men`, …), possibly after one or
/// two other words (`%d new messages`, `%d more items`) but not after a linking word
/// (`%d of your friends` is right for one). Words that end in `s`
/// without being plurals are left out: `ss` (`class`, `less`), `us` (`status`, `bonus`), `is`
/// (`analysis`, `this`), words of two letters, and a short list of common others (`was`, `has`,
/// `does`, `its`, `series`, `news`, …).
enum CountedNoun {
  /// A noun after a count whose English plural suffix is an argument (`%lld file%@`), and the
  /// range of that argument's specifier.
  ///
  /// The count is an integer specifier; after spaces come up to three words of ASCII letters,
  /// the last glued to an object specifier (`%@`, `%2$@`) that no letter or digit follows:
  /// code passes "" or "s" there, which reads "5 Dateis" in German.
  static func locateSuffix(in text: String) -> (noun: String, range: Range<Int>)? {
    var text = text
    return text.withUTF8 { bytes in
      var found: (noun: String, range: Range<Int>)?
      var countEnd: Int?
      FormatSpecifier.forEachLocated(in: bytes) { specifier in
        guard found == nil, !specifier.isVariable else { return }
        let type = specifier.argumentType(in: bytes)
        if type == .integer, countEnd == nil {
          countEnd = specifier.range.upperBound
          return
        }
        guard type == .object, let start = countEnd else { return }
        countEnd = nil
        found = glued(from: start, to: specifier.range, in: bytes)
      }
      return found
    }
  }

  /// The noun between a count ending at `start` and a suffix specifier at `suffix`: spaces,
  /// then up to three words of ASCII letters separated by single spaces, the last touching the
  /// specifier, which no letter or digit follows.
  private static func glued(
    from start: Int, to suffix: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (noun: String, range: Range<Int>)? {
    var index = start
    guard index < suffix.lowerBound, bytes[index] == 0x20 else { return nil }
    while index < suffix.lowerBound, bytes[index] == 0x20 { index += 1 }
    var words = 0
    var wordStart = index
    while index < suffix.lowerBound {
      wordStart = index
      while index < suffix.lowerBound, SwiftByte.isLetter(bytes[index]) { index += 1 }
      guard index > wordStart else { return nil }
      words += 1
      guard words <= 3 else { return nil }
      if index == suffix.lowerBound { break }
      guard bytes[index] == 0x20 else { return nil }
      index += 1
    }
    // The last word touches the specifier: "file %@" passes a word, not a suffix.
    guard words > 0, index == suffix.lowerBound, index > wordStart, SwiftByte.isLetter(bytes[index - 1]) else { return nil }
    if suffix.upperBound < bytes.count, SwiftByte.isIdentifierContinuation(bytes[suffix.upperBound]) { return nil }
    let noun = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<index]), as: UTF8.self)
    guard noun.utf8.count > 1, !linkingWords.contains(noun.lowercased()) else { return nil }
    return (noun, suffix)
  }

  /// The first plural noun after a count in `text`, as written, or `nil`.
  static func find(in text: String) -> String? { locate(in: text)?.noun }

  /// The first plural noun after a count in `text`, as written, and its UTF-8 range.
  static func locate(in text: String) -> (noun: String, range: Range<Int>)? {
    var text = text
    return text.withUTF8 { bytes in
      var noun: (noun: String, range: Range<Int>)?
      FormatSpecifier.forEachLocated(in: bytes) { found in
        guard noun == nil, !found.isVariable, let last = found.payload.last.map({ bytes[$0] }),
          last == UInt8(ascii: "d") || last == UInt8(ascii: "i") || last == UInt8(ascii: "u")
        else { return }
        noun = word(after: found.range.upperBound, in: bytes)
      }
      return noun
    }
  }

  /// The texts `text` would be for one: its noun (at `range`) made singular, each way
  /// ``singulars(of:)`` gives.
  static func singularTexts(of text: String, noun: String, range: Range<Int>) -> [String] {
    let bytes = Array(text.utf8)
    return singulars(of: noun).map { singular in
      String(decoding: bytes[..<range.lowerBound] + Array(singular.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }
  }

  /// The plural noun starting after spaces at `start`, if one does.
  private static func word(
    after start: Int, in bytes: UnsafeBufferPointer<UInt8>, adjectives: Int = 0
  ) -> (noun: String, range: Range<Int>)? {
    var index = start
    var spaces = 0
    while index < bytes.count {
      if bytes[index] == 0x20 {
        index += 1
      } else if index + 1 < bytes.count, bytes[index] == 0xC2, bytes[index + 1] == 0xA0 {
        index += 2  // no-break space
      } else if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF {
        index += 3  // narrow no-break space
      } else {
        break
      }
      spaces += 1
    }
    guard spaces > 0 else { return nil }
    let first = index
    while index < bytes.count, SwiftByte.isLetter(bytes[index]) { index += 1 }
    // A word running on into digits, an apostrophe or a non-ASCII letter is not an English plural.
    if index < bytes.count, SwiftByte.isIdentifierContinuation(bytes[index]) || bytes[index] == UInt8(ascii: "'") {
      return nil
    }
    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<index]), as: UTF8.self)
    let lower = word.lowercased()
    if isPluralNoun(lower) { return (word, first..<index) }
    // One or two words may stand between the count and its noun (`%d new messages`), but not
    // a preposition or conjunction (`%d of your friends` is right for one).
    guard adjectives < 2, !lower.isEmpty, !lower.hasSuffix("s"), !linkingWords.contains(lower) else { return nil }
    return self.word(after: index, in: bytes, adjectives: adjectives + 1)
  }

  private static let linkingWords: Set<String> = [
    "of", "in", "at", "for", "to", "from", "by", "with", "per", "on", "out", "and", "or", "than", "the", "a", "an",
  ]

  static func isPluralNoun(_ word: String) -> Bool {
    if irregularPlurals[word] != nil { return true }
    guard word.utf8.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is")
    else { return false }
    return !notPlurals.contains(word)
  }

  /// The singular forms a plural noun may have, as written (`Results` → `Result`, `boxes` →
  /// `boxe` and `box`, `Replies` → `Reply`, `people` → `person`), for finding the string that
  /// code shows for one.
  static func singulars(of noun: String) -> [String] {
    let lower = noun.lowercased()
    if let singular = irregularPlurals[lower] {
      guard let first = noun.first, first.isUppercase else { return [singular] }
      return [singular.prefix(1).uppercased() + singular.dropFirst()]
    }
    var found = [String(noun.dropLast())]
    if lower.hasSuffix("es") { found.append(String(noun.dropLast(2))) }
    if lower.hasSuffix("ies") { found.append(String(noun.dropLast(3)) + (noun.last?.isUppercase == true ? "Y" : "y")) }
    return found
  }

  /// English plurals without `s`, with their singulars.
  private static let irregularPlurals: [String: String] = [
    "people": "person", "children": "child", "men": "man", "women": "woman", "feet": "foot", "teeth": "tooth",
    "mice": "mouse", "geese": "goose", "oxen": "ox",
  ]

  private static let notPlurals: Set<String> = [
    "was", "has", "does", "goes", "its", "yes", "always", "across", "perhaps", "whereas", "besides", "series",
    "species", "news", "lens", "chaos", "canvas", "alias", "atlas", "bias", "gas", "mrs", "ios", "macos", "tvos",
    "watchos", "visionos", "ipados",
    // Nouns with no singular (pluralia tantum): "1 Selected Contents" has nothing to vary to.
    "contents", "clothes", "scissors", "pants", "trousers", "jeans", "thanks", "goods", "earnings", "savings",
    "belongings", "surroundings", "premises", "outskirts", "headquarters", "whereabouts", "congratulations",
  ]
}
