extension SubjectLinter {
  /// `plural-categories`: every plural of a localization has `other` (an error without it)
  /// and the categories the language selects for integers (CLDR), and no category the
  /// language never selects (warnings).
  mutating func checkPlurals(_ key: String, _ language: LanguageCode, _ localization: Localization) {
    let masks = pluralMasks(for: language)
    for (label, written) in LocalizationForm.pluralSets(of: localization) {
      var writtenMask: UInt8 = 0
      var unknown = false
      for category in written {
        if let bit = PluralMasks.bit(category) { writtenMask |= bit } else { unknown = true }
      }
      if writtenMask & PluralMasks.other == 0 {
        emit(.pluralCategories, key: key, language: language, "'\(language)' \(label) lacks 'other'")
      }
      guard let masks else { continue }
      // Masks decide whether there is anything to report; the lists are made only then.
      if masks.required & ~writtenMask & ~PluralMasks.other != 0 {
        let missing = PluralCategory.allKnown.filter {
          masks.required & ~writtenMask & ~PluralMasks.other & PluralMasks.bit($0.rawValue)! != 0
        }
        // With `other`, Foundation falls back to it for a missing category: a legal rule, if
        // not a good one (an English plural with `other` alone says "1 files").
        let hasOther = writtenMask & PluralMasks.other != 0
        emit(.pluralCategories, hasOther ? .warning : .error, key: key, language: language,
             "'\(language)' \(label) lacks \(Self.list(missing)), which '\(language)' uses for whole numbers"
               + (hasOther ? "; 'other' is used instead" : ""))
      }
      if unknown || writtenMask & ~masks.allowed != 0 {
        let unused = written.map(PluralCategory.init(rawValue:)).filter { category in
          PluralMasks.bit(category.rawValue).map { masks.allowed & $0 == 0 } ?? true
        }
        emit(.pluralCategories, .warning, key: key, language: language,
             "'\(language)' \(label) has \(Self.list(unused)), which '\(language)' never uses")
      }
    }
  }

  /// The language's rules as masks, or `nil` when the table does not know the language.
  private mutating func pluralMasks(for language: LanguageCode) -> PluralMasks? {
    if let cached = pluralMaskCache[language.rawValue] { return cached }
    let masks = PluralRules.forLanguage(language).map(PluralMasks.init)
    pluralMaskCache[language.rawValue] = .some(masks)
    return masks
  }

  static func list(_ categories: [PluralCategory]) -> String {
    categories.map { "'\($0)'" }.joined(separator: ", ")
  }
}
