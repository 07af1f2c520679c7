import Foundation
import XCStringsKit

/// `migrate`: legacy `.lproj` trees → String Catalogs, with Xcode's own mapping.
enum MigrateCommand: Command {
  static let name = "migrate"
  static let summary = "Convert .lproj .strings/.stringsdict tables into String Catalogs."
  static let usage = "migrate <path>... [--output DIR] [--source-language CODE] [--dry-run] [options]"
  static let discussion = """
    Finds every *.lproj folder under each path (a path may also be one .lproj folder or one
    table file) and converts each table into <folder>/<Table>.xcstrings, as Xcode's "Migrate to
    String Catalog" does: <folder> holds the table's .strings .lproj folders, and the table's
    files in its subfolders (App/Plurals/en.lproj/Localizable.stringsdict) join it, down to a
    folder with .strings files of its own. Storyboard and XIB tables go to
    <folder>/mul.lproj/<Table>.xcstrings. Units are "translated", entries "migrated". Skips
    .build, .git, Pods, Carthage, DerivedData, node_modules, and bundles and wrappers (*.bundle,
    *.framework, *.help, *.plugin, *.appex, ...), whose tables no catalog would reach. The source
    language comes from --source-language, else the project's development region (.xcodeproj,
    project.yml, Info.plist, Package.swift), else "en" if an en.lproj exists. Base.lproj
    values and plural rules fill only keys the source language lacks.

    Nothing is written unless every table converts without error; outputs are written to
    temporary files and renamed into place together. Everything not carried over exactly is
    listed in the ledger (--report). --delete-legacy deletes a table's files only when the
    catalog as written (after --merge) gives back every string the app showed from them and
    the ledger lists no loss, and no project still references them.

    --update-project edits each Xcode project under the paths (or above them, or the ones
    --project names) as Xcode's migration does: a table is what the project's variant groups
    say (languages included), its variant groups, file references and build files are
    replaced by one catalog reference and one build file per target, storyboard and XIB
    groups get a 'mul' child, and project-level configurations get SWIFT_EMIT_LOC_STRINGS =
    YES. Files no project lists are grouped as --group-by says. Projects, catalogs and
    deletions are written together or not at all; --dry-run lists the edits. Exit 0 on
    success (warnings allowed), 1 on error, 64 on a usage error.
    """
  static let options =
    [
      OptionSpec(name: "output", valueName: "DIR", help: "Write catalogs under DIR, keeping the layout relative to each path."),
      OptionSpec(name: "source-language", valueName: "CODE", help: "The development language (default: detected)."),
    ] + DiscoveryRequest.options + [
      OptionSpec(name: "force", valueName: nil, help: "Overwrite existing catalogs."),
      OptionSpec(name: "merge", valueName: nil, help: "Add keys and languages into existing catalogs (existing units win)."),
      OptionSpec(name: "dry-run", valueName: nil, help: "Write nothing but the report; print what would be written."),
      OptionSpec(
        name: "delete-legacy", valueName: nil, help: "Delete the legacy files of tables whose catalog, as written, loses nothing."
      ),
      OptionSpec(
        name: "force-delete", valueName: nil,
        help: "Delete even when a project that cannot be read or a spec (project.yml) names the files."),
      OptionSpec(
        name: "update-project", valueName: nil,
        help: "Edit the Xcode projects as Xcode's migration does (in place; not with --output)."),
      OptionSpec(
        name: "project", valueName: "PATH", help: "The .xcodeproj to edit with --update-project (repeatable; default: found)."),
      OptionSpec(
        name: "report", valueName: "FILE.json", help: "Write the summary, ledger and diagnostics as JSON (also on failure)."),
      OptionSpec(
        name: "state", valueName: "STATE",
        help: "State of migrated units: translated (default), needs_review, new, machine_translated."),
      OptionSpec(
        name: "extraction-state", valueName: "STATE",
        help: "Extraction state of entries: migrated (default), manual, extracted_with_value, stale, none."),
      OptionSpec(
        name: "format-version", valueName: "V",
        help: "Catalog format version: 1.0 (default, as Xcode's migration), 1.1, 1.2, 1.3."),
      OptionSpec(
        name: "keep-variable-names", valueName: nil, help: "Always use substitutions, keeping .stringsdict variable names."),
      OptionSpec(
        name: "width-rule", valueName: "skip|widest", help: "Width rules: leave out (default) or keep the widest bucket."),
    ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    let request = try MigrationRequest(arguments)
    var run = MigrationRun(request: request, faults: io.faults)
    run.hints = io.hints
    run.keepsValuesUntilExit = io.keepsValuesUntilExit
    // Progress lines stream as the tables convert, to a terminal only; the rest is the result.
    if io.errorIsTerminal { run.progress = io.standardError }
    let result = run.run()
    io.print(result.output)
    return result.succeeded ? ExitCode.success : ExitCode.failure
  }
}
