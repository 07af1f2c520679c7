import XCStringsKit

/// `migrate`'s options, validated into a ``MigrationRequest``.
extension MigrationRequest {
  init(_ arguments: ParsedArguments) throws(UsageError) {
    guard !arguments.positional.isEmpty else { throw UsageError(message: "no path given") }
    self.init(roots: arguments.positional.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    output = arguments.value("output")
    sourceLanguage = try arguments.value("source-language").map { value throws(UsageError) in
      try OptionValues.language(value, option: "source-language")
    }
    discovery = try DiscoveryRequest(arguments)
    force = arguments.flag("force")
    merge = arguments.flag("merge")
    if force && merge { throw UsageError(message: "--force and --merge cannot be combined") }
    dryRun = arguments.flag("dry-run")
    deleteLegacy = arguments.flag("delete-legacy")
    forceDelete = arguments.flag("force-delete")
    if forceDelete && !deleteLegacy { throw UsageError(message: "--force-delete needs --delete-legacy") }
    updateProject = arguments.flag("update-project")
    projects = arguments.allValues("project").map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    if updateProject && output != nil {
      throw UsageError(message: "--update-project edits the project in place, as Xcode does; it cannot be combined with --output")
    }
    if !projects.isEmpty && !updateProject { throw UsageError(message: "--project needs --update-project") }
    report = arguments.value("report")
    if let state = arguments.value("state") { self.state = try OptionValues.state(state, option: "state") }
    if let extraction = arguments.value("extraction-state") {
      extractionState = try OptionValues.extractionState(extraction, option: "extraction-state")
    }
    if let version = arguments.value("format-version") {
      formatVersion = try OptionValues.formatVersion(version, option: "format-version")
    }
    keepVariableNames = arguments.flag("keep-variable-names")
    if let width = arguments.value("width-rule") {
      guard let policy = MigrationOptions.WidthRulePolicy(rawValue: width) else {
        throw UsageError(message: "--width-rule takes 'skip' or 'widest', not '\(width)'")
      }
      widthRule = policy
    }
  }
}
