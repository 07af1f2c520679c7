import Foundation
import Testing
import XCStringsCatalogJSON
import XCStringsModel
import XCStringsTestSupport

/// The damages make catalogs the library cannot read (which makes them untouchable for the
/// first invariant), and every variant has a name to select it by.
@Suite("data safety: generated variants")
struct SafetyVariantTests {
  static let catalog = catalogText([(key: "hello", comment: nil, units: [("de", "Hallo")])], extractionState: nil)

  @Test func theRepeatedKeyComesFirstAndEmpty() {
    let damaged = String(decoding: SafetyVariant.apply(.repeatedKeyOneEmpty, to: Array(Self.catalog.utf8)), as: UTF8.self)
    #expect(
      damaged.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"hello\" : {\n\n    },\n    \"hello\" : {\n"))
  }

  /// A cut-short catalog and git's conflict markers cannot be read (so the first invariant
  /// makes them untouchable); `null`, a byte-order mark and a key written twice with one copy
  /// empty are read as Xcode reads them: the catalog they damaged.
  @Test(arguments: SafetyVariant.Damage.allCases)
  func everyDamageIsReadAsXcodeReadsIt(_ damage: SafetyVariant.Damage) throws {
    let original = try StringCatalog(parsing: Array(Self.catalog.utf8), path: "x.xcstrings")
    let damaged = try? StringCatalog(parsing: SafetyVariant.apply(damage, to: Array(Self.catalog.utf8)), path: "x.xcstrings")
    switch damage {
    case .truncated, .conflictMarkers: #expect(damaged == nil)
    case .commentNull, .byteOrderMark, .repeatedKeyOneEmpty: #expect(damaged == original)
    }
  }

  @Test func everyVariantHasAUniqueName() {
    let names = SafetyVariant.all.map(\.description)
    #expect(Set(names).count == names.count)
    #expect(names.count == 3 + 14 + 2 + 5)
    #expect(SafetyVariant.named("bundle-prefPane") == .bundle("prefPane"))
  }
}
