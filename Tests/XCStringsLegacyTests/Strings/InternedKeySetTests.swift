import Testing

@testable import XCStringsLegacy

@Suite("interned key set")
struct InternedKeySetTests {
  /// Feeds identities as entries 0, 1, 2…; returns what each call answered.
  static func answers(_ identities: [Int32]) -> [Int?] {
    var set = InternedKeySet(count: 4)
    return identities.enumerated().map { set.firstPosition(ofIdentity: $1, at: $0) }
  }

  @Test func newIdentitiesAnswerNil() {
    #expect(Self.answers([5, 0, 63, 64, 1_000_000, 2]) == [nil, nil, nil, nil, nil, nil])
  }

  /// Neighbouring identities share a word of the bit set without being taken for each other.
  @Test func repeatsNameTheFirstEntry() {
    #expect(Self.answers([64, 63, 65, 63, 64, 130, 65, 64]) == [nil, nil, nil, 1, 0, nil, 2, 0])
  }

  /// Keys first met after the first repeat are found as well as those met before it.
  @Test func keysAfterTheFirstRepeatAreRecorded() {
    #expect(Self.answers([7, 7, 9, 3, 9, 3, 7]) == [nil, 0, nil, nil, 2, 3, 0])
  }

  /// A set grown from one word to thousands keeps the bits it had.
  @Test func growthKeepsWhatWasSeen() {
    let rising = (0..<5000).map { Int32($0 * 13) }
    let answers = Self.answers(rising + rising.reversed())
    #expect(answers[..<5000].allSatisfy { $0 == nil })
    #expect(Array(answers[5000...]) == (0..<5000).reversed().map { $0 })
  }
}
