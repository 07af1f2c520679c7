import XCStringsBase
import XCStringsLegacy
import XCStringsModel

extension SubjectLinter {
  /// One argument a string reads: its 1-based position, type, and the specifier that reads it.
  struct Argument {
    var position: Int
    var type: FormatSpecifier.ArgumentType
    /// The string holding the specifier and its byte range there: the specifier's text is
    /// made only for a message, not for each of the catalog's specifiers.
    var string: String
    var range: Range<Int>
    /// The text to show instead of the range (`%arg`).
    var shownText: String?

    /// The specifier as written (`%1$lld`).
    var text: String {
      if let shownText { return shownText }
      let utf8 = string.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let end = utf8.index(start, offsetBy: range.count)
      return String(Substring(utf8[start..<end]))
    }
  }

  /// `placeholder-mismatch`: every form of the translation reads only arguments the source (or
  /// a key with specifiers) reads, each with their type, and every argument the source reads
  /// somewhere is read by some form of the translation. A form may leave its own count out
  /// ("One file").
  mutating func checkPlaceholders(
    _ key: String, _ language: LanguageCode, _ localization: Localization, forms: [LocalizationForm],
    source profile: SourceProfile
  ) {
    // Most strings have no specifier at all: nothing to compare.
    if profile.expected.isEmpty, !forms.indices.contains(where: { forms[$0].unit.value.containsByte(0x25) }) { return }
    var substitutions = profile.substitutions
    if let own = localization.substitutions {
      for (name, substitution) in own.pairs { substitutions[name] = substitution }
    }
    // Positions below 64 (all real ones) in a bit mask; a set only for the rest.
    var usedLow: UInt64 = 0
    var usedHigh = Set<Int>()
    var reported = Set<String>()
    // Forms are read in place by index: `for form in forms` copies each one (five strings).
    // In a string formatted with arguments, `% p` is a specifier (a space flag): "% publicacions"
    // prints an address. Where the source reads none, "100 % de réduction" is running text.
    let spaced = !profile.expected.isEmpty
    for index in forms.indices {
      Self.forEachArgument(of: forms[index], substitutions: substitutions, readingSpaced: spaced) { argument in
        if argument.position >= 0, argument.position < 64 {
          usedLow |= 1 << UInt64(argument.position)
        } else {
          usedHigh.insert(argument.position)
        }
        let position = argument.position
        let masks = profile.expectedTypeMasks
        let accepted =
          position >= 0 && position < masks.count
          ? masks[position] & argument.type.maskBit != 0
          : profile.expectedTypes[position]?.contains(argument.type) == true
        if accepted { return }
        let message: String
        let place = forms[index].label.isEmpty ? "" : " in \(forms[index].label)"
        if let wanted = profile.expected[position] {
          message =
            "'\(language)' translation\(place) reads argument \(argument.position) as \(argument.type.noun) ('\(argument.text)'), but the source reads \(wanted.type.noun) ('\(wanted.text)')"
        } else if let wanted = profile.keyOnly[position] {
          message =
            "'\(language)' translation\(place) reads argument \(argument.position) as \(argument.type.noun) ('\(argument.text)'), but the key reads \(wanted.type.noun) ('\(wanted.text)')"
        } else {
          message =
            "'\(language)' translation\(place) reads argument \(argument.position) ('\(argument.text)'), which the source does not have"
        }
        if reported.insert(message).inserted { emit(.placeholderMismatch, key: key, language: language, message) }
      }
    }
    // A reference to a substitution the translation lacks reads arguments no one can tell
    // (`undefined-substitution` reports it), so what it leaves unread is not reported.
    if forms.indices.contains(where: { Self.referencesUndefined(forms[$0].unit.value, in: substitutions) }) { return }
    // Foundation ignores arguments no specifier reads, so an unread one is no format error:
    // users miss a name or a count (a warning), or, for the English plural suffix, rightly so.
    for position in profile.expectedPositions {
      let used = position >= 0 && position < 64 ? usedLow & 1 << UInt64(position) != 0 : usedHigh.contains(position)
      guard !used, let wanted = profile.expected[position], !Self.isPluralSuffix(wanted),
        !Self.onlySelectsPlural(wanted, position: position, source: profile)
      else { continue }
      emit(
        .placeholderMismatch, .warning, key: key, language: language,
        "'\(language)' translation never reads argument \(position) ('\(wanted.text)' in the source), so its users do not see it")
    }
  }

  /// Whether a source argument is the English plural suffix: an object (`%@`, `%2$@`) glued to
  /// the end of a word ("file%@", not followed by a letter or digit) after a count the same
  /// text reads as an integer (`%lld file%@`), which code fills with "" or "s".
  static func isPluralSuffix(_ argument: Argument) -> Bool {
    guard argument.type == .object, argument.shownText == nil else { return false }
    let bytes = Array(argument.string.utf8)
    let start = argument.range.lowerBound
    let end = argument.range.upperBound
    guard start > 0, start <= bytes.count, end <= bytes.count, isLetter(bytes[start - 1]) else { return false }
    if end < bytes.count, isLetter(bytes[end]) || (0x30...0x39).contains(bytes[end]) { return false }
    var countsBefore = false
    bytes.withUnsafeBufferPointer { buffer in
      FormatSpecifier.forEachLocated(in: buffer) { specifier in
        if specifier.range.upperBound <= start, !specifier.isVariable, specifier.argumentType(in: buffer) == .integer {
          countsBefore = true
        }
      }
    }
    return countsBefore
  }

  /// Whether a source argument is a substitution's count that only selects its plural form
  /// (`%#@followers@` whose forms show `%2$@`, not `%arg`): a language with one form may leave
  /// it unread, losing nothing users saw.
  static func onlySelectsPlural(_ argument: Argument, position: Int, source profile: SourceProfile) -> Bool {
    let text = argument.text
    guard let start = text.range(of: "#@")?.upperBound, text.hasSuffix("@") else { return false }
    let name = String(text[start..<text.index(before: text.endIndex)])
    var shown = false
    var hasForms = false
    for form in profile.forms where form.substitution == name {
      hasForms = true
      forEachArgument(of: form, substitutions: profile.substitutions) { read in
        if read.position == position { shown = true }
      }
    }
    return hasForms && !shown
  }

  /// An ASCII letter, or a byte of a non-ASCII letter's UTF-8 (a word of any script).
  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte >= 0x80
  }

  /// The arguments one form reads. In the main text, `%#@name@` reads the substitution's
  /// argument (`argNum`, else its place) with the substitution's `formatSpecifier` type. In a
  /// substitution's form, `%arg` and specifiers without a position stand for that argument.
  /// Each argument goes to `body` as it is found, not into an array for each of a catalog's forms.
  static func forEachArgument(
    of form: LocalizationForm, substitutions: KeyedList<Substitution>, readingSpaced: Bool = false,
    _ body: (Argument) -> Void
  ) {
    let string = form.unit.value
    guard string.containsByte(0x25) else { return }
    let substitution = form.substitution.map { substitutions[$0] }
    // A second reference for `withUTF8`, which needs a variable; a native string is not copied.
    var text = string
    text.withUTF8 { bytes in
      var next = 1
      FormatSpecifier.forEachLocated(in: bytes) { specifier in
        // `% o` in "100% off" parses as a specifier with the space flag, but in running text it
        // is a percent sign followed by a word, and translations rightly differ there.
        guard readingSpaced || !bytes[specifier.range].contains(0x20) else { return }
        let end = specifier.range.upperBound
        // So is `%-La` in "100%-Ladung": a percent sign, a hyphen and a word, which no one
        // writes as a left-justified specifier glued to letters.
        if !readingSpaced, bytes[specifier.range].contains(0x2D), end < bytes.count, isLetter(bytes[end]) {
          return
        }
        if let substitution {
          let own = substitution?.argNum ?? 1
          if let position = specifier.position {
            body(
              Argument(
                position: position, type: specifier.argumentType(in: bytes), string: string, range: specifier.range))
          } else if specifier.range.count == 2, bytes[specifier.range.lowerBound + 1] == 0x61,
            end + 2 <= bytes.count, bytes[end] == 0x72, bytes[end + 1] == 0x67
          {
            // `%arg`: `%a` followed by `rg`.
            let ownType = substitution?.formatSpecifier.map(type(ofConversion:))
            body(
              Argument(
                position: own, type: ownType ?? .integer, string: string, range: specifier.range, shownText: "%arg"))
          } else if !specifier.isVariable {
            body(
              Argument(
                position: own, type: specifier.argumentType(in: bytes), string: string, range: specifier.range))
          }
          return
        }
        if !specifier.isVariable {
          let position = specifier.position ?? next
          next = position + 1
          body(
            Argument(
              position: position, type: specifier.argumentType(in: bytes), string: string, range: specifier.range))
          return
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[specifier.payload]), as: UTF8.self)
        let variable = substitutions[name]
        let position = variable?.argNum ?? specifier.position ?? next
        next = position + 1
        // A variable without a known substitution (legacy text) is skipped rather than guessed.
        guard let variable else { return }
        let type = variable.formatSpecifier.map(type(ofConversion:)) ?? .integer
        body(Argument(position: position, type: type, string: string, range: specifier.range))
      }
    }
  }

  /// Whether a text references a substitution `substitutions` lacks.
  static func referencesUndefined(_ text: String, in substitutions: KeyedList<Substitution>) -> Bool {
    guard text.containsByte(0x23) else { return false }
    return FormatVariableReference.references(in: text).contains { !substitutions.contains($0.name) }
  }

  /// The argument type of a conversion written without `%` (`lld`, `@`).
  /// Legacy tables sometimes write the `%` too (`%ld`).
  static func type(ofConversion conversion: String) -> FormatSpecifier.ArgumentType {
    let text = conversion.hasPrefix("%") ? conversion : "%" + conversion
    return FormatSpecifier.scan(text).first?.argumentType ?? .object
  }
}

extension FormatSpecifier.ArgumentType {
  /// One bit per type, for ``SourceProfile/expectedTypeMasks``.
  var maskBit: UInt8 {
    switch self {
    case .object: 1
    case .integer: 2
    case .double: 4
    case .cString: 8
    case .pointer: 16
    }
  }

  /// The type with an article, for messages (`an integer`, `an object`).
  var noun: String {
    switch self {
    case .object: "an object"
    case .integer: "an integer"
    case .double: "a floating-point number"
    case .cString: "a C string"
    case .pointer: "a pointer"
    }
  }
}
