import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// Reads the translations that a table's legacy files (`.strings`/`.stringsdict`, as `export`
/// writes them or as a translation tool sends them back) hold for a catalog.
///
/// Each value is first compared with what `export` writes for the same key and language: an
/// equal one is an untouched unit, whatever shape it has in the catalog (a plural whose forms
/// do not show the number reads back as a substitution, but is not changed). Only values that
/// differ are converted, with `migrate`'s own rules, into ``ImportedLocalization``s for
/// ``TranslationImport``: a changed `.strings` value is a plain unit, and a changed rule a
/// plural or substitutions, as the catalog holds the key (else as `migrate` decides over the
/// rule and the catalog's rules for the key in the other languages).
package enum LegacyImport {
  /// What the files hold for one catalog.
  package struct Imported: Sendable {
    /// The values that differ from the catalog's (or that the catalog lacks), in file order.
    package var imported: [ImportedLocalization]
    /// Units per language equal to what export writes.
    package var unchanged: [LanguageCode: Int]
    /// What the conversion could not carry (width rules, unsupported nesting), as ledger entries.
    package var ledger: [LedgerEntry]
  }

  /// One language's files.
  private struct LanguageFiles {
    var strings: [(path: String, table: StringsTable)] = []
    var rules: [(path: String, table: StringsdictTable)] = []
  }

  /// What one language's files hold that differs, and how much is unchanged.
  private struct LanguageResult: Sendable {
    var imported: [ImportedLocalization] = []
    var unchanged = 0
    var ledger: [LedgerEntry] = []
  }

  /// Reads `files` (of one table; `Base.lproj` counts as the source language) against `catalog`.
  /// Units take `state`. Languages are read on all cores.
  package static func translations(
    in files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], for catalog: StringCatalog,
    state: TranslationState = .translated
  ) -> Imported {
    var byLanguage: [LanguageCode: LanguageFiles] = [:]
    for (file, parsed) in files {
      let language = file.language ?? catalog.sourceLanguage
      switch parsed {
      case .strings(let table): byLanguage[language, default: LanguageFiles()].strings.append((file.path, table))
      case .stringsdict(let table): byLanguage[language, default: LanguageFiles()].rules.append((file.path, table))
      }
    }
    let languages = KeyOrdering.sorted(byLanguage.keys.map(\.rawValue)).map(LanguageCode.init(rawValue:))
    let results = ConcurrentSlots<LanguageResult>(count: languages.count)
    let work: @Sendable (Int) -> Void = { [byLanguage] index in
      let language = languages[index]
      results.store(read(byLanguage[language]!, language: language, catalog: catalog, state: state), at: index)
    }
    if languages.count > 1 {
      DispatchQueue.concurrentPerform(iterations: languages.count, execute: work)
    } else {
      for index in languages.indices { work(index) }
    }
    var result = Imported(imported: [], unchanged: [:], ledger: [])
    for (index, language) in languages.enumerated() {
      guard let read = results.take(at: index) else { continue }
      result.imported += read.imported
      result.ledger += read.ledger
      if read.unchanged > 0 { result.unchanged[language] = read.unchanged }
    }
    return result
  }

  /// One language: the values of its files (the last definition winning, a `.stringsdict`
  /// entry hiding a `.strings` value of its key), compared with the catalog.
  private static func read(
    _ files: LanguageFiles, language: LanguageCode, catalog: StringCatalog, state: TranslationState
  ) -> LanguageResult {
    var result = LanguageResult()
    var rules = KeyedList<(entry: StringsdictEntry, path: String)>()
    for (path, table) in files.rules {
      for entry in table.entries { rules[entry.key] = (entry, path) }
    }
    var options = MigrationOptions(sourceLanguage: catalog.sourceLanguage)
    options.state = state
    options.extractionState = nil
    let converter = StringsdictConverter(options: options)
    // A file that repeats no key (the reader warns about every repeat) and is the language's
    // only `.strings` file is read straight through; otherwise the last definition is found first.
    let direct = files.strings.count == 1 && files.strings[0].table.diagnostics.isEmpty
    var last: [ExactKey: Int] = [:]
    if !direct {
      for (fileIndex, file) in files.strings.enumerated() {
        for (entryIndex, entry) in file.table.entries.enumerated() { last[ExactKey(entry.key)] = fileIndex << 32 | entryIndex }
      }
    }
    // Files list keys in the catalog's order and every entry its languages in one order, so
    // each lookup is first tried where the previous one ended.
    var hints = (key: -1, language: -1)
    for (fileIndex, file) in files.strings.enumerated() {
      file.table.entries.withUnsafeBufferPointer { entries in
        for entryIndex in entries.indices {
          if !direct, last[ExactKey(entries[entryIndex].key)] != fileIndex << 32 | entryIndex { continue }
          if !rules.isEmpty, rules.contains(entries[entryIndex].key) { continue }
          if exports(entries[entryIndex].value, key: entries[entryIndex].key, language: language, in: catalog, hints: &hints) {
            result.unchanged += 1
            continue
          }
          let entry = entries[entryIndex]
          let location = SourceLocation(path: file.path, line: max(entry.line, 1), column: max(entry.column, 1))
          result.imported.append(
            ImportedLocalization(
              key: entry.key, language: language,
              localization: .unit(entry.value, state: state), location: location))
        }
      }
    }
    for (key, item) in rules {
      let entry = item.entry
      if let exported = exportedRule(of: key, language: language, in: catalog), sameRule(exported, entry.rule) {
        result.unchanged += entry.rule.stringCount
        continue
      }
      let location = SourceLocation(path: item.path, line: max(entry.line, 1), column: 1)
      let mode = Self.mode(for: entry, language: language, catalog: catalog, converter: converter)
      let converted = converter.localization(for: entry, mode: mode, language: language, file: item.path)
      result.ledger += converted.ledger.filter(\.isLoss)
      guard let localization = converted.localization, localization.unitCount > 0 else { continue }
      result.imported.append(ImportedLocalization(key: key, language: language, localization: localization, location: location))
    }
    result.imported.sort { ($0.location?.path ?? "", $0.location?.line ?? 0) < ($1.location?.path ?? "", $1.location?.line ?? 0) }
    return result
  }

  /// Whether export writes `value` as the `.strings` value of a key and language: the plain
  /// unit's value (whatever its state), or the key itself for a source language the catalog
  /// has no value for. Read in place; `hints` are the positions the last lookup found.
  static func exports(
    _ value: String, key: String, language: LanguageCode, in catalog: StringCatalog, hints: inout (key: Int, language: Int)
  ) -> Bool {
    guard let position = catalog.strings.position(of: key, hint: hints.key) else { return false }
    hints.key = position + 1
    return catalog.strings.withValue(at: position) { entry -> Bool in
      guard let localizations = entry.localizations,
        let index = localizations.position(of: language.rawValue, hint: hints.language)
      else { return language == catalog.sourceLanguage && key.isIdentical(to: value) }
      hints.language = index
      return localizations.withValue(at: index) { localization in
        localization.variations == nil && localization.substitutions == nil
          && localization.stringUnit?.value.isIdentical(to: value) == true
      }
    }
  }

  /// Whether two rules are the same to the scalar, compared as they are written: a rule's `==`
  /// compares its texts as `String`s, which takes a form in another normalisation form for
  /// the same text and would leave a translator's change out. Rules that differ in anything
  /// else (lines, the order of forms) go through the unit-by-unit comparison.
  static func sameRule(_ lhs: StringsdictRule, _ rhs: StringsdictRule) -> Bool {
    func written(_ rule: StringsdictRule) -> [UInt8] {
      StringsdictWriter.data(for: StringsdictTable(entries: [StringsdictEntry(key: "", line: 0, comment: nil, rule: rule)]))
    }
    return FileIO.sameBytes(written(lhs), written(rhs))
  }

  /// The `.stringsdict` entry export writes for a key and language, if it writes one.
  static func exportedRule(of key: String, language: LanguageCode, in catalog: StringCatalog) -> StringsdictRule? {
    guard let entry = catalog.strings[key], let localization = entry.localizations?[language.rawValue],
      localization.variations != nil || localization.substitutions != nil
    else { return nil }
    var ledger: [LedgerEntry] = []
    return CatalogExporter.stringsdictEntry(
      key: key, entry: entry, localization: localization, catalog: catalog,
      language: language, ledger: &ledger)?.rule
  }

  /// Plural or substitution for a changed rule: a direct plural when the catalog holds the
  /// key as one (in this language, else in any) and the rule can be one; otherwise migrate's
  /// decision over this rule and the catalog's rules for the key in the other languages.
  private static func mode(
    for entry: StringsdictEntry, language: LanguageCode, catalog: StringCatalog, converter: StringsdictConverter
  ) -> StringsdictConverter.Mode {
    let catalogEntry = catalog.strings[entry.key]
    if let catalogEntry, case .format(let format) = entry.rule, StringsdictConverter.soleVariable(of: format) != nil {
      let own = catalogEntry[language]
      let candidates = own.map { [$0] } ?? (catalogEntry.localizations?.values ?? [])
      if candidates.contains(where: { $0.substitutions == nil && $0.variations?.plural != nil }) { return .directPlural }
      if own?.substitutions != nil { return .substitutions }
    }
    var rules = [entry.rule]
    for name in catalogEntry?.localizations?.keys ?? [] where name != language.rawValue {
      if let rule = exportedRule(of: entry.key, language: LanguageCode(rawValue: name), in: catalog) { rules.append(rule) }
    }
    return converter.mode(for: rules)
  }
}

extension StringsdictRule {
  /// The number of strings the rule holds (forms, device strings, width buckets).
  package var stringCount: Int {
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

extension LegacyConverter.Parsed {
  /// The number of strings a parsed file holds.
  package var unitCount: Int {
    switch self {
    case .strings(let table): table.entries.count
    case .stringsdict(let table): table.entries.reduce(0) { $0 + $1.rule.stringCount }
    }
  }
}
