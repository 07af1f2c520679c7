import Testing

@testable import XCStringsMerge
@testable import XCStringsModel

@Suite("merge: conflict messages")
struct MergeConflictTests {
  static func conflict(
    _ site: MergeSite, _ kind: MergeConflict.Kind = .differentValues, base: MergeConflict.Value?, ours: MergeConflict.Value?,
    theirs: MergeConflict.Value?, taken: MergeSide = .ours
  ) -> String {
    MergeConflict(site: site, kind: kind, base: base, ours: ours, theirs: theirs, taken: taken, isResolved: false).description
  }

  static let form = MergeSite(key: "%lld files", language: "ru", path: "plural.few", jsonPath: [])

  @Test func aLeafShowsTheThreeVersions() {
    #expect(
      Self.conflict(Self.form, base: .init(text: "%lld файла"), ours: .init(text: "%lld файлов"), theirs: nil)
        == "conflict in '%lld files' [ru] plural.few: base '%lld файла', ours '%lld файлов', theirs none")
  }

  @Test func statesAreShownOnlyWhereTheyDiffer() {
    let same = Self.conflict(
      Self.form, base: .init(text: "a", state: .translated), ours: .init(text: "b", state: .translated),
      theirs: .init(text: "c", state: .translated))
    #expect(same == "conflict in '%lld files' [ru] plural.few: base 'a', ours 'b', theirs 'c'")
    let differ = Self.conflict(
      Self.form, base: .init(text: "a", state: .translated), ours: .init(text: "a", state: .needsReview),
      theirs: .init(text: "a", state: .new))
    #expect(
      differ == "conflict in '%lld files' [ru] plural.few: base 'a' (translated), ours 'a' (needs_review), theirs 'a' (new)")
  }

  @Test func lineBreaksAreShownAsEscapes() {
    let site = MergeSite(key: "two\nlines", language: "de", path: "", jsonPath: [])
    #expect(
      Self.conflict(site, base: nil, ours: .init(text: "zwei\nZeilen"), theirs: .init(text: "2\tZeilen"))
        == "conflict in 'two\\nlines' [de]: base none, ours 'zwei\\nZeilen', theirs '2\\tZeilen'")
  }

  /// Values that differ only invisibly (a no-break space, a joiner, marks in another order,
  /// a composed letter) are shown with their invisible scalars escaped, so that the
  /// message tells them apart; values that differ visibly are shown as they are.
  @Test func valuesThatDifferOnlyInvisiblyAreShownWithEscapes() {
    for (ours, theirs, shownOurs, shownTheirs) in [
      ("a\u{A0}b", "a b", "a\\u{00A0}b", "a b"),
      ("\u{628}\u{651}\u{650}", "\u{628}\u{650}\u{651}", "\u{628}\\u{0651}\\u{0650}", "\u{628}\\u{0650}\\u{0651}"),
      ("caf\u{E9}", "cafe\u{301}", "caf\\u{00E9}", "cafe\\u{0301}"),
      ("Ja\u{200D}", "Ja", "Ja\\u{200D}", "Ja"),
      ("\u{915}\u{94D}\u{200C}\u{937}", "\u{915}\u{94D}\u{937}", "\u{915}\\u{094D}\\u{200C}\u{937}", "\u{915}\\u{094D}\u{937}"),
    ] {
      let message = Self.conflict(
        Self.form, base: .init(text: "x", state: .translated), ours: .init(text: ours, state: .translated),
        theirs: .init(text: theirs, state: .needsReview))
      #expect(
        message == "conflict in '%lld files' [ru] plural.few: base 'x' (translated), ours '\(shownOurs)' (translated), "
          + "theirs '\(shownTheirs)' (needs_review)")
    }
    // Visibly different: no escapes.
    #expect(
      Self.conflict(Self.form, base: nil, ours: .init(text: "caf\u{E9}"), theirs: .init(text: "cafe\u{301}!"))
        == "conflict in '%lld files' [ru] plural.few: base none, ours 'caf\u{E9}', theirs 'cafe\u{301}!'")
  }

  @Test func aDeletedKeyOrLanguageSaysWhoDeletedItAndWhatWasKept() {
    let key = MergeSite(key: "Done", path: "", jsonPath: [])
    let shown = MergeConflict.Value(text: "entry", isDescription: true)
    #expect(
      Self.conflict(key, .deletedAndChanged(deletedIn: .theirs), base: shown, ours: shown, theirs: nil)
        == "conflict in 'Done': deleted in theirs, changed in ours; kept ours")
    let language = MergeSite(key: "Done", language: "ja", path: "", jsonPath: [])
    #expect(
      Self.conflict(language, .deletedAndChanged(deletedIn: .ours), base: shown, ours: nil, theirs: shown, taken: .ours)
        == "conflict in 'Done' [ja]: deleted in ours, changed in theirs; deleted it")
  }

  @Test func shapesAreNamedNotQuoted() {
    let site = MergeSite(key: "k", language: "de", path: "", jsonPath: [])
    #expect(
      Self.conflict(
        site, .differentShapes, base: .init(text: "plain string", isDescription: true),
        ours: .init(text: "plural", isDescription: true), theirs: .init(text: "device variations", isDescription: true))
        == "conflict in 'k' [de]: base plain string, ours plural, theirs device variations")
  }
}
