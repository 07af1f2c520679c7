import Foundation
import XCStringsBase

extension LintReport {
  /// The findings as the text reporter prints them, one `path:line:col: severity: [rule]
  /// message` line each, in batches of 1,024 lines (one write each).
  ///
  /// A large project has tens of thousands of findings: batches are rendered on all cores
  /// (the report is sorted by then, so this was the last stretch of a large run spent on one
  /// thread) and returned in order.
  package var textFindingBatches: [String] {
    let findings = findings
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
    return (0..<batches).compactMap { batch in rendered.take(at: batch).map { String(decoding: $0, as: UTF8.self) } }
  }

  /// The coverage tables, a line each: for each catalog a blank line, `coverage of FILE:`, the
  /// header and a row per language.
  package var textCoverageLines: [String] {
    var lines: [String] = []
    var file: String?
    let headers = ["language", "translated", "needs review", "new", "missing", "percent"]
    for row in coverage {
      if row.file != file {
        file = row.file
        lines.append("")
        lines.append("coverage of \(row.file):")
        lines.append("  " + headers.joined(separator: "  "))
      }
      let cells = [
        row.language.rawValue, String(row.translated), String(row.needsReview), String(row.new), String(row.missing),
        row.percentText + "%",
      ]
      var line = "  " + cells[0].padding(to: headers[0].count)
      for (cell, header) in zip(cells.dropFirst(), headers.dropFirst()) {
        line += "  " + String(repeating: " ", count: max(0, header.count - cell.count)) + cell
      }
      lines.append(line)
    }
    return lines
  }

  /// The counts per rule (`by rule:`, a line each), then `2 errors, 1 warning, 3 notes`, with
  /// what the baseline (`knownFindings`) and a cap on the findings shown (`limit`, with
  /// ``leftOut(of:kept:)``'s answer, and the cap as the caller names it: the tool's
  /// `--max-results N`) left out and how many inputs could not be read.
  package func textSummary(
    knownFindings: Int?, unreadableInputs: Int, limit: (count: Int, name: String, leftOut: String?)?
  ) -> String {
    let notes = count(of: .note)
    var lines: [String] = []
    let rules = countsByRule
    if !rules.isEmpty {
      lines.append("by rule:")
      for (rule, errors, warnings, notes) in rules {
        let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }
        lines.append("  \(rule.id): " + parts.map { Summary.count($0.0, $0.1) }.joined(separator: ", "))
      }
    }
    let left = limit.flatMap { limit in
      limit.leftOut.map { "; \(Summary.count(findings.count - limit.count, "finding")) left out by \(limit.name) (\($0))" }
    }
    lines.append(
      "\(Summary.count(count(of: .error), "error")), \(Summary.count(count(of: .warning), "warning"))"
        + (notes > 0 ? ", \(Summary.count(notes, "note"))" : "")
        + (knownFindings.map { "; \(Summary.count($0, "finding")) of the baseline left out" } ?? "")
        + (left ?? "")
        + (unreadableInputs > 0 ? "; \(Summary.count(unreadableInputs, "input")) could not be read" : ""))
    return lines.joined(separator: "\n")
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
