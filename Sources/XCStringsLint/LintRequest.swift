import Foundation

/// What one `lint` checks: catalogs, `.lproj` tables, Swift sources and projects under some
/// paths, with the rules' options and an optional baseline.
public struct LintRequest: Sendable {
  /// The `.xcstrings` files and folders to check.
  public var paths: [String]
  /// The languages, rules and severities the rules run with.
  public var options = LintOptions()
  /// Whether Swift sources in test folders and files are left unread.
  public var skipsTests = false
  /// A baseline file whose findings are left out of the report (only new findings count).
  public var baseline: String?
  /// A file to record every finding of the run in, as a baseline.
  public var writesBaseline: String?
  /// The folder baseline paths are relative to.
  public var currentDirectory: String = FileManager.default.currentDirectoryPath

  /// A request to check `paths`, with the tool's defaults.
  public init(paths: [String]) {
    self.paths = paths
  }
}
