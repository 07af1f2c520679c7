import Foundation

/// One copy of each string met again and again while the files of a table are parsed on
/// several threads: every language's file repeats the keys, and usually the comments.
///
/// A string interned here is the same object in every file that has it, so the importer
/// recognises a key by identity instead of comparing its bytes, and a parsed file it drops
/// frees no key or comment of its own. Without it, 40 languages meant 40 copies of each key
/// allocated on the parsing threads and freed on the importing one, which kept both busy in
/// the allocator. Strings are compared by exact bytes (exact scalars), as keys are.
final class StringInterner: @unchecked Sendable {
  // Threads rarely want the same shard at once; each shard has a lock of its own.
  private static let shardBits = 6
  // Unmanaged, so that reaching a shard does not retain and release it: its reference count
  // would be one more cache line that every parsing thread writes.
  private let shards: [Unmanaged<Shard>]

  init() { shards = (0..<(1 << Self.shardBits)).map { _ in Unmanaged.passRetained(Shard()) } }

  deinit { for shard in shards { shard.release() } }

  private let orderLock = NSLock()
  private var order: (keys: [String], comments: [String?]) = ([], [])

  /// The keys of the first file of the table parsed whole, in its order, with the comment
  /// before each; empty until then.
  ///
  /// The files of a table list their keys in much the same order, usually with the same
  /// comments, so a parser looks for the key (or comment) it reads next here, after the last
  /// key it found, before hashing it.
  var expected: (keys: [String], comments: [String?]) {
    orderLock.lock()
    defer { orderLock.unlock() }
    return order
  }

  /// Offers the keys and comments of a parsed file as ``expected``; the first offer is kept.
  /// Which file comes first changes only how often the guess is right, never the strings.
  func offerOrder(_ entries: @autoclosure () -> [StringsTable.Entry]) {
    orderLock.lock()
    defer { orderLock.unlock() }
    guard order.keys.isEmpty else { return }
    let entries = entries()
    order = (entries.map(\.key), entries.map(\.comment))
  }

  /// The number of distinct strings interned.
  var count: Int { shards.reduce(0) { $0 + $1.takeUnretainedValue().count } }

  /// The interned string whose UTF-8 is `bytes`, made by `make` (from those bytes) if it is
  /// not interned yet. A `make` that throws interns nothing.
  func string<E: Error>(
    for bytes: UnsafeBufferPointer<UInt8>, make: () throws(E) -> String
  ) throws(E) -> String {
    let hash = ByteHash.hash(bytes)
    let outcome = shards[Int(truncatingIfNeeded: hash) & ((1 << Self.shardBits) - 1)]._withUnsafeGuaranteedRef {
      shard -> Result<String, E> in
      shard.lock.lock()
      defer { shard.lock.unlock() }
      // The low bits chose the shard; the rest place the string in it.
      return Result { () throws(E) in try shard.string(for: bytes, hash: hash >> UInt64(Self.shardBits), make: make) }
    }
    return try outcome.get()
  }

  /// Open addressing over the strings of one shard; used with its lock held.
  private final class Shard {
    let lock = NSLock()
    // The lock keeps accesses exclusive; the run-time exclusivity checks of class properties
    // took a third of the time spent interning.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 64)
    @exclusivity(unchecked) private var hashes: [UInt64] = []
    @exclusivity(unchecked) private var strings: [String] = []

    var count: Int {
      lock.lock()
      defer { lock.unlock() }
      return strings.count
    }

    func string<E: Error>(
      for bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, make: () throws(E) -> String
    ) throws(E) -> String {
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while case let index = Int(slots[slot]), index >= 0 {
        if hashes[index] == hash, strings[index].hasUTF8(bytes) { return strings[index] }
        slot = (slot + 1) & mask
      }
      let string = try make()
      slots[slot] = Int32(strings.count)
      hashes.append(hash)
      strings.append(string)
      if strings.count * 2 > slots.count { grow() }
      return string
    }

    private func grow() {
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
