/// One subcommand of `xcstrings-convert`: its name, help text, options and behaviour.
protocol Command: Sendable {
  /// The subcommand name, as typed.
  static var name: String { get }
  /// One line for the tool's command list.
  static var summary: String { get }
  /// The usage line after `xcstrings-convert`.
  static var usage: String { get }
  /// Paragraphs shown by `--help` after the usage line.
  static var discussion: String { get }
  /// The options the command accepts (besides `--help`).
  static var options: [OptionSpec] { get }
  /// Runs the command and returns the exit code.
  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32
}

extension Command {
  /// The full `--help` text, generated from the same table the parser uses.
  static var helpText: String {
    var lines = ["usage: xcstrings-convert \(usage)", "", summary]
    if !discussion.isEmpty {
      lines.append("")
      lines.append(discussion)
    }
    lines.append("")
    lines.append("options:")
    let all = options + [OptionSpec(name: "help", valueName: nil, help: "Show this help.")]
    let labels = all.map { spec in
      (spec.short.map { "-\($0), " } ?? "") + "--\(spec.name)" + (spec.valueName.map { " \($0)" } ?? "")
    }
    let width = (labels.map(\.count).max() ?? 0) + 2
    for (label, spec) in zip(labels, all) {
      lines.append("  " + label + String(repeating: " ", count: width - label.count) + spec.help)
    }
    return lines.joined(separator: "\n")
  }
}

/// `--jobs N`, which every command takes: the cap on the library's threads (``Parallelism/jobs``).
/// The tool's overview states it once, so that each command's own option list stays its own.
let jobsOption = OptionSpec(name: "jobs", valueName: "N", help: "Use at most N threads (default: one per processor).")

/// Exit codes shared by every command.
enum ExitCode {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let unreadable: Int32 = 2
  static let usage: Int32 = 64
}
