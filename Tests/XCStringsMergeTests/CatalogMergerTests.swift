import Testing

@_spi(Internals) @testable import XCStringsBase
@testable import XCStringsMerge
@testable import XCStringsModel

/// The three-way rules the walk applies at every level.
@Suite("merge: three-way rules")
struct CatalogMergerTests {
  @Test func settledTakesTheSideThatChanged() {
    #expect(CatalogMerger.settled(1, 1, 2) == .some(2))
    #expect(CatalogMerger.settled(1, 2, 1) == .some(2))
    #expect(CatalogMerger.settled(1, 3, 3) == .some(3))
    #expect(CatalogMerger.settled(1, nil, 1) == .some(nil))
    #expect(CatalogMerger.settled(nil, nil, 4) == .some(4))
    #expect(CatalogMerger.settled(1, 2, 3) == nil)
    #expect(CatalogMerger.settled(1, nil, 3) == nil)
  }

  @Test func anEmptiedContainerStaysAsTheSideThatChangedItsPresenceSays() {
    #expect(CatalogMerger.isPresent(true, true, false) == false)
    #expect(CatalogMerger.isPresent(true, false, true) == false)
    #expect(CatalogMerger.isPresent(false, true, false) == true)
    #expect(CatalogMerger.isPresent(true, true, true) == true)
  }

  @Test func conflictsTakeOursOrTheKeptSideAndReviewIt() {
    var merger = CatalogMerger(prefer: nil)
    let site = MergeSite(key: "k", path: "", jsonPath: ["strings", "k"])
    let ours = StringUnit(state: .translated, value: "A")
    let theirs = StringUnit(state: .translated, value: "B")
    #expect(merger.unit(nil, ours, theirs, at: site) == StringUnit(state: .needsReview, value: "A"))
    #expect(merger.unit(ours, nil, theirs, at: site) == StringUnit(state: .needsReview, value: "B"))
    #expect(merger.conflicts.map(\.taken) == [.ours, .theirs])
    #expect(merger.conflicts.map(\.kind) == [.differentValues, .deletedAndChanged(deletedIn: .ours)])
    var preferring = CatalogMerger(prefer: .theirs)
    #expect(preferring.unit(nil, ours, theirs, at: site) == theirs)
    #expect(preferring.unit(ours, theirs, nil, at: site) == nil)
    #expect(preferring.conflicts.map(\.isResolved) == [true, true])
  }

  /// `localizations` absent and `localizations: {}` are different versions.
  @Test func anEmptyListIsNotAnAbsentOne() {
    let base = MergeFixtures.editing(MergeFixtures.base, "e") { $0 = CatalogEntry(localizations: ["de": .unit("D")]) }
    let emptied = MergeFixtures.editing(base, "e") { $0.localizations = [:] }
    let removed = MergeFixtures.editing(base, "e") { $0.localizations = nil }
    #expect(MergeFixtures.merge(base, emptied, base).catalog.strings["e"]?.localizations == [:])
    #expect(MergeFixtures.merge(base, base, removed).catalog.strings["e"]?.localizations == nil)
    let added = MergeFixtures.editing(base, "e") { $0[LanguageCode("fr")] = .unit("F") }
    // OURS emptied the list and THEIRS added a language: the list holds that language.
    #expect(MergeFixtures.merge(base, emptied, added).catalog.strings["e"]?.localizations == ["fr": .unit("F")])
  }
}
