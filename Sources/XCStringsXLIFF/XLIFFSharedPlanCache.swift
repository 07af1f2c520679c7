import Foundation

/// What the documents of one export share, per catalog (``XLIFFSharedPlan``), worked out by
/// the first document that needs it, on whichever thread makes it, and read by the others.
package final class XLIFFSharedPlanCache: @unchecked Sendable {
  private let lock = NSLock()
  private var orders: [String: XLIFFSharedPlan] = [:]

  /// An empty cache.
  package init() {}

  /// The shared plan of a catalog, worked out now if no document did yet (other threads
  /// wait for it rather than work it out again).
  func sharedPlan(for source: XLIFFSourceCatalog) -> XLIFFSharedPlan {
    lock.lock()
    defer { lock.unlock() }
    if let known = orders[source.original] { return known }
    let made = XLIFFSharedPlan(source.catalog)
    orders[source.original] = made
    return made
  }
}
