import Foundation

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
  let entries: [(key: String, value: CatalogEntry)]
  /// Positions in ``entries`` in Xcode's key order.
  let order: [Int]
  let parts: [Part]
  /// Everything that could not be written exactly, in key order.
  package let ledger: [LedgerEntry]

  init(languages: [LanguageCode], entries: [(key: String, value: CatalogEntry)], order: [Int], parts: [Part]) {
    self.languages = languages
    self.entries = entries
    self.order = order
    self.parts = parts
    self.ledger = parts.flatMap(\.ledger)
  }

  /// The positions (in ``languages``) of the languages that write anything.
  package var positionsWithContent: [Int] {
    languages.indices.filter { position in
      parts.contains { part in
        !part.stringsdict[position].isEmpty || (0..<part.range.count).contains { part.unit(row: $0, position: position) != Part.nothing }
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
        let key = entries[index].key
        let comment = entries[index].value.comment
        if choice == Int32(CatalogExporter.keyItself) {
          body(key, key, comment)
        } else {
          entries[index].value.localizations?.withValue(at: Int(choice)) { localization in
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

  /// Whether each of `files` holds exactly the `.strings` file of the language at the same index
  /// of `positions` (UTF-8, as ``stringsBytes(at:encoding:)`` renders it; `nil` is no file).
  ///
  /// A plan made with rendering compares each slice's bytes with the file where they would go,
  /// without joining the slices into a file: comparing a large export allocates and copies no
  /// second file per language.
  package func stringsFilesMatch(at positions: [Int], files: [UnsafeBufferPointer<UInt8>?]) -> [Bool] {
    guard let first = parts.first, !first.headEnds.isEmpty || first.range.isEmpty else {
      return zip(stringsBytes(at: positions, encoding: .utf8), files).map { expected, file in
        guard let expected, let file else { return false }
        return expected.withUnsafeBufferPointer { $0.elementsEqual(file) }
      }
    }
    let rendered = ConcurrentSlots<(fragments: [[UInt8]], leadsWithComment: [Bool])>(count: parts.count)
    DispatchQueue.concurrentPerform(iterations: parts.count) { index in
      rendered.store(render(parts[index], positions: positions), at: index)
    }
    let slices = rendered.all().compactMap { $0 }
    // Each language's file is compared on its own thread: the comparison faults the mapped
    // file's pages in, which on one thread left the other cores idle.
    let matches = ConcurrentSlots<Bool>(count: positions.count)
    let shared = ReadOnlyBuffers(files)
    DispatchQueue.concurrentPerform(iterations: positions.count) { column in
      matches.store(Self.matches(shared.buffers[column], column: column, slices: slices), at: column)
    }
    return positions.indices.map { matches.take(at: $0) ?? false }
  }

  /// Buffers that threads only read, alive for the whole call that shares them (the caller's
  /// mapped files), so handing them to other threads is safe.
  private struct ReadOnlyBuffers: @unchecked Sendable {
    let buffers: [UnsafeBufferPointer<UInt8>?]
    init(_ buffers: [UnsafeBufferPointer<UInt8>?]) { self.buffers = buffers }
  }

  /// Whether `file` holds exactly the bytes the rendered `slices` give for one column.
  private static func matches(
    _ file: UnsafeBufferPointer<UInt8>?, column: Int, slices: [(fragments: [[UInt8]], leadsWithComment: [Bool])]
  ) -> Bool {
    guard let file, let base = file.baseAddress else { return false }
    // A NUL byte (only a comment can hold one) gives the file a byte order mark, as
    // `StringsWriter.encoded` writes it.
    let hasNUL = slices.contains { slice in
      slice.fragments[column].withUnsafeBufferPointer { !$0.isEmpty && memchr($0.baseAddress!, 0, $0.count) != nil }
    }
    var offset = 0
    if hasNUL {
      guard file.count >= 3, file[0] == 0xEF, file[1] == 0xBB, file[2] == 0xBF else { return false }
      offset = 3
    }
    var wroteAny = false
    for slice in slices where !slice.fragments[column].isEmpty {
      // A commented entry takes a blank line before it, unless it starts the file.
      if slice.leadsWithComment[column] && wroteAny {
        guard offset < file.count, file[offset] == 0x0A else { return false }
        offset += 1
      }
      let same = slice.fragments[column].withUnsafeBufferPointer { fragment in
        file.count - offset >= fragment.count && memcmp(fragment.baseAddress!, base + offset, fragment.count) == 0
      }
      guard same else { return false }
      offset += slice.fragments[column].count
      wroteAny = true
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
        // Read in place: `entries[index].value` copies the pair (see `PairKeys`).
        PairKeys.withValue(entries, at: index) { entry in
          let localizations = entry.pointee.localizations?.pairs ?? []
          for (column, position) in positions.enumerated() {
            let choice = part.unit(row: row, position: position)
            guard choice != Part.nothing else { continue }
            if part.commented[row] {
              if writers[column].count > 0 { writers[column].append(0x0A) } else { leadsWithComment[column] = true }
            }
            writers[column].append(contentsOf: UnsafeBufferPointer(rebasing: heads[headStart..<headEnd]))
            if choice == Int32(CatalogExporter.keyItself) {
              StringsWriter.appendValue(entries[index].key, to: &writers[column])
            } else {
              PairKeys.withValue(localizations, at: Int(choice)) { localization in
                StringsWriter.appendValue(localization.pointee.stringUnit?.value ?? "", to: &writers[column])
              }
            }
          }
        }
      }
    }
    return (writers.map(\.buffer), leadsWithComment)
  }

  /// The `.stringsdict` entries of the language at `position`, in key order.
  package func stringsdictEntries(at position: Int) -> [StringsdictEntry] {
    parts.flatMap { $0.stringsdict[position] }
  }
}
