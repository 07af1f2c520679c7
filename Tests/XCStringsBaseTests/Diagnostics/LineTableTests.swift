import Testing
import XCStringsTestSupport

@testable import XCStringsBase

@Suite("LineTable")
struct LineTableTests {
  @Test func linesEndAtLineFeedsCarriageReturnsAndBoth() {
    let bytes = Array("ab\ncd\r\nef\rgh\n\n日本x".utf8)
    let table = LineTable(utf8: bytes)
    #expect(table.position(ofOffset: 0) == (1, 1))
    #expect(table.position(ofOffset: 3) == (2, 1))
    // The line feed of a CRLF still belongs to the line it ends.
    #expect(table.position(ofOffset: 6) == (2, 4))
    #expect(table.position(ofOffset: 7) == (3, 1))
    #expect(table.position(ofOffset: 10) == (4, 1))
    #expect(table.position(ofOffset: 14) == (6, 1))
    // Columns count scalars: 'x' follows two three-byte characters.
    #expect(table.position(ofOffset: 20) == (6, 3))
  }

  @Test func textWithOnlyLineFeeds() {
    // No carriage return anywhere: the table is built from one line feed to the next.
    let bytes = Array("ab\n\ncd日\nx\n".utf8)
    let table = LineTable(utf8: bytes)
    #expect(table.position(ofOffset: 0) == (1, 1))
    #expect(table.position(ofOffset: 2) == (1, 3))
    #expect(table.position(ofOffset: 3) == (2, 1))
    #expect(table.position(ofOffset: 4) == (3, 1))
    #expect(table.position(ofOffset: 9) == (3, 4))
    #expect(table.position(ofOffset: 10) == (4, 1))
    // The offset after the last line feed starts a line of its own, as with other line ends.
    #expect(table.position(ofOffset: 12) == (5, 1))
    #expect(LineTable(utf8: Array("ab\r\n\n".utf8)).position(ofOffset: 5) == (3, 1))
  }

  /// The offset of a line and column is the inverse of the position of an offset, at every
  /// offset that starts a scalar, whatever the line breaks; a place past its line is none.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func offsetOfAPositionIsItsInverse(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces = ["a", "bc", "\n", "\r\n", "\r", "é", "日", "\n\n"]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<Int.random(in: 0...60, using: &generator) { text += pieces.randomElement(using: &generator)! }
      let bytes = Array(text.utf8)
      let table = LineTable(utf8: bytes)
      for offset in bytes.indices where bytes[offset] & 0xC0 != 0x80 {
        // The line feed of `\r\n` belongs to the break its carriage return starts.
        if bytes[offset] == 0x0A, offset > 0, bytes[offset - 1] == 0x0D { continue }
        let (line, column) = table.position(ofOffset: offset)
        #expect(LineTable.offset(ofLine: line, column: column, in: bytes) == offset, "seed \(seed), \(text.debugDescription)")
      }
    }
    #expect(LineTable.offset(ofLine: 1, column: 4, in: Array("ab\ncd".utf8)) == nil)
    #expect(LineTable.offset(ofLine: 3, column: 1, in: Array("ab\ncd".utf8)) == nil)
  }

  /// Lines found from a hint, offsets asked in any order and out of range, against the
  /// binary search over the whole table.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func linesFromAHintMatchTheTable(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces = ["a", "bcdefghij", "\n", "\r\n", "\r", "é", "\n\n\n\n"]
    for _ in 0..<200 {
      var text = ""
      for _ in 0..<Int.random(in: 0...80, using: &generator) { text += pieces.randomElement(using: &generator)! }
      let bytes = Array(text.utf8)
      let table = LineTable(utf8: bytes)
      var hint = Int.random(in: -1...3, using: &generator)
      var offset = 0
      for _ in 0..<20 {
        // Mostly forward, as readers ask, sometimes back or past the end.
        offset =
          Int.random(in: 0...3, using: &generator) == 0
          ? Int.random(in: -2...bytes.count + 2, using: &generator)
          : min(offset + Int.random(in: 0...12, using: &generator), bytes.count)
        #expect(
          table.line(ofOffset: offset, hint: &hint) == table.position(ofOffset: offset).line, "seed \(seed), offset \(offset)")
        #expect(table.position(ofOffset: offset).line == hint + 1, "seed \(seed), offset \(offset)")
      }
    }
  }

  @Test func lineFromAHintAtEveryOffset() {
    let bytes = Array("one\ntwo\r\nthree\rfour\n\nsix".utf8)
    let table = LineTable(utf8: bytes)
    var hint = 0
    let lines = (0...bytes.count).map { table.line(ofOffset: $0, hint: &hint) }
    #expect(lines == [1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 6, 6, 6, 6])
    #expect(table.line(ofOffset: 0, hint: &hint) == 1)
  }

  /// The one-pass positions of ascending offsets against the table, on random text with every
  /// kind of line end, multi-byte characters and runs long enough for the eight-byte path.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func ascendingPositionsMatchTheTable(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let pieces = ["a", "bcdefghijklmnop", "\n", "\r\n", "\r", "é", "日本語", "😀", "\n\n", "\r\r\n", "    \"key\" : {"]
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<Int.random(in: 0...60, using: &generator) { text += pieces.randomElement(using: &generator)! }
      let bytes = Array(text.utf8)
      var offsets = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...bytes.count, using: &generator)
      }
      offsets.sort()
      let table = LineTable(utf8: bytes)
      let positions = LineTable.positions(ofAscending: offsets, in: bytes)
      let expected = offsets.map { table.position(ofOffset: $0) }
      #expect(positions.map(\.line) == expected.map(\.line), "seed \(seed): \(text.debugDescription) \(offsets)")
      #expect(positions.map(\.column) == expected.map(\.column), "seed \(seed): \(text.debugDescription) \(offsets)")
      if positions.map(\.line) != expected.map(\.line) || positions.map(\.column) != expected.map(\.column) { return }
    }
  }

  /// A text above a megabyte takes the multi-threaded path; every offset still matches.
  @Test func ascendingPositionsInALargeTextMatchTheTable() {
    var generator = SeededGenerator(seed: 11)
    let pieces = ["    \"key.name\" : {\n", "      \"value\" : \"日本語 😀\"\r\n", "\r", "é", String(repeating: "x", count: 70)]
    var text = ""
    while text.utf8.count < 1_200_000 { text += pieces.randomElement(using: &generator)! }
    let bytes = Array(text.utf8)
    var offsets = (0..<2000).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
    // The line feed of a CRLF, and the very end.
    if let crlf = (1..<bytes.count).first(where: { bytes[$0] == 0x0A && bytes[$0 - 1] == 0x0D }) { offsets.append(crlf) }
    offsets.append(bytes.count)
    offsets.sort()
    let table = LineTable(utf8: bytes)
    let positions = LineTable.positions(ofAscending: offsets, in: bytes)
    let expected = offsets.map { table.position(ofOffset: $0) }
    #expect(positions.map(\.line) == expected.map(\.line))
    #expect(positions.map(\.column) == expected.map(\.column))
  }

  /// Text with line feeds only takes the vectorised search; small and large (threaded).
  @Test(arguments: [3_000, 1_100_000])
  func lineFeedOnlyTextMatchesTheTable(size: Int) {
    var generator = SeededGenerator(seed: UInt64(size))
    let pieces = ["    \"key\" : {\n", "\n", "\n\n", "日本語 😀", String(repeating: "y", count: 30), "é"]
    var text = ""
    while text.utf8.count < size { text += pieces.randomElement(using: &generator)! }
    let bytes = Array(text.utf8)
    let offsets = (0..<300).map { _ in Int.random(in: 0...bytes.count, using: &generator) }.sorted()
    let table = LineTable(utf8: bytes)
    let positions = LineTable.positions(ofAscending: offsets, in: bytes)
    #expect(positions.map(\.line) == offsets.map { table.position(ofOffset: $0).line })
    #expect(positions.map(\.column) == offsets.map { table.position(ofOffset: $0).column })
  }
}
