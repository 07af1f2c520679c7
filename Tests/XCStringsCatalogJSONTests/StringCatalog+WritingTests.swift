import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// `StringCatalog.write(to:)`: the mirror of `StringCatalog(contentsOf:)`, all or nothing.
@Suite("StringCatalog writing")
struct StringCatalogWritingTests {
  static let text = catalogText(
    source: "fr", [(key: "bonjour", comment: nil, units: [("de", "Guten Tag")])], extractionState: nil)

  @Test func writesTheBytesXcodeSaves() throws {
    let tree = try Tree()
    var catalog = StringCatalog(sourceLanguage: "fr")
    catalog.strings["bonjour"] = CatalogEntry(localizations: ["de": .unit("Guten Tag")])
    try catalog.write(to: tree.path("Localizable.xcstrings"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: tree.path("Localizable.xcstrings"))) == Data(Self.text.utf8))
  }

  /// Generated catalogs: what `write(to:)` leaves on disk is `CatalogJSONWriter`'s bytes, and
  /// reading it back gives the catalog.
  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func writesWhatReadsBack(seed: UInt64) throws {
    let tree = try Tree()
    var generator = CatalogGenerator(random: SeededGenerator(seed: seed))
    let catalog = generator.catalog()
    let path = tree.path("Generated.xcstrings")
    try catalog.write(to: path)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == CatalogJSONWriter.data(for: catalog))
    #expect(try StringCatalog(contentsOf: path) == catalog)
  }

  @Test func aFailedWriteLeavesTheOldFile() throws {
    let tree = try Tree(["Localizable.xcstrings": Self.text])
    var catalog = try StringCatalog(contentsOf: tree.path("Localizable.xcstrings"))
    catalog.strings["neu"] = CatalogEntry()
    #expect(throws: Diagnostic.self) {
      try catalog.write(to: tree.path("Localizable.xcstrings"), faults: .failingRename(ofFileNamed: "Localizable.xcstrings"))
    }
    #expect(try tree.read("Localizable.xcstrings") == Self.text)
  }
}
