import Foundation
import Testing

@testable import XCStringsKit

/// Hand-made legacy inputs for the conversion suites.
enum Legacy {
  /// The files `export` writes for `catalog`, through the package's writers and readers.
  static func exportedFiles(_ catalog: StringCatalog, utf16: Bool = false) throws -> [(file: LegacyFile, parsed: CatalogImporter.Parsed)] {
    var files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)] = []
    for language in CatalogExporter.export(catalog).languages {
      let folder = language.language.rawValue
      if !language.strings.isEmpty {
        let path = "/p/\(folder).lproj/Localizable.strings"
        let bytes = StringsWriter.data(for: language.strings, encoding: utf16 ? .utf16LittleEndian : .utf8)
        files.append((Legacy.file(folder, path: path, table: "Localizable", kind: .strings),
                      .strings(try StringsTable(parsing: bytes, path: path))))
      }
      if !language.stringsdict.isEmpty {
        let path = "/p/\(folder).lproj/Localizable.stringsdict"
        let bytes = StringsdictWriter.data(for: StringsdictTable(entries: language.stringsdict))
        files.append((Legacy.file(folder, path: path, table: "Localizable", kind: .stringsdict),
                      .stringsdict(try StringsdictTable(parsing: bytes, path: path))))
      }
    }
    return files
  }

  /// A `.stringsdict` file around `body` (the `<dict>` members of the top-level dictionary).
  static func stringsdict(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(body)
    </dict>
    </plist>

    """
  }

  /// The members of one format entry: `key` → `format` with plural variables
  /// `(name, valueType, [(category, text)])`.
  static func format(_ key: String, _ format: String, _ variables: [(String, String?, [(String, String)])]) -> String {
    var lines = ["<key>\(xml(key))</key>", "<dict>", "<key>NSStringLocalizedFormatKey</key>", "<string>\(xml(format))</string>"]
    for (name, valueType, forms) in variables {
      lines += ["<key>\(xml(name))</key>", "<dict>", "<key>NSStringFormatSpecTypeKey</key>", "<string>NSStringPluralRuleType</string>"]
      if let valueType { lines += ["<key>NSStringFormatValueTypeKey</key>", "<string>\(xml(valueType))</string>"] }
      for (category, text) in forms { lines += ["<key>\(category)</key>", "<string>\(xml(text))</string>"] }
      lines.append("</dict>")
    }
    lines.append("</dict>")
    return lines.joined(separator: "\n")
  }

  static func xml(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }

  /// A parsed `.strings` file in `<folder>.lproj/<table>.strings` under `/p`.
  static func strings(_ folder: String, _ text: String, table: String = "Localizable", root: String = "/p")
    throws -> (file: LegacyFile, parsed: CatalogImporter.Parsed)
  {
    let path = "\(root)/\(folder).lproj/\(table).strings"
    let parsed = try StringsTable(parsing: Array(text.utf8), path: path)
    return (file(folder, path: path, table: table, kind: .strings), .strings(parsed))
  }

  /// A parsed `.stringsdict` file in `<folder>.lproj/<table>.stringsdict` under `/p`.
  static func dict(_ folder: String, _ body: String, table: String = "Localizable", root: String = "/p")
    throws -> (file: LegacyFile, parsed: CatalogImporter.Parsed)
  {
    let path = "\(root)/\(folder).lproj/\(table).stringsdict"
    let parsed = try StringsdictTable(parsing: Array(stringsdict(body).utf8), path: path)
    return (file(folder, path: path, table: table, kind: .stringsdict), .stringsdict(parsed))
  }

  static func file(_ folder: String, path: String, table: String, kind: LegacyFile.Kind) -> LegacyFile {
    LegacyFile(path: path, folderName: folder, language: LprojLanguage.language(forFolderName: folder),
               tableName: table, kind: kind)
  }

  /// Converts with default options for `source`.
  static func convert(
    _ files: [(file: LegacyFile, parsed: CatalogImporter.Parsed)], source: LanguageCode = "en",
    configure: (inout MigrationOptions) -> Void = { _ in }
  ) -> CatalogImporter.Result {
    var options = MigrationOptions(sourceLanguage: source)
    configure(&options)
    return CatalogImporter.convert(files.sorted { $0.file.path < $1.file.path }, options: options)
  }
}

/// A temporary folder tree built from inline text; its root holds `.git` so that upward
/// searches (development region, project references) stop there.
struct Tree {
  let root: String

  init(_ files: [String: String] = [:]) throws {
    root = try TestPaths.temporaryDirectory().path
    try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  func mkdir(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: root + "/" + relative, withIntermediateDirectories: true)
  }

  func path(_ relative: String) -> String { root + "/" + relative }
}

extension StringCatalog {
  /// The localization of `key` in `language`.
  func localization(_ key: String, _ language: LanguageCode) -> Localization? { strings[key]?[language] }

  /// The plain value of `key` in `language`.
  func value(_ key: String, _ language: LanguageCode) -> String? { localization(key, language)?.stringUnit?.value }
}

/// Plural forms from pairs, each `translated`.
func pluralForms(_ pairs: [(String, String)], state: TranslationState = .translated) -> KeyedList<Variation> {
  KeyedList(pairs.map { ($0.0, Variation.unit($0.1, state: state)) })
}

/// Ledger entries as `kind|loss|key|language|file|line|message` lines, for exact comparison.
func ledgerLines(_ ledger: [LedgerEntry]) -> [String] {
  ledger.map { entry in
    [entry.kind.rawValue, entry.isLoss ? "loss" : "note", entry.key, entry.language?.rawValue ?? "-",
     entry.file ?? "-", entry.line.map(String.init) ?? "-", entry.message].joined(separator: "|")
  }
}
