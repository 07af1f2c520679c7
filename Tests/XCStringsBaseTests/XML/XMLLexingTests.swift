import Testing

@testable import XCStringsBase

/// The byte classes both XML readers (`.stringsdict` property lists and XLIFF) lex names with.
@Suite("XML lexing")
struct XMLLexingTests {
  /// Name bytes, against XML's rule read character by character: ASCII letters, digits, `_`,
  /// `:`, `-` and `.`, and every byte of a non-ASCII character.
  @Test func classifiesEveryByteOfNames() {
    for byte in UInt8.min...UInt8.max {
      let scalar = Unicode.Scalar(byte)
      let expected =
        byte >= 0x80 || (scalar.properties.isASCIIHexDigit && scalar.properties.numericType != nil)
        || ("a"..."z").contains(Character(scalar)) || ("A"..."Z").contains(Character(scalar))
        || "_:-.".unicodeScalars.contains(scalar)
      #expect(XMLByte.isNameByte(byte) == expected, "byte \(byte)")
      #expect(XMLByte.isNameStart(byte) == (expected && !"-.0123456789".unicodeScalars.contains(scalar)), "byte \(byte)")
    }
  }
}
