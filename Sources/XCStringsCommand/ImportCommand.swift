import Foundation
import XCStringsBase
import XCStringsKit

/// `import`: applies translated `.strings`/`.stringsdict` files, `.xcloc` bundles or `.xliff`
/// files to the catalogs they came from.
enum ImportCommand: Command {
  static let name = "import"
  static let summary = "Apply translated .strings/.stringsdict, .xcloc or .xliff files to existing String Catalogs."
  static let usage = "import <path>... --into <catalog-or-folder> [--languages de,fr] [--state STATE] [options]"
  static let discussion = """
    Each path is a folder holding <lang>.lproj/<Table>.strings and .stringsdict files (as
    export writes them), or single files in .lproj folders; any encoding, order, quoting or
    comments. With --into CATALOG, the table of that name goes into it (or the only table, whatever
    its name; other tables are skipped with a warning). With --into FOLDER, table T goes into
    the catalog T.xcstrings under it. No match, or several, is an error naming the candidates.

    A <lang>.xcloc bundle or an .xliff file (Xcode's, this tool's, or a translation platform's)
    puts each <file> of a catalog into <into>/<original>, else into the one catalog under <into>
    whose path ends with <original>. With --into CATALOG, only the <file> of that catalog goes
    into it: the one of its file name whose <original> its path ends with (or the document's
    only catalog file); files it cannot tell apart are an error naming them. A missing catalog
    is an error. Other <file>s (storyboards, legacy tables) are skipped with a note. Targets in
    state new, needs-translation, needs-l10n or needs-adaptation are skipped; needs-review-*
    imports as needs_review; state-qualifier leveraged-mt as machine_translated.

    A translation that differs from the catalog's replaces it, with state 'translated' (or
    --state); an equal one leaves the unit untouched, state included; a unit the catalog lacks is
    added; a translation of another shape (a plain string for a plural) replaces the language's.
    Keys the catalog lacks are reported (added with --add-keys); keys the files lack are left
    alone. Empty translations where the catalog has text are not imported unless --state is
    given. The source language is imported only with --include-source. Comments, extraction
    states, shouldTranslate, unknown fields, other languages, key order and format version
    never change. Catalogs are rewritten in Xcode's form only when something changed, all
    together or not at all; a read-only catalog that would change is an error unless --force is
    given. Exit 0 on success (warnings allowed), 1 on error.
    """
  static let options = [
    OptionSpec(name: "into", valueName: "PATH", help: "The catalog, or a folder searched for <Table>.xcstrings (required)."),
    OptionSpec(name: "languages", valueName: "LANGS", help: "Import only these languages."),
    OptionSpec(
      name: "language-map", valueName: "OLD=NEW", help: "Import files written under language OLD into NEW (repeatable)."),
    OptionSpec(
      name: "encoding", valueName: "NAME",
      help: "The encoding of .strings files that are neither UTF-8 nor UTF-16 (macroman, latin1, windows-1252)."),
    OptionSpec(
      name: "state", valueName: "STATE",
      help: "State of changed and added units (default: translated; or needs_review, new, machine_translated)."),
    OptionSpec(name: "add-keys", valueName: nil, help: "Add keys the catalog does not have."),
    OptionSpec(name: "include-source", valueName: nil, help: "Import source-language files too."),
    OptionSpec(name: "force", valueName: nil, help: "Replace catalogs that are read-only (their permission bits are kept)."),
    OptionSpec(name: "dry-run", valueName: nil, help: "Write nothing but the report; print what would change."),
    OptionSpec(name: "report", valueName: "FILE.json", help: "Write the figures, warnings and ledger as JSON."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    guard let into = arguments.value("into") else { throw UsageError(message: "--into CATALOG or --into FOLDER is required") }
    var request = ImportRequest(paths: arguments.positional, into: into)
    request.options.state = try arguments.value("state").map { value throws(UsageError) in
      try OptionValues.state(value, option: "state")
    }
    let languages = try arguments.list("languages").map { value throws(UsageError) in
      try OptionValues.language(value, option: "languages")
    }
    request.options.languages = languages.isEmpty ? nil : Set(languages)
    request.options.addKeys = arguments.flag("add-keys")
    request.options.includeSource = arguments.flag("include-source")
    request.dryRun = arguments.flag("dry-run")
    request.force = arguments.flag("force")
    request.report = arguments.value("report")
    request.languageMap = try OptionValues.languageMap(arguments)
    if let name = arguments.value("encoding") {
      guard let stated = TextDecoding.statedEncodings.first(where: { $0.name == name.lowercased() }) else {
        throw UsageError(
          message: "--encoding takes " + TextDecoding.statedEncodings.map { "'\($0.name)'" }.joined(separator: ", ")
            + ", not '\(name)'")
      }
      request.encoding = stated.encoding
    }
    var run = ImportRun(request: request, faults: io.faults)
    run.hints = io.hints
    run.keepsValuesUntilExit = io.keepsValuesUntilExit
    let result = run.run()
    io.print(result.output)
    return result.succeeded ? ExitCode.success : ExitCode.failure
  }
}
