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
    /// Per language position, the slice's `.strings` entries already written as UTF-8, when
    /// the plan renders (the first entry without the blank line a comment gets in a file).
    var fragments: [[UInt8]] = []
    /// Per language position, whether the fragment starts with a commented entry, which needs
    /// a blank line before it unless it starts the file.
    var leadsWithComment: [Bool] = []

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
  package func stringsBytes(at position: Int, encoding: TextEncoding) -> [UInt8]? {
    if let first = parts.first, !first.fragments.isEmpty {
      var file: [UInt8] = []
      file.reserveCapacity(parts.reduce(0) { $0 + $1.fragments[position].count + 1 })
      for part in parts where !part.fragments[position].isEmpty {
        if part.leadsWithComment[position] && !file.isEmpty { file.append(0x0A) }
        file.append(contentsOf: part.fragments[position])
      }
      return file.isEmpty ? nil : StringsWriter.encoded(file, as: encoding)
    }
    let entries = stringsEntries(at: position)
    return entries.isEmpty ? nil : StringsWriter.data(for: entries, encoding: encoding)
  }

  /// The `.stringsdict` entries of the language at `position`, in key order.
  package func stringsdictEntries(at position: Int) -> [StringsdictEntry] {
    parts.flatMap { $0.stringsdict[position] }
  }
}

/// Writes one slice's `.strings` entries for every language, escaping each key and comment
/// once and copying the result into each language's fragment.
struct SliceRenderer {
  private(set) var fragments: [ByteWriter]
  private(set) var leadsWithComment: [Bool]
  /// The current entry's comment block, quoted key and ` = "`.
  private var head = ByteWriter(capacity: 1024)
  private var hasComment = false

  init(languageCount: Int) {
    fragments = (0..<languageCount).map { _ in ByteWriter(capacity: 1 << 14) }
    leadsWithComment = Array(repeating: false, count: languageCount)
  }

  /// Starts an entry: what every language writes before its value.
  mutating func begin(key: String, comment: String?) {
    head.removeAll()
    hasComment = comment != nil
    StringsWriter.appendHead(key: key, comment: comment, to: &head)
  }

  /// Writes the current entry with `value` for the language at `position`.
  mutating func append(value: String, at position: Int) {
    if hasComment {
      if fragments[position].count > 0 { fragments[position].append(0x0A) } else { leadsWithComment[position] = true }
    }
    head.withBytes { fragments[position].append(contentsOf: $0) }
    StringsWriter.appendValue(value, to: &fragments[position])
  }
}
