import Foundation
import XCStringsKit

/// `compile`: a String Catalog to `<lang>.lproj/<Table>.strings` and `.stringsdict`, as Apple's
/// `xcstringstool compile` writes them, on its command line.
enum CompileCommand: Command {
  static let name = "compile"
  static let summary = "Compile a String Catalog into .lproj tables, as xcstringstool compile does."
  static let usage = """
    compile <file.xcstrings> -o|--output-directory DIR [-l|--language L]... \
    [-f|--format stringsAndStringsdict|stringsdictOnly] [--serialization-format text|binary] [--dry-run] \
    [--force-build-all-strings] [--strict]
    """
  static let discussion = """
    A drop-in for Apple's `xcstringstool compile` (the binary answers to that name too: invoked
    as `xcstringstool`, or through a link so named). Writes DIR/<lang>.lproj/<Table>.strings for
    plain strings and <Table>.stringsdict for plurals (Table = the catalog's file name), as XML
    property lists in CoreFoundation's bytes, byte for byte Apple's. A file is written only when
    it has an entry; nothing is made from the key; `new` units are left out unless the key's
    extraction state is `manual`. --dry-run prints the absolute path of every file the real run
    writes, one per line, and writes nothing. Errors read `<path>: error: <message> (<lang>: <key>)`.
    All files are written together or not at all. Documentation/Compile.md lists the rules.
    """
  static let options = [
    OptionSpec(
      name: "output-directory", valueName: "DIR", help: "The folder to write .lproj folders into (required).", short: "o"),
    OptionSpec(
      name: "language", valueName: "L", help: "Compile only this language (repeatable; default: every language).", short: "l"),
    OptionSpec(
      name: "format", valueName: "stringsAndStringsdict|stringsdictOnly",
      help: "Which files to write (default: stringsAndStringsdict).", short: "f"),
    OptionSpec(name: "serialization-format", valueName: "text|binary", help: "XML (text, the default) or binary property lists."),
    OptionSpec(name: "dry-run", valueName: nil, help: "Print the paths of the files, one per line; write nothing."),
    OptionSpec(name: "force-build-all-strings", valueName: nil, help: "Accepted for Apple's command line; no effect."),
    OptionSpec(
      name: "strict", valueName: nil,
      help: "Also fail on plural categories missing or never used, differing count types, and no output at all."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard arguments.positional.count == 1, let catalog = arguments.positional.first else {
      throw UsageError(message: arguments.positional.isEmpty ? "no catalog given" : "compile takes one catalog")
    }
    guard let output = arguments.value("output-directory") else {
      throw UsageError(message: "--output-directory DIR is required")
    }
    var request = CompileRequest(path: catalog, output: output)
    request.languages = arguments.allValues("language")
    if let name = arguments.value("format") {
      guard let format = CompileRequest.Format(rawValue: name) else {
        throw UsageError(message: "--format takes 'stringsAndStringsdict' or 'stringsdictOnly', not '\(name)'")
      }
      request.format = format
    }
    if let name = arguments.value("serialization-format") {
      guard let serialization = CompileRequest.Serialization(rawValue: name) else {
        throw UsageError(message: "--serialization-format takes 'text' or 'binary', not '\(name)'")
      }
      request.serialization = serialization
    }
    request.dryRun = arguments.flag("dry-run")
    request.forceBuildAllStrings = arguments.flag("force-build-all-strings")
    request.strict = arguments.flag("strict")
    let result = CompileRun(request: request, faults: io.faults).run()
    for diagnostic in result.diagnostics { io.err(diagnostic.description(hints: io.hints)) }
    guard result.succeeded else { return ExitCode.failure }
    if request.dryRun {
      for path in result.files { io.out(path) }
    }
    return ExitCode.success
  }
}
