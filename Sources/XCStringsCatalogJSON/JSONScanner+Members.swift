import XCStringsBase

/// Object iteration by member: keys located as byte ranges, turned into strings on demand.
extension JSONScanner {
  /// A member key located in the input, not yet turned into a `String`.
  struct RawKey {
    /// The offset of the opening quote.
    var offset: Int
    /// The bytes between the quotes.
    var content: Range<Int>
    /// Whether the key contains escapes (then its bytes are not its text).
    var escaped: Bool
  }

  /// The next member's key and its offset, with the scanner placed at the value; `nil` after
  /// the closing `}` (consumed). The caller must consume each value before asking again.
  mutating func nextMember() throws(ParseFailure) -> (key: String, offset: Int)? {
    guard let raw = try nextRawMember() else { return nil }
    return (try string(of: raw), raw.offset)
  }

  /// Like ``nextMember()``, but leaves the key as a byte range, so that field names can be
  /// matched without building a `String` for each of them.
  mutating func nextRawMember() throws(ParseFailure) -> RawKey? {
    if pendingClose {
      pendingClose = false
      firstMember = false
      return nil
    }
    skipWhitespace()
    if !firstMember {
      guard offset < bytes.count else { throw unexpected(expected: "',' or '}'") }
      if bytes[offset] == 0x7D {
        offset += 1
        depth -= 1
        // The enclosing object (if any) is past its first member by now.
        firstMember = false
        return nil
      }
      guard bytes[offset] == 0x2C else { throw unexpected(expected: "',' or '}'") }
      offset += 1
      skipWhitespace()
    }
    firstMember = false
    let keyOffset = offset
    guard offset < bytes.count, bytes[offset] == 0x22 else { throw unexpected(expected: "a string key") }
    offset += 1
    let contentStart = offset
    var escaped = false
    while true {
      guard offset < bytes.count else { throw ParseFailure(message: "unterminated string", offset: keyOffset) }
      let byte = bytes[offset]
      if byte == 0x22 { break }
      if byte == 0x5C {
        escaped = true
        offset += 2
        continue
      }
      if byte < 0x20 { throw ParseFailure(message: "control character in string; it must be escaped", offset: offset) }
      offset += 1
    }
    let key = RawKey(offset: keyOffset, content: contentStart..<offset, escaped: escaped)
    offset += 1
    if escaped || !isASCII(key.content) {
      // Validate now, so that errors point at the key and not at a later use of it.
      _ = try string(of: key)
    }
    try expect(0x3A, "':'")
    skipWhitespace()
    return key
  }

  private func isASCII(_ range: Range<Int>) -> Bool {
    var bits: UInt8 = 0
    for index in range { bits |= bytes[index] }
    return bits < 0x80
  }

  /// The text of a raw key.
  func string(of key: RawKey) throws(ParseFailure) -> String {
    if !key.escaped {
      return try makeString(key.content, ascii: isASCII(key.content), start: key.offset)
    }
    var copy = self
    copy.offset = key.offset
    return try copy.readString()
  }

  /// Whether a raw key is exactly `name` (field names contain no escapes).
  func key(_ key: RawKey, is name: StaticString) -> Bool {
    guard !key.escaped, key.content.count == name.utf8CodeUnitCount else { return false }
    let start = name.utf8Start
    var index = 0
    for position in key.content {
      if bytes[position] != start[index] { return false }
      index += 1
    }
    return true
  }
}
