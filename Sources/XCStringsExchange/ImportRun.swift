import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsXLIFF

/// One import: find the tables, bundles and XLIFF files, match them to catalogs, apply them,
/// then write every changed catalog (and the report) in one transaction, all or nothing. Its
/// result holds the summary (for standard output) and the diagnostics (for standard error).
public struct ImportRun: Sendable {
  /// One catalog and what the files did to it.
  struct Output {
    var table: String
    var catalogPath: String
    var files: [String]
    var catalog: StringCatalog
    var result: TranslationImport.Applied
  }

  /// The files of one table found under the paths.
  struct Table {
    var name: String
    var files: [LegacyFile]
  }

  /// What is imported.
  package let request: ImportRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether large values are left for the operating system to reclaim at exit (only the
  /// tool's own process does, see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false
  /// Where the summary and diagnostics go while the run works: the collector of its result.
  var io: WorkflowIO
  /// What the run printed and wrote, for its result.
  var collector = OutputCollector()
  var diagnostics: [Diagnostic] = []
  var outputs: [Output] = []
  /// The catalogs under the `--into` folder, once a `<file>`'s `original` had to be looked for.
  var catalogsUnderFolder: [String]?

  var paths: [String] { request.paths }
  var into: String { request.into }
  var options: TranslationImport.Options { request.options }
  var dryRun: Bool { request.dryRun }
  var report: String? { request.report }
  var languageMap: [String: String] { request.languageMap }
  var encoding: TextEncoding? { request.encoding }

  /// A run of `request`.
  public init(request: ImportRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
    io = OutputCollector().io(faults: faults, keepsValuesUntilExit: false)
  }

  /// The hints put into the diagnostics and lines printed (the tool's options); none for a
  /// library's caller.
  package var hints: Diagnostic.Hints = Diagnostic.noHints

  /// Runs the import once (when it fails, nothing but the report is written).
  public func run() -> ImportResult {
    var run = self
    run.collector = OutputCollector()
    run.io = run.collector.io(faults: faults, keepsValuesUntilExit: keepsValuesUntilExit, hints: hints)
    let succeeded = run.execute()
    return ImportResult(collector: run.collector, succeeded: succeeded)
  }

  /// The run's work; returns whether it succeeded.
  private mutating func execute() -> Bool {
    // Xcode localization catalogs (`.xcloc`) and XLIFF files go their own way; the other paths
    // hold legacy tables.
    var exchange = paths.filter(Self.isExchangePath)
    var legacy: [String] = []
    for path in paths where !Self.isExchangePath(path) {
      // A folder of bundles (what `export --format xcloc --output DIR` writes) imports each
      // bundle; it is searched for legacy tables too when it holds `.lproj` folders.
      let children = FileIO.isDirectory(path) ? (FolderWalker.sortedNames(in: path) ?? []) : []
      let bundles = children.filter(Self.isExchangePath).map { (path.hasSuffix("/") ? path : path + "/") + $0 }
      exchange += bundles
      if bundles.isEmpty || children.contains(where: { $0.hasSuffix(".lproj") }) { legacy.append(path) }
    }
    let tables = legacy.isEmpty ? [] : findTables(legacy)
    let pairs = diagnostics.containsError || (tables.isEmpty && !exchange.isEmpty) ? [] : match(tables)
    if !diagnostics.containsError {
      for (table, catalogPath) in pairs { importTable(table, into: catalogPath) }
    }
    if !diagnostics.containsError && !exchange.isEmpty { importExchange(exchange) }
    // A catalog made read-only is not replaced behind its owner's back (a rename ignores the
    // file's own permission bits); a dry run replaces nothing.
    if !diagnostics.containsError && !dryRun && !request.force {
      for output in outputs where output.result.changed {
        if let refusal = FileIO.readOnlyRefusal(output.catalogPath, noun: "catalog") { diagnostics.append(refusal) }
      }
    }
    // A note about no file in particular (a skipped source language) is said once.
    var said = Set<String>()
    diagnostics.removeAll { $0.location == nil && $0.path == nil && !said.insert($0.description).inserted }
    io.report(diagnostics)
    if diagnostics.containsError {
      writeReport(succeeded: false)
      io.err("error: nothing was written")
      return false
    }
    if dryRun {
      printSummary()
      return writeReport(succeeded: true)
    }
    let transaction = FileTransaction(roots: [into], faults: io.faults)
    do {
      for output in outputs where output.result.changed {
        try transaction.stage(output.catalogPath) { write in
          try withoutActuallyEscaping(write) { sink in try CatalogJSONWriter.write(output.catalog, to: sink) }
        }
      }
      if let report { try transaction.stage(report, bytes: reportBytes(succeeded: true)) }
      try transaction.commit()
      collector.wrote(transaction)
    } catch {
      transaction.discard()
      io.report([error])
      diagnostics.append(error)
      writeReport(succeeded: false)
      // What would have changed is not shown as done: standard output says the run was undone.
      io.out("rolled back: nothing was written (\(error.message))")
      io.err("error: nothing was written")
      return false
    }
    // Said once it is true: after the commit.
    printSummary()
    return true
  }

  /// The tables under the paths, by name ignoring case, in the order first found.
  private mutating func findTables(_ paths: [String]) -> [Table] {
    var tables: [Table] = []
    for path in paths {
      guard FileIO.exists(path) else {
        diagnostics.append(Diagnostic(.error, "no such file or directory", path: path))
        continue
      }
      let discovery = LegacyDiscovery(roots: [path], grouping: .table)
      diagnostics.append(contentsOf: discovery.diagnostics)
      if discovery.groups.isEmpty && !discovery.diagnostics.containsError {
        diagnostics.append(Diagnostic(.error, "no .strings/.stringsdict files found", path: path))
      }
      for group in discovery.groups {
        if let index = tables.firstIndex(where: { $0.name.lowercased() == group.name.lowercased() }) {
          tables[index].files += group.files
        } else {
          tables.append(Table(name: group.name, files: group.files))
        }
      }
    }
    return tables
  }

  /// Each table with the catalog it goes into; an error (naming the candidates) when a
  /// table has no catalog or several.
  private mutating func match(_ tables: [Table]) -> [(Table, String)] {
    func catalogName(_ path: String) -> String { FileTransaction.baseName(of: path).removingSuffix(".xcstrings") }
    if FileIO.isDirectory(into) {
      let catalogs = FolderWalker.files(endingWith: ".xcstrings", under: into)
      var pairs: [(Table, String)] = []
      for table in tables {
        var candidates = catalogs.filter { catalogName($0) == table.name }
        if candidates.isEmpty { candidates = catalogs.filter { catalogName($0).lowercased() == table.name.lowercased() } }
        if candidates.count == 1 {
          pairs.append((table, candidates[0]))
        } else if candidates.isEmpty {
          let found =
            catalogs.isEmpty
            ? "there is no catalog under it"
            : "catalogs under it: " + catalogs.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
              + (catalogs.count > 10 ? ", …" : "")
          diagnostics.append(
            Diagnostic(
              .error, "no catalog named '\(table.name).xcstrings' for table '\(table.name)'; \(found)", path: into))
        } else {
          diagnostics.append(
            Diagnostic(
              .error,
              "several catalogs named '\(table.name).xcstrings' for table '\(table.name)': "
                + candidates.map { "'\($0)'" }.joined(separator: ", "), path: into, code: .severalCatalogs))
        }
      }
      return pairs
    }
    guard FileIO.exists(into), into.hasSuffix(".xcstrings") else {
      diagnostics.append(Self.notACatalog(into))
      return []
    }
    let name = catalogName(into)
    let matching = tables.filter { $0.name.lowercased() == name.lowercased() }
    if let table = matching.first {
      for other in tables where other.name.lowercased() != name.lowercased() {
        diagnostics.append(
          Diagnostic(
            .warning, "table '\(other.name)' skipped: the destination names the catalog of table '\(name)'",
            path: other.files.first?.path ?? into
          ).coded(.skippedByDestination, replacing: "the destination", before: " names the catalog of table '\(name)'"))
      }
      return [(table, into)]
    }
    if tables.count == 1 { return [(tables[0], into)] }
    diagnostics.append(
      Diagnostic(
        .error,
        "none of the tables " + tables.map { "'\($0.name)'" }.joined(separator: ", ")
          + " is named like the catalog '\(name)'; pass a folder of catalogs, or the files of one table", path: into
      ).coded(.noTableForDestination, before: ", or the files of one table"))
    return []
  }

  /// Applies one table's files to its catalog.
  private mutating func importTable(_ table: Table, into catalogPath: String) {
    let catalog: StringCatalog
    do {
      catalog = try CatalogJSONReader.read(contentsOf: catalogPath)
    } catch {
      diagnostics.append(error)
      return
    }
    var files = table.files.sorted { $0.path < $1.path }
    // A folder goes into the language it names, as for XLIFF (`en-GB.lproj` beside `en` is a
    // language of its own, with a note); `--language-map` decides otherwise.
    let languages = TranslationLanguage.languages(of: catalog)
    var languageNotes: [Diagnostic] = []
    for index in files.indices where files[index].language != nil || languageMap[files[index].folderName] != nil {
      guard let resolved = TranslationLanguage.resolve(files[index].folderName, in: languages, overrides: languageMap),
        resolved.language != files[index].language || resolved.base != nil
      else { continue }
      files[index].language = resolved.language
      if let note = resolved.note {
        languageNotes.append(resolved.coded(Diagnostic(.note, "language \(note)", path: files[index].path)))
      }
    }
    // Files exactly as export writes them hold the catalog's own values: they are counted,
    // not parsed and compared value by value (the untouched languages of a translator's return).
    let asExported = LegacyImport.filesAsExported(files, catalog: catalog)
    let group = LegacyTableGroup(
      parent: "", name: table.name, files: files.filter { asExported[$0.path] == nil },
      isInterfaceTable: false)
    var (parsed, problems) = LegacyTableLoader.load(group)
    readStatedEncodings(&parsed, problems: &problems)
    diagnostics.append(contentsOf: problems)
    guard !problems.containsError else { return }
    // Languages not imported are counted as skipped before anything is compared.
    var kept: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    var skipped: [LanguageCode: Int] = [:]
    var unchanged: [LanguageCode: Int] = [:]
    var notes: [Diagnostic] = languageNotes
    // Parsed files come in the group's order, which is `files` without the counted ones.
    var nextParsed = parsed.makeIterator()
    for file in files {
      let language = file.language ?? catalog.sourceLanguage
      let excluded = options.languages.map { !$0.contains(language) } ?? false
      let counted = asExported[file.path]
      let item = counted == nil ? nextParsed.next() : nil
      guard counted != nil || item != nil else { continue }
      if excluded || (language == catalog.sourceLanguage && !options.includeSource) {
        skipped[language, default: 0] += counted ?? item!.parsed.unitCount
        if !excluded {
          notes.append(Diagnostic(.note, "source language '\(language)' not imported", at: nil, code: .sourceLanguageNotImported))
        }
      } else if let counted {
        unchanged[language, default: 0] += counted
      } else {
        kept.append(item!)
      }
    }
    let legacy = LegacyImport.translations(in: kept, for: catalog, state: options.state ?? .translated)
    unchanged.merge(legacy.unchanged, uniquingKeysWith: +)
    var updated = catalog
    var result = TranslationImport.apply(
      legacy.imported, to: &updated, options: options, unchanged: unchanged,
      skipped: skipped)
    for entry in legacy.ledger {
      let location = entry.file.map { SourceLocation(path: $0, line: entry.line ?? 1, column: 1) }
      result.diagnostics.append(
        Diagnostic(.warning, "[\(entry.kind)] '\(entry.key)': \(entry.message); not imported", at: location))
    }
    result.ledger = legacy.ledger + result.ledger
    // In file order, as a reader goes through the files.
    let found = notes + result.diagnostics
    diagnostics += found.enumerated().sorted { lhs, rhs in
      let left = (lhs.element.location?.path ?? lhs.element.path ?? "", lhs.element.location?.line ?? 0, lhs.offset)
      let right = (rhs.element.location?.path ?? rhs.element.path ?? "", rhs.element.location?.line ?? 0, rhs.offset)
      return left < right
    }.map(\.element)
    io.keepUntilExit(updated)
    outputs.append(
      Output(
        table: table.name, catalogPath: catalogPath, files: files.map(\.path), catalog: updated,
        result: result))
  }

  /// A translation file that is neither UTF-8 nor UTF-16 would be imported as a guess (Mac OS
  /// Roman, which the run time also guesses), and a wrong guess garbles every accented
  /// letter: without `--encoding` it is an error; with it, the file is read in that encoding.
  private func readStatedEncodings(
    _ parsed: inout [(file: LegacyFile, parsed: LegacyConverter.Parsed)], problems: inout [Diagnostic]
  ) {
    for index in parsed.indices {
      guard case .strings(let table) = parsed[index].parsed, table.encoding == .macOSRoman else { continue }
      let path = parsed[index].file.path
      // The guess's own warning gives way to what is said instead.
      problems.removeAll { $0.severity == .warning && $0.location?.path == path && $0.message.hasSuffix("read as Mac OS Roman") }
      guard let encoding else {
        let encodings = "the file's encoding (" + TextDecoding.statedEncodings.map(\.name).joined(separator: ", ") + ")"
        problems.append(
          Diagnostic(
            .error, "not valid UTF-8 or UTF-16, so its encoding is a guess that may garble its translations; pass " + encodings,
            at: .file(path)
          ).coded(.encodingGuessed, before: encodings))
        continue
      }
      do {
        parsed[index].parsed = .strings(try StringsTable(parsing: try FileIO.read(path), path: path, statedEncoding: encoding))
      } catch {
        problems.append(error)
      }
    }
  }
}
