import XCStringsBase
import XCStringsLegacy

/// Which legacy tables a workflow finds and how it groups them, shared by `migrate` and
/// `verify` so that both see the same tables.
public struct DiscoveryRequest: Sendable {
  /// One catalog per folder and table, or per table under each path.
  public var grouping: LegacyDiscovery.Grouping = .folder
  /// Only these tables (names compared ignoring case); `nil` for all.
  public var tables: [String]?
  /// Whether tables inside `*.bundle` folders are taken too.
  public var includeBundles = false
  /// `.lproj` folder names mapped to language codes.
  public var languageMap: [String: String] = [:]

  /// A request for every table, grouped by folder.
  public init() {}

  /// Finds and groups the tables under one path.
  package func discover(_ root: String) -> LegacyDiscovery {
    LegacyDiscovery(
      roots: [root], grouping: grouping, includeBundles: includeBundles, tables: tables,
      languageOverrides: languageMap)
  }

  /// An error for each `tables` name that matches no table found (`names`, from every
  /// discovery of the run), listing the tables found: a name that is misspelt would otherwise
  /// make the run do nothing and succeed.
  package func unmatchedTables(found names: [String], path: String) -> [Diagnostic] {
    guard let tables else { return [] }
    let found = Set(names.map { $0.lowercased() })
    let listed = names.isEmpty ? "no table was found" : "tables found: " + names.map { "'\($0)'" }.joined(separator: ", ")
    return tables.filter { !found.contains($0.lowercased()) }.map { name in
      Diagnostic(.error, "the table list names '\(name)', which matches no table; \(listed)", path: path)
        .coded(.unknownTable, replacing: "the table list")
    }
  }
}
