import XCStringsBase

extension SwiftLexer {
  /// A string literal starting at `start` (its first `#`, or the quote), `hashes` `#` deep.
  ///
  /// The literal's token is appended first and its interpolations' tokens after it, so the
  /// token array stays in source order.
  mutating func stringLiteral(start: Int, hashes: Int) throws(ParseFailure) {
    let tokenIndex = output.tokens.count
    output.tokens.append(SwiftToken(kind: .string, start: start, end: start, next: tokenIndex + 1))
    let quote = start + hashes
    // `#"""` opens a one-line raw literal when its closing delimiter is on the same line
    // (`#""" = "";"#`), as in the compiler.
    let multiline =
      quote + 2 < bytes.count && bytes[quote + 1] == SwiftByte.quote && bytes[quote + 2] == SwiftByte.quote
      && (hashes == 0 || !closesOnItsLine(from: quote + 1, hashes: hashes))
    let segments: [SwiftStringLiteral.Segment]
    if multiline {
      offset = quote + 3
      segments = try multilineSegments(start: start, hashes: hashes)
    } else {
      offset = quote + 1
      segments = try singleLineSegments(start: start, hashes: hashes)
    }
    output.tokens[tokenIndex].end = offset
    output.tokens[tokenIndex].next = output.tokens.count
    output.tokens[tokenIndex].literal = output.literals.count
    output.literals.append(
      SwiftStringLiteral(
        segments: segments, start: start, end: offset, hashes: hashes, isMultiline: multiline))
  }

  // MARK: - Single-line literals

  private mutating func singleLineSegments(start: Int, hashes: Int) throws(ParseFailure) -> [SwiftStringLiteral.Segment] {
    var segments: [SwiftStringLiteral.Segment] = []
    scratch.removeAll(keepingCapacity: true)
    var run = offset
    while true {
      guard offset < bytes.count, !SwiftByte.isLineBreak(bytes[offset]) else {
        throw ParseFailure(message: "unterminated string literal", offset: start)
      }
      let byte = bytes[offset]
      if byte == SwiftByte.quote, closes(at: offset + 1, hashes: hashes) {
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
        if !scratch.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: scratch, as: UTF8.self))) }
        offset += 1 + hashes
        return segments
      }
      guard byte == SwiftByte.backslash, closes(at: offset + 1, hashes: hashes) else {
        offset += 1
        continue
      }
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
      let escape = try escapeStart(backslash: offset, hashes: hashes)
      if escape < bytes.count, bytes[escape] == SwiftByte.openParenthesis {
        if !scratch.isEmpty {
          segments.append(.text(String(decoding: scratch, as: UTF8.self)))
          scratch.removeAll(keepingCapacity: true)
        }
        let backslash = offset
        segments.append(try interpolation(from: backslash, body: escape + 1))
        // The interpolation of a one-line literal stays on its line, as the compiler requires.
        if bytes[backslash..<offset].contains(where: SwiftByte.isLineBreak) {
          throw ParseFailure(message: "unterminated string interpolation", offset: backslash)
        }
        // Literals inside the interpolation used the buffer too.
        scratch.removeAll(keepingCapacity: true)
      } else {
        try escapeSequence(at: offset, escape: escape)
      }
      run = offset
    }
  }

  // MARK: - Multi-line literals

  /// A `"""` literal: first its extent (and the interpolations' tokens) is found, since the
  /// indentation to strip from every line is that of the closing delimiter; then its text.
  private mutating func multilineSegments(start: Int, hashes: Int) throws(ParseFailure) -> [SwiftStringLiteral.Segment] {
    guard offset < bytes.count, SwiftByte.isLineBreak(bytes[offset]) else {
      throw ParseFailure(message: "multi-line string literal content must begin on a new line", offset: offset)
    }
    offset = afterLineBreak(offset)
    let contentStart = offset
    // Text runs as byte ranges, and the interpolations between them.
    var pieces: [(text: Range<Int>, interpolation: SwiftStringLiteral.Segment?)] = []
    var run = offset
    while true {
      guard offset < bytes.count else { throw ParseFailure(message: "unterminated string literal", offset: start) }
      let byte = bytes[offset]
      if byte == SwiftByte.backslash, closes(at: offset + 1, hashes: hashes) {
        let escape = try escapeStart(backslash: offset, hashes: hashes)
        if escape < bytes.count, bytes[escape] == SwiftByte.openParenthesis {
          let text = run..<offset
          pieces.append((text, try interpolation(from: offset, body: escape + 1)))
          run = offset
        } else {
          // The escaped byte is passed over (`\"""` is no delimiter); the text pass reads it.
          offset = escape + 1
        }
        continue
      }
      if byte == SwiftByte.quote, offset + 2 < bytes.count, bytes[offset + 1] == SwiftByte.quote,
        bytes[offset + 2] == SwiftByte.quote, closes(at: offset + 3, hashes: hashes)
      {
        var lineStart = offset
        while lineStart > run, SwiftByte.isHorizontalSpace(bytes[lineStart - 1]) { lineStart -= 1 }
        guard lineStart > contentStart - 1, lineStart > 0, SwiftByte.isLineBreak(bytes[lineStart - 1]),
          lineStart >= run
        else {
          throw ParseFailure(message: "multi-line string literal closing delimiter must begin on a new line", offset: offset)
        }
        // The line break that ends the last line of text is not part of the string.
        var contentEnd = lineStart
        if lineStart > contentStart {
          contentEnd -= 1
          if contentEnd > contentStart, bytes[contentEnd] == SwiftByte.lineFeed, bytes[contentEnd - 1] == SwiftByte.carriageReturn
          {
            contentEnd -= 1
          }
        }
        pieces.append((run..<max(run, contentEnd), nil))
        let indentation = lineStart..<offset
        offset += 3 + hashes
        return try multilineText(pieces, indentation: indentation, hashes: hashes)
      }
      offset += 1
    }
  }

  /// The text of a multi-line literal's pieces, each line stripped of `indentation`.
  private mutating func multilineText(
    _ pieces: [(text: Range<Int>, interpolation: SwiftStringLiteral.Segment?)], indentation: Range<Int>, hashes: Int
  ) throws(ParseFailure) -> [SwiftStringLiteral.Segment] {
    let end = offset
    var segments: [SwiftStringLiteral.Segment] = []
    scratch.removeAll(keepingCapacity: true)
    for (index, piece) in pieces.enumerated() {
      // Only the first piece starts a line; text after an interpolation continues its line.
      try appendMultilineText(
        piece.text, atLineStart: index == 0, isLast: index == pieces.count - 1, indentation: indentation, hashes: hashes)
      if let interpolation = piece.interpolation {
        if !scratch.isEmpty {
          segments.append(.text(String(decoding: scratch, as: UTF8.self)))
          scratch.removeAll(keepingCapacity: true)
        }
        segments.append(interpolation)
      }
    }
    if !scratch.isEmpty || segments.isEmpty { segments.append(.text(String(decoding: scratch, as: UTF8.self))) }
    offset = end
    return segments
  }

  private mutating func appendMultilineText(
    _ range: Range<Int>, atLineStart: Bool, isLast: Bool, indentation: Range<Int>, hashes: Int
  ) throws(ParseFailure) {
    offset = range.lowerBound
    var lineStart = atLineStart
    var run = offset
    while offset < range.upperBound {
      if lineStart {
        lineStart = false
        try stripIndentation(indentation, before: range.upperBound, isLast: isLast)
        run = offset
        continue
      }
      let byte = bytes[offset]
      if SwiftByte.isLineBreak(byte) {
        // Every line break of the source is a line feed in the string.
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
        scratch.append(SwiftByte.lineFeed)
        offset = afterLineBreak(offset)
        run = offset
        lineStart = true
        continue
      }
      guard byte == SwiftByte.backslash, closes(at: offset + 1, hashes: hashes) else {
        offset += 1
        continue
      }
      scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
      let escape = offset + 1 + hashes
      // A backslash at the end of a line (spaces may follow it) joins the line to the next.
      var probe = escape
      while probe < range.upperBound, SwiftByte.isHorizontalSpace(bytes[probe]) { probe += 1 }
      if probe == range.upperBound, isLast {
        throw ParseFailure(message: "escaped newline at the last line of a multi-line string literal", offset: offset)
      }
      if probe == range.upperBound || SwiftByte.isLineBreak(bytes[probe]) {
        offset = probe < range.upperBound ? afterLineBreak(probe) : probe
        lineStart = probe < range.upperBound
      } else {
        try escapeSequence(at: offset, escape: escape)
      }
      run = offset
    }
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<min(offset, range.upperBound)]))
  }

  /// Passes over the indentation at the start of a line: every line that is not empty, even
  /// one of only spaces, must begin with exactly the closing delimiter's indentation.
  private mutating func stripIndentation(_ indentation: Range<Int>, before limit: Int, isLast: Bool) throws(ParseFailure) {
    for index in 0..<indentation.count {
      let position = offset + index
      guard position < limit, SwiftByte.isHorizontalSpace(bytes[position]) else {
        let emptyLine = index == 0 && (position < limit ? SwiftByte.isLineBreak(bytes[position]) : isLast)
        if emptyLine { return }
        throw ParseFailure(message: "insufficient indentation of line in multi-line string literal", offset: position)
      }
      if bytes[position] != bytes[indentation.lowerBound + index] {
        let kind = bytes[position] == SwiftByte.tab ? "tab" : "space"
        throw ParseFailure(message: "unexpected \(kind) in indentation of line in multi-line string literal", offset: position)
      }
    }
    offset += indentation.count
  }

  // MARK: - Shared

  /// Whether a `"` followed by `hashes` `#` comes before the end of the line at `start`.
  private func closesOnItsLine(from start: Int, hashes: Int) -> Bool {
    var index = start
    while index < bytes.count, !SwiftByte.isLineBreak(bytes[index]) {
      if bytes[index] == SwiftByte.quote, closes(at: index + 1, hashes: hashes) { return true }
      index += 1
    }
    return false
  }

  /// The offset of the escape character after a backslash and the literal's `hashes` `#`.
  /// More `#` than the delimiter has is an error, as in the compiler.
  func escapeStart(backslash: Int, hashes: Int) throws(ParseFailure) -> Int {
    let escape = backslash + 1 + hashes
    if hashes > 0, escape < bytes.count, bytes[escape] == SwiftByte.hash {
      throw ParseFailure(message: "too many '#' characters in delimited escape", offset: backslash)
    }
    return escape
  }

  /// The offset after the line break at `index` (`\r\n` is one).
  func afterLineBreak(_ index: Int) -> Int {
    if bytes[index] == SwiftByte.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == SwiftByte.lineFeed {
      return index + 2
    }
    return index + 1
  }

  /// Lexes the expression of an interpolation whose `\` is at `backslash` and whose body
  /// starts at `body`, through its closing parenthesis.
  private mutating func interpolation(from backslash: Int, body: Int) throws(ParseFailure) -> SwiftStringLiteral.Segment {
    guard depth < Self.maximumDepth else {
      throw ParseFailure(message: "string interpolations nested more than \(Self.maximumDepth) deep", offset: backslash)
    }
    depth += 1
    defer { depth -= 1 }
    let first = output.tokens.count
    let enclosingScope = scopeStart
    scopeStart = first
    defer { scopeStart = enclosingScope }
    offset = body
    try lexTokens(inInterpolationFrom: backslash)
    return .interpolation(tokens: first..<output.tokens.count, bytes: backslash..<offset)
  }

  /// Decodes the escape whose backslash is at `backslash` and whose character is at `escape`
  /// into ``scratch``, and moves past it.
  private mutating func escapeSequence(at backslash: Int, escape: Int) throws(ParseFailure) {
    guard escape < bytes.count, !SwiftByte.isLineBreak(bytes[escape]) else {
      throw ParseFailure(message: "unterminated string literal", offset: backslash)
    }
    switch bytes[escape] {
    case UInt8(ascii: "0"): scratch.append(0)
    case UInt8(ascii: "t"): scratch.append(SwiftByte.tab)
    case UInt8(ascii: "n"): scratch.append(SwiftByte.lineFeed)
    case UInt8(ascii: "r"): scratch.append(SwiftByte.carriageReturn)
    case SwiftByte.quote, UInt8(ascii: "'"), SwiftByte.backslash: scratch.append(bytes[escape])
    case UInt8(ascii: "u"):
      offset = try unicodeEscape(at: backslash, braces: escape + 1)
      return
    default:
      var end = escape + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      let shown = String(decoding: UnsafeBufferPointer(rebasing: bytes[backslash..<end]), as: UTF8.self)
      throw ParseFailure(message: "invalid escape sequence '\(shown)' in string literal", offset: backslash)
    }
    offset = escape + 1
  }

  /// `\u{…}`: one to eight hex digits naming a Unicode scalar; returns the offset past `}`.
  private mutating func unicodeEscape(at backslash: Int, braces: Int) throws(ParseFailure) -> Int {
    guard braces < bytes.count, bytes[braces] == SwiftByte.openBrace else {
      throw ParseFailure(message: "expected '{' in '\\u{…}' escape sequence", offset: backslash)
    }
    var value: UInt32 = 0
    var index = braces + 1
    while index < bytes.count, index - braces <= 9, SwiftByte.isHexDigit(bytes[index]) {
      let byte = bytes[index]
      value = value << 4 | UInt32(SwiftByte.isDigit(byte) ? byte - 0x30 : (byte | 0x20) - 0x57)
      index += 1
    }
    guard index < bytes.count, bytes[index] == SwiftByte.closeBrace, index > braces + 1, index - braces <= 9,
      let scalar = Unicode.Scalar(value)
    else {
      throw ParseFailure(message: "invalid unicode scalar in '\\u{…}' escape sequence", offset: backslash)
    }
    scratch.append(contentsOf: String(Character(scalar)).utf8)
    return index + 1
  }
}
