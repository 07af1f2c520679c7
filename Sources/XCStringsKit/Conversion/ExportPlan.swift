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
  ///
  /// A plan made with rendering joins each entry's head, escaped once for all languages, with
  /// the language's escaped value. Files are rendered only when asked for, so an export holds
  /// the files it is writing, not all of them.
  package func stringsBytes(at position: Int, encoding: TextEncoding) -> [UInt8]? {
    guard let first = parts.first, !first.headEnds.isEmpty || first.range.isEmpty else {
      let entries = stringsEntries(at: position)
      return entries.isEmpty ? nil : StringsWriter.data(for: entries, encoding: encoding)
    }
    var out = ByteWriter(capacity: 1 << 16)
    for part in parts {
      part.heads.withUnsafeBufferPointer { heads in
        var headStart = 0
        for row in 0..<part.range.count {
          let headEnd = part.headEnds[row]
          defer { headStart = headEnd }
          let choice = part.unit(row: row, position: position)
          guard choice != Part.nothing else { continue }
          if part.commented[row] && out.count > 0 { out.append(0x0A) }
          out.append(contentsOf: UnsafeBufferPointer(rebasing: heads[headStart..<headEnd]))
          // Read in place: `entries[index].value` copies the pair (see `PairKeys`).
          PairKeys.withValue(entries, at: order[part.range.lowerBound + row]) { entry in
            if choice == Int32(CatalogExporter.keyItself) {
              StringsWriter.appendValue(entries[order[part.range.lowerBound + row]].key, to: &out)
            } else if let localizations = entry.pointee.localizations {
              PairKeys.withValue(localizations.pairs, at: Int(choice)) { localization in
                StringsWriter.appendValue(localization.pointee.stringUnit?.value ?? "", to: &out)
              }
            }
          }
        }
      }
    }
    return out.count == 0 ? nil : StringsWriter.encoded(out.buffer, as: encoding)
  }

  /// The `.stringsdict` entries of the language at `position`, in key order.
  package func stringsdictEntries(at position: Int) -> [StringsdictEntry] {
    parts.flatMap { $0.stringsdict[position] }
  }
}
