/// Reads the translations that a table's legacy files (`.strings`/`.stringsdict`, as `export`
/// writes them or as a translation tool sends them back) hold for a catalog.
///
/// Each value is first compared with what `export` writes for the same key and language: an
/// equal one is an untouched unit, whatever shape it has in the catalog (a plural whose forms
/// do not show the number reads back as a substitution, but is not changed). Only values that
/// differ are converted, with `migrate`'s own rules, into ``ImportedLocalization``s for
/// ``TranslationImport``. Plural or substitution is decided per key over the imported files
/// and the catalog's other languages, as `migrate` decides over every language.
public enum LegacyImport {
  /// What the files hold for one catalog.
  public struct Result: Sendable {
    /// The values that differ from the catalog's (or that the catalog lacks).
    public var imported: [ImportedLocalization]
    /// Units per language equal to what export writes.
    public var unchanged: [LanguageCode: Int]
    /// What the conversion could not carry (width rules, unsupported nesting), as ledger entries.
    public var ledger: [LedgerEntry]
  }

  /// One value of the files: a `.strings` value, or a `.stringsdict` entry (which hides a
  /// `.strings` value of the same key, as at run time).
  private enum FileValue {
    case plain(StringsTable.Entry)
    case rule(StringsdictEntry)
  }

  /// Reads `files` (of one table; `Base.lproj` counts as the source language) against `catalog`.
  /// Units take `state`.
  public static func translations(
    in files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)], for catalog: StringCatalog,
    state: TranslationState = .translated
  ) -> Result {
    let source = catalog.sourceLanguage
    // The files' values by language, the last definition winning.
    var values: [LanguageCode: KeyedList<(value: FileValue, path: String)>] = [:]
    for (file, parsed) in files {
      let language = file.language ?? source
      var list = values[language] ?? KeyedList()
      switch parsed {
      case .strings(let table):
        for entry in table.entries {
          if case .rule? = list[entry.key]?.value { continue }
          list[entry.key] = (.plain(entry), file.path)
        }
      case .stringsdict(let table):
        for entry in table.entries { list[entry.key] = (.rule(entry), file.path) }
      }
      values[language] = list
    }
    let export = CatalogExporter.export(catalog)
    var exported: [LanguageCode: (strings: [ExactKey: String], rules: [ExactKey: StringsdictEntry])] = [:]
    for language in export.languages {
      var rules: [ExactKey: StringsdictEntry] = [:]
      for entry in language.stringsdict { rules[ExactKey(entry.key)] = entry }
      var strings: [ExactKey: String] = [:]
      if values[language.language] != nil {
        for entry in language.strings { strings[ExactKey(entry.key)] = entry.value }
      }
      exported[language.language] = (strings, rules)
    }
    var unchanged: [LanguageCode: Int] = [:]
    var changedStrings: [LanguageCode: [StringsTable.Entry]] = [:]
    var changedRules: [LanguageCode: [StringsdictEntry]] = [:]
    var locations: [LanguageCode: [ExactKey: SourceLocation]] = [:]
    var imported: [ImportedLocalization] = []
    for (language, list) in values {
      let catalogSide = exported[language]
      for (key, item) in list {
        let exact = ExactKey(key)
        switch item.value {
        case .plain(let entry):
          if let value = catalogSide?.strings[exact], catalogSide?.rules[exact] == nil, value.isIdentical(to: entry.value) {
            unchanged[language, default: 0] += 1
            continue
          }
          let location = SourceLocation(path: item.path, line: max(entry.line, 1), column: max(entry.column, 1))
          if entry.value.isEmpty {
            // Migration drops an empty translation; the import decides what it means.
            imported.append(ImportedLocalization(key: key, language: language, localization: .unit("", state: state),
                                                 location: location))
            continue
          }
          changedStrings[language, default: []].append(entry)
          locations[language, default: [:]][exact] = location
        case .rule(let entry):
          if let rule = catalogSide?.rules[exact], rule.rule.ignoringLines == entry.rule.ignoringLines {
            unchanged[language, default: 0] += entry.rule.stringCount
            continue
          }
          changedRules[language, default: []].append(entry)
          locations[language, default: [:]][exact] = SourceLocation(path: item.path, line: max(entry.line, 1), column: 1)
        }
      }
    }
    // A changed `.strings` value is a plain unit; a changed rule is converted with migrate's
    // rules, the key's shape in the catalog deciding plural or substitution where the file
    // alone could not (a plural whose forms leave the number out reads back as a
    // substitution, as migrate reads it, but is still the catalog's plural).
    var options = MigrationOptions(sourceLanguage: source)
    options.state = state
    options.extractionState = nil
    let converter = StringsdictConverter(options: options)
    var ledger: [LedgerEntry] = []
    for (language, entries) in changedStrings {
      for entry in entries {
        imported.append(ImportedLocalization(key: entry.key, language: language, localization: .unit(entry.value, state: state),
                                             location: locations[language]?[ExactKey(entry.key)]))
      }
    }
    for (language, entries) in changedRules {
      for entry in entries {
        let location = locations[language]?[ExactKey(entry.key)]
        let mode = Self.mode(for: entry, language: language, catalog: catalog, exported: exported, converter: converter)
        let converted = converter.localization(for: entry, mode: mode, language: language, file: location?.path ?? "")
        ledger += converted.ledger.filter(\.isLoss).map { entry in
          var entry = entry
          entry.line = location?.line
          return entry
        }
        guard let localization = converted.localization, localization.unitCount > 0 else { continue }
        imported.append(ImportedLocalization(key: entry.key, language: language, localization: localization, location: location))
      }
    }
    imported.sort { ($0.location?.path ?? "", $0.location?.line ?? 0) < ($1.location?.path ?? "", $1.location?.line ?? 0) }
    return Result(imported: imported, unchanged: unchanged, ledger: ledger)
  }

  /// Plural or substitution for a changed rule: a direct plural when the catalog holds the
  /// key as one (in this language, else in any) and the rule can be one; otherwise migrate's
  /// decision over this rule and the catalog's rules for the key in the other languages.
  private static func mode(
    for entry: StringsdictEntry, language: LanguageCode, catalog: StringCatalog,
    exported: [LanguageCode: (strings: [ExactKey: String], rules: [ExactKey: StringsdictEntry])], converter: StringsdictConverter
  ) -> StringsdictConverter.Mode {
    if let catalogEntry = catalog.strings[entry.key], case .format(let format) = entry.rule,
      StringsdictConverter.soleVariable(of: format) != nil
    {
      let own = catalogEntry[language]
      let candidates = own.map { [$0] } ?? (catalogEntry.localizations?.values ?? [])
      if candidates.contains(where: { $0.substitutions == nil && $0.variations?.plural != nil }) { return .directPlural }
      if own?.substitutions != nil { return .substitutions }
    }
    var rules = [entry.rule]
    for (other, side) in exported where other != language {
      if let rule = side.rules[ExactKey(entry.key)] { rules.append(rule.rule) }
    }
    return converter.mode(for: rules)
  }
}

extension StringsdictRule {
  /// The number of strings the rule holds (forms, device strings, width buckets).
  public var stringCount: Int {
    switch self {
    case .format(let format): format.variables.values.reduce(0) { $0 + $1.forms.count }
    case .device(let devices):
      devices.values.reduce(0) { total, value in
        if case .rule(let nested) = value { return total + nested.stringCount }
        return total + 1
      }
    case .width(let buckets): buckets.count
    case .unrecognized: 1
    }
  }
}
