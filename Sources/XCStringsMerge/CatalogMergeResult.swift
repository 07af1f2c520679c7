import XCStringsBase

/// How a `merge` ended: what it wrote, the conflicts and notes, and what to show, in order.
public struct CatalogMergeResult: Equatable, Sendable {
  /// How the run ended.
  public enum Status: Sendable, Equatable {
    /// Merged with no conflict (or every conflict resolved by a preferred side).
    case merged
    /// Merged; conflicts were left as OURS (or the changed side) and marked for review.
    case conflicted
    /// An input could not be read, or the result could not be written: nothing was written.
    case unreadable
    /// An input could not be read, and git's line merge of the three files was written
    /// instead, with `conflicts` conflicts marked (``CatalogMergeRequest/fallsBackToLineMerge``).
    case lineMerged(conflicts: Int)
  }

  /// How the run ended.
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
