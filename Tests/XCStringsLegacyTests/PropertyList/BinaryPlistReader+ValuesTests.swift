import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLegacy

/// Numbers, dates, data, strings and UIDs: exact values, and the exact reason for bad ones.
@Suite("binary property list reader: values")
struct BinaryPlistReaderValuesTests {
  typealias B = BinaryPlistBuilder

  private func read(_ value: Any) throws -> String { try renderWrittenByFoundation(value) }

  static func error(_ plist: B) -> String? { binaryPlistError(plist.bytes) }

  @Test func scalarsWrittenByFoundation() throws {
    let values: [Any] = [
      true, false, 0, 255, 70_000, -42, Int64.min, Int64.max, UInt64.max, 1.5, -0.25, Float(0.1), 1e300,
      Double.infinity,
    ]
    #expect(
      try read(values)
        == "[true, false, 0, 255, 70000, -42, -9223372036854775808, 9223372036854775807, "
        + "18446744073709551615, real 1.5, real -0.25, real 0.10000000149011612, real 1e+300, real inf]")
  }

  @Test func stringsASCIIAndUTF16() throws {
    // "héllo" and the emoji are written as UTF-16 (the emoji as a surrogate pair), the rest as ASCII.
    #expect(
      try read(["plain", "héllo", "😀", "日本語", "", "a\u{0}b"])
        == "[\"plain\", \"héllo\", \"😀\", \"日本語\", \"\", \"a\u{0}b\"]")
    let long = String(repeating: "é", count: 300)
    #expect(try read([long]) == "[\"\(long)\"]")
  }

  @Test func datesAndData() throws {
    let values: [Any] = [
      Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: -1.5),
      Date(timeIntervalSince1970: 1_700_000_000), Data([0, 1, 2, 255]), Data(), Data(repeating: 7, count: 20),
    ]
    #expect(
      try read(values)
        == "[date 2001-01-01T00:00:00Z, date 2000-12-31T23:59:58Z, date 2023-11-14T22:13:20Z, "
        + "data AAEC/w==, data , data BwcHBwcHBwcHBwcHBwcHBwcHBwc=]")
  }

  @Test func integerWidthsAndSigns() throws {
    let plist = B([
      B.array([1, 2, 3, 4, 5, 6]), [0x10, 0xFF], [0x11, 0xFF, 0xFF], [0x12, 0xFF, 0xFF, 0xFF, 0xFF],
      B.integer(-1),
      // 16 bytes: an unsigned value in the low half, and a negative one sign-extended.
      [0x14] + B.bigEndian(0, 8) + B.bigEndian(1 << 63, 8),
      [0x14] + B.bigEndian(UInt64.max, 8) + B.bigEndian(UInt64(bitPattern: -5), 8),
    ])
    #expect(render(try BinaryPlistReader.root(plist.bytes)) == "[255, 65535, 4294967295, -1, 9223372036854775808, -5]")
  }

  @Test func uidBecomesTheDictionaryFoundationWritesInXML() throws {
    let plist = B([B.array([1, 2]), [0x80, 5], [0x81, 0x01, 0x00]])
    #expect(render(try BinaryPlistReader.root(plist.bytes)) == "[{CF$UID: 5}, {CF$UID: 256}]")
  }

  @Test func badStrings() {
    let surrogate = "unpaired surrogate in a UTF-16 string"
    #expect(Self.error(B([B.utf16([0x61, 0xD83D])])) == surrogate)  // high surrogate at the end
    #expect(Self.error(B([B.utf16([0xD83D, 0x0061])])) == surrogate)  // high surrogate, then no low one
    #expect(Self.error(B([B.utf16([0xDE00, 0xD83D])])) == surrogate)  // low surrogate first
    #expect(binaryPlistError(B([B.utf16([0xD83D, 0xDE00])]).bytes) == nil)
    // An odd number of bytes: one code unit announced, one byte present before the table.
    #expect(Self.error(B([[0x61, 0x00]])) == "object data out of range")
    #expect(Self.error(B([[0x52, 0x61, 0xE9]])) == "non-ASCII byte in an ASCII string")
  }

  @Test func badScalars() {
    let cases: [([UInt8], String)] = [
      ([0x00], "unsupported object marker 0x00"),  // null
      ([0x0F], "unsupported object marker 0x0F"),  // fill
      ([0x34] + [UInt8](repeating: 0, count: 8), "unsupported object marker 0x34"),
      ([0x71, 0x61], "unsupported object marker 0x71"),
      ([0xC1, 0x00], "unsupported object marker 0xC1"),  // set
      ([0xF0], "unsupported object marker 0xF0"),
      ([0x15] + [UInt8](repeating: 0, count: 32), "invalid integer size"),
      ([0x14] + B.bigEndian(1, 8) + B.bigEndian(0, 8), "integer does not fit in 64 bits"),
      ([0x14] + B.bigEndian(UInt64.max, 8) + B.bigEndian(5, 8), "integer does not fit in 64 bits"),
      ([0x13, 0x00], "object data out of range"),
      ([0x21, 0x00, 0x00], "invalid real size"),
      ([0x23, 0x00], "object data out of range"),
      ([0x33] + B.bigEndian(Double.nan.bitPattern, 8), "date out of range"),
      ([0x33] + B.bigEndian(1e20.bitPattern, 8), "date out of range"),
      ([0x88] + [UInt8](repeating: 0, count: 9), "invalid UID size"),
    ]
    for (object, reason) in cases {
      #expect(Self.error(B([object])) == "\(reason)", "\(object)")
    }
  }

  @Test func isoDatesInTheProlepticGregorianCalendar() {
    let day = 86_400.0
    let cases: [(Double, String?)] = [
      (0, "2001-01-01T00:00:00Z"),
      (-0.5, "2000-12-31T23:59:59Z"),
      (59 * day - 366 * day, "2000-02-29T00:00:00Z"),  // 2000 is a leap year
      (-730_485 * day, "0001-01-01T00:00:00Z"),
      (-730_485 * day - 0.5, nil),
      (2_921_574 * day - 1, "9999-12-31T23:59:59Z"),
      (2_921_574 * day, nil),
      (.nan, nil), (.infinity, nil), (-.infinity, nil), (1e300, nil),
    ]
    for (seconds, text) in cases {
      #expect(BinaryPlistReader.isoDate(secondsSince2001: seconds) == text, "\(seconds)")
    }
  }

  @Test func isoDatesMatchFoundationSinceTheGregorianReform() {
    // Foundation's formatter switches to the Julian calendar before 1582-10-15; after it the
    // two agree.
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    var generator = SeededGenerator(seed: 7)
    for _ in 0..<2000 {
      let seconds = Double.random(in: -13_000_000_000...200_000_000_000, using: &generator)
      #expect(
        BinaryPlistReader.isoDate(secondsSince2001: seconds)
          == formatter.string(from: Date(timeIntervalSinceReferenceDate: seconds)), "\(seconds)")
    }
  }

  @Test func base64() {
    // RFC 4648 test vectors.
    let vectors = [
      "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy",
    ]
    for (input, output) in vectors {
      #expect(BinaryPlistReader.base64(Array(input.utf8)[...]) == output)
    }
    var generator = SeededGenerator(seed: 3)
    for length in 0..<64 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      #expect(BinaryPlistReader.base64(bytes[...]) == Data(bytes).base64EncodedString())
    }
  }
}
