/// An insertion-ordered map from strings to values whose keys compare by exact Unicode scalars.
///
/// The catalog model uses it for every JSON object (catalog keys, languages, plural categories,
/// substitution names) so that keys that are canonically equivalent but not identical stay
/// distinct, and so that the order a file was read in is kept until the writer sorts.
///
/// Storage is one copy-on-write reference, absent while the list is empty: model values that
/// hold several lists (most of them empty `unknownFields`) stay cheap to copy.
public struct KeyedList<Value>: Sequence {
  /// The pairs in order and, once there are more than `indexThreshold` of them, each key's
  /// position.
  @usableFromInline
  struct Contents {
    @usableFromInline
    var pairs: [(key: String, value: Value)] = []
    // Most objects in a catalog hold a few dozen keys at most (languages, plural forms), where
    // a linear scan costs less than hashing and an index would add a dictionary per object.
    @usableFromInline
    var index: [ExactKey: Int] = [:]

    @inlinable
    init() {}

    @inlinable
    func position(of key: String) -> Int? {
      if pairs.count > indexThreshold { return index[ExactKey(key)] }
      return PairKeys.position(of: key, in: pairs, hint: -1)
    }

    /// Appends a pair known to be new, indexing it once the list is past the threshold.
    @inlinable
    mutating func append(_ key: consuming String, _ value: consuming Value) {
      guard pairs.count >= indexThreshold else {
        pairs.append((key, value))
        return
      }
      let indexKey = ExactKey(copy key)
      pairs.append((key, value))
      if index.isEmpty {
        rebuildIndex()
      } else {
        index[indexKey] = pairs.count - 1
      }
    }

    @inlinable
    mutating func set(_ key: String, _ value: Value) {
      if let position = position(of: key) {
        pairs[position].value = value
      } else {
        append(key, value)
      }
    }

    /// Removes a pair; returns whether none is left.
    @inlinable
    mutating func remove(at position: Int) -> Bool {
      pairs.remove(at: position)
      index = [:]
      if pairs.count > indexThreshold { rebuildIndex() }
      return pairs.isEmpty
    }

    @inlinable
    mutating func appendIfAbsent(_ key: String, _ value: Value) -> Int? {
      let count = pairs.count
      guard count > indexThreshold else {
        if let position = position(of: key) { return position }
        append(key, value)
        return nil
      }
      // One probe: the default is inserted if absent, then replaced by the new position.
      var existing: Int?
      func settle(_ slot: inout Int) {
        if slot < 0 { slot = count } else { existing = slot }
      }
      settle(&index[ExactKey(key), default: -1])
      if existing == nil { pairs.append((key, value)) }
      return existing
    }

    @inlinable
    func value(for key: String) -> Value? {
      position(of: key).map { pairs[$0].value }
    }

    @inlinable
    func position(of key: String, hint: Int) -> Int? {
      if pairs.count > indexThreshold {
        return PairKeys.key(at: hint, of: pairs, isIdenticalTo: key) ? hint : index[ExactKey(key)]
      }
      return PairKeys.position(of: key, in: pairs, hint: hint)
    }

    @inlinable
    mutating func sort(by areInIncreasingOrder: (String, String) -> Bool) {
      pairs.sort { areInIncreasingOrder($0.key, $1.key) }
      if pairs.count > indexThreshold { rebuildIndex() }
    }

    @inlinable
    mutating func rebuildIndex() {
      // Sized for the room reserved in `pairs`, so that a list filled after `reserveCapacity`
      // never rehashes its index.
      var index = [ExactKey: Int](minimumCapacity: Swift.max(pairs.count, pairs.capacity))
      for (position, pair) in pairs.enumerated() { index[ExactKey(pair.key)] = position }
      self.index = index
    }
  }

  // The contents are the header of a `ManagedBuffer` (with no elements), reached through the
  // buffer's pointer to it: the standard library's way to build a copy-on-write type. In a
  // class's stored property they would be checked for exclusive access at run time, on every
  // access (Support/README.md has the cost). No access overlaps another: the list writes only
  // storage it holds uniquely (``uniqueStorage()``), one call at a time, and storage that
  // other lists or threads can see is only read.
  @usableFromInline
  typealias Storage = ManagedBuffer<Contents, Never>
  @usableFromInline
  var storage: Storage?
  @inlinable
  static var indexThreshold: Int { 64 }

  /// An empty list.
  @inlinable
  public init() { storage = nil }

  /// A list of pairs; a later duplicate key replaces the earlier value in place.
  @inlinable
  package init(_ pairs: [(String, Value)]) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// Reads the contents, or returns `empty` when there are none.
  @inline(__always)
  @inlinable
  func read<Result>(or empty: Result, _ body: (borrowing Contents) -> Result) -> Result {
    // Called through the optional in place: binding the storage to a constant retained it.
    storage?.withUnsafeMutablePointerToHeader { body($0.pointee) } ?? empty
  }

  /// Changes the contents, copying them first unless this list is their only holder.
  @inline(__always)
  @inlinable
  mutating func change<Result>(_ body: (inout Contents) -> Result) -> Result {
    uniqueStorage().withUnsafeMutablePointerToHeader { body(&$0.pointee) }
  }

  /// The stored pairs in insertion order.
  @inlinable
  package var pairs: [(key: String, value: Value)] { read(or: []) { $0.pairs } }
  /// The number of keys.
  @inlinable
  public var count: Int { read(or: 0) { $0.pairs.count } }
  /// Whether the list has no keys.
  @inlinable
  public var isEmpty: Bool { count == 0 }
  /// The keys in insertion order.
  @inlinable
  public var keys: [String] { PairKeys.keys(of: pairs) }
  /// The values in insertion order.
  @inlinable
  public var values: [Value] { pairs.map(\.value) }

  /// The value for a key (exact scalar match), or `nil`; assigning `nil` removes the key.
  @inlinable
  public subscript(key: String) -> Value? {
    get { read(or: nil) { $0.value(for: key) } }
    set {
      if let newValue {
        change { $0.set(key, newValue) }
      } else if let position = read(or: nil, { $0.position(of: key) }) {
        if change({ $0.remove(at: position) }) { storage = nil }
      }
    }
  }

  /// Appends a pair whose key the caller has just checked is absent (one search instead of
  /// the two that `contains` followed by the subscript would make).
  @inlinable
  package mutating func appendUnchecked(_ key: consuming String, _ value: consuming Value) {
    // Consumed, not borrowed: the pair is built from the caller's values without a copy
    // (and a retain of everything a localization holds) per append.
    var pair = Optional((key, value))
    change { contents in
      let (key, value) = pair.take()!
      contents.append(key, value)
    }
  }

  /// Appends the pair unless the key is already present, and returns the present key's
  /// position (then nothing changes) or `nil`: one search, where `contains` followed by an
  /// insertion makes two.
  @inlinable
  package mutating func appendIfAbsent(_ key: String, _ value: Value) -> Int? {
    change { $0.appendIfAbsent(key, value) }
  }

  /// Replaces the value at a position returned by ``position(of:hint:)`` or ``appendIfAbsent(_:_:)``.
  @inlinable
  package mutating func setValue(_ value: Value, at position: Int) {
    change { $0.pairs[position].value = value }
  }

  /// The value at a position returned by ``position(of:hint:)``.
  @inlinable
  package func value(at position: Int) -> Value {
    read(or: nil) { $0.pairs[position].value }!
  }

  /// Calls `body` with the value at a position, read in place rather than copied out.
  @inlinable
  package func withValue<Result>(at position: Int, _ body: (borrowing Value) -> Result) -> Result {
    storage!.withUnsafeMutablePointerToHeader { body($0.pointee.pairs[position].value) }
  }

  /// Reserves room for `count` pairs.
  @inlinable
  package mutating func reserveCapacity(_ count: Int) {
    change { $0.pairs.reserveCapacity(count) }
  }

  @inlinable
  mutating func uniqueStorage() -> Storage {
    // Check before binding: a local strong reference would make the storage look shared and
    // force a full copy on every mutation.
    if isKnownUniquelyReferenced(&storage), let storage { return storage }
    let contents = read(or: Contents()) { copy $0 }
    let copy = Storage.create(minimumCapacity: 0) { _ in contents }
    storage = copy
    return copy
  }

  /// Whether the list holds the key (exact scalar match).
  @inlinable
  public func contains(_ key: String) -> Bool {
    read(or: false) { $0.position(of: key) != nil }
  }

  /// Iterates the pairs in insertion order.
  @inlinable
  public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
    pairs.makeIterator()
  }

  /// Reorders the pairs with a comparator on keys.
  @inlinable
  package mutating func sortKeys(by areInIncreasingOrder: (String, String) -> Bool) {
    guard storage != nil else { return }
    change { $0.sort(by: areInIncreasingOrder) }
  }
}

// A list shares its storage only to read it (see `storage`), so it is as sendable as its values.
extension KeyedList: @unchecked Sendable where Value: Sendable {}

extension KeyedList: Equatable where Value: Equatable {
  /// Two lists are equal when they hold the same keys (exactly) with equal values, in any order.
  @inlinable
  public static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
    guard lhs.count == rhs.count else { return false }
    // Two empty lists are equal, whether or not either has allocated its storage.
    if lhs.storage === rhs.storage || lhs.count == 0 { return true }
    // Read in place, each key looked for first at its own position: two versions of a list
    // (one catalog's languages, read from two files) mostly hold their keys in one order, and
    // a search of each key from the start made comparing two 40-language entries quadratic
    // (a tenth of a merge's instructions).
    return lhs.read(or: true) { left in
      rhs.read(or: false) { right in
        for index in left.pairs.indices {
          guard let position = right.position(of: left.pairs[index].key, hint: index),
            right.pairs[position].value == left.pairs[index].value
          else { return false }
        }
        return true
      }
    }
  }
}

extension KeyedList where Value == String {
  /// Whether two lists hold the same keys with the same texts, each compared by its exact
  /// Unicode scalars (`==` on `String` values would take canonically equivalent texts for one).
  @inlinable
  package func isIdentical(to other: KeyedList<String>) -> Bool {
    guard count == other.count else { return false }
    for (key, value) in pairs {
      guard let found = other[key], found.isIdentical(to: value) else { return false }
    }
    return true
  }
}

extension KeyedList: ExpressibleByDictionaryLiteral {
  /// A list from a literal, in the literal's order.
  @inlinable
  public init(dictionaryLiteral elements: (String, Value)...) {
    // `[:]` is the usual default of a model value's unknown fields: no loop to make it.
    guard !elements.isEmpty else {
      self.init()
      return
    }
    self.init(elements)
  }
}
