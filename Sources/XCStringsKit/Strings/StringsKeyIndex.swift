#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds repeated keys among a table's entries, comparing keys by their exact UTF-8 bytes.
///
/// Byte equality is scalar equality, the same as ``ExactKey``: canonically equivalent keys
/// (`"é"` and `"e\u{301}"`) stay distinct. This open-addressing table with ``ByteHash`` replaced a `[ExactKey: Int]` that cost a sixth of the parse time on
/// a 190,000-entry benchmark (its hasher is seeded and DoS-resistant, which local files do not
/// need).
struct StringsKeyIndex {
  private var slotHashes: [UInt64]
  private var slotEntries: [Int]
  private var mask: Int
  private var used = 0

  /// An index sized for about `count` keys; it grows when needed.
  init(count: Int) {
    var size = 16
    while size < count * 2 { size <<= 1 }
    slotHashes = Array(repeating: 0, count: size)
    slotEntries = Array(repeating: -1, count: size)
    mask = size - 1
  }

  /// Records `key`, which is (or is about to be) `keys[position].key`, and returns the position of an earlier identical key, if any
  /// (in which case nothing is recorded, so later repeats also point at the first).
  mutating func firstPosition(of key: String, at position: Int, in keys: [StringsTable.Entry]) -> Int? {
    if used * 2 >= mask { grow() }
    let hash = Self.hash(key)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let occupant = slotEntries[slot]
      if occupant < 0 {
        slotEntries[slot] = position
        slotHashes[slot] = hash
        used += 1
        return nil
      }
      if slotHashes[slot] == hash, Self.identical(keys[occupant].key, key) { return occupant }
      slot = (slot + 1) & mask
    }
  }

  /// Doubles the table, re-inserting by the stored hashes.
  private mutating func grow() {
    let oldHashes = slotHashes
    let oldEntries = slotEntries
    let size = (mask + 1) * 2
    slotHashes = Array(repeating: 0, count: size)
    slotEntries = Array(repeating: -1, count: size)
    mask = size - 1
    for (hash, entry) in zip(oldHashes, oldEntries) where entry >= 0 {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slotEntries[slot] >= 0 { slot = (slot + 1) & mask }
      slotEntries[slot] = entry
      slotHashes[slot] = hash
    }
  }

  private static func identical(_ lhs: String, _ rhs: String) -> Bool {
    let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
      rhs.utf8.withContiguousStorageIfAvailable { right in
        left.count == right.count
          && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
      }
    }
    return (fast ?? nil) ?? lhs.isIdentical(to: rhs)
  }

  private static func hash(_ string: String) -> UInt64 {
    if let hash = string.utf8.withContiguousStorageIfAvailable(ByteHash.hash) { return hash }
    return Array(string.utf8).withUnsafeBufferPointer(ByteHash.hash)
  }
}
