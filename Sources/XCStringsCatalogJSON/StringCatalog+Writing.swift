import XCStringsBase
import XCStringsModel

/// Writing a catalog the way it is read: `write(to:)` mirrors `init(contentsOf:)`.
extension StringCatalog {
  /// Writes the catalog to `path` as Xcode saves it (``CatalogJSONWriter/data(for:)``), all or
  /// nothing: a failed write leaves any file already at `path` as it was.
  ///
  /// - Throws: A ``Diagnostic`` naming the path when the file cannot be written.
  public func write(to path: String) throws(Diagnostic) {
    try write(to: path, faults: FileTransaction.Faults())
  }

  /// `write(to:)` under the file layer's test faults.
  package func write(to path: String, faults: FileTransaction.Faults) throws(Diagnostic) {
    let transaction = FileTransaction(faults: faults)
    try transaction.stage(path, bytes: CatalogJSONWriter.data(for: self))
    try transaction.commit()
  }
}
