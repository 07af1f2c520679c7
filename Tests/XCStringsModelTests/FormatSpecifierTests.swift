import Testing

@testable import XCStringsModel

@Suite("format specifiers")
struct FormatSpecifierTests {
  /// `text|position|kind` for each specifier, kind being `arg:<conversion>` or `var:<name>`.
  static func describe(_ string: String) -> [String] {
    FormatSpecifier.scan(string).map { specifier in
      let kind: String
      switch specifier.kind {
      case .argument(let conversion): kind = "arg:\(conversion)"
      case .variable(let name): kind = "var:\(name)"
      }
      return "\(specifier.text)|\(specifier.position.map(String.init) ?? "-")|\(kind)"
    }
  }

  @Test func scansPrintfSpecifiers() {
    #expect(
      Self.describe("%@ has %lld files (%.1f%%) %5d %-10s %*d %1$@ %2$lld %qd %zu %%d")
        == [
          "%@|-|arg:@", "%lld|-|arg:lld", "%.1f|-|arg:f", "%5d|-|arg:d", "%-10s|-|arg:s", "%*d|-|arg:d",
          "%1$@|1|arg:@", "%2$lld|2|arg:lld", "%qd|-|arg:qd", "%zu|-|arg:zu",
        ])
  }

  @Test func scansVariables() {
    #expect(
      Self.describe("%#@count@ and %2$#@other_name@ %#@@ %#@open")
        == ["%#@count@|-|var:count", "%2$#@other_name@|2|var:other_name"])
  }

  @Test func ignoresThingsThatAreNotSpecifiers() {
    #expect(Self.describe("100%! 50%, %, %%, % y, %k") == [])
    // A space is a printf flag: `% s` is a specifier, as in printf.
    #expect(Self.describe("100% sure") == ["% s|-|arg:s"])
    #expect(Self.describe("ends with %") == [])
  }

  @Test func positionsAreNumbersThatFitAnInt() {
    #expect(Self.describe("%10$@ %007$d %0$s") == ["%10$@|10|arg:@", "%007$d|7|arg:d", "%0$s|0|arg:s"])
    // Too large for Int: the digits are still read as a position field, but give no position.
    #expect(Self.describe("%99999999999999999999$@") == ["%99999999999999999999$@|-|arg:@"])
    #expect(Self.describe("%9223372036854775807$@") == ["%9223372036854775807$@|9223372036854775807|arg:@"])
  }

  @Test func everyFlagLengthModifierAndConversion() {
    #expect(
      Self.describe("%-+ #0'5d %hhd %hd %ld %lld %qd %Lf %zd %jd %td")
        == [
          "%-+ #0'5d|-|arg:d", "%hhd|-|arg:hhd", "%hd|-|arg:hd", "%ld|-|arg:ld", "%lld|-|arg:lld", "%qd|-|arg:qd",
          "%Lf|-|arg:Lf", "%zd|-|arg:zd", "%jd|-|arg:jd", "%td|-|arg:td",
        ])
    let conversions = "diouxXfFeEgGaAcCsSp@"
    #expect(Self.describe(conversions.map { "%\($0)" }.joined(separator: " ")) == conversions.map { "%\($0)|-|arg:\($0)" })
    #expect(Self.describe("%b %n %k %y") == [])
  }

  @Test func rangesAreUTF8ByteOffsets() {
    let specifiers = FormatSpecifier.scan("é%@ 日%1$lld")
    #expect(specifiers.map(\.range) == [2..<4, 8..<14])
  }

  @Test func argumentTypes() {
    let types = FormatSpecifier.scan("%lld %u %x %c %.2f %e %g %s %p %@ %#@v@").map(\.argumentType)
    #expect(types == [.integer, .integer, .integer, .integer, .double, .double, .double, .cString, .pointer, .object, .object])
  }

  /// Text between `#` and the first `@` still makes a variable reference, as Xcode reads it,
  /// marked malformed; anything that cannot be one stays a printf specifier or plain text.
  @Test func malformedVariableReferences() {
    #expect(Self.describe("%#1@count@ and %2$#x@n@ %#@ok@") == ["%#1@count@|-|var:count", "%2$#x@n@|2|var:n", "%#@ok@|-|var:ok"])
    #expect(FormatSpecifier.scan("%#1@count@ %#@ok@").map(\.isMalformedReference) == [true, false])
    #expect(Self.describe("%1#@count@") == ["%1#@count@|-|var:count"])
    #expect(FormatSpecifier.scan("%1#@count@").map(\.isMalformedReference) == [true])
    // No closing '@', white space or '%' before the first '@', or an empty name: not a reference.
    #expect(Self.describe("%#1@count") == ["%#1@|-|arg:@"])
    #expect(Self.describe("%#1 @x@") == [])
    #expect(Self.describe("%#x@@") == ["%#x|-|arg:x"])
  }
}
