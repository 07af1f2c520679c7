import Foundation
@_spi(Internals) import XCStringsBase
import XCStringsModel

extension CatalogJSONReader {
  /// Decodes a catalog in which a key written twice in one object with the same value is read
  /// once, with a warning at its second occurrence; written twice with different values it is
  /// an error, as any duplicate is for ``read(_:path:)``.
  ///
  /// A text merge of two branches can write an entry or a language twice, and real histories
  /// hold such files: written twice alike, they are the same catalog. The other readers keep
  /// rejecting every duplicate.
  public static func readAllowingIdenticalRepeats(
    _ buffer: UnsafeBufferPointer<UInt8>, path: String
  ) throws(Diagnostic) -> (catalog: StringCatalog, warnings: [Diagnostic]) {
    let lanes = min(ProcessInfo.processInfo.activeProcessorCount, 4)
    // The parallel path refuses any repeat; a document it refuses is read again front to back.
    if lanes > 1, buffer.count >= parallelThreshold, let (catalog, _) = readInParallel(buffer, lanes: lanes) {
      return (catalog, [])
    }
    return try readFrontToBack(buffer, path: path, readsIdenticalRepeatsOnce: true)
  }

  /// ``readAllowingIdenticalRepeats(_:path:)`` over an array.
  public static func readAllowingIdenticalRepeats(
    _ bytes: [UInt8], path: String
  ) throws(Diagnostic) -> (catalog: StringCatalog, warnings: [Diagnostic]) {
    try bytes.withUnsafeBufferPointer { (buffer) throws(Diagnostic) in try readAllowingIdenticalRepeats(buffer, path: path) }
  }
}
