import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import XCStringsKit

/// One execution of `migrate`: discover, convert every table, then write everything or nothing.
struct MigrationRun {
  struct Output {
    var group: LegacyTableGroup
    var destination: String
    var catalog: StringCatalog
    var ledger: [LedgerEntry]
    var sourceOrigin: String
    var losses: [RuntimeResolution.Loss] = []
    var projects: [String] = []
    var deletable = false
    var merged = false
  }

  let request: MigrationRequest
  let io: CommandIO
  var diagnostics: [Diagnostic] = []
  var outputs: [Output] = []
  var notes: [String] = []
  // Tables of one target share a folder; its project is looked up once.
  private var regions: [String: DevelopmentRegion?] = [:]

  init(request: MigrationRequest, io: CommandIO) {
    self.request = request
    self.io = io
  }

  mutating func execute() -> Int32 {
    var failed = false
    var groupCount = 0
    for root in request.roots {
      guard FileIO.exists(root) else {
        io.report([Diagnostic(.error, "no such file or directory", path: root)])
        failed = true
        continue
      }
      let discovery = LegacyDiscovery(
        roots: [root], grouping: request.grouping, includeBundles: request.includeBundles, tables: request.tables,
        languageOverrides: request.languageMap)
      diagnostics.append(contentsOf: discovery.diagnostics)
      for skipped in discovery.skipped { notes.append("skipped \(skipped.path): \(skipped.reason)") }
      if discovery.groups.isEmpty {
        io.report([Diagnostic(.warning, "no .strings/.stringsdict tables found", path: root)])
        continue
      }
      for group in discovery.groups {
        groupCount += 1
        if io.errorIsTerminal { io.standardError("\rconverting \(groupCount): \(group.name)\u{1B}[K") }
        if !convert(group, root: root) { failed = true }
      }
    }
    if io.errorIsTerminal && groupCount > 0 { io.standardError("\r\u{1B}[K") }
    failed = failed || checkDestinations()
    io.report(diagnostics)
    if failed || diagnostics.containsError {
      io.err("error: nothing was written")
      return ExitCode.failure
    }
    if request.deleteLegacy { planDeletions() }
    // Counted once: the summary and the report show the same figures. They are counted and
    // printed while the catalogs are written (a tenth of a second or more for a large table,
    // which lists every loss); nothing else prints until that is done.
    let run = self
    let summary = BackgroundResult { () -> [Counts] in
      let counts = run.outputs.map(Counts.init)
      run.printSummary(counts)
      return counts
    }
    if request.dryRun {
      _ = summary.wait()
      return ExitCode.success
    }
    return commit(summary)
  }

  /// Converts one table; returns `false` on error (reported).
  private mutating func convert(_ group: LegacyTableGroup, root: String) -> Bool {
    guard let (language, origin) = sourceLanguage(for: group) else {
      // Pointed at the table's first file, so editors and CI annotators can open it.
      let message = "cannot tell the source language of table '\(group.name)' (no project, Info.plist, Package.swift "
        + "or en.lproj found); pass --source-language"
      let location = group.files.first.map { SourceLocation.file($0.path) }
      diagnostics.append(location.map { Diagnostic(.error, message, at: $0) } ?? Diagnostic(.error, message, path: group.parent))
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
    var output = Output(group: group, destination: destination(for: group, root: root), catalog: result.catalog,
                        ledger: result.ledger, sourceOrigin: origin)
    if FileIO.exists(output.destination) {
      if request.merge {
        do {
          var existing = try CatalogJSONReader.read(contentsOf: output.destination)
          output.ledger += existing.merge(result.catalog, file: output.destination)
          output.catalog = existing
          output.merged = true
        } catch {
          diagnostics.append(error)
          return false
        }
      } else if !request.force {
        diagnostics.append(Diagnostic(.error, "catalog already exists; use --force to overwrite it or --merge to add to it",
                                      path: output.destination))
        return false
      }
    }
    if request.deleteLegacy {
      output.losses = LegacyTableLoader.roundTripLosses(of: files, migratedTo: result.catalog, sourceLanguage: language)
      let names = Set(group.files.map { URL(fileURLWithPath: $0.path).lastPathComponent })
      output.projects = ProjectReferences.projects(above: group.parent, mentioning: names.sorted())
    }
    outputs.append(output)
    return true
  }

  private mutating func sourceLanguage(for group: LegacyTableGroup) -> (LanguageCode, String)? {
    if let language = request.sourceLanguage { return (language, "--source-language") }
    if regions[group.parent] == nil { regions[group.parent] = .some(DevelopmentRegion.detect(startingAt: group.parent)) }
    if let region = regions[group.parent] ?? nil { return (region.language, region.origin) }
    if group.files.contains(where: { $0.language == .english }) || FileIO.isDirectory(group.parent + "/en.lproj") {
      return (.english, "an en.lproj folder exists")
    }
    // A catalog already beside the tables (a partly migrated target) knows the language.
    let names = (try? FileManager.default.contentsOfDirectory(atPath: group.parent))?.sorted() ?? []
    for name in names where name.hasSuffix(".xcstrings") {
      let path = group.parent + "/" + name
      if let catalog = try? CatalogJSONReader.read(contentsOf: path) {
        return (catalog.sourceLanguage, "sourceLanguage of \(path)")
      }
    }
    return nil
  }

  private func destination(for group: LegacyTableGroup, root: String) -> String {
    guard let output = request.output else { return group.catalogPath }
    // Discovery builds absolute paths from relative roots (through URL), so compare both sides
    // in the same absolute, standardized form.
    func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    let rootPath = absolute(FileIO.isDirectory(root) ? root : (root as NSString).deletingLastPathComponent)
    var relative = absolute(group.catalogPath)
    if relative.hasPrefix(rootPath + "/") { relative.removeFirst(rootPath.count + 1) }
    return (output as NSString).appendingPathComponent(relative)
  }

  /// Two outputs whose paths differ only in case would overwrite each other on macOS.
  private mutating func checkDestinations() -> Bool {
    var seen: [String: String] = [:]
    var failed = false
    for output in outputs {
      let folded = output.destination.lowercased()
      if let other = seen[folded] {
        diagnostics.append(Diagnostic(.error, "two catalogs would be written to paths that differ only in case ('\(other)')",
                                      path: output.destination))
        failed = true
      }
      seen[folded] = output.destination
    }
    return failed
  }

  private mutating func planDeletions() {
    for index in outputs.indices {
      let output = outputs[index]
      if !output.losses.isEmpty {
        notes.append("kept legacy files of '\(output.group.name)' in \(output.group.parent): the round trip would lose \(output.losses.count) item(s)")
        continue
      }
      if !output.projects.isEmpty && !request.forceDelete {
        notes.append("kept legacy files of '\(output.group.name)' in \(output.group.parent): referenced by \(output.projects.joined(separator: ", ")) (use --force-delete after updating the project)")
        continue
      }
      outputs[index].deletable = true
    }
  }

  private func commit(_ summary: BackgroundResult<[Counts]>) -> Int32 {
    let roots = request.roots + (request.output.map { [$0] } ?? [])
    let transaction = FileTransaction(roots: roots, faults: io.faults)
    do {
      for output in outputs {
        try transaction.stage(output.destination) { write in
          try withoutActuallyEscaping(write) { sink in try CatalogJSONWriter.write(output.catalog, to: sink) }
        }
        if output.deletable {
          for file in output.group.files { try transaction.stageDeletion(file.path) }
        }
      }
      let counts = summary.wait()
      if let report = request.report {
        try transaction.stage(report, bytes: Array((reportJSON(counts).serialized() + "\n").utf8))
      }
      try transaction.commit()
      // A `.lproj` folder emptied by `--delete-legacy` goes too; rmdir leaves non-empty ones alone.
      for output in outputs where output.deletable {
        for folder in Set(output.group.files.map { FileTransaction.directory(of: $0.path) }) { rmdir(folder) }
      }
    } catch {
      transaction.discard()
      // After the summary, as when nothing ran alongside.
      _ = summary.wait()
      io.report([error])
      io.err("error: nothing was written")
      return ExitCode.failure
    }
    return ExitCode.success
  }
}
