import Testing

@testable import XCStringsBase

@Suite("PairKeys")
struct PairKeysTests {
  @Test func pairKeysAreReadInPlace() {
    // Values with references, long keys (stored out of line) and short ones (inline).
    let long = String(repeating: "long key ", count: 4)
    let first: [(key: String, value: [String: [String]])] = [
      ("de", ["de": ["Wert"]]), (long, ["en": ["Other"]]), ("zh-Hans", [:]),
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
