import Foundation
import XCStringsKit

/// `migrate`: legacy `.lproj` trees → String Catalogs, with Xcode's own mapping.
enum MigrateCommand: Command {
  static let name = "migrate"
  static let summary = "Convert .lproj .strings/.stringsdict tables into String Catalogs."
  static let usage = "migrate <path>... [--output DIR] [--source-language CODE] [--dry-run] [options]"
  static let discussion = """
    Finds every *.lproj folder under each path and converts each table (one per folder holding
    .lproj folders and table name) into <folder>/<Table>.xcstrings, as Xcode's "Migrate to String
    Catalog" does; storyboard and XIB tables go to <folder>/mul.lproj/<Table>.xcstrings. Units
    are "translated", entries "migrated". Skips .build, .git, Pods, Carthage, DerivedData,
    node_modules and *.bundle folders. The source language comes from --source-language, else
    the project's development region (.xcodeproj, project.yml, Info.plist, Package.swift), else
    "en" if an en.lproj exists. Base.lproj values fill only keys the source language lacks.

    Nothing is written unless every table converts without error; outputs are written to
    temporary files and renamed into place together. Everything not carried over exactly is
    listed in the loss ledger (--report). Exit 0 on success (warnings allowed), 1 on error.
    """
  static let options = [
    OptionSpec(name: "output", valueName: "DIR", help: "Write catalogs under DIR, keeping the layout relative to each path."),
    OptionSpec(name: "source-language", valueName: "CODE", help: "The development language (default: detected)."),
    OptionSpec(name: "group-by", valueName: "folder|table", help: "One catalog per folder and table (default), or per table under each path."),
    OptionSpec(name: "tables", valueName: "A,B", help: "Only these tables (names compared ignoring case)."),
    OptionSpec(name: "include-bundles", valueName: nil, help: "Also take tables inside *.bundle folders."),
    OptionSpec(name: "language-map", valueName: "OLD=NEW", help: "Map an .lproj folder name to a language code (repeatable)."),
    OptionSpec(name: "force", valueName: nil, help: "Overwrite existing catalogs."),
    OptionSpec(name: "merge", valueName: nil, help: "Add keys and languages into existing catalogs (existing units win)."),
    OptionSpec(name: "dry-run", valueName: nil, help: "Write nothing; print what would be written."),
    OptionSpec(name: "delete-legacy", valueName: nil, help: "Delete the legacy files of tables whose round trip shows no loss."),
    OptionSpec(name: "force-delete", valueName: nil, help: "Delete even when an .xcodeproj still references the files."),
    OptionSpec(name: "report", valueName: "FILE.json", help: "Write the summary and loss ledger as JSON."),
    OptionSpec(name: "state", valueName: "STATE", help: "State of migrated units (default: translated)."),
    OptionSpec(name: "extraction-state", valueName: "STATE", help: "Extraction state of entries (default: migrated; 'none' for none)."),
    OptionSpec(name: "format-version", valueName: "V", help: "Catalog format version (default: 1.0)."),
    OptionSpec(name: "keep-variable-names", valueName: nil, help: "Always use substitutions, keeping .stringsdict variable names."),
    OptionSpec(name: "width-rule", valueName: "skip|widest", help: "Width rules: leave out (default) or keep the widest bucket."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    let request = try MigrationRequest(arguments)
    var run = MigrationRun(request: request, io: io)
    return run.execute()
  }
}
