import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsLint

private typealias Fixture = SourceLintFixture

@Suite("Source rules: count-without-plural")
struct SourceLinterPluralsTests {

  /// Line 2 `%lld sets` (plain), 3 `%lld photos` (plural), 4 `sets.done` (value `%lld sets done`),
  /// 5 `%lld files` (plain, used by no call), 6 `%lld of %lld items`.
  private static func catalog(source: String = "en") throws -> LintSubject {
    try Fixture.subject(
      LintFixture.catalog(
        [
          "%lld sets": LintFixture.entry([source: LintFixture.unit("%lld sets")]),
          "%lld photos": LintFixture.entry([source: LintFixture.plural(["one": "%lld photo", "other": "%lld photos"])]),
          "sets.done": LintFixture.entry([source: LintFixture.unit("%lld sets done")]),
          "%lld files": LintFixture.entry([source: LintFixture.unit("%lld files")]),
          "%lld of %lld items": LintFixture.entry([:]),
        ], source: source))
  }

  @Test func reportedAtCallsAndAtKeysNoCallUses() throws {
    let source = #"""
      Text(⟪a⟫"\(count) sets"); Text("\(photos.count) photos")
      Text(⟪b⟫"sets.done")
      Text(⟪c⟫"\(rowCount) rows")
      let looked = ["%lld files", "%lld of %lld items"].map { NSLocalizedString($0, comment: "") }
      """#
    #expect(
      try Fixture.findings([Self.catalog()], swift: [source], rules: [.countWithoutPlural]) == [
        "⟪a⟫ warning: [count-without-plural] '%lld sets' puts a count before 'sets' but has no plural variation, so users see '1 sets'; vary it by plural in table 'Localizable'",
        "⟪b⟫ warning: [count-without-plural] '%lld sets done' puts a count before 'sets' but has no plural variation, so users see '1 sets'; vary it by plural in table 'Localizable'",
        "⟪c⟫ warning: [count-without-plural] '%lld rows' puts a count before 'rows' but has no plural variation, so users see '1 rows'; vary it by plural in table 'Localizable'",
        "Localizable.xcstrings:5:1 warning: [count-without-plural] source value '%lld files' puts a count before 'files' but has no plural variation, so users see '1 files'; vary it by plural",
        "Localizable.xcstrings:6:1 warning: [count-without-plural] source value '%lld of %lld items' puts a count before 'items' but has no plural variation, so users see '1 items'; vary it by plural",
      ])
  }

  /// The English plural suffix passed as an argument (`"%lld file%@"` with
  /// `count == 1 ? "" : "s"`): every other language shows "5 Dateis". Reported at the call and
  /// at a key no call uses.
  @Test func aPluralSuffixPassedAsAnArgumentIsReported() throws {
    let catalog = try Fixture.subject(
      LintFixture.catalog([
        "%lld file%@": LintFixture.entry(["de": LintFixture.unit("%lld Datei%@")]),
        "%lld song%@ left": LintFixture.entry(["de": LintFixture.unit("%lld Lied%@ übrig")]),
        "%lld photos": LintFixture.entry(["en": LintFixture.plural(["one": "%lld photo", "other": "%lld photos"])]),
      ]))
    let source = #"""
      Text(⟪a⟫"\(count) file\(count == 1 ? "" : "s")")
      Text("\(photos.count) photos")
      let left = String(format: NSLocalizedString(songsLeft, comment: ""), count, suffix)
      let songsLeft = "%lld song%@ left"
      """#
    #expect(
      try Fixture.findings([catalog], swift: [source], rules: [.countWithoutPlural]) == [
        "⟪a⟫ warning: [count-without-plural] '%lld file%@' makes the English plural of 'file' with an argument ('%@'), which no other language can inflect; vary it by plural in table 'Localizable'",
        "Localizable.xcstrings:3:1 warning: [count-without-plural] source value '%lld song%@ left' makes the English plural of 'song' with an argument ('%@'), which no other language can inflect; vary it by plural",
      ])
  }

  /// A count passed as text (`count.description`, `String(pageCount)`, `"\(total.count)"`,
  /// `likes.formatted()`) reads as `%@`, but is a number all the same: "Liked by 1 people".
  /// A `%@` of unknown type stays silent.
  @Test func aCountPassedAsTextIsACount() throws {
    let catalog = try Fixture.subject(LintFixture.catalog(["Done": LintFixture.entry(["de": LintFixture.unit("Fertig")])]))
    let source = #"""
      Text(⟪a⟫"Liked by \(likeCount.description) people")
      Text(⟪b⟫"This document has \(String(pageCount)) pages")
      Text(⟪c⟫"\("\(items.count)") items left")
      Text(⟪d⟫"\(followersCount.formatted()) followers")
      Text("Liked by \(name) people"); Text("\(title.description) pages")
      """#
    #expect(
      try Fixture.findings([catalog], swift: [source], rules: [.countWithoutPlural]) == [
        "⟪a⟫ warning: [count-without-plural] 'Liked by %@ people' passes a count as text before 'people' but has no plural variation, so users see '1 people'; vary it by plural in table 'Localizable'",
        "⟪b⟫ warning: [count-without-plural] 'This document has %@ pages' passes a count as text before 'pages' but has no plural variation, so users see '1 pages'; vary it by plural in table 'Localizable'",
        "⟪c⟫ warning: [count-without-plural] '%@ items left' passes a count as text before 'items' but has no plural variation, so users see '1 items'; vary it by plural in table 'Localizable'",
        "⟪d⟫ warning: [count-without-plural] '%@ followers' passes a count as text before 'followers' but has no plural variation, so users see '1 followers'; vary it by plural in table 'Localizable'",
      ])
  }

  @Test func withoutSourcesEveryKeyIsChecked() throws {
    #expect(try Fixture.findings([Self.catalog()], swift: [], rules: [.countWithoutPlural]).count == 4)
  }

  @Test func aLanguageWithoutOneIsNeverReported() throws {
    #expect(
      try Fixture.findings([Self.catalog(source: "ja")], swift: [#"Text("\(count) sets")"#], rules: [.countWithoutPlural]) == [])
  }

  @Test func anInterpolationOfUnknownTypeIsNoCount() throws {
    // `name` may be a string; only the catalog's key would tell it is a count.
    #expect(try Fixture.findings([Self.catalog()], swift: [#"Text("\(name) rows")"#], rules: [.countWithoutPlural]).count == 4)
  }

  /// Code that picks a string by the count (`%d Result` for one, `%d Results` otherwise,
  /// `1 Result`, or a `…Single…` key beside a `…Multiple…` one) already shows "1 Result":
  /// neither the key nor the call is reported.
  @Test func stringsCodePicksByTheCountAreHandled() throws {
    let table = try Fixture.subject(
      LintFixture.catalog([
        "%d Result": LintFixture.entry(["en": LintFixture.unit("%d Result")]),
        "%d Results": LintFixture.entry(["en": LintFixture.unit("%d Results")]),
        "%lld Replies": LintFixture.entry(["en": LintFixture.unit("%lld Replies")]),
        "%lld boxes": LintFixture.entry(["en": LintFixture.unit("%lld boxes")]),
        "%lld hours": LintFixture.entry(["en": LintFixture.unit("%lld hours")]),
        "deleteUserMultipleConfirmation": LintFixture.entry(["en": LintFixture.unit("Delete %d users?")]),
        "deleteUserSingleConfirmation": LintFixture.entry(["en": LintFixture.unit("Delete %@?")]),
      ]))
    let source = #"""
      let text = count == 1 ? String(localized: "1 Reply") : String(localized: "\(count) Replies")
      let boxes = String(localized: "\(count) boxes"); let box = String(localized: "One box")
      let hours = String.localizedStringWithFormat(NSLocalizedString(hoursKey, comment: ""), count)
      let hoursKey = "%lld hours"
      """#
    #expect(
      try Fixture.findings([table], swift: [source], rules: [.countWithoutPlural]) == [
        "Localizable.xcstrings:6:1 warning: [count-without-plural] source value '%lld hours' puts a count before 'hours' but has no plural variation, so users see '1 hours'; vary it by plural"
      ])
  }

  /// A call after code that compares its count with 1 (the text for one is another) is a
  /// note; the same call without the comparison a warning.
  @Test func aCountComparedWithOneJustBeforeIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(
      LintFixture.catalog(["Hello": LintFixture.entry(["en": LintFixture.unit("Hello")])]), "App/Localizable.xcstrings", in: root)
    let swift = """
      struct V {
        var body: some View {
          if accounts.count == 1 {
            Text("Direct message")
          } else {
            Text("Direct message with \\(accounts.count) people")
          }
          Text("\\(members.count) people")
          Text("\\(count) schedule\\(count == 1 ? "" : "s") active")
        }
      }
      """
    try TestPaths.write(swift, "App/V.swift", in: root)
    let findings = Linter(options: LintOptions(disabled: Set(LintRule.all.filter { $0 != .countWithoutPlural })))
      .lint([LintTree(loading: root.path)]).findings.map { "\($0.location.line) \($0.severity.rawValue): \($0.message)" }
    #expect(
      findings == [
        "6 note: 'Direct message with %lld people' puts a count before 'people' but has no plural variation, so users see '1 people'; vary it by plural in table 'Localizable'; the code compares 'accounts.count' with 1 just before, so it may show another text for one",
        "8 warning: '%lld people' puts a count before 'people' but has no plural variation, so users see '1 people'; vary it by plural in table 'Localizable'",
        "9 warning: '%lld schedule%@ active' makes the English plural of 'schedule' with an argument ('%@'), which no other language can inflect; vary it by plural in table 'Localizable'",
      ])
  }

  /// A count that is a constant the sources declare with another value than 1 never shows
  /// "1 words": a note. A constant 1, a `var`, a computed value or two different values leave
  /// the warning.
  @Test func aConstantCountOtherThanOneIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(
      LintFixture.catalog(["Write for %lld words": LintFixture.entry([:]), "Invite %lld users": LintFixture.entry([:])]),
      "App/Localizable.xcstrings", in: root)
    let swift = """
      struct V {
        var body: some View {
          Text("Write for \\(Configuration.wordTarget) words")
          Text("Invite \\(Limits.userLimit) users")
          Text("Keep \\(single) files")
          Text("Keep \\(changing) photos")
          Text("Keep \\(computed) songs")
          Text("Keep \\(twice) notes")
        }
      }
      """
    let constants = """
      enum Configuration { static let wordTarget = 750 }
      enum Limits { static let userLimit: Int = 3 }
      let single = 1
      var changing = 4
      let computed = 3 * 60
      let twice = 2
      """
    try TestPaths.write(swift + "\n" + constants, "App/V.swift", in: root)
    try TestPaths.write("enum Other { static let twice = 5 }\n", "App/D.swift", in: root)
    let findings = Linter(options: LintOptions(disabled: Set(LintRule.all.filter { $0 != .countWithoutPlural })))
      .lint([LintTree(loading: root.path)]).findings.map {
        "\($0.location.line) \($0.severity.rawValue)"
          + ($0.severity == .note ? ": " + $0.message.components(separatedBy: "; ").last! : "")
      }
    #expect(
      findings == [
        "3 note: 'wordTarget' is the constant 750, so the text never shows one",
        "4 note: 'userLimit' is the constant 3, so the text never shows one",
        "5 warning", "6 warning", "7 warning", "8 warning",
      ])
  }

  /// Irregular plurals count too: "Direct message with 1 people".
  @Test func irregularPluralNouns() throws {
    let table = try Fixture.subject(LintFixture.catalog(["Hello": LintFixture.entry(["en": LintFixture.unit("Hello")])]))
    let source = #"""
      Text(⟪a⟫"Direct message with \(members.count) people")
      Text(⟪b⟫"\(kidCount) children")
      Text("\(count) person"); Text("\(count) sheep")
      """#
    #expect(
      try Fixture.findings([table], swift: [source], rules: [.countWithoutPlural]) == [
        "⟪a⟫ warning: [count-without-plural] 'Direct message with %lld people' puts a count before 'people' but has no plural variation, so users see '1 people'; vary it by plural in table 'Localizable'",
        "⟪b⟫ warning: [count-without-plural] '%lld children' puts a count before 'children' but has no plural variation, so users see '1 children'; vary it by plural in table 'Localizable'",
      ])
  }
}
