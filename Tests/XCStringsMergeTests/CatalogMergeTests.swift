import Testing

@testable import XCStringsBase
@testable import XCStringsMerge
@testable import XCStringsModel

/// The conflict matrix: every pair of edits (add a language, delete the key, change a value,
/// change a state, change the shape, change the comment, mark stale) made by OURS and THEIRS,
/// on the same key and on different keys, alike and differently, with the outcome the rules
/// give.
@Suite("merge: conflict matrix")
struct CatalogMergeTests {
  typealias Edit = MatrixEdit
  static let base = MergeFixtures.base

  /// What the rules say of OURS making `ours` (variant 0) and THEIRS making `theirs`
  /// (variant 1) on key `k`: the catalog, the conflicts' messages and the notes.
  static func expected(_ ours: Edit, _ theirs: Edit) -> (StringCatalog, [String], [String]) {
    let mine = ours.applied(to: base, key: "k", variant: 0)
    let other = theirs.applied(to: base, key: "k", variant: 1)
    switch (ours, theirs) {
    case (.delete, .delete): return (mine, [], [])
    // The kept entry's units are marked for review, so that the conflict shows after `git add`.
    case (.delete, _): return (reviewed(other), ["conflict in 'k': deleted in ours, changed in theirs; kept theirs"], [])
    case (_, .delete): return (reviewed(mine), ["conflict in 'k': deleted in theirs, changed in ours; kept ours"], [])
    case (.stale, .stale): return (mine, [], [])
    case (.add, .add):
      let result = MergeFixtures.editing(mine, "k") { $0[LanguageCode("fr")]!.stringUnit!.state = .needsReview }
      return (result, ["conflict in 'k' [fr]: base none, ours 'Ajout-0', theirs 'Ajout-1'"], [])
    case (.comment, .comment):
      return (mine, ["conflict in 'k' comment: base 'Greeting', ours 'Kommentar-0', theirs 'Kommentar-1'"], [])
    case (.shape, .shape):
      let result = MergeFixtures.editing(mine, "k") { $0[LanguageCode("de")]!.setStates(.needsReview) }
      return (result, ["conflict in 'k' [de]: base plain string, ours plural, theirs device variations"], [])
    case (.value, .value):
      let result = MergeFixtures.editing(mine, "k") { $0[LanguageCode("de")]!.stringUnit!.state = .needsReview }
      return (result, ["conflict in 'k' [de]: base 'Hallo', ours 'Wert-0', theirs 'Wert-1'"], [])
    case (.value, .state), (.state, .value), (.state, .state):
      // The unit's value and state are one leaf: changed on both sides, differently. States
      // are shown where they tell the versions apart.
      let result = MergeFixtures.editing(mine, "k") { $0[LanguageCode("de")]!.stringUnit!.state = .needsReview }
      func shown(_ edit: Edit, _ variant: Int) -> String {
        switch edit {
        case .value: "'Wert-\(variant)' (translated)"
        default: "'Hallo' (\(variant == 0 ? "needs_review" : "new"))"
        }
      }
      return (result, ["conflict in 'k' [de]: base 'Hallo' (translated), ours \(shown(ours, 0)), theirs \(shown(theirs, 1))"], [])
    // One side changed the shape, the other edited the plain string: a conflict that keeps
    // OURS, every unit of it for review (no edit is dropped with a mere note).
    case (.shape, .value), (.shape, .state):
      let result = MergeFixtures.editing(mine, "k") { $0[LanguageCode("de")]!.setStates(.needsReview) }
      let shown =
        theirs == .value
        ? "base 'Hallo', ours plural, theirs 'Wert-1'" : "base 'Hallo' (translated), ours plural, theirs 'Hallo' (new)"
      return (result, ["conflict in 'k' [de]: \(shown)"], [])
    case (.value, .shape), (.state, .shape):
      let result = MergeFixtures.editing(mine, "k") { $0[LanguageCode("de")]!.setStates(.needsReview) }
      let shown =
        ours == .value
        ? "base 'Hallo', ours 'Wert-0', theirs device variations"
        : "base 'Hallo' (translated), ours 'Hallo' (needs_review), theirs device variations"
      return (result, ["conflict in 'k' [de]: \(shown)"], [])
    default:
      // The two edits touch different fields or languages: both are taken.
      return (theirs.applied(to: mine, key: "k", variant: 1), [], [])
    }
  }

  /// `catalog` with every unit of `k` marked `needs_review`.
  static func reviewed(_ catalog: StringCatalog) -> StringCatalog {
    MergeFixtures.editing(catalog, "k") { entry in
      for language in entry.localizations?.keys ?? [] { entry.localizations![language]!.setStates(.needsReview) }
    }
  }

  @Test(arguments: Edit.allCases)
  func everyPairOfEditsOnOneKey(ours: Edit) {
    for theirs in Edit.allCases {
      let mine = ours.applied(to: Self.base, key: "k", variant: 0)
      let other = theirs.applied(to: Self.base, key: "k", variant: 1)
      let (catalog, conflicts, notes) = MergeFixtures.merge(Self.base, mine, other)
      let (expected, expectedConflicts, expectedNotes) = Self.expected(ours, theirs)
      #expect(catalog == expected, "ours \(ours), theirs \(theirs)")
      #expect(conflicts == expectedConflicts, "ours \(ours), theirs \(theirs)")
      #expect(notes == expectedNotes, "ours \(ours), theirs \(theirs)")
    }
  }

  @Test(arguments: Edit.allCases)
  func everyPairOfEditsOnDifferentKeysTakesBoth(ours: Edit) {
    for theirs in Edit.allCases {
      let mine = ours.applied(to: Self.base, key: "k", variant: 0)
      let other = theirs.applied(to: Self.base, key: "j", variant: 1)
      let (catalog, conflicts, notes) = MergeFixtures.merge(Self.base, mine, other)
      #expect(catalog == theirs.applied(to: mine, key: "j", variant: 1), "ours \(ours), theirs \(theirs)")
      #expect(conflicts == [] && notes == [], "ours \(ours), theirs \(theirs)")
    }
  }

  /// The same edit made alike on both sides is taken once, with no conflict.
  @Test(arguments: Edit.allCases)
  func theSameEditOnBothSidesIsTakenOnce(edit: Edit) {
    let changed = edit.applied(to: Self.base, key: "k", variant: 0)
    let (catalog, conflicts, notes) = MergeFixtures.merge(Self.base, changed, changed)
    #expect(catalog == changed)
    #expect(conflicts == [] && notes == [])
  }

  /// A conflict takes the preferred side as it is (nothing marked), and is still listed.
  @Test func preferTakesThatSideAsItIs() {
    let mine = Edit.value.applied(to: Self.base, key: "k", variant: 0)
    let other = Edit.value.applied(to: Self.base, key: "k", variant: 1)
    let preferred = CatalogMerge.merge(base: Self.base, ours: mine, theirs: other, prefer: .theirs)
    #expect(preferred.catalog == other)
    #expect(preferred.conflicts.map(\.taken) == [.theirs])
    #expect(preferred.conflicts.map(\.isResolved) == [true])
    // A key one side deleted goes when that side is preferred.
    let deleted = Edit.delete.applied(to: Self.base, key: "k", variant: 0)
    #expect(CatalogMerge.merge(base: Self.base, ours: deleted, theirs: other, prefer: .ours).catalog == deleted)
    #expect(CatalogMerge.merge(base: Self.base, ours: deleted, theirs: other, prefer: .theirs).catalog == other)
    #expect(CatalogMerge.merge(base: Self.base, ours: other, theirs: deleted, prefer: .ours).catalog == other)
  }

  /// Keys added on both sides: alike, once; differently, merged against an empty entry, so
  /// that only the leaves that differ conflict.
  @Test func aKeyAddedOnBothSidesIsMergedAgainstAnEmptyBase() {
    let mine = MergeFixtures.editing(Self.base, "n") {
      $0 = CatalogEntry(comment: "New", localizations: ["en": .unit("New"), "de": .unit("Neu")])
    }
    let other = MergeFixtures.editing(Self.base, "n") {
      $0 = CatalogEntry(comment: "New", localizations: ["en": .unit("New"), "fr": .unit("Nouveau")])
    }
    let (catalog, conflicts, _) = MergeFixtures.merge(Self.base, mine, other)
    #expect(
      catalog.strings["n"]
        == CatalogEntry(comment: "New", localizations: ["en": .unit("New"), "de": .unit("Neu"), "fr": .unit("Nouveau")]))
    #expect(conflicts == [])
    let clashing = MergeFixtures.editing(other, "n") { $0.comment = "Fresh" }
    #expect(
      MergeFixtures.merge(Self.base, mine, clashing).conflicts == [
        "conflict in 'n' comment: base none, ours 'New', theirs 'Fresh'"
      ])
  }
}
