import XCStringsBase
import XCStringsConversion

/// What a `verify` found: every loss, the notes, the diagnostics of inputs that could not be
/// used, and the verdict they make.
public struct VerifyResult: Equatable, Sendable {
  /// One loss of one table (a catalog's file name, or a legacy table's name).
  public struct TableLoss: Equatable, Sendable, CustomStringConvertible {
    /// The table.
    public var table: String
    /// What would be lost.
    public var loss: RoundTripCheck.Loss

    /// The table's name and the loss, as `verify` prints it.
    public var description: String { "\(table) \(loss)" }
  }

  /// Why a run did not pass, most serious first.
  public enum Verdict: Equatable, Sendable {
    /// Nothing would be lost.
    case noLoss
    /// An input could not be read.
    case unreadable
    /// A table named in the discovery request was not found.
    case unmatchedTables
    /// Something would be lost.
    case losses
    /// A path holds no table (and no catalog).
    case noTable
  }

  /// Every loss, in the order the tables were checked.
  public var losses: [TableLoss] = []
  /// The notes, each a line that starts with `note: `, in the order they were made.
  public var notes: [String] = []
  /// Notes said once for several entries: how many more there are than ``notes`` holds.
  package var notesNotPrinted = 0
  /// The code of the tool's hint for a note, by the note's index in ``notes``.
  package var noteHints: [Int: Diagnostic.Code] = [:]
  /// The diagnostics of inputs that could not be used, in the order they were made.
  public var diagnostics: [Diagnostic] = []
  /// How many tables and catalogs were checked.
  package var tables = 0
  /// The paths that hold no table.
  package var emptyPaths: [String] = []
  /// Whether an input could not be read.
  package var unreadable = false
  /// Whether a table named in the discovery request was not found.
  package var unmatchedTables = false

  /// An empty result.
  package init() {}

  /// What the run concludes, most serious first.
  public var verdict: Verdict {
    if unreadable { return .unreadable }
    if unmatchedTables { return .unmatchedTables }
    if !losses.isEmpty { return .losses }
    if !emptyPaths.isEmpty { return .noTable }
    return .noLoss
  }

  /// The notes, those said once for several entries counted each.
  public var noteCount: Int { notes.count + notesNotPrinted }
}
