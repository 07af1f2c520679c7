extension SubjectLinter {
  /// `plural-categories`: every plural of a localization has `other` and the categories the
  /// language selects for integers (CLDR), and no category the language never selects.
  mutating func checkPlurals(_ key: String, _ language: LanguageCode, _ localization: Localization) {
    let rules = PluralRules.forLanguage(language)
    for (label, written) in LocalizationForm.pluralSets(of: localization) {
      let categories = written.map(PluralCategory.init(rawValue:))
      if !categories.contains(.other) {
        emit(.pluralCategories, key: key, language: language, "'\(language)' \(label) lacks 'other'")
      }
      guard let rules else { continue }
      let missing = PluralCategory.allKnown.filter { $0 != .other && rules.required.contains($0) && !categories.contains($0) }
      if !missing.isEmpty {
        emit(.pluralCategories, key: key, language: language,
             "'\(language)' \(label) lacks \(Self.list(missing)), which '\(language)' uses for whole numbers")
      }
      let unused = categories.filter { !rules.allows($0) }
      if !unused.isEmpty {
        emit(.pluralCategories, .warning, key: key, language: language,
             "'\(language)' \(label) has \(Self.list(unused)), which '\(language)' never uses")
      }
    }
  }

  static func list(_ categories: [PluralCategory]) -> String {
    categories.map { "'\($0)'" }.joined(separator: ", ")
  }
}
