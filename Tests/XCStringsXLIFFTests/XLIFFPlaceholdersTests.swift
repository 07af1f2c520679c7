import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// Substitution placeholders rewritten between catalog and XLIFF.
@Suite("XLIFF placeholders")
struct XLIFFPlaceholdersTests {
  static let substitutions: KeyedList<Substitution> = [
    "COUNT": Substitution(argNum: 1, formatSpecifier: "lld"), "DOT.NAME": Substitution(argNum: 2, formatSpecifier: "@"),
    "NONUM": Substitution(formatSpecifier: "d"),
  ]

  @Test func makesVariablesPositional() {
    let rewrite = { XLIFFPlaceholders.positionalVariables($0, substitutions: Self.substitutions) }
    #expect(rewrite("EN %#@COUNT@ and %#@DOT.NAME@") == "EN %1$#@COUNT@ and %2$#@DOT.NAME@")
    #expect(
      rewrite("%1$#@COUNT@ %%#@COUNT@ %#@OTHER@ %#@NONUM@ %#@COUNT") == "%1$#@COUNT@ %%#@COUNT@ %#@OTHER@ %#@NONUM@ %#@COUNT")
    #expect(XLIFFPlaceholders.positionalVariables("%#@COUNT@", substitutions: nil) == "%#@COUNT@")
  }

  @Test func makesArgumentsPositional() {
    let count = Self.substitutions["COUNT"]
    #expect(
      XLIFFPlaceholders.positionalArgument("%arg items, %%arg, %args", substitution: count) == "%1$lld items, %%arg, %1$llds")
    #expect(XLIFFPlaceholders.positionalArgument("%arg", substitution: Self.substitutions["NONUM"]) == "%arg")
    #expect(XLIFFPlaceholders.positionalArgument("%lld", substitution: count) == "%lld")
  }

  @Test func turnsPositionalTextBack() {
    #expect(
      XLIFFPlaceholders.namedVariables(
        "%1$#@COUNT@ %2$#@COUNT@ %2$#@DOT.NAME@ %%1$#@COUNT@", argNums: ["COUNT": 1, "DOT.NAME": 2])
        == "%#@COUNT@ %2$#@COUNT@ %#@DOT.NAME@ %%1$#@COUNT@")
    #expect(
      XLIFFPlaceholders.argumentPlaceholders("%1$lld, %2$lld, %1$ld, %%1$lld", argNum: 1, formatSpecifier: "lld")
        == "%arg, %2$lld, %1$ld, %%1$lld")
    #expect(XLIFFPlaceholders.containsArgumentPlaceholder("a %arg"))
    #expect(!XLIFFPlaceholders.containsArgumentPlaceholder("a %%arg"))
  }

  /// Rewriting to XLIFF and back gives the catalog text again, for random texts made of
  /// placeholders, percent signs and plain text.
  @Test func roundTripsRandomTexts() {
    var generator = SeededGenerator(seed: 11)
    let pieces = ["%#@COUNT@", "%#@DOT.NAME@", "%arg", "%%", "%", "%lld", "%1$@", " x ", "@", "#", "é"]
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
      let root = XLIFFPlaceholders.positionalVariables(text, substitutions: Self.substitutions)
      #expect(XLIFFPlaceholders.namedVariables(root, argNums: ["COUNT": 1, "DOT.NAME": 2]) == text, "\(text)")
      let form = XLIFFPlaceholders.positionalArgument(text, substitution: Self.substitutions["COUNT"])
      if !text.contains("%1$lld") {
        #expect(XLIFFPlaceholders.argumentPlaceholders(form, argNum: 1, formatSpecifier: "lld") == text, "\(text)")
      }
    }
  }
}
