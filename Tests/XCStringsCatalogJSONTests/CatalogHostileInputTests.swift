import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

/// Broken and hostile String Catalog JSON: every case ends in a catalog or in one error that
/// names the file, line and column, in bounded time and memory.
@Suite("hostile catalog input")
struct CatalogHostileInputTests {
  static let sample = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "k" : {
          "localizations" : {
            "ja" : { "stringUnit" : { "state" : "new", "value" : "v\\u00e9" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func everyPrefixFailsInsideTheTextUntilTheLastBrace() {
    let bytes = Array(Self.sample.utf8)
    let results = Hostile.sweepPrefixes(bytes, .catalog)
    #expect(results.indices.filter { results[$0] == nil } == [bytes.count])
  }

  @Test(arguments: [
    ("", "t.xcstrings:1:1: error: expected an object at the document, found end of file"),
    ("{", "t.xcstrings:1:2: error: expected a string key, found end of file"),
    ("{\"sourceLanguage\"", "t.xcstrings:1:18: error: expected ':', found end of file"),
    ("{\"sourceLanguage\":", "t.xcstrings:1:19: error: expected a string at 'sourceLanguage', found end of file"),
    ("{\"sourceLanguage\":\"en\"", "t.xcstrings:1:23: error: expected ',' or '}', found end of file"),
    (
      "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":",
      "t.xcstrings:1:39: error: expected an object at 'strings[\"k\"]', found end of file"
    ),
    (
      "{\"strings\":{\"k\":{\"localizations\":{\"ja\":{\"stringUnit\":{\"state\":",
      "t.xcstrings:1:63: error: expected a string at 'strings[\"k\"].localizations.ja.stringUnit.state', found end of file"
    ),
  ])
  func truncatedAtATokenBoundary(text: String, message: String) {
    #expect(Hostile.error(text, .catalog) == message)
  }

  @Test func stringsThatIsANumber() {
    #expect(
      Hostile.error("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : 5,\n  \"version\" : \"1.0\"\n}", .catalog)
        == "t.xcstrings:3:15: error: expected an object at 'strings', found a number")
  }

  @Test func catalogThatIsAnArray() {
    #expect(Hostile.error("[]", .catalog) == "t.xcstrings:1:1: error: expected an object at the document, found an array")
  }

  @Test func byteOrderMarkIsSkippedAndTheRestJudged() {
    // Foundation reads past a leading byte-order mark; what follows it is judged as JSON.
    #expect(
      Hostile.error([0xEF, 0xBB, 0xBF] + Array("{}".utf8), .catalog)
        == "t.xcstrings:1:2: error: missing 'sourceLanguage' in the document")
    #expect(
      Hostile.error([0xEF, 0xBB] + Array("{}".utf8), .catalog)
        == "t.xcstrings:1:1: error: expected an object at the document, found byte 0xEF")
  }

  @Test func bareWordIsNamedAsTheCharacterFound() {
    #expect(
      Hostile.error("{\"sourceLanguage\" : en}", .catalog)
        == "t.xcstrings:1:21: error: expected a string at 'sourceLanguage', found 'e'")
  }

  @Test func unbalancedQuoteStopsAtTheLineBreak() {
    #expect(
      Hostile.error("{\"sourceLanguage\" : \"en,\n\"version\" : \"1.0\"}", .catalog)
        == "t.xcstrings:1:25: error: control character in string; it must be escaped")
  }

  @Test func hundredThousandLevelsOfNestingStopAtTheLimit() {
    let text =
      "{\"sourceLanguage\":\"en\",\"x\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
    var message: String?
    let elapsed = Hostile.time { message = Hostile.error(text, .catalog) }
    #expect(message == "t.xcstrings:1:\(28 + 511): error: nesting deeper than 512 levels")
    #expect(elapsed < Hostile.timeLimit)
  }

  @Test func nestedVariationsUpToTheLimitDoNotExhaustTheStack() throws {
    // Each level is `variations` → `device` → a device name: three objects per level.
    func nested(_ levels: Int) -> String {
      var text = "{\"stringUnit\":{\"state\":\"new\",\"value\":\"x\"}}"
      for _ in 0..<levels { text = "{\"variations\":{\"device\":{\"mac\":\(text)}}}" }
      return "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":\(text)}}},\"version\":\"1.0\"}"
    }
    let catalog = try CatalogJSONReader.read(Array(nested(160).utf8), path: "t.xcstrings")
    #expect(catalog.strings.count == 1)
    #expect(Hostile.failure(Array(nested(200).utf8), .catalog)?.message == "nesting deeper than 512 levels")
  }

  @Test func loneSurrogateEscapes() {
    #expect(
      Hostile.error("{\"sourceLanguage\":\"\\ud800\"}", .catalog)
        == "t.xcstrings:1:20: error: unpaired surrogate '\\uD800' in string")
    #expect(
      Hostile.error("{\"sourceLanguage\":\"a\\udc00\"}", .catalog)
        == "t.xcstrings:1:21: error: unpaired surrogate '\\uDC00' in string")
  }

  @Test func rawNulByteInAString() {
    #expect(
      Hostile.error("{\"sourceLanguage\":\"a\0\"}", .catalog)
        == "t.xcstrings:1:21: error: control character in string; it must be escaped")
  }

  @Test func escapedNulIsKept() throws {
    let catalog = try CatalogJSONReader.read(
      Array("{\"sourceLanguage\":\"en\",\"strings\":{\"a\\u0000b\":{}},\"version\":\"1.0\"}".utf8), path: "t.xcstrings")
    #expect(catalog.strings.keys.map { Array($0.unicodeScalars) } == [["a", "\0", "b"]])
  }

  @Test func invalidUTF8InAKey() {
    let bytes =
      Array("{\"sourceLanguage\":\"en\",\"strings\":{\"".utf8) + [0xC0, 0x80] + Array("\":{}},\"version\":\"1.0\"}".utf8)
    #expect(Hostile.error(bytes, .catalog) == "t.xcstrings:1:35: error: string is not valid UTF-8")
  }

  @Test func fiftyMegabyteValueParsesInBoundedTimeAndMemory() throws {
    let bytes = Hostile.large(
      "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"comment\":\"", fill: "x", "\"}},\"version\":\"1.0\"}")
    var catalog: StringCatalog?
    let elapsed = try Hostile.time { catalog = try CatalogJSONReader.read(bytes, path: "t.xcstrings") }
    #expect(catalog?.strings["k"]?.comment?.utf8.count == Hostile.largeSize)
    #expect(elapsed < Hostile.timeLimit)
    #expect(Hostile.peakResidentBytes < Hostile.memoryLimit)
  }

  @Test func fiftyMegabyteUnterminatedValueFailsAtItsQuote() {
    let bytes = Hostile.large("{\"sourceLanguage\":\"", fill: "y")
    var message: String?
    let elapsed = Hostile.time { message = Hostile.error(bytes, .catalog) }
    #expect(message == "t.xcstrings:1:19: error: unterminated string")
    #expect(elapsed < Hostile.timeLimit)
  }
}
