extension CatalogExporter {
  static let pluralRuleType = "NSStringPluralRuleType"

  /// The `.stringsdict` entry for a localization with variations or substitutions.
  static func stringsdictEntry(
    key: String, entry: CatalogEntry, localization: Localization, catalog: StringCatalog, language: LanguageCode,
    ledger: inout [LedgerEntry]
  ) -> StringsdictEntry? {
    if let substitutions = localization.substitutions {
      if localization.variations != nil {
        ledger.append(LedgerEntry(.notRepresentable, loss: true, key: key, language: language,
                                  message: "variations next to substitutions cannot be written; kept the substitutions"))
      }
      let value = localization.stringUnit?.value ?? ""
      return StringsdictEntry(key: key, line: 0, comment: nil,
                              rule: .format(substitutionFormat(value: value, substitutions: substitutions)))
    }
    guard let variations = localization.variations else { return nil }
    let valueType = pluralValueType(entry: entry, catalog: catalog)
    if let device = variations.device {
      if variations.plural != nil {
        ledger.append(LedgerEntry(.notRepresentable, loss: true, key: key, language: language,
                                  message: "plural and device variations side by side cannot both be written; kept the device forms"))
      }
      var devices = KeyedList<StringsdictDeviceValue>()
      for (name, form) in device {
        if let plural = form.variations?.plural {
          devices[name] = .rule(.format(directPlural(plural, valueType: valueType)))
        } else if let unit = form.stringUnit {
          devices[name] = .string(unit.value)
        }
      }
      return StringsdictEntry(key: key, line: 0, comment: nil, rule: .device(devices))
    }
    if let plural = variations.plural {
      return StringsdictEntry(key: key, line: 0, comment: nil, rule: .format(directPlural(plural, valueType: valueType)))
    }
    return nil
  }

  private static func directPlural(_ plural: KeyedList<Variation>, valueType: String) -> FormatRule {
    var forms = KeyedList<String>()
    for (category, form) in plural { if let unit = form.stringUnit { forms[category] = unit.value } }
    let variable = FormatVariable(specType: pluralRuleType, valueType: valueType, forms: forms, line: 0, extraFields: [:])
    return FormatRule(format: "%#@\(pluralVariableName)@", variables: [pluralVariableName: variable], extraFields: [:])
  }

  /// The value type of a direct plural: the first specifier in the source language's forms
  /// (in CLDR category order), else in any language's, else `lld`.
  static func pluralValueType(entry: CatalogEntry, catalog: StringCatalog) -> String {
    func firstSpecifier(_ localization: Localization?) -> String? {
      var plurals: [KeyedList<Variation>] = []
      if let plural = localization?.variations?.plural { plurals.append(plural) }
      for (_, form) in localization?.variations?.device ?? [:] {
        if let plural = form.variations?.plural { plurals.append(plural) }
      }
      for plural in plurals {
        for category in PluralCategory.allKnown {
          guard let text = plural[category.rawValue]?.stringUnit?.value else { continue }
          for specifier in FormatSpecifier.scan(text) {
            if case .argument(let conversion) = specifier.kind { return conversion }
          }
        }
      }
      return nil
    }
    if let found = firstSpecifier(entry[catalog.sourceLanguage]) { return found }
    for (_, localization) in entry.localizations ?? [:] {
      if let found = firstSpecifier(localization) { return found }
    }
    return "lld"
  }

  /// The format and variables for a unit with substitutions.
  static func substitutionFormat(value: String, substitutions: KeyedList<Substitution>) -> FormatRule {
    var bytes = Array(value.utf8)
    var variables = KeyedList<FormatVariable>()
    let specifiers = FormatSpecifier.scan(value)
    for specifier in specifiers.reversed() {
      guard case .variable(let name) = specifier.kind, let substitution = substitutions[name],
        let argNum = substitution.argNum, specifier.position == nil
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
