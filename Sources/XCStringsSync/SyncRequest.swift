/// What one `sync` does: the folders whose String Catalogs are brought in step with their
/// Swift sources, and whether anything is written.
public struct SyncRequest: Equatable, Sendable {
  /// Whether the run writes.
  public enum Mode: String, Equatable, Sendable {
    /// Write every catalog that changes (the default).
    case write
    /// Report what would change; write nothing.
    case dryRun
    /// Write nothing; the run fails when any catalog would change (a CI gate).
    case check
  }

  /// The project folders (or single catalogs' folders) to sync.
  public var paths: [String]
  /// Whether the run writes.
  public var mode: Mode = .write
  /// The routines whose first argument is a key, besides the API's own
  /// (`LOCALIZED_STRING_MACRO_NAMES`; Xcode's default is these two).
  public var macroNames: [String] = ["NSLocalizedString", "CFCopyLocalizedString"]

  /// A request to sync `paths`, writing.
  public init(paths: [String], mode: Mode = .write) {
    self.paths = paths
    self.mode = mode
  }
}
