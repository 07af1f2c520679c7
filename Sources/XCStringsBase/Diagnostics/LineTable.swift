import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps byte offsets in UTF-8 text to lines and columns, computed only when a diagnostic needs one.
///
/// Parsers carry plain byte offsets on their hot paths; building this table costs one pass over
/// the text, so it is made lazily, once per file, the first time a location is reported.
package struct LineTable: Sendable {
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  /// Builds the table for UTF-8 text. `\n`, `\r\n` and a lone `\r` each end a line.
  package init(utf8 bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    let count = bytes.count
    // Without carriage returns every line ends at a line feed, which memchr finds a line at a
    // time; XML lines are short, and the loop below spends most of its time leaving and
    // re-entering its eight-byte stride.
    let onlyLineFeeds = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !Self.containsCarriageReturn(buffer) else { return false }
      while index < count, let found = memchr(base + index, 0x0A, count - index) {
        index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        starts.append(index)
      }
      return true
    }
    if onlyLineFeeds {
      self.lineStarts = starts
      self.bytes = bytes
      return
    }
    bytes.withUnsafeBytes { raw in
      while index < count {
        // Eight bytes at a time while none is a line feed or a carriage return.
        while index + 8 <= count {
          let word = ByteWord(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          if word.equal(to: 0x0A) | word.equal(to: 0x0D) != 0 { break }
          index += 8
        }
        guard index < count else { break }
        let byte = bytes[index]
        if byte == 0x0A {
          starts.append(index + 1)
        } else if byte == 0x0D {
          if index + 1 < count, bytes[index + 1] == 0x0A {
            index += 1
          }
          starts.append(index + 1)
        }
        index += 1
      }
    }
    self.lineStarts = starts
    self.bytes = bytes
  }

  /// The 1-based line and scalar column of a byte offset.
  package func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    let clamped = Swift.max(0, Swift.min(offset, bytes.count))
    var lineIndex = 0
    let line = self.line(ofOffset: clamped, hint: &lineIndex)
    var column = 1
    var index = lineStarts[lineIndex]
    while index < clamped {
      // Continuation bytes (10xxxxxx) do not start a scalar.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (line, column)
  }

  /// The 1-based line of a byte offset, as ``position(ofOffset:)`` gives it, found from the
  /// line at index `hint` on when the offset is not before it, and `hint` moved to it.
  ///
  /// A reader asking in file order finds each line a few steps from the last one instead of
  /// by a binary search over the whole table, which in a large file misses the cache at
  /// nearly every step.
  package func line(ofOffset offset: Int, hint: inout Int) -> Int {
    let clamped = Swift.max(0, Swift.min(offset, bytes.count))
    let last = lineStarts.count - 1
    // lineStarts[low] <= clamped holds throughout (the first line starts at 0).
    var low = hint >= 0 && hint <= last && lineStarts[hint] <= clamped ? hint : 0
    // Gallop forward to bracket the line, then search the bracket.
    var step = 1
    while low + step <= last, lineStarts[low + step] <= clamped {
      low += step
      step *= 2
    }
    var high = Swift.min(low + step - 1, last)
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    hint = low
    return low + 1
  }

  /// The byte offset of the 1-based `line` and scalar `column` in `bytes`, the inverse of
  /// ``position(ofOffset:)`` with the same line breaks, found without a table (asked for a
  /// few reported places of a file); nil for a place past the end of its line or of the text.
  package static func offset(ofLine line: Int, column: Int, in bytes: [UInt8]) -> Int? {
    guard line >= 1, column >= 1 else { return nil }
    var index = 0
    var current = 1
    while current < line {
      guard let end = bytes[index...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
      index = end + (bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? 2 : 1)
      current += 1
    }
    var scalars = 1
    while index < bytes.count, scalars < column {
      guard bytes[index] != 0x0A, bytes[index] != 0x0D else { return nil }
      index += 1
      // Continuation bytes (10xxxxxx) do not start a scalar.
      while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
      scalars += 1
    }
    return index < bytes.count ? index : nil
  }

  /// A source location for a byte offset in the file at `path`.
  package func location(ofOffset offset: Int, path: String) -> SourceLocation {
    let (line, column) = position(ofOffset: offset)
    return SourceLocation(path: path, line: line, column: column)
  }

  /// The line and column of each of `offsets` (ascending), as ``position(ofOffset:)`` gives
  /// them, without a table: line breaks are counted eight bytes at a time, on several threads
  /// for a large text, and each column by looking back to its line's start. For a large file
  /// whose few offsets matter (the keys of a catalog) that is a fraction of building a table.
  package static func positions(ofAscending offsets: [Int], in bytes: [UInt8]) -> [(line: Int, column: Int)] {
    bytes.withUnsafeBufferPointer { positions(ofAscending: offsets, in: $0) }
  }

  /// ``positions(ofAscending:in:)`` over bytes that need not be an array (a mapped file).
  package static func positions(ofAscending offsets: [Int], in buffer: UnsafeBufferPointer<UInt8>) -> [(line: Int, column: Int)] {
    do {
      let targets = offsets.map { Swift.max(0, Swift.min($0, buffer.count)) }
      let lanes = buffer.count >= 1 << 20 && targets.count >= 64 ? Swift.min(Parallelism.processorCount, 8) : 1
      // Chunk `c` counts the breaks before each of its offsets, from the previous chunk's last.
      let chunk = (targets.count + lanes - 1) / lanes
      let counts = ConcurrentSlots<[Int]>(count: lanes)
      let shared = SharedText(buffer: buffer)
      let carriageReturns = containsCarriageReturn(buffer)
      let work: @Sendable (Int) -> Void = { lane in
        let from = Swift.min(lane * chunk, targets.count)
        let to = Swift.min(from + chunk, targets.count)
        var start = from > 0 ? targets[from - 1] : 0
        var breaks = 0
        var result: [Int] = []
        result.reserveCapacity(to - from)
        for index in from..<to {
          breaks += lineBreaks(in: start..<targets[index], of: shared.buffer, hasCarriageReturns: carriageReturns)
          start = targets[index]
          result.append(breaks)
        }
        counts.store(result, at: lane)
      }
      if lanes == 1 { work(0) } else { DispatchQueue.concurrentPerform(iterations: lanes, execute: work) }
      var positions: [(line: Int, column: Int)] = []
      positions.reserveCapacity(targets.count)
      var before = 0
      for case let lane? in counts.all() {
        for breaks in lane { positions.append((1 + before + breaks, column(at: targets[positions.count], in: buffer))) }
        before += lane.last ?? 0
      }
      return positions
    }
  }

  /// The line breaks in `range`: line feeds, and carriage returns not followed by one (a CRLF
  /// counts at its line feed, so that a range may end between the two).
  ///
  /// `hasCarriageReturns: false` (see ``containsCarriageReturn(_:)``) says the text has only
  /// line feeds: the C library's vectorised search then finds each one faster than any byte
  /// or word loop here.
  package static func lineBreaks(
    in range: Range<Int>, of buffer: UnsafeBufferPointer<UInt8>, hasCarriageReturns: Bool = true
  ) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    if !hasCarriageReturns {
      var count = 0
      var index = range.lowerBound
      while index < range.upperBound,
        let found = memchr(base + index, 0x0A, range.upperBound - index)
      {
        count += 1
        index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
      }
      return count
    }
    var count = 0
    var index = range.lowerBound
    while index < range.upperBound {
      if index + 8 <= range.upperBound {
        let word = ByteWord(loadingFrom: base + index)
        // Most words hold no byte below 0x0E, so neither kind of line end.
        if word.below(0x0E) == 0 {
          index += 8
          continue
        }
        if word.exactly(0x0D) == 0 {
          count += word.exactly(0x0A).nonzeroBitCount
          index += 8
          continue
        }
      }
      let byte = buffer[index]
      index += 1
      if byte == 0x0A || (byte == 0x0D && (index == buffer.count || buffer[index] != 0x0A)) { count += 1 }
    }
    return count
  }

  /// Whether the text holds a carriage return anywhere (one vectorised search).
  package static func containsCarriageReturn(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = buffer.baseAddress else { return false }
    return memchr(base, 0x0D, buffer.count) != nil
  }

  /// The scalar column of `offset`, counted back to the line's start.
  package static func column(at offset: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
    var column = 1
    var index = offset
    // The line feed of a CRLF belongs to the line the pair ends, carriage return included.
    if index < buffer.count, index > 0, buffer[index] == 0x0A, buffer[index - 1] == 0x0D {
      column += 1
      index -= 1
    }
    while index > 0 {
      let byte = buffer[index - 1]
      if byte == 0x0A || byte == 0x0D { break }
      if byte & 0xC0 != 0x80 { column += 1 }
      index -= 1
    }
    return column
  }
}

/// The text, read (never written) by every thread while `positions` keeps it alive.
private struct SharedText: @unchecked Sendable {
  package let buffer: UnsafeBufferPointer<UInt8>
}
