import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel

/// One export to `.lproj` folders: each catalog's `.strings` and `.stringsdict` files per
/// language, checked against the files already there and written in one transaction with the
/// report, all or nothing. Its result holds the summary (for standard output) and the
/// diagnostics (for standard error), in the order they were made.
public struct ExportRun: Sendable {
  /// What is exported.
  package let request: ExportRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether large values are left for the operating system to reclaim at exit (only the
  /// tool's own process does, see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false

  /// A run of `request`.
  public init(request: ExportRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
  }

  /// The hints put into the diagnostics and lines printed (the tool's options); none for a
  /// library's caller.
  package var hints: Diagnostic.Hints = Diagnostic.noHints

  /// Runs the export once (when it fails, nothing is written).
  public func run() -> ExportResult {
    WorkflowResult.collecting(faults: faults, keepsValuesUntilExit: keepsValuesUntilExit, hints: hints) {
      execute(io: $0, collector: $1)
    }
  }

  /// The run's work, printing to `io`; returns whether it succeeded.
  private func execute(io: WorkflowIO, collector: OutputCollector) -> Bool {
    let (output, encoding, plist, options, force, report) = (
      request.output, request.encoding, request.plist, request.options, request.force, request.report
    )
    let transaction = FileTransaction(roots: [output], faults: io.faults)
    let stager = BackgroundStaging(transaction)
    var ledger: [JSONValue] = []
    var written = 0
    var untouched = 0
    var conflicts: [Diagnostic] = []
    var tables = Set<String>()
    do throws(Diagnostic) {
      for path in request.catalogs {
        let catalog = try CatalogJSONReader.read(contentsOf: path)
        let table = FileTransaction.baseName(of: path).removingSuffix(".xcstrings")
        guard tables.insert(table.lowercased()).inserted else {
          throw Diagnostic(.error, "another catalog named '\(table)' is already exported to the same folder", path: path)
        }
        if let fallback = options.fallbackLanguage, !catalog.localizedLanguages.contains(fallback.rawValue),
          fallback != catalog.sourceLanguage
        {
          throw Diagnostic(.error, "the fallback language '\(fallback)' is not a language of this catalog", path: path)
            .coded(.unknownFallback, replacing: "the fallback language")
        }
        let plan = CatalogExporter.plan(catalog, options: options, rendering: plist == nil)
        io.keepUntilExit(catalog)
        io.keepUntilExit(plan)
        let wantsReport = report != nil
        var catalogLedger = plan.ledger
        if plist != nil {
          // A property-list .strings file is a dictionary: it holds no comments.
          let commented = catalog.strings.values.count { $0.comment != nil }
          if commented > 0 {
            catalogLedger.append(
              LedgerEntry(
                .commentNotWritten, loss: false, key: "",
                message: "property-list .strings files hold no comments; \(Summary.count(commented, "comment")) not written"))
          }
        }
        for entry in catalogLedger {
          if wantsReport, case .object(var fields) = entry.json {
            fields["catalog"] = .string(path)
            ledger.append(.object(fields))
          }
          if entry.isLoss {
            io.err("\(path): warning: [\(entry.kind)] '\(entry.key)'\(entry.language.map { " [\($0)]" } ?? ""): \(entry.message)")
          }
        }
        // Files are rendered on all cores and staged in language order, a batch of languages
        // at a time: each batch's bytes are freed once its files are written, so the rendered
        // legacy files (about 70 % of the catalog's size) are never all in memory at once.
        let positions = plan.positionsWithContent
        let batchSize = max(6, 3 * Parallelism.processorCount)
        var batchStart = 0
        var stagedCount = 0
        while batchStart < positions.count {
          let batch = Array(positions[batchStart..<min(batchStart + batchSize, positions.count)])
          batchStart += batch.count
          // Text .strings files are rendered for the batch at once, on all cores.
          let rendered = plist == nil ? plan.stringsBytes(at: batch, encoding: encoding) : []
          let files = ConcurrentSlots<Result<(strings: [UInt8]?, stringsdict: [UInt8]?), Diagnostic>>(count: batch.count)
          DispatchQueue.concurrentPerform(iterations: batch.count) { [encoding, plist] index in
            let position = batch[index]
            do throws(Diagnostic) {
              var strings: [UInt8]?
              var stringsdict: [UInt8]?
              if let plist {
                let entries = plan.stringsEntries(at: position)
                if !entries.isEmpty { strings = try Self.stringsBytes(entries, encoding: encoding, plist: plist, path: path) }
              } else {
                strings = rendered[index]
              }
              let dictEntries = plan.stringsdictEntries(at: position)
              if !dictEntries.isEmpty {
                var bytes = StringsdictWriter.data(for: StringsdictTable(entries: dictEntries))
                if plist == .binary { bytes = try Self.binaryPlist(from: bytes, path: path) }
                stringsdict = bytes
              }
              files.store(.success((strings, stringsdict)), at: index)
            } catch {
              files.store(.failure(error), at: index)
            }
          }
          var staged: [(path: String, bytes: [UInt8])] = []
          for (index, position) in batch.enumerated() {
            let folder = "\(output)/\(plan.languages[position].rawValue).lproj"
            let (strings, stringsdict) = try files.take(at: index)?.get() ?? (nil, nil)
            for (path, bytes) in [("\(folder)/\(table).strings", strings), ("\(folder)/\(table).stringsdict", stringsdict)] {
              guard let bytes else { continue }
              switch ExportStaging.existing(path, comparedWith: bytes) {
              case .absent: staged.append((path, bytes))
              case .identical: untouched += 1
              case .different:
                if force {
                  staged.append((path, bytes))
                } else {
                  conflicts.append(Diagnostic(.error, "file exists with other content", path: path, code: .fileExists))
                }
              }
            }
          }
          // Written while the next batch is rendered.
          try stager.stage(staged)
          stagedCount += staged.count
        }
        try stager.finish()
        written += stagedCount
        let losses = catalogLedger.count { $0.isLoss }
        io.out(
          "\(table): \(Summary.count(positions.count, "language")), \(Summary.count(losses, "loss", "losses")), "
            + Summary.count(catalogLedger.count - losses, "note"))
      }
      if !conflicts.isEmpty {
        // Every file that would be replaced is named; nothing is written.
        io.report(Array(conflicts.dropLast()))
        throw conflicts.last!
      }
      if let report {
        try transaction.stage(report, bytes: Array((JSONValue.object(["ledger": .array(ledger)]).serialized() + "\n").utf8))
      }
      try transaction.commit()
      collector.wrote(transaction)
    } catch {
      return ExportStaging.fail(error, stager: stager, transaction: transaction, io: io)
    }
    io.out(ExportStaging.wroteLine(written, untouched: untouched, under: output))
    return true
  }

  private static func stringsBytes(
    _ entries: [StringsTable.Entry], encoding: TextEncoding, plist: ExportRequest.PlistFormat, path: String
  ) throws(Diagnostic) -> [UInt8] {
    var dictionary: [String: String] = [:]
    for entry in entries { dictionary[entry.key] = entry.value }
    do {
      let data = try PropertyListSerialization.data(
        fromPropertyList: dictionary, format: plist == .xml ? .xml : .binary, options: 0)
      return Array(data)
    } catch {
      throw Diagnostic(.error, "cannot write a property list: \(error.localizedDescription)", path: path)
    }
  }

  private static func binaryPlist(from xml: [UInt8], path: String) throws(Diagnostic) -> [UInt8] {
    do {
      let value = try PropertyListSerialization.propertyList(from: Data(xml), format: nil)
      return Array(try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    } catch {
      throw Diagnostic(.error, "cannot write a property list: \(error.localizedDescription)", path: path)
    }
  }
}
