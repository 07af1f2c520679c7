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
  static let sampleLimit = 200
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
      guard entry.pointee.shouldTranslate != false else { return }
      guard let localizations = entry.pointee.localizations else {
        unsourced += 1
        return
      }
      guard localizations[source] == nil else { return }
      unsourced += 1
      localizations.forEachKey { valued[$0, default: 0] += 1 }
    }
    var asked: [String: Int] = [:]
    for language in targets
    where SubjectLinter.baseLanguage(language) != sourceBase
      && unsourced - valued[language.rawValue, default: 0] >= minimumKeys
    {
      asked[language.rawValue] = asked.count
    }
    guard !asked.isEmpty else { return targets.map { _ in [] } }
    // One more pass gathers, for every language asked, its values and the keys its users are
    // shown, with the source language's text.
    var sourceText = TrigramModel()
    var sourceTexts = 0
    var models = [TrigramModel](repeating: TrigramModel(), count: asked.count)
    var modelTexts = [Int](repeating: 0, count: asked.count)
    var shown = [[String]](repeating: [], count: asked.count)
    var present = [Bool](repeating: false, count: asked.count)
    catalog.strings.forEachInPlace { key, entry in
      guard entry.pointee.shouldTranslate != false else { return }
      for index in present.indices { present[index] = false }
      var hasSource = false
      entry.pointee.localizations?.forEachInPlace { name, localization in
        if name == source {
          hasSource = true
          if sourceTexts < sampleLimit, let text = localization.pointee.stringUnit?.value, !text.isEmpty {
            sourceText.add(text)
            sourceTexts += 1
          }
        } else if let index = asked[name] {
          present[index] = true
          if modelTexts[index] < sampleLimit, let text = localization.pointee.stringUnit?.value, !text.isEmpty {
            models[index].add(text)
            modelTexts[index] += 1
          }
        }
      }
      guard !hasSource else { return }
      // A key translated but with no source value is source text.
      if entry.pointee.localizations != nil, sourceTexts < sampleLimit {
        sourceText.add(key)
        sourceTexts += 1
      }
      for index in present.indices where !present[index] { shown[index].append(key) }
    }
    guard sourceText.letters >= minimumLetters else { return targets.map { _ in [] } }
    return targets.map { language in
      guard let index = asked[language.rawValue] else { return [] }
      return keysWritten(shown[index], target: models[index], sourceText: sourceText)
    }
  }

  /// Of `shown`, the keys written in the language of `target`.
  private static func keysWritten(_ shown: [String], target: TrigramModel, sourceText: TrigramModel) -> Set<String> {
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
