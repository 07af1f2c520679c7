/// The keys and values of pair lists, read in place: `pairs[i].key`, and even
/// `pointer.pointee.key`, copy the whole pair (retaining every reference a localization holds)
/// just to read its key. Here each part is read at its offset in the tuple, which
/// `MemoryLayout.offset(of:)` gives.
@usableFromInline
enum PairKeys {
  @inline(__always)
  @inlinable
  static func key<A>(_ base: UnsafePointer<(key: String, value: A)>, _ index: Int) -> String {
    UnsafeRawPointer(base + index).load(fromByteOffset: keyOffset(A.self), as: String.self)
  }

  /// Whether two lists have identical keys at every position.
  @inlinable
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
  @inlinable
  static func forEach<A>(_ pairs: [(key: String, value: A)], _ body: (String, UnsafePointer<A>) -> Void) {
    pairs.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let (keyOffset, valueOffset) = (keyOffset(A.self), valueOffset(A.self))
      for index in 0..<buffer.count {
        let pair = UnsafeRawPointer(base + index)
        body(pair.load(fromByteOffset: keyOffset, as: String.self), (pair + valueOffset).assumingMemoryBound(to: A.self))
      }
    }
  }

  /// Calls `body` with the key and a pointer to the value of each pair at the positions in
  /// `order`, reading both in place.
  @inlinable
  static func forEach<A>(
    _ pairs: [(key: String, value: A)], in order: some Sequence<Int>, _ body: (String, UnsafePointer<A>) throws -> Void
  ) rethrows {
    try pairs.withUnsafeBufferPointer { buffer in
      let (keyOffset, valueOffset) = (keyOffset(A.self), valueOffset(A.self))
      for index in order {
        precondition(index >= 0 && index < buffer.count, "pair index out of range")
        let pair = UnsafeRawPointer(buffer.baseAddress! + index)
        try body(pair.load(fromByteOffset: keyOffset, as: String.self), (pair + valueOffset).assumingMemoryBound(to: A.self))
      }
    }
  }

  /// The pairs' keys in order, read in place (`pairs.map(\.key)` copies each whole pair).
  @inlinable
  static func keys<A>(of pairs: [(key: String, value: A)]) -> [String] {
    var keys: [String] = []
    keys.reserveCapacity(pairs.count)
    forEach(pairs) { keys.append($0) }
    return keys
  }

  /// Whether the pairs' keys are, in order, exactly `keys`.
  @inlinable
  static func keys<A>(of pairs: [(key: String, value: A)], areIdenticalTo keys: [String]) -> Bool {
    guard pairs.count == keys.count else { return false }
    return pairs.withUnsafeBufferPointer { buffer in
      for index in 0..<buffer.count where !key(buffer.baseAddress!, index).isIdentical(to: keys[index]) { return false }
      return true
    }
  }

  /// Calls `body` with a pointer to the value at `index`, read in place (see the `forEach` that passes values).
  @inlinable
  static func withValue<A, Result>(
    _ pairs: [(key: String, value: A)], at index: Int, _ body: (UnsafePointer<A>) throws -> Result
  ) rethrows -> Result {
    try pairs.withUnsafeBufferPointer { buffer in
      precondition(index >= 0 && index < buffer.count, "pair index out of range")
      return try body((UnsafeRawPointer(buffer.baseAddress! + index) + valueOffset(A.self)).assumingMemoryBound(to: A.self))
    }
  }

  /// Whether the key at `index` (which may be out of range) is exactly `key`, compared in place.
  @inlinable
  static func key<A>(at index: Int, of pairs: [(key: String, value: A)], isIdenticalTo key: String) -> Bool {
    pairs.withUnsafeBufferPointer { buffer in
      index >= 0 && index < buffer.count && Self.key(buffer.baseAddress!, index).isIdentical(to: key)
    }
  }

  /// The key at `index`, read in place.
  @inlinable
  static func key<A>(of pairs: [(key: String, value: A)], at index: Int) -> String {
    pairs.withUnsafeBufferPointer { buffer in
      precondition(index >= 0 && index < buffer.count, "pair index out of range")
      return key(buffer.baseAddress!, index)
    }
  }

  /// Where a pair's key starts, as the compiler lays the tuple out.
  @inline(__always)
  @inlinable
  static func keyOffset<A>(_: A.Type) -> Int {
    MemoryLayout<(key: String, value: A)>.offset(of: \(key: String, value: A).key)!
  }

  /// Where a pair's value starts, as the compiler lays the tuple out.
  @inline(__always)
  @inlinable
  static func valueOffset<A>(_: A.Type) -> Int {
    MemoryLayout<(key: String, value: A)>.offset(of: \(key: String, value: A).value)!
  }

  /// The position of `key`, trying `hint` first, with keys compared in place (a list's own
  /// lookup copies each pair it passes, and so retains its value).
  @inlinable
  static func position<A>(of key: String, in pairs: [(key: String, value: A)], hint: Int) -> Int? {
    pairs.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return nil }
      if hint >= 0, hint < buffer.count, Self.key(base, hint).isIdentical(to: key) { return hint }
      for index in 0..<buffer.count where Self.key(base, index).isIdentical(to: key) { return index }
      return nil
    }
  }

  /// Calls `body` with each key in order.
  @inlinable
  static func forEach<A>(_ pairs: [(key: String, value: A)], _ body: (String) -> Void) {
    pairs.withUnsafeBufferPointer { buffer in
      for index in 0..<buffer.count { body(key(buffer.baseAddress!, index)) }
    }
  }
}
