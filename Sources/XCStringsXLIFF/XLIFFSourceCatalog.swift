import XCStringsModel

/// A String Catalog to export to XLIFF, with the path its `<file original>` names it by.
public struct XLIFFSourceCatalog: Equatable, Sendable {
  /// The catalog's path relative to the project (or export root), as `<file original>` and
  /// `Source Contents/` use it: `App/Localizable.xcstrings`.
  public var original: String
  /// The catalog.
  public var catalog: StringCatalog
  /// Where the catalog was read from, for diagnostics.
  public var path: String

  /// Creates a catalog to export.
  public init(original: String, catalog: StringCatalog, path: String) {
    self.original = original
    self.catalog = catalog
    self.path = path
  }
}
