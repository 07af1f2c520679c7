/// A position in an input file, as printed in compiler-style diagnostics.
///
/// Lines and columns start at 1. Columns count Unicode scalars of the decoded text, so a
/// location means the same thing whatever the file's encoding was.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file the location refers to, as the user named it.
  public var path: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int

  /// Creates a location.
  public init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// A location that stands for the whole file (`path:1:1`).
  package static func file(_ path: String) -> SourceLocation {
    SourceLocation(path: path, line: 1, column: 1)
  }

  /// `path:line:column`.
  public var description: String { "\(path):\(line):\(column)" }
}
