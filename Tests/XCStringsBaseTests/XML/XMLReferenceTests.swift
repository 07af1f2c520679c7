import Testing

@testable import XCStringsBase

/// The XML reference decoder both XML readers share (their verdicts on the same references:
/// `XMLReferenceTests` of the XLIFF tests): it reads exactly the references that name a scalar.
@Suite("XML references: decoding")
struct XMLReferenceTests {
  /// Code points up to U+10FFFF and past it, written both ways: a reference reads exactly when
  /// it names a scalar other than U+0000, and then as that scalar.
  @Test func aCodePointReadsExactlyWhenItIsAScalarOtherThanZero() {
    var scratch: [UInt8] = []
    for value in UInt32(0)...0x11_0010
    where value % 97 == 0 || value < 0x110 || (0xD700...0xE100).contains(value) || (0xFFF0...0x10010).contains(value)
      || value >= 0x10_FFF0
    {
      let allowed = value != 0 && Unicode.Scalar(value) != nil
      for text in ["&#\(value);", "&#x\(String(value, radix: 16));"] {
        scratch.removeAll(keepingCapacity: true)
        let bytes = Array(text.utf8)
        let end = bytes.withUnsafeBufferPointer { buffer in try? XMLReference.decode(buffer, at: 0, into: &scratch) }
        if allowed {
          #expect(end == bytes.count && scratch == Array(String(Unicode.Scalar(value)!).utf8), "\(text)")
        } else {
          #expect(end == nil, "\(text)")
        }
      }
    }
  }
}
