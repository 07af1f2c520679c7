import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLint

/// `variable-reference`, `undefined-substitution` and `position-without-dollar`
/// (`SubjectLinter+References.swift`).
@Suite("substitution references and positions")
struct SubjectLinterReferencesTests {
  typealias F = LintFixture

  /// A localization with `value` and substitutions of the given names, each a plural of `%arg`.
  static func substituted(_ value: String, _ names: [String]) -> String {
    let substitutions = names.enumerated().map { index, name in
      "\(F.quote(name)):{\"argNum\":\(index + 1),\"formatSpecifier\":\"lld\",\"variations\":{\"plural\":{\"one\":\(F.unit("%arg post")),\"other\":\(F.unit("%arg posts"))}}}"
    }
    return
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\(F.quote(value))},\"substitutions\":{\(substitutions.joined(separator: ","))}}"
  }

  /// A reference to a substitution the localization lacks is shown unresolved: a typo, or a
  /// translation that names another substitution than its own (each localization compiles to
  /// its own rules, so the source's do not help it).
  @Test func referencesToUndefinedSubstitutions() throws {
    let json = F.catalog([
      "%lld posts": F.entry([
        "en": Self.substituted("%#@count_posts@", ["count_posts"]),
        "de": Self.substituted("%#@count_posts@", ["count_votes"]),
        "fr": Self.substituted("%#@typo@ et %#@typo@", ["count_posts"]),
        "it": F.unit("%#@count_posts@"),
        "ja": Self.substituted("%#@count_posts@", ["count_posts"]),
      ]),
      "Sum: %#@x@": F.entry(["en": F.unit("Sum: %#@x@")]),
      "100%# done": F.entry(["en": F.unit("100%% done, #@tag@")]),
    ])
    #expect(
      try F.findings(json, only: .undefinedSubstitution) == [
        "L.xcstrings:2:1: error: [undefined-substitution] 'de' value references substitution 'count_posts', which the 'de' localization does not define, so the reference is shown unresolved",
        "L.xcstrings:2:1: error: [undefined-substitution] 'fr' value references substitution 'typo', which the 'fr' localization does not define, so the reference is shown unresolved",
        "L.xcstrings:2:1: error: [undefined-substitution] 'it' value references substitution 'count_posts', which the 'it' localization does not define, so the reference is shown unresolved",
        "L.xcstrings:3:1: error: [undefined-substitution] source value references substitution 'x', which the 'en' localization does not define, so the reference is shown unresolved",
      ])
  }

  /// A `.stringsdict` entry whose format names a variable the file does not define is
  /// reported at the entry's key in that language's file.
  @Test func undefinedVariablesOfStringsdictFilesAtTheirKey() throws {
    let root = try TestPaths.temporaryDirectory()
    func stringsdict(_ format: String) -> String {
      LegacyText.stringsdict(
        LegacyText.format("posts", format, [("count_votes", "lld", [("one", "%lld vote"), ("other", "%lld votes")])]))
    }
    try TestPaths.write(stringsdict("%#@count_votes@ so far"), "App/en.lproj/Localizable.stringsdict", in: root)
    try TestPaths.write(stringsdict("bisher %#@count_posts@"), "App/de.lproj/Localizable.stringsdict", in: root)
    #expect(
      LintProjectFixture.findings(root, rules: [.undefinedSubstitution, .placeholderMismatch]) == [
        "App/de.lproj/Localizable.stringsdict:5:1: error: [undefined-substitution] 'de' value references substitution 'count_posts', which the 'de' localization does not define, so the reference is shown unresolved"
      ])
  }

  /// `%2@ … %1@` reads argument 1 (width 2) before argument 2 (width 1): swapped. Widths that
  /// are widths, and numbered specifiers in order, are left alone.
  @Test func widthsWrittenForPositions() throws {
    let json = F.catalog([
      "%1$@ sent %2$@": F.entry([
        "de": F.unit("%2@ von %1@"),
        "fr": F.unit("%1@ a envoyé %2@"),
        "es": F.unit("%1$@ envió %2@"),
        "ja": F.unit("%2$@を%1$@が送信"),
      ]),
      "%d:%d": F.entry(["de": F.unit("%2d:%2d"), "fr": F.unit("%02d:%02d"), "it": F.unit("%5d di %d")]),
      "%@ has %d": F.entry(["de": F.plural(["one": "%2d hat %1@", "other": "%@ hat %d"])]),
    ])
    #expect(
      try F.findings(json, only: .positionWithoutDollar) == [
        "L.xcstrings:2:1: error: [position-without-dollar] 'de' value has '%2@', '%1@': a number without '$' is a field width, not a position, so the arguments are read in order; write '%2$@', '%1$@'",
        "L.xcstrings:2:1: error: [position-without-dollar] 'es' value has '%2@': a number without '$' is a field width, not a position, so the arguments are read in order; write '%2$@'",
        "L.xcstrings:4:1: error: [position-without-dollar] 'de' value in plural form 'one' has '%2d', '%1@': a number without '$' is a field width, not a position, so the arguments are read in order; write '%2$d', '%1$@'",
      ])
  }

  /// Generated texts: a permutation of `1…n` written as widths is reported exactly when it is
  /// not the order the arguments are read in; the same numbers with `$` never are.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func widthPermutationsAreReportedUnlessInOrder(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<300 {
      let count = Int.random(in: 1...5, using: &generator)
      let order = Array(1...count).shuffled(using: &generator)
      let conversions = order.map { _ in ["@", "d", "lld", "f"].randomElement(using: &generator)! }
      let widths = zip(order, conversions).map { "%\($0)\($1)" }.joined(separator: " · ")
      let positions = zip(order, conversions).map { "%\($0)$\($1)" }.joined(separator: " · ")
      let found = SubjectLinter.widthsMeantAsPositions(in: widths)
      #expect((found != nil) == (order != Array(1...count)), "\(widths)")
      #expect(found.map { $0.map(\.fixed).joined(separator: " · ") } ?? positions == positions, "\(widths)")
      #expect(SubjectLinter.widthsMeantAsPositions(in: positions) == nil, "\(positions)")
    }
  }
}
