import Testing
import XCStringsTestSupport

@testable import XCStringsBase

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

  /// Values read in place through a pointer are the stored values, whatever their size and
  /// alignment (a byte, a struct of references, a 16-byte-aligned vector).
  @Test func valuesReadInPlaceMatchTheStoredOnes() {
    let bytes = KeyedList<UInt8>([("a", 1), ("b", 2), ("c", 255)])
    var seenBytes: [String: UInt8] = [:]
    bytes.forEachInPlace { key, value in seenBytes[key] = value.pointee }
    #expect(seenBytes == ["a": 1, "b": 2, "c": 255])

    struct Unit {
      var state: String
      var value: String?
    }
    let units = KeyedList<Unit>([
      ("de", Unit(state: "translated", value: "Hallo")), ("ja", Unit(state: "needs_review", value: "こんにちは")),
    ])
    var seenUnits: [String] = []
    units.forEachInPlace { key, value in seenUnits.append(key + "=" + (value.pointee.value ?? "-")) }
    #expect(seenUnits == ["de=Hallo", "ja=こんにちは"])

    let vectors = KeyedList<SIMD4<Float>>([("x", SIMD4(1, 2, 3, 4)), ("y", SIMD4(5, 6, 7, 8))])
    var seenVectors: [SIMD4<Float>] = []
    vectors.forEachInPlace { _, value in seenVectors.append(value.pointee) }
    #expect(seenVectors == [SIMD4(1, 2, 3, 4), SIMD4(5, 6, 7, 8)])
    #expect(PairKeys.withValue(vectors.pairs, at: 1) { $0.pointee } == SIMD4(5, 6, 7, 8))
  }
}

extension KeyedListTests {
  /// A list and a plain array of pairs take the same random operations (setting, replacing,
  /// removing, appending, sorting), past the size where the list starts an index and back
  /// below it, and must agree after each; copies taken along the way keep what they held.
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func agreesWithAnArrayOfPairs(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    // Few distinct keys, so that operations meet existing keys often; "é" in two forms.
    let keys = (0..<150).map { "k\($0)" } + ["é", "e\u{301}"]
    var list = KeyedList<Int>()
    var model: [(key: String, value: Int)] = []
    var snapshots: [(list: KeyedList<Int>, model: [(key: String, value: Int)])] = []
    func position(_ key: String) -> Int? { model.firstIndex { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) } }
    for step in 0..<3000 {
      let key = keys[Int.random(in: 0..<keys.count, using: &random)]
      let value = step
      switch Int.random(in: 0..<10, using: &random) {
      case 0, 1, 2:
        list[key] = value
        if let found = position(key) { model[found].value = value } else { model.append((key, value)) }
      case 3:
        list[key] = nil
        if let found = position(key) { model.remove(at: found) }
      case 4, 5:
        let existing = list.appendIfAbsent(key, value)
        #expect(existing == position(key))
        if existing == nil { model.append((key, value)) }
      case 6:
        if position(key) == nil {
          list.appendUnchecked(key, value)
          model.append((key, value))
        }
      case 7:
        if let found = position(key) {
          #expect(list.position(of: key, hint: found) == found)
          #expect(list.position(of: key, hint: Int.random(in: -1...200, using: &random)) == found)
          list.setValue(-value, at: found)
          model[found].value = -value
        } else {
          #expect(list.position(of: key, hint: 0) == nil)
        }
      case 8:
        if step % 97 == 0 {
          list.sortKeys(by: <)
          model.sort { $0.key < $1.key }
        }
      default:
        snapshots.append((list, model))
      }
      #expect(list.count == model.count)
      #expect(list[key] == position(key).map { model[$0].value })
    }
    #expect(list.keys == model.map(\.key))
    #expect(list.values == model.map(\.value))
    for key in keys { #expect(list.contains(key) == (position(key) != nil)) }
    for snapshot in snapshots {
      #expect(snapshot.list.keys == snapshot.model.map(\.key))
      #expect(snapshot.list.values == snapshot.model.map(\.value))
    }
  }

  /// Equality ignores order but not exactness, and a list emptied by removals equals a new one.
  @Test func equalityIgnoresOrderOnly() {
    var list = KeyedList<Int>([("a", 1), ("é", 2)])
    #expect(list == KeyedList([("é", 2), ("a", 1)]))
    #expect(list != KeyedList([("a", 1), ("e\u{301}", 2)]))
    #expect(list != KeyedList([("a", 1), ("é", 3)]))
    list["a"] = nil
    list["é"] = nil
    #expect(list == KeyedList<Int>())
    #expect(list.isEmpty && list.pairs.isEmpty)
    // A list whose storage is allocated but holds nothing is empty too, on either side (the
    // parallel catalog reader reserves room before it knows there are no entries).
    var reserved = KeyedList<Int>()
    reserved.reserveCapacity(4)
    #expect(reserved == KeyedList<Int>())
    #expect(KeyedList<Int>() == reserved)
  }
}
