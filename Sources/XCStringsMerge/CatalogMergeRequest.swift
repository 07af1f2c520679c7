import XCStringsBase

/// What to merge and where to write it.
public struct CatalogMergeRequest: Sendable {
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
  /// destination instead of nothing, with ``CatalogMergeResult/Status/lineMerged(conflicts:)``. For
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
