/// What sync changes in one catalog, key by key.
public struct SyncCatalogChange: Equatable, Sendable {
  /// The catalog's path.
  public var path: String
  /// Keys added, in catalog order.
  public var added: [String] = []
  /// Keys marked `stale`: no longer in the code, but holding translations.
  public var staled: [String] = []
  /// Keys deleted: no longer in the code, and holding nothing a person wrote.
  public var deleted: [String] = []
  /// Stale or migrated keys found in the code again, now automatic.
  public var revived: [String] = []
  /// Keys whose comment or default value changed.
  public var updated: [String] = []

  /// No change yet to the catalog at `path`.
  package init(path: String) { self.path = path }

  /// Whether the catalog changes at all.
  public var isEmpty: Bool { added.isEmpty && staled.isEmpty && deleted.isEmpty && revived.isEmpty && updated.isEmpty }
}
