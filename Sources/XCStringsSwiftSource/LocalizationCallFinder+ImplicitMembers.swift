import XCStringsBase

extension LocalizationCallFinder {
  /// Keywords whose `{ … }` passes a value's contextual type through to the code around it
  /// (`switch self { case .a: return .init(…) }` in a property typed `T` returns a `T`).
  private static let passingKeywords: Set<String> = [
    "switch", "if", "else", "guard", "do", "case", "default", "get", "for", "while", "repeat",
  ]

  /// The type an implicit member expression (`.init(…)` at `dot`) stands for, where the code
  /// says it without a type checker: the declared type of the property or function it is the
  /// value of (`var p: Presentation { return .init(…) }`, through `switch`/`if` blocks), or
  /// of the binding it initializes (`let p: Presentation = .init(…)`). Only a simple type
  /// name; `nil` for an argument, a closure's value and anything else.
  func contextualType(ofImplicitMemberAt dot: Int) -> String? {
    guard dot >= 1 else { return nil }
    // `let name: T = .init(…)`
    if dot >= 3, isOperator(dot - 1, "="), tokens[dot - 2].kind == .identifier, isPunctuation(dot - 3, SwiftByte.colon) {
      return text(of: tokens[dot - 2])
    }
    // An element of an array literal: `let items: [T] = [.init(…), .init(…)]`.
    if isPunctuation(dot - 1, SwiftByte.openBracket) || isPunctuation(dot - 1, SwiftByte.comma) {
      return elementType(ofArrayAround: dot)
    }
    // The value of a statement: after `return`, an opening brace or a `case …:` label.
    let before = tokens[dot - 1]
    guard
      (before.kind == .identifier && equals(before, "return")) || isPunctuation(dot - 1, SwiftByte.openBrace)
        || isPunctuation(dot - 1, SwiftByte.colon)
    else { return nil }
    var cursor = dot
    while let open = opening(before: cursor) {
      guard isPunctuation(open, SwiftByte.openBrace) else { return nil }
      switch blockHeader(before: open) {
      case .declaration(let type): return type
      case .passing: cursor = open
      case .other: return nil
      }
    }
    return nil
  }

  /// The element type of the array literal `dot` is a whole element of, where a binding
  /// declares it (`let name: [T] = [`); `nil` inside any other bracket.
  private func elementType(ofArrayAround dot: Int) -> String? {
    // `: [T] = [`
    guard let open = opening(before: dot), isPunctuation(open, SwiftByte.openBracket), open >= 5,
      isOperator(open - 1, "="), isPunctuation(open - 2, SwiftByte.closeBracket), tokens[open - 3].kind == .identifier,
      isPunctuation(open - 4, SwiftByte.openBracket), isPunctuation(open - 5, SwiftByte.colon)
    else { return nil }
    return text(of: tokens[open - 3])
  }

  /// The index of the nearest `(`, `[` or `{` before `index` that is still open there.
  private func opening(before index: Int) -> Int? {
    var cursor = index
    var depth = 0
    while cursor > 0 {
      cursor -= 1
      let token = tokens[cursor]
      guard token.kind == .punctuation else { continue }
      switch bytes[token.start] {
      case SwiftByte.closeParenthesis, SwiftByte.closeBracket, SwiftByte.closeBrace: depth += 1
      case SwiftByte.openParenthesis, SwiftByte.openBracket, SwiftByte.openBrace:
        if depth == 0 { return cursor }
        depth -= 1
      default: continue
      }
    }
    return nil
  }

  private enum BlockHeader {
    case declaration(String)
    case passing
    case other
  }

  /// What opens the block whose `{` is at `open`: a property or function declaring its type,
  /// a control-flow statement, or something else (a closure, a type's body).
  private func blockHeader(before open: Int) -> BlockHeader {
    // `var name: T {` and `func name(…) -> T {`
    if open >= 2, tokens[open - 1].kind == .identifier {
      if isPunctuation(open - 2, SwiftByte.colon), open >= 4, tokens[open - 3].kind == .identifier,
        equals(tokens[open - 4], "var")
      {
        return .declaration(text(of: tokens[open - 1]))
      }
      if isOperator(open - 2, "->") { return .declaration(text(of: tokens[open - 1])) }
    }
    // The statement's own tokens, back to the previous brace or semicolon at its level: a
    // control-flow word passes the type on (`if let x = y {`, `for x in items {`), unless the
    // block is itself a value (`let v = switch x {`); anything else is a closure or a body.
    var cursor = open
    var depth = 0
    var passing = false
    while cursor > 0 {
      cursor -= 1
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case SwiftByte.closeParenthesis, SwiftByte.closeBracket: depth += 1
        case SwiftByte.openParenthesis, SwiftByte.openBracket:
          if depth == 0 { return .other }
          depth -= 1
        case SwiftByte.openBrace, SwiftByte.closeBrace, UInt8(ascii: ";"):
          if depth == 0 { return passing ? .passing : .other }
        default: break
        }
      } else if depth == 0, token.kind == .identifier {
        if Self.passingKeywords.contains(text(of: token)) { passing = true }
        if equals(token, "struct") || equals(token, "class") || equals(token, "enum") { return .other }
      } else if depth == 0, token.kind == .operator, isOperator(cursor, "="), cursor + 1 < tokens.count,
        equals(tokens[cursor + 1], "switch") || equals(tokens[cursor + 1], "if")
      {
        return .other
      }
    }
    return passing ? .passing : .other
  }
}
