import XCStringsBase

/// A count that is a constant the sources declare (`static let defaultWordTarget = 750`,
/// `let userLimit: Int = 3`): text that shows it with a plural noun never meets 1 when the
/// constant is another number. Read from the sources' bytes only for calls already found to
/// lack a plural.
enum ConstantCount {
  /// The name an interpolated expression reads (`Configuration.defaultWordTarget` gives
  /// `defaultWordTarget`, `self.limit` gives `limit`); nil for anything but a name or a
  /// member chain of names on a type or `self`.
  static func name(of expression: String) -> String? {
    let parts = expression.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = parts.last, !parts.contains(where: \.isEmpty),
      parts.allSatisfy({ $0.utf8.allSatisfy(SwiftByte.isIdentifierContinuation) }),
      let first = last.utf8.first, SwiftByte.isIdentifierStart(first)
    else { return nil }
    // A member of an instance (`items.count`) is that instance's: only a type's (`Limits.max`)
    // or the code's own (`self.limit`) is the name the declarations give.
    if parts.count > 1, parts[0] != "self", !(parts[0].utf8.first.map { $0 >= 0x41 && $0 <= 0x5A } ?? false) {
      return nil
    }
    return String(last)
  }

  /// The values `bytes` declares `name` a constant with: each `let name = N` or
  /// `let name: Int = N` (any integer type, `static` or not) whose value is an integer
  /// literal. A `var name` anywhere returns nil: the value may change.
  static func values(of name: String, in bytes: [UInt8]) -> [Int]? {
    let needle = Array(name.utf8)
    var values: [Int] = []
    for start in ByteSearch.starts(of: needle, in: bytes) {
      let end = start + needle.count
      guard start > 0, !SwiftByte.isIdentifierContinuation(bytes[start - 1]),
        end < bytes.count, !SwiftByte.isIdentifierContinuation(bytes[end])
      else { continue }
      let introducer = word(before: start, in: bytes)
      if introducer == "var" { return nil }
      guard introducer == "let" else { continue }
      var index = skipSpaces(from: end, in: bytes)
      if index < bytes.count, bytes[index] == SwiftByte.colon {
        index = skipSpaces(from: index + 1, in: bytes)
        let type = index
        while index < bytes.count, SwiftByte.isIdentifierContinuation(bytes[index]) { index += 1 }
        let typeName = String(decoding: bytes[type..<index], as: UTF8.self)
        guard typeName.hasPrefix("Int") || typeName.hasPrefix("UInt") else { continue }
        index = skipSpaces(from: index, in: bytes)
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
      index = skipSpaces(from: index + 1, in: bytes)
      let digits = index
      while index < bytes.count, SwiftByte.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { index += 1 }
      // `= 3 * 60` or `= 7.5` is no plain literal.
      let after = skipSpaces(from: index, in: bytes)
      guard index > digits,
        after == bytes.count || SwiftByte.isLineBreak(bytes[after]) || bytes[after] == UInt8(ascii: ";")
          || bytes[after] == UInt8(ascii: "/") || bytes[after] == UInt8(ascii: "}")
      else { continue }
      guard let value = Int(String(decoding: bytes[digits..<index].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self))
      else { continue }
      values.append(value)
    }
    return values
  }

  private static func skipSpaces(from start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    while index < bytes.count, SwiftByte.isHorizontalSpace(bytes[index]) { index += 1 }
    return index
  }

  /// The identifier just before `position`, past spaces.
  private static func word(before position: Int, in bytes: [UInt8]) -> String {
    var end = position
    while end > 0, SwiftByte.isHorizontalSpace(bytes[end - 1]) { end -= 1 }
    var start = end
    while start > 0, SwiftByte.isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
