import Foundation
import XCStringsBase
import XCStringsModel

/// Decodes the members of a large catalog's `strings` object on several threads without a
/// first pass that finds where each member starts.
///
/// Pretty-printed catalogs (Xcode's, and most tools') write every entry key on a line of its
/// own, indented like the first one. The splitter cuts the object at such lines near evenly
/// spaced byte positions and decodes each piece on its own thread. A guessed cut is trusted
/// only if the piece before it, decoded entry by entry from a position already proven to be
/// an entry, ends exactly there: the first piece starts at the first entry, so by induction
/// every accepted cut is an entry boundary, and the result equals a front-to-back read. When a
/// cut is wrong, or the layout offers no cuts, ``decode(from:)`` returns `nil` and the reader
/// finds entries the slower way (skimming them first).
final class CatalogEntrySplitter: @unchecked Sendable {
  /// One piece's entries, their key offsets, and where the piece ended.
  private struct Piece {
    var pairs: [(key: String, entry: CatalogEntry)] = []
    var offsets: [Int] = []
    /// The line breaks between the piece's start and each of `offsets`.
    var breaks: [Int] = []
    /// The line breaks between the piece's start and its end.
    var totalBreaks = 0
    var end = 0
  }

  private let buffer: UnsafeBufferPointer<UInt8>
  private let pieceCount: Int
  /// The decoded entries in document order, one array per piece, once ``decode(from:)`` succeeded.
  private(set) var pieces: [[(key: String, entry: CatalogEntry)]] = []
  /// The offset of every entry's key, in document order.
  private(set) var offsets: [Int] = []
  /// The 1-based line of every entry's key, counted by each piece's thread after decoding it,
  /// so that lint need not count a large file's lines again on one thread.
  private(set) var lines: [Int] = []

  /// Pieces smaller than this are not worth a thread.
  static let minimumPieceSize = 1 << 16

  /// Called on the piece's thread with each piece's byte range once it is decoded and its
  /// lines counted (the reader uses it to let the pages of a mapped file go).
  private let afterPiece: (@Sendable (Range<Int>) -> Void)?

  /// A splitter over `buffer` (kept alive by the caller) cutting into at most `pieces` pieces.
  init(buffer: UnsafeBufferPointer<UInt8>, pieces: Int, afterPiece: (@Sendable (Range<Int>) -> Void)? = nil) {
    self.buffer = buffer
    self.pieceCount = pieces
    self.afterPiece = afterPiece
  }

  /// Decodes the entries of the `strings` object whose first key starts at `start`; returns
  /// the offset just past the object's closing `}`, or `nil` if the object could not be cut
  /// (then nothing is kept).
  func decode(from start: Int) -> Int? {
    let starts = cuts(from: start)
    guard starts.count > 1 else { return nil }
    let results = ConcurrentSlots<Piece>(count: starts.count)
    DispatchQueue.concurrentPerform(iterations: starts.count) { index in
      let limit = index + 1 < starts.count ? starts[index + 1] : nil
      if let piece = decodePiece(from: starts[index], until: limit) {
        afterPiece?(starts[index]..<piece.end)
        results.store(piece, at: index)
      }
    }
    var pieces: [[(key: String, entry: CatalogEntry)]] = []
    var offsets: [Int] = []
    var lines: [Int] = []
    var end = 0
    // Line of the first piece's start, then of each following piece's start.
    var line = 1 + LineTable.lineBreaks(in: 0..<start, of: buffer)
    for case let piece? in results.all() {
      pieces.append(piece.pairs)
      offsets += piece.offsets
      lines += piece.breaks.map { line + $0 }
      line += piece.totalBreaks
      end = piece.end
    }
    guard pieces.count == starts.count else { return nil }
    self.pieces = pieces
    self.offsets = offsets
    self.lines = lines
    return end
  }

  /// The first key's offset and guessed entry starts after it: the first line at or after
  /// each evenly spaced position that holds a key indented exactly like the first one.
  private func cuts(from start: Int) -> [Int] {
    // The first key's indentation: what lies between it and the line break before it.
    var lineStart = start
    while lineStart > 0, buffer[lineStart - 1] == 0x20 || buffer[lineStart - 1] == 0x09 { lineStart -= 1 }
    guard lineStart > 0, buffer[lineStart - 1] == 0x0A else { return [start] }
    let indent = Array(buffer[lineStart..<start])
    let size = buffer.count - start
    let count = min(pieceCount, size / Self.minimumPieceSize)
    guard count > 1 else { return [start] }
    var starts = [start]
    for index in 1..<count {
      var position = max(start + size / count * index, starts[starts.count - 1] + 1)
      while position < buffer.count {
        // The next line break, then the indentation and a quote.
        guard buffer[position] == 0x0A else {
          position += 1
          continue
        }
        let key = position + 1 + indent.count
        if key < buffer.count, buffer[key] == 0x22, indent.indices.allSatisfy({ buffer[position + 1 + $0] == indent[$0] }) {
          starts.append(key)
          break
        }
        position += 1
      }
    }
    return starts
  }

  /// Decodes entries from `start` (a key) until the object's end, or until the entry that
  /// starts at `limit`; `nil` if anything is off, including entries that run past `limit`.
  private func decodePiece(from start: Int, until limit: Int?) -> Piece? {
    var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
    var piece = Piece()
    var offset = start
    while true {
      guard let pair = try? decoder.entry(at: offset) else { return nil }
      piece.pairs.append(pair)
      piece.offsets.append(offset)
      switch decoder.scanner.peek() {
      case 0x2C:
        decoder.scanner.offset += 1
        decoder.scanner.skipWhitespace()
        offset = decoder.scanner.offset
        if let limit {
          if offset == limit {
            piece.end = offset
            return counted(piece, from: start)
          }
          if offset > limit { return nil }
        }
      case 0x7D:
        guard limit == nil else { return nil }
        piece.end = decoder.scanner.offset + 1
        return counted(piece, from: start)
      default:
        return nil
      }
    }
  }

  /// The piece with its line breaks counted, while its bytes are still in the cache.
  private func counted(_ piece: Piece, from start: Int) -> Piece {
    var piece = piece
    let carriageReturns = memchr(buffer.baseAddress! + start, 0x0D, piece.end - start) != nil
    var position = start
    var breaks = 0
    piece.breaks.reserveCapacity(piece.offsets.count)
    for offset in piece.offsets {
      breaks += LineTable.lineBreaks(in: position..<offset, of: buffer, hasCarriageReturns: carriageReturns)
      position = offset
      piece.breaks.append(breaks)
    }
    piece.totalBreaks = breaks + LineTable.lineBreaks(in: position..<piece.end, of: buffer, hasCarriageReturns: carriageReturns)
    return piece
  }
}
