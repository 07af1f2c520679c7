import XCStringsBase

/// What migrating one Xcode project's tables does to it: the tables as the project defines
/// them, the edited project file, the list of edits and the notes for the user.
package struct ProjectMigrationPlan: Sendable {
  /// The `project.pbxproj` file planned for.
  package var path: String
  /// The tables to migrate, one per catalog, in the file order of their first variant group
  /// (synchronized folders' tables after them).
  package var tables: [ProjectTable]
  /// Objects removed, added and changed, in that order.
  package var edits: [ProjectEdit]
  /// Notes and warnings: files listed but missing, settings left as they were, a raised
  /// `objectVersion`, exception lists and specs to check.
  package var diagnostics: [Diagnostic]
  /// Whether the edits change the file (``bytes`` differ from the file as read).
  package var changesFile: Bool
  /// Every legacy `.strings`/`.stringsdict` file the project still references after the edits
  /// (tables not selected, files outside variant groups), as paths on disk.
  package var remainingReferences: [String]

  /// The edits, applied when the file is written.
  package let editor: ProjectEditor

  package init(
    path: String, tables: [ProjectTable], edits: [ProjectEdit], diagnostics: [Diagnostic], editor: ProjectEditor,
    remainingReferences: [String]
  ) {
    self.path = path
    self.tables = tables
    self.edits = edits
    self.diagnostics = diagnostics
    self.editor = editor
    changesFile = !edits.isEmpty
    self.remainingReferences = remainingReferences
  }

  /// The project file after the edits (the original bytes when nothing changes), built anew
  /// on each call; ``write(to:)`` streams it instead.
  package var bytes: [UInt8] { editor.apply() }

  /// Passes the edited file to `sink` in pieces, without holding it whole: the unchanged
  /// stretches straight from the file as read, then each inserted text.
  package func write(to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    try editor.write(to: sink)
  }

  /// Whether the project still references the legacy file at `path` after the edits.
  /// Paths compare absolute (against the working directory), ignoring case as macOS's
  /// default volumes do.
  package func stillReferences(_ path: String) -> Bool {
    let file = FileTransaction.absolute(path, .lexical).lowercased()
    return remainingReferences.contains { FileTransaction.absolute($0, .lexical).lowercased() == file }
  }
}
