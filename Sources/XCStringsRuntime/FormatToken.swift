/// One `%` conversion of a format string, as the run time reads it.
struct FormatToken: Equatable, Sendable {
  /// What the conversion is.
  enum Kind: Equatable, Sendable {
    /// `%%`.
    case percent
    /// A conversion that reads an argument (`%lld`, `%@`, `%.1f`).
    case argument(conversion: UInt8)
    /// A reference to a `.stringsdict` variable, `%#@name@`.
    case variable(String)
  }

  /// The UTF-8 offsets the conversion covers.
  var range: Range<Int>
  /// The kind.
  var kind: Kind
  /// The 1-based argument written with `N$`, if any.
  var position: Int?
  /// Arguments read by `*` widths or precisions before the value.
  var starArguments: Int

  /// The conversions of `format` in order. Malformed `%` sequences are left out: the run
  /// time prints them as they are.
  static func scan(_ format: [UInt8]) -> [FormatToken] {
    var tokens: [FormatToken] = []
    var index = 0
    while index < format.count {
      guard format[index] == 0x25 else {
        index += 1
        continue
      }
      let start = index
      index += 1
      guard index < format.count else { break }
      if format[index] == 0x25 {
        tokens.append(FormatToken(range: start..<index + 1, kind: .percent, position: nil, starArguments: 0))
        index += 1
        continue
      }
      var position: Int?
      var digits = index
      var number = 0
      while digits < format.count, (0x30...0x39).contains(format[digits]) {
        number = number &* 10 &+ Int(format[digits] - 0x30)
        digits += 1
      }
      if digits > index, digits < format.count, format[digits] == 0x24 {
        position = number
        index = digits + 1
      }
      if index < format.count, format[index] == 0x23, index + 1 < format.count, format[index + 1] == 0x40 {
        // `%#@name@`.
        guard let end = format[(index + 2)...].firstIndex(of: 0x40) else { break }
        let name = String(decoding: format[(index + 2)..<end], as: UTF8.self)
        tokens.append(FormatToken(range: start..<end + 1, kind: .variable(name), position: position, starArguments: 0))
        index = end + 1
        continue
      }
      var stars = 0
      while index < format.count, let byte = Optional(format[index]), flagsAndWidths.contains(byte) {
        if byte == 0x2A { stars += 1 }
        index += 1
      }
      while index < format.count, lengths.contains(format[index]) { index += 1 }
      guard index < format.count, conversions.contains(format[index]) else { continue }
      tokens.append(
        FormatToken(
          range: start..<index + 1, kind: .argument(conversion: format[index]), position: position, starArguments: stars))
      index += 1
    }
    return tokens
  }

  /// Flags, digits, `.` and `*`.
  private static let flagsAndWidths: Set<UInt8> = Set("-+ #0'123456789.*".utf8)
  private static let lengths: Set<UInt8> = Set("hlqLztj".utf8)
  private static let conversions: Set<UInt8> = Set("@dDiuUxXoOfFeEgGaAcCsSp".utf8)
}
