import XCStringsKit

/// `verify`: proves that a conversion loses nothing the app would show.
enum VerifyCommand: Command {
  static let name = "verify"
  static let summary = "Check that converting loses nothing (for .lproj trees and catalogs)."
  static let usage = "verify <path>... [--source-language CODE] [--group-by folder|table] [--tables A,B]"
  static let discussion = """
    For .lproj trees (or one .lproj folder, or one table file): migrates in memory, exports the
    catalog in memory, and compares with what the legacy files hold; tables are found and
    grouped exactly as migrate finds and groups them; a folder with no .lproj table is
    searched for catalogs instead (a tree already migrated). For catalogs: exports in memory,
    migrates the export back, and compares what the app shows from the export with what it
    shows from the catalog that came back; a different shape that shows the same strings (a
    plural that comes back as a substitution) is a note. A note given for many entries (an
    extraction state, which no legacy file holds) is printed once per catalog, at its first
    entry, with how many more there are.

    A loss is a (table, language, key, plural category, device) for which Apple's runtime would
    resolve a different string after conversion (last duplicate wins, .stringsdict before
    .strings), and every loss the conversion's ledger lists; migrate --delete-legacy uses the
    same definition. An empty translation that the catalog leaves out is a note, not a loss
    (the app shows the development language's text instead). Prints every loss, then notes,
    then a verdict. Exit 0 when nothing would be lost, 1 when something would or when a path
    holds no table, 2 when an input could not be read.
    """
  static let options = [
    OptionSpec(name: "source-language", valueName: "CODE", help: "The development language of trees (default: detected)."),
  ] + DiscoveryRequest.options

  static func run(_ arguments: ParsedArguments, io: CommandIO) throws(UsageError) -> Int32 {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    let forced = try arguments.value("source-language").map { value throws(UsageError) in
      try OptionValues.language(value, option: "source-language")
    }
    let discoveryRequest = try DiscoveryRequest(arguments)
    var detector = SourceLanguageDetector(forced: forced)
    var losses = 0
    var notes: [String] = []
    // Notes said once for several entries still count, each of them.
    var notesNotPrinted = 0
    var tables = 0
    var unreadable = false
    var empty: [String] = []
    var tableNames: [String] = []
    var copiedFolders = CopiedFolderIndex()
    func verifyCatalog(_ path: String) {
      do {
        let catalog = try CatalogJSONReader.read(contentsOf: path)
        let table = FileTransaction.baseName(of: path).removingSuffix(".xcstrings")
        let result = CatalogVerifier.verify(catalog)
        tables += 1
        for loss in result.losses { io.out("\(table) \(loss)") }
        notes += result.printedNotes.map { "note: \(table) \($0)" }
        notesNotPrinted += result.notes.count - result.printedNotes.count
        losses += result.losses.count
      } catch {
        io.report([error])
        unreadable = true
      }
    }
    for path in arguments.positional {
      if path.hasSuffix(".xcstrings") && !FileIO.isDirectory(path) {
        verifyCatalog(path)
        continue
      }
      guard FileIO.exists(path) else {
        io.report([Diagnostic(.error, "no such file or directory", path: path)])
        unreadable = true
        continue
      }
      let discovery = discoveryRequest.discover(path)
      tableNames += discovery.tableNames.filter { !tableNames.contains($0) }
      io.report(discovery.diagnostics)
      if discovery.diagnostics.containsError { unreadable = true }
      // A folder of catalogs (a tree already migrated) is checked as its catalogs, as export,
      // import and lint search folders for them.
      let catalogs = discovery.groups.isEmpty && FileIO.isDirectory(path)
        ? FolderWalker.files(endingWith: ".xcstrings", under: path) : []
      for catalog in catalogs { verifyCatalog(catalog) }
      if discovery.groups.isEmpty && catalogs.isEmpty && !discovery.diagnostics.containsError {
        // A gate that passes on nothing would pass on anything; say where tables were passed over.
        var notes: [Diagnostic] = []
        let bundles = Set(discovery.skipped.map(\.reason).filter { $0.hasSuffix("(use --include-bundles to take it)") })
        if !bundles.isEmpty {
          notes.append(Diagnostic(.note, "\(Summary.count(bundles.count, "bundle")) with tables were passed over; "
            + "pass --include-bundles to check them", path: path))
        }
        for folder in discovery.passedOver where LegacyDiscovery(roots: [folder]).tableNames.isEmpty == false {
          notes.append(Diagnostic(.note, "tables in this build or dependency folder were passed over; pass its path to check them",
                                  path: folder))
        }
        io.report([Diagnostic(.error, "no .strings/.stringsdict tables found", path: path)] + notes)
        empty.append(path)
      }
      for group in discovery.groups {
        // Migrate never converts a table a project copies whole: there is nothing to verify.
        if let reason = copiedFolders.reason(forTableIn: group.parent, files: group.files.map(\.path), under: path) {
          notes.append("note: \(group.name): migrate leaves the table in \(group.parent) alone: \(reason)")
          continue
        }
        // Where migrate would ask for --source-language, the check assumes Xcode's default
        // development region and says so.
        let detected = detector.language(for: group)?.language
        let language = detected ?? .english
        if detected == nil {
          notes.append("note: \(group.name): source language unknown (no project, Info.plist, Package.swift or en.lproj); "
            + "assumed 'en' (pass --source-language)")
        }
        let (files, problems) = LegacyTableLoader.load(group)
        io.report(problems)
        if problems.containsError {
          unreadable = true
          continue
        }
        let converted = LegacyConverter.convert(files, options: MigrationOptions(sourceLanguage: language))
        let check = RoundTripCheck.check(files: files, catalog: converted.catalog, sourceLanguage: language,
                                         ledger: converted.ledger)
        tables += 1
        for loss in check.losses { io.out("\(group.name) \(loss)") }
        for entry in converted.ledger where !entry.isLoss {
          notes.append("note: \(group.name)\(entry.language.map { " [\($0)]" } ?? "") \"\(entry.key)\": \(entry.message)")
        }
        losses += check.losses.count
      }
    }
    var unmatched: [Diagnostic] = []
    let trees = arguments.positional.filter { !($0.hasSuffix(".xcstrings") && !FileIO.isDirectory($0)) }
    if !trees.isEmpty {
      unmatched = discoveryRequest.unmatchedTables(found: tableNames, path: trees[0])
      io.report(unmatched)
    }
    // Every loss first, then the notes, then the verdict.
    for note in notes { io.out(note) }
    let noteCount = Summary.count(notes.count + notesNotPrinted, "note")
    if unreadable {
      io.out("verify: could not read every input")
      return ExitCode.unreadable
    }
    if !unmatched.isEmpty {
      io.out("verify: --tables names a table that was not found")
      return ExitCode.failure
    }
    if losses > 0 {
      io.out("verify: \(Summary.count(losses, "loss", "losses")) in \(Summary.count(tables, "table")); \(noteCount)")
      return ExitCode.failure
    }
    if !empty.isEmpty {
      io.out("verify: no table found in \(empty.map { "'\($0)'" }.joined(separator: ", "))")
      return ExitCode.failure
    }
    io.out("verify: no loss in \(Summary.count(tables, "table")); \(noteCount)")
    return ExitCode.success
  }
}
