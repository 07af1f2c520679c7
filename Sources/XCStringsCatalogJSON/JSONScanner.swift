import XCStringsBase

/// A pull scanner over the UTF-8 bytes of a JSON document (RFC 8259).
///
/// Tokens are read on demand by the catalog decoder, so a catalog is decoded straight into the
/// model without an intermediate tree. Positions are byte offsets; line and column are computed
/// only when an error is reported. Nesting is bounded by ``maximumDepth``.
package struct JSONScanner {
  /// Nesting beyond this depth is rejected rather than risking the stack.
  static let maximumDepth = 512

  let bytes: UnsafeBufferPointer<UInt8>
  package var offset = 0
  package var depth = 0
  // State of the object being iterated with `nextMember()`; nested objects are always begun
  // after the current member's key has been read, so one pair of flags suffices.
  var pendingClose = false
  var firstMember = true

  package init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The length of a UTF-8 byte-order mark at the start of `bytes` (3), or 0. JSON has none,
  /// but Foundation's readers and Xcode accept a catalog that starts with one.
  package static func byteOrderMarkLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  // MARK: - Whitespace and punctuation

  package mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x0A:
        offset += 1
        skipIndentation()
      case 0x20, 0x0D, 0x09: offset += 1
      default: return
      }
    }
  }

  /// Skips the spaces after a line break eight at a time: pretty-printed catalogs indent every
  /// line by two spaces per level, and a third of a catalog's bytes are that indentation.
  @inline(__always)
  private mutating func skipIndentation() {
    let spaces: UInt64 = 0x2020_2020_2020_2020
    while offset + 8 <= bytes.count {
      let other = ByteWord(loadingFrom: bytes.baseAddress! + offset).bits ^ spaces
      if other != 0 {
        // The first byte in memory is the lowest lane of the little-endian load.
        offset += UInt64(littleEndian: other).trailingZeroBitCount >> 3
        return
      }
      offset += 8
    }
  }

  /// The next non-whitespace byte, not consumed.
  package mutating func peek() -> UInt8? {
    skipWhitespace()
    return offset < bytes.count ? bytes[offset] : nil
  }

  package mutating func expect(_ byte: UInt8, _ what: String) throws(ParseFailure) {
    skipWhitespace()
    guard offset < bytes.count else { throw ParseFailure(message: "expected \(what), found end of file", offset: offset) }
    guard bytes[offset] == byte else { throw unexpected(expected: what) }
    offset += 1
  }

  func unexpected(expected what: String) -> ParseFailure {
    guard offset < bytes.count else { return ParseFailure(message: "expected \(what), found end of file", offset: offset) }
    return ParseFailure(message: "expected \(what), found \(describe(bytes[offset]))", offset: offset)
  }

  private func describe(_ byte: UInt8) -> String {
    switch byte {
    case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
    default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
  }

  /// Consumes the `{` of an object; follow with ``nextMember()`` until it returns `nil`.
  mutating func beginObject() throws(ParseFailure) {
    try expect(0x7B, "'{'")
    try enter()
    if peek() == 0x7D {
      offset += 1
      depth -= 1
      pendingClose = true
    } else {
      pendingClose = false
    }
    firstMember = true
  }

  /// Reads the members of an object, calling `body` with each key and its offset; `body` must
  /// consume the value. An empty object calls nothing.
  package mutating func readObject(
    _ body: (inout JSONScanner, String, Int) throws(ParseFailure) -> Void
  ) throws(ParseFailure) {
    try expect(0x7B, "'{'")
    try enter()
    if peek() == 0x7D {
      offset += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      let keyOffset = offset
      guard offset < bytes.count, bytes[offset] == 0x22 else { throw unexpected(expected: "a string key") }
      let key = try readString()
      try expect(0x3A, "':'")
      skipWhitespace()
      try body(&self, key, keyOffset)
      skipWhitespace()
      guard offset < bytes.count else { throw unexpected(expected: "',' or '}'") }
      if bytes[offset] == 0x2C {
        offset += 1
        continue
      }
      if bytes[offset] == 0x7D {
        offset += 1
        depth -= 1
        return
      }
      throw unexpected(expected: "',' or '}'")
    }
  }

  /// Reads the elements of an array, calling `body` once per element; `body` must consume it.
  mutating func readArray(_ body: (inout JSONScanner) throws(ParseFailure) -> Void) throws(ParseFailure) {
    try expect(0x5B, "'['")
    try enter()
    if peek() == 0x5D {
      offset += 1
      depth -= 1
      return
    }
    while true {
      skipWhitespace()
      try body(&self)
      skipWhitespace()
      guard offset < bytes.count else { throw unexpected(expected: "',' or ']'") }
      if bytes[offset] == 0x2C {
        offset += 1
        continue
      }
      if bytes[offset] == 0x5D {
        offset += 1
        depth -= 1
        return
      }
      throw unexpected(expected: "',' or ']'")
    }
  }

  /// Called just after an opening bracket; an error points at that bracket.
  mutating func enter() throws(ParseFailure) {
    depth += 1
    if depth > Self.maximumDepth {
      throw ParseFailure(message: "nesting deeper than \(Self.maximumDepth) levels", offset: offset - 1)
    }
  }

  // MARK: - Scalars

  /// Reads a string token. Text without escapes becomes a `String` in one step.
  package mutating func readString() throws(ParseFailure) -> String {
    let start = offset
    try expect(0x22, "'\"'")
    let contentStart = offset
    var highBits: UInt8 = 0
    var highWords: UInt64 = 0
    while offset < bytes.count {
      // Eight bytes at a time while none ends the string, escapes or is a control character.
      while offset + 8 <= bytes.count {
        let word = ByteWord(loadingFrom: bytes.baseAddress! + offset).bits
        if JSONOutput.needsEscape(word) { break }
        highWords |= word
        offset += 8
      }
      guard offset < bytes.count else { break }
      let byte = bytes[offset]
      if byte == 0x22 {
        let ascii = highBits < 0x80 && ByteWord(highWords).isASCII
        let text = try makeString(contentStart..<offset, ascii: ascii, start: start)
        offset += 1
        return text
      }
      if byte == 0x5C { return try readEscapedString(from: contentStart, start: start) }
      if byte < 0x20 { throw ParseFailure(message: "control character in string; it must be escaped", offset: offset) }
      highBits |= byte
      offset += 1
    }
    throw ParseFailure(message: "unterminated string", offset: start)
  }

  func makeString(_ range: Range<Int>, ascii: Bool, start: Int) throws(ParseFailure) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    if ascii { return String(checkedUTF8: slice, isASCII: true) }
    guard let text = String(exactUTF8: slice) else {
      throw ParseFailure(message: "string is not valid UTF-8", offset: start)
    }
    return text
  }

  private mutating func readEscapedString(from contentStart: Int, start: Int) throws(ParseFailure) -> String {
    var scratch: [UInt8] = []
    scratch.reserveCapacity(offset - contentStart + 16)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<offset]))
    while offset < bytes.count {
      // Copy the run up to the next quote, backslash or control character in one piece.
      let runStart = offset
      while offset + 8 <= bytes.count, !JSONOutput.needsEscape(ByteWord(loadingFrom: bytes.baseAddress! + offset).bits) {
        offset += 8
      }
      while offset < bytes.count {
        let byte = bytes[offset]
        if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }
        offset += 1
      }
      if offset > runStart { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<offset])) }
      guard offset < bytes.count else { break }
      let byte = bytes[offset]
      switch byte {
      case 0x22:
        offset += 1
        guard let text = scratch.withUnsafeBufferPointer({ String(exactUTF8: $0) }) else {
          throw ParseFailure(message: "string is not valid UTF-8", offset: start)
        }
        return text
      case 0x5C:
        let escapeOffset = offset
        offset += 1
        guard offset < bytes.count else { break }
        let code = bytes[offset]
        offset += 1
        switch code {
        case 0x22: scratch.append(0x22)
        case 0x5C: scratch.append(0x5C)
        case 0x2F: scratch.append(0x2F)
        case 0x62: scratch.append(0x08)
        case 0x66: scratch.append(0x0C)
        case 0x6E: scratch.append(0x0A)
        case 0x72: scratch.append(0x0D)
        case 0x74: scratch.append(0x09)
        case 0x75:
          let scalar = try readUnicodeEscape(escapeOffset: escapeOffset)
          UTF8.encode(scalar) { scratch.append($0) }
        default:
          throw ParseFailure(message: "invalid escape '\\\(Character(Unicode.Scalar(code)))' in string", offset: escapeOffset)
        }
      default:
        throw ParseFailure(message: "control character in string; it must be escaped", offset: offset)
      }
    }
    throw ParseFailure(message: "unterminated string", offset: start)
  }

  private mutating func readHex4(escapeOffset: Int) throws(ParseFailure) -> UInt16 {
    guard offset + 4 <= bytes.count else {
      throw ParseFailure(message: "'\\u' must be followed by four hex digits", offset: escapeOffset)
    }
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let digit = HexDigit.value(bytes[offset]) else {
        throw ParseFailure(message: "'\\u' must be followed by four hex digits", offset: escapeOffset)
      }
      value = value << 4 | UInt16(digit)
      offset += 1
    }
    return value
  }

  private mutating func readUnicodeEscape(escapeOffset: Int) throws(ParseFailure) -> Unicode.Scalar {
    let unit = try readHex4(escapeOffset: escapeOffset)
    if UTF16.isLeadSurrogate(unit) {
      if offset + 1 < bytes.count, bytes[offset] == 0x5C, bytes[offset + 1] == 0x75 {
        let secondOffset = offset
        offset += 2
        let trail = try readHex4(escapeOffset: secondOffset)
        if UTF16.isTrailSurrogate(trail) {
          let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00)
          if let scalar = Unicode.Scalar(value) { return scalar }
        }
      }
      throw ParseFailure(
        message: "unpaired surrogate '\\u\(String(unit, radix: 16, uppercase: true))' in string", offset: escapeOffset)
    }
    guard let scalar = Unicode.Scalar(UInt32(unit)) else {
      throw ParseFailure(
        message: "unpaired surrogate '\\u\(String(unit, radix: 16, uppercase: true))' in string", offset: escapeOffset)
    }
    return scalar
  }

  /// Reads a number and returns its literal text.
  mutating func readNumberLiteral() throws(ParseFailure) -> String {
    skipWhitespace()
    let start = offset
    if offset < bytes.count, bytes[offset] == 0x2D { offset += 1 }
    let integerStart = offset
    while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
    let integerDigits = offset - integerStart
    guard integerDigits > 0 else { throw ParseFailure(message: "invalid number", offset: start) }
    if integerDigits > 1, bytes[integerStart] == 0x30 {
      throw ParseFailure(message: "invalid number: leading zero", offset: start)
    }
    if offset < bytes.count, bytes[offset] == 0x2E {
      offset += 1
      let fractionStart = offset
      while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
      guard offset > fractionStart else { throw ParseFailure(message: "invalid number", offset: start) }
    }
    if offset < bytes.count, bytes[offset] == 0x65 || bytes[offset] == 0x45 {
      offset += 1
      if offset < bytes.count, bytes[offset] == 0x2B || bytes[offset] == 0x2D { offset += 1 }
      let exponentStart = offset
      while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) { offset += 1 }
      guard offset > exponentStart else { throw ParseFailure(message: "invalid number", offset: start) }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
  }

  /// Reads `true`, `false` or `null`.
  private mutating func readWord(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != word.utf8Start[index] { return false }
    offset += count
    return true
  }

  /// Reads any value into a verbatim tree (used for fields the model does not know).
  package mutating func readValue() throws(ParseFailure) -> JSONValue {
    guard let byte = peek() else { throw unexpected(expected: "a value") }
    switch byte {
    case 0x22: return .string(try readString())
    case 0x7B:
      var members = KeyedList<JSONValue>()
      try readObject { (scanner: inout JSONScanner, key: String, keyOffset: Int) throws(ParseFailure) in
        if members.contains(key) { throw ParseFailure(message: "duplicate key '\(key)'", offset: keyOffset) }
        members[key] = try scanner.readValue()
      }
      return .object(members)
    case 0x5B:
      var elements: [JSONValue] = []
      try readArray { (scanner: inout JSONScanner) throws(ParseFailure) in elements.append(try scanner.readValue()) }
      return .array(elements)
    case 0x74 where readWord("true"): return .bool(true)
    case 0x66 where readWord("false"): return .bool(false)
    case 0x6E where readWord("null"): return .null
    case 0x2D, 0x30...0x39: return .number(try readNumberLiteral())
    default: throw unexpected(expected: "a value")
    }
  }

  /// Skips one value without building it, checking only string and bracket structure; used
  /// by passes that need offsets, not values (such as the linter's key locator).
  package mutating func skipValue() throws(ParseFailure) {
    guard let byte = peek() else { throw unexpected(expected: "a value") }
    switch byte {
    case 0x22:
      try skipString()
    case 0x7B, 0x5B:
      let start = offset
      var nesting = 0
      while offset < bytes.count {
        // Eight bytes at a time while none can be a quote or a bracket. Clearing bits 1, 2
        // and 5 maps all four brackets to 0x59 (and 'Y', 'y', '_' and DEL with them, which
        // only stops the fast loop early).
        while offset + 8 <= bytes.count {
          let word = ByteWord(loadingFrom: bytes.baseAddress! + offset)
          let folded = ByteWord(word.bits & ~0x2626_2626_2626_2626)
          if word.equal(to: 0x22) | folded.equal(to: 0x59) != 0 { break }
          offset += 8
        }
        guard offset < bytes.count else { break }
        switch bytes[offset] {
        case 0x22:
          try skipString()
          continue
        case 0x7B, 0x5B:
          nesting += 1
          if nesting > Self.maximumDepth {
            throw ParseFailure(message: "nesting deeper than \(Self.maximumDepth) levels", offset: offset)
          }
        case 0x7D, 0x5D:
          nesting -= 1
          if nesting == 0 {
            offset += 1
            return
          }
        default: break
        }
        offset += 1
      }
      throw ParseFailure(message: "unterminated \(byte == 0x7B ? "object" : "array")", offset: start)
    default:
      _ = try readValue()
    }
  }

  private mutating func skipString() throws(ParseFailure) {
    let start = offset
    offset += 1
    while offset < bytes.count {
      // Eight bytes at a time while none is a quote or a backslash.
      while offset + 8 <= bytes.count,
        !JSONOutput.hasQuoteOrBackslash(ByteWord(loadingFrom: bytes.baseAddress! + offset).bits)
      {
        offset += 8
      }
      guard offset < bytes.count else { break }
      switch bytes[offset] {
      case 0x22:
        offset += 1
        return
      case 0x5C: offset += 2
      default: offset += 1
      }
    }
    throw ParseFailure(message: "unterminated string", offset: start)
  }

  /// Confirms that nothing but whitespace follows the document.
  mutating func expectEnd() throws(ParseFailure) {
    skipWhitespace()
    if offset < bytes.count { throw unexpected(expected: "end of file") }
  }
}
