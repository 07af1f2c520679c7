import Testing

@testable import XCStringsBase
@testable import XCStringsProject

@Suite("YAML reader")
struct YAMLReaderTests {
  /// A compact rendering: scalars quoted, sequences in [], mappings in {}.
  static func render(_ node: YAMLNode) -> String {
    switch node.kind {
    case .scalar(let text): return "'\(text)'"
    case .sequence(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
    case .mapping(let members): return "{" + members.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
    }
  }

  static func read(_ text: String) throws -> String { render(try YAMLReader.read(Array(text.utf8))) }

  static func failure(_ text: String) -> String? {
    do {
      _ = try YAMLReader.read(Array(text.utf8))
      return nil
    } catch {
      let position = LineTable(utf8: Array(text.utf8)).position(ofOffset: error.offset)
      return "\(position.line):\(position.column): \(error.message)"
    }
  }

  @Test func mappingsAndSequencesByIndentation() throws {
    let text = """
      # a comment
      name: Shop
      options:
        developmentLanguage: de   # trailing comment
      targets:
        Shop:
          sources:
            - Shop
            - path: Extra
              excludes:
                - "*.md"
          deps:
          - target: Widget
            embed: false
        Empty:
      """
    #expect(
      try Self.read(text)
        == "{name: 'Shop', options: {developmentLanguage: 'de'}, targets: {Shop: {sources: ['Shop', {path: 'Extra', excludes: ['*.md']}], deps: [{target: 'Widget', embed: 'false'}]}, Empty: ''}}"
    )
  }

  @Test func documentMarkersBlankLinesAndCRLF() throws {
    #expect(try Self.read("---\r\na: 1\r\n\r\nb:\r\n  - x\r\n...\r\n") == "{a: '1', b: ['x']}")
    #expect(try Self.read("") == "{}")
    #expect(try Self.read("# only a comment\n") == "{}")
  }

  @Test func unsupportedOrMalformedInputIsALocatedFailure() {
    #expect(Self.failure("a:\n\tb: 1") == "2:1: tab in indentation (YAML indents with spaces)")
    #expect(Self.failure("a: &anchor 1") == "1:4: anchors, aliases and tags are not supported")
    #expect(Self.failure("a: [1,\n  2]") == "1:4: flow collections over several lines are not supported")
    #expect(Self.failure("a: \"open") == "1:4: unterminated quoted scalar")
    #expect(Self.failure("a: 1\n    b: 2") == "2:5: unexpected indentation")
    #expect(Self.failure("a:\n  b: 1\n c: 2") == "3:2: unexpected indentation")
    #expect(Self.failure("a: [x] y") == "1:8: unexpected text after the value")
    #expect(Self.failure("a:\n  - x\n  y") == "3:3: unexpected indentation")
  }

  @Test func blockNestingIsBounded() {
    let depth = YAMLReader.maximumDepth
    func nested(_ levels: Int) -> String {
      (0..<levels).map { String(repeating: " ", count: $0) + "k:" }.joined(separator: "\n") + " v\n"
    }
    #expect(Self.failure(nested(depth)) == nil)
    #expect(Self.failure(nested(depth + 1)) == "\(depth + 1):\(depth + 1): blocks nested more than \(depth) deep")
    // Sequences of sequences count too, and a hostile file fails instead of exhausting the stack.
    #expect(
      Self.failure(String(repeating: "- ", count: 100_000) + "x") == "1:\(2 * depth + 1): blocks nested more than \(depth) deep")
  }

  @Test func offsetsPointAtValuesAndKeys() throws {
    let root = try YAMLReader.read(Array("a:\n  b: value\n".utf8))
    let member = try #require(root["a"]?.member("b"))
    #expect(member.keyOffset == 5)
    #expect(member.value.offset == 8)
  }
}
