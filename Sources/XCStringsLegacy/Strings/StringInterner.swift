import Foundation
import XCStringsBase

/// One copy of each string met again and again while the files of a table are parsed on
/// several threads: every language's file repeats the keys, and usually the comments.
///
/// A string interned here is the same object in every file that has it, so the importer
/// recognises a key by identity instead of comparing its bytes, and a parsed file it drops
/// frees no key or comment of its own. Without it, 40 languages meant 40 copies of each key
/// allocated on the parsing threads and freed on the importing one, which kept both busy in
/// the allocator. Strings are compared by exact bytes (exact scalars), as keys are.
package final class StringInterner: @unchecked Sendable {
  // Threads rarely want the same shard at once; each shard has a lock of its own.
  private static let shardBits = 6
  private let shards: [Locked<Shard>]

  package init() { shards = (0..<(1 << Self.shardBits)).map { _ in Locked(Shard()) } }

  private let orderLock = NSLock()
  private var order: (keys: [String], comments: [String?], identities: [Int32]) = ([], [], [])

  /// The keys of the first file of the table parsed whole, in its order, with the comment
  /// before each and each key's ``key(for:make:)`` identity; empty until then.
  ///
  /// The files of a table list their keys in much the same order, usually with the same
  /// comments, so a parser looks for the key (or comment) it reads next here, after the last
  /// key it found, before hashing it.
  var expected: (keys: [String], comments: [String?], identities: [Int32]) {
    orderLock.lock()
    defer { orderLock.unlock() }
    return order
  }

  /// Offers the keys and comments of a parsed file as ``expected``; the first offer is kept.
  /// Which file comes first changes only how often the guess is right, never the strings.
  ///
  /// Each of its keys (all interned, as every key a parser with an interner reads) learns its
  /// position in that order, which ``key(for:make:)`` returns: a parser that missed the key it expected picks
  /// the order up again after the key it found, wherever that is. Without this, a file lacking
  /// two keys in a row lost the order for the rest of the file; in 50,000-key files three keys
  /// in four went through the hash table.
  func offerOrder(_ entries: @autoclosure () -> [StringsTable.Entry]) {
    orderLock.lock()
    defer { orderLock.unlock() }
    guard order.keys.isEmpty else { return }
    let entries = entries()
    order = (entries.map(\.key), entries.map(\.comment), [])
    order.identities.reserveCapacity(entries.count)
    for (position, var key) in order.keys.enumerated() {
      let identity = key.withUTF8 { bytes in
        let hash = ByteHash.hash(bytes)
        let shard = shard(for: hash)
        let index = shard.value.withLock { $0.place(bytes, hash: hash >> UInt64(Self.shardBits), at: position) }
        return index.map { Self.identity(index: $0, shard: shard.number) } ?? -1
      }
      order.identities.append(identity)
    }
  }

  /// A string's identity: its index in its shard, then the shard's number in the low bits.
  /// Being dense, identities let a parser mark the keys it has seen in a small bit set instead
  /// of a hash table of its own.
  private static func identity(index: Int, shard: Int) -> Int32 {
    // Traps past two billion strings rather than hand out a clashing identity.
    Int32(index << shardBits | shard)
  }

  /// The number of distinct strings interned.
  var count: Int { shards.reduce(0) { total, shard in total + shard.withLock { $0.count } } }

  /// The number of times a string was looked up in the hash table.
  var lookups: Int { shards.reduce(0) { total, shard in total + shard.withLock { $0.lookups } } }

  private func shard(for hash: UInt64) -> (value: Locked<Shard>, number: Int) {
    let number = Int(truncatingIfNeeded: hash) & ((1 << Self.shardBits) - 1)
    return (shards[number], number)
  }

  /// The interned string whose UTF-8 is `bytes`, made by `make` (from those bytes) if it is
  /// not interned yet. A `make` that throws interns nothing.
  func string<E: Error>(
    for bytes: UnsafeBufferPointer<UInt8>, make: () throws(E) -> String
  ) throws(E) -> String {
    try key(for: bytes, make: make).string
  }

  /// The interned string whose UTF-8 is `bytes`, as ``string(for:make:)``, the position of
  /// that key in ``expected`` if it is one of them, and its identity: a number no other string
  /// interned here has. Identities are dense: below 64 times the most strings one shard
  /// holds, which for thousands of strings is close to their count.
  func key<E: Error>(
    for bytes: UnsafeBufferPointer<UInt8>, make: () throws(E) -> String
  ) throws(E) -> (string: String, position: Int?, identity: Int32) {
    let hash = ByteHash.hash(bytes)
    let shard = shard(for: hash)
    // The low bits chose the shard; the rest place the string in it.
    let (string, position, index) = try shard.value.withLock { shard throws(E) in
      try shard.string(for: bytes, hash: hash >> UInt64(Self.shardBits), make: make)
    }
    return (string, position, Self.identity(index: index, shard: shard.number))
  }

  /// Open addressing over the strings of one shard; reached under the shard's lock.
  private struct Shard {
    private var slots = [Int32](repeating: -1, count: 64)
    private var hashes: [UInt64] = []
    private var strings: [String] = []
    // Each string's position among the expected keys, or -1.
    private var positions: [Int32] = []
    private(set) var lookups = 0

    var count: Int { strings.count }

    /// The string, its expected position if it has one, and its index in this shard.
    mutating func string<E: Error>(
      for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, make: () throws(E) -> String
    ) throws(E) -> (String, Int?, Int) {
      lookups &+= 1
      let (slot, found) = find(bytes, hash: hash)
      if let index = found {
        let position = positions[index]
        return (strings[index], position >= 0 ? Int(position) : nil, index)
      }
      let string = try make()
      let index = strings.count
      slots[slot] = Int32(index)
      hashes.append(hash)
      strings.append(string)
      positions.append(-1)
      if strings.count * 2 > slots.count { grow() }
      return (string, nil, index)
    }

    /// Records `position` for the interned string with UTF-8 `bytes`, unless it has one (a
    /// key twice in the first file keeps its first position); returns the string's index, or
    /// `nil` if it is not interned.
    mutating func place(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, at position: Int) -> Int? {
      guard let index = find(bytes, hash: hash).index else { return nil }
      if positions[index] < 0 { positions[index] = Int32(truncatingIfNeeded: position) }
      return index
    }

    /// The index of the string with UTF-8 `bytes`, if interned, and the slot where the probe
    /// stopped (the empty slot it would go in otherwise).
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, index: Int?) {
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while case let index = Int(slots[slot]), index >= 0 {
        if hashes[index] == hash, strings[index].hasUTF8(bytes) { return (slot, index) }
        slot = (slot + 1) & mask
      }
      return (slot, nil)
    }

    private mutating func grow() {
      slots = [Int32](repeating: -1, count: slots.count * 2)
      let mask = slots.count - 1
      for (index, hash) in hashes.enumerated() {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
      }
    }
  }
}
