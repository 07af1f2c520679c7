import XCStringsBase
import XCStringsModel

/// Finds where each key of a catalog's `strings` object is written in the JSON file, so lint
/// findings can point at `path:line:col` of the key.
///
/// One extra pass over the bytes that decodes only keys and skips values, kept apart from
/// ``CatalogJSONReader`` so that reading a catalog for conversion costs nothing more. Offsets
/// are turned into lines and columns in one pass over the file when the locator is made.
package struct CatalogKeyLocator: Sendable {
  /// The file's path as given.
  package var path: String
  /// The byte offset of the `sourceLanguage` member's name, when present.
  package private(set) var sourceLanguageOffset: Int?
  /// Finds a key's position in ``offsets``.
  private var keys: KeyIndex = .scanned(KeyedList())
  /// The byte offset of each key's opening quote, by position.
  private var offsets: [Int] = []
  /// The line and column of each key, by position, worked out in one counting pass rather
  /// than from a table of every line (a large catalog has a million of them).
  private var positions: [(line: Int, column: Int)] = []
  private var sourceLanguagePosition: (line: Int, column: Int)?

  /// Where a key's position comes from. A catalog's own `strings` list already finds a key's
  /// position, so the locator shares it instead of indexing the keys again: building a second
  /// index of a large catalog's keys was a fortieth of `lint`'s time, on one thread.
  private enum KeyIndex: Sendable {
    case catalog(KeyedList<CatalogEntry>)
    case scanned(KeyedList<Int>)

    func position(of key: String) -> Int? {
      switch self {
      case .catalog(let list): return list.position(of: key, hint: -1)
      case .scanned(let list): return list[key]
      }
    }

    var keys: [String] {
      switch self {
      case .catalog(let list): return list.keys
      case .scanned(let list): return list.keys
      }
    }
  }

  /// The byte offset of each key's opening quote under `strings`.
  package var keyOffsets: KeyedList<Int> {
    var list = KeyedList<Int>()
    for (key, offset) in zip(keys.keys, offsets) { list.appendUnchecked(key, offset) }
    return list
  }

  /// Scans the catalog's bytes; JSON that cannot be scanned yields no offsets (every location is
  /// then `path:1:1`), since the reader reports such files anyway.
  package init(bytes: [UInt8], path: String) {
    self = bytes.withUnsafeBufferPointer { CatalogKeyLocator(buffer: $0, path: path) }
  }

  /// ``init(bytes:path:)`` over bytes that need not be an array (a mapped file).
  package init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
    self.path = path
    var found = KeyedList<Int>()
    var offsets: [Int] = []
    var sourceLanguage: Int?
    do {
      var scanner = JSONScanner(bytes: buffer)
      scanner.offset = JSONScanner.byteOrderMarkLength(of: buffer)
      do {
        guard scanner.peek() == 0x7B else { return }
        try scanner.readObject { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(ParseFailure) in
          switch key {
          case "strings" where scanner.peek() == 0x7B:
            try scanner.readObject { (inner: inout JSONScanner, key: String, keyOffset: Int) throws(ParseFailure) in
              if !found.contains(key) {
                found.appendUnchecked(key, offsets.count)
                offsets.append(keyOffset)
              }
              try inner.skipValue()
            }
          case "sourceLanguage":
            sourceLanguage = keyOffset
            try scanner.skipValue()
          default:
            try scanner.skipValue()
          }
        }
      } catch {
        // Keep what was found before the problem.
      }
    }
    keys = .scanned(found)
    self.offsets = offsets
    sourceLanguageOffset = sourceLanguage
    locate(buffer)
  }

  /// A locator from offsets the reader noted while decoding (`strings` is the catalog's list,
  /// one offset per key in its order), which spares a second pass over a large file.
  package init(
    buffer: UnsafeBufferPointer<UInt8>, path: String, strings: KeyedList<CatalogEntry>, offsets: CatalogJSONReader.Offsets
  ) {
    self.path = path
    keys = .catalog(strings)
    self.offsets = offsets.entries
    sourceLanguageOffset = offsets.sourceLanguage
    guard offsets.lines.count == offsets.entries.count else {
      locate(buffer)
      return
    }
    // The reader's pieces counted the lines while decoding: only columns are left to find.
    positions = zip(offsets.entries, offsets.lines).map { offset, line in (line, LineTable.column(at: offset, in: buffer)) }
    if let sourceLanguageOffset {
      // Only the bytes up to the offset decide its line and column; the whole buffer would
      // also be searched for carriage returns (5 ms for a 49 MB catalog, on one thread).
      let prefix = UnsafeBufferPointer(rebasing: buffer[0..<min(sourceLanguageOffset + 1, buffer.count)])
      sourceLanguagePosition = LineTable.positions(ofAscending: [sourceLanguageOffset], in: prefix)[0]
    }
  }

  /// Works out the line and column of every key and of `sourceLanguage` in one pass over the
  /// file (keys are in file order, so their offsets ascend; `sourceLanguage` is put in its place).
  private mutating func locate(_ buffer: UnsafeBufferPointer<UInt8>) {
    var wanted = offsets
    if let sourceLanguageOffset { wanted.append(sourceLanguageOffset) }
    var order = Array(wanted.indices)
    if !zip(wanted, wanted.dropFirst()).allSatisfy({ $0 < $1 }) { order.sort { wanted[$0] < wanted[$1] } }
    let found = LineTable.positions(ofAscending: order.map { wanted[$0] }, in: buffer)
    var byIndex = [(line: Int, column: Int)](repeating: (1, 1), count: wanted.count)
    for (rank, index) in order.enumerated() { byIndex[index] = found[rank] }
    if sourceLanguageOffset != nil { sourceLanguagePosition = byIndex.removeLast() }
    positions = byIndex
  }

  /// The location of a key's opening quote, or `path:1:1` when the key is not in the file.
  package func location(of key: String) -> SourceLocation {
    guard let position = keys.position(of: key), position < positions.count else { return .file(path) }
    return SourceLocation(path: path, line: positions[position].line, column: positions[position].column)
  }

  /// The location of the `sourceLanguage` member, or `path:1:1`.
  package var sourceLanguageLocation: SourceLocation {
    guard let (line, column) = sourceLanguagePosition else { return .file(path) }
    return SourceLocation(path: path, line: line, column: column)
  }
}
