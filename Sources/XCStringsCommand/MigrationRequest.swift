import XCStringsKit

/// The validated options of a `migrate` run.
struct MigrationRequest {
  var roots: [String]
  var output: String?
  var sourceLanguage: LanguageCode?
  var grouping: LegacyDiscovery.Grouping = .folder
  var tables: [String]?
  var includeBundles = false
  var languageMap: [String: String] = [:]
  var force = false
  var merge = false
  var dryRun = false
  var deleteLegacy = false
  var forceDelete = false
  var report: String?
  var state: TranslationState = .translated
  var extractionState: ExtractionState? = .migrated
  var formatVersion = "1.0"
  var keepVariableNames = false
  var widthRule: MigrationOptions.WidthRulePolicy = .skip

  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    roots = arguments.positional.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    output = arguments.value("output")
    sourceLanguage = arguments.value("source-language").map(LanguageCode.init(rawValue:))
    if let group = arguments.value("group-by") {
      guard let grouping = LegacyDiscovery.Grouping(rawValue: group) else {
        throw UsageError(message: "--group-by takes 'folder' or 'table', not '\(group)'")
      }
      self.grouping = grouping
    }
    let tables = arguments.list("tables")
    self.tables = tables.isEmpty ? nil : tables
    includeBundles = arguments.flag("include-bundles")
    for mapping in arguments.allValues("language-map") {
      let parts = mapping.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
        throw UsageError(message: "--language-map takes OLD=NEW, not '\(mapping)'")
      }
      languageMap[parts[0]] = parts[1]
    }
    force = arguments.flag("force")
    merge = arguments.flag("merge")
    if force && merge { throw UsageError(message: "--force and --merge cannot be combined") }
    dryRun = arguments.flag("dry-run")
    deleteLegacy = arguments.flag("delete-legacy")
    forceDelete = arguments.flag("force-delete")
    if forceDelete && !deleteLegacy { throw UsageError(message: "--force-delete needs --delete-legacy") }
    report = arguments.value("report")
    if let state = arguments.value("state") { self.state = TranslationState(rawValue: state) }
    if let extraction = arguments.value("extraction-state") {
      extractionState = extraction == "none" ? nil : ExtractionState(rawValue: extraction)
    }
    if let version = arguments.value("format-version") { formatVersion = version }
    keepVariableNames = arguments.flag("keep-variable-names")
    if let width = arguments.value("width-rule") {
      guard let policy = MigrationOptions.WidthRulePolicy(rawValue: width) else {
        throw UsageError(message: "--width-rule takes 'skip' or 'widest', not '\(width)'")
      }
      widthRule = policy
    }
  }

  func options(sourceLanguage: LanguageCode) -> MigrationOptions {
    var options = MigrationOptions(sourceLanguage: sourceLanguage)
    options.state = state
    options.extractionState = extractionState
    options.formatVersion = formatVersion
    options.keepVariableNames = keepVariableNames
    options.widthRule = widthRule
    return options
  }
}
