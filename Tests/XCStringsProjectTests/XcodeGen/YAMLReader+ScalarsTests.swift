import Testing

@testable import XCStringsProject

@Suite("YAML reader: scalars and flow collections")
struct YAMLReaderScalarsTests {
  private static func read(_ text: String) throws -> String { try YAMLReaderTests.read(text) }
  private static func failure(_ text: String) -> String? { YAMLReaderTests.failure(text) }

  @Test func scalarsOfEveryQuoting() throws {
    let text = #"""
      a: plain text: with colon
      b: "double \"quoted\" \u00e9 \n"
      c: 'single ''quoted'' # not a comment'
      d: http://example.com/a#b
      "quoted key": 1
      e: |
        line one
        line two
      f: ~
      """#
    #expect(
      try Self.read(text)
        == "{a: 'plain text: with colon', b: 'double \"quoted\" é \n', c: 'single 'quoted' # not a comment', d: 'http://example.com/a#b', quoted key: '1', e: 'line one\nline two', f: '~'}"
    )
  }

  @Test func flowCollections() throws {
    #expect(
      try Self.read("sources: [Shop, \"Widget Kit\", {path: X, name: Y}, [a, b]]")
        == "{sources: ['Shop', 'Widget Kit', {path: 'X', name: 'Y'}, ['a', 'b']]}")
    #expect(try Self.read("deps: [target: A]") == "{deps: [{target: 'A'}]}")
    #expect(try Self.read("x: {}") == "{x: {}}")
  }

  @Test func flowNestingIsBounded() {
    let depth = YAMLReader.maximumDepth
    #expect(Self.failure("a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
    #expect(
      Self.failure("a: " + String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1))
        == "1:\(4 + depth): flow collections nested more than \(depth) deep")
  }
}
