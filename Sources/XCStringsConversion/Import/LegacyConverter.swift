import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// Turns the parsed legacy files of one table into a String Catalog, as Xcode's
/// "Migrate to String Catalog" does, recording everything not carried over in a ledger.
///
/// Mapping (see the format reference §4): every unit `translated`, every entry `migrated`;
/// values verbatim with escapes decoded; the last duplicate wins; `.stringsdict` wins over
/// `.strings`; empty non-source values are dropped; comments come from the source language,
/// else from the most common text among the other languages; plural or substitution is
/// decided per key over all languages (see ``StringsdictConverter``).
public struct LegacyConverter {
  /// One parsed legacy file.
  package enum Parsed: Sendable {
    /// A parsed `.strings` file.
    case strings(StringsTable)
    /// A parsed `.stringsdict` file.
    case stringsdict(StringsdictTable)
  }

  /// What one table became.
  public struct Converted: Sendable {
    /// The catalog.
    public var catalog: StringCatalog
    /// Every item not carried over exactly.
    public var ledger: [LedgerEntry]
  }

  private let options: MigrationOptions
  private var ledger: [LedgerEntry] = []
  private var tables = ImportTables()
  private var files: [LegacyFile] = []
  private var added = 0

  private init(options: MigrationOptions) { self.options = options }

  /// Starts converting the files of one table, given in path order. Add each parsed file
  /// with ``add(_:at:)`` once it is parsed, then call ``finish()``; a parsed file can be
  /// dropped as soon as it is added, so the files of a large table need not all be in memory
  /// at once.
  package init(files: [LegacyFile], options: MigrationOptions) {
    self.options = options
    self.files = files
    let spellings = Set(files.map(\.tableName))
    if spellings.count > 1 {
      let names = spellings.sorted().map { "'\($0)'" }.joined(separator: ", ")
      ledger.append(
        LedgerEntry(
          .tableNameCase, loss: false, key: "", file: files.first?.path,
          message: "tables \(names) differ only in case and were merged into one catalog"))
    }
  }

  /// Adds the parsed file at `index` of the files given to ``init(files:options:)``. Files
  /// must be added in increasing index order; a file that failed to parse is left out.
  ///
  /// A parsed file nothing else holds is taken apart rather than copied from.
  package mutating func add(_ parsed: consuming Parsed, at index: Int) {
    precondition(index >= added && index < files.count, "files must be added once each, in order")
    added = index + 1
    let file = files[index]
    switch consume parsed {
    case .strings(let table):
      tables.add(table, of: file, ledger: &ledger)
    case .stringsdict(let table):
      for skipped in table.skipped {
        ledger.append(
          LedgerEntry(
            .unrecognizedEntry, loss: true, key: skipped.key, language: file.language,
            file: file.path, line: skipped.line, message: skipped.reason))
      }
      tables.add(table, of: file, language: file.language, ledger: &ledger)
    }
  }

  // Mutating rather than consuming: an importer kept in a tuple or a property cannot be moved
  // out, and consuming a copy would keep everything gathered alive in the original.
  /// The catalog of the files added so far, converted on all cores. The importer is left
  /// empty: what it gathered goes as soon as it is converted.
  package mutating func finish() -> Converted {
    finish(lanes: min(Parallelism.processorCount, 4))
  }

  mutating func finish(lanes: Int) -> Converted {
    let catalog = run(lanes: lanes)
    defer { ledger = [] }
    return Converted(catalog: catalog, ledger: ledger)
  }

  /// Converts the files of one table. Files must be given in path order.
  package static func convert(_ files: [(file: LegacyFile, parsed: Parsed)], options: MigrationOptions) -> Converted {
    convert(files, options: options, lanes: min(Parallelism.processorCount, 4))
  }

  /// ``convert(_:options:)`` on `lanes` threads (tests compare one with several).
  static func convert(_ files: [(file: LegacyFile, parsed: Parsed)], options: MigrationOptions, lanes: Int) -> Converted {
    var importer = LegacyConverter(files: files.map(\.file), options: options)
    for (index, item) in files.enumerated() { importer.add(item.parsed, at: index) }
    return importer.finish(lanes: lanes)
  }

  private mutating func run(lanes: Int) -> StringCatalog {
    let source = options.sourceLanguage
    tables.applyBase(source: source, ledger: &ledger)
    let languages = KeyOrdering.sorted(Array(Set(tables.columnOf.keys).union(tables.dicts.keys)).map(\.rawValue))
      .map(LanguageCode.init(rawValue:))
    // Tables by language position, so the per-key loop does no dictionary lookups by language.
    // Each column is moved, not shared, so that its values can be moved on into chunks.
    var columns = tables.takeColumns()
    var plain = languages.map { language -> [ImportTables.Slot?]? in
      guard let index = tables.columnOf[language] else { return nil }
      var column: [ImportTables.Slot?] = []
      swap(&column, &columns[index])
      return column
    }
    let count = tables.keys.count
    // Chunks of the values match the slices of keys converted below.
    let values = ValueChunks(moving: &plain, keyCount: count, chunkSize: Self.sliceSize(count, lanes: lanes))
    var converting = Tables(
      languages: languages, values: values, dict: languages.map { tables.dicts[$0] },
      isDictKey: tables.isDictKey, keys: tables.keys.keys, paths: tables.paths,
      sourcePosition: languages.firstIndex(of: source))
    tables = ImportTables()
    // Keys with plural rules convert first, each keeping its part of the ledger: parsed rules
    // take several times the memory of their files (125 MB for the 40 x 50,000 benchmark's
    // 67 MB), and can then go before the rest of the catalog is built.
    let ruleKeys = converting.isDictKey.indices.filter { converting.isDictKey[$0] }
    // A key with plural rules costs as much as dozens of plain ones, so far fewer of them are
    // worth spreading over the cores.
    let early = Self.inSlices(ruleKeys.count, lanes: lanes, threshold: Self.ruleKeyThreshold, options: options) {
      [converting] importer, range in
      importer.convertOneByOne(ruleKeys[range], converting)
    }.flatMap(\.output)
    ParallelRelease.release(&converting.dict)
    var earlyPosition = [Int32](repeating: -1, count: count)
    for (position, number) in ruleKeys.enumerated() { earlyPosition[number] = Int32(position) }
    let slices = Self.inSlices(count, lanes: lanes, options: options) { [converting, earlyPosition] importer, range in
      defer { converting.values.release(chunk: range.lowerBound / converting.values.chunkSize) }
      return importer.convert(range, converting, early: early, earlyPosition: earlyPosition)
    }
    var catalog = StringCatalog(sourceLanguage: source, version: options.formatVersion)
    catalog.strings.reserveCapacity(count)
    for slice in slices {
      for (key, entry) in slice.output { catalog.strings.appendUnchecked(key, entry) }
      ledger += slice.ledger
    }
    return catalog
  }

  /// Runs `body` over `0..<count` cut into slices, each with an importer of its own, on all
  /// cores when there are enough keys; results and ledgers come back in slice order, so
  /// joining them gives what one thread would.
  private static func inSlices<Output>(
    _ count: Int, lanes: Int, threshold: Int = parallelThreshold, options: MigrationOptions,
    _ body: @escaping @Sendable (inout LegacyConverter, Range<Int>) -> Output
  ) -> [(output: Output, ledger: [LedgerEntry])] {
    let sliceCount = Self.sliceCount(count, lanes: lanes, threshold: threshold)
    let sliceSize = Self.sliceSize(count, lanes: lanes, threshold: threshold)
    let slices = ConcurrentSlots<(output: Output, ledger: [LedgerEntry])>(count: sliceCount)
    let work: @Sendable (Int) -> Void = { slice in
      var importer = LegacyConverter(options: options)
      let output = body(&importer, min(slice * sliceSize, count)..<min((slice + 1) * sliceSize, count))
      slices.store((output, importer.ledger), at: slice)
    }
    if sliceCount == 1 {
      work(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: sliceCount, execute: work)
    }
    return (0..<sliceCount).compactMap { slices.take(at: $0) }
  }

  private static func sliceCount(_ count: Int, lanes: Int, threshold: Int = parallelThreshold) -> Int {
    lanes > 1 && count >= threshold ? lanes * 4 : 1
  }

  /// The keys per slice; the value chunks are cut the same way, as each slice lets go of the
  /// chunk `range.lowerBound / chunkSize`.
  private static func sliceSize(_ count: Int, lanes: Int, threshold: Int = parallelThreshold) -> Int {
    let slices = sliceCount(count, lanes: lanes, threshold: threshold)
    return (count + slices - 1) / slices
  }

  /// Below this many keys one thread converts them all.
  static let parallelThreshold = 2048
  /// Below this many keys with plural rules one thread converts them.
  static let ruleKeyThreshold = 64

  /// A table's values by language position, read by every slice of keys.
  private struct Tables: Sendable {
    var languages: [LanguageCode]
    var values: ValueChunks
    var dict: [KeyedList<(entry: StringsdictEntry, file: String)>?]
    var isDictKey: [Bool]
    var keys: [String]
    var paths: [String]
    var sourcePosition: Int?
  }

  /// Converts the keys numbered `numbers` in order, noting in this importer's ledger what is
  /// not carried over; keys found in `early` (by `earlyPosition`) were converted already.
  private mutating func convert(
    _ numbers: Range<Int>, _ tables: Tables, early: [(entry: CatalogEntry, ledger: [LedgerEntry])], earlyPosition: [Int32]
  ) -> [(String, CatalogEntry)] {
    let converter = StringsdictConverter(options: options)
    var result: [(String, CatalogEntry)] = []
    result.reserveCapacity(numbers.count)
    var found: [Found] = []
    for number in numbers {
      if earlyPosition[number] >= 0 {
        let converted = early[Int(earlyPosition[number])]
        result.append((tables.keys[number], converted.entry))
        ledger += converted.ledger
      } else {
        result.append((tables.keys[number], convertKey(number, tables, converter, &found)))
      }
    }
    return result
  }

  /// Converts the keys numbered `numbers`, each with the part of the ledger it noted.
  private mutating func convertOneByOne(
    _ numbers: ArraySlice<Int>, _ tables: Tables
  ) -> [(entry: CatalogEntry, ledger: [LedgerEntry])] {
    let converter = StringsdictConverter(options: options)
    var found: [Found] = []
    return numbers.map { number in
      let entry = convertKey(number, tables, converter, &found)
      defer { ledger.removeAll(keepingCapacity: true) }
      return (entry, ledger)
    }
  }

  /// Converts the key numbered `number`, noting in this importer's ledger what is not carried
  /// over (`found` is scratch space kept between keys).
  private mutating func convertKey(
    _ number: Int, _ tables: Tables, _ converter: StringsdictConverter, _ found: inout [Found]
  ) -> CatalogEntry {
    let languages = tables.languages
    let sourcePosition = tables.sourcePosition
    let paths = tables.paths
    let key = tables.keys[number]
    found.removeAll(keepingCapacity: true)
    let inDicts = tables.isDictKey[number]
    for position in languages.indices {
      let plain = tables.values.take(position, number)
      let dict = inDicts ? tables.dict[position]?[key] : nil
      if plain != nil || dict != nil { found.append(Found(position: position, plain: plain, dict: dict)) }
    }
    let mode = inDicts ? converter.mode(for: found.compactMap { $0.dict?.entry.rule }) : .substitutions
    var localizations = KeyedList<Localization>()
    localizations.reserveCapacity(found.count)
    // By index, not by element: a value is moved into its unit below, so that converting never
    // touches the string itself (a copy would write its reference count: memory last seen when
    // the files were parsed).
    for index in found.indices {
      let position = found[index].position
      let language = languages[position]
      if let (dictEntry, file) = found[index].dict {
        var converted = converter.localization(for: dictEntry, mode: mode, language: language, file: file)
        ledger.append(contentsOf: converted.ledger)
        if let plain = found[index].plain {
          // The runtime always takes the rule: the app never shows this value (a note, not a loss).
          ledger.append(
            LedgerEntry(
              .stringsShadowedByStringsdict, loss: false, key: key, language: language,
              file: paths[Int(plain.file)], line: Int(plain.line),
              message: "'.strings' value '\(plain.value.escapedForDisplay)' is never shown: the '.stringsdict' "
                + "entry of the key wins at run time; not carried over"))
        }
        // Each language comes once per key (`found` holds distinct positions): no search needed.
        if let localization = converted.localization.take() { localizations.appendUnchecked(language.rawValue, localization) }
      } else if found[index].plain != nil {
        if found[index].plain!.value.isEmpty && position != sourcePosition {
          let plain = found[index].plain!
          ledger.append(
            LedgerEntry(
              .emptyTranslationDropped, loss: false, key: key, language: language,
              file: paths[Int(plain.file)], line: Int(plain.line),
              message: "empty translation dropped; the app falls back to the development language"))
          continue
        }
        var value = ""
        swap(&value, &found[index].plain!.value)
        localizations.appendUnchecked(language.rawValue, .unit(consume value, state: options.state))
      }
    }
    var entry = CatalogEntry(extractionState: options.extractionState)
    entry.comment = chooseComment(key: key, found: found, sourcePosition: sourcePosition, paths: paths)
    if !localizations.isEmpty { entry.localizations = localizations }
    return entry
  }

  /// What one language holds for the key being converted.
  private struct Found {
    var position: Int
    var plain: ImportTables.Slot?
    var dict: (entry: StringsdictEntry, file: String)?

    func comment(paths: [String]) -> (text: String?, file: String, line: Int)? {
      if let dict { return (dict.entry.comment, dict.file, dict.entry.line) }
      if let plain { return (plain.comment, paths[Int(plain.file)], Int(plain.line)) }
      return nil
    }

    /// The comment alone (a `.stringsdict` entry's, even when it has none, else the `.strings` one's).
    var commentText: String? {
      if let dict { return dict.entry.comment }
      return plain?.comment
    }
  }

  /// The source language's comment; else the most common comment among the other languages,
  /// ties going to the language that comes first in catalog order.
  private mutating func chooseComment(key: String, found: [Found], sourcePosition: Int?, paths: [String]) -> String? {
    var chosen: String?
    var origin: (text: String?, file: String, line: Int)?
    if let source = found.first(where: { $0.position == sourcePosition })?.comment(paths: paths) {
      chosen = source.text
      origin = source
    } else {
      var counts: [(text: String, count: Int, first: Int)] = []
      for (index, item) in found.enumerated() {
        guard let text = item.commentText else { continue }
        if let existing = counts.firstIndex(where: { $0.text.isIdentical(to: text) }) {
          counts[existing].count += 1
        } else {
          counts.append((text, 1, index))
        }
      }
      let best = counts.min { lhs, rhs in lhs.count != rhs.count ? lhs.count > rhs.count : lhs.first < rhs.first }
      chosen = best?.text
      if let best { origin = found[best.first].comment(paths: paths) }
      if counts.count > 1, let chosen {
        ledger.append(
          LedgerEntry(
            .conflictingComments, loss: false, key: key, file: origin?.file, line: origin?.line,
            message: "languages disagree on the comment; kept '\(chosen)'"))
      }
    }
    if let text = chosen, text == genstringsPlaceholderComment {
      ledger.append(
        LedgerEntry(
          .placeholderCommentDropped, loss: false, key: key, file: origin?.file, line: origin?.line,
          message: "genstrings placeholder comment not carried over"))
      return nil
    }
    return chosen.flatMap { $0.isEmpty ? nil : $0 }
  }
}
