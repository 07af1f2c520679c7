import Foundation
import XCStringsBase
import XCStringsModel
import XCStringsSwiftSource

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
    guard text.utf8.contains(SwiftByte.percent), hasOneForm(source) else { return }
    if let (noun, range) = CountedNoun.locateSuffix(in: text) {
      emit(
        .countWithoutPlural, at: call.location, key: call.key.text,
        Self.suffixMessage(text, noun: noun, range: range) + " in table '\(table)'")
      return
    }
    guard let (noun, range) = CountedNoun.locate(in: text) else {
      checkCountAsText(call, text: text, table: table, members: members)
      return
    }
    guard !codePicksByCount(text, noun: noun, range: range, in: members) else { return }
    emit(
      .countWithoutPlural, at: call.location, key: call.key.text,
      "'\(text)' puts a count before '\(noun)' but has no plural variation, so users see '1 \(noun)'; vary it by plural in table '\(table)'"
    )
  }

  /// Makes a note of the `count-without-plural` warning just reported at `call` where the code
  /// compares one of its interpolated values with 1 just before (``CountGuard``): it shows
  /// another text for one; or where the value is a constant other than 1 (``ConstantCount``).
  mutating func demoteCountThatNeverMeetsOne(_ call: borrowing LocalizationCall) {
    guard let last = findings.indices.last, findings[last].rule == .countWithoutPlural,
      findings[last].severity == .warning, findings[last].location == call.location,
      // The English suffix made by comparing the count with 1 is the defect itself.
      CountedNoun.locateSuffix(in: call.key.text) == nil
    else { return }
    let bytes = bytes(of: call.location.path)
    for interpolation in call.key.interpolations {
      let expression = interpolation.expression.trimmedOfSpaces
      guard CountGuard.comparesWithOne(expression, in: bytes, line: call.location.line) else { continue }
      findings[last].severity = .note
      findings[last].message += "; the code compares '\(expression)' with 1 just before, so it may show another text for one"
      return
    }
    for interpolation in call.key.interpolations {
      guard let name = ConstantCount.name(of: interpolation.expression.trimmedOfSpaces),
        let value = constantCount(named: name)
      else { continue }
      findings[last].severity = .note
      findings[last].message += "; '\(name)' is the constant \(value), so the text never shows one"
      return
    }
  }

  /// The value of the constant `name` where the sources declare it with an integer literal
  /// other than 1 (every declaration agreeing), looked up once per name; nil otherwise.
  mutating func constantCount(named name: String) -> Int? {
    if let known = constantCounts[name] { return known }
    var values: Set<Int> = []
    var settled = true
    for file in tree.sources {
      guard let found = ConstantCount.values(of: name, in: bytes(of: file.path)) else {
        settled = false
        break
      }
      values.formUnion(found)
    }
    let result = settled && values.count == 1 && values.first != 1 ? values.first : nil
    constantCounts[name] = .some(result)
    return result
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
        guard text.utf8.contains(SwiftByte.percent) else { continue }
        if !used.contains(ExactKey(key)), let (noun, range) = CountedNoun.locateSuffix(in: text) {
          emit(
            .countWithoutPlural, at: subject.location(of: key, language: source), key: key,
            "source value " + Self.suffixMessage(text, noun: noun, range: range))
          continue
        }
        guard let (noun, range) = CountedNoun.locate(in: text),
          !used.contains(ExactKey(key)), !codePicksByCount(text, noun: noun, range: range, in: [position]),
          !Self.singularKeys(of: key).contains(where: { subject.catalog.strings.contains($0) })
        else { continue }
        emit(
          .countWithoutPlural, at: subject.location(of: key, language: source), key: key,
          "source value '\(text)' puts a count before '\(noun)' but has no plural variation, so users see '1 \(noun)'; vary it by plural"
        )
      }
    }
  }

  /// `count-without-plural` for a count passed as text: the call interpolates a count made a
  /// string (`likeCount.description`, `String(pageCount)`, `"\(items.count)"`,
  /// `total.formatted()`), which the key reads as `%@`, before a plural noun.
  private mutating func checkCountAsText(_ call: borrowing LocalizationCall, text: String, table: String, members: [Int]) {
    // Most calls interpolate no count made text: a look at each expression's last byte first.
    guard text.isIdentical(to: call.key.text),
      call.key.interpolations.contains(where: {
        $0.specifier == "%@" && [0x29, 0x22, 0x6E].contains($0.expression.utf8.last ?? 0)
      })
    else { return }
    var bytes = Array(text.utf8)
    // Each count made text stands as an integer, from the last so earlier ranges stay put.
    var replaced = false
    for interpolation in call.key.interpolations.reversed()
    where interpolation.specifier == "%@" && Self.isCountAsText(interpolation.expression) {
      bytes.replaceSubrange(interpolation.range, with: Array("%lld".utf8))
      replaced = true
    }
    guard replaced else { return }
    let counted = String(decoding: bytes, as: UTF8.self)
    guard let (noun, range) = CountedNoun.locate(in: counted), !codePicksByCount(counted, noun: noun, range: range, in: members)
    else { return }
    emit(
      .countWithoutPlural, at: call.location, key: call.key.text,
      "'\(text)' passes a count as text before '\(noun)' but has no plural variation, so users see '1 \(noun)'; vary it by plural in table '\(table)'"
    )
  }

  /// Whether an interpolated expression is a count made text: `X.description`, `String(X)`,
  /// `"\(X)"` or `X.formatted(…)`, where `X` is named as a count (`…count`, `…Count`,
  /// `…number`, `numberOf…`). Other values of type `String` say nothing.
  static func isCountAsText(_ expression: String) -> Bool {
    var inner = expression.trimmedOfSpaces
    if inner.hasSuffix(".description") {
      inner.removeLast(".description".count)
    } else if inner.hasPrefix("String("), inner.hasSuffix(")") {
      inner = String(inner.dropFirst("String(".count).dropLast())
    } else if inner.hasPrefix("\"\\("), inner.hasSuffix(")\"") {
      inner = String(inner.dropFirst(3).dropLast(2))
    } else if inner.hasSuffix(")"), let dot = inner.components(separatedBy: ".formatted(").dropLast().first, !dot.isEmpty {
      inner = dot
    } else {
      return false
    }
    let name = inner.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).last.map(String.init) ?? ""
    let lower = name.lowercased()
    return lower.hasSuffix("count") || lower.hasSuffix("number") || lower.hasPrefix("numberof") || lower == "total"
  }

  /// What a text that passes the English plural suffix as an argument does.
  static func suffixMessage(_ text: String, noun: String, range: Range<Int>) -> String {
    let specifier = String(decoding: Array(text.utf8)[range], as: UTF8.self)
    return
      "'\(text)' makes the English plural of '\(noun)' with an argument ('\(specifier)'), which no other language can inflect; vary it by plural"
  }

  /// Whether the text for one is there too (`%d Result` beside `%d Results`, or `1 Result`), as
  /// a key or source value of the tables or a literal of the code: the code then picks a string
  /// by the count itself.
  mutating func codePicksByCount(_ text: String, noun: String, range: Range<Int>, in members: [Int]) -> Bool {
    let singulars = CountedNoun.singularTexts(of: text, noun: noun, range: range)
    var wanted = Set(singulars.map { ExactKey(LocalizationKey.pattern(ofCatalogKey: $0)) })
    for singular in singulars {
      let pattern = LocalizationKey.pattern(ofCatalogKey: singular)
      guard pattern.components(separatedBy: LocalizationKey.wildcard).count == 2 else { continue }
      for one in ["1", "one", "One", "a", "an", "A", "An"] {
        wanted.insert(ExactKey(pattern.replacingEvery(LocalizationKey.wildcard, with: one)))
      }
    }
    if literalPatterns == nil {
      literalPatterns = Set(tree.sources.flatMap { $0.literalKeys.map { ExactKey($0.pattern) } })
    }
    if !wanted.isDisjoint(with: literalPatterns ?? []) { return true }
    for member in members {
      if textPatterns[member] == nil {
        let subject = tree.subjects[member]
        var patterns = Set<ExactKey>()
        for (key, entry) in subject.catalog.strings {
          patterns.insert(ExactKey(LocalizationKey.pattern(ofCatalogKey: key)))
          if let value = entry[subject.catalog.sourceLanguage]?.stringUnit?.value {
            patterns.insert(ExactKey(LocalizationKey.pattern(ofCatalogKey: value)))
          }
        }
        textPatterns[member] = patterns
      }
      if !wanted.isDisjoint(with: textPatterns[member] ?? []) { return true }
    }
    return false
  }

  /// The keys a key for several things has for one (`deleteUserMultipleConfirmation` →
  /// `deleteUserSingleConfirmation`, `files.plural` → `files.singular`): a table with both
  /// picks its string by the count in code.
  static func singularKeys(of key: String) -> [String] {
    var found: [String] = []
    for (plural, singular) in [
      ("Multiple", "Single"), ("multiple", "single"), ("Plural", "Singular"), ("plural", "singular"),
      ("Many", "One"), ("many", "one"),
    ] where key.contains(plural) {
      found.append(key.replacingEvery(plural, with: singular))
    }
    return found
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
