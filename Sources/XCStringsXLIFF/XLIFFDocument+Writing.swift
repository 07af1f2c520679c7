import XCStringsBase

/// Writing an XLIFF document the way it is read: `write(to:)` mirrors `init(contentsOf:)`.
extension XLIFFDocument {
  /// Writes the document to `path` as XLIFF 1.2 in Xcode's layout (a document read from a
  /// file Xcode exported is written back byte for byte), all or nothing: a failed write
  /// leaves any file already at `path` as it was.
  ///
  /// - Throws: A ``Diagnostic`` naming the path when the file cannot be written.
  public func write(to path: String) throws(Diagnostic) {
    try write(to: path, faults: FileTransaction.Faults())
  }

  /// `write(to:)` under the file layer's test faults.
  package func write(to path: String, faults: FileTransaction.Faults) throws(Diagnostic) {
    let transaction = FileTransaction(faults: faults)
    try transaction.stage(path, bytes: XLIFFWriter.data(for: self))
    try transaction.commit()
  }
}
