import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One migration: discover the tables, convert each, check the round trip of those whose legacy
/// files are to be deleted, then write the catalogs, project edits and deletions in one
/// transaction, all or nothing. Its result holds the summary (for standard output) and the
/// diagnostics (for standard error), in the order they were made.
public struct MigrationRun: Sendable {
  struct Output {
    var group: LegacyTableGroup
    /// The path given on the command line that the table was found under.
    var root: String
    var destination: String
    var catalog: StringCatalog
    var ledger: [LedgerEntry]
    var sourceOrigin: String
    /// The round trip of the catalog as written, when `--delete-legacy` asked for it.
    var check: RoundTripCheck?
    /// The project this table came from, when `--update-project` edits it.
    var project: String?
    /// Projects that still reference the table's files after every edit; deleting them would
    /// leave the project naming missing files.
    var references: [String] = []
    /// Projects that cannot be read and specs that name the files: `--force-delete` overrides them.
    var weakReferences: [String] = []
    var deletable = false
    var merged = false
  }

  /// Something the run did or left alone that is neither a diagnostic nor a ledger entry.
  struct Note {
    var kind: String
    var message: String
    var file: String?
  }

  /// What is migrated.
  package let request: MigrationRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether large values are left for the operating system to reclaim at exit (only the
  /// tool's own process does, see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false
  /// The hints put into the diagnostics and lines printed (the tool's options); none for a
  /// library's caller.
  package var hints: Diagnostic.Hints = Diagnostic.noHints
  /// Receives the progress lines, for a standard error that is a terminal (the tool's only).
  package var progress: (@Sendable (String) -> Void)?
  /// Where the summary and diagnostics go while the run works: the collector of its result.
  var io: WorkflowIO
  /// What the run printed and wrote, for its result.
  var collector = OutputCollector()
  var diagnostics: [Diagnostic] = []
  var outputs: [Output] = []
  var notes: [Note] = []
  /// The projects `--update-project` edits, with their plans.
  var updates: [ProjectUpdate] = []
  /// The folders that the projects around the tables copy whole.
  var copiedFolders = CopiedFolderIndex()
  private var languages: SourceLanguageDetector

  /// A run of `request`.
  public init(request: MigrationRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
    self.request = request
    self.faults = faults
    io = OutputCollector().io(faults: faults, keepsValuesUntilExit: false)
    languages = SourceLanguageDetector(forced: request.sourceLanguage)
  }

  /// Runs the migration once (when it fails, nothing but the report is written).
  public func run() -> MigrationResult {
    var run = self
    run.collector = OutputCollector()
    run.io = run.collector.io(faults: faults, keepsValuesUntilExit: keepsValuesUntilExit)
    run.io.hints = hints
    run.languages = SourceLanguageDetector(
      forced: request.sourceLanguage, origin: run.io.hints(.sourceLanguageGiven, []) ?? "given")
    let succeeded = run.execute()
    return MigrationResult(collector: run.collector, succeeded: succeeded)
  }

  /// The run's work; returns whether it succeeded.
  private mutating func execute() -> Bool {
    var failed = false
    var groupCount = 0
    // A table reached through two paths (`migrate s ./s/`, or a folder and a folder inside
    // it) is converted once, from the first.
    var converted = Set<String>()
    // The projects decide first what their tables are; discovery takes what they leave.
    if request.updateProject { failed = !updateProjects(converted: &converted) || failed }
    var tableNames: [String] = []
    for root in request.roots {
      guard FileIO.exists(root) else {
        diagnostics.append(Diagnostic(.error, "no such file or directory", path: root))
        failed = true
        continue
      }
      let discovery = request.discovery.discover(root)
      tableNames += discovery.tableNames.filter { !tableNames.contains($0) }
      diagnostics.append(contentsOf: discovery.diagnostics)
      for skipped in discovery.skipped {
        let reason = skipped.reason(hints: io.hints)
        notes.append(Note(kind: "skipped", message: "skipped \(skipped.path): \(reason)", file: skipped.path))
      }
      // Tables `--tables` leaves out are found: the notes say so.
      if discovery.groups.isEmpty && discovery.tableNames.isEmpty && !discovery.diagnostics.containsError {
        diagnostics.append(Diagnostic(.warning, "no .strings/.stringsdict tables found", path: root))
        continue
      }
      for found in discovery.groups {
        if let reason = copiedFolderReason(found, root: root) {
          leaveAlone(found, reason: reason, converted: &converted)
          continue
        }
        guard let group = request.updateProject ? unclaimed(found, converted: converted) : found else { continue }
        let files = Set(group.files.map { FileTransaction.absolute($0.path) })
        guard files.contains(where: { !converted.contains($0) }) else { continue }
        if request.updateProject, let reason = unbuiltReason(group) {
          leaveAlone(group, reason: reason, converted: &converted)
          continue
        }
        // The catalog goes beside the .lproj folders: not into a folder a link takes outside.
        if request.output == nil,
          let (_, real) = Self.linkedOutside([group.parent + "/\(group.name).xcstrings"], given: request.roots)
        {
          leaveAlone(group, reason: "its folder is a symlink to '\(real)', outside the given paths", converted: &converted)
          continue
        }
        converted.formUnion(files)
        groupCount += 1
        progress?("\rconverting \(groupCount): \(group.name)\u{1B}[K")
        if !convert(group, root: root) { failed = true }
      }
    }
    if groupCount > 0 { progress?("\r\u{1B}[K") }
    let unmatched = request.discovery.unmatchedTables(found: tableNames, path: request.roots[0])
    diagnostics += unmatched
    failed = failed || !unmatched.isEmpty
    failed = checkDestinations() || failed
    // Specs and projects are read now, so that their warnings print with the others.
    if request.updateProject { reportSpecs() }
    if request.deleteLegacy { findReferences() }
    io.report(diagnostics)
    if failed || diagnostics.containsError {
      writeReportAfterFailure()
      io.err("error: nothing was written")
      return false
    }
    if request.deleteLegacy { planDeletions() }
    // Counted once: the summary and the report show the same figures. They are counted and
    // printed while the catalogs are written (a tenth of a second or more for a large table,
    // which lists every loss); nothing else prints until that is done.
    // A real run's summary is held until the commit has succeeded: it says what was written.
    let held = request.dryRun ? nil : HeldOutput()
    var printer = self
    if let held { printer.io = held.holding(io) }
    let run = printer
    let summary = BackgroundResult { () -> [Counts] in
      let counts = run.outputs.map(Counts.init)
      run.printSummary(counts)
      return counts
    }
    if request.dryRun {
      let counts = summary.wait()
      // A dry run writes its report and nothing else.
      guard let report = request.report else { return true }
      let transaction = FileTransaction(roots: [], faults: io.faults)
      do {
        try transaction.stage(report, bytes: reportBytes(counts))
        try transaction.commit()
        collector.wrote(transaction)
      } catch {
        transaction.discard()
        io.report([error])
        return false
      }
      return true
    }
    return commit(summary, held: held)
  }

  /// Converts one table (of `project`, when `--update-project` edits it); returns `false` on
  /// error (reported).
  mutating func convert(_ group: LegacyTableGroup, root: String, project: String? = nil) -> Bool {
    guard let (language, origin) = languages.language(for: group) else {
      diagnostics.append(SourceLanguageDetector.unknown(group))
      return false
    }
    // Parsed files are dropped as they are converted, unless deleting the legacy files needs
    // them afterwards to prove the round trip.
    let (converted, files, problems) = LegacyTableLoader.convert(
      group, options: request.options(sourceLanguage: language), keepingFiles: request.deleteLegacy)
    diagnostics.append(contentsOf: problems)
    guard let result = converted else { return false }
    io.keepUntilExit(files)
    io.keepUntilExit(result.catalog)
    var output = Output(
      group: group, root: root, destination: destination(for: group, root: root),
      catalog: result.catalog, ledger: result.ledger, sourceOrigin: origin, project: project)
    if FileIO.exists(output.destination) {
      // A catalog made read-only is not rewritten by a merge into it behind its owner's back
      // (without --merge or --force an existing catalog is refused anyway).
      if request.merge, !request.dryRun, FileIO.readOnlyRefusal(output.destination, noun: "catalog") != nil {
        diagnostics.append(
          Diagnostic(.error, "catalog is read-only; make it writable to merge into it", path: output.destination))
        return false
      }
      if request.merge {
        do {
          var existing = try CatalogJSONReader.read(contentsOf: output.destination)
          // A conflict is reported where the legacy text it did not migrate is.
          output.ledger += LegacyTableLoader.locating(
            existing.merge(result.catalog, file: output.destination), in: group, parsed: files)
          output.catalog = existing
          output.merged = true
        } catch {
          diagnostics.append(error)
          return false
        }
      } else if !request.force {
        diagnostics.append(
          Diagnostic(.error, "catalog already exists", path: output.destination, code: .catalogExists))
        return false
      } else if !warnAboutReplacedTranslations(output) {
        return false
      }
    }
    if request.deleteLegacy {
      // Against the catalog as it is written: after a merge, what the merge kept.
      output.check = RoundTripCheck.check(
        files: files, catalog: output.catalog, sourceLanguage: language,
        ledger: output.ledger)
    }
    outputs.append(output)
    return true
  }

  /// `--force` replaces a catalog: says how many of its strings the new one does not hold
  /// (translations made in Xcode since a first migration), which `--merge` would keep. A
  /// catalog that does not read (a missing brace, git's conflict markers) is not replaced: what
  /// it held cannot be told, so it is an error that quotes why; `false` then.
  private mutating func warnAboutReplacedTranslations(_ output: Output) -> Bool {
    let existing: StringCatalog
    do {
      existing = try CatalogJSONReader.read(contentsOf: output.destination)
    } catch {
      let message = "overwriting will not replace a catalog that does not read (\(error.message)); delete it to migrate over it"
      diagnostics.append(
        (error.location.map { Diagnostic(.error, message, at: $0) } ?? Diagnostic(.error, message, path: output.destination))
          .coded(.unreadableCatalog, replacing: "overwriting"))
      return false
    }
    let lost = CatalogDiff.differences(
      existing, output.catalog, ignoring: [.state, .extractionState, .comment, .unknownField],
      ignoringKeyEchoes: true
    )
    .filter { $0.before != nil && $0.language != nil && ($0.path == "value" || $0.path.hasSuffix(" value")) }
    guard let first = lost.first else { return true }
    let strings = Summary.count(lost.count, "string")
    let message =
      "overwriting replaces a catalog with \(strings) the legacy files do not hold (first: "
      + "'\(first.key)' [\(first.language ?? "")])"
    // The tool's wording names its options at both ends, so its hint is the whole message.
    diagnostics.append(
      Diagnostic(.warning, message, path: output.destination)
        .coded(.replacedStrings, replacing: message, values: [strings, first.key, first.language ?? ""]))
    return true
  }

  private func destination(for group: LegacyTableGroup, root: String) -> String {
    guard let output = request.output else { return group.catalogPath }
    // Discovery builds paths from the roots as given; compare both sides in the same
    // absolute, standardized form. A root that is a table (an .lproj folder or a file in one)
    // lays out from the folder above it, where its catalog goes.
    let base = LegacyDiscovery.isTableRoot(root) ? LegacyDiscovery.folderAbove(root) : root
    let rootPath = FileTransaction.absolute(FileIO.isDirectory(base) ? base : FileTransaction.directory(of: base))
    var relative = FileTransaction.absolute(group.catalogPath)
    if relative.hasPrefix(rootPath + "/") { relative.removeFirst(rootPath.count + 1) }
    return (output as NSString).appendingPathComponent(relative)
  }

  /// Two catalogs written to one path (or, on a case-insensitive disk, to paths that differ
  /// only in case) would overwrite each other: an error naming both tables and their inputs.
  private mutating func checkDestinations() -> Bool {
    var seen: [String: Output] = [:]
    var failed = false
    for output in outputs {
      let folded = FileTransaction.absolute(output.destination).lowercased()
      if let other = seen[folded] {
        let same = FileTransaction.absolute(other.destination) == FileTransaction.absolute(output.destination)
        let place =
          same
          ? "two catalogs would be written here"
          : "two catalogs would be written to paths that differ only in case (here and '\(other.destination)')"
        diagnostics.append(
          Diagnostic(
            .error,
            "\(place): table '\(other.group.name)' of '\(other.group.parent)' (input '\(other.root)') and table "
              + "'\(output.group.name)' of '\(output.group.parent)' (input '\(output.root)')",
            path: output.destination))
        failed = true
      }
      seen[folded] = output
    }
    return failed
  }

  private mutating func planDeletions() {
    for index in outputs.indices {
      let output = outputs[index]
      if let check = output.check, !check.lostNothing {
        notes.append(
          Note(
            kind: "kept-legacy-files",
            message: "kept legacy files of '\(output.group.name)' in \(output.group.parent): the round trip would lose "
              + Summary.count(check.losses.count, "item"),
            file: output.group.parent))
        continue
      }
      if !output.references.isEmpty {
        let advice = request.updateProject ? "" : io.hint(.keptForReferences)
        notes.append(
          Note(
            kind: "kept-legacy-files",
            message: "kept legacy files of '\(output.group.name)' in \(output.group.parent): referenced by "
              + output.references.joined(separator: ", ") + advice,
            file: output.group.parent))
        continue
      }
      if !output.weakReferences.isEmpty && !request.forceDelete {
        notes.append(
          Note(
            kind: "kept-legacy-files",
            message: "kept legacy files of '\(output.group.name)' in \(output.group.parent): named by "
              + output.weakReferences.joined(separator: ", ") + io.hint(.keptForWeakReferences),
            file: output.group.parent))
        continue
      }
      if let (file, real) = Self.linkedOutside(output.group.files.map(\.path), given: request.roots) {
        notes.append(
          Note(
            kind: "kept-legacy-files",
            message: "kept legacy files of '\(output.group.name)' in \(output.group.parent): \(file) is reached through a "
              + "symlinked folder to '\(real)', outside the given paths",
            file: output.group.parent))
        continue
      }
      outputs[index].deletable = true
    }
  }

  /// The first of `paths` that a symlinked folder inside the given paths takes outside them,
  /// with the real folder it leads to: such a file is never written or deleted.
  static func linkedOutside(_ paths: [String], given: [String]) -> (path: String, real: String)? {
    for path in paths {
      if let real = FileTransaction.linkedFolderOutside(path, given: given) { return (path, real) }
    }
    return nil
  }
}
