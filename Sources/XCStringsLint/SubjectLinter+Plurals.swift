import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

extension SubjectLinter {
  /// One set of plural variations of a localization, as `plural-categories` checks it.
  struct PluralSet {
    /// For messages: `plural`, `plural of device form 'mac'`, `plural of substitution 'files'`.
    var label: String
    /// The forms by category, as written.
    var forms: KeyedList<Variation>
    /// The substitution the plural belongs to, if any.
    var substitution: Substitution?
  }

  /// `plural-categories`: what each plural of a localization shows for each count.
  ///
  /// - Without `other` the plural is an error, unless the count is an integer and the language's
  ///   other categories cover every integer (Russian `one`/`few`/`many`): then `other` serves
  ///   only fractions, and its absence is a warning.
  /// - A category the language selects for integers (CLDR) that is missing is a warning, but
  ///   only where the written forms show that the text changes with the count: a plural whose
  ///   forms all read alike ("%lld Zeichen") shows the same text for every count anyway.
  /// - A category the language never selects is dead text (a note).
  /// - A `one` form without the count in a language whose `one` also selects 21, 31, … shows a
  ///   text about one thing for those counts (a warning).
  mutating func checkPlurals(_ key: String, _ language: LanguageCode, _ localization: Localization) {
    let masks = pluralMasks(for: language)
    for set in Self.pluralSets(of: localization) {
      var writtenMask: UInt8 = 0
      var unknown = false
      for category in set.forms.keys {
        if let bit = PluralMasks.bit(category) { writtenMask |= bit } else { unknown = true }
      }
      let hasOther = writtenMask & PluralMasks.other != 0
      let fractional = Self.countIsFractional(set)
      if !hasOther {
        if let masks, !fractional, masks.integer & PluralMasks.other == 0, masks.integer & ~writtenMask == 0 {
          emit(
            .pluralCategories, .warning, key: key, language: language,
            "'\(language)' \(set.label) lacks 'other', which '\(language)' uses only for fractions; Apple's format asks for 'other', so add it"
          )
        } else {
          emit(.pluralCategories, key: key, language: language, "'\(language)' \(set.label) lacks 'other'")
        }
      }
      guard let masks else { continue }
      // Masks decide whether there is anything to report; the lists are made only then.
      let missingMask = masks.required & ~writtenMask & ~PluralMasks.other
      if missingMask != 0, !hasOther || Self.inflects(set, language: language),
        !hasOther || !Self.otherHoldsTheMissingForm(set, missing: missingMask)
      {
        let missing = PluralCategory.allKnown.filter { missingMask & PluralMasks.bit($0.rawValue)! != 0 }
        // With `other`, Foundation falls back to it for a missing category: a legal rule, if
        // not a good one (an English plural with `other` alone says "1 files").
        emit(
          .pluralCategories, hasOther ? .warning : .error, key: key, language: language,
          "'\(language)' \(set.label) lacks \(Self.list(missing)), which '\(language)' uses for whole numbers"
            + (hasOther ? "; 'other' is used instead" : ""))
      }
      if unknown || writtenMask & ~masks.allowed != 0 {
        let unused = set.forms.keys.map(PluralCategory.init(rawValue:)).filter { category in
          PluralMasks.bit(category.rawValue).map { masks.allowed & $0 == 0 } ?? true
        }
        emit(
          .pluralCategories, .note, key: key, language: language,
          "'\(language)' \(set.label) has \(Self.list(unused)), which '\(language)' never uses")
      }
      checkOneForm(key, language, set, masks: masks)
    }
  }

  /// The `one` form of a language whose `one` also selects 21, 31, … must show the count when
  /// the other forms do: "Найдена ошибка." is shown for 21 errors.
  private mutating func checkOneForm(_ key: String, _ language: LanguageCode, _ set: PluralSet, masks: PluralMasks) {
    guard !masks.oneAlsoSelects.isEmpty, let one = set.forms["one"]?.stringUnit?.value,
      let other = set.forms["other"]?.stringUnit?.value, Self.showsCount(other, in: set), !Self.showsCount(one, in: set)
    else { return }
    let numbers = masks.oneAlsoSelects.map(String.init).joined(separator: ", ")
    emit(
      .pluralCategories, .warning, key: key, language: language,
      "'\(language)' \(set.label) form 'one' ('\(one)') leaves out the count, but '\(language)' also uses 'one' for \(numbers), …, which then read '\(one)'"
    )
  }

  /// Every plural of a localization: its own variations (nested in device forms too), then each
  /// substitution's.
  static func pluralSets(of localization: Localization) -> [PluralSet] {
    var sets: [PluralSet] = []
    func visit(_ variations: Variations, owner: String, substitution: Substitution?) {
      if let plural = variations.plural {
        sets.append(PluralSet(label: owner.isEmpty ? "plural" : "plural of \(owner)", forms: plural, substitution: substitution))
      }
      for (category, variation) in variations.plural ?? [:] {
        if let nested = variation.variations {
          visit(nested, owner: owner.isEmpty ? "plural form '\(category)'" : owner, substitution: substitution)
        }
      }
      for (device, variation) in variations.device ?? [:] {
        if let nested = variation.variations { visit(nested, owner: "device form '\(device)'", substitution: substitution) }
      }
    }
    if let variations = localization.variations { visit(variations, owner: "", substitution: nil) }
    for (name, substitution) in localization.substitutions ?? [:] {
      if let variations = substitution.variations {
        visit(variations, owner: "substitution '\(name)'", substitution: substitution)
      }
    }
    return sets
  }

  /// Whether the count may be a fraction: the substitution's `formatSpecifier` reads a
  /// floating-point number, or (a plain plural) the forms read floating-point numbers and no
  /// integer. Without a specifier the count is taken for an integer, as counts nearly always are.
  static func countIsFractional(_ set: PluralSet) -> Bool {
    if let specifier = set.substitution?.formatSpecifier { return type(ofConversion: specifier) == .double }
    var double = false
    for (_, variation) in set.forms {
      // `%arg` would scan as `%a` (a hexadecimal float); it stands for the count.
      let value = (variation.stringUnit?.value ?? "").replacingEvery("%arg", with: "%lld")
      for specifier in FormatSpecifier.scan(value) {
        switch specifier.argumentType {
        case .integer: return false
        case .double: double = true
        default: break
        }
      }
    }
    return double
  }

  /// Whether `other` holds the form of the one category missing (Polish `one`, `few`, `other`
  /// with the form for 5 and more in `other`): Foundation falls back to `other` for it, which
  /// then reads right. Taken so only where one category is missing, at least two other forms
  /// are written, and `other` reads unlike each of them.
  static func otherHoldsTheMissingForm(_ set: PluralSet, missing: UInt8) -> Bool {
    guard missing.nonzeroBitCount == 1, let other = set.forms["other"]?.stringUnit?.value else { return false }
    let others = set.forms.keys.filter { $0 != "other" }
    guard others.count >= 2 else { return false }
    let pattern = LocalizationKey.pattern(ofCatalogKey: other)
    return others.allSatisfy { category in
      guard let value = set.forms[category]?.stringUnit?.value else { return false }
      return !LocalizationKey.pattern(ofCatalogKey: value).isIdentical(to: pattern)
    }
  }

  /// Whether the forms show that the text changes with the count: two forms differ once their
  /// specifiers are set aside, or (English) the one form there is counts a plural noun. A
  /// `zero` form is left out: Apple's special text for 0 ("Not replaced") says nothing of the
  /// grammar of 1 ("1 replaced" reads right where "%lld replaced" is the only other form).
  static func inflects(_ set: PluralSet, language: LanguageCode) -> Bool {
    var first: String?
    var forms = 0
    for (category, variation) in set.forms where category != "zero" {
      forms += 1
      guard let value = variation.stringUnit?.value else { return true }
      let text = LocalizationKey.pattern(ofCatalogKey: value.replacingEvery("%arg", with: "%@"))
      guard let seen = first else {
        first = text
        continue
      }
      if !seen.isIdentical(to: text) { return true }
    }
    guard forms == 1, let only = set.forms.first(where: { $0.key != "zero" })?.value.stringUnit?.value,
      language.rawValue == "en" || language.rawValue.hasPrefix("en-")
    else { return false }
    return CountedNoun.find(in: only.replacingEvery("%arg", with: "%lld")) != nil
  }

  /// Whether a form shows the count: `%arg` or an integer specifier (in a substitution's form,
  /// one without a position or at the substitution's own).
  static func showsCount(_ text: String, in set: PluralSet) -> Bool {
    guard text.utf8.contains(0x25) else { return false }
    if set.substitution != nil, text.utf8.contains(0x61), text.contains("%arg") { return true }
    return FormatSpecifier.scan(text).contains { specifier in
      guard specifier.argumentType == .integer, case .argument = specifier.kind else { return false }
      guard let substitution = set.substitution, let position = specifier.position else { return true }
      return position == (substitution.argNum ?? 1)
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
