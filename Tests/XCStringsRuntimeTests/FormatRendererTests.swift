import Testing

@testable import XCStringsRuntime

@Suite("runtime: formatting")
struct FormatRendererTests {
  static func render(_ format: String, _ arguments: [FormatArgument]) -> String {
    FormatRenderer.render(format, arguments: arguments)
  }

  @Test func numbersPrintAsTheCLibraryPrintsThem() {
    #expect(Self.render("%lld files", [.integer(1_234_567)]) == "1234567 files")
    #expect(Self.render("%d|%5d|%-3d|%u|%x", [.integer(-4), .integer(42), .integer(7), .integer(9), .integer(255)]) == "-4|   42|7  |9|ff")
    #expect(Self.render("%.1f km", [.double(2.25)]) == "2.2 km")
  }

  @Test func positionalAndSequentialConversionsReadTheirOwnArgument() {
    #expect(Self.render("%2$@ wurde von %1$@ eingeladen", [.text("Ann"), .text("Bob")]) == "Bob wurde von Ann eingeladen")
    #expect(Self.render("%2$lld/%1$lld", [.integer(1), .integer(2)]) == "2/1")
  }

  @Test func eachConversionGetsAValueOfItsKind() {
    #expect(Self.render("%@ and %lld", [.integer(3), .text("7")]) == "3 and 7")
    #expect(Self.render("%s!", [.text("hi")]) == "hi!")
    #expect(Self.render("%lld", [.text("x")]) == "0")
  }

  @Test func aMissingArgumentLeavesTheConversionAsWritten() {
    #expect(Self.render("%@ and %@", [.text("Ann")]) == "Ann and %@")
    #expect(Self.render("%3$@", [.text("Ann")]) == "%3$@")
  }

  @Test func percentAndTextWithoutConversions() {
    #expect(Self.render("100%% of %lld", [.integer(5)]) == "100% of 5")
    #expect(Self.render("no conversions", [.integer(5)]) == "no conversions")
  }
}
