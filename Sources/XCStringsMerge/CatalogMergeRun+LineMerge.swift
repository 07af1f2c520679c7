import Foundation
import XCStringsBase

extension CatalogMergeRun {
  /// Whether this process was started by git, as a merge driver is: with
  /// ``CatalogMergeRequest/fallsBackToLineMerge``, what tells a driver run from a run by hand.
  package static func isRunByGit(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    GitLineMerge.isRunByGit(environment: environment)
  }

  /// The run of a request whose inputs did not all read as catalogs and that falls back to
  /// git's line merge: the merge of the three files with git's conflict markers, written to
  /// the destination all or nothing, and a note that says why, quoting the first error.
  /// `nil` when the request does not fall back (or its versions are not three files).
  static func lineMerged(
    _ request: CatalogMergeRequest, diagnostics: [Diagnostic], name: String, faults: FileTransaction.Faults
  ) -> CatalogMergeResult? {
    guard request.fallsBackToLineMerge, case .file(let base)? = request.base?.source, case .file(let ours) = request.ours.source,
      case .file(let theirs) = request.theirs.source
    else { return nil }
    let reason = diagnostics.first { $0.severity == .error }?.message ?? "an input does not read"
    do throws(Diagnostic) {
      let merged = try GitLineMerge.merge(base: base, ours: ours, theirs: theirs, path: name)
      let transaction = FileTransaction(roots: [request.destination], faults: faults)
      try transaction.stage(request.destination, bytes: merged.bytes)
      try transaction.commit()
      let count = merged.conflicts == 1 ? "1 conflict" : "\(merged.conflicts) conflicts"
      let note = Diagnostic(
        .note,
        "written by git's line merge (git merge-file), with \(count) marked, as an input does not read "
          + "as a catalog: \(reason)", path: name)
      return CatalogMergeResult(
        status: .lineMerged(conflicts: merged.conflicts), inputDiagnostics: diagnostics + [note], conflicts: [],
        locations: [], notes: [], changedDestination: true)
    } catch {
      return failed(diagnostics + [error], name: name)
    }
  }
}
