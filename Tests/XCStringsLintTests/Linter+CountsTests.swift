import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint

@Suite("Linter: counts that are never 1")
struct LinterCountsTests {
  private typealias F = LintFixture

  /// The developer's comment that the count is never 1 makes the plural warnings of the key
  /// notes; another comment, or none, leaves them.
  @Test func aCommentThatTheCountIsNeverOneMakesANote() throws {
    let json = F.catalog([
      "%lld characters": F.entry(
        ["en": F.plural(["other": "%lld characters"])], extra: F.comment("%lld is always 2 or more.")),
      "%lld items": F.entry(["en": F.plural(["other": "%lld items"])], extra: F.comment("Number of items")),
      "%lld rows": F.entry(["en": F.plural(["other": "%lld rows"])]),
    ])
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .pluralCategories }))
    #expect(
      Linter(options: options).lint([try F.subject(json)]).findings.map(\.description) == [
        "L.xcstrings:2:1: note: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead; the key's comment says the count is never 1 ('%lld is always 2 or more.')",
        "L.xcstrings:3:1: warning: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead",
        "L.xcstrings:4:1: warning: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead",
      ])
  }

  /// A plural every call asks for only after comparing the count with 1 lacks no form a
  /// user meets; a form it has (a Russian `one` without the count) is still shown for 21. A
  /// key one call shows without the comparison keeps its warning.
  @Test func aPluralAskedForOnlyAfterComparingWithOneIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = F.catalog([
      "Trash.many": F.entry([
        "en": F.plural(["other": "Move %lld items?"]),
        "ru": F.plural([
          "one": "Переместить элемент?", "few": "Переместить %lld элемента?", "many": "Переместить %lld элементов?",
          "other": "Переместить %lld элемента?",
        ]),
      ]),
      "Rows.many": F.entry(["en": F.plural(["other": "%lld rows"])]),
    ])
    let code = """
      let title = files.count == 1
        ? String(localized: "Trash.one")
        : String(localized: "Trash.many",
                 defaultValue: "Move \\(files.count) items?")
      let rows = String(localized: "Rows.many", defaultValue: "\\(rows.count) rows")
      show(rows)
      """
    try TestPaths.write(catalog, "App/Localizable.xcstrings", in: root)
    try TestPaths.write(code, "App/A.swift", in: root)
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .pluralCategories }))
    #expect(
      Linter(options: options).lint([LintTree(loading: root.path)]).findings.map {
        $0.description.replacingOccurrences(of: root.path + "/", with: "")
      } == [
        "App/Localizable.xcstrings:2:1: note: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead; every call compares 'files.count' with 1 first, so the plural is never asked for one",
        "App/Localizable.xcstrings:2:1: warning: [plural-categories] 'ru' plural form 'one' ('Переместить элемент?') leaves out the count, but 'ru' also uses 'one' for 21, 31, …, which then read 'Переместить элемент?'",
        "App/Localizable.xcstrings:3:1: warning: [plural-categories] 'en' plural lacks 'one', which 'en' uses for whole numbers; 'other' is used instead",
      ])
  }
}
