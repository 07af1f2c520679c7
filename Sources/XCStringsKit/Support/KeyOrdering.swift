import Foundation

/// The order Xcode gives the keys of every JSON object it writes in a String Catalog.
///
/// Xcode sorts with `NSString.compare(_:options:range:locale:)` using
/// `[.caseInsensitive, .numeric, .forcedOrdering]` and the root locale. That comparator is
/// not a total order on every input (it cycles across digit scripts and on `ß`/`ss`), so
/// ``sort(_:)`` first orders keys by their exact scalars and then applies a stable sort: the
/// result depends only on the set of keys, never on the input order or on hashing.
public enum KeyOrdering {
  /// Whether `a` comes before `b` in Xcode's order.
  public static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) == .orderedAscending
  }

  /// Xcode's comparison of two keys.
  public static func compare(_ a: String, _ b: String) -> ComparisonResult {
    foundationCompare(a, b)
  }

  /// The comparator exactly as Foundation implements it (slow; the reference for tests).
  public static func foundationCompare(_ a: String, _ b: String) -> ComparisonResult {
    a.compare(
      b, options: [.caseInsensitive, .numeric, .forcedOrdering], range: a.startIndex..<a.endIndex,
      locale: rootLocale)
  }

  private static let rootLocale = Locale(identifier: "")

  /// Sorts keys into Xcode's order, deterministically.
  public static func sort(_ keys: inout [String]) {
    keys.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    keys.sort(by: areInIncreasingOrder)
  }

  /// The positions of `keys` in Xcode's order, deterministically.
  public static func sortedIndices(_ keys: [String]) -> [Int] {
    var order = Array(keys.indices)
    order.sort { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
    order.sort { areInIncreasingOrder(keys[$0], keys[$1]) }
    return order
  }

  /// Returns keys in Xcode's order, deterministically.
  public static func sorted(_ keys: [String]) -> [String] {
    var copy = keys
    sort(&copy)
    return copy
  }
}
