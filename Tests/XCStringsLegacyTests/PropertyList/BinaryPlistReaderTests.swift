import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLegacy

/// The file structure: trailer, offset table, references, containers. Damaged and hostile
/// files are refused with their exact reason.
@Suite("binary property list reader: structure")
struct BinaryPlistReaderTests {
  typealias B = BinaryPlistBuilder

  /// `["k"]`: a valid file to damage.
  static let valid = B([B.array([1]), B.ascii("k")])

  static func error(_ plist: B) -> String? { binaryPlistError(plist.bytes) }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  @Test func nestedContainers() throws {
    #expect(
      try renderWrittenByFoundation([[1, [2, [3]]], ["k": ["x": [true]]], [] as [Any], [:] as [String: Any]])
        == "[[1, [2, [3]]], {k: {x: [true]}}, [], {}]")
  }

  @Test func dictionaryKeepsStoredOrder() throws {
    // Keys "z", "a", "m" stored in that order, values 1, 2, 3.
    let plist = B([
      B.dictionary(keys: [1, 2, 3], values: [4, 5, 6]), B.ascii("z"), B.ascii("a"), B.ascii("m"),
      [0x10, 1], [0x10, 2], [0x10, 3],
    ])
    #expect(render(try BinaryPlistReader.root(plist.bytes)) == "{z: 1, a: 2, m: 3}")
  }

  @Test func sharedValuesAreReadAtEveryReference() throws {
    // Writers store a repeated value once; a duplicated key is kept for the caller to resolve.
    let plist = B([
      B.dictionary(keys: [1, 1, 2], values: [3, 3, 3]), B.ascii("k"), B.ascii("j"), B.array([4, 4]), B.ascii("v"),
    ])
    #expect(render(try BinaryPlistReader.root(plist.bytes)) == "{k: [\"v\", \"v\"], k: [\"v\", \"v\"], j: [\"v\", \"v\"]}")
  }

  @Test func wideOffsetsReferencesAndCounts() throws {
    // Two-byte references and offsets, and counts of 15 and more written as integer objects.
    var objects: [[UInt8]] = [[0xAF, 0x10, 20] + (1...20).flatMap { B.bigEndian(UInt64($0), 2) }]
    for index in 1...20 { objects.append(B.ascii(String(repeating: "x", count: index))) }
    var plist = B(objects)
    plist.offsetSize = 2
    plist.referenceSize = 2
    let node = try BinaryPlistReader.root(plist.bytes)
    guard case .array(let elements) = node.kind else { throw Failure("not an array") }
    #expect(elements.map(render) == (1...20).map { "\"\(String(repeating: "x", count: $0))\"" })
  }

  @Test func topObjectNeedNotBeFirst() throws {
    var plist = B([B.ascii("unused"), B.array([0])])
    plist.topObject = 1
    #expect(render(try BinaryPlistReader.root(plist.bytes)) == "[\"unused\"]")
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    // The root dictionary, 510 arrays and the innermost empty array: 512 levels.
    let node = try BinaryPlistReader.root(Hostile.deepBinaryPropertyList(depth: 510))
    guard case .dictionary(let members) = node.kind else { throw Failure("not a dictionary") }
    var levels = 1
    var current = members[0].value
    while case .array(let elements) = current.kind {
      levels += 1
      guard let first = elements.first else { break }
      current = first
    }
    #expect(levels == 512)
  }

  @Test func headerAndLength() {
    #expect(binaryPlistError(Array("bplist00garbage".utf8)) == "file is too short")
    #expect(binaryPlistError([]) == "file is too short")
    var version = Self.valid.bytes
    version[7] = 0x31  // "bplist01"
    #expect(binaryPlistError(version) == "unsupported format (not bplist00)")
  }

  @Test func truncatedFiles() throws {
    let bytes = Self.valid.bytes
    #expect(binaryPlistError(bytes) == nil)
    // Cutting the end moves the trailer: what is read there is garbage, and refused.
    var messages: Set<String> = []
    for length in 0..<bytes.count { messages.insert(binaryPlistError(Array(bytes.prefix(length))) ?? "read") }
    #expect(
      messages == [
        "file is too short",
        "invalid offset size in the trailer",
      ])
    // A file written by Foundation, cut anywhere, is refused too.
    let written = Array(
      try PropertyListSerialization.data(fromPropertyList: ["key": ["a", 1, 2.5]], format: .binary, options: 0))
    for length in 0..<written.count {
      #expect(binaryPlistError(Array(written.prefix(length))) != nil, "length \(length)")
    }
  }

  @Test func trailerFields() {
    var plist = Self.valid
    plist.offsetSize = 0
    #expect(Self.error(plist) == "invalid offset size in the trailer")
    plist = Self.valid
    plist.referenceSize = 9
    #expect(Self.error(plist) == "invalid reference size in the trailer")
    plist = Self.valid
    plist.objectCount = 0
    #expect(Self.error(plist) == "no objects")
    plist = Self.valid
    plist.topObject = 2
    #expect(Self.error(plist) == "top object out of range")
  }

  @Test func offsetTableOutsideTheFile() {
    let message = "offset table out of range"
    for table: UInt64 in [0, 8, 1000, UInt64.max] {
      var plist = Self.valid
      plist.tableOffset = table
      #expect(Self.error(plist) == message, "table at \(table)")
    }
    // More objects than the table has room for, up to a count that would overflow a multiplication.
    for count: UInt64 in [3, 1 << 61, UInt64.max] {
      var plist = Self.valid
      plist.objectCount = count
      plist.topObject = 0
      #expect(Self.error(plist) == message, "count \(count)")
    }
  }

  @Test func objectOffsetsOutsideTheObjects() {
    // Before the end of the header, on the offset table, inside the trailer, past the end.
    for offset: UInt64 in [0, 7, 12, 20, 255] {
      var plist = Self.valid
      plist.offsets[1] = offset
      #expect(Self.error(plist) == "object offset out of range", "offset \(offset)")
    }
  }

  @Test func referencesOutOfRange() {
    #expect(Self.error(B([B.array([2]), B.ascii("k")])) == "object reference out of range")
    #expect(
      Self.error(B([B.dictionary(keys: [1], values: [200]), B.ascii("k")]))
        == "object reference out of range")
  }

  @Test func cycles() {
    let message = "a container contains itself"
    #expect(Self.error(B([B.array([0])])) == message)
    // A dictionary whose value is an array holding the dictionary again.
    #expect(Self.error(B([B.dictionary(keys: [1], values: [2]), B.ascii("k"), B.array([0])])) == message)
  }

  @Test func exponentialSharingIsRefused() {
    // Object i is an array holding object i + 1 twice: 2^60 nodes when expanded.
    var objects: [[UInt8]] = (0..<60).map { B.array([UInt8($0 + 1), UInt8($0 + 1)]) }
    objects.append(B.ascii("x"))
    #expect(Self.error(B(objects)) == "values expand far beyond the size of the file")
    // A long string referenced many times, also quadratic in memory if allowed.
    var wide = B([
      [0xAF, 0x11, 0x40, 0x00] + [UInt8](repeating: 1, count: 16_384), B.ascii(String(repeating: "x", count: 2_000)),
    ])
    wide.offsetSize = 2
    #expect(Self.error(wide) == "values expand far beyond the size of the file")
  }

  @Test func nestingBeyondTheLimit() {
    #expect(
      binaryPlistError(Hostile.deepBinaryPropertyList(depth: 511))
        == "nesting deeper than 512 levels")
    var message: String?
    let elapsed = Hostile.time { message = binaryPlistError(Hostile.deepBinaryPropertyList(depth: 100_000)) }
    #expect(message == "nesting deeper than 512 levels")
    #expect(elapsed < Hostile.timeLimit)
  }

  @Test func hugeCountsAreRefusedBeforeAllocating() {
    let message = "object data out of range"
    for marker: UInt8 in [0x4F, 0x5F, 0x6F, 0xAF, 0xDF] {
      for count in [UInt64(1 << 40), UInt64(Int64.max), UInt64.max] {
        let object = [marker, 0x13] + B.bigEndian(count, 8)
        #expect(Self.error(B([object])) == message, "marker \(marker), count \(count)")
      }
    }
    // A count just past what is left, and a string whose bytes run into the offset table.
    #expect(Self.error(B([B.array([1, 1]), [0x55, 0x61, 0x62]])) == message)
    #expect(Self.error(B([[0x5F, 0x10, 0x10] + Array("short".utf8)])) == message)
    #expect(Self.error(B([[0xDF, 0x12, 0x00]])) == message)
  }

  @Test func malformedCounts() {
    let message = "invalid count"
    #expect(Self.error(B([[0x5F, 0x51, 0x61]])) == message)  // not an integer
    #expect(Self.error(B([[0x5F, 0x14] + [UInt8](repeating: 0, count: 16)])) == message)  // 16-byte count
    #expect(Self.error(B([[0xAF]])) == message)  // the count is missing
  }

  @Test func badKeys() {
    #expect(
      Self.error(B([B.dictionary(keys: [1], values: [1]), [0x10, 1]]))
        == "dictionary key is not a string")
    // A key that is a container is refused before it is read.
    #expect(
      Self.error(B([B.dictionary(keys: [0], values: [0])])) == "dictionary key is not a string")
  }
}
