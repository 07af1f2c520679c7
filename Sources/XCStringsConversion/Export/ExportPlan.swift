import Foundation
import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// What an export writes for each language, decided once: the `.stringsdict` entries and the
/// ledger are made, and for `.strings` only which value each language takes is noted, so that
/// files can be rendered straight from the catalog (``stringsBytes(at:encoding:)``) without a
/// list of entries per language in between.
package struct ExportPlan: Sendable {
  /// The decisions for one slice of entries in key order.
  struct Part: Sendable {
    /// Positions in ``ExportPlan/order``.
    var range: Range<Int>
    /// Per entry row and language position: the position of the localization whose unit the
    /// language writes, ``CatalogExporter/keyItself``, or ``nothing``.
    private var units: [Int32]
    private let languageCount: Int
    /// Per language position, the `.stringsdict` entries of the slice.
    var stringsdict: [[StringsdictEntry]]
    /// In a plan made for comparing, per entry row and language position: the position of the
    /// localization the language writes to `.stringsdict` (or ``nothing``), whose entry is made
    /// only when asked for (``ExportPlan/stringsdictEntries(at:)``). Empty otherwise.
    private var dictionaryUnits: [Int32] = []
    /// The slice's ledger, in entry order.
    var ledger: [LedgerEntry] = []
    /// When the plan renders: what every language writes before an entry's value (its comment
    /// block, quoted key and ` = "`), escaped once for all languages, one row after another.
    var heads: [UInt8] = []
    /// Where each row's head ends in ``heads``.
    var headEnds: [Int] = []
    /// Per row, whether the entry has a comment, which takes a blank line before it unless it
    /// starts the file.
    var commented: [Bool] = []

    static let nothing: Int32 = -2

    init(range: Range<Int>, languageCount: Int) {
      self.range = range
      self.languageCount = languageCount
      units = [Int32](repeating: Self.nothing, count: range.count * languageCount)
      stringsdict = Array(repeating: [], count: languageCount)
    }

    mutating func setDictionaryUnit(row: Int, position: Int, choice: Int) {
      if dictionaryUnits.isEmpty { dictionaryUnits = [Int32](repeating: Self.nothing, count: units.count) }
      dictionaryUnits[row * languageCount + position] = Int32(choice)
    }

    func dictionaryUnit(row: Int, position: Int) -> Int32 {
      dictionaryUnits.isEmpty ? Self.nothing : dictionaryUnits[row * languageCount + position]
    }

    mutating func setUnit(row: Int, position: Int, choice: Int) {
      units[row * languageCount + position] = Int32(choice)
    }

    func unit(row: Int, position: Int) -> Int32 {
      units[row * languageCount + position]
    }
  }

  /// Every language of the catalog, in Xcode's order.
  package let languages: [LanguageCode]
  /// The catalog's entries, in file order.
  let entries: KeyedList<CatalogEntry>
  /// Positions in ``entries`` in Xcode's key order.
  let order: [Int]
  let parts: [Part]
  /// Everything that could not be written exactly, in key order (empty in a plan made for
  /// comparing).
  package let ledger: [LedgerEntry]
  /// The catalog of a plan made for comparing, whose `.stringsdict` entries are made when asked
  /// for; `nil` in a plan that made them all.
  private let deferredCatalog: StringCatalog?

  init(
    languages: [LanguageCode], entries: KeyedList<CatalogEntry>, order: [Int], parts: [Part],
    deferredCatalog: StringCatalog? = nil
  ) {
    self.languages = languages
    self.entries = entries
    self.order = order
    self.parts = parts
    self.ledger = parts.flatMap(\.ledger)
    self.deferredCatalog = deferredCatalog
  }

  /// The positions (in ``languages``) of the languages that write anything.
  package var positionsWithContent: [Int] {
    languages.indices.filter { position in
      parts.contains { part in
        !part.stringsdict[position].isEmpty
          || (0..<part.range.count).contains {
            part.unit(row: $0, position: position) != Part.nothing
              || part.dictionaryUnit(row: $0, position: position) != Part.nothing
          }
      }
    }
  }

  /// Calls `body` with the key, value and comment of each `.strings` entry of a language, in
  /// key order.
  private func forEachUnit(at position: Int, _ body: (String, String, String?) -> Void) {
    for part in parts {
      for row in 0..<part.range.count {
        let choice = part.unit(row: row, position: position)
        guard choice != Part.nothing else { continue }
        let index = order[part.range.lowerBound + row]
        let key = entries.key(at: index)
        let comment = entries.withValueInPlace(at: index) { $0.pointee.comment }
        if choice == Int32(CatalogExporter.keyItself) {
          body(key, key, comment)
        } else {
          entries.withValueInPlace(at: index) { $0.pointee.localizations }?.withValue(at: Int(choice)) { localization in
            body(key, localization.stringUnit?.value ?? "", comment)
          }
        }
      }
    }
  }

  /// The number of `.strings` entries the language at `position` writes.
  package func stringsCount(at position: Int) -> Int {
    parts.reduce(0) { total, part in
      total + (0..<part.range.count).count { part.unit(row: $0, position: position) != Part.nothing }
    }
  }

  /// The `.strings` entries of the language at `position`, in key order.
  package func stringsEntries(at position: Int) -> [StringsTable.Entry] {
    var result: [StringsTable.Entry] = []
    forEachUnit(at: position) { key, value, comment in
      result.append(StringsTable.Entry(key: key, value: value, comment: comment, line: 0, column: 0))
    }
    return result
  }

  /// The `.strings` file of the language at `position`, as ``StringsWriter`` writes the
  /// entries ``stringsEntries(at:)`` returns; `nil` when the language has none.
  package func stringsBytes(at position: Int, encoding: TextEncoding) -> [UInt8]? {
    stringsBytes(at: [position], encoding: encoding)[0]
  }

  /// The `.strings` files of the languages at `positions` (see ``stringsBytes(at:encoding:)``).
  ///
  /// A plan made with rendering joins each entry's head, escaped once for all languages, with
  /// each language's escaped value, slice by slice on all cores: a thread reads an entry's
  /// localizations once for all the languages asked for, and no two threads touch the same
  /// entry. Asking for a few languages at a time bounds the memory an export needs.
  package func stringsBytes(at positions: [Int], encoding: TextEncoding) -> [[UInt8]?] {
    guard let first = parts.first, !first.headEnds.isEmpty || first.range.isEmpty else {
      return positions.map { position in
        let entries = stringsEntries(at: position)
        return entries.isEmpty ? nil : StringsWriter.data(for: entries, encoding: encoding)
      }
    }
    let rendered = ConcurrentSlots<(fragments: [[UInt8]], leadsWithComment: [Bool])>(count: parts.count)
    DispatchQueue.concurrentPerform(iterations: parts.count) { index in
      rendered.store(render(parts[index], positions: positions), at: index)
    }
    let slices = rendered.all()
    return positions.indices.map { column in
      var file: [UInt8] = []
      file.reserveCapacity(slices.reduce(0) { $0 + ($1?.fragments[column].count ?? 0) + 1 })
      for case let slice? in slices where !slice.fragments[column].isEmpty {
        // A commented entry takes a blank line before it, unless it starts the file.
        if slice.leadsWithComment[column] && !file.isEmpty { file.append(0x0A) }
        file.append(contentsOf: slice.fragments[column])
      }
      return file.isEmpty ? nil : StringsWriter.encoded(file, as: encoding)
    }
  }

  /// Whether `file` holds exactly the `.strings` file of the language at `position` (UTF-8, as
  /// ``stringsBytes(at:encoding:)`` renders it).
  ///
  /// A plan made with rendering compares entry by entry, each value escaped into a small buffer
  /// that is reused: comparing a large export renders no file, and a file that differs is left
  /// at its first differing entry.
  package func stringsFileMatches(at position: Int, file: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = parts.first, !first.headEnds.isEmpty || first.range.isEmpty else {
      guard let expected = stringsBytes(at: position, encoding: .utf8) else { return false }
      return expected.withUnsafeBufferPointer { $0.elementsEqual(file) }
    }
    guard let base = file.baseAddress else { return false }
    // `StringsWriter.encoded` gives a file whose text holds a NUL byte (only a comment can) a
    // byte order mark; the text compared below is the file's, so the file's NUL decides.
    let hasMark = file.count >= 3 && file[0] == 0xEF && file[1] == 0xBB && file[2] == 0xBF
    var offset = hasMark ? 3 : 0
    let hasNUL = file.count > offset && memchr(base + offset, 0, file.count - offset) != nil
    guard hasMark == hasNUL else { return false }
    func take(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard !bytes.isEmpty else { return true }
      guard file.count - offset >= bytes.count, memcmp(bytes.baseAddress!, base + offset, bytes.count) == 0 else { return false }
      offset += bytes.count
      return true
    }
    var value = ByteWriter(capacity: 1 << 12)
    var wroteAny = false
    for part in parts {
      let same = part.heads.withUnsafeBufferPointer { heads in
        var headStart = 0
        for row in 0..<part.range.count {
          let headEnd = part.headEnds[row]
          defer { headStart = headEnd }
          let choice = part.unit(row: row, position: position)
          guard choice != Part.nothing else { continue }
          // A commented entry takes a blank line before it, unless it starts the file.
          if part.commented[row] && wroteAny {
            guard offset < file.count, file[offset] == 0x0A else { return false }
            offset += 1
          }
          wroteAny = true
          guard take(UnsafeBufferPointer(rebasing: heads[headStart..<headEnd])) else { return false }
          let index = order[part.range.lowerBound + row]
          value.removeAll()
          entries.withValueInPlace(at: index) { entry in
            appendValue(of: index, choice: choice, localizations: entry.pointee.localizations ?? KeyedList(), to: &value)
          }
          guard value.withBytes(take) else { return false }
        }
        return true
      }
      guard same else { return false }
    }
    return wroteAny && offset == file.count
  }

  /// One slice's `.strings` entries for each language at `positions`, and whether each
  /// fragment starts with a commented entry.
  private func render(_ part: Part, positions: [Int]) -> (fragments: [[UInt8]], leadsWithComment: [Bool]) {
    var writers = positions.map { _ in ByteWriter(capacity: 1 << 14) }
    var leadsWithComment = [Bool](repeating: false, count: positions.count)
    part.heads.withUnsafeBufferPointer { heads in
      var headStart = 0
      for row in 0..<part.range.count {
        let headEnd = part.headEnds[row]
        defer { headStart = headEnd }
        let index = order[part.range.lowerBound + row]
        // Read in place: `entries[index].value` copies the pair (see `KeyedList+InPlace`).
        entries.withValueInPlace(at: index) { entry in
          let localizations = entry.pointee.localizations ?? KeyedList()
          for (column, position) in positions.enumerated() {
            let choice = part.unit(row: row, position: position)
            guard choice != Part.nothing else { continue }
            if part.commented[row] {
              if writers[column].count > 0 { writers[column].append(0x0A) } else { leadsWithComment[column] = true }
            }
            writers[column].append(contentsOf: UnsafeBufferPointer(rebasing: heads[headStart..<headEnd]))
            appendValue(of: index, choice: choice, localizations: localizations, to: &writers[column])
          }
        }
      }
    }
    return (writers.map(\.buffer), leadsWithComment)
  }

  /// Appends the value a language writes for the entry at `index` (``entries``), as `choice`
  /// names it among the entry's `localizations` (or the key itself), and what closes the entry.
  @inline(__always)
  private func appendValue(
    of index: Int, choice: Int32, localizations: KeyedList<Localization>, to out: inout ByteWriter
  ) {
    if choice == Int32(CatalogExporter.keyItself) {
      StringsWriter.appendValue(entries.key(at: index), to: &out)
    } else {
      // Read in place: `localizations[choice].value` copies the pair (see `KeyedList+InPlace`).
      localizations.withValueInPlace(at: Int(choice)) { localization in
        StringsWriter.appendValue(localization.pointee.stringUnit?.value ?? "", to: &out)
      }
    }
  }

  /// The `.stringsdict` entries of the language at `position`, in key order.
  package func stringsdictEntries(at position: Int) -> [StringsdictEntry] {
    guard let catalog = deferredCatalog else { return parts.flatMap { $0.stringsdict[position] } }
    // A plan made for comparing makes them now, for this language only; the ledger is not kept.
    var result: [StringsdictEntry] = []
    var ledger: [LedgerEntry] = []
    for part in parts {
      for row in 0..<part.range.count {
        let choice = part.dictionaryUnit(row: row, position: position)
        guard choice != Part.nothing else { continue }
        let index = order[part.range.lowerBound + row]
        let (key, entry) = (entries.key(at: index), entries.value(at: index))
        guard let localization = entry.localizations?.value(at: Int(choice)) else { continue }
        var commentNoted = true
        if let dictEntry = CatalogExporter.dictionaryEntry(
          key: key, entry: entry, localization: localization, catalog: catalog, language: languages[position],
          ledger: &ledger, commentNoted: &commentNoted)
        {
          result.append(dictEntry)
        }
      }
    }
    return result
  }
}
