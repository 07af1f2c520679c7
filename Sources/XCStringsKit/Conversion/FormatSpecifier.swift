/// A printf-style format specifier found in a localized string, such as `%@`, `%1$lld` or `%.1f`.
///
/// Scanning is byte-based: `%`, an optional `N$` position, flags, width (`*` allowed), precision,
/// a length modifier and a conversion character. `%%` is a literal percent sign, not a specifier.
/// `%#@name@` (and `%N$#@name@`) is a stringsdict variable reference.
public struct FormatSpecifier: Hashable, Sendable {
  /// What kind of argument the specifier consumes.
  public enum Kind: Hashable, Sendable {
    /// A printf conversion; `conversion` is the length modifier plus the conversion character
    /// (`lld`, `@`, `f`).
    case argument(conversion: String)
    /// A stringsdict variable `%#@name@`.
    case variable(name: String)
  }

  /// The explicit 1-based argument position (`%2$@` → 2), if any.
  public var position: Int?
  /// The kind and conversion.
  public var kind: Kind
  /// The specifier's exact text (`%1$lld`, `%.1f`, `%#@count@`).
  public var text: String
  /// The byte range of the specifier in the scanned string's UTF-8.
  public var range: Range<Int>

  /// The conversion without length modifier, reduced to the argument type it reads
  /// (`lld`, `ld`, `d`, `i` → integer; `@` → object; …), used to compare argument types.
  public var argumentType: ArgumentType {
    guard case .argument(let conversion) = kind, let last = conversion.unicodeScalars.last else { return .object }
    switch last {
    case "d", "i", "o", "u", "x", "X", "c", "C": return .integer
    case "f", "F", "e", "E", "g", "G", "a", "A": return .double
    case "s", "S": return .cString
    case "p": return .pointer
    default: return .object
    }
  }

  /// The broad type of value a specifier reads, for comparing translations with the source.
  public enum ArgumentType: String, Hashable, Sendable {
    /// `%@`: an object.
    case object
    /// `%d`, `%lld`, `%u`, `%x`, `%c`: an integer.
    case integer
    /// `%f`, `%e`, `%g`, `%a`: a floating-point number.
    case double
    /// `%s`: a C string.
    case cString
    /// `%p`: a pointer.
    case pointer
  }

  /// All specifiers of a string in order, `%%` skipped.
  public static func scan(_ string: String) -> [FormatSpecifier] {
    var result: [FormatSpecifier] = []
    let bytes = Array(string.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      if let (specifier, end) = parse(bytes, at: index) {
        if let specifier { result.append(specifier) }
        index = end
      } else {
        index += 1
      }
    }
    return result
  }

  /// Parses one specifier at `start` (a `%`). Returns `nil` specifier for `%%`, and `nil`
  /// overall when the text after `%` is not a specifier.
  static func parse(_ bytes: [UInt8], at start: Int) -> (FormatSpecifier?, Int)? {
    var index = start + 1
    guard index < bytes.count else { return nil }
    if bytes[index] == 0x25 { return (nil, index + 1) }
    var position: Int?
    var digits = index
    while digits < bytes.count, isDigit(bytes[digits]) { digits += 1 }
    if digits > index, digits < bytes.count, bytes[digits] == 0x24 {
      position = Int(String(decoding: bytes[index..<digits], as: UTF8.self))
      index = digits + 1
    }
    // `%#@name@`: a stringsdict variable.
    if index + 1 < bytes.count, bytes[index] == 0x23, bytes[index + 1] == 0x40 {
      var end = index + 2
      while end < bytes.count, bytes[end] != 0x40 { end += 1 }
      guard end < bytes.count, end > index + 2 else { return nil }
      let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
      return (make(.variable(name: name), position, bytes, start, end + 1), end + 1)
    }
    while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) { index += 1 }
    if index < bytes.count, bytes[index] == 0x2A {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == 0x2E {
      index += 1
      if index < bytes.count, bytes[index] == 0x2A {
        index += 1
      } else {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
    }
    let conversionStart = index
    while index < bytes.count, "hlqLzjt".utf8.contains(bytes[index]) { index += 1 }
    guard index < bytes.count, "diouxXfFeEgGaAcCsSp@".utf8.contains(bytes[index]) else { return nil }
    index += 1
    let conversion = String(decoding: bytes[conversionStart..<index], as: UTF8.self)
    return (make(.argument(conversion: conversion), position, bytes, start, index), index)
  }

  private static func make(_ kind: Kind, _ position: Int?, _ bytes: [UInt8], _ start: Int, _ end: Int) -> FormatSpecifier {
    FormatSpecifier(
      position: position, kind: kind, text: String(decoding: bytes[start..<end], as: UTF8.self), range: start..<end)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
