import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsXLIFF

extension ImportRun {
  static let headers = ["language", "changed", "unchanged", "added", "skipped", "unknown"]

  /// Per catalog: what happened to it, then a row of figures per language.
  func printSummary() {
    for output in outputs {
      let action = output.result.changed ? (dryRun ? "would update" : "updated") : "unchanged"
      io.out("\(output.table): \(action) \(output.catalogPath)")
      // Every column is as wide as its header or its widest cell (`zh-Hant-TW`, a count of millions).
      let rows = output.result.counts.map { counts in
        [counts.language.rawValue]
          + [counts.changed, counts.unchanged, counts.added, counts.skipped, counts.unknown].map(String.init)
      }
      let widths = Self.headers.indices.map { column in rows.reduce(Self.headers[column].count) { max($0, $1[column].count) } }
      func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) }
      io.out(
        "  "
          + Self.headers.indices.map {
            $0 == 0 ? Self.headers[0] + pad(Self.headers[0], widths[0]) : pad(Self.headers[$0], widths[$0]) + Self.headers[$0]
          }
          .joined(separator: "  "))
      for row in rows {
        io.out(
          "  "
            + row.indices.map { $0 == 0 ? row[0] + pad(row[0], widths[0]) : pad(row[$0], widths[$0]) + row[$0] }
            .joined(separator: "  "))
      }
      let shapes = output.result.ledger.count { $0.kind == .shapeReplaced }
      if shapes > 0 { io.out("  \(Summary.count(shapes, "localization")) of another shape replaced\(io.hint(.seeReport))") }
    }
  }

  /// The report: per catalog its figures per language and its ledger, then every diagnostic.
  func reportBytes(succeeded: Bool) -> [UInt8] {
    let catalogs: [JSONValue] = outputs.map { output in
      var fields = KeyedList<JSONValue>()
      fields["table"] = .string(output.table)
      fields["catalog"] = .string(output.catalogPath)
      fields["files"] = .array(output.files.map(JSONValue.string))
      fields["changed"] = .bool(output.result.changed)
      fields["languages"] = .array(
        output.result.counts.map { counts in
          .object([
            "language": .string(counts.language.rawValue), "changed": .optional(counts.changed),
            "unchanged": .optional(counts.unchanged), "added": .optional(counts.added), "skipped": .optional(counts.skipped),
            "unknown": .optional(counts.unknown),
          ])
        })
      fields["ledger"] = .array(output.result.ledger.map(\.json))
      return .object(fields)
    }
    let report: JSONValue = .object([
      "dryRun": .bool(dryRun), "succeeded": .bool(succeeded), "catalogs": .array(catalogs),
      "diagnostics": .array(diagnostics.map { $0.json(hints: io.hints) }),
    ])
    return Array((report.serialized() + "\n").utf8)
  }

  /// Writes the report alone (a dry run, or a run that failed); `false` if it could not be written.
  @discardableResult
  func writeReport(succeeded: Bool) -> Bool {
    guard let report else { return true }
    let transaction = FileTransaction(roots: [], faults: io.faults)
    do {
      try transaction.stage(report, bytes: reportBytes(succeeded: succeeded))
      try transaction.commit()
      collector.wrote(transaction)
      return true
    } catch {
      transaction.discard()
      io.report([error])
      return false
    }
  }
}
