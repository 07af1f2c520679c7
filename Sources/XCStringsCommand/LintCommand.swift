import XCStringsKit

/// `lint`: checks catalogs and legacy tables for translation defects and prints coverage.
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "Check catalogs, .lproj tables, Swift sources and projects for localization defects; show coverage."
  static let usage =
    "lint <path>... [--languages ja,en] [--json | --reporter FORMAT] [--strict] [--disable RULE,...] [--severity RULE=LEVEL,...] [--baseline FILE] [--write-baseline FILE] [--max-results N] [--unused] [--skip-tests]"
  static var discussion: String {
    let width = (LintRule.all.map(\.id.count).max() ?? 0) + 2
    let rules = LintRule.all.map { rule in
      "  " + rule.id + String(repeating: " ", count: width - rule.id.count)
        + "\(rule.defaultSeverity.rawValue): \(rule.summary)" + (rule == .unusedKey ? " (--unused)" : "")
    }
    return """
      Each path is an .xcstrings file or a folder, searched for .xcstrings files, .lproj tables,
      Swift sources and projects (.xcodeproj, or an XcodeGen project.yml where there is none);
      tables are migrated in memory and findings point at the legacy files. The localized
      strings of the Swift sources (String(localized:), NSLocalizedString, LocalizedStringResource,
      Text and the other SwiftUI views and modifiers that take a LocalizedStringKey; previews
      left out) are checked against the tables of the same folder, and the projects' settings
      against the tables and sources. A table needs the languages of its bundle: those of the
      tables in its folder and, with a project, of the targets that bundle it (a region whose
      parent the table has, fr-CA beside fr, only where --languages names it). Findings are printed as
      path:line:col: severity: [rule] message, followed by the translation coverage of each
      catalog and language. --reporter github prints GitHub Actions annotations instead,
      --reporter sarif one SARIF 2.1.0 log for code scanning (--json is --reporter json).
      With --baseline, findings recorded in the file (by --write-baseline, matched by file,
      key, language and rule, not line) are left out: only new findings are reported and fail
      the run. Exit 1 if any error was found (with --strict, any warning), 2 if an input or
      the baseline could not be read, 0 otherwise; a run that writes a baseline accepts the
      findings it records, and exits 0 unless an input could not be read.

      rules:
      """ + "\n" + rules.joined(separator: "\n")
  }
  static let options = [
    OptionSpec(name: "languages", valueName: "LANGS", help: "Languages every key must be translated into."),
    OptionSpec(name: "json", valueName: nil, help: "Print one JSON document with findings and coverage."),
    OptionSpec(name: "reporter", valueName: "FORMAT", help: "Output format: text (default), json, github or sarif."),
    OptionSpec(name: "strict", valueName: nil, help: "Exit 1 on warnings too."),
    OptionSpec(name: "disable", valueName: "RULES", help: "Rules not to run (comma-separated ids)."),
    OptionSpec(
      name: "severity", valueName: "RULE=LEVEL",
      help: "Give a rule's findings a level: error, warning, note or off (comma-separated)."),
    OptionSpec(
      name: "baseline", valueName: "FILE", help: "Leave out the findings recorded in FILE; report and fail only on new ones."),
    OptionSpec(name: "write-baseline", valueName: "FILE", help: "Record every finding of this run in FILE (for --baseline)."),
    OptionSpec(name: "max-results", valueName: "N", help: "Print at most N findings, errors first (SARIF: 25000 without it)."),
    OptionSpec(name: "unused", valueName: nil, help: "Also list catalog keys no Swift source uses (unused-key)."),
    OptionSpec(name: "skip-tests", valueName: nil, help: "Do not read Swift sources in test folders and files."),
  ]

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    var disabled = Set<LintRule>()
    for id in arguments.list("disable") {
      guard let rule = LintRule.named(id) else {
        throw UsageError(message: "unknown rule '\(id)'; rules: \(LintRule.all.map(\.id).joined(separator: ", "))")
      }
      disabled.insert(rule)
    }
    var languages: [LanguageCode] = []
    for code in arguments.list("languages") {
      guard let language = LprojLanguage.language(forFolderName: code) else {
        throw UsageError(message: "'\(code)' is not a language code")
      }
      languages.append(language)
    }
    var severities: [LintRule: Diagnostic.Severity] = [:]
    for pair in arguments.list("severity") {
      let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let rule = LintRule.named(parts[0]) else {
        throw UsageError(
          message: "'\(pair)' is not RULE=LEVEL with a known rule; rules: \(LintRule.all.map(\.id).joined(separator: ", "))")
      }
      if parts[1] == "off" {
        disabled.insert(rule)
      } else if let level = Diagnostic.Severity(rawValue: parts[1]) {
        severities[rule] = level
      } else {
        throw UsageError(message: "'\(parts[1])' is not a level; use error, warning, note or off")
      }
    }
    let reporter = arguments.value("reporter") ?? (arguments.flag("json") ? "json" : "text")
    guard ["text", "json", "github", "sarif"].contains(reporter) else {
      throw UsageError(message: "unknown reporter '\(reporter)'; use text, json, github or sarif")
    }
    if arguments.flag("json"), reporter != "json" {
      throw UsageError(message: "--json and --reporter \(reporter) cannot be combined")
    }
    var maxResults: Int?
    if let text = arguments.value("max-results") {
      guard let number = Int(text), number >= 0 else {
        throw UsageError(message: "--max-results takes a whole number of findings, 0 or more ('\(text)')")
      }
      maxResults = number
    }
    var request = LintRequest(paths: arguments.positional)
    request.options = LintOptions(languages: languages, disabled: disabled)
    request.options.reportsUnusedKeys = arguments.flag("unused")
    request.options.severities = severities
    request.skipsTests = arguments.flag("skip-tests")
    request.baseline = arguments.value("baseline")
    request.writesBaseline = arguments.value("write-baseline")
    var run = LintRun(request: request, faults: io.faults)
    run.keepsValuesUntilExit = io.keepsValuesUntilExit
    let result = run.run()
    if let error = result.unreadableBaseline {
      io.report([error])
      return ExitCode.unreadable
    }
    io.report(result.diagnostics)
    if let error = result.unwrittenBaseline {
      io.report([error])
      return ExitCode.failure
    }
    let report = result.report
    // The counts and the exit code are the whole run's; only the printed findings are capped.
    let shown = maxResults.map { report.limited(to: $0) } ?? report
    let cap = maxResults.map { (count: $0, name: "--max-results \($0)", leftOut: LintReport.leftOut(of: report, kept: shown)) }
    let summary = report.textSummary(knownFindings: result.knownFindings, unreadableInputs: result.unreadableInputs, limit: cap)
    switch reporter {
    case "json": io.out(shown.json.serialized())
    case "sarif":
      io.out(
        report.sarif(
          toolVersion: XCStringsCommand.version, relativeTo: request.currentDirectory,
          maxResults: maxResults ?? LintReport.sarifResultLimit
        ).serialized())
    case "github":
      io.standardOutput(shown.githubAnnotations)
      io.out(summary)
    default:
      for batch in shown.textFindingBatches { io.standardOutput(batch) }
      for line in shown.textCoverageLines { io.out(line) }
      io.out("")
      io.out(summary)
    }
    // Writing a baseline accepts this run's findings: what it records is not a failure.
    let accepted = request.writesBaseline != nil
    if !accepted && (report.containsError || (arguments.flag("strict") && report.containsWarning)) { return ExitCode.failure }
    return result.diagnostics.containsError ? ExitCode.unreadable : ExitCode.success
  }
}
