import XCStringsBase

extension LocalizationCallFinder {
  /// The `struct`s that conform to `View` or `Widget` in their declaration (not `@main`), as
  /// byte ranges from the `struct` keyword to the closing brace. A type conforming in an
  /// extension, a class, or one marked `@main` is left out: lint then takes it to be used.
  func declaredViews() -> [(name: String, range: Range<Int>)] {
    var views: [(name: String, range: Range<Int>)] = []
    for index in tokens.indices
    where tokens[index].kind == .identifier && tokens[index].count == 6 && equals(tokens[index], "struct") {
      let nameIndex = index + 1
      guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier, !isMain(before: index) else { continue }
      var cursor = nameIndex + 1
      var conforms = false
      // The generic parameters, conformances and `where` clause, up to the body.
      while cursor < tokens.count, !isPunctuation(cursor, SwiftByte.openBrace), !isPunctuation(cursor, SwiftByte.closeBrace) {
        let token = tokens[cursor]
        if token.kind == .identifier,
          (token.count == 4 && equals(token, "View")) || (token.count == 6 && equals(token, "Widget")),
          isPunctuation(cursor - 1, SwiftByte.colon) || isPunctuation(cursor - 1, SwiftByte.comma)
        {
          conforms = true
        }
        cursor = token.next
      }
      guard conforms, isPunctuation(cursor, SwiftByte.openBrace) else { continue }
      let close = closingBrace(from: cursor)
      let name = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[tokens[nameIndex].start..<tokens[nameIndex].end]), as: UTF8.self)
      views.append((name, tokens[index].start..<(close < tokens.count ? tokens[close].end : bytes.count)))
    }
    return views
  }

  /// Whether `@main` is among the attributes and modifiers before the keyword at `index`.
  private func isMain(before index: Int) -> Bool {
    var cursor = index - 1
    while cursor >= 1, tokens[cursor].kind == .identifier {
      if equals(tokens[cursor], "main"), isPunctuation(cursor - 1, 0x40) { return true }
      cursor -= isPunctuation(cursor - 1, 0x40) ? 2 : 1
    }
    return false
  }

  /// The ``SourceReach/nameHash(_:)`` and byte offset of every identifier that starts with an
  /// upper-case ASCII letter, in source order.
  func capitalizedNames() -> (hashes: [UInt64], offsets: [Int]) {
    var hashes: [UInt64] = []
    var offsets: [Int] = []
    for token in tokens where token.kind == .identifier {
      let first = bytes[token.start]
      guard first >= 0x41, first <= 0x5A else { continue }
      hashes.append(SourceReach.nameHash(UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])))
      offsets.append(token.start)
    }
    return (hashes, offsets)
  }

  /// Whether an attribute marks a program's entry: `@main`, `@UIApplicationMain` or
  /// `@NSApplicationMain`.
  func hasEntryAttribute() -> Bool {
    tokens.indices.contains { index in
      tokens[index].kind == .identifier && isPunctuation(index - 1, 0x40)
        && (equals(tokens[index], "main") || equals(tokens[index], "UIApplicationMain")
          || equals(tokens[index], "NSApplicationMain"))
    }
  }

  /// The byte ranges of the braces of `if false { … }` and `while false { … }`: code that
  /// compiles but never runs (its `else` does).
  func falseConditionBodies() -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    for index in tokens.indices
    where tokens[index].kind == .identifier && (tokens[index].count == 2 || tokens[index].count == 5)
      && (equals(tokens[index], "if") || equals(tokens[index], "while"))
    {
      guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier, equals(tokens[index + 1], "false"),
        isPunctuation(index + 2, SwiftByte.openBrace)
      else { continue }
      let close = closingBrace(from: index + 2)
      ranges.append(tokens[index].start..<(close < tokens.count ? tokens[close].end : bytes.count))
    }
    return ranges
  }
}
