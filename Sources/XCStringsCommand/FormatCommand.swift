import XCStringsKit

/// `format`: rewrites catalogs in the exact form Xcode saves them in.
enum FormatCommand: Command {
  static let name = "format"
  static let summary = "Rewrite String Catalogs in Xcode's canonical form."
  static let usage = "format <file.xcstrings>... [--check] [--force]"
  static let discussion = """
    Reads each catalog and writes it back byte for byte as Xcode would save it: two-space
    indentation, "key" : value, keys in Xcode's order, no trailing newline. Unknown fields and
    the format version are kept. Files are replaced atomically; a file that cannot be parsed is
    reported as path:line:col and left untouched while the others are still formatted. A key
    written twice is read as Xcode reads it (the copies united, the later one winning where
    they differ), reported with both lines, and written once.

    With --check nothing is written: the files that would change are listed, and the exit code
    is 1 if any would change, 2 if a file could not be read, 0 otherwise.

    A read-only catalog (no write permission) is reported as an error and left as it is, unless
    --force is given; a replaced file keeps its permission bits.
    """
  static let options = [
    OptionSpec(name: "check", valueName: nil, help: "Write nothing; list files that would change (exit 1)."),
    OptionSpec(name: "force", valueName: nil, help: "Replace catalogs that are read-only (their permission bits are kept)."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no catalog given") }
    var request = FormatRequest(paths: arguments.positional)
    request.check = arguments.flag("check")
    request.force = arguments.flag("force")
    var run = FormatRun(request: request, faults: io.faults)
    run.keepsValuesUntilExit = io.keepsValuesUntilExit
    let result = run.run()
    io.report(result.diagnostics)
    if request.check {
      for path in result.changed { io.out(path) }
      if result.failed { return ExitCode.unreadable }
      return result.changed.isEmpty ? ExitCode.success : ExitCode.failure
    }
    for path in result.formatted { io.out("formatted \(path)") }
    return result.failed ? ExitCode.failure : ExitCode.success
  }
}
