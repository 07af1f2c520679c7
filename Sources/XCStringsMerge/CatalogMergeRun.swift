import Foundation
import XCStringsBase
import XCStringsCatalogJSON

/// The `merge` workflow: reads three versions of a catalog, merges them (``CatalogMerge``)
/// and replaces the destination (OURS, unless another file is named) with the result in
/// Xcode's canonical bytes, all or nothing.
///
/// An input that is not a valid catalog, a key written twice with different values
/// included, stops the run before anything is written: the destination keeps its bytes, so a
/// merge driver that exits with ``Outcome/Status/unreadable`` leaves git's own conflict. A
/// key written twice with identical values is read once, with a warning. A request that
/// ``Request/fallsBackToLineMerge`` (git's merge driver) writes git's line merge instead.
public enum CatalogMergeRun {
  /// What to merge and where to write it.
  public struct Request: Sendable {
    /// The common ancestor; `nil` when the file is new on both sides.
    public var base: MergeInput?
    /// The version being merged into.
    public var ours: MergeInput
    /// The version being merged.
    public var theirs: MergeInput
    /// The file to write.
    public var destination: String
    /// The name conflicts are reported under (git's `%P`); the destination when `nil`.
    public var name: String?
    /// The side that wins every conflict, as it is.
    public var prefer: MergeSide?
    /// A file to write the conflicts and notes to, as JSON, with the result.
    public var report: String?
    /// Whether an input that does not read as a catalog makes the run write git's own line
    /// merge of the three files (`git merge-file`, conflict markers included) to the
    /// destination instead of nothing, with ``Outcome/Status/lineMerged(conflicts:)``. For
    /// git's merge driver: git takes an unchanged OURS with a failing exit for a conflict with
    /// nothing marked in the file. Only for three files (no bytes from git's index), and
    /// without a report.
    public var fallsBackToLineMerge = false

    /// Creates a request.
    public init(
      base: MergeInput?, ours: MergeInput, theirs: MergeInput, destination: String, name: String? = nil,
      prefer: MergeSide? = nil, report: String? = nil
    ) {
      self.base = base
      self.ours = ours
      self.theirs = theirs
      self.destination = destination
      self.name = name
      self.prefer = prefer
      self.report = report
    }
  }

  /// How a run ended.
  public struct Outcome: Sendable {
    /// The result.
    public enum Status: Sendable, Equatable {
      /// Merged with no conflict (or every conflict resolved by a preferred side).
      case merged
      /// Merged; conflicts were left as OURS (or the changed side) and marked for review.
      case conflicted
      /// An input could not be read, or the result could not be written: nothing was written.
      case unreadable
      /// An input could not be read, and git's line merge of the three files was written
      /// instead, with `conflicts` conflicts marked (``Request/fallsBackToLineMerge``).
      case lineMerged(conflicts: Int)
    }

    /// The result.
    public var status: Status
    /// What reading the versions found (warnings, and errors when they could not be read),
    /// and what stopped the write.
    public var inputDiagnostics: [Diagnostic]
    /// The conflicts, in the order of the written file.
    public var conflicts: [MergeConflict]
    /// Where each conflict is in the written file, in the same order.
    public var locations: [SourceLocation]
    /// The merge's notes, located in the written file.
    public var notes: [Diagnostic]
    /// Whether the destination's bytes changed.
    public var changedDestination: Bool

    /// Everything to show, in order: what reading found, each conflict (as a warning at its
    /// place in the written file), the notes.
    public var diagnostics: [Diagnostic] {
      inputDiagnostics + zip(conflicts, locations).map { Diagnostic.warning($0.description, at: $1) } + notes
    }
  }

  /// Runs a merge; `faults` lets tests make the write fail. `keep` is handed the catalogs
  /// read and merged, for a tool to leave them to the operating system at exit (freeing four
  /// large catalogs' millions of objects is a noticeable share of a run).
  public static func run(
    _ request: Request, faults: FileTransaction.Faults = FileTransaction.Faults(), keep: (any Sendable) -> Void = { _ in }
  ) -> Outcome {
    let name = request.name ?? request.destination
    let (catalogs, readerDiagnostics, largest) = MergeVersionsReader.read([request.base, request.ours, request.theirs], ours: 1)
    keep(catalogs)
    guard !readerDiagnostics.containsError, let ours = catalogs[1], let theirs = catalogs[2] else {
      return lineMerged(request, diagnostics: readerDiagnostics, name: name, faults: faults)
        ?? failed(readerDiagnostics, name: name)
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
    var outcome = Outcome(
      status: merged.conflicts.contains { !$0.isResolved } ? .conflicted : .merged, inputDiagnostics: readerDiagnostics,
      conflicts: ordered.map(\.0), locations: ordered.map(\.1), notes: notes, changedDestination: false)
    let unchanged = (try? FileIO.read(request.destination)).map { FileIO.sameBytes($0, bytes) } ?? false
    // A catalog made read-only is not rewritten behind its owner's back (git's driver writes a
    // file git made, never read-only).
    if !unchanged, FileIO.readOnlyRefusal(request.destination, noun: "catalog") != nil {
      let refusal = Diagnostic(.error, "catalog is read-only; make it writable to merge into it", path: request.destination)
      return failed(readerDiagnostics + [refusal], name: name)
    }
    do throws(Diagnostic) {
      let transaction = FileTransaction(roots: [request.destination] + (request.report.map { [$0] } ?? []), faults: faults)
      if !unchanged { try transaction.stage(request.destination, bytes: bytes) }
      if let report = request.report {
        try transaction.stage(report, bytes: Array(MergeReport.json(outcome, name: name).serialized().utf8) + [0x0A])
      }
      try transaction.commit()
    } catch {
      return failed(readerDiagnostics + [error], name: name)
    }
    outcome.changedDestination = !unchanged
    return outcome
  }

  /// An outcome that wrote nothing, with a note saying so.
  static func failed(_ diagnostics: [Diagnostic], name: String) -> Outcome {
    let note = Diagnostic(.note, "nothing was written; the file is as it was", path: name)
    return Outcome(
      status: .unreadable, inputDiagnostics: diagnostics + [note], conflicts: [], locations: [], notes: [],
      changedDestination: false)
  }
}
