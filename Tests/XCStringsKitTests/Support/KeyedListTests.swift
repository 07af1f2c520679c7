import Testing
@testable import XCStringsKit

@Suite("KeyedList")
struct KeyedListTests {
  @Test func keysAreExactAndKeepInsertionOrder() {
    var list = KeyedList<Int>()
    list["e\u{301}"] = 1
    list["é"] = 2
    list["a"] = 3
    list["é"] = 4
    #expect(list.keys == ["e\u{301}", "é", "a"])
    #expect(list["é"] == 4 && list["e\u{301}"] == 1)
    list["e\u{301}"] = nil
    #expect(list.keys == ["é", "a"])
  }

  @Test func pairKeysAreReadInPlace() {
    // Values with references, long keys (stored out of line) and short ones (inline).
    let long = String(repeating: "long key ", count: 4)
    let first: [(key: String, value: Localization)] = [
      ("de", .unit("Wert")), (long, .unit("Other")), ("zh-Hans", Localization(variations: Variations())),
    ]
    let same: [(key: String, value: [Int])] = [("de", [1]), (String(repeating: "long key ", count: 4), []), ("zh-Hans", [2])]
    let different: [(key: String, value: [Int])] = [("de", [1]), (long, []), ("zh-Hant", [2])]
    #expect(PairKeys.match(first, same))
    #expect(!PairKeys.match(first, different))
    #expect(!PairKeys.match(first, Array(same.dropLast())))
    var keys: [String] = []
    PairKeys.forEach(first) { keys.append($0) }
    #expect(keys == ["de", long, "zh-Hans"])
  }

  /// Values read in place through a pointer are the stored values, whatever their size and
  /// alignment (a byte, a struct of references, a 16-byte-aligned vector).
  @Test func valuesReadInPlaceMatchTheStoredOnes() {
    let bytes = KeyedList<UInt8>([("a", 1), ("b", 2), ("c", 255)])
    var seenBytes: [String: UInt8] = [:]
    bytes.forEachInPlace { key, value in seenBytes[key] = value.pointee }
    #expect(seenBytes == ["a": 1, "b": 2, "c": 255])

    let units = KeyedList<Localization>([
      ("de", Localization(stringUnit: StringUnit(state: .translated, value: "Hallo"))),
      ("ja", Localization(stringUnit: StringUnit(state: .needsReview, value: "こんにちは"))),
    ])
    var seenUnits: [String] = []
    units.forEachInPlace { key, value in seenUnits.append(key + "=" + (value.pointee.stringUnit?.value ?? "-")) }
    #expect(seenUnits == ["de=Hallo", "ja=こんにちは"])

    let vectors = KeyedList<SIMD4<Float>>([("x", SIMD4(1, 2, 3, 4)), ("y", SIMD4(5, 6, 7, 8))])
    var seenVectors: [SIMD4<Float>] = []
    vectors.forEachInPlace { _, value in seenVectors.append(value.pointee) }
    #expect(seenVectors == [SIMD4(1, 2, 3, 4), SIMD4(5, 6, 7, 8)])
    #expect(PairKeys.withValue(vectors.pairs, at: 1) { $0.pointee } == SIMD4(5, 6, 7, 8))
  }
}

extension KeyedListTests {
  @Test func pairsAreVisitedInPlaceInAGivenOrder() {
    let long = String(repeating: "a long key, stored out of line ", count: 2)
    let list = KeyedList<[String]>([("b", ["B"]), (long, ["L", "M"]), ("a", [])])
    var visited: [String] = []
    PairKeys.forEach(list.pairs, in: [2, 0, 1, 0]) { key, value in
      visited.append("\(key)=\(value.pointee.joined(separator: "+"))")
    }
    #expect(visited == ["a=", "b=B", "\(long)=L+M", "b=B"])
  }

  @Test func keysAreComparedExactlyAndInOrder() {
    let list = KeyedList<Int>([("é", 1), ("b", 2)])
    #expect(PairKeys.keys(of: list.pairs, areIdenticalTo: ["é", "b"]))
    // Canonically equivalent is not identical.
    #expect(!PairKeys.keys(of: list.pairs, areIdenticalTo: ["e\u{301}", "b"]))
    #expect(!PairKeys.keys(of: list.pairs, areIdenticalTo: ["b", "é"]))
    #expect(!PairKeys.keys(of: list.pairs, areIdenticalTo: ["é"]))
    #expect(PairKeys.keys(of: KeyedList<Int>().pairs, areIdenticalTo: []))
  }
}
