import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsProject

/// The property-list grammar of project files: what parses, and the exact error for what does
/// not (message, line and column).
@Suite("Project parser")
struct ProjectParserTests {
  /// A complete, minimal project: every prefix of it is some kind of truncated file.
  static let sample = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tAA /* Project object */ = {isa = PBXProject; targets = ( ); };
    \t};
    \trootObject = AA;
    }

    """

  @Test func valuesOfEveryKindParse() throws {
    let text = """
      {
        objects = { A = { isa = "PBXGroup"; children = (B, "C", ); name = 'Single quoted'; data = <0fA0 11>; }; };
        rootObject = A; // a line comment
        /* a block comment */ list = ( x, y );
      }
      """
    let file = try ProjectTestSupport.parse(text)
    let object = try #require(file.object("A"))
    #expect(object.isa == .group)
    #expect(object.strings("children") == ["B", "C"])
    #expect(object.string("name") == "Single quoted")
    #expect(object.value("data") == .data([0x0F, 0xA0, 0x11]))
    #expect(file.topLevelValue("list") == .array([.string("x"), .string("y")]))
  }

  @Test func escapesAreDecodedAsApplesParserDoes() throws {
    let text = #"{ objects = { A = { isa = X; v = "q\"b\\s\nl\tt\U00e9\101"; }; }; }"#
    let file = try ProjectTestSupport.parse(text)
    #expect(file.object("A")?.string("v") == "q\"b\\s\nl\tt\u{E9}A")
  }

  @Test func unquotedWordsTakeApplesCharacters() throws {
    let file = try ProjectTestSupport.parse("{ objects = { A = { isa = X; p = a-b_c$d/e:f.g; }; }; }")
    #expect(file.object("A")?.string("p") == "a-b_c$d/e:f.g")
  }

  @Test func everyPrefixParsesOrFailsInsideTheText() {
    let bytes = Array(Self.sample.utf8)
    var parsed: [Int] = []
    for length in 0...bytes.count {
      let prefix = Array(bytes[..<length])
      guard let failure = ProjectTestSupport.failure(bytes: prefix) else {
        parsed.append(length)
        continue
      }
      #expect(failure.severity == .error)
      let location = failure.location ?? SourceLocation(path: "", line: 0, column: 0)
      let end = LineTable(utf8: prefix).position(ofOffset: prefix.count)
      #expect(location.path == "test.pbxproj")
      #expect((location.line, location.column) >= (1, 1), "prefix \(length)")
      #expect((location.line, location.column) <= (end.line, end.column), "prefix \(length): \(failure)")
    }
    // Only the whole file (with or without its last line end) parses.
    #expect(parsed == [bytes.count - 1, bytes.count])
  }

  @Test(arguments: [
    ("", "test.pbxproj:1:1: error: empty project file; expected '{'"),
    ("// only a comment\n", "test.pbxproj:1:1: error: empty project file; expected '{'"),
    ("(a)", "test.pbxproj:1:1: error: a project file starts with '{', not '('"),
    ("{ a = \"abc; }", "test.pbxproj:1:7: error: unterminated string; no closing '\"' before the end of the file"),
    ("{ a = 'abc; }", "test.pbxproj:1:7: error: unterminated string; no closing \"'\" before the end of the file"),
    ("{ a = b; /* open", "test.pbxproj:1:10: error: unterminated comment; no closing '*/' before the end of the file"),
    ("{\n  a = b;\n", "test.pbxproj:1:1: error: unterminated dictionary; no closing '}' before the end of the file"),
    ("{ a = (b, c", "test.pbxproj:1:7: error: unterminated array; no closing ')' before the end of the file"),
    ("{ a = (b c); }", "test.pbxproj:1:10: error: expected ',' or ')' in an array, found 'c'"),
    ("{ a b; }", "test.pbxproj:1:5: error: expected '=' after key 'a', found 'b'"),
    ("{ a = b }", "test.pbxproj:1:9: error: expected ';' after the value of 'a', found '}'"),
    ("{ a = ; }", "test.pbxproj:1:7: error: expected a value, found ';'"),
    ("{ = b; }", "test.pbxproj:1:3: error: expected a key or '}', found '='"),
    ("{ a = <0g>; }", "test.pbxproj:1:9: error: expected a hex digit or '>' in data, found 'g'"),
    ("{ a = <0a1>; }", "test.pbxproj:1:7: error: data has an odd number of hex digits"),
    ("{ a = <0a", "test.pbxproj:1:7: error: unterminated data; no closing '>' before the end of the file"),
    ("{ a = b; } c", "test.pbxproj:1:12: error: unexpected 'c' after the project's closing '}'"),
    ("{ a = \"\\400\"; }", "test.pbxproj:1:8: error: octal escape '\\400' is out of range; the largest is '\\377'"),
  ])
  func malformedInputIsAnErrorAtItsPlace(text: String, message: String) {
    #expect(ProjectTestSupport.failure(text)?.description == message)
  }

  @Test func nestingIsBounded() {
    // 128 levels below the top-level dictionary parse; one more is refused where it opens.
    func nested(_ depth: Int) -> String {
      "{ objects = { }; a = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth) + "; }"
    }
    #expect(ProjectTestSupport.failure(nested(ProjectParser.maximumDepth - 1)) == nil)
    #expect(
      ProjectTestSupport.failure(nested(ProjectParser.maximumDepth))?.description
        == "test.pbxproj:1:\(22 + ProjectParser.maximumDepth - 1): error: dictionaries and arrays nest more than 128 deep")
  }

  @Test func hostileNestingFailsQuickly() {
    // A megabyte of openers: the bound stops the parser long before the stack runs out.
    let text = "{ a = " + String(repeating: "{ b = ", count: 200_000)
    #expect(ProjectTestSupport.failure(text)?.message == "dictionaries and arrays nest more than 128 deep")
  }

  @Test func byteOrderMarkIsSkippedAndKept() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{ objects = { }; }".utf8)
    let file = try ProjectFile(parsing: bytes, path: "bom.pbxproj")
    #expect(file.bytes == bytes)
    #expect(file.count == 0)
  }
}
