import Foundation

/// What the documents of one export share, per catalog: its keys in unit-id order and where
/// each entry's source language is (``XLIFFKeyOrder``), worked out by the first document that
/// needs them, on whichever thread makes it, and read by the others.
package final class XLIFFOrderCache: @unchecked Sendable {
  private let lock = NSLock()
  private var orders: [String: XLIFFKeyOrder] = [:]

  /// An empty cache.
  package init() {}

  /// The key order of a catalog, worked out now if no document did yet (other threads wait
  /// for it rather than work it out again).
  func keyOrder(for source: XLIFFSourceCatalog) -> XLIFFKeyOrder {
    lock.lock()
    defer { lock.unlock() }
    if let known = orders[source.original] { return known }
    let made = XLIFFKeyOrder(source.catalog)
    orders[source.original] = made
    return made
  }
}
