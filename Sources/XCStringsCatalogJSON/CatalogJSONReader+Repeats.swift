import Foundation
import XCStringsBase
import XCStringsModel

extension CatalogJSONReader {
  /// Decodes a catalog and gives back, as warnings, each key it found written twice in one
  /// object: the copies are read as one value, what one copy lacks taken from the other and,
  /// where both hold different values, the later one kept (as Foundation's `JSONSerialization`
  /// keeps the last), with a note at the first copy's line.
  ///
  /// A text merge of two branches can write an entry or a language twice, and Xcode builds such
  /// files. ``read(_:path:)`` reads them the same way, without the warnings.
  package static func readAllowingIdenticalRepeats(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String
  ) throws(Diagnostic) -> (catalog: StringCatalog, warnings: [Diagnostic]) {
    let lanes = min(Parallelism.processorCount, 4)
    // The parallel path refuses any repeat; a document it refuses is read again front to back,
    // where repeats are noted.
    if lanes > 1, buffer.count >= parallelThreshold, let (catalog, _) = readInParallel(buffer, lanes: lanes) {
      return (catalog, [])
    }
    return try readFrontToBack(buffer, path: path)
  }

  /// ``readAllowingIdenticalRepeats(_:path:)`` over an array.
  package static func readAllowingIdenticalRepeats(
    _ bytes: [UInt8], path: String
  ) throws(Diagnostic) -> (catalog: StringCatalog, warnings: [Diagnostic]) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(Diagnostic) in try readAllowingIdenticalRepeats(buffer, path: path) }
  }
}
