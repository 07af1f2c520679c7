import XCStringsKit

/// The options that fill a ``DiscoveryRequest``, shared by `migrate` and `verify`.
extension DiscoveryRequest {
  static let options = [
    OptionSpec(
      name: "group-by", valueName: "folder|table",
      help: "One catalog per folder and table (default), or per table under each path."),
    OptionSpec(name: "tables", valueName: "A,B", help: "Only these tables (names compared ignoring case)."),
    OptionSpec(
      name: "include-bundles", valueName: nil,
      help: "Also take tables inside bundles and wrappers (*.bundle, *.framework, *.help, *.plugin, ...)."),
    OptionSpec(name: "language-map", valueName: "OLD=NEW", help: "Map an .lproj folder name to a language code (repeatable)."),
  ]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    self.init()
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
}
