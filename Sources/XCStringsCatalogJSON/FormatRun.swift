import XCStringsBase
import XCStringsModel

/// One `format`: reads each catalog, compares it with the bytes Xcode would write, and
/// (unless the request only checks) replaces each that differs, one transaction per file; a
/// catalog that cannot be read is left untouched while the others are still formatted.
public struct FormatRun: Sendable {
  /// What is formatted.
  public let request: FormatRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether each catalog read is left for the operating system to reclaim at exit (only the
  /// tool's own process does, see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false

  /// A run of `request`.
  public init(request: FormatRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
  }

  /// Formats (or checks) every catalog once.
  public func run() -> FormatResult {
    var result = FormatResult()
    for path in request.paths {
      let original: MappedFile
      let catalog: StringCatalog
      do {
        original = try MappedFile(path: path)
        // A key written twice is read as one (the later copy wins where they differ) and the
        // catalog written back has it once: the warning names both places.
        let file = original
        let read = try CatalogJSONReader.readLocating(
          original.buffer, path: path, afterPiece: { file.releasePages(in: $0) })
        catalog = read.catalog
        result.diagnostics += read.warnings
        if keepsValuesUntilExit { ProcessLifetime.keep(catalog) }
      } catch {
        result.diagnostics.append(error)
        result.failed = true
        continue
      }
      // Rendered and compared in chunks, then (only if different) rendered again straight
      // into the staged file: the formatted catalog is never held in memory whole.
      // The pages compared go as the comparison passes them, as they went while decoding.
      guard !CatalogJSONWriter.matches(catalog, buffer: original.buffer, afterMatching: original.releasePages) else {
        continue
      }
      result.changed.append(path)
      if request.check { continue }
      if !request.force, let refusal = FileIO.readOnlyRefusal(path, noun: "catalog") {
        result.diagnostics.append(refusal)
        result.failed = true
        continue
      }
      let transaction = FileTransaction(roots: [path], faults: faults)
      do {
        try transaction.stage(path) { write in
          try withoutActuallyEscaping(write) { sink in try CatalogJSONWriter.write(catalog, to: sink) }
        }
        try transaction.commit()
        result.formatted.append(path)
      } catch {
        result.diagnostics.append(error)
        result.failed = true
      }
    }
    return result
  }
}
