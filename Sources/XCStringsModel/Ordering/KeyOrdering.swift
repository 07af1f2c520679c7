import Foundation

/// The order Xcode gives the keys of every JSON object it writes in a String Catalog.
///
/// Xcode sorts with `NSString.compare(_:options:range:locale:)` using
/// `[.caseInsensitive, .numeric, .forcedOrdering]` and the root locale (ICU root collation):
/// `""` first; letters case-insensitively with lowercase first on ties; digit runs by value,
/// with the shorter run first on ties (`item9` < `item09` < `item10`); whitespace, punctuation,
/// symbols, currency, digits, then letters.
///
/// Calling Foundation for every comparison is about 80 times slower than `sort()`, so keys are
/// first turned into byte sort keys (see `KeySortTable`) that reproduce Foundation exactly for
/// printable ASCII, tab and line breaks, and partly cover accented Latin letters, later scripts
/// and emoji. A pair the keys cannot decide is retried on what follows a shared leading part
/// (`"日本語 1"` against `"日本語 2"`), and only then asked of Foundation (for instance two keys
/// that differ first in non-ASCII text, other control characters, or digit runs over 19 digits).
///
/// Foundation's comparator is not a total order on every input: with `.numeric` it cycles across
/// digit scripts (`"2"` < `"２"` < `"1０"` < `"2"`) and with `.caseInsensitive` on `ß`/`ss`
/// (`"Maße"`, `"Mase"`, `"Masse"`). So sorting here is one fixed, deterministic algorithm that
/// agrees with Foundation wherever Foundation is consistent, and whose result depends only on the
/// set of keys, never on their input order or on hashing:
///
/// 1. keys the byte sort keys fully cover are sorted by those keys (a total order);
/// 2. the other keys are ordered by their UTF-8 bytes, then stably sorted with ``compare(_:_:)``;
/// 3. each of those is inserted, in that order, at the first place in the first list where it is
///    not after the element (binary search with ``compare(_:_:)``).
package enum KeyOrdering {
  /// Whether `a` comes before `b` in Xcode's order.
  package static func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
    compare(a, b) == .orderedAscending
  }

  /// Xcode's comparison of two keys; the same result as ``foundationCompare(_:_:)``, faster.
  package static func compare(_ a: String, _ b: String) -> ComparisonResult {
    KeySortTable([a, b]).compare(0, 1) ?? compareAfterCommonPrefix(a, b) ?? foundationCompare(a, b)
  }

  /// The order of two keys that share a leading part the sort keys cannot cover ("日本語 1" and
  /// "日本語 2"), decided from what follows it, or `nil`.
  ///
  /// CoreFoundation walks identical characters without looking at them; at the first difference
  /// it hands ICU the rest of both strings, extended back over preceding punctuation and at
  /// least one character. If the shared part ends with an ASCII letter or space and both rests
  /// start with ASCII (or end), the extension only adds identical characters that cannot join a
  /// digit run, a contraction or a combining sequence with what follows, so the rests compare as
  /// the whole strings do.
  package static func compareAfterCommonPrefix(_ a: String, _ b: String) -> ComparisonResult? {
    let boundary: Int? =
      a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y -> Int? in
          var common = 0
          let limit = min(x.count, y.count)
          while common < limit, x[common] == y[common] { common += 1 }
          var end = common
          while end > 0 {
            let before = x[end - 1]
            let isLetterOrSpace =
              before == UInt8(ascii: " ") || (before | 0x20) &- UInt8(ascii: "a") < 26
            if isLetterOrSpace, end == x.count || x[end] < 0x80, end == y.count || y[end] < 0x80 {
              return end
            }
            end -= 1
          }
          return nil
        } ?? nil
      } ?? nil
    guard let boundary, boundary > 0 else { return nil }
    let rest = KeySortTable([
      String(decoding: a.utf8.dropFirst(boundary), as: UTF8.self),
      String(decoding: b.utf8.dropFirst(boundary), as: UTF8.self),
    ])
    return rest.compare(0, 1)
  }

  /// The comparator exactly as Foundation implements it (slow; the reference for tests).
  package static func foundationCompare(_ a: String, _ b: String) -> ComparisonResult {
    a.compare(
      b, options: [.caseInsensitive, .numeric, .forcedOrdering], range: a.startIndex..<a.endIndex,
      locale: rootLocale)
  }

  private static let rootLocale = Locale(identifier: "")

  /// Sorts keys into Xcode's order, deterministically.
  package static func sort(_ keys: inout [String]) {
    keys = sorted(keys)
  }

  /// Returns keys in Xcode's order, deterministically.
  package static func sorted(_ keys: [String]) -> [String] {
    if keys.count < 2 { return keys }
    return sortedIndices(keys).map { keys[$0] }
  }

  /// The positions of `keys` in Xcode's order, deterministically (equal keys keep their
  /// relative order).
  package static func sortedIndices(_ keys: [String]) -> [Int] {
    if keys.count < 2 { return Array(keys.indices) }
    let table = KeySortTable(keys)
    return table.withView { view in
      if table.allComplete { return sortedComplete(Array(keys.indices), view) }
      var complete: [Int] = []
      var partial: [Int] = []
      complete.reserveCapacity(keys.count)
      for index in keys.indices {
        if view.isComplete[index] { complete.append(index) } else { partial.append(index) }
      }
      complete = sortedComplete(complete, view)

      // Foundation may not be consistent on these keys, so start from an order that depends only
      // on the keys themselves; the stable sort then never looks at the input order.
      partial.sort { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
      func precedes(_ i: Int, _ j: Int) -> Bool {
        let decided = view.compare(i, j) ?? compareAfterCommonPrefix(keys[i], keys[j])
        return (decided ?? foundationCompare(keys[i], keys[j])) == .orderedAscending
      }
      partial.sort(by: precedes)

      var result: [Int] = []
      result.reserveCapacity(keys.count)
      var low = 0
      for index in partial {
        // The first element of `complete[low...]` that `index` does not come after.
        var high = complete.count
        var start = low
        while start < high {
          let middle = (start + high) / 2
          if precedes(complete[middle], index) { start = middle + 1 } else { high = middle }
        }
        result.append(contentsOf: complete[low..<start])
        result.append(index)
        low = start
      }
      result.append(contentsOf: complete[low...])
      return result
    }
  }

  /// Sorts positions of complete keys; ties (equal strings) keep their input order.
  private static func sortedComplete(_ indices: [Int], _ view: KeySortTable.View) -> [Int] {
    var indices = indices
    indices.sort { i, j in
      switch view.compareComplete(i, j) {
      case .orderedAscending: true
      case .orderedDescending: false
      case .orderedSame: i < j
      }
    }
    return indices
  }
}
