/// The ASCII bytes and byte classes the Swift lexer names.
@usableFromInline package enum SwiftByte {
  /// A tab.
  @inlinable package static var tab: UInt8 { 0x09 }
  /// A line feed.
  @inlinable package static var lineFeed: UInt8 { 0x0A }
  /// A carriage return.
  @inlinable package static var carriageReturn: UInt8 { 0x0D }
  /// A space.
  @inlinable package static var space: UInt8 { 0x20 }
  /// `!`
  @inlinable package static var exclamation: UInt8 { 0x21 }
  /// `"`
  @inlinable package static var quote: UInt8 { 0x22 }
  /// `#`
  @inlinable package static var hash: UInt8 { 0x23 }
  /// `(`
  @inlinable package static var openParenthesis: UInt8 { 0x28 }
  /// `)`
  @inlinable package static var closeParenthesis: UInt8 { 0x29 }
  /// `*`
  @inlinable package static var asterisk: UInt8 { 0x2A }
  /// `+`
  @inlinable package static var plus: UInt8 { 0x2B }
  /// `,`
  @inlinable package static var comma: UInt8 { 0x2C }
  /// `-`
  @inlinable package static var minus: UInt8 { 0x2D }
  /// `.`
  @inlinable package static var dot: UInt8 { 0x2E }
  /// `/`
  @inlinable package static var slash: UInt8 { 0x2F }
  /// `:`
  @inlinable package static var colon: UInt8 { 0x3A }
  /// `\`
  @inlinable package static var backslash: UInt8 { 0x5C }
  /// `[`
  @inlinable package static var openBracket: UInt8 { 0x5B }
  /// `]`
  @inlinable package static var closeBracket: UInt8 { 0x5D }
  /// `{`
  @inlinable package static var openBrace: UInt8 { 0x7B }
  /// `}`
  @inlinable package static var closeBrace: UInt8 { 0x7D }
  /// A backtick.
  @inlinable package static var backtick: UInt8 { 0x60 }
  /// `%`
  @inlinable package static var percent: UInt8 { 0x25 }

  /// ASCII digits.
  @inlinable
  package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// ASCII hexadecimal digits.
  @inlinable
  package static func isHexDigit(_ byte: UInt8) -> Bool { HexDigit.value(byte) != nil }

  /// ASCII letters.
  @inlinable
  package static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

  /// Letters, `_`, `$` and every byte of a non-ASCII character: the compiler's identifier
  /// characters, taken broadly, since a lexer that only finds calls need not reject any.
  @inlinable
  package static func isIdentifierStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  /// Identifier characters after the first: those that start one, and digits.
  @inlinable
  package static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

  /// `/ = - + ! * % < > & | ^ ~ ?`.
  @inlinable
  package static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }

  /// Space and tab.
  @inlinable
  package static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  /// Line feed and carriage return.
  @inlinable
  package static func isLineBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }

  /// Space, tab, line feed and carriage return.
  @inlinable
  package static func isSpaceOrLineBreak(_ byte: UInt8) -> Bool { isHorizontalSpace(byte) || isLineBreak(byte) }
}
