/// The entity and character references of XML 1.0, decoded alike by every XML reader here
/// (the property-list scanner and the XLIFF reader): the five predefined entities, and
/// `&#N;` / `&#xH;` naming a Unicode scalar other than U+0000.
@usableFromInline package enum XMLReference {
  /// The longest name looked for before a reference counts as unterminated; the longest
  /// valid one, `#x0010FFFF` with leading zeros aside, is far shorter.
  package static let longestName = 16

  /// Decodes the reference whose `&` is at `start`, appends its scalar's UTF-8 to `scratch`
  /// and returns the offset after its `;`.
  ///
  /// - Throws: A failure at the `&`: no `;` closes the name soon after it (or another `&` or
  ///   `<` comes first); a name other than the five predefined ones (no document here can
  ///   declare entities); or a character reference with a sign, no digits, a non-digit, or a
  ///   number that names no scalar a document can hold: U+0000, a surrogate, or past
  ///   U+10FFFF. Other controls (`&#1;`) read, as XML 1.1 has them: this package's XLIFF
  ///   writer, like Xcode's, writes a catalog's control characters so.
  @usableFromInline package static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into scratch: inout [UInt8]
  ) throws(ParseFailure) -> Int {
    var end = start + 1
    while end < bytes.count, end - start < longestName, bytes[end] != 0x3B, bytes[end] != 0x26, bytes[end] != 0x3C {
      end += 1
    }
    guard end < bytes.count, bytes[end] == 0x3B, end > start + 1 else {
      throw ParseFailure(message: "'&' must start an entity or character reference such as '&amp;'", offset: start)
    }
    let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
    guard let scalar = scalar(named: name) else {
      let text = String(decoding: name, as: UTF8.self)
      let message = name[0] == 0x23 ? "invalid character reference '&\(text);'" : "unknown entity '&\(text);'"
      throw ParseFailure(message: message, offset: start)
    }
    UTF8.encode(scalar) { scratch.append($0) }
    return end + 1
  }

  /// The scalar a reference's name (between `&` and `;`) stands for, or `nil`.
  package static func scalar(named name: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
    func named(_ literal: StaticString) -> Bool {
      name.count == literal.utf8CodeUnitCount
        && name.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
    if named("lt") { return "<" }
    if named("gt") { return ">" }
    if named("amp") { return "&" }
    if named("quot") { return "\"" }
    if named("apos") { return "'" }
    guard name.first == 0x23 else { return nil }
    let hex = name.count > 1 && (name[1] == 0x78 || name[1] == 0x58)
    let digits = name.dropFirst(hex ? 2 : 1)
    guard !digits.isEmpty else { return nil }
    var number: UInt32 = 0
    for digit in digits {
      guard let value = digitValue(digit, hex: hex), number <= 0x10FFFF else { return nil }
      number = number * (hex ? 16 : 10) + value
    }
    guard number != 0 else { return nil }
    return Unicode.Scalar(number)
  }

  /// The value of a decimal digit, or of a hexadecimal one when `hex`.
  private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
    if hex { return HexDigit.value(byte).map(UInt32.init) }
    return 0x30...0x39 ~= byte ? UInt32(byte &- 0x30) : nil
  }
}
