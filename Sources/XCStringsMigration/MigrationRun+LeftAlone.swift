import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject

/// Tables `migrate` never converts: those inside a folder a project copies whole, and, with
/// `--update-project`, those no target of the projects builds.
extension MigrationRun {
  /// Why `group` must be left alone because a project (under `root`, or in or above the
  /// table's folder) copies a folder holding its files as they are; `nil` when none does.
  mutating func copiedFolderReason(_ group: LegacyTableGroup, root: String) -> String? {
    copiedFolders.reason(forTableIn: group.parent, files: group.files.map(\.path), under: root)
  }

  /// With `--update-project`, why a table that no project took as one of its tables is left
  /// alone: Xcode migrates the tables its targets build. A table under an XcodeGen or Tuist
  /// spec is built by the project generated from the spec's folders, so it is migrated.
  func unbuiltReason(_ group: LegacyTableGroup) -> String? {
    guard ProjectSpec.find(above: group.parent).isEmpty else { return nil }
    if updates.isEmpty { return "no Xcode project was found, so no target builds it" }
    return "no target of " + updates.map(\.path).joined(separator: ", ") + " builds it"
  }

  /// Notes that a table is left alone, and marks its files as handled so that no other path
  /// converts them.
  mutating func leaveAlone(_ group: LegacyTableGroup, reason: String, converted: inout Set<String>) {
    converted.formUnion(group.files.map { FileTransaction.absolute($0.path) })
    notes.append(
      Note(
        kind: "left-alone", message: "left table '\(group.name)' in \(group.parent) alone: \(reason)", file: group.parent))
  }
}
