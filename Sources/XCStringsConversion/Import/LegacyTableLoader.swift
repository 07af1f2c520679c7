import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// Reads and parses the files of a legacy table group.
public enum LegacyTableLoader {
  /// Parses every file of `group`. Files that fail to parse are left out and reported as
  /// errors; warnings from the readers are passed on.
  package static func load(
    _ group: LegacyTableGroup
  ) -> (files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], diagnostics: [Diagnostic]) {
    var files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    var diagnostics: [Diagnostic] = []
    parse(group, window: group.files.count, diagnostics: &diagnostics) { index, parsed in
      files.append((group.files[index], parsed))
    }
    return (files, diagnostics)
  }

  /// Parses the files of `group` and converts them into one catalog as they come: files are
  /// parsed on worker threads and added to the importer on this one in path order, then
  /// dropped (kept in `files` only when `keepingFiles`), so a large table never has all its
  /// parsed files in memory at once. `result` is `nil` when a file failed to parse; the error
  /// is among the diagnostics.
  package static func convert(
    _ group: LegacyTableGroup, options: MigrationOptions, keepingFiles: Bool = false
  ) -> (
    result: LegacyConverter.Converted?, files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], diagnostics: [Diagnostic]
  ) {
    var importer = LegacyConverter(files: group.files, options: options)
    var files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    var diagnostics: [Diagnostic] = []
    // A few files per core parsed ahead of the importer keep every core busy.
    let window = 2 * Parallelism.processorCount + 2
    parse(group, window: window, diagnostics: &diagnostics) { index, parsed in
      if keepingFiles { files.append((group.files[index], parsed)) }
      importer.add(parsed, at: index)
    }
    if diagnostics.containsError { return (nil, files, diagnostics) }
    return (importer.finish(), files, diagnostics)
  }

  /// Parses the files of `group` on all cores and passes each parsed file to `body` on this
  /// thread, in the group's order, with at most `window` files parsed ahead of `body`; reader
  /// warnings and errors go to `diagnostics` in the same order, before the file reaches `body`.
  private static func parse(
    _ group: LegacyTableGroup, window: Int, diagnostics: inout [Diagnostic],
    _ body: (Int, consuming LegacyConverter.Parsed) -> Void
  ) {
    let groupFiles = group.files
    // Keys and comments repeat in every language's file: each is kept once.
    let interner = StringInterner()
    OrderedHandoff.run(
      count: groupFiles.count, workers: Parallelism.processorCount, window: window,
      produce: { index -> Result<LegacyConverter.Parsed, Diagnostic> in
        let file = groupFiles[index]
        do throws(Diagnostic) {
          switch file.kind {
          case .strings: return .success(.strings(try StringsTable(contentsOf: file.path, interner: interner)))
          case .stringsdict: return .success(.stringsdict(try StringsdictTable(contentsOf: file.path)))
          }
        } catch {
          return .failure(error)
        }
      },
      consume: { (index: Int, outcome: consuming Result<LegacyConverter.Parsed, Diagnostic>) in
        // Handed on, not copied: the importer takes apart a parsed file nothing else holds.
        switch consume outcome {
        case .success(let parsed):
          switch parsed {
          case .strings(let table): diagnostics.append(contentsOf: table.diagnostics)
          case .stringsdict(let table): diagnostics.append(contentsOf: table.diagnostics)
          }
          body(index, parsed)
        case .failure(let error):
          diagnostics.append(error)
        }
      })
  }

  /// What the runtime resolves from the legacy files, with `Base.lproj` values standing in
  /// for missing source-language values as migration treats them (see
  /// ``ImportTables/applyBase(source:ledger:)``): Base's plural rules for keys the source
  /// language neither has a rule nor a `.strings` value for, then Base's `.strings` values for
  /// keys it has no `.strings` value for (a source rule still wins over those).
  package static func resolution(
    of files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], sourceLanguage: LanguageCode
  ) -> RuntimeResolution {
    var strings: [LanguageCode: KeyedList<StringsTable.Entry>] = [:]
    var dicts: [LanguageCode: [StringsdictEntry]] = [:]
    var base = KeyedList<StringsTable.Entry>()
    var baseDicts = KeyedList<StringsdictEntry>()
    for (file, parsed) in files {
      switch parsed {
      case .strings(let table):
        if let language = file.language {
          var list = strings[language] ?? KeyedList()
          for entry in table.entries { list[entry.key] = entry }
          strings[language] = list
        } else {
          for entry in table.entries { base[entry.key] = entry }
        }
      case .stringsdict(let table):
        if let language = file.language {
          dicts[language, default: []].append(contentsOf: table.entries)
        } else {
          for entry in table.entries { baseDicts[entry.key] = entry }
        }
      }
    }
    if !baseDicts.isEmpty {
      let sourceRules = Set((dicts[sourceLanguage] ?? []).map { ExactKey($0.key) })
      let sourceStrings = strings[sourceLanguage]
      for (key, entry) in baseDicts where !sourceRules.contains(ExactKey(key)) && sourceStrings?[key] == nil {
        dicts[sourceLanguage, default: []].append(entry)
      }
    }
    if !base.isEmpty {
      var source = strings[sourceLanguage] ?? KeyedList()
      for (key, entry) in base where !source.contains(key) { source[key] = entry }
      strings[sourceLanguage] = source
    }
    var resolution = RuntimeResolution()
    for language in Set(strings.keys).union(dicts.keys) {
      resolution.add(language: language, strings: strings[language]?.values ?? [], stringsdict: dicts[language] ?? [])
    }
    return resolution
  }

  /// What the runtime resolves from an export of a catalog.
  package static func resolution(of export: CatalogExporter.Exported) -> RuntimeResolution {
    var resolution = RuntimeResolution()
    for language in export.languages {
      resolution.add(language: language.language, strings: language.strings, stringsdict: language.stringsdict)
    }
    return resolution
  }
}

extension LegacyTableLoader {
  /// `entries` with each one that names a key and a language but no line placed at that key
  /// in the group's file of that language (its `.stringsdict` first, whose rule the app
  /// shows, then its `.strings`): a report then points at the text it is about. Files not in
  /// `parsed` are read again, only when an entry needs them.
  package static func locating(
    _ entries: [LedgerEntry], in group: LegacyTableGroup, parsed: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
  ) -> [LedgerEntry] {
    var lines: [String: [ExactKey: Int]] = [:]
    func keyLines(of file: LegacyFile) -> [ExactKey: Int] {
      if let known = lines[file.path] { return known }
      var found: [ExactKey: Int] = [:]
      let table =
        parsed.first { $0.file.path == file.path }?.parsed
        ?? {
          switch file.kind {
          case .strings: return (try? StringsTable(contentsOf: file.path)).map { .strings($0) }
          case .stringsdict: return (try? StringsdictTable(contentsOf: file.path)).map { .stringsdict($0) }
          }
        }()
      switch table {
      case .strings(let strings): for entry in strings.entries { found[ExactKey(entry.key)] = entry.line }
      case .stringsdict(let dict): for entry in dict.entries { found[ExactKey(entry.key)] = entry.line }
      case nil: break
      }
      lines[file.path] = found
      return found
    }
    return entries.map { entry in
      guard entry.line == nil, let language = entry.language else { return entry }
      let files = group.files.filter { $0.language == language }.sorted { ($0.kind == .stringsdict) && $1.kind != .stringsdict }
      for file in files {
        if let line = keyLines(of: file)[ExactKey(entry.key)] {
          var located = entry
          located.file = file.path
          located.line = line
          return located
        }
      }
      return entry
    }
  }
}
