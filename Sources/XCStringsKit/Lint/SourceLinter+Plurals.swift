extension SourceLinter {
  /// `count-without-plural` at a call: the text shown (the table's source value when the
  /// key is there, else the key the compiler extracts) counts something in a plural noun, the
  /// source language has a `one` form, and the string has no plural variation.
  mutating func checkCount(
    _ call: borrowing LocalizationCall, table: String, members: [Int], match: CatalogKeyIndex.Match?, entry: CatalogEntry?
  ) {
    guard options.isEnabled(.countWithoutPlural) else { return }
    let text: String
    let source: LanguageCode
    if let match, let entry {
      source = tree.subjects[match.subject].catalog.sourceLanguage
      let localization = entry[source]
      if let localization, Self.hasPlural(localization) { return }
      text = localization?.stringUnit?.value ?? match.key
    } else {
      guard let first = members.first else { return }
      source = tree.subjects[first].catalog.sourceLanguage
      text = call.key.text
    }
    // Most texts hold no specifier at all.
    guard text.utf8.contains(SwiftByte.percent), hasOneForm(source), let noun = CountedNoun.find(in: text) else { return }
    emit(.countWithoutPlural, at: call.location, key: call.key.text,
         "'\(text)' puts a count before '\(noun)' but has no plural variation, so users see '1 \(noun)'; vary it by plural in table '\(table)'")
  }

  /// `count-without-plural` at the keys of a tree's tables that no call uses.
  mutating func checkCountsAtKeys() {
    guard options.isEnabled(.countWithoutPlural) else { return }
    for (position, subject) in tree.subjects.enumerated() where !subject.isInterfaceTable {
      let source = subject.catalog.sourceLanguage
      guard hasOneForm(source) else { continue }
      let used = keysUsedByCalls[position] ?? []
      for (key, entry) in subject.catalog.strings where entry.extractionState != .stale {
        let localization = entry[source]
        if let localization, Self.hasPlural(localization) { continue }
        let text = localization?.stringUnit?.value ?? key
        guard text.utf8.contains(SwiftByte.percent), let noun = CountedNoun.find(in: text), !used.contains(ExactKey(key))
        else { continue }
        emit(.countWithoutPlural, at: subject.location(of: key, language: source), key: key,
             "source value '\(text)' puts a count before '\(noun)' but has no plural variation, so users see '1 \(noun)'; vary it by plural")
      }
    }
  }

  /// Whether a localization varies by plural anywhere (a plural variation, one inside a
  /// device variation, or a substitution).
  static func hasPlural(_ localization: Localization) -> Bool {
    !LocalizationForm.pluralSets(of: localization).isEmpty
  }

  /// Whether the language has a `one` form for whole numbers (English does, Japanese does not).
  mutating func hasOneForm(_ language: LanguageCode) -> Bool {
    if let known = oneForms[language.rawValue] { return known }
    let has = PluralRules.forLanguage(language)?.required.contains(.one) == true
    oneForms[language.rawValue] = has
    return has
  }
}
