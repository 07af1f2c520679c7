import XCStringsBase
import XCStringsModel

/// Which target languages a table's keys are written in, where the source language has no
/// value for them and the user of that language is shown the key itself.
///
/// Keys are normally source-language text, so a key shown for want of a translation is the
/// source language. Some teams write their keys in another language than the one they declare
/// (French keys under `"sourceLanguage" : "en"`): the French user then reads the key, rightly
/// French, and the finding belongs to the source language's users instead. Scripts tell this
/// for Chinese, Japanese and Korean (``SubjectLinter/keyLanguage(_:for:)``); for languages of one
/// script the table's own text tells it: each key shown is compared, by its letter trigrams,
/// with the language's values and with the source language's text (its values, and the keys
/// that have a translation, which are source text), and the keys are that language's when
/// most of them read closer to it.
struct KeyWritingLanguage: Sendable {
  /// The fewest letters each side's text must hold for a comparison.
  static let minimumLetters = 200
  /// The fewest keys shown that a verdict is drawn from.
  static let minimumKeys = 5
  /// The most texts read into each side's model: enough to tell two languages apart.
  static let sampleLimit = 600

  /// For each of `targets`, the keys its users are shown (no value in the source language nor
  /// in it) that are written in it: none unless most such keys of the table read closer to it,
  /// and then each key that does and shares some of its text with the language's values (a
  /// German key among English ones, or a key in a third script, is not one).
  static func languages(of catalog: StringCatalog, targets: [LanguageCode]) -> [Set<String>] {
    let source = catalog.sourceLanguage.rawValue
    let sourceBase = SubjectLinter.baseLanguage(catalog.sourceLanguage)
    // Most tables give every key a source value or translate it into every language: counted
    // first, in one pass, so that they cost no language model.
    var unsourced = 0
    var valued: [String: Int] = [:]
    catalog.strings.forEachInPlace { _, entry in
      guard entry.pointee.shouldTranslate != false, let localizations = entry.pointee.localizations,
        localizations[source] == nil
      else {
        if entry.pointee.shouldTranslate != false, entry.pointee.localizations == nil { unsourced += 1 }
        return
      }
      unsourced += 1
      localizations.forEachKey { valued[$0, default: 0] += 1 }
    }
    return targets.map { language in
      guard SubjectLinter.baseLanguage(language) != sourceBase,
        unsourced - valued[language.rawValue, default: 0] >= minimumKeys
      else { return [] }
      return keysWritten(in: language, of: catalog)
    }
  }

  private static func keysWritten(in language: LanguageCode, of catalog: StringCatalog) -> Set<String> {
    let source = catalog.sourceLanguage.rawValue
    var shown: [String] = []
    var target = TrigramModel()
    var sourceText = TrigramModel()
    var targetTexts = 0
    var sourceTexts = 0
    catalog.strings.forEachInPlace { key, entry in
      guard entry.pointee.shouldTranslate != false else { return }
      let sourceValue = entry.pointee.localizations?[source]
      let value = entry.pointee.localizations?[language.rawValue]
      if let text = sourceValue?.stringUnit?.value, !text.isEmpty, sourceTexts < sampleLimit {
        sourceText.add(text)
        sourceTexts += 1
      }
      if let value {
        if let text = value.stringUnit?.value, !text.isEmpty, targetTexts < sampleLimit {
          target.add(text)
          targetTexts += 1
        }
        if sourceValue == nil, sourceTexts < sampleLimit {
          sourceText.add(key)
          sourceTexts += 1
        }
      } else if sourceValue == nil {
        shown.append(key)
      }
    }
    guard shown.count >= minimumKeys, target.letters >= minimumLetters, sourceText.letters >= minimumLetters else { return [] }
    let vocabulary = target.vocabulary(with: sourceText)
    var counted = 0
    var closer = 0
    // An even sample of the keys shown is as telling as all of them, and bounds the work on a
    // table of thousands of keys in dozens of languages.
    let step = max(1, shown.count / sampleLimit)
    for key in stride(from: 0, to: shown.count, by: step).lazy.map({ shown[$0] }) {
      let grams = TrigramModel.trigrams(of: key)
      guard !grams.isEmpty else { continue }
      counted += 1
      if target.logLikelihood(grams, against: sourceText, vocabulary: vocabulary) > 0 { closer += 1 }
    }
    // Most, not all: short keys (`Date`, `Version`) read alike in both.
    guard counted >= minimumKeys, closer * 10 >= counted * 7 else { return [] }
    // Of those, each that shares some text with the language's values and does not read
    // clearly closer to the source (half a nat per trigram: `Tag %lld nachholen` among
    // English keys under German), which a short key of the language (`Sans date de fin`)
    // may do by a little.
    return Set(
      shown.filter { key in
        let grams = TrigramModel.trigrams(of: key)
        return grams.contains { target.counts[$0] != nil }
          && target.logLikelihood(grams, against: sourceText, vocabulary: vocabulary) > -0.5 * Double(grams.count)
      })
  }
}
