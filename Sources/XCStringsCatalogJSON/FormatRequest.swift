/// What one `format` rewrites: catalogs, in the exact form Xcode saves them in.
public struct FormatRequest: Equatable, Sendable {
  /// The `.xcstrings` files.
  public var paths: [String]
  /// Whether nothing is written and the files that would change are only listed.
  public var check = false
  /// Whether read-only catalogs are replaced too (their permission bits are kept).
  public var force = false

  /// A request to format `paths`, with the tool's defaults.
  public init(paths: [String]) {
    self.paths = paths
  }
}
