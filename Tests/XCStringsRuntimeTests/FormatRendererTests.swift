import Testing
import XCStringsTestSupport

@testable import XCStringsRuntime

@Suite("runtime: formatting")
struct FormatRendererTests {
  static func render(_ format: String, _ arguments: [FormatArgument]) -> String {
    FormatRenderer.render(format, arguments: arguments)
  }

  @Test func numbersPrintAsTheCLibraryPrintsThem() {
    #expect(Self.render("%lld files", [.integer(1_234_567)]) == "1234567 files")
    #expect(
      Self.render("%d|%5d|%-3d|%u|%x", [.integer(-4), .integer(42), .integer(7), .integer(9), .integer(255)])
        == "-4|   42|7  |9|ff")
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

  @Test func hugeWidthsAreNotPrinted() {
    #expect(Self.render("%99999999d|%.5000f", [.integer(1), .double(1)]) == "%99999999d|%.5000f")
    #expect(Self.render("%*d", [.integer(Int64.max), .integer(7)]).utf8.count == 4_096)
    #expect(Self.render("%4096d", [.integer(7)]).utf8.count == 4_096)
  }

  @Test func percentAndTextWithoutConversions() {
    #expect(Self.render("100%% of %lld", [.integer(5)]) == "100% of 5")
    #expect(Self.render("no conversions", [.integer(5)]) == "no conversions")
  }
}

/// Hostile translations: any mix of conversions, flags, widths, positions and arguments is
/// formatted without reading memory (a crash ends the test run).
@Suite("runtime: formatting hostile input")
struct FormatRendererHostileTests {
  static let pieces = [
    "%", "%%", "%@", "%lld", "%d", "%s", "%S", "%c", "%C", "%p", "%n", "%x", "%.3f", "%*d", "%.*s", "%-*@", "%1$", "%2$@",
    "%99$d", "%0$d", "%99999999d", "%.99999999f", "%#@v@", "%1$#@v@", "$", "*", ".", "l", "h", "q", "z", "'", "#", "0", "9", " ",
    "é", "🐛", "abc",
  ]

  @Test(arguments: [SeededGenerator.randomSeed()])
  func anyFormatWithAnyArguments(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let values: [FormatArgument] = [
      .integer(-5), .integer(Int64.max), .unsigned(UInt64.max), .double(.nan), .double(1.5), .text("x"), .text(""),
    ]
    for _ in 0..<800 {
      let format = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
      let arguments = (0..<Int.random(in: 0...4, using: &random)).map { _ in values.randomElement(using: &random)! }
      let rendered = FormatRenderer.render(format, arguments: arguments)
      #expect(rendered.utf8.count <= format.utf8.count + 4 * 4_200)
      let entry: [String: Any] = [
        "NSStringLocalizedFormatKey": format,
        "v": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": format, "other": format + "%#@v@"],
      ]
      _ = StringsdictExpander(language: "ru", arguments: arguments).format(of: entry).map {
        FormatRenderer.render($0, arguments: arguments)
      }
    }
  }
}
