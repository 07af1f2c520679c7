import Foundation

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
  /// Reused by ``check(_:_:droppedEmpty:)`` for the forms of each localization.
  private var formBuffer: [LocalizationForm] = []
  /// Each language's plural rules as category masks (`nil` for a language the rules table does
  /// not know), looked up once per language rather than for every plural localization.
  var pluralMaskCache: [String: PluralMasks?] = [:]

  init(subject: LintSubject, options: LintOptions) {
    self.subject = subject
    self.options = options
    self.source = subject.catalog.sourceLanguage
    var languages = subject.treeLanguages.union(options.languages)
    for name in subject.catalog.localizedLanguages { languages.insert(LanguageCode(rawValue: name)) }
    languages.remove(source)
    languages.remove("mul")
    targetLanguages = languages.sorted { $0.rawValue < $1.rawValue }
    var index: [String: Int] = [:]
    for (position, language) in targetLanguages.enumerated() { index[language.rawValue] = position }
    targetIndex = index
    counts = targetLanguages.map { LintCoverage(file: subject.file, language: $0) }
  }

  mutating func emit(
    _ rule: LintRule, _ severity: Diagnostic.Severity? = nil, key: String?, language: LanguageCode?, _ message: String
  ) {
    guard options.isEnabled(rule) else { return }
    let location = key.map { subject.location(of: $0, language: language) } ?? subject.sourceLanguageLocation
    findings.append(LintFinding(
      rule: rule, severity: severity, location: location, key: key, language: language, message: message))
  }

  mutating func run() {
    checkSourceLanguage()
    var dropped: [String: [LanguageCode]] = [:]
    for (key, language) in subject.droppedEmptyValues { dropped[key, default: []].append(language) }
    let pairs = subject.catalog.strings.pairs
    let lanes = min(ProcessInfo.processInfo.activeProcessorCount, 4)
    guard lanes > 1, pairs.count >= 1024 else {
      for (key, entry) in pairs { check(key, entry, droppedEmpty: dropped[key] ?? []) }
      return
    }
    // Entries are checked independently: slices run on all cores, each with its own findings
    // and counts, which are then added up. The report sorts findings, so the order in which
    // slices finish does not show.
    // Many small slices: threads take them as they finish, so the wait for the last is short.
    let sliceCount = lanes * 16
    let sliceSize = (pairs.count + sliceCount - 1) / sliceCount
    let results = ConcurrentSlots<(findings: [LintFinding], counts: [LintCoverage])>(count: sliceCount)
    let base = self
    DispatchQueue.concurrentPerform(iterations: sliceCount) { [dropped] slice in
      var worker = base
      worker.findings = []
      worker.counts = base.counts.map { LintCoverage(file: $0.file, language: $0.language) }
      let from = min(slice * sliceSize, pairs.count)
      // Read in place: `pairs[index].key` and `.value` copy the whole pair (retaining each of
      // the entry's fields), and the pair was read three times per entry.
      PairKeys.forEach(pairs, in: from..<min(from + sliceSize, pairs.count)) { key, entry in
        worker.check(key, entry.pointee, droppedEmpty: dropped.isEmpty ? [] : dropped[key] ?? [])
      }
      results.store((worker.findings, worker.counts), at: slice)
    }
    for case let (sliceFindings, sliceCounts)? in results.all() {
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
    if key.containsInterpolation {
      emit(.interpolationInKey, key: key, language: nil, "key contains Swift interpolation '\\(…)', so it never matches at run time")
    }
    checkKeyAsValue(key, entry)
    let translatable = entry.shouldTranslate != false
    let profile = SourceProfile(key: key, source: entry[source])
    // Without a source value, an identifier-like key is no sample of the text (key-as-value
    // reports it); a sentence-like key is the source text itself.
    let comparable = !profile.forms.isEmpty || !key.looksLikeIdentifier
    var covered = [Bool](repeating: false, count: targetLanguages.count)
    let pairs = entry.localizations?.pairs ?? []
    var cursor = 0
    // Read in place (see `PairKeys.forEach`): reading a pair from the array, or binding the
    // localization to a constant, copies it for each of a catalog's hundreds of thousands.
    PairKeys.forEach(pairs) { name, localization in
      check(
        key, name, localization.pointee, profile: profile, translatable: translatable,
        comparable: comparable, covered: &covered, cursor: &cursor)
    }
    for language in droppedEmpty {
      emit(.emptyValue, key: key, language: language, "'\(language)' value is empty; the app shows the development language instead")
    }
    guard translatable else { return }
    for (index, language) in targetLanguages.enumerated() where !covered[index] {
      counts[index].missing += 1
      guard !key.isEmpty, !droppedEmpty.contains(language) else { continue }
      emit(.untranslated, key: key, language: language, "no '\(language)' translation")
    }
  }

  /// The rules for one localization of a key.
  private mutating func check(
    _ key: String, _ name: String, _ localization: borrowing Localization, profile: SourceProfile,
    translatable: Bool, comparable: Bool, covered: inout [Bool], cursor: inout Int
  ) {
    let language = LanguageCode(rawValue: name)
    // One buffer for the forms of every localization rather than an array each.
    formBuffer.removeAll(keepingCapacity: true)
    LocalizationForm.collect(localization, into: &formBuffer)
    let forms = formBuffer
    checkEmpty(key, language, forms, source: profile)
    if localization.variations != nil || localization.substitutions != nil { checkPlurals(key, language, localization) }
    if localization.substitutions != nil { checkVariableReferences(key, language, localization) }
    guard language != source, translatable else { return }
    if let index = targetPosition(of: name, after: &cursor), Self.hasContent(localization) {
      covered[index] = true
      count(forms, localization.stringSet, at: index)
    }
    checkState(key, language, forms, localization.stringSet)
    guard comparable else { return }
    checkPlaceholders(key, language, localization, forms: forms, source: profile)
    checkWhitespace(key, language, forms, source: profile)
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

  // MARK: - Rules

  private mutating func checkSourceLanguage() {
    guard case .catalog = subject.origin, let region = subject.developmentRegion else { return }
    func normalized(_ code: LanguageCode) -> String {
      String(decoding: code.rawValue.utf8.map { $0 == 0x5F ? 0x2D : $0 }, as: UTF8.self).lowercased()
    }
    guard normalized(region.language) != normalized(source) else { return }
    emit(.sourceLanguage, key: nil, language: source,
         "sourceLanguage '\(source)' differs from the development region '\(region.language)' (\(region.origin)); exporting localizations fails")
  }

  private mutating func checkStale(_ key: String, _ entry: CatalogEntry) {
    let translated = (entry.localizations?.keys ?? []).filter { $0 != source.rawValue }
    guard !translated.isEmpty else { return }
    let list = translated.sorted().map { "'\($0)'" }.joined(separator: ", ")
    emit(.stale, key: key, language: nil, "stale entry still carries translations (\(list)); delete it if the key is no longer used")
  }

  private mutating func checkKeyAsValue(_ key: String, _ entry: CatalogEntry) {
    guard !subject.isInfoPlistTable, !subject.isInterfaceTable, subject.hasSourceFile, key.looksLikeIdentifier,
      !key.isInterfaceObjectKey, !key.looksLikeHostOrFileName
    else { return }
    guard let localization = entry[source] else {
      if case .legacy = subject.origin {
        emit(.keyAsValue, key: key, language: source,
             "key looks like an identifier and the '\(source)' table has no value for it; users see the key unless code passes a default value")
      } else {
        emit(.keyAsValue, key: key, language: source, "key looks like an identifier and has no source value, so users see the key")
      }
      return
    }
    guard localization.variations == nil, let unit = localization.stringUnit, unit.value.isIdentical(to: key) else { return }
    emit(.keyAsValue, key: key, language: source, "source value is the identifier-like key itself, so users see the key")
  }

  /// An empty form is intended when the source's form of the same place is empty too (a plural
  /// variable that only consumes an argument), so only the source's plain value and translations
  /// that leave a non-empty source form empty are reported.
  private mutating func checkEmpty(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile
  ) {
    guard !key.isEmpty else { return }
    let emptyInSource = profile.emptyLabels
    for index in forms.indices where forms[index].unit.value.isEmpty {
      let form = forms[index]
      if language == source ? !form.label.isEmpty : emptyInSource.contains(form.label) { continue }
      let place = form.label.isEmpty ? "" : " in \(form.label)"
      let who = language == source ? "source" : "'\(language)'"
      emit(.emptyValue, key: key, language: language, "\(who) value\(place) is empty")
    }
  }

  private mutating func checkState(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], _ stringSet: StringSet?
  ) {
    var isNew = stringSet?.state == .new
    var needsReview = stringSet?.state == .needsReview
    for index in forms.indices {
      if forms[index].unit.state == .new { isNew = true } else if forms[index].unit.state == .needsReview { needsReview = true }
    }
    if isNew {
      emit(.untranslated, key: key, language: language, "'\(language)' translation is in state 'new'")
    } else if needsReview {
      emit(.untranslated, key: key, language: language, "'\(language)' translation is in state 'needs_review'")
    }
  }

  private mutating func checkWhitespace(
    _ key: String, _ language: LanguageCode, _ forms: [LocalizationForm], source profile: SourceProfile
  ) {
    let sourceByLabel = profile.textByLabel
    let fallback = profile.fallback
    for index in forms.indices {
      let sourceText: String
      // The plain unit (most forms) needs no lookup by label.
      if forms[index].label.isEmpty, let plain = profile.plainText {
        sourceText = plain
      } else if let same = sourceByLabel[forms[index].label] {
        sourceText = same
      } else if forms[index].substitution == nil {
        sourceText = fallback
      } else {
        continue
      }
      let text = forms[index].unit.value
      guard !text.isEmpty, !sourceText.isEmpty else { continue }
      for edge in [Edge.leading, .trailing] {
        let inSource = sourceText.whitespace(at: edge)
        let inTranslation = text.whitespace(at: edge)
        guard (inSource == nil) != (inTranslation == nil) else { continue }
        let label = forms[index].label
        let place = label.isEmpty ? "" : " in \(label)"
        let name = edge == .leading ? "begins" : "ends"
        if let inSource {
          emit(.whitespaceMismatch, key: key, language: language,
               "source \(name) with \(inSource) but the '\(language)' translation\(place) does not")
        } else if let inTranslation {
          emit(.whitespaceMismatch, key: key, language: language,
               "'\(language)' translation\(place) \(name) with \(inTranslation) but the source does not")
        }
      }
    }
  }

  // MARK: - Coverage

  /// Coverage per target language, counted while ``run()`` checked the keys.
  func coverage() -> [LintCoverage] { counts }
}

/// The start or end of a string.
enum Edge: CaseIterable {
  case leading, trailing
}

extension String {
  /// A description of the space, tab or newline at an edge (`a space`, `a newline`), if any.
  func whitespace(at edge: Edge) -> String? {
    // The characters looked for are ASCII, and an ASCII byte is never part of a longer UTF-8
    // sequence, so the first or last byte decides (no scalar decoding).
    guard let byte = edge == .leading ? utf8.first : lastUTF8Byte else { return nil }
    switch byte {
    case 0x20: return "a space"
    case 0x0A, 0x0D: return "a newline"
    case 0x09: return "a tab"
    default: return nil
    }
  }

  /// The last UTF-8 byte, read from contiguous storage when there is some (the generic
  /// `utf8.last` walks an index back, several times slower).
  var lastUTF8Byte: UInt8? {
    utf8.withContiguousStorageIfAvailable { $0.last } ?? utf8.last
  }

  /// Whether the key is a storyboard or XIB string (`cfa-j0-Ya4.title`, `179.title`): an object
  /// ID, a dot, a property.
  var isInterfaceObjectKey: Bool {
    guard let dot = firstIndex(of: "."), dot != startIndex else { return false }
    let id = self[..<dot]
    if id.allSatisfy(\.isASCIIDigit) { return true }
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }

  /// Whether a dotted key ends like a host or file name (`pool.ntp.org`, `debug.log`), which is
  /// shown as it is on purpose.
  var looksLikeHostOrFileName: Bool {
    guard let dot = lastIndex(of: ".") else { return false }
    let suffix = self[index(after: dot)...].lowercased()
    return Self.hostAndFileSuffixes.contains(suffix)
  }

  private static let hostAndFileSuffixes: Set<String> = [
    "com", "org", "net", "io", "app", "dev", "edu", "gov", "info", "log", "txt", "json", "plist", "png", "jpg",
    "jpeg", "gif", "pdf", "csv", "html", "htm", "md", "xml", "zip", "mp3", "mp4", "mov", "sqlite", "db",
  ]

  /// Whether the text holds Swift interpolation `\(` … `)`.
  var containsInterpolation: Bool {
    // Byte search: Foundation's `range(of:)` is slow and this runs for every key.
    let bytes = Array(utf8)
    guard let open = bytes.indices.dropLast().first(where: { bytes[$0] == 0x5C && bytes[$0 + 1] == 0x28 }) else {
      return false
    }
    return bytes[(open + 2)...].contains(0x29)
  }

  /// Whether a key looks like a developer identifier (`stats.period.oneMonth`, `error_not_found`,
  /// `settingsTitle`) rather than text: only letters, digits, `.`, `_` and `-`, with `.` or `_`
  /// between word characters, two or more `-` between them (`error-not-found`, not `Wi-Fi`), or
  /// a camel-case hump after a lower-case start of two or more letters (`oneMonth`, not `iPhone`
  /// or `macOS`). A single word (`Done`, `OK`) never does.
  var looksLikeIdentifier: Bool {
    let scalars = Array(unicodeScalars)
    guard scalars.count > 1, scalars.contains(where: { $0.properties.isAlphabetic }),
      scalars.allSatisfy({ $0.isWordCharacter || $0 == "." || $0 == "_" || $0 == "-" })
    else { return false }
    var hyphens = 0
    for index in scalars.indices.dropFirst().dropLast() {
      let scalar = scalars[index]
      guard scalar == "." || scalar == "_" || scalar == "-",
        scalars[index - 1].isWordCharacter, scalars[index + 1].isWordCharacter
      else { continue }
      if scalar == "-" { hyphens += 1 } else { return true }
    }
    if hyphens >= 2 { return true }
    // camelCase: a lower-case run of at least two letters, an upper-case letter, a lower-case letter.
    var lowerRun = 0
    for index in scalars.indices {
      let scalar = scalars[index]
      if scalar.properties.isLowercase {
        lowerRun += 1
      } else if scalar.properties.isUppercase, lowerRun >= 2, index + 1 < scalars.count,
        scalars[index + 1].properties.isLowercase, scalars[0].properties.isLowercase
      {
        return true
      } else {
        lowerRun = 0
      }
    }
    return false
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Unicode.Scalar {
  fileprivate var isWordCharacter: Bool {
    properties.isAlphabetic || ("0"..."9").contains(self)
  }
}
