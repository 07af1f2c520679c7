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
    // The first brace after the clauses, outside parentheses and brackets: the body, or for
    // `guard`, the `else` block.
    var cursor = index + 1
    while cursor < tokens.count {
      if isPunctuation(cursor, SwiftByte.openParenthesis) || isPunctuation(cursor, SwiftByte.openBracket) {
        cursor = matchingClose(from: cursor, upTo: tokens.count) + 1
        continue
      }
      if isPunctuation(cursor, SwiftByte.openBrace) { break }
      cursor = tokens[cursor].next
    }
    guard cursor < tokens.count, let close = closeOfBrace[cursor] else { return nil }
    return construct == "guard" ? (close, blockEnd) : (tokens[index].start, close)
  }
}
