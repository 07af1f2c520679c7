import XCStringsProject

extension ProjectLinter {
  /// `permission-prompt-not-localized`: an app or extension that is localized (a table it
  /// bundles has a language besides the development language) and asks for permissions
  /// (`NS…UsageDescription` in its Info.plist, or an `INFOPLIST_KEY_NS…UsageDescription`
  /// setting), but bundles no `InfoPlist` table: the system shows those prompts in the
  /// development language to every user.
  mutating func checkPermissionPrompts(_ target: LintProject.Target, in project: LintProject) {
    guard target.isApplication || target.isExtension, !target.isTest else { return }
    var prompts: [String: LintProject.Setting] = [:]
    for (key, value) in target.infoPlist?.values ?? [:] where Self.isPermissionPrompt(key) { prompts[key] = value }
    for (key, value) in target.infoPlistProperties where Self.isPermissionPrompt(key) { prompts[key] = value }
    guard !prompts.isEmpty else { return }
    let development = Self.language(project.developmentRegion?.value ?? Self.defaultRegion)
    let translated = tables(of: target).flatMap { Self.languages(of: tree.subjects[$0]) }.filter { language in
      let code = Self.language(language.rawValue)
      return code != development && code != "base" && code != "mul"
    }
    guard !translated.isEmpty else { return }
    let hasInfoPlistTable =
      tables(of: target).contains { tree.subjects[$0].isInfoPlistTable || target.isInfoPlistTable(tree.subjects[$0].tableName) }
      || target.resourceFiles.contains { file in
        var name = ProjectPath.lastComponent(file)
        guard name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") else { return false }
        name.removeSubrange(name.lastIndex(of: ".")!...)
        return target.isInfoPlistTable(name)
      }
    guard !hasInfoPlistTable else { return }
    let keys = prompts.keys.sorted()
    let first = keys.map { prompts[$0]! }.min { ($0.location.path, $0.location.line) < ($1.location.path, $1.location.line) }
    let languages = Set(translated.map(\.rawValue)).sorted().map { "'\($0)'" }.joined(separator: ", ")
    emit(
      .permissionPromptNotLocalized, at: first?.location ?? target.location, detail: target.name,
      "target '\(target.name)' is translated (\(languages)) but has no InfoPlist table for its permission prompts (\(keys.joined(separator: ", "))), so they show in the development language in every language; add an InfoPlist.xcstrings catalog to the target"
    )
  }

  /// `NSCameraUsageDescription`, `NSLocationWhenInUseUsageDescription`, …
  static func isPermissionPrompt(_ key: String) -> Bool { key.hasPrefix("NS") && key.hasSuffix("UsageDescription") }
}
