import XCStringsBase

extension FileTransaction.Faults {
  /// Faults under which putting a file named `name` in place fails, and nothing else does.
  public static func failingRename(ofFileNamed name: String) -> FileTransaction.Faults {
    var faults = FileTransaction.Faults()
    faults.failRename = { path in path.hasSuffix("/" + name) }
    return faults
  }
}
