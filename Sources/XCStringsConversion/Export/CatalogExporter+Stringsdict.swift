import XCStringsBase
import XCStringsLegacy
import XCStringsModel

extension CatalogExporter {
  static let pluralRuleType = "NSStringPluralRuleType"

  /// The `.stringsdict` entry for a localization with variations or substitutions.
  static func stringsdictEntry(
    key: String, entry: CatalogEntry, localization: Localization, catalog: StringCatalog, language: LanguageCode,
    ledger: inout [LedgerEntry]
  ) -> StringsdictEntry? {
    if let substitutions = localization.substitutions {
      if localization.variations != nil {
        ledger.append(
          LedgerEntry(
            .notRepresentable, loss: true, key: key, language: language,
            message: "variations next to substitutions cannot be written; kept the substitutions"))
      }
      let value = localization.stringUnit?.value ?? ""
      return StringsdictEntry(
        key: key, line: 0, comment: nil,
        rule: .format(substitutionFormat(value: value, substitutions: substitutions))
      )
      .withLosses(of: substitutions, key: key, language: language, ledger: &ledger)
    }
    guard let variations = localization.variations else { return nil }
    let argument = pluralArgument(entry: entry, catalog: catalog)
    if let device = variations.device {
      if variations.plural != nil {
        ledger.append(
          LedgerEntry(
            .notRepresentable, loss: true, key: key, language: language,
            message: "plural and device variations side by side cannot both be written; kept the device forms"))
      }
      var devices = KeyedList<StringsdictDeviceValue>()
      for (name, form) in device {
        // A device form holds one string or one plural; anything else it holds is not written.
        if let plural = form.variations?.plural {
          if form.stringUnit != nil || form.variations?.device != nil {
            ledger.append(
              LedgerEntry(
                .notRepresentable, loss: true, key: key, language: language,
                message: "device '\(name)' holds more than a plural, which cannot be written; kept the plural"))
          }
          devices[name] = .rule(.format(directPlural(plural, argument: argument, key: key, language: language, ledger: &ledger)))
        } else if let unit = form.stringUnit {
          if form.variations?.device != nil {
            ledger.append(
              LedgerEntry(
                .notRepresentable, loss: true, key: key, language: language,
                message: "device '\(name)' holds device variations, which cannot be written; kept its string"))
          }
          devices[name] = .string(unit.value)
        } else if form.variations?.device != nil {
          ledger.append(
            LedgerEntry(
              .notRepresentable, loss: true, key: key, language: language,
              message: "device '\(name)' holds device variations, which cannot be written; left out"))
        }
      }
      return StringsdictEntry(key: key, line: 0, comment: nil, rule: .device(devices))
    }
    if let plural = variations.plural {
      let rule = directPlural(plural, argument: argument, key: key, language: language, ledger: &ledger)
      return StringsdictEntry(key: key, line: 0, comment: nil, rule: .format(rule))
    }
    return nil
  }

  private static func directPlural(
    _ plural: KeyedList<Variation>, argument: PluralArgument, key: String, language: LanguageCode, ledger: inout [LedgerEntry]
  ) -> FormatRule {
    var forms = KeyedList<String>()
    for (category, form) in plural {
      if let unit = form.stringUnit {
        forms[category] = unit.value
      } else if form.variations != nil {
        ledger.append(
          LedgerEntry(
            .notRepresentable, loss: true, key: key, language: language,
            message: "plural form '\(category)' holds variations instead of a string, which cannot be written; left out"))
      }
    }
    let variable = FormatVariable(
      specType: pluralRuleType, valueType: argument.valueType, forms: forms, line: 0,
      extraFields: [:])
    return FormatRule(format: argument.token, variables: [pluralVariableName: variable], extraFields: [:])
  }

  /// The argument a direct plural of an entry counts, and the specifier that reads it.
  struct PluralArgument: Equatable {
    /// The 1-based argument position.
    var position: Int
    /// The conversion (`lld`, `d`, `f`, `@`).
    var valueType: String
    /// Whether the argument is an integer or floating-point number (a plural counts nothing else).
    var isNumeric: Bool

    /// The format that selects the plural: `%#@count@` for the first argument (the shape
    /// Xcode migrates to a plural), else `%N$#@count@`.
    var token: String {
      position == 1 ? "%#@\(CatalogExporter.pluralVariableName)@" : "%\(position)$#@\(CatalogExporter.pluralVariableName)@"
    }
  }

  /// The argument a direct plural counts: the first integer or floating-point argument, by
  /// position, of the source language's texts (every plural and device form; a form may leave
  /// the count out), else of any language's; with no number at all, the first argument (or an
  /// `lld` first argument when there is none).
  static func pluralArgument(entry: CatalogEntry, catalog: StringCatalog) -> PluralArgument {
    func arguments(of localization: Localization) -> [Int: String] {
      var found: [Int: String] = [:]
      var texts: [String] = []
      if let value = localization.stringUnit?.value { texts.append(value) }
      func collect(_ variations: Variations?) {
        // `other` first: it is the form that most often shows every argument.
        for forms in [variations?.plural, variations?.device] {
          guard let forms else { continue }
          if let other = forms["other"] { collect(other) }
          for (name, form) in forms where name != "other" { collect(form) }
        }
      }
      func collect(_ form: Variation) {
        if let value = form.stringUnit?.value { texts.append(value) }
        collect(form.variations)
      }
      collect(localization.variations)
      for text in texts {
        var sequential = 0
        for specifier in FormatSpecifier.scan(text) {
          guard case .argument(let conversion) = specifier.kind else { continue }
          let position: Int
          if let explicit = specifier.position {
            position = explicit
          } else {
            sequential += 1
            position = sequential
          }
          if found[position] == nil { found[position] = conversion }
        }
      }
      return found
    }
    var found: [Int: String] = [:]
    if let source = entry[catalog.sourceLanguage] { found = arguments(of: source) }
    if found.isEmpty {
      for (_, localization) in entry.localizations ?? [:] {
        found = arguments(of: localization)
        if !found.isEmpty { break }
      }
    }
    let positions = found.keys.sorted()
    for position in positions {
      let conversion = found[position]!
      let type = FormatSpecifier.ArgumentType(conversionCharacter: conversion.utf8.last ?? 0)
      if type == .integer || type == .double {
        return PluralArgument(position: position, valueType: conversion, isNumeric: true)
      }
    }
    if let first = positions.first, let conversion = found[first] {
      return PluralArgument(position: first, valueType: conversion, isNumeric: false)
    }
    return PluralArgument(position: 1, valueType: "lld", isNumeric: false)
  }

  /// The format and variables for a unit with substitutions.
  static func substitutionFormat(value: String, substitutions: KeyedList<Substitution>) -> FormatRule {
    var bytes = Array(value.utf8)
    var variables = KeyedList<FormatVariable>()
    let specifiers = FormatSpecifier.scan(value)
    for specifier in specifiers.reversed() {
      guard case .variable(let name) = specifier.kind, let substitution = substitutions[name],
        let argNum = substitution.argNum, specifier.position == nil, !specifier.isMalformedReference
      else { continue }
      bytes.replaceSubrange(specifier.range, with: Array("%\(argNum)$#@\(name)@".utf8))
    }
    for (ordinal, specifier) in specifiers.enumerated() {
      guard case .variable(let name) = specifier.kind, let substitution = substitutions[name], variables[name] == nil
      else { continue }
      variables[name] = variable(for: substitution, sequential: ordinal + 1)
    }
    for (name, substitution) in substitutions where variables[name] == nil {
      variables[name] = variable(for: substitution, sequential: specifiers.count + 1)
    }
    return FormatRule(format: String(decoding: bytes, as: UTF8.self), variables: variables, extraFields: [:])
  }

  private static func variable(for substitution: Substitution, sequential: Int) -> FormatVariable {
    let spec = substitution.formatSpecifier ?? "lld"
    let replacement: String
    if let argNum = substitution.argNum, argNum != sequential {
      replacement = "%\(argNum)$\(spec)"
    } else {
      replacement = "%\(spec)"
    }
    var forms = KeyedList<String>()
    for (category, form) in substitution.variations?.plural ?? [:] {
      guard let text = form.stringUnit?.value else { continue }
      forms[category] = text.replacingArgumentToken(with: replacement)
    }
    return FormatVariable(
      specType: pluralRuleType, valueType: substitution.formatSpecifier, forms: forms, line: 0, extraFields: [:])
  }
}

extension String {
  /// Replaces each `%arg` token (not `%%arg`) with `replacement`.
  func replacingArgumentToken(with replacement: String) -> String {
    let bytes = Array(utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var index = 0
    let token = Array("arg".utf8)
    while index < bytes.count {
      if bytes[index] == 0x25 {
        if index + 1 < bytes.count, bytes[index + 1] == 0x25 {
          result.append(0x25)
          result.append(0x25)
          index += 2
          continue
        }
        if index + 3 < bytes.count, Array(bytes[(index + 1)...(index + 3)]) == token {
          result.append(contentsOf: replacement.utf8)
          index += 4
          continue
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }
}

extension StringsdictEntry {
  /// Notes as losses what the substitutions hold that their `.stringsdict` variables cannot:
  /// device variations, and plural forms that are not strings.
  fileprivate func withLosses(
    of substitutions: KeyedList<Substitution>, key: String, language: LanguageCode, ledger: inout [LedgerEntry]
  ) -> StringsdictEntry {
    for (name, substitution) in substitutions {
      if substitution.variations?.device != nil {
        ledger.append(
          LedgerEntry(
            .notRepresentable, loss: true, key: key, language: language,
            message: "substitution '\(name)' has device variations, which cannot be written; left out"))
      }
      for (category, form) in substitution.variations?.plural ?? [:] where form.stringUnit == nil && form.variations != nil {
        ledger.append(
          LedgerEntry(
            .notRepresentable, loss: true, key: key, language: language,
            message: "plural form '\(category)' of substitution '\(name)' holds variations instead of a string, "
              + "which cannot be written; left out"))
      }
    }
    return self
  }
}
