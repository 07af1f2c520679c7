import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject

/// One `verify`: finds and groups the tables of each path as `migrate` does, converts each in
/// memory and checks the round trip; exports each catalog in memory and checks it comes back.
/// It reads files and writes none.
public struct VerifyRun: Sendable {
  /// What is checked.
  public let request: VerifyRequest

  /// A run of `request`.
  public init(request: VerifyRequest) {
    self.request = request
  }

  /// Checks every path once.
  public func run() -> VerifyResult {
    var state = State(request: request)
    for path in request.paths {
      if Self.isCatalog(path) {
        state.verifyCatalog(path)
      } else {
        state.verifyTree(path)
      }
    }
    let trees = request.paths.filter { !Self.isCatalog($0) }
    if !trees.isEmpty {
      let unmatched = request.discovery.unmatchedTables(found: state.tableNames, path: trees[0])
      state.result.diagnostics += unmatched
      state.result.unmatchedTables = !unmatched.isEmpty
    }
    return state.result
  }

  /// Whether `path` is checked as one catalog (an `.xcstrings` file, not a folder so named).
  static func isCatalog(_ path: String) -> Bool {
    path.hasSuffix(".xcstrings") && !FileIO.isDirectory(path)
  }

  /// What a run has found so far.
  private struct State {
    let request: VerifyRequest
    var result = VerifyResult()
    var detector: SourceLanguageDetector
    var tableNames: [String] = []
    var copiedFolders = CopiedFolderIndex()

    init(request: VerifyRequest) {
      self.request = request
      detector = SourceLanguageDetector(forced: request.sourceLanguage)
    }

    mutating func verifyCatalog(_ path: String) {
      do {
        let catalog = try CatalogJSONReader.read(contentsOf: path)
        let name = FileTransaction.baseName(of: path)
        let table = name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
        let verification = CatalogVerifier.verify(catalog)
        result.tables += 1
        result.losses += verification.losses.map { VerifyResult.TableLoss(table: table, loss: $0) }
        result.notes += verification.printedNotes.map { "note: \(table) \($0)" }
        result.notesNotPrinted += verification.notes.count - verification.printedNotes.count
      } catch {
        result.diagnostics.append(error)
        result.unreadable = true
      }
    }

    mutating func verifyTree(_ path: String) {
      guard FileIO.exists(path) else {
        result.diagnostics.append(Diagnostic(.error, "no such file or directory", path: path))
        result.unreadable = true
        return
      }
      let discovery = request.discovery.discover(path)
      tableNames += discovery.tableNames.filter { !tableNames.contains($0) }
      result.diagnostics += discovery.diagnostics
      if discovery.diagnostics.containsError { result.unreadable = true }
      // A folder of catalogs (a tree already migrated) is checked as its catalogs, as export,
      // import and lint search folders for them.
      let catalogs =
        discovery.groups.isEmpty && FileIO.isDirectory(path)
        ? FolderWalker.files(endingWith: ".xcstrings", under: path) : []
      for catalog in catalogs { verifyCatalog(catalog) }
      if discovery.groups.isEmpty && catalogs.isEmpty && !discovery.diagnostics.containsError {
        // A gate that passes on nothing would pass on anything; say where tables were passed over.
        var notes: [Diagnostic] = []
        let bundles = Set(discovery.skipped.filter { $0.code == .insideBundle }.map(\.reason))
        if !bundles.isEmpty {
          notes.append(
            Diagnostic(
              .note, "\(Summary.count(bundles.count, "bundle")) with tables were passed over", path: path,
              code: .bundlesPassedOver))
        }
        for folder in discovery.passedOver where LegacyDiscovery(roots: [folder]).tableNames.isEmpty == false {
          notes.append(
            Diagnostic(
              .note, "tables in this build or dependency folder were passed over; pass its path to check them",
              path: folder))
        }
        result.diagnostics += [Diagnostic(.error, "no .strings/.stringsdict tables found", path: path)] + notes
        result.emptyPaths.append(path)
      }
      for group in discovery.groups { verifyGroup(group, under: path) }
    }

    mutating func verifyGroup(_ group: LegacyTableGroup, under path: String) {
      // Migrate never converts a table a project copies whole: there is nothing to verify.
      if let reason = copiedFolders.reason(forTableIn: group.parent, files: group.files.map(\.path), under: path) {
        result.notes.append("note: \(group.name): migrate leaves the table in \(group.parent) alone: \(reason)")
        return
      }
      // Where migrate would ask for --source-language, the check assumes Xcode's default
      // development region and says so.
      let detected = detector.language(for: group)?.language
      let language = detected ?? .english
      if detected == nil {
        result.noteHints[result.notes.count] = .sourceLanguageAssumed
        result.notes.append(
          "note: \(group.name): source language unknown (no project, Info.plist, Package.swift or en.lproj); "
            + "assumed 'en'")
      }
      let (files, problems) = LegacyTableLoader.load(group)
      result.diagnostics += problems
      if problems.containsError {
        result.unreadable = true
        return
      }
      let converted = LegacyConverter.convert(files, options: MigrationOptions(sourceLanguage: language))
      let check = RoundTripCheck.check(
        files: files, catalog: converted.catalog, sourceLanguage: language,
        ledger: converted.ledger)
      result.tables += 1
      result.losses += check.losses.map { VerifyResult.TableLoss(table: group.name, loss: $0) }
      for entry in converted.ledger where !entry.isLoss {
        result.notes.append("note: \(group.name)\(entry.language.map { " [\($0)]" } ?? "") \"\(entry.key)\": \(entry.message)")
      }
    }
  }
}
