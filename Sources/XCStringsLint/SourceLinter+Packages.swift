import XCStringsBase
import XCStringsSwiftSource

extension SourceLinter {
  /// `unknown-key` for a call in a Swift package that looks in the app's main bundle (no
  /// `bundle:`, or `.main`): SwiftUI, `String(localized:)` and `NSLocalizedString` default to
  /// it, while the package's resources live in its own bundle (`Bundle.module`). A key only
  /// the package's own tables have is never found: users see the development language.
  mutating func checkPackageBundle(
    _ call: borrowing LocalizationCall, table: String, match: CatalogKeyIndex.Match, members: [Int]
  ) {
    // A key of only placeholders (`Text("\(count)")`) shows its arguments in every bundle.
    guard options.isEnabled(.unknownKey), ProjectLinter.looksInMainBundle(call.bundle), call.key.hasLetters else { return }
    // The package's targets are under its `Sources` folder: an app beside a `Package.swift`
    // at the root of its repository is no package code.
    let root = currentPackage
    guard !root.isEmpty else { return }
    let package = root + "/Sources"
    guard !root.isEmpty, call.location.path.hasPrefix(package + "/"), tree.subjects[match.subject].file.hasPrefix(package + "/")
    else { return }
    // A project that compiles the file into a target of its own (XcodeGen's `sources:`, an
    // .xcodeproj's file list or synchronized folder) makes the package's manifest one way of
    // building among others, and a Tuist manifest beside it (not read) may do the same: the
    // bundle the call looks in is then that target's, which has the table.
    if tree.projects.contains(where: { $0.targets.contains { $0.contains(call.location.path) } })
      || Self.hasTuistManifest(at: root, within: tree.root)
    {
      return
    }
    // A table outside the package (the app's) that has the key is what the lookup finds.
    let outside = members.filter { !tree.subjects[$0].file.hasPrefix(package + "/") }
    guard !outside.contains(where: { tree.subjects[$0].catalog.strings.contains(match.key) }) else { return }
    // A key handed on as a value is looked up by the view that shows it, with the bundle that
    // view names: a package that shows such values with its own bundle finds them.
    if call.function == .localizedStringKey, showsValuesWithOwnBundle(package) {
      if KeyHandOff.isHandedOn(in: bytes(of: call.location.path), line: call.location.line, column: call.location.column) {
        return
      }
    }
    emit(
      .unknownKey, at: call.location, key: call.key.text,
      "'\(call.key.text)' is looked up in the app's main bundle (no bundle: .module), whose tables '\(table)' lack it; the package's own table (\(tree.subjects[match.subject].file)) is never used: pass bundle: .module"
    )
  }

  /// Whether a Swift source under `sources` (a package's `Sources` folder) shows a key value
  /// with its own bundle (``KeyHandOff/showsValuesWithOwnBundle(_:)``), looked up once per
  /// package.
  mutating func showsValuesWithOwnBundle(_ sources: String) -> Bool {
    if let known = packagesShowingValues[sources] { return known }
    var found = false
    for file in tree.sources where !found && file.path.hasPrefix(sources + "/") {
      found = KeyHandOff.showsValuesWithOwnBundle(bytes(of: file.path))
    }
    packagesShowingValues[sources] = found
    return found
  }

  /// Whether `folder`, or a folder above it up to `top`, holds a Tuist manifest
  /// (`Project.swift`, `Workspace.swift` or a `Tuist` folder).
  static func hasTuistManifest(at folder: String, within top: String) -> Bool {
    FolderWalker.foldersAbove(folder, through: top).contains { current in
      FileIO.exists(current + "/Project.swift") || FileIO.exists(current + "/Workspace.swift")
        || FileIO.isDirectory(current + "/Tuist")
    }
  }

  /// The nearest folder at or above `folder` holding a `Package.swift`, or `""`.
  mutating func packageRoot(of folder: String) -> String {
    if let known = packageRoots[folder] { return known }
    var found = ""
    var passed: [String] = []
    for candidate in FolderWalker.foldersAbove(folder) {
      if let known = packageRoots[candidate] {
        found = known
        break
      }
      passed.append(candidate)
      if FileIO.exists(candidate + "/Package.swift") {
        found = candidate
        break
      }
    }
    for candidate in passed { packageRoots[candidate] = found }
    return found
  }

  /// The folder of the project (`.xcodeproj` or XcodeGen spec) nearest above `path`, or `""`.
  func nearestProjectFolder(of path: String) -> String {
    var best = ""
    for project in tree.projects
    where project.folder.utf8.count > best.utf8.count && FileTransaction.isInside(path, roots: [project.folder]) {
      best = project.folder
    }
    return best
  }
}
