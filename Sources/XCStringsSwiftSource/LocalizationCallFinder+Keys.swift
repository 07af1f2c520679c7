import XCStringsBase

extension LocalizationCallFinder {
  /// The key of the literal at `index` of the lexer's literals, as ``LocalizationKey`` says
  /// the compiler makes it.
  func key(ofLiteral index: Int) -> LocalizationKey {
    let literal = literals[index]
    if let plain = literal.plainText { return LocalizationKey(text: plain) }
    var text: [UInt8] = []
    var interpolations: [LocalizationKey.Interpolation] = []
    for segment in literal.segments {
      switch segment {
      case .text(let piece):
        for byte in piece.utf8 {
          text.append(byte)
          if byte == SwiftByte.percent { text.append(byte) }
        }
      case .interpolation(let expressionTokens, let range):
        let (specifier, isCertain) = self.specifier(of: expressionTokens)
        // The expression lies between `\(` (or `\#(`) and the closing `)`.
        let body = (range.lowerBound + 2 + literal.hashes)..<max(range.lowerBound + 2 + literal.hashes, range.upperBound - 1)
        let expression = String(decoding: UnsafeBufferPointer(rebasing: bytes[body]), as: UTF8.self)
        let start = text.count
        text.append(contentsOf: specifier.utf8)
        interpolations.append(
          LocalizationKey.Interpolation(
            specifier: specifier, expression: trimmed(expression), range: start..<text.count, isCertain: isCertain))
      }
    }
    return LocalizationKey(text: String(decoding: text, as: UTF8.self), interpolations: interpolations)
  }

  /// The specifier the compiler would put for an interpolated expression, as far as its
  /// tokens tell: the literal given with `specifier:`; `%lld` for an integer literal or a
  /// count (`count`, `items.count`, `photoCount`, `numberOfPhotos`); `%lf` for a decimal
  /// literal; else `%@`, the specifier of a string or any object. All but the last are
  /// certain (see ``LocalizationKey/Interpolation/isCertain``).
  func specifier(of expression: Range<Int>) -> (specifier: String, isCertain: Bool) {
    guard !expression.isEmpty else { return ("%@", false) }
    var cursor = expression.lowerBound
    let firstEnd = endOfArgument(from: cursor, upTo: expression.upperBound)
    // `specifier: "%.1f"` among the arguments after the value.
    cursor = firstEnd
    while cursor + 2 < expression.upperBound {
      if isPunctuation(cursor, SwiftByte.comma), equals(tokens[cursor + 1], "specifier"),
        isPunctuation(cursor + 2, SwiftByte.colon), cursor + 3 < expression.upperBound,
        tokens[cursor + 3].kind == .string, let given = literals[tokens[cursor + 3].literal].plainText
      {
        return (given, true)
      }
      cursor = endOfArgument(from: cursor + 1, upTo: expression.upperBound)
    }
    // The value's top-level tokens, a sign before a number left out.
    var value: [SwiftToken] = []
    cursor = expression.lowerBound
    while cursor < firstEnd {
      value.append(tokens[cursor])
      cursor = tokens[cursor].next
    }
    if value.count == 2, value[0].kind == .operator, equals(value[0], "-") { value.removeFirst() }
    if value.count == 1, value[0].kind == .integer { return ("%lld", true) }
    if value.count == 1, value[0].kind == .float { return ("%lf", true) }
    if let last = value.last, last.kind == .identifier, isCountName(last) { return ("%lld", true) }
    return ("%@", false)
  }

  /// `count`, a name ending in `Count` or starting with `numberOf`.
  private func isCountName(_ token: SwiftToken) -> Bool {
    if equals(token, "count") { return true }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    return (name.hasSuffix("Count") && name.count > 5) || (name.hasPrefix("numberOf") && name.count > 8)
  }

  /// The text without the spaces, tabs and line breaks around it (the only whitespace the
  /// lexer skips between tokens).
  private func trimmed(_ text: String) -> String {
    var utf8 = Substring(text).utf8
    while let first = utf8.first, SwiftByte.isSpaceOrLineBreak(first) { utf8.removeFirst() }
    while let last = utf8.last, SwiftByte.isSpaceOrLineBreak(last) { utf8.removeLast() }
    return String(Substring(utf8))
  }
}
