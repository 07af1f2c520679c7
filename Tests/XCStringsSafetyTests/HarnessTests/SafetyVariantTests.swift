import Foundation
import Testing
import XCStringsCatalogJSON
import XCStringsModel

/// The damages make catalogs the library cannot read (which makes them untouchable for the
/// first invariant), and every variant has a name to select it by.
@Suite("data safety: generated variants")
struct SafetyVariantTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func theRepeatedKeyComesFirstAndEmpty() {
    let damaged = String(decoding: SafetyVariant.apply(.repeatedKeyOneEmpty, to: Array(Self.catalog.utf8)), as: UTF8.self)
    #expect(damaged.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"hello\" : {\n\n    },\n    \"hello\" : {\n"))
  }

  @Test(arguments: SafetyVariant.Damage.allCases)
  func everyDamageMakesTheCatalogUnreadable(_ damage: SafetyVariant.Damage) {
    #expect((try? StringCatalog(parsing: Array(Self.catalog.utf8), path: "x.xcstrings")) != nil)
    let damaged = SafetyVariant.apply(damage, to: Array(Self.catalog.utf8))
    #expect((try? StringCatalog(parsing: damaged, path: "x.xcstrings")) == nil)
  }

  @Test func everyVariantHasAUniqueName() {
    let names = SafetyVariant.all.map(\.description)
    #expect(Set(names).count == names.count)
    #expect(names.count == 3 + 13 + 2 + 5)
    #expect(SafetyVariant.named("bundle-prefPane") == .bundle("prefPane"))
  }
}
