import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

@Suite("CatalogKeyLocator")
struct CatalogKeyLocatorTests {
  @Test func locatesKeysUnderStringsOnly() {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {
            "comment" : "a \\"quoted\\" {brace} [bracket]",
            "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "b" } } }
          },
          "日本" : {

          },
          "esc\\u0041ped" : {}
        },
        "version" : "1.0"
      }
      """
    let locator = CatalogKeyLocator(bytes: Array(json.utf8), path: "x.xcstrings")
    #expect(locator.keyOffsets.keys == ["a", "日本", "escAped"])
    #expect(locator.location(of: "a") == SourceLocation(path: "x.xcstrings", line: 4, column: 5))
    #expect(locator.location(of: "日本") == SourceLocation(path: "x.xcstrings", line: 8, column: 5))
    #expect(locator.location(of: "escAped") == SourceLocation(path: "x.xcstrings", line: 11, column: 5))
    #expect(locator.location(of: "de") == SourceLocation(path: "x.xcstrings", line: 1, column: 1))
    #expect(locator.sourceLanguageLocation == SourceLocation(path: "x.xcstrings", line: 2, column: 3))
  }

  /// A catalog that starts with a byte-order mark (which the reader skips) is located too.
  @Test func locatesKeysAfterAByteOrderMark() {
    let json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    }\n  }\n}"
    let locator = CatalogKeyLocator(bytes: [0xEF, 0xBB, 0xBF] + Array(json.utf8), path: "x")
    #expect(locator.keyOffsets.keys == ["a"])
    #expect(locator.location(of: "a") == SourceLocation(path: "x", line: 4, column: 5))
    #expect(locator.sourceLanguageLocation == SourceLocation(path: "x", line: 2, column: 3))
  }

  @Test func keepsWhatWasFoundBeforeInvalidJSON() {
    let locator = CatalogKeyLocator(bytes: Array("{\"strings\":{\"a\":{},\n\"b\":".utf8), path: "x")
    #expect(locator.keyOffsets.keys == ["a", "b"])
    #expect(locator.location(of: "b") == SourceLocation(path: "x", line: 2, column: 1))
  }

  @Test func offsetsFromTheParallelReaderLocateLikeTheScan() throws {
    let bytes = Array(GeneratedCatalog.text(entries: 400).utf8)
    let (catalog, offsets) = try #require(CatalogJSONReader.readInParallel(bytes, lanes: 2))
    let fromReader = bytes.withUnsafeBufferPointer {
      CatalogKeyLocator(buffer: $0, path: "x", strings: catalog.strings, offsets: offsets)
    }
    let scanned = CatalogKeyLocator(bytes: bytes, path: "x")
    #expect(fromReader.keyOffsets == scanned.keyOffsets)
    #expect(fromReader.keyOffsets.count == 400)
    #expect(fromReader.sourceLanguageLocation == SourceLocation(path: "x", line: 2, column: 3))
    let last = try #require(catalog.strings.keys.last)
    #expect(fromReader.location(of: last) == scanned.location(of: last))
  }

  /// Lines counted by the reader's pieces while decoding match a line table for every key,
  /// with line feeds and with CRLF line ends (a CRLF is one break).
  @Test(arguments: ["\n", "\r\n"])
  func linesCountedWhileDecodingMatchALineTable(lineEnd: String) throws {
    let text = GeneratedCatalog.text(entries: 3_000).replacingOccurrences(of: "\n", with: lineEnd)
    let bytes = Array(text.utf8)
    let (catalog, offsets) = try #require(CatalogJSONReader.readInParallel(bytes, lanes: 2))
    #expect(offsets.lines.count == 3_000)
    let locator = bytes.withUnsafeBufferPointer {
      CatalogKeyLocator(buffer: $0, path: "x", strings: catalog.strings, offsets: offsets)
    }
    let table = LineTable(utf8: bytes)
    for (key, offset) in zip(catalog.strings.keys, offsets.entries) {
      let (line, column) = table.position(ofOffset: offset)
      #expect(locator.location(of: key) == SourceLocation(path: "x", line: line, column: column))
    }
    let (line, column) = table.position(ofOffset: try #require(offsets.sourceLanguage))
    #expect(locator.sourceLanguageLocation == SourceLocation(path: "x", line: line, column: column))
  }
}
