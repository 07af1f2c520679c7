/// The legacy files that become one String Catalog: one table in every language of a target.
public struct LegacyTableGroup: Equatable, Sendable {
  /// The folder that holds the `.lproj` folders (or, with `--group-by table`, the given path).
  public var parent: String
  /// The table name the catalog takes.
  public var name: String
  /// The files, sorted by path.
  public var files: [LegacyFile]
  /// Whether the table belongs to a storyboard or XIB (`Base.lproj/<name>.storyboard|xib`).
  public var isInterfaceTable: Bool

  /// Creates a group.
  package init(parent: String, name: String, files: [LegacyFile], isInterfaceTable: Bool) {
    self.parent = parent
    self.name = name
    self.files = files
    self.isInterfaceTable = isInterfaceTable
  }

  /// Where Xcode puts the catalog: `<parent>/<name>.xcstrings`, or
  /// `<parent>/mul.lproj/<name>.xcstrings` for storyboard and XIB tables.
  public var catalogPath: String {
    isInterfaceTable ? "\(parent)/mul.lproj/\(name).xcstrings" : "\(parent)/\(name).xcstrings"
  }

  /// The distinct spellings of the table name on disk (more than one means a case-only twin).
  package var spellings: [String] {
    var seen: [String] = []
    for file in files where !seen.contains(file.tableName) { seen.append(file.tableName) }
    return seen
  }
}
