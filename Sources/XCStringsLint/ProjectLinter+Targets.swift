import XCStringsBase
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
    let place =
      target.settings.values.compactMap { $0["SWIFT_EMIT_LOC_STRINGS"]?.location }.min { $0.line < $1.line }
      ?? set.first?.setting?.location ?? target.location
    emit(
      .stringExtractionOff, at: place, detail: target.name,
      "target '\(target.name)' compiles Swift and has a catalog, but SWIFT_EMIT_LOC_STRINGS \(state), so builds never add the strings of its code to the catalog"
    )
  }

  /// `catalog-not-in-target`: an app or extension whose code looks up localized strings in its
  /// own bundle, or whose Info.plist has keys an `InfoPlist` table translates, while no table
  /// of its own is in its Resources phase: it stays in the development language. A
  /// framework's lookups without `bundle:` go to the app's bundle, so frameworks are left out.
  mutating func checkCatalogs(_ target: LintProject.Target, in project: LintProject) {
    guard target.isApplication || target.isExtension, !bundlesTable(target, named: nil) else { return }
    // An Intents extension is localized through its `.intentdefinition` file's own tables.
    if target.sourceFiles.union(target.resourceFiles).contains(where: { $0.hasSuffix(".intentdefinition") }) { return }
    // Text shown as typed (the brand, a domain) reads the same without a table.
    let brands = Set(project.targets.map { Self.squeezed($0.name) })
    var calls: [LocalizationCall] = []
    for file in sourceFiles(of: target) {
      calls += tree.sources[file].calls.filter { call in
        Self.looksInMainBundle(call.bundle) && !call.key.text.isShownAsTyped && !Self.isBrand(call.key.text, brands: brands)
      }
    }
    var translated: [String] = []
    let projectTables = tables(of: project)
    if let plist = target.infoPlist {
      // An extension of a kind the system never names to the user (a notification service, a
      // widget extension, whose gallery shows the widget's own names) shows no bundle name.
      let hidesName = target.isExtension && plist.extensionPoint.map(Self.unnamedExtensionPoints.contains) == true
      for index in projectTables where tree.subjects[index].isInfoPlistTable {
        for key in plist.values.keys.sorted()
        where !(hidesName && Self.nameKeys.contains(key)) && !translated.contains(key)
          && tree.subjects[index].translates(key)
        {
          translated.append(key)
        }
      }
    }
    // A lookup no table of the project translates shows the same text with or without a table.
    let translatedCalls = calls.filter { call in
      guard let table = call.table else { return true }
      return projectTables.contains { index in
        tree.subjects[index].tableName == table && tree.subjects[index].translates(call.key.text)
      }
    }
    var reasons: [String] = []
    if let first = translatedCalls.first ?? calls.first {
      let count = translatedCalls.isEmpty ? calls.count : translatedCalls.count
      reasons.append(
        "looks up localized strings (\(count == 1 ? "1 call" : "\(count) calls"), the first at \(first.location))")
    }
    if !translated.isEmpty {
      reasons.append(
        "has Info.plist keys an InfoPlist table translates (\(translated.map { "'\($0)'" }.joined(separator: ", ")))")
    }
    guard !reasons.isEmpty else { return }
    let lowered = target.name.lowercased()
    if lowered.contains("debug") || lowered.contains("developer") {
      emit(
        .catalogNotInTarget, .note, at: target.location, detail: target.name,
        "target '\(target.name)' \(reasons.joined(separator: " and ")) but no catalog or .strings table is in its Resources phase; its name says it is for developers"
      )
      return
    }
    guard !target.copiesTablesByScript else {
      emit(
        .catalogNotInTarget, .note, at: target.location, detail: target.name,
        "target '\(target.name)' \(reasons.joined(separator: " and ")) but no catalog or .strings table is in its Resources phase; a Run Script phase of the target names localized files and may copy them"
      )
      return
    }
    if translatedCalls.isEmpty, translated.isEmpty {
      emit(
        .catalogNotInTarget, .note, at: target.location, detail: target.name,
        "target '\(target.name)' \(reasons.joined(separator: " and ")) but no catalog or .strings table is in its Resources phase; no table of the project translates what it looks up, so its users see the same text until one does"
      )
      return
    }
    emit(
      .catalogNotInTarget, at: target.location, detail: target.name,
      "target '\(target.name)' \(reasons.joined(separator: " and ")) but no catalog or .strings table is in its Resources phase, so it stays in the development language"
    )
  }

  /// `catalog-not-in-target` for a catalog inside a folder the project copies whole (a folder
  /// reference, a bundle): Xcode copies it as it is, never compiles it, and the app ships JSON
  /// nothing reads.
  mutating func checkCopiedCatalogs(_ project: LintProject) {
    guard !project.copiedFolders.isEmpty else { return }
    for (path, index) in tables {
      let subject = tree.subjects[index]
      guard case .catalog = subject.origin,
        let folder = project.copiedFolders.first(where: { path.hasPrefix($0.path + "/") }),
        !Self.isInPackage(path, below: folder.path)
      else { continue }
      emit(
        .catalogNotInTarget, at: subject.sourceLanguageLocation, detail: folder.name,
        "catalog '\(subject.tableName)' is inside '\(folder.name)', which the project copies as it is without compiling it, so the app ships its JSON and its text stays in the development language"
      )
    }
  }

  /// Whether a folder from `top` down to the one holding `path` has a `Package.swift`: a
  /// local Swift package the project links, whose catalogs SwiftPM compiles into the
  /// package's own bundle.
  static func isInPackage(_ path: String, below top: String) -> Bool {
    FolderWalker.foldersAbove(FileTransaction.directory(of: path), through: top).contains {
      FileIO.exists($0 + "/Package.swift")
    }
  }

  /// The Info.plist keys that name a bundle.
  static let nameKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName"]

  /// Extension points whose extensions the system never lists by name: they run in the
  /// background or show content under their app's name.
  static let unnamedExtensionPoints: Set<String> = [
    "com.apple.usernotifications.service", "com.apple.usernotifications.content-extension",
    "com.apple.widgetkit-extension", "com.apple.intents-service", "com.apple.intents-ui-service",
    "com.apple.spotlight.import", "com.apple.spotlight.importer", "com.apple.spotlight.index",
    "com.apple.background-asset-downloader-extension",
    "com.apple.deviceactivity.monitor-extension",
  ]

  /// A name lower-cased without spaces, `-` and `_` (`Ice Cubes` → `icecubes`).
  static func squeezed(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  /// Whether a key is the brand: a target's name, or the start of one (`Ice Cubes` for the
  /// target `IceCubesWidget`), spaces and case aside.
  static func isBrand(_ key: String, brands: Set<String>) -> Bool {
    let squeezed = squeezed(key)
    guard squeezed.count >= 3, !key.utf8.contains(0x25) else { return false }
    return brands.contains { $0 == squeezed || $0.hasPrefix(squeezed) }
  }

  /// Whether a call's `bundle:` argument leaves it looking in the target's own bundle.
  static func looksInMainBundle(_ bundle: String?) -> Bool {
    guard let bundle else { return true }
    return bundle == ".main" || bundle == "Bundle.main" || bundle == "nil"
  }
}
