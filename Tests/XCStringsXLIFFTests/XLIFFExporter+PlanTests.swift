import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsModel
@testable import XCStringsXLIFF

/// The export plan: units of plain entries placed by the catalog's shared key order, the others
/// sorted and merged in.
@Suite("XLIFF export plan")
struct XLIFFExporterPlanTests {
  /// For random catalogs (keys with digit runs, delimiters, accents and markup; every shape in
  /// every language), the merged order is exactly a stable sort of every unit id, in every
  /// language, whether the key order is shared through a cache or worked out alone.
  @Test(arguments: 0..<20)
  func mergedOrderIsTheSortedOrderOfAllUnits(seed: UInt64) throws {
    var generator = CatalogGenerator(random: SeededGenerator(seed: 0x0DE5 + seed))
    var catalog = generator.catalog()
    // Keys that differ only in their digits, and plain entries among the others.
    for number in [1, 2, 9, 10, 11, 100, 20, 3] {
      catalog.strings["item \(number)"] = CatalogEntry(localizations: [
        "en": .unit("Item \(number)"), "fr": .unit("Élément \(number)"),
      ])
      catalog.strings["item \(number)|==|plural.one"] = CatalogEntry(localizations: ["en": .unit("x")])
    }
    let cache = XLIFFSharedPlanCache()
    var compared = 0
    for language in [LanguageCode.english] + CatalogGenerator.languages {
      let source = XLIFFSourceCatalog(original: "L.xcstrings", catalog: catalog, path: "L.xcstrings")
      let plans: [XLIFFExporter.Plan]
      do {
        plans = [
          try XLIFFExporter.Plan(source, language: language, locate: nil, orders: cache),
          try XLIFFExporter.Plan(source, language: language, locate: nil, orders: nil),
        ]
      } catch {
        // A random key equal to another key's variation id is refused, as before.
        #expect(error.message.contains("has the same XLIFF unit id as a variation of key"), "\(error.message)")
        continue
      }
      for plan in plans {
        let expected: [Int] = plan.withIDs { id in
          Array(plan.units.indices).sorted { XLIFFUnitOrder.compare(id($0), id($1), ignoringCase: false) < 0 }
        }
        #expect(plan.order == expected, "seed \(seed) \(language)")
        #expect(Set(plan.order).count == plan.units.count)
        compared += 1
      }
    }
    #expect(compared >= 4, "seed \(seed): too few languages planned")
  }
}
