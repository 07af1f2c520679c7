import Foundation
import XCStringsKit

/// `export --format xcloc|xliff`: String Catalogs as Xcode localization catalogs
/// (`<lang>.xcloc` bundles) or bare `<lang>.xliff` files.
enum ExchangeExport {
  /// The two exchange formats.
  enum Format: String {
    case xcloc, xliff
  }

  /// Options that only the `.lproj` format takes.
  static let lprojOnlyOptions = ["encoding", "states", "fallback", "plist", "report"]

  static func run(_ arguments: ParsedArguments, format: Format, io: CommandIO) throws(UsageError) -> Int32 {
    for name in lprojOnlyOptions where arguments.value(name) != nil {
      throw UsageError(message: "--\(name) applies to --format lproj only")
    }
    guard let output = arguments.value("output") else { throw UsageError(message: "--output DIR is required") }
    var languages: [LanguageCode] = []
    for name in arguments.list("languages") { languages.append(try OptionValues.language(name, option: "languages")) }
    let region = try arguments.value("development-region").map { value throws(UsageError) in
      try OptionValues.language(value, option: "development-region")
    }
    let project = arguments.value("project")
    if let project, !project.hasSuffix(".xcodeproj") && !project.hasSuffix(".xcworkspace") {
      throw UsageError(message: "--project takes a name ending in '.xcodeproj' or '.xcworkspace', not '\(project)'")
    }
    let force = arguments.flag("force")
    let transaction = FileTransaction(roots: [output], faults: io.faults)
    let stager = BackgroundStaging(transaction)
    var untouched = 0
    var staged = 0
    do throws(Diagnostic) {
      let paths = try catalogPaths(arguments.positional)
      let folder = arguments.positional.count == 1 && FileIO.isDirectory(arguments.positional[0]) ? arguments.positional[0] : nil
      let originals = XCLocBundle.originals(forCatalogsAt: paths, folder: folder)
      var catalogs: [XLIFFSourceCatalog] = []
      for (path, original) in zip(paths, originals) {
        catalogs.append(XLIFFSourceCatalog(original: original, catalog: try CatalogJSONReader.read(contentsOf: path), path: path))
      }
      // Freeing the catalogs, millions of small values, takes a noticeable share of a run.
      io.keepUntilExit(catalogs)
      if languages.isEmpty { languages = allLanguages(of: catalogs) }
      let locate: XLIFFExporter.KeyLocator = { catalog, key in
        guard let bytes = try? FileIO.read(catalog.path) else { return .file(catalog.path) }
        return CatalogKeyLocator(bytes: bytes, path: catalog.path).location(of: key)
      }
      io.report(XLIFFExporter.warnings(for: catalogs, locate: locate))
      let base = FileTransaction.directory(of: paths[0])
      let developmentRegion = region ?? DevelopmentRegion.detect(startingAt: base)?.language ?? catalogs[0].catalog.sourceLanguage
      let tool = XLIFFTool.xcstringsConvert(version: XCStringsCommand.version)
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
          switch ExportCommand.existing(path, comparedWith: file.bytes) {
          case .absent: changed.append((path, file.bytes))
          case .identical: untouched += 1
          case .different:
            if force {
              changed.append((path, file.bytes))
            } else {
              conflicts.append(Diagnostic(.error, "file exists with other content; use --force to replace it", path: path))
            }
          }
        }
        if changed.count >= 16 { flush() }
      }
      switch format {
      case .xcloc:
        try XCLocBundle.forEachBundle(
          for: catalogs, languages: languages, developmentRegion: developmentRegion,
          project: project ?? projectName(above: base), tool: tool, locate: locate
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
      io.out("\(Summary.count(catalogs.count, "catalog")) in \(Summary.count(languages.count, "language")): "
        + languages.map(\.rawValue).joined(separator: ", "))
    } catch {
      return ExportCommand.fail(error, stager: stager, transaction: transaction, io: io)
    }
    io.out(ExportCommand.wroteLine(staged, untouched: untouched, under: output))
    return ExitCode.success
  }

  /// The catalogs named, and those found in the folders named (hidden folders and `.xcloc`
  /// bundles skipped), each once, in the order given and then by path.
  static func catalogPaths(_ arguments: [String]) throws(Diagnostic) -> [String] {
    var paths: [String] = []
    var seen = Set<String>()
    for argument in arguments {
      if FileIO.isDirectory(argument) {
        let found = catalogs(under: argument)
        if found.isEmpty { throw Diagnostic(.error, "no .xcstrings catalog in this folder", path: argument) }
        for path in found where seen.insert(path).inserted { paths.append(path) }
      } else if argument.hasSuffix(".xcstrings") {
        guard FileIO.exists(argument) else { throw Diagnostic(.error, "no such file", path: argument) }
        if seen.insert(argument).inserted { paths.append(argument) }
      } else {
        throw Diagnostic(.error, "not a .xcstrings catalog or a folder", path: argument)
      }
    }
    return paths
  }

  private static func catalogs(under folder: String) -> [String] {
    var found: [String] = []
    var pending = [folder]
    while let current = pending.popLast() {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current))?.sorted() ?? []
      for name in names where !name.hasPrefix(".") {
        let path = current == "/" ? "/" + name : current + "/" + name
        if name.hasSuffix(".xcstrings"), !FileIO.isDirectory(path) {
          found.append(path)
        } else if FileIO.isDirectory(path), !name.hasSuffix(".xcloc"), !name.hasSuffix(".xcodeproj") {
          pending.append(path)
        }
      }
    }
    return found.sorted()
  }

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
    var current = URL(fileURLWithPath: folder).standardizedFileURL.path
    for _ in 0..<64 {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: current))?.sorted() ?? []
      if let project = names.first(where: { $0.hasSuffix(".xcodeproj") }) { return project }
      if names.contains(".git") || current == "/" { return nil }
      current = FileTransaction.directory(of: current)
    }
    return nil
  }
}
