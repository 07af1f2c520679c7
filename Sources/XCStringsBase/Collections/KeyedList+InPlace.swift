/// Reading a list's keys and values where they are stored, for the hot loops of the readers,
/// writers and linter.
///
/// Taking a pair out of the list (`pairs[i]`, even `pairs[i].key`) copies the whole pair and
/// retains everything its value holds; a catalog has hundreds of thousands of pairs, whose
/// values are seldom in the cache. These methods hand out each key and a pointer to each
/// value instead (``PairKeys``), valid only during the call.
extension KeyedList {
  // Each method takes the pair array out once (one retain) and hands it to ``PairKeys``
  // directly: a closure over the storage's header would put the caller's closure one level
  // deeper, where the optimizer no longer inlines it into the loop.

  /// Calls `body` with each key and a pointer to its value, in order.
  @inlinable
  package func forEachInPlace(_ body: (String, UnsafePointer<Value>) throws -> Void) rethrows {
    let pairs = self.pairs
    try PairKeys.forEach(pairs, in: 0..<pairs.count, body)
  }

  /// Calls `body` with the key and a pointer to the value of each pair at the positions in
  /// `order`.
  @inlinable
  package func forEachInPlace(
    in order: some Sequence<Int>, _ body: (String, UnsafePointer<Value>) throws -> Void
  ) rethrows {
    try PairKeys.forEach(pairs, in: order, body)
  }

  /// Calls `body` with each key, in order.
  @inlinable
  package func forEachKey(_ body: (String) -> Void) {
    PairKeys.forEach(pairs, body)
  }

  /// The key at `position`.
  @inlinable
  package func key(at position: Int) -> String {
    PairKeys.key(of: pairs, at: position)
  }

  /// Calls `body` with a pointer to the value at `position`.
  @inlinable
  package func withValueInPlace<Result>(
    at position: Int, _ body: (UnsafePointer<Value>) throws -> Result
  ) rethrows -> Result {
    try PairKeys.withValue(pairs, at: position, body)
  }

  /// The position of `key`, trying `hint` first: callers that walk several lists holding the
  /// same keys in the same order (one table per language) find each key with one comparison
  /// instead of a search.
  @inlinable
  package func position(of key: String, hint: Int) -> Int? {
    read(or: nil) { $0.position(of: key, hint: hint) }
  }

  /// Whether the two lists have identical keys at every position.
  @inlinable
  package func hasKeys<Other>(identicalTo other: KeyedList<Other>) -> Bool {
    PairKeys.match(pairs, other.pairs)
  }

  /// Whether the list's keys are, in order, exactly `keys`.
  @inlinable
  package func hasKeys(identicalTo keys: [String]) -> Bool {
    PairKeys.keys(of: pairs, areIdenticalTo: keys)
  }
}
