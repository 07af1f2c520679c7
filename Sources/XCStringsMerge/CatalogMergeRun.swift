import Foundation
import XCStringsBase
import XCStringsCatalogJSON

/// The `merge` workflow: reads three versions of a catalog, merges them (``CatalogMerge``)
/// and replaces the destination (OURS, unless another file is named) with the result in
/// Xcode's canonical bytes, all or nothing.
///
/// An input that is not a valid catalog, a key written twice with different values
/// included, stops the run before anything is written: the destination keeps its bytes, so a
/// merge driver that exits with ``CatalogMergeResult/Status/unreadable`` leaves git's own
/// conflict. A key written twice with identical values is read once, with a warning. A request
/// that ``CatalogMergeRequest/fallsBackToLineMerge`` (git's merge driver) writes git's line
/// merge instead.
public struct CatalogMergeRun: Sendable {
  /// What is merged.
  package let request: CatalogMergeRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether the catalogs read and merged are left for the operating system to reclaim at
  /// exit (only the tool's own process does: freeing four large catalogs' millions of objects
  /// is a noticeable share of a run; see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false

  /// A run of `request`.
  public init(request: CatalogMergeRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
  }

  /// Runs the merge once.
  public func run() -> CatalogMergeResult {
    let keep: (any Sendable) -> Void = { [keepsValuesUntilExit] value in
      if keepsValuesUntilExit { ProcessLifetime.keep(value) }
    }
    let name = request.name ?? request.destination
    let (catalogs, readerDiagnostics, largest) = MergeVersionsReader.read([request.base, request.ours, request.theirs], ours: 1)
    keep(catalogs)
    guard !readerDiagnostics.containsError, let ours = catalogs[1], let theirs = catalogs[2] else {
      return Self.lineMerged(request, diagnostics: readerDiagnostics, name: name, faults: faults)
        ?? Self.failed(readerDiagnostics, name: name)
    }
    let merged = CatalogMerge.merge(base: catalogs[0], ours: ours, theirs: theirs, prefer: request.prefer)
    keep(merged.catalog)
    // Rendered into room for the largest version and a little more: growing the buffer by
    // doubling copied a large catalog's bytes again at each step, and once more at the end.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(largest + largest / 8 + 4096)
    try? CatalogJSONWriter.write(merged.catalog) { bytes.append(contentsOf: $0) }
    let found = MergeLocator.locations(
      of: merged.conflicts.map(\.site) + merged.notes.map(\.site), in: bytes, of: merged.catalog, path: name)
    // Conflicts in the order of the file, as a compiler lists its warnings.
    let ordered = zip(merged.conflicts, found).enumerated().sorted { lhs, rhs in
      (lhs.element.1.line, lhs.element.1.column, lhs.offset) < (rhs.element.1.line, rhs.element.1.column, rhs.offset)
    }.map(\.element)
    let notes = zip(merged.notes, found.dropFirst(merged.conflicts.count)).map { Diagnostic.note($0.message, at: $1) }
    var outcome = CatalogMergeResult(
      status: merged.conflicts.contains { !$0.isResolved } ? .conflicted : .merged, inputDiagnostics: readerDiagnostics,
      conflicts: ordered.map(\.0), locations: ordered.map(\.1), notes: notes, changedDestination: false)
    let unchanged = (try? FileIO.read(request.destination)).map { FileIO.sameBytes($0, bytes) } ?? false
    // A catalog made read-only is not rewritten behind its owner's back (git's driver writes a
    // file git made, never read-only).
    if !unchanged, FileIO.readOnlyRefusal(request.destination, noun: "catalog") != nil {
      let refusal = Diagnostic(.error, "catalog is read-only; make it writable to merge into it", path: request.destination)
      return Self.failed(readerDiagnostics + [refusal], name: name)
    }
    do throws(Diagnostic) {
      let transaction = FileTransaction(roots: [request.destination] + (request.report.map { [$0] } ?? []), faults: faults)
      if !unchanged { try transaction.stage(request.destination, bytes: bytes) }
      if let report = request.report {
        try transaction.stage(report, bytes: Array(MergeReport.json(outcome, name: name).serialized().utf8) + [0x0A])
      }
      try transaction.commit()
    } catch {
      return Self.failed(readerDiagnostics + [error], name: name)
    }
    outcome.changedDestination = !unchanged
    return outcome
  }

  /// A result that wrote nothing, with a note saying so.
  static func failed(_ diagnostics: [Diagnostic], name: String) -> CatalogMergeResult {
    let note = Diagnostic(.note, "nothing was written; the file is as it was", path: name)
    return CatalogMergeResult(
      status: .unreadable, inputDiagnostics: diagnostics + [note], conflicts: [], locations: [], notes: [],
      changedDestination: false)
  }
}
