import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsLint
import XCStringsSwiftSource

/// Builds trees of catalogs (JSON text, one key per line as ``LintFixture`` writes them) and
/// Swift sources with location markers, and lints them.
///
/// A marker `⟪name⟫` in Swift source is removed before lexing and stands for the position
/// where it was, so an expected finding reads `"⟪a⟫ warning: [unknown-key] …"`.
enum SourceLintFixture {
  /// Swift source without its markers, and each marker's `line:column`.
  static func unmark(_ source: String) -> (text: String, markers: [String: String]) {
    var text = ""
    var markers: [String: String] = [:]
    var line = 1
    var column = 1
    var rest = Substring(source)
    while let open = rest.range(of: "⟪") {
      for scalar in rest[..<open.lowerBound].unicodeScalars {
        text.unicodeScalars.append(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      guard let close = rest[open.upperBound...].range(of: "⟫") else { break }
      markers[String(rest[open.upperBound..<close.lowerBound])] = "\(line):\(column)"
      rest = rest[close.upperBound...]
    }
    text += rest
    return (text, markers)
  }

  static let sourceRules: [LintRule] = [
    .interpolatedLocalizedString, .missingDefaultValue, .unknownKey, .unusedKey, .countWithoutPlural,
  ]

  /// A catalog subject with its table name.
  static func subject(_ json: String, table: String = "Localizable", path: String? = nil) throws -> LintSubject {
    let path = path ?? "\(table).xcstrings"
    let bytes = Array(json.utf8)
    let catalog = try CatalogJSONReader.read(bytes, path: path)
    return LintSubject(
      catalog: catalog, file: path, tableName: table, origin: .catalog(CatalogKeyLocator(bytes: bytes, path: path)))
  }

  /// The findings for catalogs and marked Swift files (`F0.swift`, `F1.swift`, …), as
  /// printed, with each file's `path:line:col` replaced by its marker, and catalog locations
  /// kept. Only `rules` run (by default the rules about sources).
  static func findings(
    _ subjects: [LintSubject], swift sources: [String], rules: [LintRule] = sourceRules, unused: Bool = false,
    extraction: StringExtraction = .unknown
  ) throws -> [String] {
    var tree = LintTree(root: "Root", subjects: subjects)
    var names: [String: String] = [:]
    for (index, source) in sources.enumerated() {
      let (text, markers) = unmark(source)
      let path = "F\(index).swift"
      tree.sources.append(try SwiftSourceFile(parsing: Array(text.utf8), path: path))
      for (name, place) in markers { names["\(path):\(place)"] = name }
    }
    tree.stringExtraction = extraction
    var options = LintOptions(disabled: Set(LintRule.all.filter { !rules.contains($0) }))
    options.reportsUnusedKeys = unused
    return Linter(options: options).lint([tree]).findings.map { finding in
      let place = "\(finding.location.path):\(finding.location.line):\(finding.location.column)"
      let head = names[place].map { "⟪\($0)⟫" } ?? place
      return "\(head) \(finding.severity.rawValue): [\(finding.rule.id)] \(finding.message)"
    }
  }
}
