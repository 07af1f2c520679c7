import XCStringsBase

extension LocalizationCallFinder {
  /// The types of the associated values an enum case declaration at the `case` token at
  /// `index` lists (`case everyHours(UInt8, label: String)`), by position; a value whose
  /// type is no plain name (a closure, a tuple) is left out.
  func associatedTypes(ofCaseAt index: Int) -> [(AssociatedValue, String)] {
    guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
      isPunctuation(index + 2, SwiftByte.openParenthesis)
    else { return [] }
    let name = text(of: tokens[index + 1])
    return unlabelledElements(ofListAt: index + 2).elements.enumerated().compactMap { position, element in
      patternValueType(element).map { (AssociatedValue(enumCase: name, position: position), $0) }
    }
  }

  /// The elements of the parenthesised list opening at token `open`, each without its
  /// `label:`, in order, and the index of the list's closing parenthesis.
  private func unlabelledElements(ofListAt open: Int) -> (elements: [Range<Int>], close: Int) {
    let close = matchingClose(from: open, upTo: tokens.count)
    var elements: [Range<Int>] = []
    var start = open + 1
    while start < close {
      let end = endOfArgument(from: start, upTo: close)
      var elementStart = start
      if elementStart + 1 < end, tokens[elementStart].kind == .identifier, isPunctuation(elementStart + 1, SwiftByte.colon) {
        elementStart += 2
      }
      elements.append(elementStart..<end)
      start = end + 1
    }
    return (elements, close)
  }

  /// The names an enum case pattern at the `case` token at `index` binds, each with the
  /// associated value it takes and where the binding applies: `case .daysPerWeek(let n)` and
  /// `case let .everyHours(h, label: name)` in a `switch` (to the next `case` or `default`),
  /// `if case` and `while case` (their body), `guard case` (after its `else` block).
  func casePatternBindings(
    at index: Int, openBraces: [Int], closeOfBrace: [Int: Int]
  ) -> [(name: String, binding: ScopedBinding)] {
    var cursor = index + 1
    var bindsAll = false
    if cursor < tokens.count, equals(tokens[cursor], "let") || equals(tokens[cursor], "var") {
      bindsAll = true
      cursor += 1
    }
    // `Schedule.daysPerWeek(…)` or `.daysPerWeek(…)`.
    while cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, SwiftByte.dot) {
      cursor += 1
    }
    guard cursor + 2 < tokens.count, isPunctuation(cursor, SwiftByte.dot), tokens[cursor + 1].kind == .identifier,
      isPunctuation(cursor + 2, SwiftByte.openParenthesis)
    else { return [] }
    let caseName = text(of: tokens[cursor + 1])
    let (elements, close) = unlabelledElements(ofListAt: cursor + 2)
    var names: [(String, AssociatedValue)] = []
    for (position, element) in elements.enumerated() {
      // `let n`, `var n`, or `n` after `case let`.
      var nameIndex: Int?
      if element.count == 2, equals(tokens[element.lowerBound], "let") || equals(tokens[element.lowerBound], "var") {
        nameIndex = element.lowerBound + 1
      } else if bindsAll, element.count == 1 {
        nameIndex = element.lowerBound
      }
      if let nameIndex, tokens[nameIndex].kind == .identifier, !equals(tokens[nameIndex], "_") {
        names.append((text(of: tokens[nameIndex]), AssociatedValue(enumCase: caseName, position: position)))
      }
    }
    guard !names.isEmpty,
      let scope = casePatternScope(at: index, after: close, openBraces: openBraces, closeOfBrace: closeOfBrace)
    else { return [] }
    return names.map { ($0.0, ScopedBinding(start: scope.start, end: scope.end, hint: .associatedValue($0.1))) }
  }

  /// Where the names of the pattern of the `case` at `index`, whose list closes at `close`,
  /// apply.
  private func casePatternScope(
    at index: Int, after close: Int, openBraces: [Int], closeOfBrace: [Int: Int]
  ) -> (start: Int, end: Int)? {
    let blockEnd = openBraces.last.flatMap { closeOfBrace[$0] } ?? bytes.count
    let start = tokens[close].end
    guard index > 0 else { return (start, blockEnd) }
    let before = tokens[index - 1]
    let construct = ["if", "while", "guard", "for"].first { before.kind == .identifier && equals(before, $0) }
    guard let construct else {
      // A clause after a comma (`if a, case …`) is not worked out; a `switch` case ends at the
      // next `case` or `default` of its own block.
      if before.kind == .punctuation, bytes[before.start] == SwiftByte.comma { return nil }
      var cursor = close + 1
      while cursor < tokens.count, tokens[cursor].start < blockEnd {
        if isPunctuation(cursor, SwiftByte.openBrace), let end = closeOfBrace[cursor] {
          while cursor < tokens.count, tokens[cursor].start < end { cursor += 1 }
          continue
        }
        if tokens[cursor].kind == .identifier, equals(tokens[cursor], "default") || equals(tokens[cursor], "case") {
          let previous = tokens[cursor - 1]
          let isClause =
            previous.kind == .identifier
            && (equals(previous, "if") || equals(previous, "guard") || equals(previous, "while") || equals(previous, "for"))
          if !isClause { return (start, tokens[cursor].start) }
        }
        cursor = tokens[cursor].next
      }
      return (start, blockEnd)
    }
    guard let body = closeOfBrace[firstBrace(after: close)] else { return nil }
    return construct == "guard" ? (body, blockEnd) : (start, body)
  }

  /// The type an associated value's tokens name, when they are one plain type name
  /// (`Int`, `Int?`, `Swift.Int`).
  private func patternValueType(_ range: Range<Int>) -> String? {
    guard let first = range.first, tokens[first].kind == .identifier,
      let initial = bytes[tokens[first].start...].first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z")
    else { return nil }
    var cursor = first
    while cursor + 2 < range.upperBound, isPunctuation(cursor + 1, SwiftByte.dot), tokens[cursor + 2].kind == .identifier {
      cursor += 2
    }
    let rest = (cursor + 1)..<range.upperBound
    // `Int?`, `Int!`, `Int = 0`.
    if let next = rest.first, !isOperator(next, "?"), !isOperator(next, "!"), !isOperator(next, "=") { return nil }
    return text(of: tokens[cursor])
  }
}
