extension SubjectLinter {
  /// One argument a string reads: its 1-based position, type, and the specifier that reads it.
  struct Argument {
    var position: Int
    var type: FormatSpecifier.ArgumentType
    var text: String
  }

  /// `placeholder-mismatch`: every form of the translation reads only arguments the source
  /// reads, each with the source's type, and every argument the source reads somewhere is read
  /// by some form of the translation. A form may leave its own count out ("One file").
  mutating func checkPlaceholders(
    _ key: String, _ language: LanguageCode, _ localization: Localization, forms: [LocalizationForm],
    source profile: SourceProfile
  ) {
    // Most strings have no specifier at all: nothing to compare.
    if profile.expected.isEmpty, !forms.contains(where: { $0.unit.value.containsByte(0x25) }) { return }
    var substitutions = profile.substitutions
    if let own = localization.substitutions {
      for (name, substitution) in own.pairs { substitutions[name] = substitution }
    }
    // Positions below 64 (all real ones) in a bit mask; a set only for the rest.
    var usedLow: UInt64 = 0
    var usedHigh = Set<Int>()
    var reported = Set<String>()
    for form in forms {
      for argument in Self.arguments(of: form, substitutions: substitutions) {
        if argument.position >= 0, argument.position < 64 {
          usedLow |= 1 << UInt64(argument.position)
        } else {
          usedHigh.insert(argument.position)
        }
        let wanted = profile.expected[argument.position]
        if wanted != nil, profile.expectedTypes[argument.position]?.contains(argument.type) == true { continue }
        let message: String
        let place = form.label.isEmpty ? "" : " in \(form.label)"
        if let wanted {
          message = "'\(language)' translation\(place) reads argument \(argument.position) as \(argument.type.noun) ('\(argument.text)'), but the source reads \(wanted.type.noun) ('\(wanted.text)')"
        } else {
          message = "'\(language)' translation\(place) reads argument \(argument.position) ('\(argument.text)'), which the source does not have"
        }
        if reported.insert(message).inserted { emit(.placeholderMismatch, key: key, language: language, message) }
      }
    }
    for position in profile.expectedPositions {
      let used = position >= 0 && position < 64 ? usedLow & 1 << UInt64(position) != 0 : usedHigh.contains(position)
      guard !used, let wanted = profile.expected[position] else { continue }
      emit(.placeholderMismatch, key: key, language: language,
           "'\(language)' translation never reads argument \(position) ('\(wanted.text)' in the source)")
    }
  }

  /// The arguments one form reads. In the main text, `%#@name@` reads the substitution's
  /// argument (`argNum`, else its place) with the substitution's `formatSpecifier` type. In a
  /// substitution's form, `%arg` and specifiers without a position stand for that argument.
  static func arguments(of form: LocalizationForm, substitutions: KeyedList<Substitution>) -> [Argument] {
    let text = form.unit.value
    guard text.containsByte(0x25) else { return [] }
    // `% o` in "100% off" parses as a specifier with the space flag, but in running text it is
    // a percent sign followed by a word, and translations rightly differ there.
    let specifiers = FormatSpecifier.scan(text).filter { !$0.text.containsByte(0x20) }
    guard !specifiers.isEmpty else { return [] }
    var result: [Argument] = []
    if let name = form.substitution {
      let substitution = substitutions[name]
      let own = substitution?.argNum ?? 1
      let ownType = substitution.flatMap(\.formatSpecifier).map(type(ofConversion:))
      let bytes = Array(text.utf8)
      for specifier in specifiers {
        if let position = specifier.position {
          result.append(Argument(position: position, type: specifier.argumentType, text: specifier.text))
        } else if specifier.text == "%a", bytes.count >= specifier.range.upperBound + 2,
          bytes[specifier.range.upperBound] == 0x72, bytes[specifier.range.upperBound + 1] == 0x67
        {
          result.append(Argument(position: own, type: ownType ?? .integer, text: "%arg"))
        } else if case .argument = specifier.kind {
          result.append(Argument(position: own, type: specifier.argumentType, text: specifier.text))
        }
      }
      return result
    }
    var next = 1
    for specifier in specifiers {
      switch specifier.kind {
      case .argument:
        let position = specifier.position ?? next
        next = position + 1
        result.append(Argument(position: position, type: specifier.argumentType, text: specifier.text))
      case .variable(let name):
        let substitution = substitutions[name]
        let position = substitution?.argNum ?? specifier.position ?? next
        next = position + 1
        // A variable without a known substitution (legacy text) is skipped rather than guessed.
        guard let substitution else { continue }
        let type = substitution.formatSpecifier.map(type(ofConversion:)) ?? .integer
        result.append(Argument(position: position, type: type, text: specifier.text))
      }
    }
    return result
  }

  /// The argument type of a conversion written without `%` (`lld`, `@`).
  /// Legacy tables sometimes write the `%` too (`%ld`).
  static func type(ofConversion conversion: String) -> FormatSpecifier.ArgumentType {
    let text = conversion.hasPrefix("%") ? conversion : "%" + conversion
    return FormatSpecifier.scan(text).first?.argumentType ?? .object
  }
}

extension FormatSpecifier.ArgumentType {
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
