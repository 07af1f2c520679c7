import XCStringsBase
import XCStringsModel

/// Reading a catalog as every other format is read: `init(contentsOf:)` and
/// `init(parsing:path:)`, through ``CatalogJSONReader``.
extension StringCatalog {
  /// Reads and decodes the `.xcstrings` file at `path`.
  ///
  /// - Throws: A ``Diagnostic`` error at the line and column of the first problem.
  public init(contentsOf path: String) throws(Diagnostic) {
    self = try CatalogJSONReader.read(contentsOf: path)
  }

  /// Decodes a catalog from its bytes; `path` names the file in diagnostics.
  ///
  /// - Throws: A ``Diagnostic`` error at the line and column of the first problem.
  public init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    self = try CatalogJSONReader.read(bytes, path: path)
  }
}
