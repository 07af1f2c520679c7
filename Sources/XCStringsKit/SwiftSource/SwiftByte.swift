/// The ASCII bytes and byte classes the Swift lexer names.
enum SwiftByte {
  static let tab = UInt8(ascii: "\t")
  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let exclamation = UInt8(ascii: "!")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")
  static let asterisk = UInt8(ascii: "*")
  static let plus = UInt8(ascii: "+")
  static let comma = UInt8(ascii: ",")
  static let minus = UInt8(ascii: "-")
  static let dot = UInt8(ascii: ".")
  static let slash = UInt8(ascii: "/")
  static let colon = UInt8(ascii: ":")
  static let backslash = UInt8(ascii: "\\")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let backtick = UInt8(ascii: "`")
  static let percent = UInt8(ascii: "%")

  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66) }

  static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

  /// Letters, `_`, `$` and every byte of a non-ASCII character: the compiler's identifier
  /// characters, taken broadly, since a lexer that only finds calls need not reject any.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

  /// `/ = - + ! * % < > & | ^ ~ ?`.
  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }

  static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  static func isLineBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }

  static func isSpaceOrLineBreak(_ byte: UInt8) -> Bool { isHorizontalSpace(byte) || isLineBreak(byte) }
}
