import XCStringsModel

/// Whether a table holds any translation: a table that holds only its source language shows
/// every user the same text, so a key it lacks, or a bundle it is missing from, changes
/// nothing any user sees until someone translates it.
extension LintSubject {
  /// Whether some entry has a translation (see ``translates(_:)``).
  var translatesAnything: Bool {
    catalog.strings.contains { Self.isTranslated($0.value, source: catalog.sourceLanguage) }
  }

  /// Whether the entry of `key` has a value in a language other than the source language
  /// that is not the source text itself (an English copy filled in for another language
  /// shows its users the same text) and that the build compiles (not a `new` unit of a key
  /// that is not manual).
  func translates(_ key: String) -> Bool {
    guard let entry = catalog.strings[key] else { return false }
    return Self.isTranslated(entry, source: catalog.sourceLanguage)
  }

  static func isTranslated(_ entry: CatalogEntry, source: LanguageCode) -> Bool {
    guard let localizations = entry.localizations else { return false }
    let sourceValue = entry[source]?.stringUnit?.value
    // Apple's compiler leaves out a `new` unit unless the key is manual: no user sees it.
    let compilesNew = entry.extractionState == .manual
    var found = false
    localizations.forEachInPlace { name, localization in
      guard !found, name != source.rawValue else { return }
      if let unit = localization.pointee.stringUnit {
        found =
          !unit.value.isEmpty && (compilesNew || unit.state != .new)
          && !(sourceValue.map { unit.value.isIdentical(to: $0) } ?? false)
      } else {
        found = localization.pointee.variations != nil || localization.pointee.stringSet != nil
      }
    }
    return found
  }
}
