import Foundation
import Testing

@_spi(Internals) @testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// Reading a catalog in which a key is written twice: once with a warning when both values
/// are the same, an error otherwise; every other reader still refuses any duplicate.
@Suite("CatalogJSONReader: keys written twice")
struct CatalogJSONReaderRepeatsTests {
  static func document(_ strings: String) -> [UInt8] {
    Array("{\"sourceLanguage\":\"en\",\"strings\":{\(strings)},\"version\":\"1.0\"}".utf8)
  }

  static let entry = #"{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ja"}}}}"#

  @Test func anIdenticalRepeatIsReadOnceWithAWarningAtItsSecondPlace() throws {
    let bytes = Self.document("\"b\":{},\n\"a\":\(Self.entry),\n\"a\":\(Self.entry)")
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings.keys == ["b", "a"])
    #expect(catalog.strings["a"]?[LanguageCode("de")] == .unit("Ja"))
    #expect(warnings.map(\.description) == ["c.xcstrings:3:1: warning: duplicate key 'a' in 'strings', with the same value; read once"])
    // The reader every other command uses still refuses it.
    #expect(throws: Diagnostic.self) { try CatalogJSONReader.read(bytes, path: "c.xcstrings") }
  }

  @Test func aRepeatWithAnotherValueIsALocatedError() {
    let other = Self.entry.replacingOccurrences(of: "Ja", with: "Jawohl")
    let bytes = Self.document("\"a\":\(Self.entry),\n  \"a\":\(other)")
    #expect {
      try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    } throws: { error in
      (error as? Diagnostic)?.description == "c.xcstrings:2:3: error: duplicate key 'a' in 'strings', with a different value"
    }
  }

  @Test func repeatsInsideEntriesAndUnknownFieldsToo() throws {
    let unit = #"{"stringUnit":{"state":"translated","value":"Ja"}}"#
    let bytes = Self.document("\"a\":{\"localizations\":{\"de\":\(unit),\"de\":\(unit)},\"x\":[1],\"x\":[1]}")
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings["a"]?.unknownFields == ["x": .array([.number("1")])])
    #expect(warnings.map(\.message) == [
      "duplicate key 'de' in 'strings[\"a\"].localizations', with the same value; read once",
      "duplicate key 'x' in 'strings[\"a\"]', with the same value; read once",
    ])
    // A known field written twice stays an error.
    #expect(throws: Diagnostic.self) {
      try CatalogJSONReader.readAllowingIdenticalRepeats(Self.document("\"a\":{\"comment\":\"c\",\"comment\":\"c\"}"), path: "c.xcstrings")
    }
  }

  /// A large file with a repeat, which the parallel path refuses, is read front to back.
  @Test func aLargeCatalogWithARepeatFallsBackToOneThread() throws {
    var members: [String] = []
    for index in 0..<12_000 { members.append("\"key \(index)\":\(Self.entry)") }
    members.append("\"key 5\":\(Self.entry)")
    let bytes = Self.document(members.joined(separator: ",\n"))
    #expect(bytes.count > CatalogJSONReader.parallelThreshold)
    let (catalog, warnings) = try CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: "c.xcstrings")
    #expect(catalog.strings.count == 12_000)
    #expect(warnings.map(\.description) == ["c.xcstrings:12001:1: warning: duplicate key 'key 5' in 'strings', with the same value; read once"])
  }
}
