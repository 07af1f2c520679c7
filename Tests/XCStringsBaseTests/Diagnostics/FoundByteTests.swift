import Testing

@testable import XCStringsBase

@Suite("FoundByte")
struct FoundByteTests {
  @Test func namesPrintableBytesHexAndTheEnd() {
    #expect(FoundByte.describe(nil) == "end of file")
    #expect(FoundByte.describe(0x3E) == "'>'")
    #expect(FoundByte.describe(0x21) == "'!'")
    #expect(FoundByte.describe(0x7E) == "'~'")
    #expect(FoundByte.describe(0x20) == "byte 0x20")
    #expect(FoundByte.describe(0x00) == "byte 0x0")
    #expect(FoundByte.describe(0x7F) == "byte 0x7F")
    #expect(FoundByte.describe(0xC3) == "byte 0xC3")
  }
}
