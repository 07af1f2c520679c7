import Foundation
import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

/// Runs the per-catalog rules over one subject, collecting located findings.
struct SubjectLinter: Sendable {
  let subject: LintSubject
  let options: LintOptions
  let source: LanguageCode
  /// The languages every translatable key needs besides the source, sorted.
  let targetLanguages: [LanguageCode]
  var findings: [LintFinding] = []
  /// The position of each target language's code in ``targetLanguages``.
  let targetIndex: [String: Int]
  /// Coverage per target language, filled by ``run()``.
  var counts: [LintCoverage]
  /// Whether a key missing for each target language is reported: a region whose parent the
  /// table has (`fr-CA` beside `fr`, `en-GB` for `en`) falls back to it key by key, and is
  /// required only where `--languages` asks for it.
  let requiresAll: [Bool]
  /// Whether each target language is not started: the catalog has units of it and every one
  /// is empty and untranslated (a translation platform's placeholders), or it has none at all
  /// of a language its bundle ships. Such a language is one line, not a finding per key.
  let isScaffolding: [Bool]
  /// Whether each target language is one the table has no unit of while another table of its
  /// bundle is translated into it: the table's keys that need a translation are one line, not
  /// a finding per key (where `--languages` asks for the language, every key is reported).
  let isAbsent: [Bool]
  /// Whether each target language (of another script than the source) has values in this
  /// table that are all the source text, with no table of the tree translating it (a
  /// platform's copies of the source): not started, one line like ``isScaffolding``, which
  /// it is part of.
  let isCopyOnly: [Bool]
  /// The keys each target language's users are shown for want of any value that are written
  /// in that language (``KeyWritingLanguage``): they read right to those users.
  let keysWrittenIn: [Set<String>]
  /// How each target language's values are checked for copies of the source
  /// (``checkCopiedSource(_:_:_:source:latin:)``), worked out once rather than for every unit.
  let copyChecks: [CopyCheck]
  /// Reused by ``check(_:_:droppedEmpty:)`` for the forms of each localization.
  private var formBuffer: [LocalizationForm] = []
  /// Each language's plural rules as category masks (`nil` for a language the rules table does
  /// not know), looked up once per language rather than for every plural localization.
  var pluralMaskCache: [String: PluralMasks?] = [:]

  init(subject: LintSubject, options: LintOptions) {
    self.subject = subject
    self.options = options
    self.source = subject.catalog.sourceLanguage
    var languages = subject.bundleLanguages.union(options.languages)
    let localized = subject.catalog.localizedLanguages
    for name in localized { languages.insert(LanguageCode(rawValue: name)) }
    languages.remove(source)
    languages.remove("mul")
    targetLanguages = languages.sorted { $0.rawValue < $1.rawValue }
    var index: [String: Int] = [:]
    for (position, language) in targetLanguages.enumerated() { index[language.rawValue] = position }
    targetIndex = index
    counts = targetLanguages.map { LintCoverage(file: subject.file, language: $0) }
    let asked = Set(options.languages.map(Self.normalized))
    let source = self.source
    let present = Set((targetLanguages + [source]).map(Self.normalized))
    requiresAll = targetLanguages.map { language in
      if asked.contains(Self.normalized(language)) { return true }
      if Self.isRegionalVariant(language, of: source) { return false }
      return Self.parent(of: language).map { !present.contains($0) } ?? true
    }
    let states = Self.scaffoldingLanguages(
      subject.catalog, targets: index, count: targetLanguages.count, present: localized.count { index[$0] != nil })
    let targets = targetLanguages
    let shipped = subject.shippedLanguages
    let required = requiresAll
    (isCopyOnly, copyChecks) = Self.copyStates(
      of: targets, source: source, starts: states, required: required, asked: asked,
      translatedAnywhere: subject.translatedAnywhere)
    let copies = isCopyOnly
    // A language of the bundle the table has no unit of, and no other table of the bundle
    // has a value in, is not started either (the app shows its users the development
    // language throughout), unless the user asked for it.
    isScaffolding = targets.indices.map { position in
      states[position] == .emptyOnly || copies[position]
        || (states[position] == .none && shipped.map { !$0.contains(targets[position]) } == true
          && !asked.contains(Self.normalized(targets[position])))
    }
    keysWrittenIn = KeyWritingLanguage.languages(of: subject.catalog, targets: targets)
    let scaffolding = isScaffolding
    isAbsent = targets.indices.map { position in
      states[position] == .none && !scaffolding[position] && required[position]
        && !asked.contains(Self.normalized(targets[position]))
    }
  }

  /// A language code compared across tables and projects: lower-case, `_` as `-`.
  static func normalized(_ code: LanguageCode) -> String {
    String(decoding: code.rawValue.utf8.map { $0 == 0x5F ? 0x2D : $0 }, as: UTF8.self).lowercased()
  }

  mutating func emit(
    _ rule: LintRule, _ severity: Diagnostic.Severity? = nil, key: String?, language: LanguageCode?, _ message: String
  ) {
    guard options.isEnabled(rule) else { return }
    let location = key.map { subject.location(of: $0, language: language) } ?? subject.sourceLanguageLocation
    findings.append(
      LintFinding(
        rule: rule, severity: severity, location: location, key: key, language: language, message: message))
  }

  mutating func run() {
    checkSourceLanguage()
    if options.isEnabled(.unicodeEscape) {
      for escape in subject.lowercaseEscapes {
        let digits = escape.text.dropFirst(2)
        findings.append(
          LintFinding(
            rule: .unicodeEscape, location: escape.location, key: escape.key, language: escape.language,
            message:
              "'\(escape.text)' is no escape in a .strings file: Apple's parser reads 'u', so the app shows 'u\(digits)'; write '\\U\(digits)'"
          ))
      }
    }
    var dropped: [String: [LanguageCode]] = [:]
    for (key, language) in subject.droppedEmptyValues { dropped[key, default: []].append(language) }
    let entries = subject.catalog.strings
    let lanes = min(Parallelism.processorCount, 4)
    defer {
      reportScaffolding()
      reportAbsentLanguages()
      reportDeadInterfaceKeys()
      reportHiddenMenuKeys()
    }
    guard lanes > 1, entries.count >= 1024 else {
      for (key, entry) in entries { check(key, entry, droppedEmpty: dropped[key] ?? []) }
      return
    }
    // Entries are checked independently: slices run on all cores, each with its own findings
    // and counts, which are then added up. The report sorts findings, so the order in which
    // slices finish does not show.
    // Many small slices: threads take them as they finish, so the wait for the last is short.
    let sliceCount = lanes * 16
    let sliceSize = (entries.count + sliceCount - 1) / sliceCount
    let results = ConcurrentSlots<(findings: [LintFinding], counts: [LintCoverage])>(count: sliceCount)
    let base = self
    DispatchQueue.concurrentPerform(iterations: sliceCount) { [dropped] slice in
      var worker = base
      worker.findings = []
      worker.counts = base.counts.map { LintCoverage(file: $0.file, language: $0.language) }
      let from = min(slice * sliceSize, entries.count)
      // Read in place: `pairs[index].key` and `.value` copy the whole pair (retaining each of
      // the entry's fields), and the pair was read three times per entry.
      entries.forEachInPlace(in: from..<min(from + sliceSize, entries.count)) { key, entry in
        worker.check(key, entry.pointee, droppedEmpty: dropped.isEmpty ? [] : dropped[key] ?? [])
      }
      results.store((worker.findings, worker.counts), at: slice)
    }
    for case (let sliceFindings, let sliceCounts)? in results.all() {
      findings += sliceFindings
      for (index, count) in sliceCounts.enumerated() {
        counts[index].translated += count.translated
        counts[index].needsReview += count.needsReview
        counts[index].new += count.new
        counts[index].missing += count.missing
      }
    }
  }

  private mutating func check(_ key: String, _ entry: CatalogEntry, droppedEmpty: [LanguageCode]) {
    if entry.extractionState == .stale {
      checkStale(key, entry)
      return
    }
    // A key of an object the interface file no longer has shows nothing (one note, below).
    if isDeadInterfaceKey(key) || isHiddenMenuKey(key) { return }
    if key.containsInterpolation {
      emit(
        .interpolationInKey, key: key, language: nil, "key contains Swift interpolation '\\(…)', so it never matches at run time")
    }
    let orphan = orphanLanguages(of: key, entry)
    if let orphan {
      // Reported where one translation alone has the key (left over there); a key several
      // translations have may take its English from code, and is left alone.
      if orphan.count == 1 {
        emit(
          .orphanKey, key: key, language: orphan[0],
          "key is only in the '\(orphan[0])' translation, not in the source language '\(source)'; remove it, or add its source text"
        )
      }
    } else {
      checkKeyAsValue(key, entry)
    }
    let translatable = entry.shouldTranslate != false
    let profile = SourceProfile(key: key, source: entry[source])
    // Without a source value, an identifier-like key is no sample of the text (key-as-value
    // reports it); a sentence-like key is the source text itself.
    let comparable = !profile.forms.isEmpty || !key.looksLikeIdentifier
    var covered = [Bool](repeating: false, count: targetLanguages.count)
    var cursor = 0
    // Read in place (``KeyedList/forEachInPlace(_:)``): reading a pair from the array, or
    // binding the localization to a constant, copies it for each of a catalog's hundreds of
    // thousands.
    entry.localizations?.forEachInPlace { name, localization in
      check(
        key, name, localization.pointee, entry: entry, profile: profile, translatable: translatable,
        comparable: comparable && orphan == nil, covered: &covered, cursor: &cursor)
    }
    // An orphan's texts are no translation of any source text.
    // An Info.plist key no language gives text (an empty copyright in every table) is empty
    // on purpose: every user sees the Info.plist's own value.
    let emptyEverywhere = subject.isInfoPlistTable && droppedEmpty.count > 1 && entry.localizations?.isEmpty != false
    for language in droppedEmpty
    where orphan == nil && isEmptyTranslationReported(key, entry, label: "", substitution: nil, source: profile) {
      if emptyEverywhere {
        emit(
          .emptyValue, .note, key: key, language: language,
          "'\(language)' value is empty, as in every language of the table: the Info.plist's own value shows to every user")
      } else {
        emit(
          .emptyValue, key: key, language: language,
          "'\(language)' value is empty; the app shows the development language instead")
      }
    }
    guard translatable else { return }
    var needed: Bool?
    for (index, language) in targetLanguages.enumerated() where !covered[index] {
      counts[index].missing += 1
      guard !key.isEmpty, orphan == nil, requiresAll[index], !isScaffolding[index], !droppedEmpty.contains(language)
      else { continue }
      if needed == nil { needed = needsTranslation(key, entry, source: profile) }
      guard needed == true else { continue }
      if let why = shownRightUntranslated(key, entry, profile: profile, language: language) {
        emit(.untranslated, .note, key: key, language: language, "no '\(language)' translation, but \(why)")
      } else {
        emit(.untranslated, key: key, language: language, "no '\(language)' translation")
      }
    }
  }

  /// Whether a missing translation shows users other text than a translation would: not where
  /// the source has no letter outside its specifiers (`%lld%%`, `(0–10)`, `🐛`), which reads
  /// the same in every language, nor, in an interface table, where the source is a
  /// placeholder code replaces ("Text Cell") or a menu's title, which is never shown.
  private func needsTranslation(_ key: String, _ entry: CatalogEntry, source profile: SourceProfile) -> Bool {
    var text = profile.plainText ?? profile.fallback
    if let comment = interfaceComment(key, entry) {
      if comment.className == "NSMenu" { return false }
      if profile.forms.isEmpty, let written = comment.value(forKey: key) { text = written }
      if text.isPlaceholderLike(inInterface: true) { return false }
    }
    return LocalizationKey.pattern(ofCatalogKey: text).unicodeScalars.contains { $0.properties.isAlphabetic }
      || profile.forms.count > 1
  }

  /// The translations that have an identifier-like key the source lacks, when it is an
  /// orphan: reported once rather than as missing in every other language. A key that is text
  /// is its own source text; interface and `InfoPlist` tables, and legacy tables without a
  /// source file, hold their source text elsewhere, so their keys are never orphans.
  ///
  /// In a legacy table every such key is one: the source language's file is what code looks
  /// keys up in, so a key it lacks is left over, or takes its English from code
  /// (`NSLocalizedString(_:tableName:value:comment:)`), and which languages lack it says
  /// nothing. In a catalog only a key of one translation is: Xcode keeps a code key's source
  /// text in the key or the source localization, so translations of a key without either
  /// are missing their English (`key-as-value`).
  private func orphanLanguages(of key: String, _ entry: CatalogEntry) -> [LanguageCode]? {
    guard entry[source] == nil, subject.hasSourceFile, !subject.isInterfaceTable, !subject.isInfoPlistTable,
      key.looksLikeIdentifier, let localizations = entry.localizations, !localizations.isEmpty
    else { return nil }
    let names = localizations.keys.filter { $0 != "mul" }
    guard !names.isEmpty else { return nil }
    if case .catalog = subject.origin, names.count > 1 { return nil }
    return names.sorted().map(LanguageCode.init(rawValue:))
  }

  /// The rules for one localization of a key.
  private mutating func check(
    _ key: String, _ name: String, _ localization: borrowing Localization, entry: CatalogEntry, profile: SourceProfile,
    translatable: Bool, comparable: Bool, covered: inout [Bool], cursor: inout Int
  ) {
    let language = LanguageCode(rawValue: name)
    // One buffer for the forms of every localization rather than an array each.
    formBuffer.removeAll(keepingCapacity: true)
    LocalizationForm.collect(localization, into: &formBuffer)
    let forms = formBuffer
    if language != source, localization.stringSet == nil, Self.isEmptyUntranslated(forms) {
      // A placeholder for a translation not made yet: coverage, never an empty value or a
      // format error; one line for a language that is nothing but placeholders.
      guard translatable else { return }
      if let index = targetPosition(of: name, after: &cursor) {
        covered[index] = true
        counts[index].new += 1
        if isScaffolding[index] { return }
      }
      // An empty `new` unit is not compiled (the development language shows); an empty
      // `needs_review` one is, and shows a blank.
      if forms.contains(where: { $0.unit.state == .new }) {
        if let why = shownRightUntranslated(key, entry, profile: profile, language: language) {
          emit(.untranslated, .note, key: key, language: language, "'\(language)' translation is in state 'new', but \(why)")
        } else {
          emit(.untranslated, key: key, language: language, "'\(language)' translation is in state 'new'")
        }
      } else if forms.contains(where: {
        isEmptyTranslationReported(key, entry, label: $0.label, substitution: $0.substitution, source: profile)
      }) {
        // Only where the source shows text: an empty source (the key `""`) shows a blank too.
        let states = Set(forms.map(\.unit.state.rawValue)).sorted().joined(separator: "', '")
        emit(
          .emptyValue, key: key, language: language,
          "'\(language)' value is empty, in state '\(states)', which the app shows as it is: a blank")
      }
      return
    }
    // A language whose every value is a `new` unit the build leaves out ships none of them: it
    // is one line (``reportScaffolding()``), never a finding per unit.
    if language != source, localization.stringSet == nil, entry.extractionState != .manual, !forms.isEmpty,
      forms.allSatisfy({ $0.unit.state == .new }), let index = targetPosition(of: name, after: &cursor),
      isScaffolding[index]
    {
      if translatable {
        covered[index] = true
        counts[index].new += 1
      }
      return
    }
    checkEmpty(key, language, forms, entry: entry, source: profile)
    if localization.variations != nil || localization.substitutions != nil { checkPlurals(key, language, localization) }
    checkVariableReferences(key, language, forms, localization)
    checkPositions(key, language, forms)
    guard language != source, translatable else { return }
    let position = targetPosition(of: name, after: &cursor)
    if let index = position, Self.hasContent(localization) {
      covered[index] = true
      count(forms, localization.stringSet, at: index)
    }
    checkState(key, language, forms, localization.stringSet)
    guard comparable else { return }
    if let position, copyChecks[position] != .none {
      checkCopiedSource(key, language, forms, source: profile, latin: copyChecks[position] == .latin)
    }
    checkPlaceholders(key, language, localization, forms: forms, source: profile)
    checkWhitespace(key, language, forms, source: profile)
    if options.isEnabled(.markdownMismatch) { checkMarkdown(key, language, forms, source: profile) }
    if options.isEnabled(.controlCharacter) { checkControlCharacters(key, language, forms, source: profile) }
  }

  /// The position of a language in ``targetLanguages``. Entries list languages sorted, as
  /// the targets are, so the name is first looked for just after the previous one's position
  /// (`cursor`), and hashed only when it is not there.
  private func targetPosition(of name: String, after cursor: inout Int) -> Int? {
    var probe = cursor
    while probe < min(cursor + 4, targetLanguages.count) {
      if targetLanguages[probe].rawValue.isIdentical(to: name) {
        cursor = probe + 1
        return probe
      }
      probe += 1
    }
    guard let position = targetIndex[name] else { return nil }
    cursor = position + 1
    return position
  }

  private mutating func count(_ forms: [LocalizationForm], _ stringSet: StringSet?, at index: Int) {
    var new = stringSet?.state == .new
    var review = stringSet?.state == .needsReview
    // Forms are read in place by index: `for form in forms` copies each one (five strings).
    for index in forms.indices {
      if forms[index].unit.state == .new { new = true } else if forms[index].unit.state == .needsReview { review = true }
    }
    if new {
      counts[index].new += 1
    } else if review {
      counts[index].needsReview += 1
    } else {
      counts[index].translated += 1
    }
  }

  static func hasContent(_ localization: Localization) -> Bool {
    localization.stringUnit != nil || localization.variations != nil || localization.stringSet != nil
  }

  // MARK: - Coverage

  /// Coverage per target language, counted while ``run()`` checked the keys.
  func coverage() -> [LintCoverage] { counts }
}
