/// Finds repeated keys among a file's entries when its keys are interned, by their interner
/// identities (``StringInterner/key(for:make:)``): equal identities are equal bytes.
///
/// Identities are dense, so a bit set of a few kilobytes records the keys seen. The hash table
/// that ``StringsKeyIndex`` keeps instead took 16 bytes a slot at half load when this set
/// replaced it here: 4 MB for a 50,000-key file, read at a random place for every key. Out of
/// the cache, those reads were four fifths of the time spent in the parser's entry loop on
/// 50,000-key files, against a thirtieth of it on 5,000-key ones. Repeats are rare: the first one builds a dictionary
/// from the keys seen so far to name the earlier entry, and later keys go into it too.
struct InternedKeySet {
  private var seen: [UInt64] = []
  /// The identity of each entry's key, in file order, until the first repeat.
  private var identities: [Int32] = []
  /// The position of the first entry with each identity, once a repeat has been met.
  private var positions: [Int32: Int]?

  /// A set for a file of about `count` entries.
  init(count: Int) { identities.reserveCapacity(count) }

  /// Records the key with `identity` (non-negative) at entry `position`, the next one, and
  /// returns the position of an earlier entry with the same key, if any (later repeats also
  /// point at the first).
  mutating func firstPosition(ofIdentity identity: Int32, at position: Int) -> Int? {
    precondition(identity >= 0, "a key without an interner identity")
    assert(positions != nil || position == identities.count, "entries must be recorded in order")
    let word = Int(identity) >> 6
    let bit = UInt64(1) << UInt64(identity & 63)
    if word >= seen.count {
      // At least doubles, so a file whose keys arrive in rising identities (the first file of
      // a table) copies the set a logarithmic number of times.
      seen.append(contentsOf: repeatElement(0, count: max(word + 1, seen.count * 2) - seen.count))
    }
    let isNew = seen[word] & bit == 0
    seen[word] |= bit
    if var known = positions.take() {
      defer { positions = known }
      if isNew { known[identity] = position }
      return isNew ? nil : known[identity]
    }
    if isNew {
      identities.append(identity)
      return nil
    }
    var known = [Int32: Int](minimumCapacity: identities.count)
    for (index, earlier) in identities.enumerated() { known[earlier] = index }
    identities = []
    positions = known
    return known[identity]
  }
}
