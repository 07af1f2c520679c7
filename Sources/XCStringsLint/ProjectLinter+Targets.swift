import XCStringsSwiftSource

extension ProjectLinter {
  /// `string-extraction-off`: a target that compiles Swift and bundles a catalog for its code
  /// (an `InfoPlist` catalog is filled from the Info.plist whatever the setting), but never
  /// builds with `SWIFT_EMIT_LOC_STRINGS = YES`, so its code's strings never reach the catalog.
  mutating func checkStringExtraction(_ target: LintProject.Target, in project: LintProject) {
    let compilesSwift = target.sourceFiles.contains { $0.hasSuffix(".swift") } || !sourceFiles(of: target).isEmpty
    let hasCatalog =
      target.resourceFiles.contains { $0.hasSuffix(".xcstrings") && !$0.lowercased().hasSuffix("/infoplist.xcstrings") }
      || tables(of: target).contains { index in
        if case .catalog = tree.subjects[index].origin { return !tree.subjects[index].isInfoPlistTable }
        return false
      }
    guard compilesSwift, hasCatalog else { return }
    let values = project.setting("SWIFT_EMIT_LOC_STRINGS", of: target)
    guard !values.contains(where: { $0.setting?.value.isYes == true }) else { return }
    let set = values.filter { $0.setting != nil }
    let state =
      set.isEmpty
      ? "is not set (Xcode's default is NO)"
      : "is '\(set[0].setting!.value)' (\(set.map(\.configuration).joined(separator: ", ")))"
    let place = target.settings.values.compactMap { $0["SWIFT_EMIT_LOC_STRINGS"]?.location }.min { $0.line < $1.line }
      ?? set.first?.setting?.location ?? target.location
    emit(.stringExtractionOff, at: place, detail: target.name,
         "target '\(target.name)' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS \(state), so builds never add the strings of its code to the catalog")
  }

  /// `catalog-not-in-target`: an app or extension whose code looks up localized strings in its
  /// own bundle, or whose Info.plist has keys an `InfoPlist` table translates, while no table
  /// of its own is in its Resources phase: it stays in the development language. A
  /// framework's lookups without `bundle:` go to the app's bundle, so frameworks are left out.
  mutating func checkCatalogs(_ target: LintProject.Target, in project: LintProject) {
    guard target.isApplication || target.isExtension, !bundlesTable(target, named: nil) else { return }
    var calls: [LocalizationCall] = []
    for file in sourceFiles(of: target) {
      calls += tree.sources[file].calls.filter { Self.looksInMainBundle($0.bundle) }
    }
    var translated: [String] = []
    if let plist = target.infoPlist {
      for index in tables(of: project) where tree.subjects[index].isInfoPlistTable {
        for key in plist.values.keys.sorted() where tree.subjects[index].catalog.strings.contains(key) && !translated.contains(key) {
          translated.append(key)
        }
      }
    }
    var reasons: [String] = []
    if let first = calls.first {
      reasons.append("looks up localized strings (\(calls.count == 1 ? "1 call" : "\(calls.count) calls"), the first at \(first.location))")
    }
    if !translated.isEmpty {
      reasons.append("has Info.plist keys an InfoPlist table translates (\(translated.map { "'\($0)'" }.joined(separator: ", ")))")
    }
    guard !reasons.isEmpty else { return }
    emit(.catalogNotInTarget, at: target.location, detail: target.name,
         "target '\(target.name)' \(reasons.joined(separator: " and ")) but no catalog or .strings table is in its Resources phase, so it stays in the development language")
  }

  /// Whether a call's `bundle:` argument leaves it looking in the target's own bundle.
  static func looksInMainBundle(_ bundle: String?) -> Bool {
    guard let bundle else { return true }
    return bundle == ".main" || bundle == "Bundle.main" || bundle == "nil"
  }
}
