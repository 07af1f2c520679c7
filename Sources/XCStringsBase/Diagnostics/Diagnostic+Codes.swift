// The codes of the library's diagnostics. Each is set where a message used to name an option
// of the tool (the tool adds that hint by code), or where a caller may want to tell the case
// apart. Codes a caller matches on are public; the ones only the tool's hints need are `package`.

extension Diagnostic.Code {
  /// A file to be replaced is read-only.
  public static let fileIsReadOnly = Self(rawValue: "file-read-only")
  /// A file to be written exists with other content.
  public static let fileExists = Self(rawValue: "file-exists")
  /// The catalog a migration would write exists already.
  public static let catalogExists = Self(rawValue: "catalog-exists")
  /// A catalog that does not read is not replaced by a migration.
  public static let unreadableCatalog = Self(rawValue: "unreadable-catalog")
  /// A migration replaces a catalog holding strings the legacy files do not.
  public static let replacedStrings = Self(rawValue: "replaced-strings")
  /// Nothing tells a legacy table's source language.
  public static let unknownSourceLanguage = Self(rawValue: "unknown-source-language")
  /// A table named to be migrated or exported matches no table found.
  public static let unknownTable = Self(rawValue: "unknown-table")
  /// Project edits were asked for, but no Xcode project was found.
  public static let noProject = Self(rawValue: "no-project")
  /// A finding of the strict compile checks, which Apple's tool does not make.
  public static let strictCheck = Self(rawValue: "strict-check")
  /// The fallback language asked for is not a language of the catalog.
  public static let unknownFallback = Self(rawValue: "unknown-fallback")
  /// Translations in the catalog's source language were not imported.
  public static let sourceLanguageNotImported = Self(rawValue: "source-language-not-imported")
  /// An imported key is not in the catalog, so it was not imported.
  public static let keyNotInCatalog = Self(rawValue: "key-not-in-catalog")
  /// An empty imported value was not imported over the catalog's value.
  public static let emptyValueNotImported = Self(rawValue: "empty-value-not-imported")
  /// An imported language is a variant of a catalog language and becomes a language of its own.
  public static let languageVariant = Self(rawValue: "language-variant")
  /// An imported file's language is not a language code.
  public static let notALanguageCode = Self(rawValue: "not-a-language-code")
  /// An imported XLIFF file has no target language.
  public static let noTargetLanguage = Self(rawValue: "no-target-language")
  /// An imported file's encoding is a guess.
  public static let encodingGuessed = Self(rawValue: "encoding-guessed")
  /// The import destination is neither a catalog nor a folder of catalogs.
  public static let destinationNotACatalog = Self(rawValue: "destination-not-a-catalog")
  /// Several catalogs may be the one a table or file is imported into.
  public static let severalCatalogs = Self(rawValue: "several-catalogs")
  /// A table or file was skipped because the import destination names another one's catalog.
  public static let skippedByDestination = Self(rawValue: "skipped-by-destination")
  /// The git merge driver was to be installed for a repository outside any git work tree.
  public static let notInGitWorkTree = Self(rawValue: "not-in-git-work-tree")

  /// No imported table is named like the destination catalog.
  package static let noTableForDestination = Self(rawValue: "no-table-for-destination")
  /// Several exported files may be the destination catalog.
  package static let severalFilesForCatalog = Self(rawValue: "several-files-for-catalog")
  /// A table becomes two catalogs in one folder tree.
  package static let splitTable = Self(rawValue: "split-table")
  /// No table was found, but bundles holding tables were passed over.
  package static let bundlesPassedOver = Self(rawValue: "bundles-passed-over")

  // Codes of lines that are not diagnostics: a file discovery passed over, the notes and
  // summary lines of `migrate`, `import` and `verify`, where the tool names its options too.

  /// A table file left out by the table list.
  package static let notInTables = Self(rawValue: "not-in-tables")
  /// A table file inside a bundle, which discovery does not enter.
  package static let insideBundle = Self(rawValue: "inside-bundle")
  /// Legacy files kept because a project references them (project edits not asked for).
  package static let keptForReferences = Self(rawValue: "kept-for-references")
  /// Legacy files kept because files project edits cannot change name them.
  package static let keptForWeakReferences = Self(rawValue: "kept-for-weak-references")
  /// A project references legacy files, and project edits were not asked for.
  package static let projectNotUpdated = Self(rawValue: "project-not-updated")
  /// A `.stringsdict` width rule was left out, and keeping its widest bucket was not asked for.
  package static let widthRuleLeftOut = Self(rawValue: "width-rule-left-out")
  /// The ledger has entries and no report was asked for.
  package static let reportDetails = Self(rawValue: "report-details")
  /// More is in the report than the summary lists.
  package static let seeReport = Self(rawValue: "see-report")
  /// The source language was given, not detected.
  package static let sourceLanguageGiven = Self(rawValue: "source-language-given")
  /// Verify assumed `en` as the source language.
  package static let sourceLanguageAssumed = Self(rawValue: "source-language-assumed")
}
