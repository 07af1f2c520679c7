import XCStringsModel

/// What one `verify` checks: `.lproj` trees (or one `.lproj` folder, or one table file) and
/// catalogs, for anything a conversion would lose.
public struct VerifyRequest: Sendable {
  /// The trees, folders, table files and `.xcstrings` files to check.
  public var paths: [String]
  /// The development language of the trees; `nil` to detect it as `migrate` does.
  public var sourceLanguage: LanguageCode?
  /// Which tables are found and how they are grouped, as for `migrate`.
  public var discovery = DiscoveryRequest()

  /// A request to check `paths`, with the tool's defaults.
  public init(paths: [String]) {
    self.paths = paths
  }
}
