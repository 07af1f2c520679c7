import XCStringsKit

/// The `xcstrings-convert` command line: parses arguments, runs a subcommand, returns its exit code.
package enum XCStringsCommand {
  static let commands: [any Command.Type] = [
    MigrateCommand.self, ExportCommand.self, ImportCommand.self, VerifyCommand.self, DiffCommand.self, MergeCommand.self,
    FormatCommand.self,
    DumpCommand.self, LintCommand.self, CompileCommand.self, SyncCommand.self,
  ]

  /// The tool's version.
  package static let version = "0.1.0"

  /// The name under which the tool is a drop-in for Apple's `xcstringstool compile`.
  package static let xcstringstoolName = "xcstringstool"

  /// Runs the tool as the process was started: `argv` with the program name first. Started as
  /// `xcstringstool` (by that name or through a link so named), the tool takes Apple's
  /// `xcstringstool compile` command line, and that subcommand only.
  package static func main(_ argv: [String], io: CommandIO = .process) -> Int32 {
    let arguments = Array(argv.dropFirst())
    var program = Substring(argv.first ?? "").split(separator: "/").last.map(String.init) ?? ""
    if program.hasSuffix(".exe") { program.removeLast(4) }
    guard program == xcstringstoolName else { return run(arguments, io: io) }
    guard let first = arguments.first, first == CompileCommand.name || ["help", "--help", "-h"].contains(first) else {
      // Apple's other subcommands (sync, extract, generate-symbols, print) are not implemented.
      io.err(
        "error: \(arguments.first.map { "unknown command '\($0)'" } ?? "no command given"); this xcstringstool "
          + "(xcstrings-convert \(version)) implements 'compile' only")
      io.err("usage: \(xcstringstoolName) \(CompileCommand.usage)")
      return ExitCode.usage
    }
    if first != CompileCommand.name {
      io.out(CompileCommand.helpText)
      return ExitCode.success
    }
    return run(arguments, io: io)
  }

  /// Runs the tool with `arguments` (without the program name) and returns the exit code:
  /// 0 success, 1 failure, 64 usage error (some commands use 2 for unreadable input).
  package static func run(_ arguments: [String], io: CommandIO = .process) -> Int32 {
    var io = io
    io.hints = CommandHints.hints
    guard let first = arguments.first else {
      io.standardError(overview + "\n")
      return ExitCode.usage
    }
    if first == "--help" || first == "-h" || first == "help" {
      if first == "help", arguments.count > 1, let command = command(named: arguments[1]) {
        io.out(command.helpText)
      } else {
        io.out(overview)
      }
      return ExitCode.success
    }
    if first == "--version" {
      io.out(version)
      return ExitCode.success
    }
    guard let command = command(named: first) else {
      io.err("error: unknown command '\(first)'")
      io.err("run 'xcstrings-convert --help' for the list of commands")
      return ExitCode.usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      io.out(command.helpText)
      return ExitCode.success
    }
    do {
      let parsed = try ParsedArguments.parse(rest, options: command.options + [jobsOption])
      // Set on every run, so that a run in the same process without `--jobs` is not capped.
      Parallelism.jobs = try jobs(parsed)
      return try command.run(parsed, io: io)
    } catch {
      io.err("error: \(error.message)")
      io.err("usage: xcstrings-convert \(command.usage)")
      io.err("run 'xcstrings-convert \(command.name) --help' for details")
      return ExitCode.usage
    }
  }

  /// The value of `--jobs`, a whole number of 1 or more, or `nil` when it is not given.
  static func jobs(_ parsed: ParsedArguments) throws(UsageError) -> Int? {
    guard let text = parsed.value(jobsOption.name) else { return nil }
    guard let jobs = Int(text), jobs >= 1 else {
      throw UsageError(message: "option '--jobs' needs a whole number of 1 or more, not '\(text)'")
    }
    return jobs
  }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.name == name }
  }

  static var overview: String {
    var lines = [
      "usage: xcstrings-convert <command> [options]",
      "",
      "Converts legacy .strings/.stringsdict files to Xcode String Catalogs (.xcstrings) and back.",
      "",
      "commands:",
    ]
    let width = (commands.map { $0.name.count }.max() ?? 0) + 2
    for command in commands {
      lines.append("  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary)
    }
    lines.append("")
    lines.append("Run 'xcstrings-convert <command> --help' for a command's options.")
    lines.append("Every command also takes --jobs N: at most N threads (default: one per processor).")
    return lines.joined(separator: "\n")
  }
}
