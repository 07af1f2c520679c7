import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsModel
import XCStringsProject

/// One catalog to lint: read from an `.xcstrings` file, or migrated in memory from a legacy
/// `.lproj` table, together with what the rules need to place and judge findings.
package struct LintSubject: Sendable {
  /// Where the catalog came from, which decides how findings are located.
  package enum Origin: Sendable {
    /// An `.xcstrings` file; findings point at the key in the JSON.
    case catalog(CatalogKeyLocator)
    /// Legacy `.strings`/`.stringsdict` files; findings point at the key in those files.
    case legacy(LegacyKeyLocator)
  }

  /// The catalog (for a legacy table, the result of migrating it).
  package var catalog: StringCatalog
  /// The name shown for the catalog in coverage: the `.xcstrings` path, or
  /// `<folder>/*.lproj/<table>` for a legacy table.
  package var file: String
  /// The table name (`Localizable`, `InfoPlist`).
  package var tableName: String
  /// How to locate findings.
  package var origin: Origin
  /// Languages the table's bundle supports besides those in the catalog: a legacy table's own
  /// languages, and with a project, the languages of every table of the targets that bundle it.
  package var bundleLanguages: Set<LanguageCode>
  /// The languages the table's bundle ships: those some table of the bundle has a value in
  /// (not only empty placeholders), with the source language; `nil` when not worked out, which
  /// counts every bundle language as shipped. A language no table has a value in shows its
  /// users the development language throughout, as if the app did not have it.
  var shippedLanguages: Set<LanguageCode>?
  /// The languages some table of the tree (any bundle) has a value in other than the source
  /// text; `nil` when not worked out. A language no table translates is not started
  /// anywhere in the app, whatever copies of the source a platform filled in.
  var translatedAnywhere: Set<LanguageCode>?
  /// The `knownRegions` of the project that builds the table, if one does: a region of the
  /// source language (`en-GB`) is required only where they, or `--languages`, name it.
  package var knownRegions: [LanguageCode]?
  /// The project's development region, when one was found above the catalog.
  package var developmentRegion: DevelopmentRegion?
  /// Empty translations migration would drop (legacy tables only), reported as `empty-value`.
  package var droppedEmptyValues: [(key: String, language: LanguageCode)]
  /// The folder of the bundle the table belongs to: the folder holding the `.lproj` folders or
  /// the catalog (for a catalog in `mul.lproj`, the folder above it).
  package var folder: String
  /// Whether the table belongs to a storyboard or XIB, whose keys are object IDs and whose
  /// source text lives in the interface file.
  package var isInterfaceTable: Bool
  /// The keys Swift sources of the tree look up and join with other text (see
  /// ``LocalizationCall/isJoined``), whose edge spaces show on screen.
  var joinedKeys: Set<ExactKey> = []
  /// The keys of every string literal of the tree's Swift sources (`nil` without sources): a
  /// stale key one of them stands for is still used, through a form the extractor misses.
  var sourceLiterals: Set<ExactKey>?
  /// For a storyboard or XIB table whose interface file was found (`Base.lproj/NAME.storyboard`
  /// or `.xib` beside the table's `.lproj` folders), that file and the object IDs it has: a key
  /// of another object shows nothing.
  package var interfaceFile: (path: String, objectIDs: Set<String>)?
  /// The `\u` escapes of the table's `.strings` files, which Apple's parser reads as `u`.
  package var lowercaseEscapes: [LowercaseEscape] = []
  /// Whether the source language (or `Base.lproj`) has a file of this table. When it has none,
  /// the source text comes from code (`NSLocalizedString(_:value:comment:)`) or an interface file.
  package var hasSourceFile: Bool

  /// Creates a subject.
  package init(
    catalog: StringCatalog, file: String, tableName: String, origin: Origin, bundleLanguages: Set<LanguageCode> = [],
    developmentRegion: DevelopmentRegion? = nil, droppedEmptyValues: [(key: String, language: LanguageCode)] = [],
    folder: String? = nil, isInterfaceTable: Bool = false, hasSourceFile: Bool = true
  ) {
    self.catalog = catalog
    self.file = file
    self.tableName = tableName
    self.origin = origin
    self.bundleLanguages = bundleLanguages
    self.developmentRegion = developmentRegion
    self.droppedEmptyValues = droppedEmptyValues
    self.isInterfaceTable = isInterfaceTable
    self.hasSourceFile = hasSourceFile
    if let folder {
      self.folder = folder
    } else {
      var parent = FileTransaction.directory(of: file)
      if FileTransaction.baseName(of: parent) == "mul.lproj" { parent = FileTransaction.directory(of: parent) }
      self.folder = parent
    }
    if !isInterfaceTable, FileTransaction.baseName(of: FileTransaction.directory(of: file)) == "mul.lproj" {
      self.isInterfaceTable = true
    }
  }

  /// Whether the table holds `Info.plist` keys, whose values come from `Info.plist` when the
  /// table has none (so identifier-like keys and per-bundle values are expected there): an
  /// `InfoPlist` table, or one a target's build ships under that name (`NAME-InfoPlist`).
  package var isInfoPlistTable: Bool {
    get { isShippedAsInfoPlist || tableName.lowercased() == "infoplist" }
    set { isShippedAsInfoPlist = newValue }
  }
  /// Keys the code only shows as SwiftUI views of their own (`Text("…")` not joined to other
  /// text; a `LocalizedStringKey` value may be joined where it is used, so it is not one): a
  /// space at the start of such a view's text is lost in the layout.
  var viewOnlyKeys: Set<ExactKey> = []
  /// Whether only agent apps (`LSUIElement`) bundle the table: their main menu never shows.
  var isAgentApp = false
  /// The objects of the interface file's main menu (`systemMenu="main"`) and its submenus.
  var mainMenuIDs: Set<String> = []
  /// Whether a project's target ships the table as its `InfoPlist` table.
  var isShippedAsInfoPlist = false
  /// The names of the application targets of the tree's projects, squeezed
  /// (``ProjectLinter/squeezed(_:)``): the app's own name, which no language translates.
  var brands: Set<String> = []

  /// Where a finding about `key` (and `language`) should point.
  package func location(of key: String, language: LanguageCode?) -> SourceLocation {
    switch origin {
    case .catalog(let locator): return locator.location(of: key)
    case .legacy(let locator): return locator.location(of: key, language: language)
    }
  }

  /// Where a finding about the catalog's source language should point.
  package var sourceLanguageLocation: SourceLocation {
    switch origin {
    case .catalog(let locator): return locator.sourceLanguageLocation
    case .legacy(let locator): return .file(locator.primaryPath)
    }
  }
}
