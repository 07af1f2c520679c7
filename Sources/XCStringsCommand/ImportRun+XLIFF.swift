import Foundation
import XCStringsKit

/// `import` of Xcode localization catalogs (`<lang>.xcloc`) and bare XLIFF files: each
/// `<file>` for a String Catalog goes into `<into>/<original>` (or the catalog given as
/// `--into`), through the same engine as legacy tables.
extension ImportRun {
  /// One catalog `<file>` of a document, with where it came from.
  struct ExchangeFile {
    /// The XLIFF document's path.
    var document: String
    var file: XLIFFFile
    /// The language of the bundle it is in, if it is in one.
    var language: LanguageCode?
    /// The bundle's copy of the catalog, if it is in a bundle.
    var sourceContents: XLIFFSourceContents?
  }

  /// A path without a trailing `/`.
  static func trimmed(_ path: String) -> String { path.hasSuffix("/") ? String(path.dropLast()) : path }

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
        Result { () throws(Diagnostic) in try XLIFFDocument(parsingForImport: try FileIO.read(documentPath), path: documentPath) },
        at: index)
    }
    var groups: [(catalogPath: String, files: [ExchangeFile])] = []
    for (index, path) in paths.enumerated() {
      let (documentPath, bundleLanguage) = Self.documentPath(path)
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
        let copy = bundleLanguage == nil ? nil : XLIFFSourceContents(
          path: Self.trimmed(path) + "/Source Contents/" + file.original)
        let item = ExchangeFile(document: documentPath, file: file, language: bundleLanguage, sourceContents: copy)
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
      let mappings = Self.mappings(of: group.files, catalog: catalog, options: options)
      var imported: [ImportedLocalization] = []
      var unchanged: [LanguageCode: Int] = [:]
      var skipped: [LanguageCode: Int] = [:]
      var notes: [Diagnostic] = []
      for (item, mapping) in zip(group.files, mappings) {
        imported += mapping.result.localizations
        notes += mapping.result.notes
        if let language = item.file.targetLanguage ?? item.language {
          // Warnings are about units that were imported.
          skipped[language, default: 0] += mapping.result.notes.count { $0.severity == .note }
          if mapping.unchanged > 0 { unchanged[language, default: 0] += mapping.unchanged }
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
      let (file, fallback) = (files[index].file, files[index].language)
      let imported = (file.targetLanguage ?? fallback).map { language in
        options.languages?.contains(language) != false && (language != catalog.sourceLanguage || options.includeSource)
      }
      slots.store(
        XLIFFImporter.mapping(
          of: file, catalog: catalog, language: fallback, countingUnchanged: imported == true,
          sourceContents: files[index].sourceContents),
        at: index)
    }
    return files.indices.map { slots.take(at: $0)! }
  }

  /// The XLIFF document of a path: the file itself, or `Localized Contents/<lang>.xliff` of a
  /// bundle, with the bundle's language.
  static func documentPath(_ path: String) -> (String, LanguageCode?) {
    let trimmed = trimmed(path)
    guard trimmed.hasSuffix(".xcloc") else { return (trimmed, nil) }
    let language = FileTransaction.baseName(of: trimmed).removingSuffix(".xcloc")
    return ("\(trimmed)/Localized Contents/\(language).xliff", LanguageCode(rawValue: language))
  }

  /// The catalog a `<file>` goes into: `<into>/<original>` for a folder; for a catalog, the
  /// file whose `original` has the catalog's name, or the document's only catalog file. A
  /// missing catalog is an error naming it.
  private mutating func catalogPath(for file: XLIFFFile, among files: [XLIFFFile], document: String) -> String? {
    if FileIO.isDirectory(into) {
      let path = (into.hasSuffix("/") ? into : into + "/") + file.original
      guard FileIO.exists(path) else {
        diagnostics.append(Diagnostic(
          .error, "no catalog '\(path)' for file '\(file.original)'", at: file.location ?? .file(document)))
        return nil
      }
      return path
    }
    guard FileIO.exists(into), into.hasSuffix(".xcstrings") else {
      diagnostics.append(Diagnostic(.error, "--into must name an .xcstrings catalog or a folder of catalogs", path: into))
      return nil
    }
    let name = FileTransaction.baseName(of: into)
    if FileTransaction.baseName(of: file.original) == name || files.count == 1 { return into }
    diagnostics.append(Diagnostic(
      .warning, "file '\(file.original)' skipped: --into names the catalog '\(name)'", at: file.location ?? .file(document)))
    return nil
  }
}
