import XCStringsBase

/// The leaf objects of a binary property list: numbers, dates, data, strings and UIDs, turned
/// into the same text the XML scanner produces for the corresponding elements.
extension BinaryPlistReader {
  // MARK: - Numbers

  /// Decimal text of the integer after marker `0x1n`, which takes 2^n bytes: 1, 2 and 4 bytes
  /// are unsigned, 8 bytes signed, and 16 bytes a signed 128-bit value (writers use it for
  /// unsigned 64-bit values above `Int64.max`).
  package func integerText(_ marker: UInt8, at start: Int) throws(ParseFailure) -> String {
    let exponent = Int(marker & 0x0F)
    guard exponent <= 4 else { throw ParseFailure(message: "invalid integer size", offset: 0) }
    let size = 1 << exponent
    _ = try end(from: start, count: 1, width: size)
    if size < 8 { return String(Self.unsigned(bytes, at: start, size: size)) }
    if size == 8 { return String(Int64(bitPattern: Self.unsigned(bytes, at: start, size: 8))) }
    let high = Self.unsigned(bytes, at: start, size: 8)
    let low = Self.unsigned(bytes, at: start + 8, size: 8)
    if high == 0 { return String(low) }
    // A negative 64-bit value sign-extended to 128 bits.
    if high == UInt64.max, low >= 1 << 63 { return String(Int64(bitPattern: low)) }
    throw ParseFailure(message: "integer does not fit in 64 bits", offset: 0)
  }

  /// Text of the real after marker `0x22` (32-bit) or `0x23` (64-bit), as Swift prints a
  /// `Double` ("1.5", "1e+100", "nan", "inf").
  package func realText(_ marker: UInt8, at start: Int) throws(ParseFailure) -> String {
    switch marker & 0x0F {
    case 2:
      _ = try end(from: start, count: 1, width: 4)
      let bits = UInt32(truncatingIfNeeded: Self.unsigned(bytes, at: start, size: 4))
      return "\(Double(Float(bitPattern: bits)))"
    case 3:
      _ = try end(from: start, count: 1, width: 8)
      return "\(Double(bitPattern: Self.unsigned(bytes, at: start, size: 8)))"
    default:
      throw ParseFailure(message: "invalid real size", offset: 0)
    }
  }

  // MARK: - Dates

  /// The date after marker `0x33`, a 64-bit float of seconds since 2001-01-01 00:00:00 UTC, as
  /// ISO 8601 text in UTC (`2001-01-01T00:00:00Z`) like the `<date>` element.
  package func dateText(at start: Int) throws(ParseFailure) -> String {
    _ = try end(from: start, count: 1, width: 8)
    let seconds = Double(bitPattern: Self.unsigned(bytes, at: start, size: 8))
    guard let text = Self.isoDate(secondsSince2001: seconds) else { throw ParseFailure(message: "date out of range", offset: 0) }
    return text
  }

  /// ISO 8601 text for a time, or `nil` outside the years 0001–9999 (or for NaN and infinity),
  /// which four-digit years cannot show. Fractions of a second are dropped toward the past,
  /// as a clock shows them. The calendar is the proleptic Gregorian one ISO 8601 uses.
  package static func isoDate(secondsSince2001 seconds: Double) -> String? {
    guard seconds.isFinite else { return nil }
    // 2001-01-01 is exactly five 400-year cycles (730,485 days) after 0001-01-01, and
    // 10000-01-01 is 3,652,059 days after it; both bounds are exact in a Double.
    let sinceYearOne = seconds.rounded(.down) + 730_485 * 86_400
    guard sinceYearOne >= 0, sinceYearOne < 3_652_059 * 86_400 else { return nil }
    let total = Int(sinceYearOne)
    let secondOfDay = total % 86_400
    var day = total / 86_400
    // Whole 400-year cycles first (146,097 days each), then at most 400 single years.
    var year = 1 + day / 146_097 * 400
    day %= 146_097
    while true {
      let length = isLeapYear(year) ? 366 : 365
      if day < length { break }
      day -= length
      year += 1
    }
    var month = 1
    let lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    while day >= lengths[month - 1] {
      day -= lengths[month - 1]
      month += 1
    }
    return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day + 1, 2) + "T"
      + padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":"
      + padded(secondOfDay % 60, 2) + "Z"
  }

  private static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
  }

  // MARK: - Data

  /// The bytes after marker `0x4n` as Base64 text, like the `<data>` element.
  package mutating func dataText(_ marker: UInt8, at start: Int) throws(ParseFailure) -> String {
    let (count, first) = try elementCount(marker, at: start)
    let last = try end(from: first, count: count, width: 1)
    try spend(count)
    return Self.base64(bytes[first..<last])
  }

  /// Standard Base64 (RFC 4648) with padding.
  package static func base64(_ data: ArraySlice<UInt8>) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var output: [UInt8] = []
    output.reserveCapacity((data.count + 2) / 3 * 4)
    var index = data.startIndex
    while index < data.endIndex {
      let available = Swift.min(3, data.endIndex - index)
      var group: UInt32 = 0
      for offset in 0..<3 {
        group <<= 8
        if offset < available { group |= UInt32(data[index + offset]) }
      }
      // Three bytes give four 6-bit digits; a short last group gives two or three, then '='.
      for digit in 0..<4 {
        if digit <= available {
          output.append(alphabet[Int(group >> UInt32(18 - 6 * digit) & 0x3F)])
        } else {
          output.append(0x3D)
        }
      }
      index += available
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: - Strings

  /// The string after marker `0x5n` (ASCII bytes) or `0x6n` (UTF-16 big-endian code units; the
  /// count is in units).
  package mutating func string(_ marker: UInt8, at start: Int) throws(ParseFailure) -> String {
    let (count, first) = try elementCount(marker, at: start)
    if marker >> 4 == 0x5 {
      let last = try end(from: first, count: count, width: 1)
      try spend(count)
      let text = bytes[first..<last]
      guard text.allSatisfy({ $0 < 0x80 }) else { throw ParseFailure(message: "non-ASCII byte in an ASCII string", offset: 0) }
      return String(decoding: text, as: UTF8.self)
    }
    let last = try end(from: first, count: count, width: 2)
    try spend(count)
    var output: [UInt8] = []
    output.reserveCapacity(count)
    var position = first
    while position < last {
      let unit = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
      position += 2
      var value = unit
      if (0xD800...0xDBFF).contains(unit) {
        // A high surrogate must be followed by a low one; together they make one scalar.
        guard position < last else { throw ParseFailure(message: "unpaired surrogate in a UTF-16 string", offset: 0) }
        let next = UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
        guard (0xDC00...0xDFFF).contains(next) else {
          throw ParseFailure(message: "unpaired surrogate in a UTF-16 string", offset: 0)
        }
        position += 2
        value = 0x10000 + (unit - 0xD800) << 10 + (next - 0xDC00)
      }
      // Lone low surrogates are the only values `Unicode.Scalar` refuses here.
      guard let scalar = Unicode.Scalar(value) else {
        throw ParseFailure(message: "unpaired surrogate in a UTF-16 string", offset: 0)
      }
      UTF8.encode(scalar) { output.append($0) }
    }
    return String(decoding: output, as: UTF8.self)
  }

  // MARK: - UIDs

  /// The keyed-archiver UID after marker `0x8n` (n + 1 bytes), as the dictionary
  /// `{"CF$UID": n}` that Foundation's XML writer uses for it.
  package mutating func uid(_ marker: UInt8, at start: Int) throws(ParseFailure) -> PlistNode {
    let size = Int(marker & 0x0F) + 1
    guard size <= 8 else { throw ParseFailure(message: "invalid UID size", offset: 0) }
    _ = try end(from: start, count: 1, width: size)
    try spend(1)
    let value = PlistNode(kind: .integer(String(Self.unsigned(bytes, at: start, size: size))), offset: nil)
    return PlistNode(
      kind: .dictionary([PlistNode.Member(key: "CF$UID", keyOffset: nil, comment: nil, value: value)]), offset: nil)
  }
}
