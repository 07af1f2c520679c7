import XCStringsBase

/// Text the code picks by language itself: the two branches of a conditional whose condition
/// names a language or locale (`isMalayAppLanguage() ? "Buka" : "Open"`,
/// `locale.language == .german ? "Los" : "Go"`). Each branch is already written in the
/// language it is shown in, so a missing translation of either changes nothing a user sees.
///
/// Read line by line from the bytes: the condition is what the line holds before the `?`.
enum LanguagePickedText {
  /// The branches `bytes` picks by language, each with its 1-based line: plain literals
  /// only (one with an escape or an interpolation is left out).
  static func branches(in bytes: [UInt8]) -> [(text: String, line: Int)] {
    var found: [(text: String, line: Int)] = []
    var line = 1
    var lineStart = 0
    var index = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      } else if byte == UInt8(ascii: "?"), index > lineStart, bytes[index - 1] == UInt8(ascii: " "),
        let first = literal(in: bytes, from: index + 1),
        let colon = skippingSpaces(in: bytes, from: first.end), colon < count, bytes[colon] == UInt8(ascii: ":"),
        let second = literal(in: bytes, from: colon + 1),
        namesLanguage(bytes[lineStart..<index])
      {
        found.append((first.text, line))
        found.append((second.text, line))
        index = second.end
        continue
      }
      index += 1
    }
    return found
  }

  /// The index of the first byte from `start` that is not a space, or `nil` at a line's end.
  private static func skippingSpaces(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else { return nil }
    return index
  }

  /// The plain one-line literal that starts after spaces at `start`, and the index after it.
  private static func literal(in bytes: [UInt8], from start: Int) -> (text: String, end: Int)? {
    guard let open = skippingSpaces(in: bytes, from: start), bytes[open] == UInt8(ascii: "\"") else { return nil }
    var index = open + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        // `""` opening a multi-line literal is no branch text.
        guard index > open + 1 || index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\"") else { return nil }
        return (String(decoding: bytes[(open + 1)..<index], as: UTF8.self), index + 1)
      case UInt8(ascii: "\\"), UInt8(ascii: "\n"): return nil
      default: index += 1
      }
    }
    return nil
  }

  /// Whether the condition's text tests a language or locale (ASCII case-insensitively): it
  /// names one and compares (`==`, `!=`, `hasPrefix`, `starts(with:`) or asks a predicate
  /// named so (`isMalayAppLanguage()`, `isChineseLocale`). A flag that only mentions a
  /// language (`showLanguagePicker ? "Done" : "Edit"`) picks nothing by language.
  private static func namesLanguage(_ text: ArraySlice<UInt8>) -> Bool {
    let lowered = Array(text.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 })
    let mentions =
      ByteSearch.starts(of: Array("lang".utf8), in: lowered) + ByteSearch.starts(of: Array("locale".utf8), in: lowered)
    guard !mentions.isEmpty else { return false }
    if ["==", "!=", "hasprefix", "starts(with"].contains(where: { lowered.contains(Array($0.utf8)) }) { return true }
    // A predicate: the identifier holding the mention starts with `is`.
    return mentions.contains { position in
      var start = position
      while start > 0, SwiftByte.isIdentifierContinuation(lowered[start - 1]) { start -= 1 }
      return position - start >= 2 && lowered[start] == UInt8(ascii: "i") && lowered[start + 1] == UInt8(ascii: "s")
    }
  }

}
