import Testing

@testable import XCStringsRuntime

@Suite("runtime: format arguments")
struct FormatArgumentTests {
  @Test func swiftValuesByKind() {
    #expect(FormatArgument(5) == .integer(5))
    #expect(FormatArgument(Int8(-3)) == .integer(-3))
    #expect(FormatArgument(UInt64.max) == .unsigned(UInt64.max))
    #expect(FormatArgument(2.5) == .double(2.5))
    #expect(FormatArgument(Float(0.5)) == .double(0.5))
    #expect(FormatArgument("Ann") == .text("Ann"))
    #expect(FormatArgument(true) == .text("true"))
  }

  @Test func pluralOperandsOfTextThatIsANumber() {
    #expect(FormatArgument.text("21").pluralOperands == PluralOperands(21))
    #expect(FormatArgument.text("1.5").pluralOperands == PluralOperands(1.5))
    #expect(FormatArgument.text("many").pluralOperands == nil)
  }
}
