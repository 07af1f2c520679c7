import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsXLIFF

/// `import` of Xcode localization catalogs (`<lang>.xcloc`) and bare XLIFF files: each
/// `<file>` for a String Catalog goes into `<into>/<original>` (or the catalog given as
/// `--into`), through the same engine as legacy tables.
extension ImportRun {
  /// One catalog `<file>` of a document, with where it came from.
  struct ExchangeFile {
    /// The XLIFF document's path.
    var document: String
    var file: XLIFFFile
    /// The language the bundle or the file is named after (`de.xcloc`, `de.xliff`), as written.
    var namedLanguage: String?
    /// The bundle's copy of the catalog, if it is in a bundle.
    var sourceContents: XLIFFSourceContents?
  }

  /// A path without a trailing `/`.
  static func trimmed(_ path: String) -> String { path.hasSuffix("/") ? String(path.dropLast()) : path }

  /// The error for a destination that is neither a catalog nor a folder.
  static func notACatalog(_ into: String) -> Diagnostic {
    Diagnostic(.error, "the destination must name an .xcstrings catalog or a folder of catalogs", path: into)
      .coded(.destinationNotACatalog, replacing: "the destination")
  }

  /// Whether a path names an `.xcloc` bundle or an `.xliff` file.
  static func isExchangePath(_ path: String) -> Bool {
    let trimmed = trimmed(path)
    return trimmed.hasSuffix(".xcloc") || trimmed.hasSuffix(".xliff")
  }

  /// Reads the documents, matches their catalog files to catalogs, and applies each catalog's
  /// translations at once (a catalog may get several languages from several bundles).
  ///
  /// Documents are read, and then mapped to each catalog, on all cores, each into its own
  /// slot: what is reported and applied follows the order of the paths, whichever finishes
  /// first.
  mutating func importExchange(_ paths: [String]) {
    let documents = ConcurrentSlots<Result<XLIFFDocument, Diagnostic>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      let documentPath = Self.documentPath(paths[index]).0
      documents.store(
        Result { () throws(Diagnostic) in try XLIFFDocument(parsingForImport: try FileIO.read(documentPath), path: documentPath)
        },
        at: index)
    }
    var groups: [(catalogPath: String, files: [ExchangeFile])] = []
    for (index, path) in paths.enumerated() {
      let documentPath = Self.documentPath(path).0
      let bundleLanguage = Self.namedLanguage(path)
      let document: XLIFFDocument
      switch documents.take(at: index)! {
      case .success(let read): document = read
      case .failure(let error):
        diagnostics.append(error)
        continue
      }
      // Freeing hundreds of thousands of units takes a noticeable share of a run.
      io.keepUntilExit(document)
      diagnostics += document.diagnostics
      let catalogFiles = document.files.filter(\.isCatalog)
      for file in document.files where !file.isCatalog { diagnostics.append(XLIFFImporter.skippedFileNote(file)) }
      for file in catalogFiles {
        guard let catalogPath = catalogPath(for: file, among: catalogFiles, document: documentPath) else { continue }
        // A bundle's `Source Contents` copy of the catalog, for substitutions the catalog lacks.
        let copy =
          !Self.trimmed(path).hasSuffix(".xcloc")
          ? nil
          : XLIFFSourceContents(
            path: Self.trimmed(path) + "/Source Contents/" + file.original)
        let item = ExchangeFile(document: documentPath, file: file, namedLanguage: bundleLanguage, sourceContents: copy)
        if let index = groups.firstIndex(where: { $0.catalogPath == catalogPath }) {
          groups[index].files.append(item)
        } else {
          groups.append((catalogPath, [item]))
        }
      }
    }
    guard !diagnostics.containsError else { return }
    for group in groups {
      let catalog: StringCatalog
      do {
        catalog = try CatalogJSONReader.read(contentsOf: group.catalogPath)
      } catch {
        diagnostics.append(error)
        continue
      }
      guard let files = resolveLanguages(of: group.files, for: catalog) else { continue }
      let mappings = Self.mappings(of: files, catalog: catalog, options: options)
      var imported: [ImportedLocalization] = []
      var unchanged: [LanguageCode: Int] = [:]
      var skipped: [LanguageCode: Int] = [:]
      var notes: [Diagnostic] = []
      for (item, mapping) in zip(files, mappings) {
        imported += mapping.result.localizations
        guard let language = item.file.targetLanguage else {
          notes += mapping.result.notes
          continue
        }
        // Warnings are about units that were imported.
        skipped[language, default: 0] += mapping.result.notes.count { $0.severity == .note }
        if mapping.unchanged > 0 { unchanged[language, default: 0] += mapping.unchanged }
        if options.languages?.contains(language) == false {
          continue
        } else if language == catalog.sourceLanguage && !options.includeSource {
          // What is said of the units of a language that is not imported is said once for it.
          notes.append(Diagnostic(.note, "source language '\(language)' not imported", at: nil, code: .sourceLanguageNotImported))
        } else {
          notes += mapping.result.notes
        }
      }
      var updated = catalog
      let result = TranslationImport.apply(imported, to: &updated, options: options, unchanged: unchanged, skipped: skipped)
      diagnostics += notes + result.diagnostics
      io.keepUntilExit(updated)
      let table = FileTransaction.baseName(of: group.catalogPath).removingSuffix(".xcstrings")
      var documents: [String] = []
      for item in group.files where !documents.contains(item.document) { documents.append(item.document) }
      outputs.append(Output(table: table, catalogPath: group.catalogPath, files: documents, catalog: updated, result: result))
    }
  }

  /// Each file's translations for `catalog`, worked out on all cores. Keys equal to the
  /// catalog's plain value are only counted when the file's language is imported (see
  /// ``XLIFFImporter/mapping(of:catalog:language:countingUnchanged:)``).
  static func mappings(
    of files: [ExchangeFile], catalog: StringCatalog, options: TranslationImport.Options
  ) -> [XLIFFImporter.Mapping] {
    let slots = ConcurrentSlots<XLIFFImporter.Mapping>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let file = files[index].file
      let imported = file.targetLanguage.map { language in
        options.languages?.contains(language) != false && (language != catalog.sourceLanguage || options.includeSource)
      }
      slots.store(
        XLIFFImporter.mapping(
          of: file, catalog: catalog, language: nil, countingUnchanged: imported == true,
          sourceContents: files[index].sourceContents),
        at: index)
    }
    return files.indices.map { slots.take(at: $0)! }
  }

  /// The XLIFF document of a path: the file itself, or `Localized Contents/<lang>.xliff` of a
  /// bundle, with the bundle's language as its name writes it.
  static func documentPath(_ path: String) -> (String, String?) {
    let trimmed = trimmed(path)
    guard trimmed.hasSuffix(".xcloc") else { return (trimmed, nil) }
    let language = FileTransaction.baseName(of: trimmed).removingSuffix(".xcloc")
    return ("\(trimmed)/Localized Contents/\(language).xliff", language)
  }

  /// The language a bundle is named after (`de.xcloc`), or a file whose name is a language
  /// code CLDR knows (`de.xliff`, not `App.xliff`), as written.
  static func namedLanguage(_ path: String) -> String? {
    if let bundle = documentPath(path).1 { return bundle }
    let name = FileTransaction.baseName(of: trimmed(path)).removingSuffix(".xliff")
    guard let language = LprojLanguage.language(forFolderName: name), PluralRules.forLanguage(language) != nil else { return nil }
    return name
  }

  /// The files with each one's `target-language` replaced by the catalog language its
  /// translations go into (``TranslationLanguage``); a file without one takes the language
  /// its bundle or name gives, or the one `--languages` names. `nil` after an error
  /// (reported): a file whose language is unknown or not a language code.
  private mutating func resolveLanguages(of files: [ExchangeFile], for catalog: StringCatalog) -> [ExchangeFile]? {
    let languages = TranslationLanguage.languages(of: catalog)
    var resolved = files
    var failed = false
    for index in resolved.indices {
      let file = resolved[index].file
      let location = file.location ?? .file(resolved[index].document)
      let written =
        file.targetLanguage?.rawValue ?? resolved[index].namedLanguage
        ?? options.languages.flatMap { $0.count == 1 ? $0.first?.rawValue : nil }
      guard let written else {
        diagnostics.append(
          Diagnostic(
            .error,
            "file '\(file.original)' has no target-language, so its translations have no language: name the bundle or "
              + "file after the language (de.xcloc, de.xliff)", at: location, code: .noTargetLanguage))
        failed = true
        continue
      }
      guard let language = TranslationLanguage.resolve(written, in: languages, overrides: languageMap) else {
        diagnostics.append(
          Diagnostic(.error, "target-language '\(written)' of file '\(file.original)' is not a language code", at: location)
            .coded(.notALanguageCode, values: [written]))
        failed = true
        continue
      }
      if let note = language.note { diagnostics.append(language.coded(.note("language \(note)", at: location))) }
      resolved[index].file.targetLanguage = language.language
    }
    return failed ? nil : resolved
  }

  /// The catalog a `<file>` goes into. For a folder: `<into>/<original>`, else the one catalog
  /// under the folder whose path ends with `original` (it was written relative to another
  /// folder: the project's, or the one the export was run in). For a catalog: the document's
  /// only catalog file, or the file whose `original` is that catalog: the file of the
  /// catalog's name, and among several of that name (an app's and its extension's
  /// `Localizable.xcstrings`), the one whose `original` the catalog's path ends with. A
  /// missing catalog, or files that cannot be told apart, is an error naming the candidates.
  private mutating func catalogPath(for file: XLIFFFile, among files: [XLIFFFile], document: String) -> String? {
    let location = file.location ?? .file(document)
    if FileIO.isDirectory(into) {
      let folder = into.hasSuffix("/") ? into : into + "/"
      let path = folder + file.original
      if FileIO.exists(path) { return path }
      let candidates = catalogsUnderInto().filter { XCLocBundle.path($0, endsWith: file.original) }
      if candidates.count == 1 { return candidates[0] }
      let several =
        candidates.isEmpty
        ? ""
        : ", and several catalogs under '\(Self.trimmed(into))' end with its path: "
          + candidates.map { "'\($0)'" }.joined(separator: ", ")
      diagnostics.append(
        Diagnostic(
          .error, "no catalog '\(path)' for file '\(file.original)'" + several, at: location,
          code: candidates.isEmpty ? nil : .severalCatalogs))
      return nil
    }
    guard FileIO.exists(into), into.hasSuffix(".xcstrings") else {
      diagnostics.append(Self.notACatalog(into))
      return nil
    }
    if files.count == 1 { return into }
    let name = FileTransaction.baseName(of: into)
    let named = files.filter { FileTransaction.baseName(of: $0.original) == name }
    let originals = named.map(\.original).reduce(into: [String]()) { list, original in
      if !list.contains(original) { list.append(original) }
    }
    guard originals.contains(file.original) else {
      diagnostics.append(
        Diagnostic(.warning, "file '\(file.original)' skipped: the destination names the catalog '\(name)'", at: location)
          .coded(.skippedByDestination, replacing: "the destination", before: " names the catalog '\(name)'"))
      return nil
    }
    if originals.count == 1 { return into }
    let ending = originals.filter { XCLocBundle.path(into, endsWith: $0) }
    if ending.count == 1 {
      if ending[0] == file.original { return into }
      diagnostics.append(
        Diagnostic(
          .warning, "file '\(file.original)' skipped: the destination names the catalog of file '\(ending[0])'",
          at: location
        ).coded(.skippedByDestination, replacing: "the destination", before: " names the catalog of file '\(ending[0])'"))
      return nil
    }
    // Said once, at the first of the candidates.
    let candidates = ending.isEmpty ? originals : ending
    if file.original == candidates[0] && files.first(where: { $0.original == file.original })?.location == file.location {
      diagnostics.append(
        Diagnostic(
          .error,
          "several files named '\(name)' may be the catalog '\(into)': "
            + candidates.map { "'\($0)'" }.joined(separator: ", "), at: location, code: .severalFilesForCatalog))
    }
    return nil
  }

  /// The catalogs under the `--into` folder, found once: hidden folders, bundles and projects
  /// passed over, as the export searches folders.
  private mutating func catalogsUnderInto() -> [String] {
    if let found = catalogsUnderFolder { return found }
    let found = ExchangeExportRun.catalogs(under: into)
    catalogsUnderFolder = found
    return found
  }
}
