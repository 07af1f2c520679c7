import Testing

@testable import XCStringsBase

@Suite("hex digit")
struct HexDigitTests {
  /// Every byte, against the standard library's reading of a one-character hexadecimal number.
  @Test func decodesExactlyTheHexadecimalDigits() {
    for byte in UInt8.min...UInt8.max {
      let expected = byte < 0x80 ? UInt8(String(UnicodeScalar(byte)), radix: 16) : nil
      #expect(HexDigit.value(byte) == expected, "byte \(byte)")
    }
  }

  @Test func namedDigits() {
    #expect(HexDigit.value(UInt8(ascii: "0")) == 0)
    #expect(HexDigit.value(UInt8(ascii: "9")) == 9)
    #expect(HexDigit.value(UInt8(ascii: "A")) == 10)
    #expect(HexDigit.value(UInt8(ascii: "f")) == 15)
    #expect(HexDigit.value(UInt8(ascii: "g")) == nil)
    #expect(HexDigit.value(UInt8(ascii: "+")) == nil)
  }
}
