/// Finds where each key of a catalog's `strings` object is written in the JSON file, so lint
/// findings can point at `path:line:col` of the key.
///
/// One extra pass over the bytes that decodes only keys and skips values, kept apart from
/// ``CatalogJSONReader`` so that reading a catalog for conversion costs nothing more. Offsets
/// are turned into lines and columns in one pass over the file when the locator is made.
public struct CatalogKeyLocator: Sendable {
  /// The file's path as given.
  public var path: String
  /// The byte offset of each key's opening quote under `strings`.
  public private(set) var keyOffsets = KeyedList<Int>()
  /// The byte offset of the `sourceLanguage` member's name, when present.
  public private(set) var sourceLanguageOffset: Int?
  /// The line and column of every offset the locator knows, worked out in one counting pass
  /// rather than from a table of every line (a large catalog has a million of them).
  private var known: [Int: (line: Int, column: Int)] = [:]

  /// Scans the catalog's bytes; JSON that cannot be scanned yields no offsets (every location is
  /// then `path:1:1`), since the reader reports such files anyway.
  public init(bytes: [UInt8], path: String) {
    self = bytes.withUnsafeBufferPointer { CatalogKeyLocator(buffer: $0, path: path) }
  }

  /// ``init(bytes:path:)`` over bytes that need not be an array (a mapped file).
  init(buffer: UnsafeBufferPointer<UInt8>, path: String) {
    self.path = path
    var offsets = KeyedList<Int>()
    var sourceLanguage: Int?
    do {
      var scanner = JSONScanner(bytes: buffer)
      do {
        guard scanner.peek() == 0x7B else { return }
        try scanner.readObject { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(JSONScanner.Failure) in
          switch key {
          case "strings" where scanner.peek() == 0x7B:
            try scanner.readObject { (inner: inout JSONScanner, key: String, keyOffset: Int) throws(JSONScanner.Failure) in
              if !offsets.contains(key) { offsets[key] = keyOffset }
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
    self.keyOffsets = offsets
    self.sourceLanguageOffset = sourceLanguage
    locate(buffer)
  }

  /// A locator from offsets the reader noted while decoding (`keys` in `strings` order, one
  /// offset each), which spares a second pass over a large file.
  init(buffer: UnsafeBufferPointer<UInt8>, path: String, keys: [String], offsets: CatalogJSONReader.Offsets) {
    self.path = path
    var located = KeyedList<Int>()
    located.reserveCapacity(keys.count)
    // The reader rejects duplicate keys, so every key here is new.
    for (key, offset) in zip(keys, offsets.entries) { located.appendUnchecked(key, offset) }
    self.keyOffsets = located
    self.sourceLanguageOffset = offsets.sourceLanguage
    guard offsets.lines.count == offsets.entries.count else {
      locate(buffer)
      return
    }
    // The reader's pieces counted the lines while decoding: only columns are left to find.
    known.reserveCapacity(offsets.entries.count + 1)
    for (offset, line) in zip(offsets.entries, offsets.lines) {
      known[offset] = (line, LineTable.column(at: offset, in: buffer))
    }
    if let sourceLanguageOffset = offsets.sourceLanguage {
      known[sourceLanguageOffset] = LineTable.positions(ofAscending: [sourceLanguageOffset], in: buffer)[0]
    }
  }

  /// Works out the line and column of every known offset: the keys (in file order, so
  /// ascending) and `sourceLanguage`, put in its place.
  private mutating func locate(_ buffer: UnsafeBufferPointer<UInt8>) {
    var wanted = keyOffsets.values
    if let sourceLanguageOffset { wanted.append(sourceLanguageOffset) }
    if !zip(wanted, wanted.dropFirst()).allSatisfy({ $0 < $1 }) { wanted.sort() }
    known.reserveCapacity(wanted.count)
    for (offset, position) in zip(wanted, LineTable.positions(ofAscending: wanted, in: buffer)) {
      known[offset] = position
    }
  }

  /// The location of a key's opening quote, or `path:1:1` when the key is not in the file.
  public func location(of key: String) -> SourceLocation {
    guard let offset = keyOffsets[key] else { return .file(path) }
    return location(ofOffset: offset)
  }

  private func location(ofOffset offset: Int) -> SourceLocation {
    guard let (line, column) = known[offset] else { return .file(path) }
    return SourceLocation(path: path, line: line, column: column)
  }

  /// The location of the `sourceLanguage` member, or `path:1:1`.
  public var sourceLanguageLocation: SourceLocation {
    guard let sourceLanguageOffset else { return .file(path) }
    return location(ofOffset: sourceLanguageOffset)
  }
}
