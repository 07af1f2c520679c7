import Foundation
import Testing

@testable import XCStringsBase
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

  /// Issue case: both sides gave an Arabic string the same edit, its marks typed in another
  /// order (KASRA + SHADDA, SHADDA + KASRA): the same change, OURS taken, no conflict.
  @Test func canonicallyEquivalentEditsAreTheSameChange() {
    let base = MergeFixtures.editing(MergeFixtures.base, "Hello") { $0 = CatalogEntry(localizations: ["ar": .unit("مرحبا")]) }
    let kasraShadda = MergeFixtures.editing(base, "Hello") { $0[LanguageCode("ar")] = .unit("مرحبا بك\u{650}\u{651}") }
    let shaddaKasra = MergeFixtures.editing(base, "Hello") { $0[LanguageCode("ar")] = .unit("مرحبا بك\u{651}\u{650}") }
    let merged = MergeFixtures.merge(base, kasraShadda, shaddaKasra)
    #expect(merged.conflicts == [])
    #expect(merged.catalog == kasraShadda)
    #expect(MergeFixtures.merge(base, shaddaKasra, kasraShadda).catalog == shaddaKasra)
    // The model's own equality stays exact.
    #expect(kasraShadda != shaddaKasra)
  }

  /// Generated values: marks of different combining classes in every order, on several
  /// letters, as plain units, plural forms and string sets. Two sides' edits conflict
  /// exactly when Foundation's canonical decomposition tells them apart; where they do not,
  /// OURS is taken. A state that differs still conflicts.
  @Test func editsConflictExactlyWhenTheyAreNotCanonicallyEquivalent() {
    let letters = ["a", "\u{5D1}", "\u{628}", "\u{E9}", "e\u{301}"]
    let marks: [[Unicode.Scalar]] = [
      ["\u{301}", "\u{323}"], ["\u{650}", "\u{651}"], ["\u{5B8}", "\u{5BC}"], ["\u{301}", "\u{300}"],
    ]
    var values: [String] = []
    for letter in letters {
      for pair in marks {
        for order in [pair, pair.reversed()] {
          var text = letter
          text.unicodeScalars.append(contentsOf: order)
          values.append(text)
        }
      }
    }
    func canonical(_ text: String) -> String { text.decomposedStringWithCanonicalMapping }
    func catalogs(_ value: String, state: TranslationState = .translated) -> [StringCatalog] {
      [
        MergeFixtures.editing(MergeFixtures.base, "k") { $0[LanguageCode("de")] = .unit(value, state: state) },
        MergeFixtures.editing(MergeFixtures.base, "k") {
          $0[LanguageCode("de")] = MergeFixtures.plural([("other", value)], state: state)
        },
        MergeFixtures.editing(MergeFixtures.base, "k") {
          $0[LanguageCode("de")] = Localization(stringSet: StringSet(state: state, values: ["x", value]))
        },
      ]
    }
    let base = MergeFixtures.editing(MergeFixtures.base, "k") { $0[LanguageCode("de")] = .unit("Basis") }
    for mine in values {
      for other in values {
        for (ours, theirs) in zip(catalogs(mine), catalogs(other)) {
          let bases = [base, MergeFixtures.editing(ours, "k") { $0[LanguageCode("de")]!.setStates(.new) }]
          for original in bases {
            let merged = MergeFixtures.merge(original, ours, theirs)
            let equivalent = canonical(mine) == canonical(other)
            #expect(
              merged.conflicts.isEmpty == equivalent, "\(mine.unicodeScalars.map(\.value)) \(other.unicodeScalars.map(\.value))")
            if equivalent { #expect(merged.catalog == ours) }
          }
        }
        if canonical(mine) == canonical(other) {
          #expect(MergeFixtures.merge(base, catalogs(mine)[0], catalogs(other, state: .needsReview)[0]).conflicts.count == 1)
        }
      }
    }
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
