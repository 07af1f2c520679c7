import Foundation
import Testing
import XCStringsBase
import XCStringsModel
import XCStringsTestSupport

@testable import XCStringsCatalogJSON

/// The union of two copies of a repeated key, over every entry of a generated catalog (plurals,
/// comments, unknown fields, a dozen languages).
@Suite("RepeatUnion")
struct RepeatUnionTests {
  static let entries = Array(
    (try? CatalogJSONReader.read(Array(GeneratedCatalog.text(entries: 60).utf8), path: "g.xcstrings"))?.strings ?? [:])

  @Test func aCopyUnitedWithItselfOrWithAnEmptyCopyIsItselfAndNoContradiction() {
    #expect(Self.entries.count == 60)
    for (key, entry) in Self.entries {
      for (first, later) in [(entry, entry), (entry, CatalogEntry()), (CatalogEntry(), entry)] {
        var contradicted = false
        #expect(first.united(withLater: later, contradicted: &contradicted) == entry, "\(key)")
        #expect(!contradicted, "\(key)")
      }
    }
  }

  @Test func copiesSplitByLanguageAreUnitedAndADifferentValueIsTheLaterOne() {
    for (key, entry) in Self.entries {
      guard let localizations = entry.localizations, localizations.count > 1 else { continue }
      var front = entry
      var back = entry
      front.localizations = KeyedList(Array(localizations).prefix(localizations.count / 2).map { ($0.key, $0.value) })
      back.localizations = KeyedList(Array(localizations).dropFirst(localizations.count / 2).map { ($0.key, $0.value) })
      var contradicted = false
      #expect(front.united(withLater: back, contradicted: &contradicted) == entry, "\(key)")
      #expect(!contradicted)
      // A comment only the later copy has is added; one both have and differ in is a contradiction.
      var other = entry
      other.comment = (entry.comment ?? "") + " changed"
      #expect(entry.united(withLater: other, contradicted: &contradicted).comment == other.comment)
      #expect(contradicted == (entry.comment != nil))
    }
  }
}
