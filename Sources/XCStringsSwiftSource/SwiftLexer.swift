import XCStringsBase

/// A lexer for Swift source: comments, string literals, regular expression literals,
/// identifiers, numbers and punctuation, over UTF-8 bytes.
///
/// It is not a parser. It knows exactly what it must to find a call, its first argument and
/// its labels without ever taking text inside a comment or a string for code: nested `/* */`
/// comments, `//` comments, string literals with escapes, `"""` multi-line literals with the
/// compiler's indentation stripping, raw literals `#"…"#` with any number of `#`, and
/// interpolations (`\(…)`, `\#(…)` in raw literals) holding parentheses, comments and further
/// string literals. Interpolations nest at most ``maximumDepth`` deep, so hostile input cannot
/// exhaust the stack. Input the compiler would reject inside a literal or comment (an
/// unterminated string, an unknown escape) is a ``ParseFailure`` at a byte offset; everything else
/// is lexed leniently, since finding calls needs no more.
struct SwiftLexer {

  /// The tokens of a file and the string literals they refer to.
  struct Output: Sendable {
    var tokens: [SwiftToken] = []
    var literals: [SwiftStringLiteral] = []
  }

  /// Interpolations nested deeper than this (a literal in an interpolation of a literal …)
  /// are rejected.
  static let maximumDepth = 64

  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var output = Output()
  /// How many interpolations enclose the current position.
  var depth = 0
  /// Reused for the decoded bytes of each text segment.
  var scratch: [UInt8] = []
  /// The index of the first token of the innermost interpolation (`0` outside any): where an
  /// expression starts, whatever token precedes it.
  var scopeStart = 0

  init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Lexes UTF-8 Swift source.
  static func lex(_ bytes: [UInt8]) throws(ParseFailure) -> Output {
    try bytes.withUnsafeBufferPointer { buffer throws(ParseFailure) in try lex(buffer) }
  }

  /// Lexes UTF-8 Swift source held elsewhere.
  static func lex(_ buffer: UnsafeBufferPointer<UInt8>) throws(ParseFailure) -> Output {
    var lexer = SwiftLexer(bytes: buffer)
    try lexer.lexFile()
    return lexer.output
  }

  mutating func lexFile() throws(ParseFailure) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
    // A script's `#!` line is a comment to the compiler.
    if offset + 1 < bytes.count, bytes[offset] == SwiftByte.hash, bytes[offset + 1] == SwiftByte.exclamation { skipLine() }
    try lexTokens(inInterpolationFrom: nil)
  }

  /// Lexes tokens to the end of the input or, inside an interpolation (whose backslash is at
  /// `interpolation`), to the `)` that closes it, which is consumed and not made a token.
  mutating func lexTokens(inInterpolationFrom interpolation: Int?) throws(ParseFailure) {
    let inInterpolation = interpolation != nil
    var parentheses = 0
    while true {
      try skipTrivia()
      guard offset < bytes.count else {
        if let interpolation { throw ParseFailure(message: "unterminated string interpolation", offset: interpolation) }
        return
      }
      let byte = bytes[offset]
      switch byte {
      case SwiftByte.openParenthesis:
        parentheses += 1
        punctuation()
      case SwiftByte.closeParenthesis:
        if inInterpolation, parentheses == 0 {
          offset += 1
          return
        }
        parentheses = max(parentheses - 1, 0)
        punctuation()
      case SwiftByte.quote:
        try stringLiteral(start: offset, hashes: 0)
      case SwiftByte.hash:
        try pound()
      case SwiftByte.slash:
        if !regexLiteral() { operatorRun() }
      case SwiftByte.backtick:
        backtickIdentifier()
      case SwiftByte.dot:
        if offset + 1 < bytes.count, bytes[offset + 1] == SwiftByte.dot { operatorRun() } else { punctuation() }
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number()
      default:
        if SwiftByte.isIdentifierStart(byte) {
          identifier()
        } else if SwiftByte.isOperatorCharacter(byte) {
          operatorRun()
        } else {
          // `[ ] { } , : ; @ \` and stray bytes the compiler would reject.
          punctuation()
        }
      }
    }
  }

  // MARK: - Trivia

  /// Skips whitespace and comments.
  mutating func skipTrivia() throws(ParseFailure) {
    while offset < bytes.count {
      switch bytes[offset] {
      case SwiftByte.space, SwiftByte.tab, SwiftByte.lineFeed, SwiftByte.carriageReturn, 0x0B, 0x0C, 0x00:
        offset += 1
      case SwiftByte.slash where offset + 1 < bytes.count && bytes[offset + 1] == SwiftByte.slash:
        skipLine()
      case SwiftByte.slash where offset + 1 < bytes.count && bytes[offset + 1] == SwiftByte.asterisk:
        try skipBlockComment()
      default:
        return
      }
    }
  }

  /// Skips to the end of the line (the line break stays).
  mutating func skipLine() {
    while offset < bytes.count, bytes[offset] != SwiftByte.lineFeed, bytes[offset] != SwiftByte.carriageReturn { offset += 1 }
  }

  /// Skips a `/* */` comment, counting nested ones as the compiler does.
  private mutating func skipBlockComment() throws(ParseFailure) {
    let start = offset
    var nesting = 0
    while offset + 1 < bytes.count {
      if bytes[offset] == SwiftByte.slash, bytes[offset + 1] == SwiftByte.asterisk {
        nesting += 1
        offset += 2
      } else if bytes[offset] == SwiftByte.asterisk, bytes[offset + 1] == SwiftByte.slash {
        nesting -= 1
        offset += 2
        if nesting == 0 { return }
      } else {
        offset += 1
      }
    }
    throw ParseFailure(message: "unterminated '/*' comment", offset: start)
  }

  // MARK: - Tokens

  private mutating func append(_ kind: SwiftToken.Kind, from start: Int) {
    output.tokens.append(SwiftToken(kind: kind, start: start, end: offset, next: output.tokens.count + 1))
  }

  private mutating func punctuation() {
    offset += 1
    append(.punctuation, from: offset - 1)
  }

  private mutating func identifier() {
    let start = offset
    offset += 1
    while offset < bytes.count, SwiftByte.isIdentifierContinuation(bytes[offset]) { offset += 1 }
    append(.identifier, from: start)
  }

  /// `` `name` `` on one line; a lone backtick is punctuation.
  private mutating func backtickIdentifier() {
    let start = offset
    var probe = offset + 1
    while probe < bytes.count, bytes[probe] != SwiftByte.backtick, bytes[probe] != SwiftByte.lineFeed,
      bytes[probe] != SwiftByte.carriageReturn
    {
      probe += 1
    }
    guard probe < bytes.count, bytes[probe] == SwiftByte.backtick, probe > start + 1 else {
      punctuation()
      return
    }
    offset = probe + 1
    append(.identifier, from: start)
  }

  /// A run of operator characters; a comment start ends it, as in the compiler.
  private mutating func operatorRun() {
    let start = offset
    offset += 1
    let dotted = bytes[start] == SwiftByte.dot
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == SwiftByte.slash, offset + 1 < bytes.count,
        bytes[offset + 1] == SwiftByte.slash || bytes[offset + 1] == SwiftByte.asterisk
      {
        break
      }
      guard SwiftByte.isOperatorCharacter(byte) || (dotted && byte == SwiftByte.dot) else { break }
      offset += 1
    }
    append(.operator, from: start)
  }

  /// An integer or floating-point literal, with `_`, prefixes, fractions and exponents.
  private mutating func number() {
    let start = offset
    let isHex =
      offset + 1 < bytes.count && bytes[offset] == UInt8(ascii: "0")
      && (bytes[offset + 1] | 0x20) == UInt8(ascii: "x")
    var isFloat = false
    offset += isHex ? 2 : 1
    while offset < bytes.count {
      let byte = bytes[offset]
      let lower = byte | 0x20
      if (!isHex && lower == UInt8(ascii: "e")) || (isHex && lower == UInt8(ascii: "p")) {
        isFloat = true
        offset += 1
        if offset < bytes.count, bytes[offset] == SwiftByte.plus || bytes[offset] == SwiftByte.minus { offset += 1 }
      } else if byte == SwiftByte.dot, !isFloat, offset + 1 < bytes.count,
        isHex ? SwiftByte.isHexDigit(bytes[offset + 1]) : SwiftByte.isDigit(bytes[offset + 1])
      {
        // `1.5`, but not `1...5` or `1.description`.
        isFloat = true
        offset += 1
      } else if SwiftByte.isIdentifierContinuation(byte) {
        offset += 1
      } else {
        break
      }
    }
    append(isFloat ? .float : .integer, from: start)
  }

  /// `#`: a raw string literal, an extended regular expression literal, or punctuation
  /// (`#if`, `#selector`).
  private mutating func pound() throws(ParseFailure) {
    let start = offset
    var probe = offset
    while probe < bytes.count, bytes[probe] == SwiftByte.hash { probe += 1 }
    let hashes = probe - start
    if probe < bytes.count, bytes[probe] == SwiftByte.quote {
      try stringLiteral(start: start, hashes: hashes)
    } else if probe < bytes.count, bytes[probe] == SwiftByte.slash {
      try extendedRegexLiteral(start: start, hashes: hashes)
    } else {
      punctuation()
    }
  }

  /// `#/…/#` (any number of `#`), possibly over several lines; its contents are skipped.
  private mutating func extendedRegexLiteral(start: Int, hashes: Int) throws(ParseFailure) {
    offset = start + hashes + 1
    while offset < bytes.count {
      if bytes[offset] == SwiftByte.backslash {
        offset += 2
        continue
      }
      if bytes[offset] == SwiftByte.slash, closes(at: offset + 1, hashes: hashes) {
        offset += 1 + hashes
        append(.regex, from: start)
        return
      }
      offset += 1
    }
    throw ParseFailure(message: "unterminated regular expression literal", offset: start)
  }

  /// A bare `/…/` regular expression literal, taken only where an expression may start and
  /// when it closes on the same line without a space at either end (the compiler's rule);
  /// otherwise `false`, and the `/` is an operator.
  private mutating func regexLiteral() -> Bool {
    guard offset + 1 < bytes.count, !SwiftByte.isSpaceOrLineBreak(bytes[offset + 1]), expressionMayStart()
    else { return false }
    var probe = offset + 1
    while probe < bytes.count {
      let byte = bytes[probe]
      if byte == SwiftByte.lineFeed || byte == SwiftByte.carriageReturn { return false }
      if byte == SwiftByte.backslash {
        probe += 2
        continue
      }
      if byte == SwiftByte.slash {
        guard !SwiftByte.isSpaceOrLineBreak(bytes[probe - 1]) else { return false }
        let start = offset
        offset = probe + 1
        append(.regex, from: start)
        return true
      }
      probe += 1
    }
    return false
  }

  /// Whether the previous token leaves the lexer where an expression may start: after an
  /// opening bracket, a separator, an operator or a keyword that precedes an expression, or at
  /// the start of the file.
  private func expressionMayStart() -> Bool {
    guard output.tokens.count > scopeStart, let previous = output.tokens.last else { return true }
    switch previous.kind {
    case .operator: return true
    case .punctuation:
      let byte = bytes[previous.start]
      return byte != SwiftByte.closeParenthesis && byte != SwiftByte.closeBracket && byte != SwiftByte.closeBrace
        && byte != SwiftByte.dot
    case .identifier:
      return ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw"].contains {
        equals(previous, $0)
      }
    default: return false
    }
  }

  /// Whether a token's bytes are exactly `text`.
  func equals(_ token: SwiftToken, _ text: StaticString) -> Bool {
    guard token.count == text.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    for index in 0..<token.count where bytes[token.start + index] != expected[index] { return false }
    return true
  }

  /// Whether `"` at `offset - 1` is followed by `hashes` `#` at `offset`.
  func closes(at offset: Int, hashes: Int) -> Bool {
    guard offset + hashes <= bytes.count else { return false }
    for index in offset..<(offset + hashes) where bytes[index] != SwiftByte.hash { return false }
    return true
  }
}
