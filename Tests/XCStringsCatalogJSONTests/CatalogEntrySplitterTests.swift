import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// ``CatalogEntrySplitter``: cuts at entry lines are used only when they prove to be entry
/// boundaries; otherwise the reader skims, with the same result.
@Suite("CatalogEntrySplitter")
struct CatalogEntrySplitterTests {
  private func sequential(_ bytes: [UInt8]) throws -> StringCatalog {
    try bytes.withUnsafeBufferPointer { buffer in
      var decoder = CatalogDecoder(scanner: JSONScanner(bytes: buffer))
      return try decoder.catalog()
    }
  }

  /// Runs the splitter on the `strings` object of `text`; `nil` when it declines.
  private func split(
    _ text: String, pieces: Int = 8
  ) -> (entries: [(key: String, entry: CatalogEntry)], offsets: [Int], end: Int)? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      // The first key: the first quote after the `strings` member's brace.
      let member = Array("\"strings\" : {".utf8)
      guard let at = (0...(bytes.count - member.count)).first(where: { Array(bytes[$0..<($0 + member.count)]) == member }),
        let first = bytes[(at + member.count)...].firstIndex(of: 0x22)
      else { return nil }
      let splitter = CatalogEntrySplitter(buffer: buffer, pieces: pieces)
      guard let end = splitter.decode(from: first) else { return nil }
      return (splitter.pieces.flatMap { $0 }, splitter.offsets, end)
    }
  }

  @Test func aPrettyPrintedCatalogIsCutAtItsEntryLines() throws {
    let text = GeneratedCatalog.text(entries: 1200)
    let bytes = Array(text.utf8)
    let expected = try sequential(bytes)
    let (entries, offsets, end) = try #require(split(text))
    #expect(entries.map(\.key) == expected.strings.keys)
    #expect(entries.map(\.entry) == expected.strings.values)
    #expect(offsets.count == 1200)
    // Each offset is its key's opening quote, and the end is just past the object's brace.
    #expect(offsets.allSatisfy { bytes[$0] == 0x22 })
    #expect(String(decoding: bytes[end...], as: UTF8.self) == ",\n  \"version\" : \"1.1\"\n}")
  }

  @Test func cutsInsideEntriesAreRejectedAndTheReaderSkimsInstead() throws {
    // Every line of an entry, nested keys included, at the indentation of the entry keys: most
    // guessed cuts fall inside an entry.
    var text = GeneratedCatalog.text(entries: 1200)
    for depth in [6, 8] {
      text = text.replacingOccurrences(of: "\n" + String(repeating: " ", count: depth) + "\"", with: "\n    \"")
    }
    let bytes = Array(text.utf8)
    #expect(split(text) == nil)
    let expected = try sequential(bytes)
    let (catalog, offsets) = try #require(CatalogJSONReader.readInParallel(bytes, lanes: 2))
    #expect(catalog == expected)
    #expect(catalog.strings.keys == expected.strings.keys)
    #expect(offsets.entries.count == 1200)
  }

  @Test func aCatalogOnOneLineOffersNoCuts() throws {
    let pretty = GeneratedCatalog.text(entries: 1200)
    let text = pretty.split(separator: "\n").map { $0.drop { $0 == " " } }.joined(separator: " ")
    #expect(split(text) == nil)
    let bytes = Array(text.utf8)
    let (catalog, _) = try #require(CatalogJSONReader.readInParallel(bytes, lanes: 2))
    #expect(catalog == (try sequential(bytes)))
  }

  @Test func tabIndentedEntriesAreCutToo() throws {
    let text = GeneratedCatalog.text(entries: 1200).replacingOccurrences(of: "\n    \"", with: "\n\t\"")
    let bytes = Array(text.utf8)
    let (entries, _, _) = try #require(split(text))
    #expect(entries.map(\.entry) == (try sequential(bytes)).strings.values)
  }

  @Test func aBrokenEntryInALaterPieceMakesTheSplitterDecline() {
    let text = GeneratedCatalog.text(entries: 1200)
      .replacingOccurrences(of: "\"Comment 1101\"", with: "1101")
    #expect(split(text) == nil)
  }
}
