import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// `StringCatalog(contentsOf:)` and `StringCatalog(parsing:path:)`: the catalog's reading entry
/// points, named as every other format's.
@Suite("StringCatalog reading")
struct StringCatalogReadingTests {
  static let text = """
    {
      "sourceLanguage" : "fr",
      "strings" : {
        "bonjour" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Guten Tag" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func readsAFileAndBytesAlike() throws {
    let tree = try Tree(["Localizable.xcstrings": Self.text])
    let fromFile = try StringCatalog(contentsOf: tree.path("Localizable.xcstrings"))
    let fromBytes = try StringCatalog(parsing: Array(Self.text.utf8), path: "Localizable.xcstrings")
    #expect(fromFile == fromBytes)
    #expect(fromFile.sourceLanguage == LanguageCode(rawValue: "fr"))
    #expect(fromFile.strings.count == 1)
    #expect(fromFile.strings["bonjour"]?.localizations?["de"] == .unit("Guten Tag", state: .translated))
  }

  @Test func anErrorNamesTheFileLineAndColumn() {
    do {
      _ = try StringCatalog(parsing: Array("{\n  \"strings\" : ,\n}".utf8), path: "c.xcstrings")
      Issue.record("read a catalog with a missing value")
    } catch {
      #expect(error.description.hasPrefix("c.xcstrings:2:15: error: "))
    }
    do {
      _ = try StringCatalog(contentsOf: "/nonexistent/Localizable.xcstrings")
      Issue.record("read a file that does not exist")
    } catch {
      #expect(error.description.hasPrefix("/nonexistent/Localizable.xcstrings: error: "))
    }
  }
}
