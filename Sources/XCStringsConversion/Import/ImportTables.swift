import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// The values of one table's legacy files, gathered by key as each parsed file is added (in
/// path order), so that the caller can drop a parsed file as soon as it is added.
///
/// Keys are numbered in order of first appearance. `.strings` values are kept per language in
/// a column indexed by that number: adding an entry usually costs one comparison with the key
/// expected next (the files of a table list their keys in much the same order), and converting
/// a key reads every language's value without a lookup. Nothing here keeps a language's own
/// copy of the keys, and a comment identical to one already kept for the key shares its
/// storage, so memory holds each key and comment once rather than once per language.
struct ImportTables {
  /// One `.strings` value, with where it was defined.
  struct Slot {
    var value: String
    var comment: String?
    /// Position of the file's path in ``paths``.
    var file: Int32
    var line: Int32
  }

  /// Every key, numbered by position.
  private(set) var keys = KeyedList<Void>()
  /// Per language, the `.strings` values by key number (shorter than `keys` when the last keys
  /// are missing).
  private(set) var columns: [[Slot?]] = []
  private(set) var columnOf: [LanguageCode: Int] = [:]
  /// `Base.lproj` values by key number, and the numbers in the order Base first defined them.
  private(set) var base: [Slot?] = []
  private(set) var baseOrder: [Int] = []
  /// `.stringsdict` entries per language.
  private(set) var dicts: [LanguageCode: KeyedList<(entry: StringsdictEntry, file: String)>] = [:]
  /// `Base.lproj` `.stringsdict` entries, which stand in for the source language's.
  private(set) var baseDicts = KeyedList<(entry: StringsdictEntry, file: String)>()
  /// Whether a key number has a `.stringsdict` entry in some language.
  private(set) var isDictKey: [Bool] = []
  private(set) var paths: [String] = []
  // The first comment seen for each key number.
  private var comments: [String?] = []
  // Where the next key is expected (see `KeyedList.position(of:hint:)`).
  private var cursor = 0

  /// The number of `key`, numbering it if new.
  private mutating func number(of key: String) -> Int {
    if let position = keys.position(of: key, hint: cursor) {
      cursor = position + 1
      return position
    }
    keys.appendUnchecked(key, ())
    comments.append(nil)
    isDictKey.append(false)
    cursor = keys.count
    return keys.count - 1
  }

  /// Adds a parsed `.strings` file; a key defined twice for a language keeps the later value
  /// (as the runtime does) and the earlier one is noted in `ledger`.
  ///
  /// Values and comments are moved out of the table when nothing else holds it, so adding
  /// touches neither (a copy would retain each string now and release it when the table
  /// goes, writing to memory another thread filled: a tenth of the importing thread's time).
  mutating func add(_ table: consuming StringsTable, of file: LegacyFile, ledger: inout [LedgerEntry]) {
    var entries: [StringsTable.Entry] = []
    swap(&entries, &table.entries)
    let fileNumber = Int32(paths.count)
    paths.append(file.path)
    // The column is taken out so that it is uniquely referenced while it grows.
    var column: [Slot?] = []
    if let language = file.language {
      let index = columnIndex(for: language)
      swap(&column, &columns[index])
      add(&entries, fileNumber: fileNumber, language: language, into: &column, ledger: &ledger)
      swap(&column, &columns[index])
    } else {
      swap(&column, &base)
      add(&entries, fileNumber: fileNumber, language: nil, into: &column, ledger: &ledger)
      swap(&column, &base)
    }
  }

  /// The position of `language`'s column, adding an empty one if it has none yet.
  private mutating func columnIndex(for language: LanguageCode) -> Int {
    if let index = columnOf[language] { return index }
    columns.append([])
    columnOf[language] = columns.count - 1
    return columns.count - 1
  }

  /// Stores `slot` for key `number`, lengthening the column to reach it.
  // Consumed: a borrowed slot was copied into the column, retaining its value string, whose
  // memory another thread wrote when it parsed the file and which a large table has long
  // pushed out of the cache (and the slot released it again afterwards).
  private static func store(_ slot: consuming Slot, at number: Int, in column: inout [Slot?]) {
    if number >= column.count { column.append(contentsOf: repeatElement(nil, count: number - column.count + 1)) }
    column[number] = consume slot
  }

  private mutating func add(
    _ entries: inout [StringsTable.Entry], fileNumber: Int32, language: LanguageCode?, into column: inout [Slot?],
    ledger: inout [LedgerEntry]
  ) {
    // Every language usually has every key: one allocation of the final size.
    column.reserveCapacity(max(keys.count, entries.count))
    cursor = 0
    // Shared entries (a caller keeping the parsed file) are copied first, then moved from.
    entries.withUnsafeMutableBufferPointer { entries in
      for index in entries.indices {
        add(moving: &entries[index], fileNumber: fileNumber, language: language, into: &column, ledger: &ledger)
      }
    }
  }

  /// Adds one entry, leaving its key, value and comment empty.
  private mutating func add(
    moving entry: inout StringsTable.Entry, fileNumber: Int32, language: LanguageCode?, into column: inout [Slot?],
    ledger: inout [LedgerEntry]
  ) {
    let number = number(of: entry.key)
    var value = ""
    swap(&value, &entry.value)
    var comment: String?
    swap(&comment, &entry.comment)
    if let text = comment {
      if let kept = comments[number] {
        if kept.isIdentical(to: text) { comment = kept }
      } else {
        comments[number] = text
      }
    }
    if number < column.count, let earlier = column[number] {
      // The later value wins, as at run time; a comment only the earlier definition had is
      // the key's comment all the same (`/* c */ "k" = "a"; "k" = "b";`).
      if comment == nil { comment = earlier.comment }
      // Within one file the later value is what the app shows. Two files of one language are
      // two tables at run time (two folders' `Localizable.strings` grouped into one catalog by
      // `--group-by table`): a different value dropped is one the app showed, a loss.
      let otherFile = earlier.file != fileNumber
      let lost = otherFile && !earlier.value.isIdentical(to: value)
      ledger.append(
        LedgerEntry(
          .duplicateOverridden, loss: lost, key: entry.key, language: language, file: paths[Int(earlier.file)],
          line: Int(earlier.line),
          message: "value '\(earlier.value.escapedForDisplay)' overridden by a later definition at line \(entry.line)"
            + (otherFile ? " of \(paths[Int(fileNumber)])" : "")))
    } else if language == nil {
      baseOrder.append(number)
    }
    Self.store(Slot(value: value, comment: comment, file: fileNumber, line: Int32(clamping: entry.line)), at: number, in: &column)
    // The entry's hold on its key is let go now, while the comparison that numbered the key
    // has its bytes in the cache: left until the parsed file is freed, each release waited for
    // memory that a large table had long pushed out.
    entry.key = ""
  }

  /// The columns, moved out (the tables keep none).
  mutating func takeColumns() -> [[Slot?]] {
    var taken: [[Slot?]] = []
    swap(&taken, &columns)
    return taken
  }

  /// Adds a parsed `.stringsdict` file of a language, or of `Base.lproj` when `language` is
  /// `nil`; a key defined twice keeps the later entry.
  mutating func add(_ table: StringsdictTable, of file: LegacyFile, language: LanguageCode?, ledger: inout [LedgerEntry]) {
    var entries: KeyedList<(entry: StringsdictEntry, file: String)>
    if let language {
      entries = dicts[language] ?? KeyedList()
      dicts[language] = nil
    } else {
      entries = KeyedList()
      swap(&entries, &baseDicts)
    }
    for entry in table.entries {
      // Looked up once, and the earlier entry read in place: copying it out retains all it holds.
      if let position = entries.appendIfAbsent(entry.key, (entry, file.path)) {
        let (earlierFile, earlierLine) = entries.withValueInPlace(at: position) { ($0.pointee.file, $0.pointee.entry.line) }
        ledger.append(
          LedgerEntry(
            .duplicateOverridden, loss: false, key: entry.key, language: language, file: earlierFile,
            line: earlierLine, message: "entry overridden by a later definition at line \(entry.line)"))
        entries.setValue((entry, file.path), at: position)
      }
      // Base entries count as rules only once they stand in for the source (`applyBase`).
      let number = number(of: entry.key)
      if language != nil { isDictKey[number] = true }
    }
    if let language {
      dicts[language] = entries
    } else {
      swap(&entries, &baseDicts)
    }
  }

  /// Gives the source language the `Base.lproj` values of keys it has no value for, in Base's
  /// order, noting each in `ledger`: first Base's plural rules (a key the source language has
  /// no rule and no `.strings` value for), then Base's `.strings` values (a key the source
  /// language has no value for at all). With any Base `.strings` value the source language
  /// gets a column (and thereby a place among the catalog's languages), as Base stands for it.
  ///
  /// A Base rule for a key that the source language's `.strings` file defines is not taken:
  /// the catalog keeps the source file's value. Apple's runtime may still have shown Base's
  /// rule (it reads a `.stringsdict` from `Base.lproj` when the language's folder has none,
  /// and rules win over `.strings` values), so it is noted as a loss and the files are kept.
  mutating func applyBase(source: LanguageCode, ledger: inout [LedgerEntry]) {
    if !baseDicts.isEmpty { applyBaseDicts(source: source, ledger: &ledger) }
    guard !baseOrder.isEmpty else { return }
    let index = columnIndex(for: source)
    var column: [Slot?] = []
    swap(&column, &columns[index])
    let sourceDicts = dicts[source]
    let keyList = keys.keys
    for number in baseOrder {
      guard let value = base[number] else { continue }
      if number < column.count, column[number] != nil { continue }
      if sourceDicts?[keyList[number]] != nil {
        // Hidden by a plural rule, as a `.strings` value beside a `.stringsdict` is.
        ledger.append(
          LedgerEntry(
            .stringsShadowedByStringsdict, loss: false, key: keyList[number], language: source,
            file: paths[Int(value.file)], line: Int(value.line),
            message: "'Base.lproj' value '\(value.value.escapedForDisplay)' is never shown: the '.stringsdict' "
              + "entry of the key wins at run time; not carried over"))
        continue
      }
      Self.store(value, at: number, in: &column)
      ledger.append(
        LedgerEntry(
          .baseFallback, loss: false, key: keyList[number], language: source,
          file: paths[Int(value.file)], line: Int(value.line),
          message: "source value taken from 'Base.lproj' because '\(source)' has no value for the key"))
    }
    swap(&column, &columns[index])
    base = []
    baseOrder = []
  }

  private mutating func applyBaseDicts(source: LanguageCode, ledger: inout [LedgerEntry]) {
    var sourceDicts = dicts[source] ?? KeyedList()
    dicts[source] = nil
    let column = columnOf[source].map { columns[$0] } ?? []
    for (key, item) in baseDicts {
      if sourceDicts[key] != nil { continue }
      let number = number(of: key)
      if number < column.count, let plain = column[number] {
        ledger.append(
          LedgerEntry(
            .baseRuleHidden, loss: true, key: key, language: source, file: item.file, line: item.entry.line,
            message:
              "'Base.lproj' plural rule not migrated: '\(source).lproj' defines the key in '\(FileTransaction.baseName(of: paths[Int(plain.file)]))', "
              + "whose value the catalog keeps"))
        continue
      }
      sourceDicts[key] = item
      isDictKey[number] = true
      ledger.append(
        LedgerEntry(
          .baseFallback, loss: false, key: key, language: source, file: item.file,
          line: item.entry.line,
          message: "source plural rule taken from 'Base.lproj' because '\(source)' has no value for the key"))
    }
    if !sourceDicts.isEmpty { dicts[source] = sourceDicts }
    baseDicts = KeyedList()
  }
}
