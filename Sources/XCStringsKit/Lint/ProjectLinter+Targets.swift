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
    emit(.stringExtractionOff, at: place,
         "target '\(target.name)' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS \(state), so builds never add the strings of its code to the catalog")
  }

  /// `catalog-not-in-target`: an app or extension whose code looks up localized strings in its
  /// own bundle, or whose Info.plist has keys an `InfoPlist` table translates, without a table
  /// of its own to find them in: it stays in the development language. A framework's lookups
  /// without `bundle:` go to the app's bundle, so frameworks are left out.
  mutating func checkCatalogs(_ target: LintProject.Target, in project: LintProject) {
    guard target.isApplication || target.isExtension else { return }
    var calls: [LocalizationCall] = []
    for file in sourceFiles(of: target) {
      calls += tree.sources[file].calls.filter { Self.looksInMainBundle($0.bundle) }
    }
    if let first = calls.first, !bundlesTable(target, named: nil) {
      let count = calls.count == 1 ? "1 call" : "\(calls.count) calls"
      emit(.catalogNotInTarget, at: target.location,
           "target '\(target.name)' looks up localized strings (\(count), the first at \(first.location)) but no catalog or .strings table is in its Resources phase, so it shows them in the development language only")
    }
    guard let plist = target.infoPlist else { return }
    var translated: [String] = []
    for index in tables(of: project) {
      let subject = tree.subjects[index]
      guard subject.isInfoPlistTable else { continue }
      for key in plist.values.keys.sorted() where subject.catalog.strings.contains(key) && !translated.contains(key) {
        translated.append(key)
      }
    }
    guard !translated.isEmpty, !bundlesTable(target, named: "InfoPlist"), !bundlesTable(target, named: "infoPlist") else { return }
    emit(.catalogNotInTarget, at: target.location,
         "target '\(target.name)' has Info.plist keys an InfoPlist table translates (\(translated.map { "'\($0)'" }.joined(separator: ", "))) but no InfoPlist table is in its Resources phase, so they stay in the development language")
  }

  /// Whether a call's `bundle:` argument leaves it looking in the target's own bundle.
  static func looksInMainBundle(_ bundle: String?) -> Bool {
    guard let bundle else { return true }
    return bundle == ".main" || bundle == "Bundle.main" || bundle == "nil"
  }
}
