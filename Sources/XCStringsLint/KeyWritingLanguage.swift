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
/// that have a translation but no source value, which are source text), and the keys are that
/// language's when most of them read closer to it.
struct KeyWritingLanguage: Sendable {
  /// The fewest letters each side's text must hold for a comparison.
  static let minimumLetters = 200
  /// The fewest keys shown that a verdict is drawn from.
  static let minimumKeys = 5
  /// The most texts read into each side's model: enough to tell two languages apart.
  static let sampleLimit = 300
  /// The most keys shown a verdict reads (an even sample).
  static let keyLimit = 200

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
    var sourceText: TrigramModel?
    return targets.map { language in
      guard SubjectLinter.baseLanguage(language) != sourceBase,
        unsourced - valued[language.rawValue, default: 0] >= minimumKeys
      else { return [] }
      if sourceText == nil { sourceText = sourceModel(of: catalog) }
      guard let sourceText, sourceText.letters >= minimumLetters else { return [] }
      return keysWritten(in: language, of: catalog, sourceText: sourceText)
    }
  }

  /// The source language's text: its values, and the keys that have a value in another
  /// language but none in the source language.
  private static func sourceModel(of catalog: StringCatalog) -> TrigramModel {
    let source = catalog.sourceLanguage.rawValue
    var model = TrigramModel()
    var texts = 0
    catalog.strings.forEachInPlace { key, entry in
      guard texts < sampleLimit, entry.pointee.shouldTranslate != false, let localizations = entry.pointee.localizations
      else { return }
      if let value = localizations[source] {
        guard let text = value.stringUnit?.value, !text.isEmpty else { return }
        model.add(text)
      } else {
        model.add(key)
      }
      texts += 1
    }
    return model
  }

  private static func keysWritten(
    in language: LanguageCode, of catalog: StringCatalog, sourceText: TrigramModel
  ) -> Set<String> {
    let source = catalog.sourceLanguage.rawValue
    var shown: [String] = []
    var target = TrigramModel()
    var targetTexts = 0
    catalog.strings.forEachInPlace { key, entry in
      guard entry.pointee.shouldTranslate != false else { return }
      guard let localizations = entry.pointee.localizations else {
        shown.append(key)
        return
      }
      if let value = localizations[language.rawValue] {
        if targetTexts < sampleLimit, let text = value.stringUnit?.value, !text.isEmpty {
          target.add(text)
          targetTexts += 1
        }
      } else if localizations[source] == nil {
        shown.append(key)
      }
    }
    guard shown.count >= minimumKeys, target.letters >= minimumLetters else { return [] }
    let vocabulary = target.vocabulary(with: sourceText)
    // An even sample of the keys shown is as telling as all of them, and bounds the work on a
    // table of thousands of keys in dozens of languages; reading stops once too many of the
    // sample read otherwise for most of it to read closer.
    let step = max(1, shown.count / keyLimit)
    let sample = stride(from: 0, to: shown.count, by: step).map { shown[$0] }
    var counted = 0
    var closer = 0
    var otherwise = 0
    for key in sample {
      let grams = TrigramModel.trigrams(of: key)
      guard !grams.isEmpty else { continue }
      counted += 1
      if target.logLikelihood(grams, against: sourceText, vocabulary: vocabulary) > 0 {
        closer += 1
      } else {
        otherwise += 1
        if otherwise * 10 > sample.count * 3 { return [] }
      }
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
