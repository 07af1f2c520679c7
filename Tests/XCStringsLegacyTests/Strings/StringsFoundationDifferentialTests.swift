import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

/// Our parser against Foundation's `PropertyListSerialization`, the reference implementation.
///
/// Where Foundation is knowingly lossy, the expectation is our documented behaviour instead, and
/// each such case is named:
/// - `emptyData`: Foundation refuses zero bytes; an empty file is an empty table for us.
/// - `silentStop`: Foundation stops at a stray `=`, at `;;`, at any token that cannot start a
///   key and at an unterminated `/*`, returning only the entries before it; we report an error.
/// - `loneSurrogate`: Foundation turns `\UD800` into U+FFFD; we report an error.
/// - `noByteOrderMark` / `macOSRoman`: Foundation refuses BOM-less UTF-16 and Mac OS Roman; we
///   read them with a warning.
@Suite("Strings parser vs Foundation")
struct StringsFoundationDifferentialTests {
  @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
  func corpusMatchesFoundation() throws {
    let corpus = try #require(TestPaths.corpus).path
    let files = try FileManager.default.subpathsOfDirectory(atPath: corpus)
      .filter { $0.hasSuffix(".strings") }.sorted()
    #expect(!files.isEmpty)
    var identical = 0
    var rejectedWithLocation = 0
    var emptyFiles = 0
    for file in files {
      let path = corpus + "/" + file
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      let foundation = StringsTestSupport.foundationTable(bytes)
      let ours: StringsTable
      do {
        ours = try StringsTable(parsing: bytes, path: file)
      } catch {
        #expect(foundation == nil, "\(file): Foundation reads it, we fail: \(error)")
        #expect(error.location != nil, "\(file): error without a location")
        rejectedWithLocation += 1
        continue
      }
      guard let foundation else {
        // emptyData: the only kind of file we accept and Foundation refuses in this corpus.
        #expect(bytes.isEmpty, "\(file): we read it, Foundation refuses it")
        #expect(ours.entries.isEmpty)
        emptyFiles += 1
        continue
      }
      let same = StringsTestSupport.sameTable(ours.resolved, foundation)
      #expect(same, "\(file): our table differs from Foundation's")
      if same { identical += 1 }
    }
    print(
      "corpus: \(files.count) .strings files; \(identical) identical to Foundation, "
        + "\(rejectedWithLocation) rejected with a location, \(emptyFiles) empty")
  }

  // MARK: - Generated tables

  /// Source fragments for string contents: (text inside double quotes, inside single quotes).
  private static let fragments: [String] = [
    "a", "Z", "9", " ", "%@", "%1$lld", "é", "e\u{301}", "😀", "中文", "\u{2028}", "\n", "\r", "\r\n", "\t",
    #"\n"#, #"\t"#, #"\r"#, #"\""#, #"\'"#, #"\\"#, #"\a"#, #"\b"#, #"\f"#, #"\v"#, #"\q"#, #"\é"#,
    #"\U00e9"#, #"\U2026"#, #"\UD83D\UDE00"#, #"\U"#, #"\U41"#, #"\351"#, #"\101"#, #"\0"#, #"\12"#,
    "\\\n", "\\\r\n", "/*", "*/", "//", ";", "=", "{", "(", "<",
  ]
  private static let unquotedFragments = ["a", "Z", "_", "$", "/", ":", ".", "-", "0", "9"]
  private static let trivia = [
    " ", "\n", "\t", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", " /* c */ ", " // c\n", "\n/* a\nb */\n",
  ]

  private static func token(using generator: inout SeededGenerator) -> String {
    if Int.random(in: 0..<6, using: &generator) == 0 {
      // A word may contain `/` but not start with it, or `//`/`/*` would open a comment.
      let count = Int.random(in: 0...3, using: &generator)
      return unquotedFragments.filter { $0 != "/" }.randomElement(using: &generator)!
        + (0..<count).map { _ in unquotedFragments.randomElement(using: &generator)! }.joined()
    }
    let quote = Bool.random(using: &generator) ? "\"" : "'"
    var body = ""
    for _ in 0..<Int.random(in: 0...5, using: &generator) {
      var piece = fragments.randomElement(using: &generator)!
      if Int.random(in: 0..<8, using: &generator) == 0 { piece = quote == "\"" ? "'" : "\"" }
      body += piece
    }
    return quote + body + quote
  }

  private static func space(using generator: inout SeededGenerator) -> String {
    Int.random(in: 0..<3, using: &generator) == 0 ? trivia.randomElement(using: &generator)! : " "
  }

  /// A random valid `.strings` text.
  private static func table(using generator: inout SeededGenerator) -> String {
    var text = Int.random(in: 0..<3, using: &generator) == 0 ? "/* header */\n" : ""
    let braced = Int.random(in: 0..<8, using: &generator) == 0
    if braced { text += "{" + space(using: &generator) }
    for _ in 0..<Int.random(in: 1...10, using: &generator) {
      text += token(using: &generator) + space(using: &generator)
      if Int.random(in: 0..<8, using: &generator) != 0 {
        text += "=" + space(using: &generator) + token(using: &generator) + space(using: &generator)
      }
      text += ";" + space(using: &generator)
    }
    if braced { text += "}" + space(using: &generator) }
    return text
  }

  private static func encode(_ text: String, _ choice: Int) -> [UInt8] {
    switch choice {
    case 0: Array(text.utf8)
    case 1: [0xEF, 0xBB, 0xBF] + Array(text.utf8)
    case 2: TestBytes.utf16(text, bigEndian: false, byteOrderMark: true)
    default: TestBytes.utf16(text, bigEndian: true, byteOrderMark: true)
    }
  }

  /// Whether two keys that differ in scalars are canonically equivalent; Foundation on Linux
  /// returns a Swift dictionary, which merges them (case `canonicallyEquivalentKeys`).
  private static func hasCanonicalCollision(_ table: StringsTable) -> Bool {
    Set(table.entries.map(\.key)).count != Set(table.entries.map { ExactKey($0.key) }).count
  }

  @Test(arguments: [SeededGenerator.randomSeed()])
  func generatedTablesMatchFoundation(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var compared = 0
    for round in 0..<300 {
      let text = Self.table(using: &generator)
      let bytes = Self.encode(text, round % 4)
      let ours: StringsTable
      do {
        ours = try StringsTable(parsing: bytes, path: "t.strings")
      } catch {
        Issue.record("seed \(seed) round \(round): \(error)\n\(text)")
        return
      }
      guard let foundation = StringsTestSupport.foundationTable(bytes) else {
        Issue.record("seed \(seed) round \(round): Foundation refused\n\(text)")
        return
      }
      if Self.hasCanonicalCollision(ours) {
        #expect(ours.resolved.count > foundation.count, "seed \(seed) round \(round)")
        continue
      }
      let same = StringsTestSupport.sameTable(ours.resolved, foundation)
      #expect(same, "seed \(seed) round \(round):\n\(text)")
      if !same { return }
      compared += 1
    }
    #expect(compared > 200, "seed \(seed)")
  }

  /// Foundation's knowingly lossy cases: it returns a table (or refuses) where we report an error
  /// at the exact spot (or, for `emptyData`, read an empty table).
  @Test(arguments: [
    (
      "silentStop: stray '='", "\"a\" = \"b\";\n= \"c\";",
      "t.strings:2:1: error: expected a key or the end of the file, found '='"
    ),
    (
      "silentStop: ';;'", "\"a\" = \"b\";;\"c\" = \"d\";",
      "t.strings:1:11: error: expected a key or the end of the file, found ';'"
    ),
    ("silentStop: stray '}'", "\"a\" = \"b\";\n}", "t.strings:2:1: error: expected a key or the end of the file, found '}'"),
    (
      "silentStop: unterminated comment", "\"a\" = \"b\";\n  /* open\n",
      "t.strings:2:3: error: unterminated comment; no closing '*/' before the end of the file"
    ),
    (
      "loneSurrogate", "\"a\" = \"x\\UD800\";",
      "t.strings:1:9: error: escape '\\UD800' is an unpaired UTF-16 surrogate; a high surrogate '\\UD800'–'\\UDBFF' must be followed by a low one '\\UDC00'–'\\UDFFF'"
    ),
    (
      "octalWithoutNeXTSTEPCharacter", "\"a\" = \"\\377\";",
      "t.strings:1:8: error: octal escape '\\377' has no character in the NeXTSTEP encoding"
    ),
    (
      "octalOutOfRange", "\"a\" = \"\\501\";",
      "t.strings:1:8: error: octal escape '\\501' is out of range; the largest is '\\377'"
    ),
  ])
  func foundationIsLossy(name: String, text: String, message: String) {
    let foundation = StringsTestSupport.foundationTable(Array(text.utf8))
    #expect(foundation != nil, "\(name): Foundation no longer accepts this; revisit the case")
    #expect(StringsTestSupport.error(text) == message, "\(name)")
  }

  @Test func emptyData() throws {
    #expect(StringsTestSupport.foundationTable([]) == nil)
    #expect(try StringsTable(parsing: [], path: "t.strings").entries.isEmpty)
  }

  @Test func encodingsFoundationRefuses() throws {
    let text = "\"a\" = \"b\";"
    let noMark = TestBytes.utf16(text, bigEndian: false, byteOrderMark: false)
    #expect(StringsTestSupport.foundationTable(noMark) == nil)  // noByteOrderMark
    #expect(try StringsTable(parsing: noMark, path: "t.strings").resolved == ["a": "b"])
    let roman: [UInt8] = Array("\"a\" = \"".utf8) + [0x8E] + Array("\";".utf8)
    #expect(StringsTestSupport.foundationTable(roman) == nil)  // macOSRoman
    #expect(try StringsTable(parsing: roman, path: "t.strings").resolved == ["a": "é"])
  }
}
