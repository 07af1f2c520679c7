import XCStringsBase

/// What the exports share about the files they write: whether a file is already there, how a
/// failed export ends, and the line that ends a successful one.
enum ExportStaging {
  /// Ends an export that failed: what was staged is discarded, and nothing stays on disk.
  static func fail(_ error: Diagnostic, stager: BackgroundStaging, transaction: FileTransaction, io: WorkflowIO) -> Bool {
    stager.finishQuietly()
    transaction.discard()
    io.report([error])
    io.err("error: nothing was written")
    return false
  }

  /// The last line of an export: how many files were written, and how many were left as they were.
  static func wroteLine(_ written: Int, untouched: Int, under output: String) -> String {
    "wrote \(Summary.count(written, "file")) under \(output)"
      + (untouched > 0 ? " (\(Summary.count(untouched, "file")) already identical, left untouched)" : "")
  }

  enum Existing {
    case absent, identical, different
  }

  /// Whether `path` exists, and if so whether it holds exactly `bytes`.
  static func existing(_ path: String, comparedWith bytes: [UInt8]) -> Existing {
    guard FileIO.exists(path) else { return .absent }
    guard let current = try? FileIO.read(path) else { return .different }
    return FileIO.sameBytes(current, bytes) ? .identical : .different
  }

}
