import XCStringsBase
import XCStringsModel

/// The rules about a key as a whole: the catalog's source language, stale entries, keys shown
/// as they are, and units still in state `new`.
extension SubjectLinter {
  mutating func checkSourceLanguage() {
    guard case .catalog = subject.origin, let region = subject.developmentRegion else { return }
    guard Self.normalized(region.language) != Self.normalized(source) else { return }
    emit(
      .sourceLanguage, key: nil, language: source,
      "sourceLanguage '\(source)' differs from the development region '\(region.language)' (\(region.origin)); exporting localizations fails"
    )
  }

  mutating func checkStale(_ key: String, _ entry: CatalogEntry) {
    let translated = (entry.localizations?.keys ?? []).filter { $0 != source.rawValue }
    // A key a literal of the code stands for is used, through a form the extractor misses.
    guard !translated.isEmpty, subject.sourceLiterals?.contains(ExactKey(key)) != true else { return }
    let list = translated.sorted().map { "'\($0)'" }.joined(separator: ", ")
    emit(
      .stale, key: key, language: nil, "stale entry still carries translations (\(list)); delete it if the key is no longer used")
  }

  /// `key-as-value`: an identifier-like key shown as it is. In a catalog, a key without a
  /// source value shows itself; in a legacy table whose source file lacks the key the source
  /// text may come from code (`value:`), which `missing-default-value` checks at the call.
  mutating func checkKeyAsValue(_ key: String, _ entry: CatalogEntry) {
    guard !subject.isInfoPlistTable, !subject.isInterfaceTable, subject.hasSourceFile, key.looksLikeIdentifier,
      !key.isInterfaceObjectKey, entry.shouldTranslate != false
    else { return }
    // Whether the key is shown as typed on purpose is asked only of the few keys reported.
    func shownAsTyped() -> Bool { key.isShownAsTyped || key.isInfoPlistKey || Self.isKeptAsTyped(key, entry, source: source) }
    guard let localization = entry[source] else {
      if case .catalog = subject.origin, !shownAsTyped() {
        emit(
          .keyAsValue, key: key, language: source, "key looks like an identifier and has no source value, so users see the key")
      }
      return
    }
    guard localization.variations == nil, let unit = localization.stringUnit, unit.value.isIdentical(to: key), !shownAsTyped()
    else { return }
    emit(.keyAsValue, key: key, language: source, "source value is the identifier-like key itself, so users see the key")
  }

  /// Whether every translation of a key without a source value is the key itself, translated:
  /// translators kept it as typed (a brand such as `DuckDuckGo`), so the key is the text.
  static func isKeptAsTyped(_ key: String, _ entry: CatalogEntry, source: LanguageCode) -> Bool {
    guard entry[source] == nil, let localizations = entry.localizations, !localizations.isEmpty else { return false }
    var kept = true
    localizations.forEachInPlace { _, localization in
      guard let unit = localization.pointee.stringUnit, localization.pointee.variations == nil,
        unit.state == .translated, unit.value.isIdentical(to: key)
      else {
        kept = false
        return
      }
    }
    return kept
  }

  /// `untranslated` for a unit in state `new`: its text is not a translation yet. A unit in
  /// state `needs_review` is a translation the app shows as it is; coverage counts it.
  mutating func checkState(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], _ stringSet: StringSet?
  ) {
    var isNew = stringSet?.state == .new
    for index in forms.indices where forms[index].unit.state == .new { isNew = true }
    if isNew { emit(.untranslated, key: key, language: language, "'\(language)' translation is in state 'new'") }
  }
}
