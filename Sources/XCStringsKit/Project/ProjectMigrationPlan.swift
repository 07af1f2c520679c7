/// What migrating one Xcode project's tables does to it: the tables as the project defines
/// them, the edited project file, the list of edits and the notes for the user.
public struct ProjectMigrationPlan: Sendable {
  /// The `project.pbxproj` file planned for.
  public var path: String
  /// The tables to migrate, one per catalog, in the file order of their first variant group
  /// (synchronized folders' tables after them).
  public var tables: [ProjectTable]
  /// Objects removed, added and changed, in that order.
  public var edits: [ProjectEdit]
  /// Notes and warnings: files listed but missing, settings left as they were, a raised
  /// `objectVersion`, exception lists and specs to check.
  public var diagnostics: [Diagnostic]
  /// The project file after the edits; the original bytes when nothing changes.
  public var bytes: [UInt8]
  /// Whether ``bytes`` differ from the file as read.
  public var changesFile: Bool
  /// Every legacy `.strings`/`.stringsdict` file the project still references after the edits
  /// (tables not selected, files outside variant groups), as paths on disk.
  public var remainingReferences: [String]

  /// Creates a plan.
  public init(
    path: String, tables: [ProjectTable], edits: [ProjectEdit], diagnostics: [Diagnostic], bytes: [UInt8],
    changesFile: Bool, remainingReferences: [String]
  ) {
    self.path = path
    self.tables = tables
    self.edits = edits
    self.diagnostics = diagnostics
    self.bytes = bytes
    self.changesFile = changesFile
    self.remainingReferences = remainingReferences
  }

  /// Whether the project still references the legacy file at `path` after the edits.
  public func stillReferences(_ path: String) -> Bool {
    remainingReferences.contains { ProjectPath.sameFile($0, path) }
  }
}
