import XCStringsKit

/// `import` of Xcode localization catalogs (`<lang>.xcloc`) and bare XLIFF files: each
/// `<file>` for a String Catalog goes into `<into>/<original>` (or the catalog given as
/// `--into`), through the same engine as legacy tables.
extension ImportRun {
  /// Whether a path names an `.xcloc` bundle or an `.xliff` file.
  static func isExchangePath(_ path: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    return trimmed.hasSuffix(".xcloc") || trimmed.hasSuffix(".xliff")
  }

  /// Reads the documents, matches their catalog files to catalogs, and applies each catalog's
  /// translations at once (a catalog may get several languages from several bundles).
  mutating func importExchange(_ paths: [String]) {
    var groups: [(catalogPath: String, files: [(document: String, file: XLIFFFile, language: LanguageCode?)])] = []
    for path in paths {
      let (documentPath, bundleLanguage) = Self.documentPath(path)
      let document: XLIFFDocument
      do {
        document = try XLIFFDocument(parsing: try FileIO.read(documentPath), path: documentPath)
      } catch {
        diagnostics.append(error)
        continue
      }
      diagnostics += document.diagnostics
      let catalogFiles = document.files.filter(\.isCatalog)
      for file in document.files where !file.isCatalog { diagnostics.append(XLIFFImporter.skippedFileNote(file)) }
      for file in catalogFiles {
        guard let catalogPath = catalogPath(for: file, among: catalogFiles, document: documentPath) else { continue }
        let item = (document: documentPath, file: file, language: bundleLanguage)
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
      var imported: [ImportedLocalization] = []
      var skipped: [LanguageCode: Int] = [:]
      var notes: [Diagnostic] = []
      for item in group.files {
        let result = XLIFFImporter.localizations(in: item.file, catalog: catalog, language: item.language)
        imported += result.localizations
        notes += result.notes
        if let language = item.file.targetLanguage ?? item.language {
          skipped[language, default: 0] += result.notes.count
        }
      }
      var updated = catalog
      let result = TranslationImport.apply(imported, to: &updated, options: options, skipped: skipped)
      diagnostics += notes + result.diagnostics
      io.keepUntilExit(updated)
      let table = FileTransaction.baseName(of: group.catalogPath).removingSuffix(".xcstrings")
      var documents: [String] = []
      for item in group.files where !documents.contains(item.document) { documents.append(item.document) }
      outputs.append(Output(table: table, catalogPath: group.catalogPath, files: documents, catalog: updated, result: result))
    }
  }

  /// The XLIFF document of a path: the file itself, or `Localized Contents/<lang>.xliff` of a
  /// bundle, with the bundle's language.
  static func documentPath(_ path: String) -> (String, LanguageCode?) {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
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
