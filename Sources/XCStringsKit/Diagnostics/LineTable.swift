/// Maps byte offsets in UTF-8 text to lines and columns, computed only when a diagnostic needs one.
///
/// Parsers carry plain byte offsets on their hot paths; building this table costs one pass over
/// the text, so it is made lazily, once per file, the first time a location is reported.
public struct LineTable: Sendable {
  private let lineStarts: [Int]
  private let bytes: [UInt8]

  /// Builds the table for UTF-8 text. `\n`, `\r\n` and a lone `\r` each end a line.
  public init(utf8 bytes: [UInt8]) {
    var starts = [0]
    var index = 0
    let count = bytes.count
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
  public func position(ofOffset offset: Int) -> (line: Int, column: Int) {
    let clamped = Swift.max(0, Swift.min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    var column = 1
    var index = lineStarts[low]
    while index < clamped {
      // Continuation bytes (10xxxxxx) do not start a scalar.
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return (low + 1, column)
  }

  /// A source location for a byte offset in the file at `path`.
  public func location(ofOffset offset: Int, path: String) -> SourceLocation {
    let (line, column) = position(ofOffset: offset)
    return SourceLocation(path: path, line: line, column: column)
  }
}
