import Foundation
import Testing
import XCStringsTestSupport

@_spi(Internals) @testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsModel

@Suite("CatalogJSONReader")
struct CatalogJSONReaderTests {
  private func error(reading text: String) -> Diagnostic? {
    do {
      _ = try CatalogJSONReader.read(Array(text.utf8), path: "c.xcstrings")
      return nil
    } catch {
      return error
    }
  }

  @Test func invalidJSONIsReportedWithLineAndColumn() {
    let text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { ]\n  },\n  \"version\" : \"1.0\"\n}"
    #expect(error(reading: text)?.description == "c.xcstrings:4:13: error: expected a string key, found ']'")
  }

  @Test func columnsCountScalarsNotBytes() {
    let text = "{\"sourceLanguage\":\"日本\" x}"
    #expect(error(reading: text)?.description == "c.xcstrings:1:24: error: expected ',' or '}', found 'x'")
  }

  @Test func unterminatedStringPointsAtItsQuote() {
    #expect(error(reading: "{\n\"sourceLanguage\" : \"en")?.description
      == "c.xcstrings:2:20: error: unterminated string")
  }

  @Test func stringsThatIsAnArrayNamesThePath() {
    let text = "{\"sourceLanguage\" : \"en\", \"strings\" : [], \"version\" : \"1.0\"}"
    #expect(error(reading: text)?.description
      == "c.xcstrings:1:39: error: expected an object at 'strings', found an array")
  }

  @Test func wrongValueDeepInsideNamesTheKey() {
    let text = """
      {"sourceLanguage" : "en", "strings" : {"Done" : {"localizations" : {"ja" : {"stringUnit" : {"state" : "new", "value" : 3}}}}}, "version" : "1.0"}
      """
    #expect(error(reading: text)?.description
      == "c.xcstrings:1:120: error: expected a string at 'strings[\"Done\"].localizations.ja.stringUnit.value', found a number")
  }

  @Test func missingSourceLanguageIsAnError() {
    #expect(error(reading: "{\"strings\" : {}, \"version\" : \"1.0\"}")?.description
      == "c.xcstrings:1:1: error: missing 'sourceLanguage' in the document")
  }

  @Test func stringsThatIsANumberIsAnError() {
    #expect(error(reading: "{\"sourceLanguage\":\"en\",\"strings\":7,\"version\":\"1.0\"}")?.message
      == "expected an object at 'strings', found a number")
  }

  @Test func duplicateKeysAreAnErrorNotASilentOverwrite() {
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\n\"a\":{}},\"version\":\"1.0\"}"
    #expect(error(reading: text)?.description == "c.xcstrings:2:1: error: duplicate key 'a' in 'strings'")
  }

  @Test func deepNestingIsBoundedNotACrash() {
    let depth = 100_000
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{},\"x\":" + String(repeating: "[", count: depth)
      + String(repeating: "]", count: depth) + ",\"version\":\"1.0\"}"
    #expect(error(reading: text)?.message == "nesting deeper than 512 levels")
  }

  @Test func rejectsTrailingGarbageAndInvalidEscapes() {
    #expect(error(reading: "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"} x")?.message
      == "expected end of file, found 'x'")
    #expect(error(reading: "{\"sourceLanguage\":\"e\\x\"}")?.message == "invalid escape '\\x' in string")
    #expect(error(reading: "{\"sourceLanguage\":\"\\ud800\"}")?.message == "unpaired surrogate '\\uD800' in string")
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let text = #"{"sourceLanguage":"en","strings":{"\ud83d\ude00 \u00e9\/\n":{}},"version":"1.0"}"#
    let catalog = try CatalogJSONReader.read(Array(text.utf8), path: "c.xcstrings")
    #expect(catalog.strings.keys == ["😀 é/\n"])
  }

  /// Escaped strings are copied a run at a time between escapes: runs longer than a word,
  /// escapes at both ends, non-ASCII text and a control character after a long run.
  @Test func escapedStringsKeepEveryRunBetweenEscapes() throws {
    let long = "Überweisung für Ihr Konto 口座 "
    let escapedKey = "\\\"" + long + "\\n" + long + "\\t\\u00e9" + long + "\\\\"
    let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"" + escapedKey + "\":{}},\"version\":\"1.0\"}"
    let catalog = try CatalogJSONReader.read(Array(text.utf8), path: "c.xcstrings")
    let expected = "\"" + long + "\n" + long + "\t\u{E9}" + long + "\\"
    #expect(catalog.strings.keys == [expected])
    let control = "{\"sourceLanguage\":\"a\\nabcdefghijklmnop\u{01}\"}"
    #expect(error(reading: control)?.description == "c.xcstrings:1:39: error: control character in string; it must be escaped")
  }

  /// Indentation is skipped eight bytes at a time after a line break; tabs, carriage returns and
  /// runs of every length up to past a word still read as whitespace, and a stray byte after
  /// them is reported where it is.
  @Test func indentationOfAnyWidthIsWhitespace() throws {
    for width in 0...19 {
      let pad = String(repeating: " ", count: width)
      let text = "{\n\(pad)\"sourceLanguage\" :\r\n\t\(pad)\"en\",\n\(pad)\"strings\" : {\n\(pad)},\n\(pad)\"version\" : \"1.0\"\n}"
      let catalog = try CatalogJSONReader.read(Array(text.utf8), path: "c.xcstrings")
      #expect(catalog.sourceLanguage == "en")
      #expect(error(reading: "{\n\(pad)x}")?.description == "c.xcstrings:2:\(width + 1): error: expected a string key, found 'x'")
    }
  }

  @Test func rejectsInvalidUTF8() {
    let bytes: [UInt8] = Array("{\"sourceLanguage\":\"".utf8) + [0xFF] + Array("\"}".utf8)
    #expect(throws: Diagnostic.error("string is not valid UTF-8", at: SourceLocation(path: "c.xcstrings", line: 1, column: 19))) {
      try CatalogJSONReader.read(bytes, path: "c.xcstrings")
    }
  }

  /// Every catalog in the corpus that Xcode wrote is reproduced byte for byte; the ones other
  /// tools re-serialised are rewritten into Xcode form, and formatting is idempotent.
  @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
  func corpusCatalogsRoundTrip() throws {
    let files = TestPaths.corpusFiles(withSuffix: ".xcstrings")
    let notXcode = ["meshtastic__Meshtastic-Apple/", "XcodesOrg__XcodesApp/", "tisfeng__Easydict/Easydict/App/Localizable"]
    for file in files {
      let bytes = Array(try Data(contentsOf: file))
      let catalog = try CatalogJSONReader.read(bytes, path: file.path)
      let written = CatalogJSONWriter.data(for: catalog)
      if notXcode.contains(where: { file.path.contains($0) }) {
        #expect(written != bytes, "\(file.path) was expected to need reformatting")
        let again = CatalogJSONWriter.data(for: try CatalogJSONReader.read(written, path: file.path))
        #expect(again == written, "format is not idempotent on \(file.path)")
        #expect(try CatalogJSONReader.read(written, path: file.path) == catalog)
      } else {
        #expect(written == bytes, "\(file.path) is not reproduced byte for byte")
      }
    }
  }

  /// A catalog read through a mapping decodes to the same model as one read from an array.
  @Test func catalogsReadFromAMappingMatchArrays() throws {
    let folder = try TestPaths.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Large.xcstrings").path
    let text = GeneratedCatalog.text(entries: 6_000)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    #expect(text.utf8.count >= MappedFile.mappingThreshold)
    let mapped = try CatalogJSONReader.read(contentsOf: path)
    #expect(mapped == (try CatalogJSONReader.read(Array(text.utf8), path: path)))
    #expect(mapped.strings.count == 6_000)
  }
}
