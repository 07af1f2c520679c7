import XCStringsBase

/// What a sync did: each catalog's changes, the interpolations whose type it had to guess, and
/// its errors.
public struct SyncResult: Equatable, Sendable {
  /// The catalogs that change (or, in a dry run or check, would), by path.
  public var changes: [SyncCatalogChange]
  /// Warnings (an interpolation whose type is unknown, given `%@`) and errors; on an error
  /// nothing was written.
  public var diagnostics: [Diagnostic]
  /// Whether the catalogs were written.
  public var wrote: Bool

  /// A result.
  package init(changes: [SyncCatalogChange], diagnostics: [Diagnostic], wrote: Bool) {
    self.changes = changes
    self.diagnostics = diagnostics
    self.wrote = wrote
  }

  /// Whether the run succeeded (a check fails also when a catalog would change).
  public var succeeded: Bool { !diagnostics.containsError }
}
