import Foundation
import XCStringsBase
import XCStringsKit

/// `lint`: checks catalogs and legacy tables for translation defects and prints coverage.
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "Check catalogs, .lproj tables, Swift sources and projects for localization defects; show coverage."
  static let usage = "lint <path>... [--languages ja,en] [--json | --reporter FORMAT] [--strict] [--disable RULE,...] [--severity RULE=LEVEL,...] [--baseline FILE] [--write-baseline FILE] [--max-results N] [--unused] [--skip-tests]"
  static var discussion: String {
    let width = (LintRule.all.map(\.id.count).max() ?? 0) + 2
    let rules = LintRule.all.map { rule in
      "  " + rule.id + String(repeating: " ", count: width - rule.id.count)
        + "\(rule.defaultSeverity.rawValue): \(rule.summary)"
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
    OptionSpec(name: "severity", valueName: "RULE=LEVEL", help: "Give a rule's findings a level: error, warning, note or off (comma-separated)."),
    OptionSpec(name: "baseline", valueName: "FILE", help: "Leave out the findings recorded in FILE; report and fail only on new ones."),
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
        throw UsageError(message: "'\(pair)' is not RULE=LEVEL with a known rule; rules: \(LintRule.all.map(\.id).joined(separator: ", "))")
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
    if arguments.flag("json"), reporter != "json" { throw UsageError(message: "--json and --reporter \(reporter) cannot be combined") }
    var maxResults: Int?
    if let text = arguments.value("max-results") {
      guard let number = Int(text), number >= 0 else {
        throw UsageError(message: "--max-results takes a whole number of findings, 0 or more ('\(text)')")
      }
      maxResults = number
    }
    let folder = FileManager.default.currentDirectoryPath
    var baseline: LintBaseline?
    if let path = arguments.value("baseline") {
      do throws(Diagnostic) {
        baseline = try LintBaseline(contentsOf: path)
      } catch {
        io.report([error])
        return ExitCode.unreadable
      }
    }
    let skipTests = arguments.flag("skip-tests")
    let trees = arguments.positional.map { LintTree(loading: $0, skippingTests: skipTests) }
    let diagnostics = trees.flatMap(\.diagnostics)
    io.report(diagnostics)
    for tree in trees where tree.subjects.isEmpty && !tree.diagnostics.containsError {
      io.report([Diagnostic(.warning, "no .xcstrings catalogs or .lproj tables found", path: tree.root)])
    }
    var options = LintOptions(languages: languages, disabled: disabled)
    options.reportsUnusedKeys = arguments.flag("unused")
    options.severities = severities
    let full = Linter(options: options).lint(trees)
    io.keepUntilExit(trees)
    io.keepUntilExit(full)
    if let path = arguments.value("write-baseline") {
      do throws(Diagnostic) {
        try LintBaseline(full, relativeTo: folder).write(to: path, faults: io.faults)
      } catch {
        io.report([error])
        return ExitCode.failure
      }
    }
    let report = baseline?.newFindings(in: full, relativeTo: folder) ?? full
    let known = full.findings.count - report.findings.count
    let unreadable = diagnostics.count { $0.severity == .error }
    // The counts and the exit code are the whole run's; only the printed findings are capped.
    let shown = maxResults.map { report.limited(to: $0) } ?? report
    let cap = maxResults.map { (limit: $0, leftOut: LintReport.leftOut(of: report, kept: shown)) }
    switch reporter {
    case "json": io.out(shown.json.serialized())
    case "sarif":
      io.out(report.sarif(
        toolVersion: XCStringsCommand.version, relativeTo: folder, maxResults: maxResults ?? LintReport.sarifResultLimit
      ).serialized())
    case "github":
      io.standardOutput(shown.githubAnnotations)
      io.out(summary(report, known: baseline == nil ? nil : known, unreadable: unreadable, cap: cap))
    default: printText(shown, full: report, known: baseline == nil ? nil : known, unreadable: unreadable, cap: cap, io: io)
    }
    // Writing a baseline accepts this run's findings: what it records is not a failure.
    let accepted = arguments.value("write-baseline") != nil
    if !accepted && (report.containsError || (arguments.flag("strict") && report.containsWarning)) { return ExitCode.failure }
    return diagnostics.containsError ? ExitCode.unreadable : ExitCode.success
  }

  /// The counts per rule (`by rule:`, a line each), then `2 errors, 1 warning, 3 notes`, with
  /// what the baseline and `--max-results` left out and what could not be read.
  private static func summary(
    _ report: LintReport, known: Int?, unreadable: Int, cap: (limit: Int, leftOut: String?)?
  ) -> String {
    let notes = report.count(of: .note)
    var lines: [String] = []
    let rules = report.countsByRule
    if !rules.isEmpty {
      lines.append("by rule:")
      for (rule, errors, warnings, notes) in rules {
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }
        lines.append("  \(rule.id): " + parts.map { Summary.count($0.0, $0.1) }.joined(separator: ", "))
      }
    }
    let left = cap.flatMap { cap in
      cap.leftOut.map { "; \(Summary.count(report.findings.count - cap.limit, "finding")) left out by --max-results \(cap.limit) (\($0))" }
    }
    lines.append(
      "\(Summary.count(report.count(of: .error), "error")), \(Summary.count(report.count(of: .warning), "warning"))"
        + (notes > 0 ? ", \(Summary.count(notes, "note"))" : "")
        + (known.map { "; \(Summary.count($0, "finding")) of the baseline left out" } ?? "")
        + (left ?? "")
        + (unreadable > 0 ? "; \(Summary.count(unreadable, "input")) could not be read" : ""))
    return lines.joined(separator: "\n")
  }

  private static func printText(
    _ report: LintReport, full: LintReport, known: Int?, unreadable: Int, cap: (limit: Int, leftOut: String?)?, io: CommandIO
  ) {
    // One write per batch of findings rather than one per line: a large project has tens of
    // thousands of them. Batches are rendered on all cores (the report is sorted by then, so
    // this was the last stretch of a large run spent on one thread) and written in order.
    let findings = report.findings
    let batchSize = 1024
    let batches = (findings.count + batchSize - 1) / batchSize
    let rendered = ConcurrentSlots<[UInt8]>(count: batches)
    let render: @Sendable (Int) -> Void = { batch in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(batchSize * 96)
      findings.withUnsafeBufferPointer { findings in
        for index in (batch * batchSize)..<min((batch + 1) * batchSize, findings.count) {
          findings[index].appendLine(to: &bytes)
        }
      }
      rendered.store(bytes, at: batch)
    }
    DispatchQueue.concurrentPerform(iterations: batches, execute: render)
    for batch in 0..<batches {
      if let bytes = rendered.take(at: batch) { io.standardOutput(String(decoding: bytes, as: UTF8.self)) }
    }
    var file: String?
    let headers = ["language", "translated", "needs review", "new", "missing", "percent"]
    for row in report.coverage {
      if row.file != file {
        file = row.file
        io.out("")
        io.out("coverage of \(row.file):")
        io.out("  " + headers.joined(separator: "  "))
      }
      let cells = [
        row.language.rawValue, String(row.translated), String(row.needsReview), String(row.new), String(row.missing),
        row.percentText + "%",
      ]
      var line = "  " + cells[0].padding(to: headers[0].count)
      for (cell, header) in zip(cells.dropFirst(), headers.dropFirst()) {
        line += "  " + String(repeating: " ", count: max(0, header.count - cell.count)) + cell
      }
      io.out(line)
    }
    io.out("")
    io.out(summary(full, known: known, unreadable: unreadable, cap: cap))
  }
}

extension LintFinding {
  /// Appends ``description`` and a line break as UTF-8 without building the line as a string
  /// (interpolating every finding of a large report cost more than sorting them).
  fileprivate func appendLine(to bytes: inout [UInt8]) {
    bytes.append(contentsOf: location.path.utf8)
    bytes.append(0x3A)
    bytes.append(contentsOf: String(location.line).utf8)
    bytes.append(0x3A)
    bytes.append(contentsOf: String(location.column).utf8)
    bytes.append(contentsOf: ": ".utf8)
    bytes.append(contentsOf: severity.rawValue.utf8)
    bytes.append(contentsOf: ": [".utf8)
    bytes.append(contentsOf: rule.id.utf8)
    bytes.append(contentsOf: "] ".utf8)
    bytes.append(contentsOf: message.utf8)
    bytes.append(0x0A)
  }
}

extension String {
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
