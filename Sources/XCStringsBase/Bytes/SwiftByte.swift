/// The ASCII bytes and byte classes the Swift lexer names.
package enum SwiftByte {
  package static let tab = UInt8(ascii: "\t")
  package static let lineFeed = UInt8(ascii: "\n")
  package static let carriageReturn = UInt8(ascii: "\r")
  package static let space = UInt8(ascii: " ")
  package static let exclamation = UInt8(ascii: "!")
  package static let quote = UInt8(ascii: "\"")
  package static let hash = UInt8(ascii: "#")
  package static let openParenthesis = UInt8(ascii: "(")
  package static let closeParenthesis = UInt8(ascii: ")")
  package static let asterisk = UInt8(ascii: "*")
  package static let plus = UInt8(ascii: "+")
  package static let comma = UInt8(ascii: ",")
  package static let minus = UInt8(ascii: "-")
  package static let dot = UInt8(ascii: ".")
  package static let slash = UInt8(ascii: "/")
  package static let colon = UInt8(ascii: ":")
  package static let backslash = UInt8(ascii: "\\")
  package static let openBracket = UInt8(ascii: "[")
  package static let closeBracket = UInt8(ascii: "]")
  package static let openBrace = UInt8(ascii: "{")
  package static let closeBrace = UInt8(ascii: "}")
  package static let backtick = UInt8(ascii: "`")
  package static let percent = UInt8(ascii: "%")

  package static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  package static func isHexDigit(_ byte: UInt8) -> Bool { HexDigit.value(byte) != nil }

  package static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }

  /// Letters, `_`, `$` and every byte of a non-ASCII character: the compiler's identifier
  /// characters, taken broadly, since a lexer that only finds calls need not reject any.
  package static func isIdentifierStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  package static func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

  /// `/ = - + ! * % < > & | ^ ~ ?`.
  package static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F: true
    default: false
    }
  }

  package static func isHorizontalSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

  package static func isLineBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }

  package static func isSpaceOrLineBreak(_ byte: UInt8) -> Bool { isHorizontalSpace(byte) || isLineBreak(byte) }
}
