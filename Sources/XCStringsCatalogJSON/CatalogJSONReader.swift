import Foundation
import XCStringsBase
import XCStringsModel

/// Reads a String Catalog from JSON bytes into the model, keeping fields it does not know.
///
/// Invalid JSON is reported with line and column; JSON that is not a catalog (a `strings`
/// that is an array, a missing `sourceLanguage`) is reported with the JSON path of the
/// offending value, such as `strings["Done"].localizations.ja.stringUnit.value`.
///
/// Large catalogs are decoded on several threads: the entries (independent of each other) are
/// cut into slices at their key lines (``CatalogEntrySplitter``), or, when the layout gives no
/// usable cuts, found by a pass that skims the document. Any failure on that path falls back
/// to the single-threaded decoder, so diagnostics are always the ones a front-to-back read
/// gives.
package enum CatalogJSONReader {
  /// Decodes a catalog. `path` names the file in diagnostics.
  package static func read(_ bytes: [UInt8], path: String) throws(Diagnostic) -> StringCatalog {
    try bytes.withUnsafeBufferPointer { (buffer) throws(Diagnostic) in try read(buffer, path: path) }
  }

  /// Decodes a catalog from bytes that need not be an array (a mapped file).
  package static func read(_ buffer: UnsafeBufferPointer<UInt8>, path: String) throws(Diagnostic) -> StringCatalog {
    try readLocating(buffer, path: path).catalog
  }

  /// Reads and decodes the catalog at `path`. A large file is mapped rather than copied (see
  /// ``MappedFile``); the model owns its strings, so the mapping ends with the call.
  package static func read(contentsOf path: String) throws(Diagnostic) -> StringCatalog {
    try read(try MappedFile(path: path), path: path)
  }

  /// Decodes the catalog in `file`, letting the pages of each part go once it is decoded
  /// (``MappedFile/releasePages(in:)``): the model owns its strings, and without this the whole
  /// file stays resident next to the model until decoding ends, a third of the peak memory of
  /// `format` and `export`. The bytes stay readable; pages read again come back from the file.
  package static func read(_ file: MappedFile, path: String) throws(Diagnostic) -> StringCatalog {
    try readLocating(file.buffer, path: path, afterPiece: { file.releasePages(in: $0) }).catalog
  }

  /// Where the parallel path found each entry's key (in `strings` order) and the
  /// `sourceLanguage` member; `nil` when the catalog was read front to back.
  package struct Offsets {
    /// The offset of each entry's key.
    package var entries: [Int]
    /// The offset of the `sourceLanguage` member's key, if it has one.
    package var sourceLanguage: Int?
    /// The 1-based line of each entry's key, when the pieces counted them (else empty).
    package var lines: [Int] = []
  }

  /// Decodes a catalog and, when it was read in parallel, the offsets noted on the way, so
  /// that the linter need not scan the file again to locate keys; `warnings` names the keys
  /// written twice (read as one, see ``readAllowingIdenticalRepeats(_:path:)``).
  package static func readLocating(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String, afterPiece: (@Sendable (Range<Int>) -> Void)? = nil
  ) throws(Diagnostic) -> (catalog: StringCatalog, offsets: Offsets?, warnings: [Diagnostic]) {
    let lanes = min(Parallelism.processorCount, 4)
    if lanes > 1, buffer.count >= parallelThreshold,
      let (catalog, offsets) = readInParallel(buffer, lanes: lanes, afterPiece: afterPiece)
    {
      return (catalog, offsets, [])
    }
    let (catalog, warnings) = try readFrontToBack(buffer, path: path)
    return (catalog, nil, warnings)
  }

  /// Decodes a catalog on one thread. A key written twice is read as one value (see
  /// ``CatalogDecoder/repairsRepeats``) and given back as a warning at its second place.
  static func readFrontToBack(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String
  ) throws(Diagnostic) -> (catalog: StringCatalog, warnings: [Diagnostic]) {
    var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
    decoder.repairsRepeats = true
    do throws(ParseFailure) {
      let catalog = try decoder.catalog()
      try decoder.scanner.expectEnd()
      guard !decoder.repeatedKeys.isEmpty else { return (catalog, []) }
      let lines = LineTable(utf8: Array(buffer))
      let warnings = decoder.repeatedKeys.map { repeated in
        let location = lines.location(ofOffset: repeated.offset, path: path)
        let first = Diagnostic.note(
          "'\(repeated.name)' was first defined here", at: lines.location(ofOffset: repeated.firstOffset, path: path))
        let subject = "duplicate key '\(repeated.name)' in \(repeated.parent)"
        switch repeated.outcome {
        case .identical:
          return Diagnostic.warning(subject + ", with the same value; read once", at: location)
        case .united:
          return Diagnostic(.warning, subject + "; its copies are read as one", at: location, notes: [first])
        case .laterWins:
          return Diagnostic(.warning, subject + "; where the copies differ, the later one wins", at: location, notes: [first])
        }
      }
      return (catalog, warnings)
    } catch {
      throw error.diagnostic(in: buffer, path: path)
    }
  }

  /// Below this size one thread decodes everything (starting threads costs more than it saves).
  package static let parallelThreshold = 1 << 20

  /// Pieces per thread: threads take pieces as they finish, so the last piece is all that one
  /// thread may still decode while the others wait. With four per thread that wait was about
  /// 50 ms of a 48 MB catalog's 230 ms decode on two cores.
  static let piecesPerLane = 16

  /// The catalog decoded on `lanes` threads, or `nil` if anything is wrong with the document
  /// (the caller then decodes it front to back to report the first problem).
  static func readInParallel(_ bytes: [UInt8], lanes: Int) -> (StringCatalog, Offsets)? {
    bytes.withUnsafeBufferPointer { readInParallel($0, lanes: lanes) }
  }

  /// ``readInParallel(_:lanes:)`` over bytes that need not be an array (a mapped file).
  package static func readInParallel(
    _ buffer: UnsafeBufferPointer<UInt8>, lanes: Int, afterPiece: (@Sendable (Range<Int>) -> Void)? = nil
  ) -> (StringCatalog, Offsets)? {
    do {
      var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
      decoder.skipsEntries = true
      let splitter = CatalogEntrySplitter(buffer: buffer, pieces: lanes * piecesPerLane, afterPiece: afterPiece)
      decoder.splitter = splitter
      guard var catalog = try? decoder.catalog(), (try? decoder.scanner.expectEnd()) != nil else { return nil }
      let decoded: [[(key: String, entry: CatalogEntry)]?]
      let offsets: [Int]
      var lines: [Int] = []
      if !splitter.pieces.isEmpty {
        decoded = splitter.pieces
        offsets = splitter.offsets
        lines = splitter.lines
      } else {
        offsets = decoder.entryOffsets
        decoded = decodeSkimmed(buffer, offsets: offsets, lanes: lanes)
      }
      guard !decoded.contains(where: { $0 == nil }) else { return nil }
      var strings = KeyedList<CatalogEntry>()
      strings.reserveCapacity(offsets.count)
      for pairs in decoded {
        for (key, entry) in pairs ?? [] {
          guard !strings.contains(key) else { return nil }
          strings.appendUnchecked(key, entry)
        }
      }
      catalog.strings = strings
      return (catalog, Offsets(entries: offsets, sourceLanguage: decoder.sourceLanguageOffset, lines: lines))
    }
  }

  /// Decodes entries whose offsets a skim found, in slices of about equal byte size; a slice
  /// that fails leaves its slot empty.
  private static func decodeSkimmed(
    _ buffer: UnsafeBufferPointer<UInt8>, offsets: [Int], lanes: Int
  ) -> [[(key: String, entry: CatalogEntry)]?] {
    var bounds = [0]
    let target = max(1, buffer.count / (lanes * piecesPerLane))
    var sliceStart = offsets.first ?? 0
    for (index, offset) in offsets.enumerated() where offset - sliceStart >= target {
      bounds.append(index)
      sliceStart = offset
    }
    bounds.append(offsets.count)
    let slices = ConcurrentSlots<[(key: String, entry: CatalogEntry)]>(count: bounds.count - 1)
    let shared = SharedBytes(buffer: buffer)
    DispatchQueue.concurrentPerform(iterations: bounds.count - 1) { [bounds, offsets] slice in
      var decoder = CatalogDecoder(scanner: JSONScanner(bytes: shared.buffer))
      var pairs: [(key: String, entry: CatalogEntry)] = []
      pairs.reserveCapacity(bounds[slice + 1] - bounds[slice])
      for index in bounds[slice]..<bounds[slice + 1] {
        guard let pair = try? decoder.entry(at: offsets[index]) else { return }
        pairs.append(pair)
      }
      slices.store(pairs, at: slice)
    }
    return slices.all()
  }
}

/// The document's bytes, read (never written) by every slice while `read` keeps them alive.
private struct SharedBytes: @unchecked Sendable {
  let buffer: UnsafeBufferPointer<UInt8>
}
