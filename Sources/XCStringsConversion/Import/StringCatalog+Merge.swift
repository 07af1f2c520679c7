import XCStringsModel

extension StringCatalog {
  /// Adds the keys and languages of `other` that this catalog lacks; existing entries,
  /// localizations and comments win. Returns a ledger loss for every key and language present
  /// in both with different text (a state alone is no difference), since the text of `other`
  /// is then not carried over.
  ///
  /// A source-language unit whose value is its own key is not added to an entry that has
  /// none: Xcode leaves such units out of the catalogs it manages, and the app shows the key
  /// either way.
  @discardableResult
  package mutating func merge(_ other: StringCatalog, file: String? = nil) -> [LedgerEntry] {
    var conflicts: [LedgerEntry] = []
    for (key, incoming) in other.strings {
      guard var existing = strings[key] else {
        strings[key] = incoming
        continue
      }
      if existing.comment == nil { existing.comment = incoming.comment }
      for (language, localization) in incoming.localizations ?? [:] {
        if let current = existing.localizations?[language] {
          if !current.hasSameTexts(as: localization) {
            var message = "the catalog already has a different value; kept the catalog's, so the legacy one is not migrated"
            if let kept = current.stringUnit?.value, let dropped = localization.stringUnit?.value, current.isUnitOnly,
              localization.isUnitOnly
            {
              message =
                "the catalog already has '\(kept.escapedForDisplay)'; kept it, so the legacy value '\(dropped.escapedForDisplay)' is not migrated"
            }
            conflicts.append(
              LedgerEntry(
                .mergeConflict, loss: true, key: key, language: LanguageCode(rawValue: language),
                file: file, message: message))
          }
        } else if language.isIdentical(to: sourceLanguage.rawValue), localization.isPlainUnit(withValue: key) {
          continue
        } else {
          var localizations = existing.localizations ?? [:]
          localizations[language] = localization
          existing.localizations = localizations
        }
      }
      strings[key] = existing
    }
    return conflicts
  }
}
