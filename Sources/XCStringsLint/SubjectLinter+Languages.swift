import XCStringsBase
import XCStringsModel

/// The languages a table's keys need, as the run time sees them: a region falls back to its
/// parent, a language that is only a platform's scaffolding is one line, an English copy in
/// another script is no translation, and the keys of objects a storyboard no longer has show
/// nothing.
extension SubjectLinter {
  /// Whether `language` is a region of the source language (`en-GB` for `en`), which falls
  /// back to the source at run time for a key it lacks.
  static func isRegionalVariant(_ language: LanguageCode, of source: LanguageCode) -> Bool {
    func parts(_ code: LanguageCode) -> (language: Substring, script: Substring?, count: Int) {
      let parts = normalized(code).split(separator: "-")
      let script = parts.dropFirst().first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
      return (parts.first ?? "", script, parts.count)
    }
    let (language, script, count) = parts(language)
    let (sourceLanguage, sourceScript, _) = parts(source)
    return language == sourceLanguage && script == sourceScript && count > 1
  }

  /// The parent of a regional variant, normalized (`fr` for `fr-CA`, `es` for `es-419`,
  /// `zh-hant` for `zh-Hant-HK`); `nil` for a code without a region.
  static func parent(of language: LanguageCode) -> String? {
    let parts = normalized(language).split(separator: "-")
    guard parts.count > 1, let last = parts.last else { return nil }
    let isRegion = (last.count == 2 && last.allSatisfy(\.isLetter)) || (last.count == 3 && last.allSatisfy(\.isNumber))
    guard isRegion else { return nil }
    // Chinese regions fall back to their script, as the system's language matching does.
    if parts.count == 2, parts[0] == "zh" {
      if ["hk", "mo", "tw"].contains(last) { return "zh-hant" }
      if ["cn", "sg"].contains(last) { return "zh-hans" }
    }
    return parts.dropLast().joined(separator: "-")
  }

  /// What the catalog holds of a target language: no unit, only empty untranslated units, or
  /// a value.
  enum LanguageStart: UInt8 { case none, emptyOnly, started }

  /// Which copies of the source a target language's values are checked for: none, those in
  /// a language of another script, or plain English in a Latin-script language.
  enum CopyCheck: UInt8 { case none, anotherScript, latin }

  /// For each of `targets`, whether its values are copies only, and which copies its values
  /// are checked for (``CopyCheck``).
  /// - Copies only: a language of another script than the source, started in this table
  ///   (`starts`), that no table of the tree translates (`translatedAnywhere`, a value other
  ///   than the source text): every value is a copy and its users see the development language
  ///   throughout, so it is not started. A framework's copies in a language the app translates
  ///   stay findings: its users see the app's text translated and the framework's in English.
  ///   Not a language the user asked for, one that falls back to a parent, or a variant of the
  ///   source's own language (`en-GB` under `en`, spelled alike on purpose).
  /// - Checks: a language of another script is checked for copies; one in the source's script
  ///   only under an English source, where a copy is known to be English, and only where some
  ///   table translates it (else it is not started).
  static func copyStates(
    of targets: [LanguageCode], source: LanguageCode, starts: [LanguageStart], required: [Bool], asked: Set<String>,
    translatedAnywhere: Set<LanguageCode>?
  ) -> (copyOnly: [Bool], checks: [CopyCheck]) {
    let sourceBase = normalized(source).split(separator: "-").first
    let sourceScript = writesAnotherScript(source)
    var copyOnly = [Bool](repeating: false, count: targets.count)
    var checks = [CopyCheck](repeating: .none, count: targets.count)
    guard !sourceScript else { return (copyOnly, checks) }
    for (position, language) in targets.enumerated() {
      let code = normalized(language)
      let base = code.split(separator: "-").first
      let translated = translatedAnywhere?.contains(language)
      if writesAnotherScript(language) {
        copyOnly[position] =
          starts[position] == .started && translated == false && !asked.contains(code) && base != sourceBase
          && required[position]
        checks[position] = copyOnly[position] ? .none : .anotherScript
      } else if sourceBase == "en", base != "en", translated == true {
        checks[position] = .latin
      }
    }
    return (copyOnly, checks)
  }

  /// What the catalog holds of each target language (by position in `targets`). Entries are
  /// read until each of the `present` target languages the catalog has shows a value, which
  /// in a catalog under way is after the first few (a language of the bundle the catalog
  /// lacks never shows one).
  static func scaffoldingLanguages(
    _ catalog: StringCatalog, targets: [String: Int], count: Int, present: Int
  ) -> [LanguageStart] {
    var states = [LanguageStart](repeating: .none, count: count)
    var started = 0
    var forms: [LocalizationForm] = []
    for (_, entry) in catalog.strings where entry.extractionState != .stale {
      entry.localizations?.forEachInPlace { name, localization in
        guard let index = targets[name], states[index] != .started else { return }
        switch start(of: localization.pointee, forms: &forms, compilesNew: entry.extractionState == .manual) {
        case .emptyOnly: states[index] = .emptyOnly
        case .started:
          states[index] = .started
          started += 1
        case .none: break
        }
      }
      if started >= present { break }
    }
    return states
  }

  /// What one localization holds: only forms no user sees (empty and untranslated, or in
  /// state `new`, which the build leaves out unless the key is `manual`), a value, or nothing.
  /// `forms` is scratch space, reused across calls.
  static func start(
    of localization: Localization, forms: inout [LocalizationForm], compilesNew: Bool = true
  )
    -> LanguageStart
  {
    forms.removeAll(keepingCapacity: true)
    LocalizationForm.collect(localization, into: &forms)
    if localization.stringSet == nil, isEmptyUntranslated(forms) { return .emptyOnly }
    if localization.stringSet == nil, !compilesNew, !forms.isEmpty, forms.allSatisfy({ $0.unit.state == .new }) {
      return .emptyOnly
    }
    return hasContent(localization) ? .started : .none
  }

  /// Whether a localization's forms are all empty and none is translated: a placeholder for a
  /// translation not made yet, which coverage counts (never an empty value or a format error).
  static func isEmptyUntranslated(_ forms: [LocalizationForm]) -> Bool {
    !forms.isEmpty && forms.allSatisfy { $0.unit.value.isEmpty && $0.unit.state != .translated }
  }

  /// Whether `key` names an object (`2oI-Rn-ZJC.title`) the table's interface file does not
  /// have: a leftover of a template or a deleted object, which nothing shows.
  func isDeadInterfaceKey(_ key: String) -> Bool {
    guard let file = subject.interfaceFile, key.isInterfaceObjectKey, let dot = key.firstIndex(of: ".") else { return false }
    return !file.objectIDs.contains(String(key[..<dot]))
  }

  /// Whether `key` names an item of the main menu of an agent app (`LSUIElement`), which never
  /// shows it.
  func isHiddenMenuKey(_ key: String) -> Bool {
    guard subject.isAgentApp, !subject.mainMenuIDs.isEmpty, key.isInterfaceObjectKey, let dot = key.firstIndex(of: ".")
    else { return false }
    return subject.mainMenuIDs.contains(String(key[..<dot]))
  }

  /// One note per interface table of an agent app for the keys of its main menu.
  mutating func reportHiddenMenuKeys() {
    guard subject.isAgentApp, !subject.mainMenuIDs.isEmpty, let file = subject.interfaceFile else { return }
    let count = subject.catalog.strings.keys.count { isHiddenMenuKey($0) }
    guard count > 0 else { return }
    emit(
      .stale, key: nil, language: nil,
      "\(count == 1 ? "1 key is an item" : "\(count) keys are items") of the main menu of \(file.path), which an agent app (LSUIElement) never shows; nothing in them is checked"
    )
  }

  /// One `stale` note per interface table for the keys of objects its file no longer has.
  mutating func reportDeadInterfaceKeys() {
    guard let file = subject.interfaceFile else { return }
    var count = 0
    var first: String?
    for (key, entry) in subject.catalog.strings where entry.extractionState != .stale && isDeadInterfaceKey(key) {
      count += 1
      if first == nil { first = key }
    }
    guard let first else { return }
    emit(
      .stale, key: nil, language: nil,
      "\(count == 1 ? "1 key names an object" : "\(count) keys name objects") that \(file.path) no longer has (the first '\(first)'); nothing shows them"
    )
  }

  /// One `untranslated` note per language that is only scaffolding, in place of a finding
  /// per key.
  mutating func reportScaffolding() {
    for (index, language) in targetLanguages.enumerated() where isScaffolding[index] {
      let values = counts[index].new + counts[index].needsReview + counts[index].translated
      let missing = counts[index].missing
      let keys = missing == 0 ? "" : " and \(missing == 1 ? "1 key has" : "\(missing) keys have") none"
      let copies = values == 1 ? "its one value here is the source text" : "each of its \(values) values here is the source text"
      let held =
        isCopyOnly[index]
        ? copies + (missing == 0 ? " and" : ",") + " no table of the app translates it" + (missing == 0 ? "" : "," + keys)
        : (values == 0
          ? "the table has no value in it"
          : "none of its \(values) values is translated (all empty, in state 'new' or 'needs_review')") + keys
      emit(
        .untranslated, .note, key: nil, language: language,
        "'\(language)' is not started: \(held); its users see the development language")
    }
  }

  /// One `untranslated` warning per language the table has no unit of while its bundle is
  /// translated into it, in place of the warning per key (the keys' own notes, text shown
  /// right as typed, go with them).
  mutating func reportAbsentLanguages() {
    for (index, language) in targetLanguages.enumerated() where isAbsent[index] {
      var count = 0
      var first: (line: Int, key: String)?
      findings.removeAll { finding in
        guard finding.rule == .untranslated, finding.language == language, let key = finding.key else { return false }
        if finding.severity == .warning {
          count += 1
          let line = finding.location.line
          if first.map({ ($0.line, $0.key) > (line, key) }) ?? true { first = (line, key) }
        }
        return true
      }
      guard let first else { continue }
      let keys = count == 1 ? "1 key has" : "\(count) keys have"
      emit(
        .untranslated, key: nil, language: language,
        "'\(language)' is not started in this table: \(keys) no '\(language)' translation (the first '\(first.key)'), while other tables of its bundle are translated into it; its users see the development language for them"
      )
    }
  }

  /// `untranslated` for a translation that is the source text itself, marked translated or
  /// `needs_review` (an English copy a platform filled in; the build ships both states as they
  /// are): its users see the development language.
  /// - In a language of another script, a sentence with two lower-case English words at least
  ///   counts: a name (`Open Dyslexic`) stays as typed on purpose.
  /// - In a Latin-script language under an English source, only plain English counts (three
  ///   lower-case words, one of them a word no other Latin-script language writes: `the`,
  ///   `you`, `with`), and only where some table of the tree translates the language (else it
  ///   is not started, which coverage shows).
  /// `latin` says which of the two the language is (see ``copyChecks``).
  mutating func checkCopiedSource(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile, latin: Bool
  ) {
    for index in forms.indices where forms[index].unit.state == .translated || forms[index].unit.state == .needsReview {
      let value = forms[index].unit.value
      // A copy of the (English) source has no letter of the language's script: most values of
      // such a language have. UTF-8 lead bytes of Greek, Cyrillic, Armenian, Hebrew, Arabic
      // (0xCD–0xDF), Indic, Thai, Georgian (0xE0, 0xE1) and CJK and Hangul
      // (0xE3–0xED); an emoji (0xF0, a variation selector 0xEF), punctuation such as `…` (0xE2) or a Latin accent
      // (0xC2–0xCC) can be in a copy.
      if !latin,
        value.utf8.containsByte(where: { ($0 >= 0xCD && $0 <= 0xE1) || ($0 >= 0xE3 && $0 <= 0xED) })
      {
        continue
      }
      // Asked of nearly every unit under an English source: the plain text is looked up once.
      let same =
        forms[index].label.isEmpty && profile.plainText != nil
        ? profile.plainText
        : profile.textByLabel[forms[index].label] ?? (profile.forms.isEmpty && forms[index].label.isEmpty ? key : nil)
      guard let same, same.isIdentical(to: value) else { continue }
      guard latin ? Self.isPlainEnglish(value) : Self.isEnglishSentence(value) else { continue }
      let place = forms[index].label.isEmpty ? "" : " in \(forms[index].label)"
      let marked = forms[index].unit.state == .translated ? "marked translated" : "in state 'needs_review'"
      emit(
        .untranslated, key: key, language: language,
        "'\(language)' translation\(place) is the source text ('\(value)'), \(marked): its users see the development language"
      )
      return
    }
    if !latin { checkCopiedInflection(key, language, forms, source: profile) }
  }

  /// In a language of another script, a plural (or other variation) whose every form is the
  /// source's same form, where the source's forms differ (`%d student`, `%d students`: English
  /// inflects the word), is English even with one word per form; a unit that does not inflect
  /// (`%d MB`) stays as typed. The categories such a copy lacks change nothing its users see,
  /// so the finding about them, made just before, is dropped.
  private mutating func checkCopiedInflection(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile
  ) {
    guard forms.count >= 2, !forms.contains(where: { $0.label.isEmpty }),
      forms.allSatisfy({ $0.unit.state == .translated || $0.unit.state == .needsReview })
    else { return }
    var sourceTexts = Set<String>()
    for form in forms {
      guard let same = profile.textByLabel[form.label], same.isIdentical(to: form.unit.value) else { return }
      sourceTexts.insert(same)
    }
    guard sourceTexts.count >= 2,
      forms.contains(where: { form in
        form.unit.value.split(separator: " ").contains { word in
          word.count >= 2 && word.allSatisfy { $0.isASCII && $0.isLowercase && $0.isLetter }
        }
      })
    else { return }
    // This unit's findings are the last ones made; other rules' may follow the categories'.
    var index = findings.count
    while index > 0, findings[index - 1].key == key, findings[index - 1].language == language {
      index -= 1
      if findings[index].rule == .pluralCategories { findings.remove(at: index) }
    }
    let values = forms.map { "'\($0.unit.value)'" }.joined(separator: ", ")
    let marked = forms.allSatisfy { $0.unit.state == .translated } ? "marked translated" : "in state 'needs_review'"
    emit(
      .untranslated, key: key, language: language,
      "'\(language)' \(forms.allSatisfy { $0.category != nil } ? "plural forms" : "forms") are the source's (\(values)), \(marked): its users see the development language"
    )
  }

  /// English words that no other language written in Latin letters spells as a word of its
  /// own (`die`, `an`, `to`, `will` are German, Czech or Norwegian words too).
  static let plainEnglishWords: Set<Substring> = [
    "the", "you", "your", "with", "this", "that", "please", "could", "would", "should", "been", "have", "from", "which",
  ]

  /// Whether `text` is plain English: three lower-case words of ASCII letters at least, one of
  /// them among ``plainEnglishWords``.
  static func isPlainEnglish(_ text: String) -> Bool {
    var words = 0
    var english = false
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
      let letters = word.drop { !$0.isLetter }.prefix { $0.isLetter }
      guard letters.count >= 2, letters.count == word.count || word.last.map({ !$0.isLetter }) == true,
        letters.allSatisfy({ $0.isASCII && $0.isLowercase })
      else { continue }
      words += 1
      if plainEnglishWords.contains(letters) { english = true }
    }
    return words >= 3 && english
  }

  /// Whether a language is written in a script other than Latin (Cyrillic, Greek, Arabic,
  /// Hebrew, the Indic scripts, Thai, Chinese, Japanese, Korean, …), unless its code names
  /// the Latin script (`sr-Latn`).
  static func writesAnotherScript(_ language: LanguageCode) -> Bool {
    // Called for every unit: read the code's bytes instead of building lowercased copies.
    let utf8 = language.rawValue.utf8
    var base: UInt32 = 0
    var end = utf8.startIndex
    while end != utf8.endIndex, utf8[end] != UInt8(ascii: "-"), utf8[end] != UInt8(ascii: "_") {
      // Language subtags are two or three letters.
      guard base < 0x1_0000 else { return false }
      base = base << 8 | UInt32(utf8[end] | 0x20)
      end = utf8.index(after: end)
    }
    guard nonLatinBases.contains(base) else { return false }
    return !namesLatinScript(utf8[end...])
  }

  /// ``nonLatinLanguages`` with each code's bytes packed into an integer, cheap to look up.
  private static let nonLatinBases: Set<UInt32> = Set(
    nonLatinLanguages.map { code in
      code.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    })

  /// Whether the subtags after the language name the Latin script (`-Latn`, any case).
  private static func namesLatinScript(_ rest: Substring.UTF8View) -> Bool {
    let latn: [UInt8] = Array("latn".utf8)
    var matched = 0
    var atStart = true
    for byte in rest {
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        if matched == 4 { return true }
        matched = 0
        atStart = true
        continue
      }
      if atStart, matched < 4, byte | 0x20 == latn[matched] {
        matched += 1
      } else {
        matched = 0
        atStart = false
      }
    }
    return matched == 4
  }

  private static let nonLatinLanguages: Set<String> = [
    "ru", "uk", "be", "bg", "mk", "sr", "kk", "ky", "mn", "tg", "el", "he", "ar", "fa", "ur", "ps", "hi", "mr", "ne",
    "bn", "pa", "gu", "ta", "te", "kn", "ml", "si", "th", "lo", "km", "my", "ka", "hy", "am", "ja", "zh", "ko", "yue",
  ]

  /// Whether a text has two words of lower-case English letters or more (`new posts`), which a
  /// name has not.
  static func isEnglishSentence(_ text: String) -> Bool {
    var words = 0
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.count >= 2 {
      if word.allSatisfy({ $0.isASCII && $0.isLowercase && $0.isLetter }) { words += 1 }
    }
    return words >= 2
  }
}
