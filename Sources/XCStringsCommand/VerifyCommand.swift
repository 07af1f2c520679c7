import XCStringsKit

/// `verify`: proves that a conversion loses nothing the app would show.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Check that converting loses nothing (for .lproj trees and catalogs)."
  static let usage = "verify <path>... [--source-language CODE] [--group-by folder|table] [--tables A,B]"
  static let discussion = """
    For .lproj trees (or one .lproj folder, or one table file): migrates in memory, exports the
    catalog in memory, and compares with what the legacy files hold; tables are found and
    grouped exactly as migrate finds and groups them; a folder with no .lproj table is
    searched for catalogs instead (a tree already migrated). For catalogs: exports in memory,
    migrates the export back, and compares what the app shows from the export with what it
    shows from the catalog that came back; a different shape that shows the same strings (a
    plural that comes back as a substitution) is a note. A note given for many entries (an
    extraction state, which no legacy file holds) is printed once per catalog, at its first
    entry, with how many more there are.

    A loss is a (table, language, key, plural category, device) for which Apple's runtime would
    resolve a different string after conversion (last duplicate wins, .stringsdict before
    .strings), and every loss the conversion's ledger lists; migrate --delete-legacy uses the
    same definition. An empty translation that the catalog leaves out is a note, not a loss
    (the app shows the development language's text instead). Prints every loss, then notes,
    then a verdict. Exit 0 when nothing would be lost, 1 when something would or when a path
    holds no table, 2 when an input could not be read.
    """
  static let options =
    [
      OptionSpec(name: "source-language", valueName: "CODE", help: "The development language of trees (default: detected).")
    ] + DiscoveryRequest.options

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    var request = VerifyRequest(paths: arguments.positional)
    request.sourceLanguage = try arguments.value("source-language").map { value throws(UsageError) in
      try OptionValues.language(value, option: "source-language")
    }
    request.discovery = try DiscoveryRequest(arguments)
    let result = VerifyRun(request: request).run()
    io.report(result.diagnostics)
    // Every loss first, then the notes, then the verdict.
    for loss in result.losses { io.out(loss.description) }
    for (index, note) in result.notes.enumerated() { io.out(note + (result.noteHints[index].map { io.hint($0) } ?? "")) }
    let noteCount = Summary.count(result.noteCount, "note")
    switch result.verdict {
    case .unreadable:
      io.out("verify: could not read every input")
      return ExitCode.unreadable
    case .unmatchedTables:
      io.out("verify: --tables names a table that was not found")
      return ExitCode.failure
    case .losses:
      io.out(
        "verify: \(Summary.count(result.losses.count, "loss", "losses")) in \(Summary.count(result.tables, "table")); \(noteCount)"
      )
      return ExitCode.failure
    case .noTable:
      io.out("verify: no table found in \(result.emptyPaths.map { "'\($0)'" }.joined(separator: ", "))")
      return ExitCode.failure
    case .noLoss:
      io.out("verify: no loss in \(Summary.count(result.tables, "table")); \(noteCount)")
      return ExitCode.success
    }
  }
}
