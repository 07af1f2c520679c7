import XCStringsBase
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel

/// Knows where each key of a legacy table is written: the file and line of the key in each
/// language's `.strings` or `.stringsdict` file, so findings about a migrated-in-memory table
/// point at the files the user edits.
package struct LegacyKeyLocator: Sendable {
  /// A representative path for findings about the table as a whole (the source-language file).
  package var primaryPath: String
  private var byLanguage: [LanguageCode: KeyedList<SourceLocation>] = [:]
  private var base = KeyedList<SourceLocation>()
  private let sourceLanguage: LanguageCode

  /// Records the key locations of parsed legacy files. A `.stringsdict` entry is located at
  /// the line of its `<key>`, and takes precedence over a `.strings` entry, as in migration.
  package init(files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], sourceLanguage: LanguageCode) {
    self.sourceLanguage = sourceLanguage
    var primary = files.first?.file.path ?? ""
    var strings: [LanguageCode: KeyedList<SourceLocation>] = [:]
    var dicts: [LanguageCode: KeyedList<SourceLocation>] = [:]
    for (file, parsed) in files {
      if file.language == sourceLanguage, file.kind == .strings { primary = file.path }
      switch parsed {
      case .strings(let table):
        var list = file.language.flatMap { strings[$0] } ?? (file.language == nil ? base : KeyedList())
        for entry in table.entries {
          list[entry.key] = SourceLocation(path: file.path, line: max(entry.line, 1), column: max(entry.column, 1))
        }
        if let language = file.language { strings[language] = list } else { base = list }
      case .stringsdict(let table):
        guard let language = file.language else { continue }
        var list = dicts[language] ?? KeyedList()
        for entry in table.entries {
          list[entry.key] = SourceLocation(path: file.path, line: max(entry.line, 1), column: 1)
        }
        dicts[language] = list
      }
    }
    for (language, list) in dicts {
      var merged = strings[language] ?? KeyedList()
      for (key, location) in list { merged[key] = location }
      strings[language] = merged
    }
    self.byLanguage = strings
    self.primaryPath = primary
  }

  /// Where `key` is written for `language`; else where the source language (or `Base.lproj`)
  /// has it; else in any language; else the table's first line.
  package func location(of key: String, language: LanguageCode?) -> SourceLocation {
    if let language, let found = byLanguage[language]?[key] { return found }
    if let found = byLanguage[sourceLanguage]?[key] ?? base[key] { return found }
    for language in byLanguage.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      if let found = byLanguage[language]?[key] { return found }
    }
    return .file(primaryPath)
  }

  /// Whether `language`'s own files define `key`.
  package func defines(_ key: String, language: LanguageCode) -> Bool {
    byLanguage[language]?[key] != nil
  }
}
