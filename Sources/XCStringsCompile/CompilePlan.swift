import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsModel

/// The files one compile writes, with their content: the one answer both `--dry-run` (which
/// prints the paths) and the real run (which writes them) use, so that the two cannot differ.
public struct CompilePlan: Equatable, Sendable {
  /// The files, language by language in the order the catalog first meets them, `.strings`
  /// before `.stringsdict`; a file only when it has an entry.
  public var files: [CompiledFile]
  /// The errors found; when there is one, nothing is written.
  public var diagnostics: [Diagnostic]

  /// A plan of `files` with `diagnostics`.
  package init(files: [CompiledFile], diagnostics: [Diagnostic]) {
    self.files = files
    self.diagnostics = diagnostics
  }

  /// Whether the plan has no error.
  public var succeeded: Bool { !diagnostics.containsError }

  /// Reads the request's catalog and plans its files; a relative output folder is taken from
  /// `currentDirectory`.
  public static func make(
    _ request: CompileRequest, currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> CompilePlan {
    let catalog: StringCatalog
    do throws(Diagnostic) {
      catalog = try CatalogJSONReader.read(contentsOf: request.catalog)
    } catch {
      // R10: Apple's message for a catalog without `version`.
      if error.message.hasPrefix("missing 'version'") {
        return CompilePlan(files: [], diagnostics: [Diagnostic(.error, "Missing required key 'version'", path: request.catalog)])
      }
      return CompilePlan(files: [], diagnostics: [error])
    }
    return make(catalog, request: request, currentDirectory: currentDirectory)
  }

  /// Plans the files of a catalog already read.
  public static func make(
    _ catalog: StringCatalog, request: CompileRequest,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) -> CompilePlan {
    var diagnostics: [Diagnostic] = []
    let tables = CatalogCompiler.compile(catalog, path: request.catalog, languages: request.languages, diagnostics: &diagnostics)
    if request.strict { diagnostics += StrictChecks.findings(catalog, tables: tables, path: request.catalog) }
    let folder = FileTransaction.absolute(request.outputDirectory, from: currentDirectory, .lexical)
    let table = tableName(of: request.catalog)
    var files: [CompiledFile] = []
    for language in tables {
      let base = "\(folder)/\(language.language).lproj/\(table)"
      if request.format == .stringsAndStringsdict, !language.strings.isEmpty {
        files.append(
          CompiledFile(
            path: base + ".strings", language: language.language, kind: .strings, content: .dictionary(language.strings)))
      }
      if !language.stringsdict.isEmpty {
        files.append(
          CompiledFile(
            path: base + ".stringsdict", language: language.language, kind: .stringsdict,
            content: .dictionary(language.stringsdict)))
      }
    }
    if request.strict, files.isEmpty, diagnostics.isEmpty {
      diagnostics.append(
        Diagnostic(.error, "the catalog compiles to no .lproj folder at all", path: request.catalog, code: .strictCheck))
    }
    return CompilePlan(files: files, diagnostics: diagnostics)
  }

  /// The table a catalog compiles to: its file name without `.xcstrings`.
  package static func tableName(of catalog: String) -> String {
    let name = FileTransaction.baseName(of: catalog)
    return name.hasSuffix(".xcstrings") ? String(name.dropLast(".xcstrings".count)) : name
  }
}
