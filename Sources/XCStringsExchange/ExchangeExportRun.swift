import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsModel
import XCStringsProject
import XCStringsXLIFF

/// One export as Xcode localization catalogs (`<lang>.xcloc` bundles) or bare `<lang>.xliff`
/// files: the files of each language are checked against those already there and written
/// while the next languages are made, in one transaction, all or nothing. Its result holds the
/// summary (for standard output) and the diagnostics (for standard error), in the order they
/// were made.
public struct ExchangeExportRun: Sendable {
  /// What is exported.
  package let request: ExchangeExportRequest
  /// Failure points for tests of the file layer.
  package let faults: FileTransaction.Faults
  /// Whether large values are left for the operating system to reclaim at exit (only the
  /// tool's own process does, see ``WorkflowIO/keepUntilExit(_:)``).
  package var keepsValuesUntilExit = false

  /// A run of `request`.
  public init(request: ExchangeExportRequest, faults: FileTransaction.Faults = FileTransaction.Faults()) {
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
    let output = request.output
    let transaction = FileTransaction(roots: [output], faults: io.faults)
    let stager = BackgroundStaging(transaction)
    var untouched = 0
    var staged = 0
    do throws(Diagnostic) {
      let found = try Self.catalogPaths(request.paths)
      let paths = found.map(\.path)
      let originals = XCLocBundle.originals(forCatalogsAt: paths, relativeTo: found.map(\.root))
      var catalogs: [XLIFFSourceCatalog] = []
      for (path, original) in zip(paths, originals) {
        catalogs.append(XLIFFSourceCatalog(original: original, catalog: try CatalogJSONReader.read(contentsOf: path), path: path))
      }
      // Freeing the catalogs, millions of small values, takes a noticeable share of a run.
      io.keepUntilExit(catalogs)
      let languages = request.languages.isEmpty ? Self.allLanguages(of: catalogs) : request.languages
      let locate: XLIFFExporter.KeyLocator = { catalog, key in
        guard let bytes = try? FileIO.read(catalog.path) else { return .file(catalog.path) }
        return CatalogKeyLocator(bytes: bytes, path: catalog.path).location(of: key)
      }
      io.report(XLIFFExporter.warnings(for: catalogs, locate: locate))
      let base = FileTransaction.directory(of: paths[0])
      let developmentRegion =
        request.developmentRegion ?? DevelopmentRegion.detect(startingAt: base)?.language ?? catalogs[0].catalog.sourceLanguage
      let tool = XLIFFTool.xcstringsConvert(version: request.toolVersion)
      // Each language's files are compared with what the folder holds and written while the
      // next languages are made. Nothing more is written once a file is in conflict, and a
      // conflict is reported before a failed write, as when everything was made first.
      var conflicts: [Diagnostic] = []
      var writeFailure: Diagnostic?
      // Files go to the disk a few languages at a time: their flushes overlap.
      var changed: [(path: String, bytes: [UInt8])] = []
      func flush() {
        guard conflicts.isEmpty, writeFailure == nil, !changed.isEmpty else { return }
        do throws(Diagnostic) {
          try stager.stage(changed)
          staged += changed.count
        } catch {
          writeFailure = error
        }
        changed = []
      }
      func write(_ files: [XCLocBundle.File]) {
        for file in files {
          let path = output + "/" + file.path
          switch ExportStaging.existing(path, comparedWith: file.bytes) {
          case .absent: changed.append((path, file.bytes))
          case .identical: untouched += 1
          case .different:
            if request.force {
              changed.append((path, file.bytes))
            } else {
              conflicts.append(Diagnostic(.error, "file exists with other content", path: path, code: .fileExists))
            }
          }
        }
        if changed.count >= 16 { flush() }
      }
      switch request.format {
      case .xcloc:
        try XCLocBundle.forEachBundle(
          for: catalogs, languages: languages, developmentRegion: developmentRegion,
          project: request.project ?? Self.projectName(above: base), tool: tool, locate: locate
        ) { _, files throws(Diagnostic) in write(files) }
      case .xliff:
        try XLIFFExporter.forEachDocument(for: catalogs, languages: languages, tool: tool, locate: locate) {
          index, bytes throws(Diagnostic) in
          write([XCLocBundle.File(path: "\(languages[index].rawValue).xliff", bytes: bytes)])
        }
      }
      flush()
      if let last = conflicts.popLast() {
        io.report(conflicts)
        throw last
      }
      try stager.finish()
      if let writeFailure { throw writeFailure }
      try transaction.commit()
      collector.wrote(transaction)
      io.out(
        "\(Summary.count(catalogs.count, "catalog")) in \(Summary.count(languages.count, "language")): "
          + languages.map(\.rawValue).joined(separator: ", "))
    } catch {
      return ExportStaging.fail(error, stager: stager, transaction: transaction, io: io)
    }
    io.out(ExportStaging.wroteLine(staged, untouched: untouched, under: output))
    return true
  }

  /// The catalogs named, and those found in the folders named (hidden folders and `.xcloc`
  /// bundles skipped), each once, in the order given and then by path; each with the folder
  /// its `original` is relative to: the folder it was found in, or the current folder for a
  /// catalog named on its own.
  static func catalogPaths(_ arguments: [String]) throws(Diagnostic) -> [(path: String, root: String)] {
    var paths: [(path: String, root: String)] = []
    var seen = Set<String>()
    for argument in arguments {
      if FileIO.isDirectory(argument) {
        let found = catalogs(under: argument)
        if found.isEmpty { throw Diagnostic(.error, "no .xcstrings catalog in this folder", path: argument) }
        for path in found where seen.insert(path).inserted { paths.append((path, argument)) }
      } else if argument.hasSuffix(".xcstrings") {
        guard FileIO.exists(argument) else { throw Diagnostic(.error, "no such file", path: argument) }
        if seen.insert(argument).inserted { paths.append((argument, FileManager.default.currentDirectoryPath)) }
      } else {
        throw Diagnostic(.error, "not a .xcstrings catalog or a folder", path: argument)
      }
    }
    return paths
  }

  /// The catalogs under `folder`, sorted: hidden files and folders, bundles and projects are
  /// passed over, and a folder reached twice through links is searched once.
  static func catalogs(under folder: String) -> [String] {
    FolderWalker.files(endingWith: ".xcstrings", under: folder, policy: exportPolicy).filter {
      !FileTransaction.baseName(of: $0).hasPrefix(".")
    }.sorted()
  }

  /// Export enters no hidden folder, `.xcloc` or `.xcodeproj` wrapper or bundle; unlike the
  /// other walks it skips no build or dependency folder by name (`Pods`, `Carthage`,
  /// `DerivedData` and `node_modules` are entered; `.build` and `.git` are hidden).
  static let exportPolicy = FolderWalkPolicy(
    skippedNames: [], entersHiddenFolders: false, leafSuffixes: [".xcloc", ".xcodeproj"])

  /// Every language of the catalogs, source languages included, sorted.
  static func allLanguages(of catalogs: [XLIFFSourceCatalog]) -> [LanguageCode] {
    var names = Set<String>()
    for source in catalogs {
      names.insert(source.catalog.sourceLanguage.rawValue)
      for language in source.catalog.localizedLanguages { names.insert(language) }
    }
    return names.sorted().map(LanguageCode.init(rawValue:))
  }

  /// The first `.xcodeproj` in `folder` or a folder above it, up to the repository root.
  static func projectName(above folder: String) -> String? {
    let start = FileTransaction.absolute(folder)
    for current in FolderWalker.foldersUpToRepository(from: start) {
      if let project = FolderWalker.sortedNames(in: current, where: { $0.hasSuffix(".xcodeproj") })?.first { return project }
    }
    return nil
  }
}
