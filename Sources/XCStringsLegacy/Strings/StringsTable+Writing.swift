import XCStringsBase

/// Writing a `.strings` table the way it is read: `write(to:)` mirrors `init(contentsOf:)`.
extension StringsTable {
  /// Writes the entries to `path` in the table's ``encoding``, as ``StringsWriter`` lays them
  /// out, all or nothing: a failed write leaves any file already at `path` as it was.
  ///
  /// - Throws: A ``Diagnostic`` naming the path when the file cannot be written.
  public func write(to path: String) throws(Diagnostic) {
    try write(to: path, faults: FileTransaction.Faults())
  }

  /// `write(to:)` under the file layer's test faults.
  package func write(to path: String, faults: FileTransaction.Faults) throws(Diagnostic) {
    let transaction = FileTransaction(faults: faults)
    try transaction.stage(path, bytes: StringsWriter.data(for: entries, encoding: encoding))
    try transaction.commit()
  }
}
