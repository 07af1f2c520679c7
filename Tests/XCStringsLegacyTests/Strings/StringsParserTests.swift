import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLegacy

private func parse(_ text: String) throws -> StringsTable { try StringsTestSupport.parse(text) }
private func errorOf(_ text: String) -> String? { StringsTestSupport.error(text) }
private let scalars = StringsTestSupport.scalars

@Suite("Strings parser: grammar")
struct StringsGrammarTests {
  private func pairs(_ text: String) throws -> [[String]] {
    try parse(text).entries.map { [$0.key, $0.value] }
  }

  @Test func quotedPair() throws {
    #expect(try pairs(#""greeting" = "Hello";"#) == [["greeting", "Hello"]])
  }

  @Test func singleQuotes() throws {
    #expect(try pairs(#"'k' = 'it\'s "x"';"#) == [["k", #"it's "x""#]])
  }

  @Test func unquotedWords() throws {
    #expect(try pairs("NSHuman_$/:.-9 = value.2;") == [["NSHuman_$/:.-9", "value.2"]])
    // `//` inside an unquoted word is part of it, as in Apple's parser.
    #expect(try pairs("url = http://x.org/a;") == [["url", "http://x.org/a"]])
  }

  @Test func plusCannotBeUnquoted() {
    #expect(errorOf("a+b = x;") == "t.strings:1:2: error: expected '=' or ';' after the key 'a', found '+'")
  }

  @Test func shorthandUsesKeyAsValue() throws {
    #expect(try pairs(#""Cancel"; "OK" = "Okay";"#) == [["Cancel", "Cancel"], ["OK", "Okay"]])
  }

  @Test func commentsWhereverWhitespaceMayStand() throws {
    let text = "/*a*/\"k\"/*b*/=//c\n\"v\"/*d*/;//e\n"
    #expect(try pairs(text) == [["k", "v"]])
  }

  @Test func lineAndParagraphSeparatorsAreWhitespace() throws {
    #expect(try pairs("\"a\"\u{2028}=\u{2029}\"b\";\u{2028}") == [["a", "b"]])
  }

  @Test func lineCommentEndsAtSeparators() throws {
    #expect(try pairs("// x\u{2028}\"a\" = \"b\"; // y\u{2029}c = d;") == [["a", "b"], ["c", "d"]])
    #expect(try pairs("// x\r\"a\" = \"b\";") == [["a", "b"]])
  }

  @Test func outerBraces() throws {
    #expect(try pairs("{ \"a\" = \"b\"; c = d; }\n") == [["a", "b"], ["c", "d"]])
    #expect(try pairs("{}") == [])
  }

  @Test(arguments: ["", " \n\t\r\n", "/* only */", "// only", "\u{2028}", "/* a */ // b\n"])
  func emptyTables(text: String) throws {
    let table = try parse(text)
    #expect(table.entries.isEmpty)
    #expect(table.diagnostics.isEmpty)
  }

  @Test func lineEndsInsideStringsAreKeptVerbatim() throws {
    let table = try parse("\"a\" = \"x\r\ny\rz\nw\";")
    #expect(scalars(table.entries[0].value) == scalars("x\r\ny\rz\nw"))
  }

  @Test func entryPositionsCountScalarsAndAllLineEnds() throws {
    let table = try parse("\"é\" = \"1\"; \"b\" = \"2\";\r\n  c = 3;\r  'd' = 4;\n")
    #expect(table.entries.map { [$0.line, $0.column] } == [[1, 1], [1, 12], [2, 3], [3, 3]])
  }

  @Test(arguments: [
    ("\"a\" = {b = c;};", "t.strings:1:7: error: value of 'a' is a dictionary, not a string"),
    ("\"a\" = (b);", "t.strings:1:7: error: value of 'a' is an array, not a string"),
    ("x = y;\n\"key\" = <0102>;", "t.strings:2:9: error: value of 'key' is data, not a string"),
  ])
  func nonStringValues(text: String, message: String) {
    #expect(errorOf(text) == message)
  }
}

@Suite("Strings parser: escapes")
struct StringsEscapeTests {
  private func value(_ escaped: String) throws -> [UInt32] {
    scalars(try parse("\"k\" = \"\(escaped)\";").entries[0].value)
  }

  @Test func simpleEscapes() throws {
    #expect(try value(#"\n\t\r\"\'\\"#) == [0x0A, 0x09, 0x0D, 0x22, 0x27, 0x5C])
    #expect(try value(#"\a\b\f\v"#) == [0x07, 0x08, 0x0C, 0x0B])
  }

  @Test func unicodeEscapes() throws {
    #expect(try value(#"\U00e9\U00E9"#) == [0xE9, 0xE9])
    #expect(try value(#"\U"#) == [0])
    #expect(try value(#"\U41x"#) == [0x41, 0x78])
    #expect(try value(#"\U2026"#) == [0x2026])
    #expect(try value(#"\U000412"#) == [0x04, 0x31, 0x32])
    #expect(try value(#"\UD83D\UDE00"#) == [0x1F600])
    // Only upper-case `\U` is an escape.
    #expect(try value(#"\u0041"#) == scalars("u0041"))
  }

  @Test func octalEscapesAreNeXTSTEP() throws {
    #expect(try value(#"\351"#) == [0xD8])
    #expect(try value(#"\101"#) == [0x41])
    #expect(try value(#"\0"#) == [0])
    #expect(try value(#"\12345"#) == scalars("S45"))
    #expect(try value(#"\200\336\374"#) == [0xA0, 0xEA, 0xFE])
  }

  @Test func otherEscapesStandForThemselves() throws {
    #expect(try value(#"\q\é\😀"#) == scalars("qé😀"))
    #expect(try value("a\\\nb") == scalars("a\nb"))
    #expect(try value("a\\\r\nb") == scalars("a\r\nb"))
  }

  @Test func escapesInKeysAndSingleQuotes() throws {
    let entry = try parse(#"'\U00e9\'' = "x";"#).entries[0]
    #expect(scalars(entry.key) == [0xE9, 0x27])
  }

  @Test(arguments: [
    (
      #"\UD800"#,
      "t.strings:1:8: error: escape '\\UD800' is an unpaired UTF-16 surrogate; a high surrogate '\\UD800'–'\\UDBFF' must be followed by a low one '\\UDC00'–'\\UDFFF'"
    ),
    (
      #"ab\UDE00"#,
      "t.strings:1:10: error: escape '\\UDE00' is an unpaired UTF-16 surrogate; a high surrogate '\\UD800'–'\\UDBFF' must be followed by a low one '\\UDC00'–'\\UDFFF'"
    ),
    (
      #"\UD83D\U0041"#,
      "t.strings:1:8: error: escape '\\UD83D' is an unpaired UTF-16 surrogate; a high surrogate '\\UD800'–'\\UDBFF' must be followed by a low one '\\UDC00'–'\\UDFFF'"
    ),
    (#"\400"#, "t.strings:1:8: error: octal escape '\\400' is out of range; the largest is '\\377'"),
    (#"x\376"#, "t.strings:1:9: error: octal escape '\\376' has no character in the NeXTSTEP encoding"),
  ])
  func badEscapes(escaped: String, message: String) {
    #expect(errorOf("\"k\" = \"\(escaped)\";") == message)
  }
}

@Suite("Strings parser: errors")
struct StringsErrorTests {
  @Test(arguments: [
    // Foundation silently returns only the entries before each of these.
    ("\"a\" = \"b\";\n= \"c\";", "t.strings:2:1: error: expected a key or the end of the file, found '='"),
    ("\"a\" = \"b\";;", "t.strings:1:11: error: expected a key or the end of the file, found ';'"),
    ("\"a\" = \"b\";\n/* open", "t.strings:2:1: error: unterminated comment; no closing '*/' before the end of the file"),
    ("\"a\" = \"b\"; }", "t.strings:1:12: error: expected a key or the end of the file, found '}'"),
    ("= \"c\";", "t.strings:1:1: error: expected a key, found '='"),
    ("\"a\" = \"b\";\u{0}", "t.strings:1:11: error: expected a key or the end of the file, found U+0000"),
    // Foundation rejects these too, with less precise positions.
    ("\"greeting\" = \"Hello\"\n\"x\" = \"y\";", "t.strings:2:1: error: expected ';' after the value of 'greeting', found '\"'"),
    ("\"a\" = \"b\"", "t.strings:1:10: error: expected ';' after the value of 'a', found end of file"),
    ("\"a\" \"b\";", "t.strings:1:5: error: expected '=' or ';' after the key 'a', found '\"'"),
    ("\"a\"", "t.strings:1:4: error: expected '=' or ';' after the key 'a', found end of file"),
    ("\"a\" = ;", "t.strings:1:7: error: expected a value for 'a', found ';'"),
    ("\"a\" =", "t.strings:1:6: error: expected a value for 'a', found end of file"),
    ("x = y;\n  \"a\" = \"b", "t.strings:2:9: error: unterminated string; no closing '\"' before the end of the file"),
    ("'a = b;", "t.strings:1:1: error: unterminated string; no closing \"'\" before the end of the file"),
    ("\"a\" = \"b\\", "t.strings:1:7: error: unterminated string; no closing '\"' before the end of the file"),
    ("{ \"a\" = \"b\";", "t.strings:1:13: error: expected '}' to close the table, found end of file"),
    ("{ \"a\" = \"b\"; } x", "t.strings:1:16: error: expected end of file after '}', found 'x'"),
    ("\"é\" = b c;", "t.strings:1:9: error: expected ';' after the value of 'é', found 'c'"),
    ("a = b; ¿", "t.strings:1:8: error: expected a key or the end of the file, found '¿'"),
  ])
  func errorMessageAndLocation(text: String, message: String) {
    #expect(errorOf(text) == message)
  }

  @Test func utf16ErrorsUseDecodedPositions() {
    let bytes = TestBytes.utf16("\"ü\" = \"1\";\r\n\"😀\" = \"2\" x", bigEndian: false, byteOrderMark: true)
    #expect(
      StringsTestSupport.error(bytes: bytes)
        == "t.strings:2:11: error: expected ';' after the value of '😀', found 'x'")
  }

  @Test func emptyValueAndKeyAreAllowed() throws {
    let table = try parse(#""" = "";"#)
    #expect(table.entries.map(\.key) == [""])
    #expect(table.entries.map(\.value) == [""])
  }
}

@Suite("Strings parser: comments and duplicates")
struct StringsCommentTests {
  private func comments(_ text: String) throws -> [String?] {
    try parse(text).entries.map(\.comment)
  }

  @Test func lastOfSeveralCommentsCounts() throws {
    #expect(try comments("// one\n// two\n// three\n\"a\" = \"b\";") == ["three"])
    #expect(try comments("/* one */ /* two */ \"a\" = \"b\";") == ["two"])
  }

  @Test func headerBlockThenLineComment() throws {
    let text = "/*\n  Localizable.strings\n  Copyright\n*/\n\n// setting\n\"a\" = \"b\";\n\"c\" = \"d\";\n"
    #expect(try comments(text) == ["setting", nil])
  }

  @Test func trailingSameLineCommentIsNotAttached() throws {
    let text = "\"a\" = \"b\"; // about a\n\"c\" = \"d\"; /* about c */\n/* for e */\n\"e\" = \"f\";"
    #expect(try comments(text) == [nil, nil, "for e"])
  }

  @Test func commentIsTrimmedAndKeepsInnerText() throws {
    let text = "/*   Toolbar item label\n   Toolbar \\\"palette\\\" label  \n */\n\"a\" = \"b\";"
    #expect(try comments(text) == ["Toolbar item label\n   Toolbar \\\"palette\\\" label"])
  }

  @Test func commentsInsideAnEntryBelongToNothing() throws {
    #expect(try comments("\"a\" /* x */ = /* y */ \"b\" /* z */;\n\"c\" = \"d\";") == [nil, nil])
  }

  @Test func commentInsideBraces() throws {
    #expect(try comments("/* file */ { /* first */ \"a\" = \"b\"; }") == ["first"])
  }

  @Test func emptyComment() throws {
    #expect(try comments("/**/\"a\" = \"b\";") == [""])
  }

  @Test func duplicateKeysWarnWithNote() throws {
    let table = try parse("\"k\" = \"1\";\n\"x\" = \"y\";\n  \"k\" = \"2\";\n")
    #expect(table.entries.count == 3)
    #expect(table.resolved.pairs.map { [$0.key, $0.value] } == [["k", "2"], ["x", "y"]])
    #expect(
      table.diagnostics.map(\.description) == [
        "t.strings:3:3: warning: duplicate key 'k'; the later value wins\nt.strings:1:1: note: 'k' was first defined here"
      ])
    #expect(table.diagnostics[0].notes.count == 1)
  }

  @Test func manyShortEntriesWithRepeats() throws {
    // Far more entries than the parser's size estimate, so the key index must grow.
    let text = (0..<3000).map { "k\($0 % 1000);" }.joined()
    let table = try parse(text)
    #expect(table.entries.count == 3000)
    #expect(table.resolved.count == 1000)
    #expect(table.diagnostics.count == 2000)
    // The first k999 follows ten 3-byte, ninety 4-byte and 899 5-byte entries.
    #expect(table.diagnostics[1999].notes.map(\.location?.column) == [1 + 10 * 3 + 90 * 4 + 899 * 5])
  }

  @Test func canonicallyEquivalentKeysStayDistinct() throws {
    let table = try parse("\"\u{E9}\" = \"1\";\n\"e\u{301}\" = \"2\";")
    #expect(table.diagnostics.isEmpty)
    #expect(table.resolved.count == 2)
  }
}

@Suite("Strings parser: shared keys and comments")
struct StringsInterningTests {
  static let german = """
    /* The greeting shown on the first screen */
    "A greeting long enough to be stored on the heap" = "Ein Gruß, lang genug für den Speicher";
    "Escaped \\"key\\" that is long enough for the heap" = "Wert";
    unquoted_key_that_is_long_enough_for_the_heap = Wert;
    "Short" = "Kurz";
    """
  static let french = """
    /* The greeting shown on the first screen */
    "A greeting long enough to be stored on the heap" = "Un bonjour assez long pour le tas";
    "Escaped \\"key\\" that is long enough for the heap" = "Valeur";
    unquoted_key_that_is_long_enough_for_the_heap = Valeur;
    "Short" = "Court";
    """

  /// Files parsed with one interner give the entries they give alone, with keys (escaped ones
  /// too) and comments shared between them; values are not shared.
  @Test func filesShareKeysAndComments() throws {
    let interner = StringInterner()
    let de = try StringsTable(parsing: Array(Self.german.utf8), path: "de.strings", interner: interner)
    let fr = try StringsTable(parsing: Array(Self.french.utf8), path: "fr.strings", interner: interner)
    #expect(de == (try StringsTable(parsing: Array(Self.german.utf8), path: "de.strings")))
    #expect(fr == (try StringsTable(parsing: Array(Self.french.utf8), path: "fr.strings")))
    let share = StringInternerTests.shareStorage
    #expect(share(de.entries[0].key, fr.entries[0].key))
    #expect(share(de.entries[0].comment!, fr.entries[0].comment!))
    #expect(share(de.entries[1].key, fr.entries[1].key))
    #expect(share(de.entries[2].key, fr.entries[2].key))
    // Four keys and the comment; no value.
    #expect(interner.count == 5)
  }

  /// With an interner, repeated keys are found by their interned identity: a key spelled with
  /// escapes, quoted with apostrophes or unquoted repeats the same bytes written plainly, in
  /// the first file of a table and in a later one, and the warnings are the ones it gives alone.
  @Test func repeatsAreFoundWhateverTheSpelling() throws {
    let text = "\"ab\" = \"1\";\n\"a\\U0062\" = \"2\";\nab = \"3\";\n'ab' = \"4\";\n\"c\" = \"5\";\n\"\\U0063\" = \"6\";\n"
    let expected = [
      "t.strings:2:1: warning: duplicate key 'ab'; the later value wins\nt.strings:1:1: note: 'ab' was first defined here",
      "t.strings:3:1: warning: duplicate key 'ab'; the later value wins\nt.strings:1:1: note: 'ab' was first defined here",
      "t.strings:4:1: warning: duplicate key 'ab'; the later value wins\nt.strings:1:1: note: 'ab' was first defined here",
      "t.strings:6:1: warning: duplicate key 'c'; the later value wins\nt.strings:5:1: note: 'c' was first defined here",
    ]
    let interner = StringInterner()
    let first = try StringsTable(parsing: Array(text.utf8), path: "t.strings", interner: interner)
    let later = try StringsTable(parsing: Array(text.utf8), path: "t.strings", interner: interner)
    let alone = try StringsTable(parsing: Array(text.utf8), path: "t.strings")
    for table in [first, later, alone] {
      #expect(table.diagnostics.map(\.description) == expected)
      #expect(table.resolved.pairs.map { [$0.key, $0.value] } == [["ab", "4"], ["c", "6"]])
    }
    #expect(interner.count == 2)
  }

  /// Thousands of repeats, before and after the first one, in a first and a later file of a
  /// table: each names the first definition, as without an interner.
  @Test func manyRepeatsNameTheirFirstDefinition() throws {
    let text = (0..<1000).map { "k\($0);" }.joined() + (0..<3000).map { "k\(($0 * 7) % 1500);" }.joined()
    let alone = try StringsTable(parsing: Array(text.utf8), path: "t.strings")
    #expect(alone.diagnostics.count == 3000 + 1000 - 1500)
    let interner = StringInterner()
    for _ in 0..<2 {
      let table = try StringsTable(parsing: Array(text.utf8), path: "t.strings", interner: interner)
      #expect(table.diagnostics.map(\.description) == alone.diagnostics.map(\.description))
    }
  }

  /// Later files are read against the first one's keys and comments, in its order: a key
  /// only they have, one they lack, keys in another order and other comments give the entries
  /// they give alone, and every key (and equal comment) is the first file's object.
  @Test func laterFilesFollowTheFirstFilesOrderWhereverTheyDiffer() throws {
    func key(_ index: Int) -> String { "key number \(index), long enough for the heap" }
    func comment(_ index: Int) -> String { "Comment of key \(index), long enough for the heap" }
    func file(_ indices: [Int], comments: (Int) -> String = comment) -> [UInt8] {
      Array(indices.map { "/* \(comments($0)) */\n\"\(key($0))\" = \"value \($0)\";\n" }.joined().utf8)
    }
    let interner = StringInterner()
    let first = try StringsTable(parsing: file(Array(0..<10)), path: "first.strings", interner: interner)
    #expect(interner.expected.keys.count == 10)
    let variants: [[UInt8]] = [
      file([0, 1, 2, 99, 3, 4, 5, 6, 7, 8, 9]),  // a key only this file has
      file([0, 1, 2, 4, 5, 6, 7, 8, 9]),  // a key it lacks
      file([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]),  // another order
      file(Array(0..<10)) { "Kommentar \($0), lang genug für den Speicher" },  // other comments
    ]
    let share = StringInternerTests.shareStorage
    for bytes in variants {
      let alone = try StringsTable(parsing: bytes, path: "later.strings")
      let table = try StringsTable(parsing: bytes, path: "later.strings", interner: interner)
      #expect(table == alone)
      for entry in table.entries {
        guard let index = first.entries.firstIndex(where: { $0.key == entry.key }) else { continue }
        #expect(share(entry.key, first.entries[index].key))
        if entry.comment == first.entries[index].comment { #expect(share(entry.comment!, first.entries[index].comment!)) }
      }
    }
  }

  /// A later file that lacks keys, several in a row, or has them in another order looks up in
  /// the hash table only the keys it did not expect next, and picks up the first file's
  /// order after each: the keys and comments after a gap come from that order.
  @Test func laterFilesPickTheOrderUpAgainAfterAGap() throws {
    func file(_ indices: [Int]) -> [UInt8] {
      Array(
        indices.map { "/* Comment of key \($0), long enough */\n\"key number \($0), long enough\" = \"\($0)\";\n" }.joined().utf8)
    }
    let interner = StringInterner()
    _ = try StringsTable(parsing: file(Array(0..<12)), path: "first.strings", interner: interner)
    let cases: [(indices: [Int], lookups: Int)] = [
      ([0, 1, 5, 6, 7, 8, 9, 10, 11], 1),  // three keys in a row missing
      ([0, 1, 2, 6, 7, 11], 2),  // two gaps
      ([6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5], 2),  // two blocks swapped
      ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0),
    ]
    for (indices, expected) in cases {
      let before = interner.lookups
      let table = try StringsTable(parsing: file(indices), path: "later.strings", interner: interner)
      #expect(table == (try StringsTable(parsing: file(indices), path: "later.strings")))
      #expect(interner.lookups - before == expected, "\(indices)")
    }
  }

  /// Text checked for UTF-8 while it is read still fails on invalid bytes after equal, valid
  /// keys were interned from another file.
  @Test func internedKeysDoNotHideInvalidBytes() throws {
    let interner = StringInterner()
    _ = try StringsTable(parsing: Array("\"caf\u{E9} key long enough\" = \"a\";".utf8), path: "a.strings", interner: interner)
    // A lone 0xE9 is not UTF-8, so the file is read as Mac OS Roman, where it is È.
    var bytes = Array("\"caf".utf8) + [0xE9] + Array(" key long enough\" = \"b\";".utf8)
    let roman = try StringsTable(parsing: bytes, path: "b.strings", interner: interner)
    #expect(roman.entries.map(\.key) == ["caf\u{C8} key long enough"])
    #expect(roman == (try StringsTable(parsing: bytes, path: "b.strings")))
    bytes = Array("\"caf\u{E9} key long enough\" = \"c\";".utf8)
    let again = try StringsTable(parsing: bytes, path: "c.strings", interner: interner)
    #expect(again.entries.map(\.value) == ["c"])
  }
}
