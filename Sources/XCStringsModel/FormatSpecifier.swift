/// A printf-style format specifier found in a localized string, such as `%@`, `%1$lld` or `%.1f`.
///
/// Scanning is byte-based: `%`, an optional `N$` position, flags, width (`*` allowed), precision,
/// a length modifier and a conversion character. `%%` is a literal percent sign, not a specifier.
/// `%#@name@` (and `%N$#@name@`) is a stringsdict variable reference. A reference with text
/// between `#` and the first `@` (`%#1@count@`), or digits without `$` before `#`
/// (`%1#@count@`), both slips for `%1$#@count@`, is taken as a reference to the variable named
/// between the `@`s, as Xcode's migration takes it, and marked ``isMalformedReference``.
package struct FormatSpecifier: Hashable, Sendable {
  /// What kind of argument the specifier consumes.
  package enum Kind: Hashable, Sendable {
    /// A printf conversion; `conversion` is the length modifier plus the conversion character
    /// (`lld`, `@`, `f`).
    case argument(conversion: String)
    /// A stringsdict variable `%#@name@`.
    case variable(name: String)
  }

  /// The explicit 1-based argument position (`%2$@` → 2), if any.
  package var position: Int?
  /// The kind and conversion.
  package var kind: Kind
  /// The specifier's exact text (`%1$lld`, `%.1f`, `%#@count@`).
  package var text: String
  /// The byte range of the specifier in the scanned string's UTF-8.
  package var range: Range<Int>
  /// Whether a variable reference has text between `#` and the first `@` (`%#1@count@`).
  package var isMalformedReference = false

  /// The conversion without length modifier, reduced to the argument type it reads
  /// (`lld`, `ld`, `d`, `i` → integer; `@` → object; …), used to compare argument types.
  package var argumentType: ArgumentType {
    guard case .argument(let conversion) = kind, let last = conversion.utf8.last else { return .object }
    return ArgumentType(conversionCharacter: last)
  }

  /// The broad type of value a specifier reads, for comparing translations with the source.
  package enum ArgumentType: String, Hashable, Sendable {
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

    /// The type a conversion character reads (`d` → integer); anything else is an object.
    package init(conversionCharacter byte: UInt8) {
      switch byte {
      case 0x64, 0x69, 0x6F, 0x75, 0x78, 0x58, 0x63, 0x43: self = .integer  // d i o u x X c C
      case 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x61, 0x41: self = .double  // f F e E g G a A
      case 0x73, 0x53: self = .cString  // s S
      case 0x70: self = .pointer  // p
      default: self = .object
      }
    }
  }

  /// All specifiers of a string in order, `%%` skipped.
  package static func scan(_ string: String) -> [FormatSpecifier] {
    var string = string
    return string.withUTF8 { bytes in
      var result: [FormatSpecifier] = []
      forEachLocated(in: bytes) { result.append($0.specifier(in: bytes)) }
      return result
    }
  }

  /// Calls `body` with each specifier of UTF-8 text in order, `%%` skipped; text after a `%`
  /// that is no specifier is read on as plain text.
  package static func forEachLocated(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Located) -> Void) {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x25 else {
        index += 1
        continue
      }
      guard let (found, end) = locate(bytes, at: index) else {
        index += 1
        continue
      }
      index = end
      if let found { body(found) }
    }
  }

  /// A specifier found in UTF-8 bytes, described by byte ranges: callers that only compare
  /// specifiers (lint, for every string of a catalog) need no strings made.
  package struct Located {
    /// The explicit 1-based argument position, if any.
    package var position: Int?
    /// Whether it is a stringsdict variable `%#@name@`.
    package var isVariable: Bool
    /// The variable's name, or the conversion (length modifier and conversion character).
    package var payload: Range<Int>
    /// The whole specifier.
    package var range: Range<Int>
    /// Whether a variable reference has text between `#` and `@`.
    package var isMalformed = false

    /// The specifier with its text, kind and conversion made into strings.
    package func specifier(in bytes: UnsafeBufferPointer<UInt8>) -> FormatSpecifier {
      let payload = String(decoding: UnsafeBufferPointer(rebasing: bytes[self.payload]), as: UTF8.self)
      return FormatSpecifier(
        position: position, kind: isVariable ? .variable(name: payload) : .argument(conversion: payload),
        text: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self), range: range,
        isMalformedReference: isMalformed)
    }

    /// The argument type of an argument specifier (as ``FormatSpecifier/argumentType``).
    package func argumentType(in bytes: UnsafeBufferPointer<UInt8>) -> ArgumentType {
      guard !isVariable, !payload.isEmpty else { return .object }
      return ArgumentType(conversionCharacter: bytes[payload.upperBound - 1])
    }
  }

  /// Locates one specifier at `start` (a `%`): `nil` specifier for `%%`, and `nil` overall
  /// when the text after `%` is not a specifier; with the offset just past what was read.
  package static func locate(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Located?, Int)? {
    var index = start + 1
    guard index < bytes.count else { return nil }
    if bytes[index] == 0x25 { return (nil, index + 1) }
    var position: Int?
    var digits = index
    var number: Int? = 0
    while digits < bytes.count, isDigit(bytes[digits]) {
      // A number too large for `Int` is no position (as `Int(_:)` of its text would say).
      if let value = number {
        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times.addingReportingOverflow(Int(bytes[digits] - 0x30))
        number = overflow || carry ? nil : sum
      }
      digits += 1
    }
    if digits > index, digits < bytes.count, bytes[digits] == 0x24 {
      position = number
      index = digits + 1
    } else if digits > index, digits + 1 < bytes.count, bytes[digits] == 0x23, bytes[digits + 1] == 0x40 {
      // `%1#@name@`, a slip for `%1$#@name@` that Xcode's migration reads as a reference.
      var end = digits + 2
      while end < bytes.count, bytes[end] != 0x40 { end += 1 }
      if end < bytes.count, end > digits + 2 {
        let located = Located(
          position: nil, isVariable: true, payload: (digits + 2)..<end, range: start..<(end + 1),
          isMalformed: true)
        return (located, end + 1)
      }
    }
    // `%#@name@`: a stringsdict variable.
    if index + 1 < bytes.count, bytes[index] == 0x23, bytes[index + 1] == 0x40 {
      var end = index + 2
      while end < bytes.count, bytes[end] != 0x40 { end += 1 }
      guard end < bytes.count, end > index + 2 else { return nil }
      return (Located(position: position, isVariable: true, payload: (index + 2)..<end, range: start..<(end + 1)), end + 1)
    }
    if let malformed = malformedReference(bytes, start: start, hash: index, position: position) { return malformed }
    while index < bytes.count, isFlag(bytes[index]) { index += 1 }
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
    while index < bytes.count, isLengthModifier(bytes[index]) { index += 1 }
    guard index < bytes.count, isConversion(bytes[index]) else { return nil }
    index += 1
    return (Located(position: position, isVariable: false, payload: conversionStart..<index, range: start..<index), index)
  }

  /// `%#…@name@` with text between `#` and the first `@` that holds no `@`, `%` or white
  /// space, and a non-empty name: a variable reference as Xcode reads it.
  private static func malformedReference(
    _ bytes: UnsafeBufferPointer<UInt8>, start: Int, hash: Int, position: Int?
  ) -> (Located?, Int)? {
    guard hash < bytes.count, bytes[hash] == 0x23 else { return nil }
    var at = hash + 1
    while at < bytes.count, bytes[at] != 0x40 {
      if bytes[at] == 0x25 || bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D { return nil }
      at += 1
    }
    guard at < bytes.count, at > hash + 1 else { return nil }
    var end = at + 1
    while end < bytes.count, bytes[end] != 0x40 { end += 1 }
    guard end < bytes.count, end > at + 1 else { return nil }
    let located = Located(
      position: position, isVariable: true, payload: (at + 1)..<end, range: start..<(end + 1),
      isMalformed: true)
    return (located, end + 1)
  }

  /// `-`, `+`, space, `#`, `0` and `'`.
  private static func isFlag(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x2D, 0x2B, 0x20, 0x23, 0x30, 0x27: true
    default: false
    }
  }

  /// `h l q L z j t`.
  private static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x68, 0x6C, 0x71, 0x4C, 0x7A, 0x6A, 0x74: true
    default: false
    }
  }

  /// `d i o u x X f F e E g G a A c C s S p @`.
  private static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x64, 0x69, 0x6F, 0x75, 0x78, 0x58, 0x66, 0x46, 0x65, 0x45, 0x67, 0x47, 0x61, 0x41, 0x63, 0x43, 0x73, 0x53,
      0x70, 0x40:
      true
    default: false
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
