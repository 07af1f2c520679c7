import XCStringsBase

/// Writing a `.stringsdict` table the way it is read: `write(to:)` mirrors `init(contentsOf:)`.
extension StringsdictTable {
  /// Writes the table to `path` as an XML property list, as ``StringsdictWriter`` (and
  /// `plutil`) lay it out, all or nothing: a failed write leaves any file already at `path` as
  /// it was.
  ///
  /// - Throws: A ``Diagnostic`` naming the path when the file cannot be written.
  public func write(to path: String) throws(Diagnostic) {
    try write(to: path, faults: FileTransaction.Faults())
  }

  /// `write(to:)` under the file layer's test faults.
  package func write(to path: String, faults: FileTransaction.Faults) throws(Diagnostic) {
    let transaction = FileTransaction(faults: faults)
    try transaction.stage(path, bytes: StringsdictWriter.data(for: self))
    try transaction.commit()
  }
}
