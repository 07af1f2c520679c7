import Testing

@testable import XCStringsBase

@Suite("Byte search")
struct ByteSearchTests {
  @Test(
    arguments: [
      ("let title = title", "title", [4, 12]),
      ("aaaa", "aa", [0, 1, 2]),
      ("abc", "abcd", []),
      ("abc", "", []),
      ("", "a", []),
      ("xéx é", "é", [1, 5]),
    ] as [(String, String, [Int])])
  func startsOfANeedle(haystack: String, needle: String, starts: [Int]) {
    #expect(ByteSearch.starts(of: Array(needle.utf8), in: Array(haystack.utf8)) == starts)
  }

  /// Every start the standard library's search finds, on generated text.
  @Test func agreesWithTheStandardLibrary() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let haystack = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
      let needle = (0..<Int.random(in: 1..<4, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
      var expected: [Int] = []
      if haystack.count >= needle.count {
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
          expected.append(start)
        }
      }
      #expect(ByteSearch.starts(of: needle, in: haystack) == expected, "\(haystack) \(needle)")
    }
  }
}
