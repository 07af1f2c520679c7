import Foundation
@_spi(Internals) import XCStringsBase
import XCStringsKit

/// `export`: String Catalogs back to `<lang>.lproj/<Table>.strings` and `.stringsdict`, or as
/// Xcode localization catalogs (`--format xcloc`, `--format xliff`).
enum ExportCommand: Command {
  static let name = "export"
  static let summary = "Write String Catalogs back as .lproj .strings/.stringsdict files."
  static let usage = "export <catalog.xcstrings | folder>... --output DIR [--format lproj|xcloc|xliff] [options]"
  static let discussion = """
    Writes DIR/<lang>.lproj/<Table>.strings for every language (Table = the catalog's file name),
    plus <Table>.stringsdict when the language has plural, device or substitution entries.
    Entries keep catalog order and comments. The source language gets every key: its source
    value (whatever its state), or the key itself where the catalog has none. Anything a legacy
    file cannot hold (string sets, states, extraction states) is listed in the ledger (--report).
    An existing file with other content is not replaced unless --force is given (an identical
    one is left untouched). All files are written together or not at all.

    --format xcloc writes DIR/<lang>.xcloc bundles as Xcode's "Export Localizations" does
    (contents.json, Localized Contents/<lang>.xliff, Source Contents/ with each catalog reduced to
    its source language); --format xliff writes bare DIR/<lang>.xliff files. Both take catalogs
    or folders (searched for .xcstrings files); each catalog is named by its path relative to
    the one folder given, else to the deepest folder holding every catalog. The XLIFF is byte for
    byte Xcode's, apart from the tool named in its headers.
    """
  static let options = [
    OptionSpec(name: "output", valueName: "DIR", help: "The folder to write .lproj folders (or .xcloc bundles, .xliff files) into (required)."),
    OptionSpec(name: "format", valueName: "lproj|xcloc|xliff", help: "What to write (default: lproj)."),
    OptionSpec(name: "languages", valueName: "L,...", help: "xcloc/xliff: the languages to export (default: every language of the catalogs, source included)."),
    OptionSpec(name: "project", valueName: "NAME.xcodeproj", help: "xcloc: the project named in contents.json (default: the .xcodeproj above the catalogs)."),
    OptionSpec(name: "development-region", valueName: "LANG", help: "xcloc: developmentRegion in contents.json (default: the project's, else the catalog's source language)."),
    OptionSpec(name: "encoding", valueName: "utf8|utf16", help: ".strings encoding (utf16 = UTF-16LE with BOM, as legacy Xcode)."),
    OptionSpec(name: "states", valueName: "S,...", help: "Export only translations in these states (translated, needs_review, new, machine_translated; default: all)."),
    OptionSpec(name: "fallback", valueName: "LANG", help: "Fill each language's missing keys from LANG (a language of every catalog)."),
    OptionSpec(name: "force", valueName: nil, help: "Replace existing files whose content differs."),
    OptionSpec(name: "plist", valueName: "xml|binary", help: "Write compiled property-list .strings instead of text."),
    OptionSpec(name: "report", valueName: "FILE.json", help: "Write the loss ledger as JSON."),
  ]

  enum PlistFormat: String {
    case xml, binary
  }

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no catalog given") }
    if let name = arguments.value("format"), name != "lproj" {
      guard let format = ExchangeExport.Format(rawValue: name) else {
        throw UsageError(message: "--format takes 'lproj', 'xcloc' or 'xliff', not '\(name)'")
      }
      return try ExchangeExport.run(arguments, format: format, io: io)
    }
    for name in ["languages", "project", "development-region"] where arguments.value(name) != nil {
      throw UsageError(message: "--\(name) applies to --format xcloc or xliff only")
    }
    guard let output = arguments.value("output") else { throw UsageError(message: "--output DIR is required") }
    var encoding = TextEncoding.utf8
    if let name = arguments.value("encoding") {
      switch name {
      case "utf8": encoding = .utf8
      case "utf16": encoding = .utf16LittleEndian
      default: throw UsageError(message: "--encoding takes 'utf8' or 'utf16', not '\(name)'")
      }
    }
    var plist: PlistFormat?
    if let name = arguments.value("plist") {
      guard let format = PlistFormat(rawValue: name) else {
        throw UsageError(message: "--plist takes 'xml' or 'binary', not '\(name)'")
      }
      plist = format
    }
    var options = ExportOptions()
    var states = Set<TranslationState>()
    for name in arguments.list("states") { states.insert(try OptionValues.state(name, option: "states")) }
    if !states.isEmpty { options.states = states }
    options.fallbackLanguage = try arguments.value("fallback").map { value throws(UsageError) in
      try OptionValues.language(value, option: "fallback")
    }
    let force = arguments.flag("force")

    let transaction = FileTransaction(roots: [output], faults: io.faults)
    let stager = BackgroundStaging(transaction)
    var ledger: [JSONValue] = []
    var written = 0
    var untouched = 0
    var conflicts: [Diagnostic] = []
    var tables = Set<String>()
    do throws(Diagnostic) {
      for path in arguments.positional {
        let catalog = try CatalogJSONReader.read(contentsOf: path)
        let table = FileTransaction.baseName(of: path).removingSuffix(".xcstrings")
        guard tables.insert(table.lowercased()).inserted else {
          throw Diagnostic(.error, "another catalog named '\(table)' is already exported to the same folder", path: path)
        }
        if let fallback = options.fallbackLanguage, !catalog.localizedLanguages.contains(fallback.rawValue),
          fallback != catalog.sourceLanguage
        {
          throw Diagnostic(.error, "--fallback '\(fallback)' is not a language of this catalog", path: path)
        }
        let plan = CatalogExporter.plan(catalog, options: options, rendering: plist == nil)
        io.keepUntilExit(catalog)
        io.keepUntilExit(plan)
        let wantsReport = arguments.value("report") != nil
        var catalogLedger = plan.ledger
        if plist != nil {
          // A property-list .strings file is a dictionary: it holds no comments.
          let commented = catalog.strings.values.count { $0.comment != nil }
          if commented > 0 {
            catalogLedger.append(LedgerEntry(
              .commentNotWritten, loss: false, key: "",
              message: "property-list .strings files hold no comments; \(Summary.count(commented, "comment")) not written"))
          }
        }
        for entry in catalogLedger {
          if wantsReport, case .object(var fields) = entry.json {
            fields["catalog"] = .string(path)
            ledger.append(.object(fields))
          }
          if entry.isLoss { io.err("\(path): warning: [\(entry.kind)] '\(entry.key)'\(entry.language.map { " [\($0)]" } ?? ""): \(entry.message)") }
        }
        // Files are rendered on all cores and staged in language order, a batch of languages
        // at a time: each batch's bytes are freed once its files are written, so the rendered
        // legacy files (about 70 % of the catalog's size) are never all in memory at once.
        let positions = plan.positionsWithContent
        let batchSize = max(6, 3 * ProcessInfo.processInfo.activeProcessorCount)
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
                if !entries.isEmpty { strings = try stringsBytes(entries, encoding: encoding, plist: plist, path: path) }
              } else {
                strings = rendered[index]
              }
              let dictEntries = plan.stringsdictEntries(at: position)
              if !dictEntries.isEmpty {
                var bytes = StringsdictWriter.data(for: StringsdictTable(entries: dictEntries))
                if plist == .binary { bytes = try binaryPlist(from: bytes, path: path) }
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
              switch existing(path, comparedWith: bytes) {
              case .absent: staged.append((path, bytes))
              case .identical: untouched += 1
              case .different:
                if force {
                  staged.append((path, bytes))
                } else {
                  conflicts.append(Diagnostic(.error, "file exists with other content; use --force to replace it", path: path))
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
        io.out("\(table): \(Summary.count(positions.count, "language")), \(Summary.count(losses, "loss", "losses")), "
          + Summary.count(catalogLedger.count - losses, "note"))
      }
      if !conflicts.isEmpty {
        // Every file that would be replaced is named; nothing is written.
        io.report(Array(conflicts.dropLast()))
        throw conflicts.last!
      }
      if let report = arguments.value("report") {
        try transaction.stage(report, bytes: Array((JSONValue.object(["ledger": .array(ledger)]).serialized() + "\n").utf8))
      }
      try transaction.commit()
    } catch {
      return ExportCommand.fail(error, stager: stager, transaction: transaction, io: io)
    }
    io.out(ExportCommand.wroteLine(written, untouched: untouched, under: output))
    return ExitCode.success
  }

  /// Ends an export that failed: what was staged is discarded, and nothing stays on disk.
  static func fail(_ error: Diagnostic, stager: BackgroundStaging, transaction: FileTransaction, io: CommandIO) -> Int32 {
    stager.finishQuietly()
    transaction.discard()
    io.report([error])
    io.err("error: nothing was written")
    return ExitCode.failure
  }

  /// The last line of an export: how many files were written, and how many were left as they were.
  static func wroteLine(_ written: Int, untouched: Int, under output: String) -> String {
    "wrote \(Summary.count(written, "file")) under \(output)"
      + (untouched > 0 ? " (\(Summary.count(untouched, "file")) already identical, left untouched)" : "")
  }

  enum Existing {
    case absent, identical, different
  }

  /// Whether `path` exists, and if so whether it holds exactly `bytes`.
  static func existing(_ path: String, comparedWith bytes: [UInt8]) -> Existing {
    guard FileIO.exists(path) else { return .absent }
    guard let current = try? FileIO.read(path) else { return .different }
    return FileIO.sameBytes(current, bytes) ? .identical : .different
  }

  static func stringsBytes(_ entries: [StringsTable.Entry], encoding: TextEncoding, plist: PlistFormat, path: String) throws(Diagnostic) -> [UInt8] {
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

  static func binaryPlist(from xml: [UInt8], path: String) throws(Diagnostic) -> [UInt8] {
    do {
      let value = try PropertyListSerialization.propertyList(from: Data(xml), format: nil)
      return Array(try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
    } catch {
      throw Diagnostic(.error, "cannot write a property list: \(error.localizedDescription)", path: path)
    }
  }
}

extension String {
  func removingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
