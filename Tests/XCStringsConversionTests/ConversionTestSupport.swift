import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsConversion
@testable import XCStringsLegacy
@testable import XCStringsModel

/// Hand-made legacy inputs for the conversion suites.
enum Legacy {
  /// The files `export` writes for `catalog`, through the package's writers and readers.
  static func exportedFiles(
    _ catalog: StringCatalog, utf16: Bool = false
  ) throws -> [(file: LegacyFile, parsed: LegacyConverter.Parsed)] {
    var files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)] = []
    for language in CatalogExporter.export(catalog).languages {
      let folder = language.language.rawValue
      if !language.strings.isEmpty {
        let path = "/p/\(folder).lproj/Localizable.strings"
        let bytes = StringsWriter.data(for: language.strings, encoding: utf16 ? .utf16LittleEndian : .utf8)
        files.append(
          (
            Legacy.file(folder, path: path, table: "Localizable", kind: .strings),
            .strings(try StringsTable(parsing: bytes, path: path))
          ))
      }
      if !language.stringsdict.isEmpty {
        let path = "/p/\(folder).lproj/Localizable.stringsdict"
        let bytes = StringsdictWriter.data(for: StringsdictTable(entries: language.stringsdict))
        files.append(
          (
            Legacy.file(folder, path: path, table: "Localizable", kind: .stringsdict),
            .stringsdict(try StringsdictTable(parsing: bytes, path: path))
          ))
      }
    }
    return files
  }

  /// A parsed `.strings` file in `<folder>.lproj/<table>.strings` under `/p`.
  static func strings(
    _ folder: String, _ text: String, table: String = "Localizable", root: String = "/p"
  )
    throws -> (file: LegacyFile, parsed: LegacyConverter.Parsed)
  {
    let path = "\(root)/\(folder).lproj/\(table).strings"
    let parsed = try StringsTable(parsing: Array(text.utf8), path: path)
    return (file(folder, path: path, table: table, kind: .strings), .strings(parsed))
  }

  /// A parsed `.stringsdict` file in `<folder>.lproj/<table>.stringsdict` under `/p`.
  static func dict(
    _ folder: String, _ body: String, table: String = "Localizable", root: String = "/p"
  )
    throws -> (file: LegacyFile, parsed: LegacyConverter.Parsed)
  {
    let path = "\(root)/\(folder).lproj/\(table).stringsdict"
    let parsed = try StringsdictTable(parsing: Array(LegacyText.stringsdict(body).utf8), path: path)
    return (file(folder, path: path, table: table, kind: .stringsdict), .stringsdict(parsed))
  }

  static func file(_ folder: String, path: String, table: String, kind: LegacyFile.Kind) -> LegacyFile {
    LegacyFile(
      path: path, folderName: folder, language: LprojLanguage.language(forFolderName: folder),
      tableName: table, kind: kind)
  }

  /// Converts with default options for `source`.
  static func convert(
    _ files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], source: LanguageCode = "en",
    configure: (inout MigrationOptions) -> Void = { _ in }
  ) -> LegacyConverter.Converted {
    var options = MigrationOptions(sourceLanguage: source)
    configure(&options)
    return LegacyConverter.convert(files.sorted { $0.file.path < $1.file.path }, options: options)
  }
}

/// Plural forms from pairs, each `translated`.
func pluralForms(_ pairs: [(String, String)], state: TranslationState = .translated) -> KeyedList<Variation> {
  KeyedList(pairs.map { ($0.0, Variation.unit($0.1, state: state)) })
}

/// Ledger entries as `kind|loss|key|language|file|line|message` lines, for exact comparison.
func ledgerLines(_ ledger: [LedgerEntry]) -> [String] {
  ledger.map { entry in
    [
      entry.kind.rawValue, entry.isLoss ? "loss" : "note", entry.key, entry.language?.rawValue ?? "-",
      entry.file ?? "-", entry.line.map(String.init) ?? "-", entry.message,
    ].joined(separator: "|")
  }
}
