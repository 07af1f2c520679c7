import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// Reading a catalog in which a key is written twice, as a human line merge leaves it: the
/// copies are read as one (what one lacks the other gives; where both differ the later wins,
/// as Foundation's `JSONSerialization` keeps the last), with a warning; never refused.
@Suite("CatalogJSONReader: keys written twice")
struct CatalogJSONReaderRepeatsTests {
  static func document(_ strings: String) -> [UInt8] {
    Array("{\"sourceLanguage\":\"en\",\"strings\":{\(strings)},\"version\":\"1.0\"}".utf8)
  }

  static let entry = #"{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ja"}}}}"#
  static let french = #"{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Oui"}}}}"#

  @Test func anIdenticalRepeatIsReadOnceWithAWarningAtItsSecondPlace() throws {
    let bytes = Self.document("\"b\":{},\n\"a\":\(Self.entry),\n\"a\":\(Self.entry)")
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings.keys == ["b", "a"])
    #expect(catalog.strings["a"]?[LanguageCode("de")] == .unit("Ja"))
    #expect(
      warnings.map(\.description) == ["c.xcstrings:3:1: warning: duplicate key 'a' in 'strings', with the same value; read once"])
    // Every other reader takes the same catalog.
    #expect(try CatalogJSONReader.read(bytes, path: "c.xcstrings") == catalog)
  }

  @Test func anEmptyCopyAddsNothingWhicheverComesFirst() throws {
    for (first, second) in [("{}", Self.entry), (Self.entry, "{}")] {
      let bytes = Self.document("\"a\":\(first),\n\"a\":\(second)")
      let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
      #expect(catalog.strings.keys == ["a"])
      #expect(catalog.strings["a"]?[LanguageCode("de")] == .unit("Ja"))
      #expect(
        warnings.map(\.description) == [
          "c.xcstrings:2:1: warning: duplicate key 'a' in 'strings'; its copies are read as one\n"
            + "c.xcstrings:1:35: note: 'a' was first defined here"
        ])
    }
  }

  @Test func copiesHoldingOtherLanguagesAreUnited() throws {
    let bytes = Self.document("\"a\":\(Self.entry),\n\"a\":\(Self.french)")
    let catalog = try CatalogJSONReader.read(bytes, path: "c.xcstrings")
    #expect(catalog.strings["a"]?.localizations?.keys == ["de", "fr"])
    #expect(catalog.strings["a"]?[LanguageCode("fr")] == .unit("Oui"))
  }

  @Test func whereTheCopiesDifferTheLaterWinsAndTheFirstIsNamedWithItsLine() throws {
    let other = Self.entry.replacingOccurrences(of: "Ja", with: "Jawohl")
    let bytes = Self.document("\"a\":\(Self.entry),\n  \"a\":\(other)")
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings["a"]?[LanguageCode("de")] == .unit("Jawohl"))
    #expect(
      warnings.map(\.description) == [
        "c.xcstrings:2:3: warning: duplicate key 'a' in 'strings'; where the copies differ, the later one wins\n"
          + "c.xcstrings:1:35: note: 'a' was first defined here"
      ])
  }

  @Test func repeatsInsideEntriesKnownAndUnknownFieldsToo() throws {
    let unit = #"{"stringUnit":{"state":"translated","value":"Ja"}}"#
    let bytes = Self.document(
      "\"a\":{\"localizations\":{\"de\":\(unit),\"de\":\(unit)},\"x\":[1],\"x\":[1],\"comment\":\"c\",\"comment\":\"d\"}")
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings["a"]?.unknownFields == ["x": .array([.number("1")])])
    #expect(catalog.strings["a"]?.comment == "d")
    #expect(
      warnings.map(\.message) == [
        "duplicate key 'de' in 'strings[\"a\"].localizations', with the same value; read once",
        "duplicate key 'x' in 'strings[\"a\"]', with the same value; read once",
        "duplicate key 'comment' in 'strings[\"a\"]'; where the copies differ, the later one wins",
      ])
    #expect(warnings.last?.notes.map(\.description) == ["c.xcstrings:1:186: note: 'comment' was first defined here"])
  }

  /// A large file with a repeat, which the parallel path refuses, is read front to back.
  @Test func aLargeCatalogWithARepeatFallsBackToOneThread() throws {
    var members: [String] = []
    for index in 0..<12_000 { members.append("\"key \(index)\":\(Self.entry)") }
    members.append("\"key 5\":\(Self.french)")
    let bytes = Self.document(members.joined(separator: ",\n"))
    #expect(bytes.count > CatalogJSONReader.parallelThreshold)
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings.count == 12_000)
    #expect(catalog.strings["key 5"]?.localizations?.keys == ["de", "fr"])
    #expect(
      warnings.map(\.description) == [
        "c.xcstrings:12001:1: warning: duplicate key 'key 5' in 'strings'; its copies are read as one\n"
          + "c.xcstrings:6:1: note: 'key 5' was first defined here"
      ])
    #expect(try CatalogJSONReader.read(bytes, path: "c.xcstrings") == catalog)
  }
}
