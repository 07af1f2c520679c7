import Foundation

/// Turns the parsed legacy files of one table into a String Catalog, as Xcode's
/// "Migrate to String Catalog" does, recording everything not carried over in a ledger.
///
/// Mapping (see the format reference §4): every unit `translated`, every entry `migrated`;
/// values verbatim with escapes decoded; the last duplicate wins; `.stringsdict` wins over
/// `.strings`; empty non-source values are dropped; comments come from the source language,
/// else from the most common text among the other languages; plural or substitution is
/// decided per key over all languages (see ``StringsdictConverter``).
public struct CatalogImporter {
  /// One parsed legacy file.
  public enum Parsed: Sendable {
    /// A parsed `.strings` file.
    case strings(StringsTable)
    /// A parsed `.stringsdict` file.
    case stringsdict(StringsdictTable)
  }

  /// What one table became.
  public struct Result: Sendable {
    /// The catalog.
    public var catalog: StringCatalog
    /// Every item not carried over exactly.
    public var ledger: [LedgerEntry]
  }

  private struct StringsValue {
    var value: String
    var comment: String?
    var file: String
    var line: Int
  }

  private let options: MigrationOptions
  private var ledger: [LedgerEntry] = []

  private init(options: MigrationOptions) { self.options = options }

  /// Converts the files of one table. Files must be given in path order.
  public static func convert(_ files: [(file: LegacyFile, parsed: Parsed)], options: MigrationOptions) -> Result {
    convert(files, options: options, lanes: min(ProcessInfo.processInfo.activeProcessorCount, 4))
  }

  /// ``convert(_:options:)`` on `lanes` threads (tests compare one with several).
  static func convert(_ files: [(file: LegacyFile, parsed: Parsed)], options: MigrationOptions, lanes: Int) -> Result {
    var importer = CatalogImporter(options: options)
    let catalog = importer.run(files, lanes: lanes)
    return Result(catalog: catalog, ledger: importer.ledger)
  }

  private mutating func run(_ files: [(file: LegacyFile, parsed: Parsed)], lanes: Int) -> StringCatalog {
    let source = options.sourceLanguage
    var strings: [LanguageCode: KeyedList<StringsValue>] = [:]
    var base = KeyedList<StringsValue>()
    var dicts: [LanguageCode: KeyedList<(entry: StringsdictEntry, file: String)>] = [:]
    var keyOrder = KeyedList<Void>()
    let spellings = Set(files.map(\.file.tableName))
    if spellings.count > 1 {
      let names = spellings.sorted().map { "'\($0)'" }.joined(separator: ", ")
      ledger.append(LedgerEntry(.tableNameCase, loss: false, key: "", file: files.first?.file.path,
                                message: "tables \(names) differ only in case and were merged into one catalog"))
    }
    for (file, parsed) in files {
      switch parsed {
      case .strings(let table):
        var values = file.language.flatMap { strings[$0] } ?? (file.language == nil ? base : KeyedList())
        if let language = file.language { strings[language] = nil } else { base = KeyedList() }
        values.reserveCapacity(values.count + table.entries.count)
        // Tables usually list the keys in the same order: `keyOrder` is checked at the next
        // expected position before it is searched.
        var cursor = 0
        for entry in table.entries {
          let value = StringsValue(value: entry.value, comment: entry.comment, file: file.path, line: entry.line)
          if let position = values.appendIfAbsent(entry.key, value) {
            let earlier = values.value(at: position)
            ledger.append(LedgerEntry(
              .duplicateOverridden, loss: false, key: entry.key, language: file.language, file: earlier.file,
              line: earlier.line, message: "value '\(earlier.value)' overridden by a later definition at line \(entry.line)"))
            values.setValue(value, at: position)
          }
          if let position = keyOrder.position(of: entry.key, hint: cursor) {
            cursor = position + 1
          } else {
            keyOrder.appendUnchecked(entry.key, ())
            cursor = keyOrder.count
          }
        }
        if let language = file.language { strings[language] = values } else { base = values }
      case .stringsdict(let table):
        for skipped in table.skipped {
          ledger.append(LedgerEntry(.unrecognizedEntry, loss: true, key: skipped.key, language: file.language,
                                    file: file.path, line: skipped.line, message: skipped.reason))
        }
        guard let language = file.language else {
          for entry in table.entries {
            ledger.append(LedgerEntry(.unrecognizedEntry, loss: true, key: entry.key, file: file.path, line: entry.line,
                                      message: "'Base.lproj' plural rules are not migrated; move them to the source language's folder"))
          }
          continue
        }
        var entries = dicts[language] ?? KeyedList()
        for entry in table.entries {
          if let earlier = entries[entry.key] {
            ledger.append(LedgerEntry(
              .duplicateOverridden, loss: false, key: entry.key, language: language, file: earlier.file,
              line: earlier.entry.line, message: "entry overridden by a later definition at line \(entry.line)"))
          }
          entries[entry.key] = (entry, file.path)
          keyOrder[entry.key] = ()
        }
        dicts[language] = entries
      }
    }
    // Base.lproj supplies source values only for keys the source language's own files lack.
    var sourceValues = strings[source] ?? KeyedList()
    for (key, value) in base where !sourceValues.contains(key) && dicts[source]?[key] == nil {
      sourceValues[key] = value
      ledger.append(LedgerEntry(.baseFallback, loss: false, key: key, language: source, file: value.file, line: value.line,
                                message: "source value taken from 'Base.lproj' because '\(source)' has no value for the key"))
    }
    if !base.isEmpty || strings[source] != nil { strings[source] = sourceValues }

    let languages = KeyOrdering.sorted(Array(Set(strings.keys).union(dicts.keys)).map(\.rawValue)).map(LanguageCode.init(rawValue:))
    // Tables by language position, so the per-key loop does no dictionary lookups by language.
    let plainTables = languages.map { strings[$0] }
    let dictTables = languages.map { dicts[$0] }
    var dictKeys = Set<ExactKey>()
    for table in dictTables { for (key, _) in table ?? [:] { dictKeys.insert(ExactKey(key)) } }
    let tables = Tables(languages: languages, plain: plainTables, dict: dictTables, dictKeys: dictKeys,
                        sourcePosition: languages.firstIndex(of: source))
    var catalog = StringCatalog(sourceLanguage: source, version: options.formatVersion)
    // Keys convert independently: a large table is cut into slices of keys converted on all
    // cores, each with a ledger of its own, joined in key order, so the result is the same as
    // from one thread.
    let keys = keyOrder.keys
    let sliceCount = lanes > 1 && keys.count >= Self.parallelThreshold ? lanes * 4 : 1
    let sliceSize = (keys.count + sliceCount - 1) / sliceCount
    let slices = ConcurrentSlots<(entries: [(String, CatalogEntry)], ledger: [LedgerEntry])>(count: sliceCount)
    let options = self.options
    let work: @Sendable (Int) -> Void = { slice in
      let range = min(slice * sliceSize, keys.count)..<min((slice + 1) * sliceSize, keys.count)
      var worker = CatalogImporter(options: options)
      let entries = worker.convert(keys[range], tables)
      slices.store((entries, worker.ledger), at: slice)
    }
    if sliceCount == 1 {
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: sliceCount, execute: work)
    }
    catalog.strings.reserveCapacity(keys.count)
    for case let slice? in slices.all() {
      for (key, entry) in slice.entries { catalog.strings.appendUnchecked(key, entry) }
      ledger += slice.ledger
    }
    return catalog
  }

  /// Below this many keys one thread converts them all.
  static let parallelThreshold = 2048

  /// A table's values by language position, read by every slice of keys.
  private struct Tables: Sendable {
    var languages: [LanguageCode]
    var plain: [KeyedList<StringsValue>?]
    var dict: [KeyedList<(entry: StringsdictEntry, file: String)>?]
    var dictKeys: Set<ExactKey>
    var sourcePosition: Int?
  }

  /// Converts `keys` in order, noting in this importer's ledger what is not carried over.
  private mutating func convert(_ keys: ArraySlice<String>, _ tables: Tables) -> [(String, CatalogEntry)] {
    let languages = tables.languages
    let plainTables = tables.plain
    let dictTables = tables.dict
    let dictKeys = tables.dictKeys
    let sourcePosition = tables.sourcePosition
    let converter = StringsdictConverter(options: options)
    var result: [(String, CatalogEntry)] = []
    result.reserveCapacity(keys.count)
    var found: [Found] = []
    // Where the next key is expected in each language's table (see `position(of:hint:)`).
    var cursors = [Int](repeating: 0, count: languages.count)
    for key in keys {
      found.removeAll(keepingCapacity: true)
      let inDicts = !dictKeys.isEmpty && dictKeys.contains(ExactKey(key))
      for position in languages.indices {
        var plain: StringsValue?
        if let table = plainTables[position], let index = table.position(of: key, hint: cursors[position]) {
          plain = table.value(at: index)
          cursors[position] = index + 1
        }
        let dict = inDicts ? dictTables[position]?[key] : nil
        if plain != nil || dict != nil { found.append(Found(position: position, plain: plain, dict: dict)) }
      }
      let mode = inDicts ? converter.mode(for: found.compactMap { $0.dict?.entry.rule }) : .substitutions
      var localizations = KeyedList<Localization>()
      localizations.reserveCapacity(found.count)
      for item in found {
        let language = languages[item.position]
        if let (dictEntry, file) = item.dict {
          var converted = converter.localization(for: dictEntry, mode: mode, language: language, file: file)
          ledger.append(contentsOf: converted.ledger)
          if let plain = item.plain {
            ledger.append(LedgerEntry(.stringsShadowedByStringsdict, loss: true, key: key, language: language,
                                      file: plain.file, line: plain.line,
                                      message: "'.strings' value '\(plain.value)' is replaced by the '.stringsdict' entry"))
          }
          // Each language comes once per key (`found` holds distinct positions): no search needed.
          if let localization = converted.localization.take() { localizations.appendUnchecked(language.rawValue, localization) }
        } else if let plain = item.plain {
          if plain.value.isEmpty && item.position != sourcePosition {
            ledger.append(LedgerEntry(.emptyTranslationDropped, loss: true, key: key, language: language,
                                      file: plain.file, line: plain.line,
                                      message: "empty translation dropped; the app falls back to the development language"))
            continue
          }
          localizations.appendUnchecked(language.rawValue, .unit(plain.value, state: options.state))
        }
      }
      var entry = CatalogEntry(extractionState: options.extractionState)
      entry.comment = chooseComment(key: key, found: found, sourcePosition: sourcePosition)
      if !localizations.isEmpty { entry.localizations = localizations }
      result.append((key, entry))
    }
    return result
  }

  /// What one language holds for the key being converted.
  private struct Found {
    var position: Int
    var plain: StringsValue?
    var dict: (entry: StringsdictEntry, file: String)?

    var comment: (text: String?, file: String, line: Int)? {
      if let dict { return (dict.entry.comment, dict.file, dict.entry.line) }
      if let plain { return (plain.comment, plain.file, plain.line) }
      return nil
    }
  }

  /// The source language's comment; else the most common comment among the other languages,
  /// ties going to the language that comes first in catalog order.
  private mutating func chooseComment(key: String, found: [Found], sourcePosition: Int?) -> String? {
    var chosen: String?
    var origin: (text: String?, file: String, line: Int)?
    if let source = found.first(where: { $0.position == sourcePosition })?.comment {
      chosen = source.text
      origin = source
    } else {
      var counts: [(text: String, count: Int, first: Int)] = []
      for (index, item) in found.enumerated() {
        guard let text = item.comment?.text else { continue }
        if let existing = counts.firstIndex(where: { $0.text.isIdentical(to: text) }) {
          counts[existing].count += 1
        } else {
          counts.append((text, 1, index))
        }
      }
      let best = counts.min { lhs, rhs in lhs.count != rhs.count ? lhs.count > rhs.count : lhs.first < rhs.first }
      chosen = best?.text
      if let best { origin = found[best.first].comment }
      if counts.count > 1, let chosen {
        ledger.append(LedgerEntry(.conflictingComments, loss: false, key: key, file: origin?.file, line: origin?.line,
                                  message: "languages disagree on the comment; kept '\(chosen)'"))
      }
    }
    if let text = chosen, text == genstringsPlaceholderComment {
      ledger.append(LedgerEntry(.placeholderCommentDropped, loss: false, key: key, file: origin?.file, line: origin?.line,
                                message: "genstrings placeholder comment not carried over"))
      return nil
    }
    return chosen.flatMap { $0.isEmpty ? nil : $0 }
  }
}

extension Optional {
  fileprivate mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
