/// An insertion-ordered map from strings to values whose keys compare by exact Unicode scalars.
///
/// The catalog model uses it for every JSON object (catalog keys, languages, plural categories,
/// substitution names) so that keys that are canonically equivalent but not identical stay
/// distinct, and so that the order a file was read in is kept until the writer sorts.
///
/// Storage is one copy-on-write reference, absent while the list is empty: model values that
/// hold several lists (most of them empty `unknownFields`) stay cheap to copy.
public struct KeyedList<Value>: Sequence {
  private final class Storage: @unchecked Sendable {
    // Exclusive access is the list's job: it mutates only storage it holds uniquely (copy on
    // write) and never overlaps two accesses to one property. The runtime check the compiler
    // adds to every access of a class's stored property was a tenth of the importer's time.
    @exclusivity(unchecked) var pairs: [(key: String, value: Value)]
    // Most objects in a catalog hold a few dozen keys at most (languages, plural forms), where
    // a linear scan costs less than hashing and an index would add a dictionary per object;
    // the index exists only once a list grows past `indexThreshold`.
    @exclusivity(unchecked) var index: [ExactKey: Int]

    init(pairs: [(key: String, value: Value)], index: [ExactKey: Int]) {
      self.pairs = pairs
      self.index = index
    }
  }

  private var storage: Storage?
  private static var indexThreshold: Int { 64 }

  /// An empty list.
  public init() { storage = nil }

  /// A list of pairs; a later duplicate key replaces the earlier value in place.
  public init(_ pairs: [(String, Value)]) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// The stored pairs in insertion order.
  public var pairs: [(key: String, value: Value)] { storage?.pairs ?? [] }
  /// The number of keys.
  public var count: Int { storage?.pairs.count ?? 0 }
  /// Whether the list has no keys.
  public var isEmpty: Bool { count == 0 }
  /// The keys in insertion order.
  public var keys: [String] { PairKeys.keys(of: pairs) }
  /// The values in insertion order.
  public var values: [Value] { pairs.map(\.value) }

  /// The value for a key (exact scalar match), or `nil`; assigning `nil` removes the key.
  public subscript(key: String) -> Value? {
    get {
      guard let storage, let position = Self.position(of: key, in: storage) else { return nil }
      return storage.pairs[position].value
    }
    set {
      if let newValue {
        let storage = uniqueStorage()
        if let position = Self.position(of: key, in: storage) {
          storage.pairs[position].value = newValue
        } else {
          Self.append(key, newValue, to: storage)
        }
      } else if let current = self.storage, let position = Self.position(of: key, in: current) {
        let storage = uniqueStorage()
        storage.pairs.remove(at: position)
        storage.index = [:]
        if storage.pairs.count > Self.indexThreshold { Self.rebuildIndex(storage) }
        if storage.pairs.isEmpty { self.storage = nil }
      }
    }
  }

  /// Appends a pair whose key the caller has just checked is absent (one search instead of
  /// the two that `contains` followed by the subscript would make).
  mutating func appendUnchecked(_ key: consuming String, _ value: consuming Value) {
    // Consumed, not borrowed: the pair is built from the caller's values without a copy
    // (and a retain of everything a localization holds) per append.
    Self.append(key, value, to: uniqueStorage())
  }

  /// Appends the pair unless the key is already present, and returns the present key's
  /// position (then nothing changes) or `nil`: one search, where `contains` followed by an
  /// insertion makes two.
  mutating func appendIfAbsent(_ key: String, _ value: Value) -> Int? {
    let storage = uniqueStorage()
    let count = storage.pairs.count
    guard count > Self.indexThreshold else {
      if let position = Self.position(of: key, in: storage) { return position }
      Self.append(key, value, to: storage)
      return nil
    }
    // One probe: the default is inserted if absent, then replaced by the new position.
    var existing: Int?
    func settle(_ slot: inout Int) {
      if slot < 0 { slot = count } else { existing = slot }
    }
    settle(&storage.index[ExactKey(key), default: -1])
    if existing == nil { storage.pairs.append((key, value)) }
    return existing
  }

  /// Replaces the value at a position returned by ``position(of:hint:)`` or ``appendIfAbsent(_:_:)``.
  mutating func setValue(_ value: Value, at position: Int) {
    uniqueStorage().pairs[position].value = value
  }

  /// Appends a pair known to be new, indexing it once the list is past the threshold.
  private static func append(_ key: consuming String, _ value: consuming Value, to storage: Storage) {
    guard storage.pairs.count >= indexThreshold else {
      storage.pairs.append((key, value))
      return
    }
    let indexKey = ExactKey(copy key)
    storage.pairs.append((key, value))
    if storage.index.isEmpty {
      rebuildIndex(storage)
    } else {
      storage.index[indexKey] = storage.pairs.count - 1
    }
  }

  /// The position of `key`, trying `hint` first: callers that walk several lists holding the
  /// same keys in the same order (one table per language) find each key with one comparison
  /// instead of a hash lookup.
  func position(of key: String, hint: Int) -> Int? {
    guard let storage else { return nil }
    if hint >= 0, hint < storage.pairs.count, storage.pairs[hint].key.isIdentical(to: key) { return hint }
    return Self.position(of: key, in: storage)
  }

  /// The value at a position returned by ``position(of:hint:)``.
  func value(at position: Int) -> Value {
    storage!.pairs[position].value
  }

  /// Calls `body` with the value at a position, read in place rather than copied out.
  func withValue<Result>(at position: Int, _ body: (borrowing Value) -> Result) -> Result {
    body(storage!.pairs[position].value)
  }

  /// Reserves room for `count` pairs.
  mutating func reserveCapacity(_ count: Int) {
    uniqueStorage().pairs.reserveCapacity(count)
  }

  private mutating func uniqueStorage() -> Storage {
    // Check before binding: a local strong reference would make the storage look shared and
    // force a full copy on every mutation.
    if isKnownUniquelyReferenced(&storage), let storage { return storage }
    let copy = Storage(pairs: storage?.pairs ?? [], index: storage?.index ?? [:])
    storage = copy
    return copy
  }

  private static func position(of key: String, in storage: Storage) -> Int? {
    if storage.pairs.count > indexThreshold { return storage.index[ExactKey(key)] }
    return storage.pairs.firstIndex { $0.key.isIdentical(to: key) }
  }

  private static func rebuildIndex(_ storage: Storage) {
    // Sized for the room reserved in `pairs`, so that a list filled after `reserveCapacity`
    // never rehashes its index.
    var index = [ExactKey: Int](minimumCapacity: Swift.max(storage.pairs.count, storage.pairs.capacity))
    for (position, pair) in storage.pairs.enumerated() { index[ExactKey(pair.key)] = position }
    storage.index = index
  }

  /// Whether the list holds the key (exact scalar match).
  public func contains(_ key: String) -> Bool {
    guard let storage else { return false }
    return Self.position(of: key, in: storage) != nil
  }

  /// Iterates the pairs in insertion order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
    pairs.makeIterator()
  }

  /// Calls `body` with each key and a pointer to its value, read in place rather than copied
  /// (the pointer is valid only during the call).
  public func forEachInPlace(_ body: (String, UnsafePointer<Value>) -> Void) {
    PairKeys.forEach(pairs, body)
  }

  /// Reorders the pairs with a comparator on keys.
  public mutating func sortKeys(by areInIncreasingOrder: (String, String) -> Bool) {
    guard self.storage != nil else { return }
    let storage = uniqueStorage()
    storage.pairs.sort { areInIncreasingOrder($0.key, $1.key) }
    if storage.pairs.count > Self.indexThreshold { Self.rebuildIndex(storage) }
  }
}

extension KeyedList: Sendable where Value: Sendable {}

extension KeyedList: Equatable where Value: Equatable {
  /// Two lists are equal when they hold the same keys (exactly) with equal values, in any order.
  public static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.storage === rhs.storage { return true }
    for (key, value) in lhs.pairs {
      guard let other = rhs[key], other == value else { return false }
    }
    return true
  }
}

extension KeyedList: ExpressibleByDictionaryLiteral {
  /// A list from a literal, in the literal's order.
  public init(dictionaryLiteral elements: (String, Value)...) {
    self.init(elements)
  }
}

/// The keys of pair lists, read in place: `pairs[i].key` (and `pointee.key`) copies the
/// whole pair, a localization with several references, just to read its key. A pair is a
/// tuple whose first element, the key, sits at its start.
enum PairKeys {
  @inline(__always)
  private static func key<A>(_ base: UnsafePointer<(key: String, value: A)>, _ index: Int) -> String {
    UnsafeRawPointer(base + index).load(as: String.self)
  }

  /// Whether two lists have identical keys at every position.
  static func match<A, B>(_ lhs: [(key: String, value: A)], _ rhs: [(key: String, value: B)]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.withUnsafeBufferPointer { a in
      rhs.withUnsafeBufferPointer { b in
        for index in 0..<a.count where !key(a.baseAddress!, index).isIdentical(to: key(b.baseAddress!, index)) {
          return false
        }
        return true
      }
    }
  }

  /// Calls `body` with each key and a pointer to its value, in order, reading both in place.
  ///
  /// `pairs[i].key` and `pairs[i].value` copy the whole pair (retaining every reference the
  /// value holds) before taking one part; a large catalog has hundreds of thousands of pairs.
  /// A tuple is laid out like a struct with its elements in order, so the value follows the
  /// key at the key's size rounded up to the value's alignment.
  static func forEach<A>(_ pairs: [(key: String, value: A)], _ body: (String, UnsafePointer<A>) -> Void) {
    pairs.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in 0..<buffer.count {
        let pair = UnsafeRawPointer(base + index)
        body(pair.load(as: String.self), (pair + valueOffset(A.self)).assumingMemoryBound(to: A.self))
      }
    }
  }

  /// Calls `body` with the key and a pointer to the value of each pair at the positions in
  /// `order`, reading both in place.
  static func forEach<A>(
    _ pairs: [(key: String, value: A)], in order: some Sequence<Int>, _ body: (String, UnsafePointer<A>) throws -> Void
  ) rethrows {
    try pairs.withUnsafeBufferPointer { buffer in
      for index in order {
        precondition(index >= 0 && index < buffer.count, "pair index out of range")
        let pair = UnsafeRawPointer(buffer.baseAddress! + index)
        try body(pair.load(as: String.self), (pair + valueOffset(A.self)).assumingMemoryBound(to: A.self))
      }
    }
  }

  /// The pairs' keys in order, read in place (`pairs.map(\.key)` copies each whole pair).
  static func keys<A>(of pairs: [(key: String, value: A)]) -> [String] {
    var keys: [String] = []
    keys.reserveCapacity(pairs.count)
    forEach(pairs) { keys.append($0) }
    return keys
  }

  /// Whether the pairs' keys are, in order, exactly `keys`.
  static func keys<A>(of pairs: [(key: String, value: A)], areIdenticalTo keys: [String]) -> Bool {
    guard pairs.count == keys.count else { return false }
    return pairs.withUnsafeBufferPointer { buffer in
      for index in 0..<buffer.count where !key(buffer.baseAddress!, index).isIdentical(to: keys[index]) { return false }
      return true
    }
  }

  /// Calls `body` with a pointer to the value at `index`, read in place (see the `forEach` that passes values).
  static func withValue<A, Result>(
    _ pairs: [(key: String, value: A)], at index: Int, _ body: (UnsafePointer<A>) -> Result
  ) -> Result {
    pairs.withUnsafeBufferPointer { buffer in
      precondition(index >= 0 && index < buffer.count, "pair index out of range")
      let pair = UnsafeRawPointer(buffer.baseAddress! + index)
      return body((pair + valueOffset(A.self)).assumingMemoryBound(to: A.self))
    }
  }

  /// Where a pair's value starts: after the key, at the value's alignment.
  @inline(__always)
  private static func valueOffset<A>(_: A.Type) -> Int {
    (MemoryLayout<String>.size + MemoryLayout<A>.alignment - 1) / MemoryLayout<A>.alignment * MemoryLayout<A>.alignment
  }

  /// The position of `key`, trying `hint` first, with keys compared in place (a list's own
  /// lookup copies each pair it passes, and so retains its value).
  static func position<A>(of key: String, in pairs: [(key: String, value: A)], hint: Int) -> Int? {
    pairs.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      if hint >= 0, hint < buffer.count, Self.key(base, hint).isIdentical(to: key) { return hint }
      for index in 0..<buffer.count where Self.key(base, index).isIdentical(to: key) { return index }
      return nil
    }
  }

  /// Calls `body` with each key in order.
  static func forEach<A>(_ pairs: [(key: String, value: A)], _ body: (String) -> Void) {
    pairs.withUnsafeBufferPointer { buffer in
      for index in 0..<buffer.count { body(key(buffer.baseAddress!, index)) }
    }
  }
}
