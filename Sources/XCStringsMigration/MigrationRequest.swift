import XCStringsBase
import XCStringsConversion
import XCStringsModel

/// What a migration run converts and how: the paths, the catalogs' settings, and what it may
/// overwrite, delete and edit.
public struct MigrationRequest: Sendable {
  /// The paths to look for tables under: folders, `.lproj` folders or table files.
  public var roots: [String]
  /// A folder to write the catalogs under, keeping the layout relative to each path; `nil` to
  /// write them beside the tables.
  public var output: String?
  /// The development language; `nil` to detect it.
  public var sourceLanguage: LanguageCode?
  /// Which tables are found and how they are grouped.
  public var discovery = DiscoveryRequest()
  /// Whether an existing catalog is overwritten.
  public var force = false
  /// Whether the keys and languages are added into an existing catalog (its units win).
  public var merge = false
  /// Whether nothing but the report is written.
  public var dryRun = false
  /// Whether a table's legacy files are deleted once the catalog, as written, gives them back
  /// whole.
  public var deleteLegacy = false
  /// Whether they are deleted even when an unreadable project or a spec names them.
  public var forceDelete = false
  /// Edit the Xcode projects as Xcode's migration does (`--update-project`).
  public var updateProject = false
  /// The projects to edit (`--project`); empty to find them under (or above) the paths.
  public var projects: [String] = []
  /// Where to write the JSON report, also after a failure.
  public var report: String?
  /// The state of migrated units.
  public var state: TranslationState = .translated
  /// The extraction state of the entries.
  public var extractionState: ExtractionState? = .migrated
  /// The catalog format version.
  public var formatVersion = "1.0"
  /// Whether substitutions are always used, keeping the `.stringsdict` variable names.
  public var keepVariableNames = false
  /// What becomes of width rules.
  public var widthRule: MigrationOptions.WidthRulePolicy = .skip

  /// A request to migrate the tables under `roots`, with Xcode's defaults for the rest.
  public init(roots: [String]) {
    self.roots = roots
  }

  /// The conversion options for a table whose source language is `sourceLanguage`.
  package func options(sourceLanguage: LanguageCode) -> MigrationOptions {
    var options = MigrationOptions(sourceLanguage: sourceLanguage)
    options.state = state
    options.extractionState = extractionState
    options.formatVersion = formatVersion
    options.keepVariableNames = keepVariableNames
    options.widthRule = widthRule
    return options
  }
}
