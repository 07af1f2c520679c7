import XCStringsBase

extension LocalizationCallFinder {
  /// The byte offset of the closing brace of each opening brace (by token index), found in
  /// one pass; an unclosed brace closes at the end of the file.
  func braceCloses() -> [Int: Int] {
    var closes: [Int: Int] = [:]
    var open: [Int] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        if bytes[token.start] == SwiftByte.openBrace { open.append(index) }
        if bytes[token.start] == SwiftByte.closeBrace, let last = open.popLast() { closes[last] = token.start }
      }
      index = max(index + 1, token.kind == .string ? token.next : index + 1)
    }
    for last in open { closes[last] = bytes.count }
    return closes
  }

  /// Where the binding of the name at `index` (after `let` or `var`) applies: an `if let` or
  /// `while let` in its body, a `guard let` after its `else` block to the end of the enclosing
  /// block, any other binding from its name to the end of the enclosing block. `nil` for a
  /// pattern (`case let x`), whose reach this does not work out.
  func bindingScope(nameAt index: Int, openBraces: [Int], closeOfBrace: [Int: Int]) -> (start: Int, end: Int)? {
    let blockEnd = openBraces.last.flatMap { closeOfBrace[$0] } ?? bytes.count
    guard index >= 2 else { return (tokens[index].start, blockEnd) }
    let before = tokens[index - 2]
    if before.kind == .identifier, equals(before, "case") { return nil }
    var construct: String?
    if before.kind == .identifier, equals(before, "if") || equals(before, "while") || equals(before, "guard") {
      construct = text(of: before)
    } else if before.kind == .punctuation, bytes[before.start] == SwiftByte.comma {
      // `if a, let x = …`: the clause list of an `if`, `while` or `guard` on this statement.
      var cursor = index - 3
      while cursor >= 0, index - cursor < 64 {
        let token = tokens[cursor]
        if token.kind == .punctuation,
          [SwiftByte.openBrace, SwiftByte.closeBrace, UInt8(ascii: ";")].contains(bytes[token.start])
        {
          break
        }
        if token.kind == .identifier, equals(token, "if") || equals(token, "while") || equals(token, "guard") {
          construct = text(of: token)
          break
        }
        cursor -= 1
      }
      if construct == nil { return nil }
    }
    guard let construct else { return (tokens[index].start, blockEnd) }
    // The body, or for `guard`, the `else` block.
    guard let close = closeOfBrace[firstBrace(after: index)] else { return nil }
    return construct == "guard" ? (close, blockEnd) : (tokens[index].start, close)
  }

  /// The first opening brace after the token at `index` outside parentheses and brackets (the
  /// body of an `if`, `while` or `for`, the `else` block of a `guard`), or the token count.
  func firstBrace(after index: Int) -> Int {
    var cursor = index + 1
    while cursor < tokens.count {
      if isPunctuation(cursor, SwiftByte.openParenthesis) || isPunctuation(cursor, SwiftByte.openBracket) {
        cursor = matchingClose(from: cursor, upTo: tokens.count) + 1
        continue
      }
      if isPunctuation(cursor, SwiftByte.openBrace) { break }
      cursor = tokens[cursor].next
    }
    return cursor
  }

  /// The names a loop over a range of integers binds, with the body where they apply and
  /// their type: `ForEach(0..<n) { … $0 … }`, `ForEach(1...count) { pin in … }` and
  /// `for i in 0..<n { … }`, at the `ForEach` or `for` token at `index`. The range is `Int`
  /// unless its upper bound converts to another type (`0..<UInt8(n)`); a range whose lower
  /// bound is no integer literal binds nothing.
  func rangeLoopBindings(at index: Int, closeOfBrace: [Int: Int]) -> [(name: String, binding: ScopedBinding)] {
    var names: [String] = []
    let rangeStart: Int
    let rangeEnd: Int
    if equals(tokens[index], "ForEach") {
      guard isPunctuation(index + 1, SwiftByte.openParenthesis) else { return [] }
      let close = matchingClose(from: index + 1, upTo: tokens.count)
      rangeStart = index + 2
      rangeEnd = endOfArgument(from: rangeStart, upTo: close)
      guard close + 1 < tokens.count, isPunctuation(close + 1, SwiftByte.openBrace) else { return [] }
      names.append("$0")
      if close + 3 < tokens.count, tokens[close + 2].kind == .identifier, equals(tokens[close + 3], "in") {
        names.append(text(of: tokens[close + 2]))
      }
      return bindings(names, brace: close + 1, type: rangeType(rangeStart..<rangeEnd), closeOfBrace: closeOfBrace)
    }
    // `for name in range {`
    guard index + 3 < tokens.count, tokens[index + 1].kind == .identifier, equals(tokens[index + 2], "in") else { return [] }
    names.append(text(of: tokens[index + 1]))
    rangeStart = index + 3
    var cursor = rangeStart
    while cursor < tokens.count, !isPunctuation(cursor, SwiftByte.openBrace), cursor - rangeStart < 32 {
      if isPunctuation(cursor, SwiftByte.openParenthesis) || isPunctuation(cursor, SwiftByte.openBracket) {
        cursor = matchingClose(from: cursor, upTo: tokens.count) + 1
        continue
      }
      cursor = tokens[cursor].next
    }
    guard cursor < tokens.count, isPunctuation(cursor, SwiftByte.openBrace) else { return [] }
    return bindings(names, brace: cursor, type: rangeType(rangeStart..<cursor), closeOfBrace: closeOfBrace)
  }

  /// The names the action of `.onChange(of: value) { new in … }` binds (or `{ old, new in … }`,
  /// and `$0`, `$1`), with the body where they apply and the value's hint: the action receives
  /// the value's old and new values, of its type (`.count` gives `Int`). At the `onChange`
  /// token at `index`; an action the call passes by label (`perform:`) binds nothing here.
  func changeActionBindings(at index: Int, closeOfBrace: [Int: Int]) -> [(name: String, binding: ScopedBinding)] {
    guard index + 4 < tokens.count, isPunctuation(index + 1, SwiftByte.openParenthesis),
      equals(tokens[index + 2], "of"), isPunctuation(index + 3, SwiftByte.colon)
    else { return [] }
    let close = matchingClose(from: index + 1, upTo: tokens.count)
    let valueEnd = endOfArgument(from: index + 4, upTo: close)
    guard valueEnd > index + 4, close + 1 < tokens.count, isPunctuation(close + 1, SwiftByte.openBrace),
      let end = closeOfBrace[close + 1]
    else { return [] }
    let hint = hint(ofValue: (index + 4)..<valueEnd)
    guard hint != .unknown else { return [] }
    var names = ["$0", "$1"]
    // `{ new in`, `{ old, new in`, `{ (old, new) in`: every name before `in`.
    var cursor = close + 2
    var named: [String] = []
    while cursor < tokens.count, cursor - close < 12 {
      if tokens[cursor].kind == .identifier {
        if equals(tokens[cursor], "in") {
          names += named
          break
        }
        named.append(text(of: tokens[cursor]))
      } else if !isPunctuation(cursor, SwiftByte.comma) && !isPunctuation(cursor, SwiftByte.openParenthesis)
        && !isPunctuation(cursor, SwiftByte.closeParenthesis)
      {
        break
      }
      cursor = tokens[cursor].next
    }
    return names.map { ($0, ScopedBinding(start: tokens[close + 1].start, end: end, hint: hint)) }
  }

  /// The element type of a range of integers written in `range` (`0..<n`, `1...count`), or
  /// `nil` when it is no such range.
  private func rangeType(_ range: Range<Int>) -> String? {
    guard range.count >= 3, tokens[range.lowerBound].kind == .integer,
      let operatorIndex = range.first(where: { isOperator($0, "..<") || isOperator($0, "...") }),
      operatorIndex == range.lowerBound + 1
    else { return nil }
    // `0..<UInt8(n)`: the conversion's type.
    let upper = operatorIndex + 1
    if upper + 1 < range.upperBound, tokens[upper].kind == .identifier, isPunctuation(upper + 1, SwiftByte.openParenthesis),
      let first = bytes[tokens[upper].start...].first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
    {
      return text(of: tokens[upper])
    }
    return "Int"
  }

  /// Each of `names` bound to `type` in the block of the brace at token `brace`.
  private func bindings(
    _ names: [String], brace: Int, type: String?, closeOfBrace: [Int: Int]
  ) -> [(name: String, binding: ScopedBinding)] {
    guard let type, let close = closeOfBrace[brace] else { return [] }
    return names.map { ($0, ScopedBinding(start: tokens[brace].start, end: close, type: type)) }
  }
}
