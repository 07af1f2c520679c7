import Testing
import XCStringsBase

@testable import XCStringsCompile

@Suite("compile: CoreFoundation's XML property-list bytes")
struct CompiledPlistWriterTests {
  func text(_ value: CompiledPlist) -> String { String(decoding: CompiledPlistWriter.data(for: value), as: UTF8.self) }

  @Test func plainTableIsTabIndentedWithAFinalNewline() {
    let value = CompiledPlist.dictionary([("b", .string("B")), ("a", .string("A"))])
    #expect(
      text(value) == CompileFixtures.header
        + "<dict>\n\t<key>a</key>\n\t<string>A</string>\n\t<key>b</key>\n\t<string>B</string>\n</dict>\n</plist>\n")
  }

  /// Only `&`, `<` and `>` are escaped, in keys and values; quotes, apostrophes and newlines
  /// stay raw; an empty string is `<string></string>`.
  @Test func escapesOnlyAmpersandAndAngleBrackets() {
    let value = CompiledPlist.dictionary([("a&b<c>", .string("\"q\" 'a'\nline 2 & <tag>")), ("e", .string(""))])
    #expect(
      text(value) == CompileFixtures.header
        + "<dict>\n\t<key>a&amp;b&lt;c&gt;</key>\n\t<string>\"q\" 'a'\nline 2 &amp; &lt;tag&gt;</string>\n"
        + "\t<key>e</key>\n\t<string></string>\n</dict>\n</plist>\n")
  }

  /// Keys sort by UTF-16 code units: upper case before lower case, a space before letters, and
  /// an astral character (a surrogate pair, D83D…) before U+FF01 although its code point is higher.
  @Test func keysSortByUTF16CodeUnits() {
    let keys = [
      "from Playgrounds :)", "Photo Album Access", "Hello, world!", "é", "\u{FF01}", "😀", "other", "one",
      "NSStringFormatValueTypeKey", "NSStringFormatSpecTypeKey", "a b", "ab",
    ]
    let value = CompiledPlist.dictionary(keys.map { ($0, .string("")) })
    let written = text(value).split(separator: "\n").filter { $0.hasPrefix("\t<key>") }.map {
      String($0.dropFirst(6).dropLast(6))
    }
    #expect(
      written == [
        "Hello, world!", "NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey", "Photo Album Access", "a b", "ab",
        "from Playgrounds :)", "one", "other", "é", "😀", "\u{FF01}",
      ])
  }

  @Test func nestedDictionariesIndentOneTabPerLevel() {
    let value = CompiledPlist.dictionary([("k", .dictionary([("v", .dictionary([("other", .string("x"))]))]))])
    #expect(
      text(value) == CompileFixtures.header
        + "<dict>\n\t<key>k</key>\n\t<dict>\n\t\t<key>v</key>\n\t\t<dict>\n\t\t\t<key>other</key>\n\t\t\t<string>x</string>\n"
        + "\t\t</dict>\n\t</dict>\n</dict>\n</plist>\n")
    #expect(text(.dictionary([])) == CompileFixtures.header + "<dict/>\n</plist>\n")
  }
}

extension CompiledPlistWriterTests {
  /// The fast path (UTF-8 order) and UTF-16 order agree on keys below U+E000, and UTF-16 order
  /// is used as soon as one key holds a character from U+E000 up, whatever the others hold.
  @Test func sortOrderMatchesUTF16OnGeneratedKeys() {
    let alphabet: [String] = ["a", "B", " ", "é", "ü", "中", "\u{E000}", "\u{FFFD}", "😀", "𝒜", "&", "<", "0", "\n"]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<200 {
      let keys = Set(
        (0..<12).map { _ in
          (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        })
      let pairs = keys.map { (key: $0, value: CompiledPlist.string("")) }
      let sorted = CompiledPlistWriter.sortedIndices(pairs).map { pairs[$0].key }
      #expect(sorted == keys.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }, "round \(round)")
    }
  }
}
