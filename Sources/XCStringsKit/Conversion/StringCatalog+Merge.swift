extension StringCatalog {
  /// Adds the keys and languages of `other` that this catalog lacks; existing entries,
  /// localizations and comments win. Returns a ledger note for every key and language present
  /// in both with a different value.
  @discardableResult
  public mutating func merge(_ other: StringCatalog, file: String? = nil) -> [LedgerEntry] {
    var conflicts: [LedgerEntry] = []
    for (key, incoming) in other.strings {
      guard var existing = strings[key] else {
        strings[key] = incoming
        continue
      }
      if existing.comment == nil { existing.comment = incoming.comment }
      for (language, localization) in incoming.localizations ?? [:] {
        if let current = existing.localizations?[language] {
          if current != localization {
            conflicts.append(LedgerEntry(.mergeConflict, loss: false, key: key, language: LanguageCode(rawValue: language),
                                         file: file, message: "the catalog already has a different value; kept the catalog's"))
          }
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
