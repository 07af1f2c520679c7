import XCStringsBase

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scanner over the UTF-8 bytes of a `.strings` file: trivia, comments and string tokens.
///
/// The grammar is Apple's old-style property list parser (`CFOldStylePList.c`) as used for
/// strings files. The scanner works on bytes: every delimiter is ASCII and UTF-8 continuation
/// bytes are ≥ 0x80, so multi-byte characters pass through byte comparisons untouched. It reports
/// byte offsets; the parser turns an offset into a line and column only when it needs one.
@usableFromInline package struct StringsScanner {
  /// What a scanner that verifies UTF-8 (``verifiesUTF8``) throws on bytes that are not: its
  /// caller reads the file in another encoding, so the failure has no place (offset -1, which
  /// no other failure has).
  package static let invalidUTF8 = ParseFailure(message: "not valid UTF-8", offset: -1)

  /// Which comments ``skipTrivia(_:)`` reports.
  package enum CommentMode {
    /// Comments inside an entry belong to nothing.
    case ignore
    /// Before the first entry every comment counts.
    case collect
    /// After an entry's `;`, comments on the same line trail that entry and do not count.
    case collectAfterLineBreak
  }

  /// The text.
  @usableFromInline package let bytes: UnsafeBufferPointer<UInt8>
  /// Where scanning is.
  @usableFromInline package var offset = 0
  /// Set when the text has not been checked as UTF-8: every string is then checked as it is
  /// built, and every comment, so a file read to its end was all UTF-8 (what lies between
  /// tokens is ASCII punctuation and whitespace, or a syntax error).
  package var verifiesUTF8 = false

  /// Reused by ``readEscaped(quote:opening:firstBackslash:)`` for the bytes it decodes.
  package var scratch: [UInt8] = []

  package init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Whether the whole text is scanned.
  @inlinable
  package var isAtEnd: Bool { offset >= bytes.count }

  /// The byte at the current offset; only valid when not at the end.
  @inlinable
  package var current: UInt8 { bytes[offset] }

  // MARK: - Trivia

  /// Skips whitespace and comments and returns the content range (between the markers,
  /// untrimmed) of the last comment that counts under `mode`.
  ///
  /// Whitespace is what Apple's parser skips: U+0009–U+000D, space, U+2028 and U+2029.
  /// A `/` that does not start a comment is left for the caller: it can start an unquoted word.
  package mutating func skipTrivia(_ mode: CommentMode) throws(ParseFailure) -> Range<Int>? {
    var comment: Range<Int>? = nil
    var counts = mode == .collect
    let count = bytes.count
    while offset < count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0B, 0x0C:
        offset += 1
      case 0x0A, 0x0D:
        offset += 1
        counts = mode != .ignore
      case 0xE2 where isParagraphOrLineSeparator(at: offset):
        offset += 3
        counts = mode != .ignore
      case StringsByte.slash:
        guard offset + 1 < count else { return comment }
        let range: Range<Int>
        switch bytes[offset + 1] {
        case StringsByte.slash: range = skipLineComment()
        case StringsByte.asterisk: range = try skipBlockComment()
        default: return comment
        }
        if verifiesUTF8, !TextDecoding.isValidUTF8(UnsafeBufferPointer(rebasing: bytes[range])) {
          throw Self.invalidUTF8
        }
        if counts { comment = range }
      default:
        return comment
      }
    }
    return comment
  }

  /// Whether the bytes at `index` are U+2028 or U+2029 (`E2 80 A8` / `E2 80 A9`).
  @inline(__always)
  package func isParagraphOrLineSeparator(at index: Int) -> Bool {
    index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80
      && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
  }

  /// Skips `//…` up to, not including, the line end (`\n`, `\r`, U+2028 or U+2029).
  private mutating func skipLineComment() -> Range<Int> {
    offset += 2
    let start = offset
    let count = bytes.count
    while offset < count {
      let byte = bytes[offset]
      if byte == 0x0A || byte == 0x0D { break }
      if byte == 0xE2, isParagraphOrLineSeparator(at: offset) { break }
      offset += 1
    }
    return start..<offset
  }

  /// Skips `/*…*/`; an unterminated comment is an error (Apple's parser silently stops there).
  private mutating func skipBlockComment() throws(ParseFailure) -> Range<Int> {
    let opening = offset
    offset += 2
    let start = offset
    let count = bytes.count
    while let star = firstIndex(of: StringsByte.asterisk, in: offset..<count) {
      if star + 1 < count, bytes[star + 1] == StringsByte.slash {
        offset = star + 2
        return start..<star
      }
      offset = star + 1
    }
    offset = opening
    throw ParseFailure(message: "unterminated comment; no closing '*/' before the end of the file", offset: opening)
  }

  /// The comment text of a content range, trimmed of whitespace at both ends; escapes stay as written.
  @inline(__always)
  package func commentText(_ range: Range<Int>) -> String {
    String(checkedUTF8: commentBytes(range))
  }

  /// The UTF-8 of ``commentText(_:)``, in place.
  @inline(__always)
  package func commentBytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper {
      if isWhitespace(bytes[lower]) {
        lower += 1
      } else if lower + 3 <= upper, isParagraphOrLineSeparator(at: lower) {
        lower += 3
      } else {
        break
      }
    }
    while upper > lower {
      if isWhitespace(bytes[upper - 1]) {
        upper -= 1
      } else if upper - 3 >= lower, isParagraphOrLineSeparator(at: upper - 3) {
        upper -= 3
      } else {
        break
      }
    }
    // Comments were checked as UTF-8 when skipped, if the text was not checked as a whole.
    return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
  }

  @inline(__always)
  private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }

  // MARK: - Strings

  /// Whether a byte can start a string token: a quote or a character of an unquoted word.
  @inline(__always) @inlinable
  package static func startsString(_ byte: UInt8) -> Bool {
    byte == StringsByte.quote || byte == StringsByte.apostrophe || isUnquotedCharacter(byte)
  }

  /// `[A-Za-z0-9_$/:.-]`, the characters Apple's parser allows in unquoted words.
  @inline(__always) @inlinable
  package static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x61...0x7A, 0x41...0x5A, 0x30...0x39, 0x5F, 0x24, 0x2F, 0x3A, 0x2E, 0x2D: true
    default: false
    }
  }

  /// A string found at the current offset, before it is made a `String`: where its bytes are.
  package enum StringToken {
    /// An unquoted word, in place (ASCII); the scanner is past it.
    case word(UnsafeBufferPointer<UInt8>)
    /// The content of a quoted string without escapes, in place; checked as UTF-8 when it is
    /// made a string if ``verifiesUTF8`` is set. The scanner is past it.
    case quoted(UnsafeBufferPointer<UInt8>)
    /// A quoted string holding escapes, opening at `opening`, its first backslash at
    /// `backslash`: ``readEscaped(quote:opening:firstBackslash:)`` decodes it and moves past it.
    case escaped(quote: UInt8, opening: Int, backslash: Int)
  }

  /// Reads a quoted string or an unquoted word at the current offset, which must start one.
  @inline(__always)
  package mutating func readString() throws(ParseFailure) -> String {
    switch try readToken() {
    case .word(let word): return String(checkedUTF8: word)
    case .quoted(let content): return try makeString(content)
    case .escaped(let quote, let opening, let backslash):
      return try readEscaped(quote: quote, opening: opening, firstBackslash: backslash)
    }
  }

  /// Finds the quoted string or unquoted word at the current offset, which must start one,
  /// leaving its bytes in place: a reader that interns keys makes a `String` only of bytes it
  /// has not met before. Line ends inside a quoted string are kept exactly as written.
  @inline(__always)
  package mutating func readToken() throws(ParseFailure) -> StringToken {
    let first = bytes[offset]
    let count = bytes.count
    guard first == StringsByte.quote || first == StringsByte.apostrophe else {
      let start = offset
      while offset < count, Self.isUnquotedCharacter(bytes[offset]) { offset += 1 }
      return .word(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    }
    let opening = offset
    let start = offset + 1
    // Two vectorised searches (memchr) beat one byte loop on typical values of 20–100 bytes.
    let end = firstIndex(of: first, in: start..<count) ?? count
    if let backslash = firstIndex(of: StringsByte.backslash, in: start..<end) {
      return .escaped(quote: first, opening: opening, backslash: backslash)
    }
    guard end < count else { throw unterminatedString(opening: opening, quote: first) }
    offset = end + 1
    return .quoted(UnsafeBufferPointer(rebasing: bytes[start..<end]))
  }

  /// A string from bytes that are UTF-8, or are checked to be when ``verifiesUTF8`` is set.
  @inline(__always)
  package func makeString(_ source: UnsafeBufferPointer<UInt8>) throws(ParseFailure) -> String {
    try Self.makeString(source, verifying: verifiesUTF8)
  }

  @inline(__always)
  package static func makeString(_ source: UnsafeBufferPointer<UInt8>, verifying: Bool) throws(ParseFailure) -> String {
    guard verifying else { return String(checkedUTF8: source) }
    guard let string = String(exactUTF8: source) else { throw Self.invalidUTF8 }
    return string
  }

  /// The first index of `byte` in `range`, found with `memchr`.
  @inline(__always)
  package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
    guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }

  package func unterminatedString(opening: Int, quote: UInt8) -> ParseFailure {
    let mark = quote == StringsByte.quote ? "'\"'" : "\"'\""
    return ParseFailure(
      message: "unterminated string; no closing \(mark) before the end of the file", offset: opening)
  }

  // MARK: - Describing input

  /// How an error message names what is at `index`: `'x'`, `U+000B` or `end of file`.
  package func describe(at index: Int) -> String {
    guard index < bytes.count else { return "end of file" }
    var iterator = UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return "end of file" }
    let value = scalar.value
    let visible =
      (0x21...0x7E).contains(value)
      || (value > 0xA0 && !scalar.properties.isWhitespace
        && scalar.properties.generalCategory != .format)
    if visible { return "'\(scalar)'" }
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
  }
}

/// The ASCII bytes that the `.strings` grammar names.
@usableFromInline package enum StringsByte {
  /// `"`
  @inlinable package static var quote: UInt8 { 0x22 }
  /// `'`
  @inlinable package static var apostrophe: UInt8 { 0x27 }
  /// `\`
  @inlinable package static var backslash: UInt8 { 0x5C }
  /// `/`
  @inlinable package static var slash: UInt8 { 0x2F }
  /// `*`
  @inlinable package static var asterisk: UInt8 { 0x2A }
  /// `;`
  @inlinable package static var semicolon: UInt8 { 0x3B }
  /// `=`
  @inlinable package static var equals: UInt8 { 0x3D }
  /// `{`
  @inlinable package static var openBrace: UInt8 { 0x7B }
  /// `}`
  @inlinable package static var closeBrace: UInt8 { 0x7D }
  /// `(`
  @inlinable package static var openParenthesis: UInt8 { 0x28 }
  /// `<`
  @inlinable package static var lessThan: UInt8 { 0x3C }
}
