import XCStringsBase

/// Plans Xcode's "Migrate to String Catalog" edits of a `project.pbxproj`.
///
/// The rules follow Xcode's own migrations (see `Documentation/ProjectMigration.md`):
/// - a `.strings`/`.stringsdict` table loses its variant groups, their file references and
///   their build files; one `text.json.xcstrings` reference takes the place of its first
///   variant group, and every target whose Resources phase built the table gets one build file;
/// - a storyboard or XIB keeps its variant group, whose `.strings` children become one `mul`
///   child (`mul.lproj/<Table>.xcstrings`) after `Base`, and `objectVersion` rises to 60;
/// - every project-level configuration gets `SWIFT_EMIT_LOC_STRINGS = YES` (Xcode 16);
/// - `knownRegions`, `developmentRegion` and every other byte stay as they were.
///
/// Synchronized folders (Xcode 16) list no files: their tables need no object edit, only the
/// setting, and exception lists naming a table's files name its catalog instead.
package enum ProjectMigrationPlanner {
  /// Plans the migration of `file`, read from `location` (its `project.pbxproj` or `.xcodeproj`).
  ///
  /// - Parameters:
  ///   - tables: only tables with these names (compared ignoring case); `nil` takes every table.
  ///   - languageOverrides: `.lproj` folder names mapped to language codes (`--language-map`).
  ///   - within: when given, only tables whose files on disk all lie inside one of these
  ///     folders are migrated; the others are left as they are, with a note.
  ///   - fileExists: whether a file is on disk; a table file the project lists but the disk
  ///     lacks has its reference removed and is noted, and a table none of whose files is on
  ///     disk is left alone.
  package static func plan(
    _ file: ProjectFile, location: String, tables: [String]? = nil, languageOverrides: [String: String] = [:],
    within: [String]? = nil, fileExists: ((String) -> Bool)? = nil
  ) -> ProjectMigrationPlan {
    // The default is the disk itself (`FileIO` is the package's, so it is not named in the
    // signature).
    let fileExists = fileExists ?? { FileIO.exists($0) }
    return withoutActuallyEscaping(fileExists) { fileExists in
      var builder = ProjectMigrationBuilder(
        graph: ProjectGraph(file, location: location), languageOverrides: languageOverrides, fileExists: fileExists)
      builder.within = within.map { $0.map { FileTransaction.absolute($0, .lexical) } }
      guard file.project != nil else {
        let message = "project file has no 'rootObject' naming a PBXProject; nothing to migrate"
        return builder.finish(extra: [Diagnostic(.warning, message, path: file.path)])
      }
      var located: [ProjectMigrationBuilder.Located] = []
      for table in ProjectTableFinder(graph: builder.graph).tables(selecting: tables) {
        guard let item = builder.locate(table) else { continue }
        // Two groups of the same name whose files share a folder make one catalog.
        if !item.found.isInterface,
          let index = located.firstIndex(where: {
            !$0.found.isInterface && ProjectPath.sameFile($0.catalogPath, item.catalogPath)
          })
        {
          located[index].found.variants += item.found.variants
          located[index].existing += item.existing
          located[index].missing += item.missing
        } else {
          located.append(item)
        }
      }
      for item in located { builder.migrate(item) }
      builder.migrateSynchronizedFolders(selecting: tables)
      builder.removeDanglingReferences()
      if !builder.tables.isEmpty { builder.enableStringExtraction() }
      return builder.finish(extra: [])
    }
  }
}
