import XCStringsModel

/// What an export as `.xcloc` bundles or `.xliff` files writes and where.
public struct ExchangeExportRequest: Sendable {
  /// The two exchange formats.
  public enum Format: String, Sendable {
    /// `<lang>.xcloc` bundles, as Xcode's "Export Localizations" writes them.
    case xcloc
    /// Bare `<lang>.xliff` files.
    case xliff
  }

  /// The catalogs, and folders searched for them (hidden folders and bundles skipped).
  public var paths: [String]
  /// The folder the bundles or files are written into.
  public var output: String
  /// Bundles or bare XLIFF files.
  public var format: Format
  /// The languages to export; empty for every language of the catalogs, source included.
  public var languages: [LanguageCode] = []
  /// `developmentRegion` in `contents.json`; `nil` for the project's, else the first catalog's
  /// source language.
  public var developmentRegion: LanguageCode?
  /// The project named in `contents.json`; `nil` for the `.xcodeproj` above the catalogs.
  public var project: String?
  /// Whether an existing file with other content is replaced.
  public var force = false
  /// The version of the tool named in the XLIFF headers.
  public var toolVersion: String

  /// A request to export the catalogs at `paths` into `output` in `format`, naming the tool
  /// at `toolVersion`.
  public init(paths: [String], output: String, format: Format, toolVersion: String) {
    self.paths = paths
    self.output = output
    self.format = format
    self.toolVersion = toolVersion
  }
}
