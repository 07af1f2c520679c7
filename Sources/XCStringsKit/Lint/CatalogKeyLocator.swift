/// Finds where each key of a catalog's `strings` object is written in the JSON file, so lint
/// findings can point at `path:line:col` of the key.
///
/// One extra pass over the bytes that decodes only keys and skips values, kept apart from
/// ``CatalogJSONReader`` so that reading a catalog for conversion costs nothing more. Offsets
/// are turned into lines and columns only when a finding is reported (see ``location(of:)``).
public struct CatalogKeyLocator: Sendable {
  /// The file's path as given.
  public var path: String
  /// The byte offset of each key's opening quote under `strings`.
  public private(set) var keyOffsets = KeyedList<Int>()
  /// The byte offset of the `sourceLanguage` member's name, when present.
  public private(set) var sourceLanguageOffset: Int?
  /// Line starts of the whole file, for a locator that scanned the file itself.
  private let lines: LineTable?
  /// The line and column of every offset the locator knows, for one made from the reader's
  /// offsets (worked out in one counting pass rather than a table of a million lines).
  private var known: [Int: (line: Int, column: Int)] = [:]

  /// Scans the catalog's bytes; JSON that cannot be scanned yields no offsets (every location is
  /// then `path:1:1`), since the reader reports such files anyway.
  public init(bytes: [UInt8], path: String) {
    self.path = path
    self.lines = LineTable(utf8: bytes)
    var offsets = KeyedList<Int>()
    var sourceLanguage: Int?
    bytes.withUnsafeBufferPointer { buffer in
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
  }

  /// A locator from offsets the reader noted while decoding (`keys` in `strings` order, one
  /// offset each), which spares a second pass over a large file.
  init(bytes: [UInt8], path: String, keys: [String], offsets: CatalogJSONReader.Offsets) {
    self.path = path
    self.lines = nil
    var located = KeyedList<Int>()
    located.reserveCapacity(keys.count)
    // The reader rejects duplicate keys, so every key here is new.
    for (key, offset) in zip(keys, offsets.entries) { located.appendUnchecked(key, offset) }
    self.keyOffsets = located
    self.sourceLanguageOffset = offsets.sourceLanguage
    // Entries come in file order, so their offsets ascend; `sourceLanguage` goes in its place.
    var wanted = offsets.entries
    if let sourceLanguage = offsets.sourceLanguage { wanted.append(sourceLanguage) }
    if !zip(wanted, wanted.dropFirst()).allSatisfy({ $0 < $1 }) { wanted.sort() }
    known.reserveCapacity(wanted.count)
    for (offset, position) in zip(wanted, LineTable.positions(ofAscending: wanted, in: bytes)) {
      known[offset] = position
    }
  }

  /// The location of a key's opening quote, or `path:1:1` when the key is not in the file.
  public func location(of key: String) -> SourceLocation {
    guard let offset = keyOffsets[key] else { return .file(path) }
    return location(ofOffset: offset)
  }

  private func location(ofOffset offset: Int) -> SourceLocation {
    if let lines { return lines.location(ofOffset: offset, path: path) }
    guard let (line, column) = known[offset] else { return .file(path) }
    return SourceLocation(path: path, line: line, column: column)
  }

  /// The location of the `sourceLanguage` member, or `path:1:1`.
  public var sourceLanguageLocation: SourceLocation {
    guard let sourceLanguageOffset else { return .file(path) }
    return location(ofOffset: sourceLanguageOffset)
  }
}
