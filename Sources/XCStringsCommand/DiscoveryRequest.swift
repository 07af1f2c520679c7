import XCStringsKit

/// The options that decide which legacy tables a command finds and how it groups them,
/// shared by `migrate` and `verify` so that both see the same tables.
struct DiscoveryRequest {
  var grouping: LegacyDiscovery.Grouping = .folder
  var tables: [String]?
  var includeBundles = false
  var languageMap: [String: String] = [:]

  static let options = [
    OptionSpec(name: "group-by", valueName: "folder|table", help: "One catalog per folder and table (default), or per table under each path."),
    OptionSpec(name: "tables", valueName: "A,B", help: "Only these tables (names compared ignoring case)."),
    OptionSpec(name: "include-bundles", valueName: nil, help: "Also take tables inside *.bundle folders."),
    OptionSpec(name: "language-map", valueName: "OLD=NEW", help: "Map an .lproj folder name to a language code (repeatable)."),
  ]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    if let group = arguments.value("group-by") {
      guard let grouping = LegacyDiscovery.Grouping(rawValue: group) else {
        throw UsageError(message: "--group-by takes 'folder' or 'table', not '\(group)'")
      }
      self.grouping = grouping
    }
    let tables = arguments.list("tables")
    self.tables = tables.isEmpty ? nil : tables
    includeBundles = arguments.flag("include-bundles")
    languageMap = try OptionValues.languageMap(arguments)
  }

  /// Finds and groups the tables under one path.
  func discover(_ root: String) -> LegacyDiscovery {
    LegacyDiscovery(roots: [root], grouping: grouping, includeBundles: includeBundles, tables: tables,
                    languageOverrides: languageMap)
  }

  /// An error for each `--tables` name that matches no table found (`names`, from every
  /// discovery of the run), listing the tables found: a name that is misspelt would otherwise
  /// make the run do nothing and succeed.
  func unmatchedTables(found names: [String], path: String) -> [Diagnostic] {
    guard let tables else { return [] }
    let found = Set(names.map { $0.lowercased() })
    let listed = names.isEmpty ? "no table was found" : "tables found: " + names.map { "'\($0)'" }.joined(separator: ", ")
    return tables.filter { !found.contains($0.lowercased()) }.map { name in
      Diagnostic(.error, "--tables names '\(name)', which matches no table; \(listed)", path: path)
    }
  }
}
