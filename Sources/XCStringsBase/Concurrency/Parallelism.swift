import Foundation

/// How many threads the library's parallel work may use.
///
/// Every parallel step of the library (parsing tables, writing catalogs, rendering exported
/// files, staging a transaction) sizes its lanes from ``processorCount``, the one place the
/// machine's processor count is read. A caller that shares the machine sets ``jobs`` to cap
/// them all; `xcstrings-convert --jobs N` does so. What a run writes never depends on it:
/// every parallel step puts its results back in their order.
public enum Parallelism {
  /// The machine's active processors, read once.
  private static let processors = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// The cap set through ``jobs`` (0: none).
  private static let cap = Locked(0)

  /// At most this many threads for the library's parallel work, or `nil` (the default) for as
  /// many as the machine has active processors. Values below 1 count as 1.
  public static var jobs: Int? {
    get {
      let value = cap.withLock { $0 }
      return value > 0 ? value : nil
    }
    set {
      cap.withLock { $0 = newValue.map { max(1, $0) } ?? 0 }
    }
  }

  /// The processors the library's parallel work may use: the machine's, capped by ``jobs``.
  package static var processorCount: Int {
    processorCount(cap: cap.withLock { $0 }, available: processors)
  }

  /// `available` processors capped by `cap` (0: no cap).
  package static func processorCount(cap: Int, available: Int) -> Int {
    cap > 0 ? min(cap, available) : available
  }
}
