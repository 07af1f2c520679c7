import Foundation
import XCStringsKit

/// `lint`: checks catalogs and legacy tables for translation defects and prints coverage.
enum LintCommand: Command {
  static let name = "lint"
  static let summary = "Check catalogs and .lproj tables for translation defects; show coverage."
  static let usage = "lint <path>... [--languages ja,en] [--json] [--strict] [--disable RULE,...]"
  static var discussion: String {
    let width = (LintRule.all.map(\.id.count).max() ?? 0) + 2
    let rules = LintRule.all.map { rule in
      "  " + rule.id + String(repeating: " ", count: width - rule.id.count)
        + "\(rule.defaultSeverity.rawValue): \(rule.summary)"
    }
    return """
      Each path is an .xcstrings file or a folder, searched for .xcstrings files and for .lproj
      tables; tables are migrated in memory and findings point at the legacy files. Findings are
      printed as path:line:col: severity: [rule] message, followed by the translation coverage
      of each catalog and language. Exit 1 if any error was found (with --strict, any warning),
      2 if an input could not be read, 0 otherwise.

      rules:
      """ + "\n" + rules.joined(separator: "\n")
  }
  static let options = [
    OptionSpec(name: "languages", valueName: "LANGS", help: "Languages every key must be translated into."),
    OptionSpec(name: "json", valueName: nil, help: "Print one JSON document with findings and coverage."),
    OptionSpec(name: "strict", valueName: nil, help: "Exit 1 on warnings too."),
    OptionSpec(name: "disable", valueName: "RULES", help: "Rules not to run (comma-separated ids)."),
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
    let trees = arguments.positional.map(LintTree.init(loading:))
    let diagnostics = trees.flatMap(\.diagnostics)
    io.report(diagnostics)
    for tree in trees where tree.subjects.isEmpty && !tree.diagnostics.containsError {
      io.report([Diagnostic(.warning, "no .xcstrings catalogs or .lproj tables found", path: tree.root)])
    }
    let report = Linter(options: LintOptions(languages: languages, disabled: disabled)).lint(trees)
    io.keepUntilExit(trees)
    io.keepUntilExit(report)
    if arguments.flag("json") {
      io.out(report.json.serialized())
    } else {
      printText(report, unreadable: diagnostics.count { $0.severity == .error }, io: io)
    }
    if report.containsError || (arguments.flag("strict") && report.containsWarning) { return ExitCode.failure }
    return diagnostics.containsError ? ExitCode.unreadable : ExitCode.success
  }

  private static func printText(_ report: LintReport, unreadable: Int, io: CommandIO) {
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
    let errors = report.count(of: .error)
    let warnings = report.count(of: .warning)
    io.out("")
    io.out("\(Summary.count(errors, "error")), \(Summary.count(warnings, "warning"))"
      + (unreadable > 0 ? "; \(Summary.count(unreadable, "input")) could not be read" : ""))
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
