/// An insertion-ordered map from strings to values whose keys compare by exact Unicode scalars.
///
/// The catalog model uses it for every JSON object (catalog keys, languages, plural categories,
/// substitution names) so that keys that are canonically equivalent but not identical stay
/// distinct, and so that the order a file was read in is kept until the writer sorts.
public struct KeyedList<Value>: Sequence {
  /// The stored pairs in insertion order.
  public private(set) var pairs: [(key: String, value: Value)]
  // Most objects in a catalog hold a handful of keys, where a linear scan is cheaper than
  // hashing; the index exists only once a list grows past `indexThreshold`.
  private var index: [ExactKey: Int]
  private static var indexThreshold: Int { 12 }

  /// An empty list.
  public init() {
    pairs = []
    index = [:]
  }

  /// A list of pairs; a later duplicate key replaces the earlier value in place.
  public init(_ pairs: [(String, Value)]) {
    self.init()
    for (key, value) in pairs { self[key] = value }
  }

  /// The number of keys.
  public var count: Int { pairs.count }
  /// Whether the list has no keys.
  public var isEmpty: Bool { pairs.isEmpty }
  /// The keys in insertion order.
  public var keys: [String] { pairs.map(\.key) }
  /// The values in insertion order.
  public var values: [Value] { pairs.map(\.value) }

  /// The value for a key (exact scalar match), or `nil`; assigning `nil` removes the key.
  public subscript(key: String) -> Value? {
    get {
      guard let position = position(of: key) else { return nil }
      return pairs[position].value
    }
    set {
      if let newValue {
        if let position = position(of: key) {
          pairs[position].value = newValue
        } else {
          pairs.append((key, newValue))
          if pairs.count > Self.indexThreshold {
            if index.isEmpty {
              rebuildIndex()
            } else {
              index[ExactKey(key)] = pairs.count - 1
            }
          }
        }
      } else if let position = position(of: key) {
        pairs.remove(at: position)
        index = [:]
        if pairs.count > Self.indexThreshold { rebuildIndex() }
      }
    }
  }

  private func position(of key: String) -> Int? {
    if pairs.count > Self.indexThreshold { return index[ExactKey(key)] }
    return pairs.firstIndex { $0.key.isIdentical(to: key) }
  }

  private mutating func rebuildIndex() {
    index = Dictionary(minimumCapacity: pairs.count)
    for (position, pair) in pairs.enumerated() { index[ExactKey(pair.key)] = position }
  }

  /// Whether the list holds the key (exact scalar match).
  public func contains(_ key: String) -> Bool { position(of: key) != nil }

  /// Iterates the pairs in insertion order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
    pairs.makeIterator()
  }

  /// Reorders the pairs with a comparator on keys.
  public mutating func sortKeys(by areInIncreasingOrder: (String, String) -> Bool) {
    pairs.sort { areInIncreasingOrder($0.key, $1.key) }
    if pairs.count > Self.indexThreshold { rebuildIndex() }
  }
}

extension KeyedList: Sendable where Value: Sendable {}

extension KeyedList: Equatable where Value: Equatable {
  /// Two lists are equal when they hold the same keys (exactly) with equal values, in any order.
  public static func == (lhs: KeyedList, rhs: KeyedList) -> Bool {
    guard lhs.count == rhs.count else { return false }
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
