/// The lexical core that both XML readers here share (the property-list scanner and the XLIFF
/// reader): byte classes, literals, comments and references, over a buffer and a position.
///
/// Each reader keeps its own grammar on top (what a property list or an XLIFF document may
/// hold, and how each treats line ends in text), so that a fix to the lexical rules reaches
/// both at once. The methods are inlinable: each reader's loops run them specialized, as if
/// written in the reader itself.
@usableFromInline package protocol XMLLexing {
  /// The UTF-8 text being read, checked as UTF-8 before reading starts.
  var bytes: UnsafeBufferPointer<UInt8> { get }
  /// The position of the next byte to read.
  var offset: Int { get set }
}

extension XMLLexing {
  /// Whether `literal` is at the current position.
  @inlinable
  package func starts(with literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
    return true
  }

  /// The byte at the current position, quoted for a message (``FoundByte``).
  @inlinable
  package func describeByte() -> String {
    FoundByte.describe(offset < bytes.count ? bytes[offset] : nil)
  }

  /// Skips whitespace and tells whether there was any.
  @inlinable
  @discardableResult
  package mutating func skipWhitespace() -> Bool {
    let start = offset
    var index = offset
    while index < bytes.count, XMLByte.isWhitespace(bytes[index]) { index += 1 }
    offset = index
    return index > start
  }

  /// Reads `<!-- … -->` at the current `<` and returns where its text is.
  ///
  /// - Throws: "unterminated comment" at the `<` when no `-->` follows.
  @inlinable
  package mutating func comment() throws(ParseFailure) -> Range<Int> {
    let start = offset
    offset += 4
    let contentStart = offset
    while offset + 2 < bytes.count {
      if bytes[offset] == 0x2D, bytes[offset + 1] == 0x2D, bytes[offset + 2] == 0x3E {
        offset += 3
        return contentStart..<(offset - 3)
      }
      offset += 1
    }
    offset = bytes.count
    throw ParseFailure(message: "unterminated comment", offset: start)
  }

  /// Appends the scalar of the reference at the current `&` (``XMLReference``) and moves past
  /// its `;`.
  ///
  /// - Throws: The reference's failure at the `&`.
  @inlinable
  package mutating func reference(into scratch: inout [UInt8]) throws(ParseFailure) {
    offset = try XMLReference.decode(bytes, at: offset, into: &scratch)
  }
}

/// The byte classes of XML 1.0 that the readers here need, over UTF-8.
@usableFromInline package enum XMLByte {
  /// Whether a byte is XML whitespace: space, tab, line feed or carriage return.
  @inlinable
  package static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// Whether a byte may start an XML name: a letter, `_`, `:` or any byte of a non-ASCII character.
  @inlinable
  package static func isNameStart(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x41...0x5A, 0x61...0x7A, 0x3A, 0x5F, 0x80...0xFF: true
    default: false
    }
  }

  /// Whether a byte may continue an XML name: also digits, `-` and `.`.
  @inlinable
  package static func isNameByte(_ byte: UInt8) -> Bool {
    // One bit per ASCII byte: `-`, `.`, digits and `:` below 0x40; letters and `_` above.
    let low: UInt64 = 0x07FF_6000_0000_0000
    let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
    if byte >= 0x80 { return true }
    return (byte < 0x40 ? low &>> byte : high &>> (byte &- 0x40)) & 1 != 0
  }
}
