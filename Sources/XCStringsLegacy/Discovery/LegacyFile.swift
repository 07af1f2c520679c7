import XCStringsModel

/// One legacy table file found in an `.lproj` folder.
public struct LegacyFile: Equatable, Sendable {
  /// The kind of table file.
  public enum Kind: String, Equatable, Sendable {
    /// A `.strings` file.
    case strings
    /// A `.stringsdict` file.
    case stringsdict
  }

  /// The file's path.
  public var path: String
  /// The `.lproj` folder name without the extension (`en`, `Base`, `pt_BR`).
  public var folderName: String
  /// The language the folder holds; `nil` for `Base.lproj`.
  public var language: LanguageCode?
  /// The table name as spelled on disk (`InfoPlist`, `infoPlist`).
  public var tableName: String
  /// Whether it is a `.strings` or `.stringsdict` file.
  public var kind: Kind

  /// Creates a file record.
  package init(path: String, folderName: String, language: LanguageCode?, tableName: String, kind: Kind) {
    self.path = path
    self.folderName = folderName
    self.language = language
    self.tableName = tableName
    self.kind = kind
  }
}
