import XCStringsBase

extension LocalizationCallFinder {
  /// SwiftUI views whose first, unlabelled argument is a title of type `LocalizedStringKey`
  /// when it is a literal (`Button("Save")`, `Label("Quote", systemImage: "quote")`); also
  /// `LocalizedStringKey("…")` itself, and Swift Charts' `AxisValueLabel("…")`. By length, so that most identifiers are turned away by
  /// one bit test.
  static let viewsWithTitle = ByLength([
    "Button", "Label", "Picker", "Toggle", "Link", "Menu", "NavigationLink", "TextField", "SecureField", "Stepper",
    "DatePicker", "ColorPicker", "ProgressView", "LabeledContent", "GroupBox", "DisclosureGroup", "Section", "Tab",
    "ContentUnavailableView", "ControlGroup", "ShareLink", "LocalizedStringKey", "AxisValueLabel",
  ])
  /// SwiftUI modifiers whose first, unlabelled argument is a `LocalizedStringKey` when it is a
  /// literal (`.navigationTitle("Settings")`, `.confirmationDialog("Block User", isPresented:)`).
  static let modifiersWithTitle = ByLength([
    "navigationTitle", "navigationSubtitle", "navigationBarTitle", "confirmationDialog", "alert",
    "accessibilityLabel", "accessibilityHint", "accessibilityValue", "help", "badge",
  ])

  /// Names grouped by their length in bytes (all under 32), with a mask of the lengths there are.
  struct ByLength: Sendable {
    let names: [[[UInt8]]]
    let lengths: UInt32

    init(_ list: [String]) {
      var names = [[[UInt8]]](repeating: [], count: 32)
      var lengths: UInt32 = 0
      for name in list {
        names[name.utf8.count].append(Array(name.utf8))
        lengths |= 1 << UInt32(name.utf8.count)
      }
      self.names = names
      self.lengths = lengths
    }

    /// The names of a token's length, or none.
    func candidates(_ count: Int) -> [[UInt8]]? {
      count < 32 && lengths & (1 << UInt32(count)) != 0 ? names[count] : nil
    }
  }

  /// Whether the identifier at `index` names one of ``viewsWithTitle`` (not as a member, but
  /// `SwiftUI.Button`) or, after a `.`, one of ``modifiersWithTitle``.
  func takesLocalizedStringKey(_ token: SwiftToken, at index: Int) -> Bool {
    let first = bytes[token.start]
    if first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
      guard let names = Self.modifiersWithTitle.candidates(token.count), isPunctuation(index - 1, SwiftByte.dot) else {
        return false
      }
      return names.contains { equals(token, $0) }
    }
    guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"), let names = Self.viewsWithTitle.candidates(token.count),
      names.contains(where: { equals(token, $0) })
    else { return false }
    return !isPunctuation(index - 1, SwiftByte.dot) || (index >= 2 && equals(tokens[index - 2], "SwiftUI"))
  }

  /// Whether the call whose name is at `name` and whose closing parenthesis is at `close` is
  /// an operand of `+` (modifiers after it, `.bold()`, and a `SwiftUI.` before it aside): its
  /// text is joined with other text. (A call in another literal's interpolation is joined too;
  /// ``calls()`` sees to that.)
  func isJoined(callAt name: Int, closingAt close: Int) -> Bool {
    var start = name
    if start >= 2, isPunctuation(start - 1, SwiftByte.dot), tokens[start - 2].kind == .identifier { start -= 2 }
    if isOperator(start - 1, "+") || isOperator(start - 1, "+=") { return true }
    var cursor = close + 1
    while isPunctuation(cursor, SwiftByte.dot), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .identifier {
      cursor += 2
      if isPunctuation(cursor, SwiftByte.openParenthesis) {
        repeat { cursor = endOfArgument(from: cursor + 1, upTo: tokens.count) } while isPunctuation(cursor, SwiftByte.comma)
        cursor += 1
      }
    }
    return isOperator(cursor, "+")
  }

  /// Whether a token's bytes are exactly `expected`.
  func equals(_ token: SwiftToken, _ expected: [UInt8]) -> Bool {
    guard token.count == expected.count else { return false }
    for index in 0..<expected.count where bytes[token.start + index] != expected[index] { return false }
    return true
  }

  /// The literals that are values of a declaration typed `LocalizedStringKey`: a property's or
  /// parameter's `= "…"`, and what a computed property or function returning one gives (`{
  /// "…" }`, `return "…"`, each `case …: "…"` of a `switch`, both sides of `? :`).
  func localizedStringKeyValues() -> [Found] {
    var found: [Found] = []
    for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].count == 18 {
      guard equals(tokens[index], "LocalizedStringKey"), index > 0 else { continue }
      // `: [LocalizedStringKey] = [ … ]`: each whole element of the array literal.
      if isPunctuation(index - 1, SwiftByte.openBracket), isPunctuation(index + 1, SwiftByte.closeBracket),
        isPunctuation(index - 2, SwiftByte.colon) || isOperator(index - 2, "->")
      {
        var open = index + 3
        if isPunctuation(index + 2, SwiftByte.openBrace), open < tokens.count, equals(tokens[open], "return") { open += 1 }
        if isOperator(index + 2, "=") || isPunctuation(index + 2, SwiftByte.openBrace) {
          collectElements(ofArrayAt: open, into: &found)
        }
        continue
      }
      guard isPunctuation(index - 1, SwiftByte.colon) || isOperator(index - 1, "->") else { continue }
      let next = index + 1
      if isOperator(next, "=") {
        collectValues(in: (next + 1)..<endOfStatement(from: next + 1), firstIsValue: true, into: &found)
      } else if isPunctuation(next, SwiftByte.openBrace) {
        let end = closingBrace(from: next)
        collectValues(in: (next + 1)..<end, firstIsValue: true, into: &found)
      }
    }
    return found
  }

  /// Adds the literals of `range` that stand as a whole value: at the range's own level of
  /// parentheses and brackets (not an argument of a call inside), after `{`, `return`, `:`,
  /// `?`, `=` or at the start, and before `}`, `)`, `,`, `:`, `;`, a keyword that starts a
  /// case, or the end of the range or its line.
  private func collectValues(in range: Range<Int>, firstIsValue: Bool, into found: inout [Found]) {
    var depth = 0
    var cursor = range.lowerBound
    var previous: Int?
    while cursor < range.upperBound {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case SwiftByte.openParenthesis, SwiftByte.openBracket: depth += 1
        case SwiftByte.closeParenthesis, SwiftByte.closeBracket: depth -= 1
        default: break
        }
      }
      if token.kind == .string, depth == 0, opensValue(previous, first: firstIsValue && previous == nil),
        closesValue(token.next, limit: range.upperBound, after: token)
      {
        found.append(
          Found(
            function: .localizedStringKey, literal: token.literal, table: LocalizationCall.defaultTable, hasDefaultValue: false))
      }
      previous = cursor
      cursor = token.next
    }
  }

  /// Adds the literals that are whole elements of the array literal whose `[` is at `open`
  /// (after `[` or `,`, before `,` or `]`), nothing when no array opens there.
  private func collectElements(ofArrayAt open: Int, into found: inout [Found]) {
    guard isPunctuation(open, SwiftByte.openBracket) else { return }
    var cursor = open + 1
    var previous = open
    var depth = 0
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case SwiftByte.openParenthesis, SwiftByte.openBracket, SwiftByte.openBrace: depth += 1
        case SwiftByte.closeParenthesis, SwiftByte.closeBracket, SwiftByte.closeBrace:
          if depth == 0 { return }
          depth -= 1
        default: break
        }
      } else if token.kind == .string, depth == 0,
        isPunctuation(previous, SwiftByte.openBracket) || isPunctuation(previous, SwiftByte.comma),
        isPunctuation(token.next, SwiftByte.comma) || isPunctuation(token.next, SwiftByte.closeBracket)
      {
        found.append(
          Found(
            function: .localizedStringKey, literal: token.literal, table: LocalizationCall.defaultTable, hasDefaultValue: false))
      }
      previous = cursor
      cursor = token.next
    }
  }

  private func opensValue(_ previous: Int?, first: Bool) -> Bool {
    guard let previous else { return first }
    let token = tokens[previous]
    switch token.kind {
    case .punctuation: return [SwiftByte.openBrace, SwiftByte.colon].contains(bytes[token.start])
    case .operator: return equals(token, "?") || equals(token, "=")
    case .identifier: return equals(token, "return") || equals(token, "else")
    default: return false
    }
  }

  private func closesValue(_ next: Int, limit: Int, after literal: SwiftToken) -> Bool {
    guard next < limit else { return true }
    let token = tokens[next]
    // A line break ends a statement.
    if bytes[literal.end..<token.start].contains(where: SwiftByte.isLineBreak) { return true }
    switch token.kind {
    case .punctuation:
      return [SwiftByte.closeBrace, SwiftByte.closeParenthesis, SwiftByte.comma, SwiftByte.colon, UInt8(ascii: ";")]
        .contains(bytes[token.start])
    case .identifier: return equals(token, "case") || equals(token, "default")
    default: return false
    }
  }

  /// The index of the token that ends the expression starting at `start`: a `,`, `;` or
  /// closing bracket at its level, or the first token on a later line at its level.
  private func endOfStatement(from start: Int) -> Int {
    var depth = 0
    var cursor = start
    var previousEnd = start < tokens.count ? tokens[start].start : bytes.count
    while cursor < tokens.count {
      let token = tokens[cursor]
      if depth == 0, cursor > start, bytes[previousEnd..<token.start].contains(where: SwiftByte.isLineBreak) { return cursor }
      if token.kind == .punctuation {
        switch bytes[token.start] {
        case SwiftByte.openParenthesis, SwiftByte.openBracket, SwiftByte.openBrace: depth += 1
        case SwiftByte.closeParenthesis, SwiftByte.closeBracket, SwiftByte.closeBrace:
          if depth == 0 { return cursor }
          depth -= 1
        case SwiftByte.comma, UInt8(ascii: ";"):
          if depth == 0 { return cursor }
        default: break
        }
      }
      previousEnd = token.end
      cursor = token.next
    }
    return tokens.count
  }

  /// The index of the `}` closing the `{` at `open` (or the end of the tokens).
  func closingBrace(from open: Int) -> Int {
    var depth = 0
    var cursor = open
    while cursor < tokens.count {
      let token = tokens[cursor]
      if token.kind == .punctuation {
        if bytes[token.start] == SwiftByte.openBrace {
          depth += 1
        } else if bytes[token.start] == SwiftByte.closeBrace {
          depth -= 1
          if depth == 0 { return cursor }
        }
      }
      cursor = token.next
    }
    return tokens.count
  }

  func isOperator(_ index: Int, _ text: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .operator && equals(tokens[index], text)
  }

  /// Whether the identifier at `index` opens a preview: `Preview` after `#`, or
  /// `PreviewProvider` in a type's conformances (after `:` or `,`).
  func namesPreview(at index: Int) -> Bool {
    let token = tokens[index]
    if token.count == 7 { return isPunctuation(index - 1, SwiftByte.hash) && equals(token, "Preview") }
    return (isPunctuation(index - 1, SwiftByte.colon) || isPunctuation(index - 1, SwiftByte.comma))
      && equals(token, "PreviewProvider")
  }

  /// The byte ranges of the previews opened at `names` (``namesPreview(at:)``): the braces of
  /// `#Preview { … }` (with its arguments) and the body of a type conforming to
  /// `PreviewProvider`.
  func previewRanges(named names: [Int]) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in names {
      var open: Int?
      var cursor = index + 1
      if tokens[index].count == 7 {
        if isPunctuation(cursor, SwiftByte.openParenthesis) {
          // Past every argument to the closing parenthesis.
          repeat { cursor = endOfArgument(from: cursor + 1, upTo: tokens.count) } while isPunctuation(cursor, SwiftByte.comma)
          cursor += 1
        }
        if isPunctuation(cursor, SwiftByte.openBrace) { open = cursor }
      } else {
        while cursor < tokens.count, !isPunctuation(cursor, SwiftByte.openBrace), !isPunctuation(cursor, SwiftByte.closeBrace) {
          cursor = tokens[cursor].next
        }
        if isPunctuation(cursor, SwiftByte.openBrace) { open = cursor }
      }
      guard let open else { continue }
      let close = closingBrace(from: open)
      ranges.append(tokens[open].start..<(close < tokens.count ? tokens[close].end : bytes.count))
    }
    return ranges
  }
}
