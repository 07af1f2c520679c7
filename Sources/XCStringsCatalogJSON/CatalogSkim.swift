import XCStringsModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A catalog's top-level fields and where each entry of its `strings` is written, found by a
/// pass that skips the entries' values instead of decoding them.
///
/// Two versions of one catalog mostly write most entries byte for byte alike, and an entry's
/// bytes decide its value: a reader that has one version decoded (the ``Reference``) can take
/// the entries of another whose bytes are the same, and decode only the rest
/// (``entry(at:in:)``). With a reference, an entry whose bytes are the reference's entry of
/// the same key is not even scanned: comparing the bytes costs far less than skipping them
/// (every quote stops the skip).
package struct CatalogSkim {
  /// A decoded version's bytes and where its entries are, in its `strings` order; its bytes
  /// are only read, and must stay alive while it is used.
  package struct Reference: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
    let ranges: [Range<Int>]
    /// The position in `ranges` of a key's entry, given a position to try first.
    let position: @Sendable (String, Int) -> Int?

    /// A reference from the offsets of its entries' keys (as the parallel reader finds
    /// them); `nil` when they do not fit the document.
    package init?(
      _ buffer: UnsafeBufferPointer<UInt8>, keyOffsets: [Int], position: @escaping @Sendable (String, Int) -> Int?
    ) {
      guard let ranges = Self.ranges(keyOffsets, in: buffer) else { return nil }
      self.init(buffer, ranges: ranges, position: position)
    }

    /// A reference from its entries' ranges.
    package init(_ buffer: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>], position: @escaping @Sendable (String, Int) -> Int?)
    {
      self.buffer = buffer
      self.ranges = ranges
      self.position = position
    }

    /// Each entry from its key to the end of its value: up to the comma before the next key
    /// (only white space surrounds it), and for the last entry, as far as its value goes.
    private static func ranges(_ offsets: [Int], in buffer: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
      func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
      var ranges: [Range<Int>] = []
      ranges.reserveCapacity(offsets.count)
      for (index, start) in offsets.enumerated() {
        var end: Int
        if index + 1 < offsets.count {
          end = offsets[index + 1]
          while end > start, isSpace(buffer[end - 1]) { end -= 1 }
          guard end > start, buffer[end - 1] == 0x2C else { return nil }
          end -= 1
          while end > start, isSpace(buffer[end - 1]) { end -= 1 }
        } else {
          var scanner = JSONScanner(bytes: buffer)
          scanner.offset = start
          guard (try? scanner.readString()) != nil, (try? scanner.expect(0x3A, "':'")) != nil else { return nil }
          scanner.skipWhitespace()
          guard (try? scanner.skipValue()) != nil else { return nil }
          end = scanner.offset
        }
        ranges.append(start..<end)
      }
      return ranges
    }
  }

  /// The catalog without its entries (`strings` is empty).
  package var catalog: StringCatalog
  /// The keys of `strings`, in the file's order.
  package var keys: [String]
  /// The bytes of each entry, from its key's opening quote to the end of its value.
  package var ranges: [Range<Int>]
  /// For each entry, the position of the reference's entry written with the same bytes.
  package var shared: [Int?]

  /// Skims a document, comparing its entries with `reference`'s; `nil` when anything is wrong
  /// with it (a reader then decodes it front to back, to report the problem).
  package init?(_ buffer: UnsafeBufferPointer<UInt8>, reference: Reference? = nil) {
    final class Matches {
      var keys: [String] = []
      var shared: [Int: Int] = [:]
    }
    let matches = Matches()
    var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
    decoder.skipsEntries = true
    if let reference {
      decoder.knownEntryEnd = { key, offset, index in
        matches.keys.append(key)
        guard let position = reference.position(key, index) else { return nil }
        let known = reference.ranges[position]
        guard offset + known.count <= buffer.count,
          memcmp(reference.buffer.baseAddress! + known.lowerBound, buffer.baseAddress! + offset, known.count) == 0
        else { return nil }
        matches.shared[index] = position
        return offset + known.count
      }
    }
    guard let catalog = try? decoder.catalog(), (try? decoder.scanner.expectEnd()) != nil,
      decoder.entryOffsets.count == decoder.entryEnds.count
    else { return nil }
    if reference == nil {
      var scanner = JSONScanner(bytes: buffer)
      for offset in decoder.entryOffsets {
        scanner.offset = offset
        guard let key = try? scanner.readString() else { return nil }
        matches.keys.append(key)
      }
    }
    guard matches.keys.count == decoder.entryOffsets.count else { return nil }
    self.catalog = catalog
    self.keys = matches.keys
    self.ranges = zip(decoder.entryOffsets, decoder.entryEnds).map { $0..<$1 }
    self.shared = (0..<keys.count).map { matches.shared[$0] }
  }

  /// Decodes the entry written at `range` (one of ``ranges``); `nil` when it is not valid.
  package static func entry(at range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> CatalogEntry? {
    var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
    guard let (_, entry) = try? decoder.entry(at: range.lowerBound), decoder.scanner.offset == range.upperBound else {
      return nil
    }
    return entry
  }
}
