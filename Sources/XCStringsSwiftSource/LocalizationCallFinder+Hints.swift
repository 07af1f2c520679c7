import XCStringsBase

extension LocalizationCallFinder {
  /// The tokens of an expression at its own level: each entry is one token, or a bracketed
  /// group (`( … )`, `[ … ]`, `{ … }`) from its opening to its closing token.
  func units(in range: Range<Int>) -> [ClosedRange<Int>] {
    var units: [ClosedRange<Int>] = []
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      let token = tokens[cursor]
      if token.kind == .punctuation, isOpening(bytes[token.start]) {
        let close = matchingClose(from: cursor, upTo: range.upperBound)
        units.append(cursor...min(close, range.upperBound - 1))
        cursor = close + 1
        continue
      }
      units.append(cursor...max(cursor, token.next - 1))
      cursor = token.next
    }
    return units
  }

  private func isOpening(_ byte: UInt8) -> Bool {
    byte == SwiftByte.openParenthesis || byte == SwiftByte.openBracket || byte == SwiftByte.openBrace
  }

  /// The index of the bracket closing the one at `open` (or the last index before `limit`).
  func matchingClose(from open: Int, upTo limit: Int) -> Int {
    var depth = 0
    var cursor = open
    while cursor < limit {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case SwiftByte.openParenthesis, SwiftByte.openBracket, SwiftByte.openBrace: depth += 1
        case SwiftByte.closeParenthesis, SwiftByte.closeBracket, SwiftByte.closeBrace:
          depth -= 1
          if depth == 0 { return cursor }
        default: break
        }
      }
      cursor = token.next
    }
    return limit - 1
  }

  /// What an interpolation's tokens say of its value's type: `specifier:` first, then the
  /// value (its first argument).
  func hint(ofInterpolation expression: Range<Int>) -> ValueHint {
    guard !expression.isEmpty else { return .unknown }
    let firstEnd = endOfArgument(from: expression.lowerBound, upTo: expression.upperBound)
    var cursor = firstEnd
    while cursor + 3 < expression.upperBound + 1, isPunctuation(cursor, SwiftByte.comma) {
      if cursor + 3 < expression.upperBound, equals(tokens[cursor + 1], "specifier"), isPunctuation(cursor + 2, SwiftByte.colon),
        tokens[cursor + 3].kind == .string, let given = literals[tokens[cursor + 3].literal].plainText
      {
        return .specifier(given)
      }
      // `format:` (a FormatStyle) and any other label give text.
      if cursor + 2 < expression.upperBound, tokens[cursor + 1].kind == .identifier, isPunctuation(cursor + 2, SwiftByte.colon) {
        return .type("String")
      }
      cursor = endOfArgument(from: cursor + 1, upTo: expression.upperBound)
    }
    return hint(ofValue: expression.lowerBound..<firstEnd)
  }

  /// What the tokens of a value say of its type.
  func hint(ofValue range: Range<Int>) -> ValueHint {
    var units = units(in: range)
    // Prefix words and operators that do not change the type.
    while let first = units.first, first.count == 1,
      equals(tokens[first.lowerBound], "try") || equals(tokens[first.lowerBound], "await")
        || (tokens[first.lowerBound].kind == .operator
          && (equals(tokens[first.lowerBound], "-") || equals(tokens[first.lowerBound], "+")))
    {
      units.removeFirst()
    }
    guard !units.isEmpty else { return .unknown }
    // `c ? a : b`: either branch.
    if let question = units.firstIndex(where: {
      $0.count == 1 && isOperator($0.lowerBound, "?") && $0.lowerBound > range.lowerBound
    }),
      question > 0,
      let colon = units[(question + 1)...].firstIndex(where: { $0.count == 1 && isPunctuation($0.lowerBound, SwiftByte.colon) })
    {
      let whenTrue = units[question + 1].lowerBound..<units[colon].lowerBound
      let whenFalse = units[colon].upperBound + 1..<range.upperBound
      return .firstOf([hint(ofValue: whenTrue), hint(ofValue: whenFalse)])
    }
    // `a ?? b`: the left side's declared type (a literal on the right takes it: `n ?? 0` is an
    // `Int32` when `n` is one), else the right side's.
    if let coalesce = units.lastIndex(where: { $0.count == 1 && isOperator($0.lowerBound, "??") }), coalesce > 0 {
      let left = hint(ofValue: units[0].lowerBound..<units[coalesce].lowerBound)
      let right = hint(ofValue: units[coalesce].upperBound + 1..<range.upperBound)
      return .firstOf([left, right])
    }
    // `a + 1`, `a * b`: the operands, names before literals.
    let binary = units.indices.filter { index in
      index > 0 && units[index].count == 1 && tokens[units[index].lowerBound].kind == .operator
        && !equals(tokens[units[index].lowerBound], "!") && !equals(tokens[units[index].lowerBound], "?")
        && !equals(tokens[units[index].lowerBound], ".")
    }
    if !binary.isEmpty {
      var operands: [ValueHint] = []
      var start = units[0].lowerBound
      for index in binary {
        operands.append(hint(ofValue: start..<units[index].lowerBound))
        start = units[index].upperBound + 1
      }
      operands.append(hint(ofValue: start..<range.upperBound))
      // A comparison gives a Bool.
      if binary.contains(where: { isComparison(units[$0].lowerBound) }) { return .type("Bool") }
      let names = operands.filter { if case .type = $0 { false } else { true } }
      let types = operands.filter { if case .type = $0 { true } else { false } }
      return .firstOf(names + types)
    }
    // A postfix `!` or `?` leaves the type unwrapped.
    while let last = units.last, units.count > 1, last.count == 1,
      isOperator(last.lowerBound, "!") || isOperator(last.lowerBound, "?")
    {
      units.removeLast()
    }
    return hint(ofPostfix: units)
  }

  private func isComparison(_ index: Int) -> Bool {
    ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="].contains { equals(tokens[index], $0) }
  }

  /// The hint of a postfix chain (`a.b(c).d`, `Int(x)`, `42`, `(x)`).
  private func hint(ofPostfix units: [ClosedRange<Int>]) -> ValueHint {
    guard let last = units.last else { return .unknown }
    let token = tokens[last.lowerBound]
    if units.count == 1 {
      switch token.kind {
      case .integer: return .type("Int")
      case .float: return .type("Double")
      case .string: return .type("String")
      default: break
      }
    }
    if token.kind == .identifier, last.count == 1 {
      if equals(token, "true") || equals(token, "false") { return .type("Bool") }
      if equals(token, "count") && units.count > 1 { return .type("Int") }
      if equals(token, "description") || equals(token, "localizedDescription") { return .type("String") }
      let isMember =
        units.count >= 3 && units[units.count - 2].count == 1 && isPunctuation(units[units.count - 2].lowerBound, SwiftByte.dot)
        && !(units.count == 3 && equals(tokens[units[0].lowerBound], "self"))
      guard isMember else { return .name(text(of: token)) }
      // `base.name` or `base?.name` on a plain name: the member of that name's type.
      let base = units[..<(units.count - 2)]
      if let first = base.first, first.count == 1, tokens[first.lowerBound].kind == .identifier,
        !equals(tokens[first.lowerBound], "self"),
        base.count == 1
          || (base.count == 2 && base.last!.count == 1
            && (isOperator(base.last!.lowerBound, "?") || isOperator(base.last!.lowerBound, "!")))
      {
        return .memberOf(base: text(of: tokens[first.lowerBound]), name: text(of: token))
      }
      return .member(text(of: token))
    }
    guard token.kind == .punctuation else { return .unknown }
    switch bytes[token.start] {
    case SwiftByte.openParenthesis:
      guard units.count >= 2 else {
        // `(x)`: the inner expression, if it is one value.
        return last.count > 2 ? hint(ofValue: (last.lowerBound + 1)..<last.upperBound) : .unknown
      }
      let callee = units[units.count - 2]
      guard callee.count == 1, tokens[callee.lowerBound].kind == .identifier else { return .unknown }
      let name = text(of: tokens[callee.lowerBound])
      if name == "init", units.count >= 4 { return hint(ofPostfix: Array(units[..<(units.count - 3)])) }
      if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") { return .type(name) }
      if name == "formatted" || name == "joined" || name == "lowercased" || name == "uppercased" || name == "capitalized" {
        return .type("String")
      }
      return .call(name)
    case SwiftByte.openBrace:
      // A trailing closure: `items.filter { … }.count` ends on `count`; `f { … }` is unknown.
      return .unknown
    default:
      return .unknown
    }
  }

  /// A token's text.
  func text(of token: SwiftToken) -> String {
    var start = token.start
    var end = token.end
    if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
      start += 1
      end -= 1
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
  }
}
