import XCStringsBase

/// Finds repeated keys among a table's entries, comparing keys by their exact UTF-8 bytes.
///
/// Byte equality is scalar equality, the same as ``ExactKey``: canonically equivalent keys
/// (`"é"` and `"e\u{301}"`) stay distinct. This open-addressing table hashed with ``ByteHash``
/// replaced a `[ExactKey: Int]` that cost a sixth of the parse time on a 190,000-entry
/// benchmark (its hasher is seeded and DoS-resistant, which local files do not need).
struct StringsKeyIndex {
  /// Part of a key's hash and its entry position side by side, so that a probe reads one
  /// cache line; eight bytes, so that the table of a 10,000-entry file (256 KB) stays in the
  /// cache while the file is read.
  private struct Slot {
    var hash: UInt32
    var entry: Int32
  }

  private var slots: [Slot]
  private var mask: Int
  private var used = 0

  /// An index sized for about `count` keys; it grows when needed.
  init(count: Int) {
    var size = 16
    while size < count * 2 { size <<= 1 }
    slots = Array(repeating: Slot(hash: 0, entry: -1), count: size)
    mask = size - 1
  }

  /// Records `key`, which is (or is about to be) `keys[position].key`, and returns the position of an earlier identical key, if any
  /// (in which case nothing is recorded, so later repeats also point at the first).
  mutating func firstPosition(of key: String, at position: Int, in keys: [StringsTable.Entry]) -> Int? {
    if used * 2 >= mask { grow() }
    // Thirty-two bits choose the slot and tell keys apart; keys probed against each other
    // already share the slot's bits, so the rest decide, and equal ones are compared by bytes.
    let hash = UInt32(truncatingIfNeeded: ByteHash.hash(key))
    let mask = self.mask
    let found: Int? = slots.withUnsafeMutableBufferPointer { slots in
      var slot = Int(hash) & mask
      while true {
        let occupant = Int(slots[slot].entry)
        if occupant < 0 {
          slots[slot] = Slot(hash: hash, entry: Int32(truncatingIfNeeded: position))
          return nil
        }
        if slots[slot].hash == hash, keys[occupant].key.isIdentical(to: key) { return occupant }
        slot = (slot + 1) & mask
      }
    }
    if found == nil { used += 1 }
    return found
  }

  /// Doubles the table, re-inserting by the stored hashes.
  private mutating func grow() {
    let old = slots
    let size = (mask + 1) * 2
    slots = Array(repeating: Slot(hash: 0, entry: -1), count: size)
    mask = size - 1
    for item in old where item.entry >= 0 {
      var slot = Int(item.hash) & mask
      while slots[slot].entry >= 0 { slot = (slot + 1) & mask }
      slots[slot] = item
    }
  }
}
