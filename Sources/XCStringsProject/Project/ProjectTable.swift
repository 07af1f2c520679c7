import XCStringsLegacy

/// One table as a project defines it: the legacy files that become one catalog, and the
/// project objects that listed them.
package struct ProjectTable: Sendable, Equatable {
  /// The files to convert (those on disk) and where the catalog goes.
  package var group: LegacyTableGroup
  /// The variant groups the table came from: removed for a `.strings`/`.stringsdict` table,
  /// edited for a storyboard or XIB; empty for a synchronized folder.
  package var variantGroups: [String]
  /// The names of the targets that build the catalog, in the project's order.
  package var targets: [String]
  /// Files the project lists for the table that are not on disk; their references are removed.
  package var missingFiles: [String]
  /// Whether the table lies in an Xcode 16 synchronized folder, which lists no files.
  package var isSynchronized: Bool

  /// Creates a table record.
  package init(
    group: LegacyTableGroup, variantGroups: [String], targets: [String], missingFiles: [String] = [],
    isSynchronized: Bool = false
  ) {
    self.group = group
    self.variantGroups = variantGroups
    self.targets = targets
    self.missingFiles = missingFiles
    self.isSynchronized = isSynchronized
  }

  /// The table's name (`Localizable`, or `Main` for `Main.storyboard`).
  package var name: String { group.name }

  /// Where the catalog is written.
  package var catalogPath: String { group.catalogPath }
}
