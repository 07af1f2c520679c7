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
}
