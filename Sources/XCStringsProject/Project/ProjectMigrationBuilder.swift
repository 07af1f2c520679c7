import Foundation
import XCStringsBase
import XCStringsLegacy

/// The state of one project's migration plan while ``ProjectMigrationPlanner`` builds it:
/// the editor, the identifiers issued, the tables planned and the notes.
package struct ProjectMigrationBuilder {
  /// A table found in the project, located on disk.
  package struct Located {
    package var found: ProjectTableFinder.Found
    package var existing: [(object: ProjectObject, path: String)]
    package var missing: [(object: ProjectObject, path: String?)]
    /// The folder holding the table's `.lproj` folders (reference R3).
    package var folder: String
    package var catalogPath: String
  }

  package let graph: ProjectGraph
  package let languageOverrides: [String: String]
  package let fileExists: (String) -> Bool
  package var editor: ProjectEditor
  package var identifiers: ProjectIdentifiers
  package var tables: [ProjectTable] = []
  package var diagnostics: [Diagnostic] = []
  /// Changes that are not list edits (settings, `objectVersion`), for the edit list.
  package var changes: [ProjectEdit] = []
  package var raisesObjectVersion = false
  /// Absolute folders outside which no table is migrated; `nil` for no limit.
  package var within: [String]?
  private var catalogReferences: [String: String]?
  /// The folders this project copies whole, found the first time a table is located.
  private var copiedFolders: CopiedFolderIndex?
  private var legacyReferences: [String: [ProjectObject]]?

  package init(graph: ProjectGraph, languageOverrides: [String: String], fileExists: @escaping (String) -> Bool) {
    self.graph = graph
    self.languageOverrides = languageOverrides
    self.fileExists = fileExists
    editor = ProjectEditor(graph.file)
    let bundle = graph.file.path.hasSuffix("project.pbxproj") ? ProjectPath.directory(graph.file.path) : graph.file.path
    identifiers = ProjectIdentifiers(file: graph.file, projectName: ProjectPath.lastComponent(bundle))
  }

  // MARK: - Locating

  /// Where a found table's files are, and where its catalog goes; `nil` (noted) when none of
  /// its files is on disk.
  package mutating func locate(_ table: ProjectTableFinder.Found) -> Located? {
    var existing: [(ProjectObject, String)] = []
    var missing: [(ProjectObject, String?)] = []
    for variant in table.variants {
      for child in variant.files {
        if let path = graph.diskPath(of: child.id), fileExists(path) {
          existing.append((child, path))
        } else {
          missing.append((child, graph.diskPath(of: child.id)))
        }
      }
    }
    guard !existing.isEmpty else {
      let object = table.primary.object
      diagnostics.append(
        Diagnostic(
          .note,
          "table '\(table.name)' (\(graph.displayName(of: object))): none of its \(missing.count) file(s) is on disk; "
            + "left as it is", at: object.location))
      return nil
    }
    if let outside = existing.first(where: { !isWithin($0.1) }) {
      let object = table.primary.object
      diagnostics.append(
        Diagnostic(
          .note,
          "table '\(table.name)' (\(graph.displayName(of: object))): '\(outside.1)' is outside the given paths; "
            + "left as it is", at: object.location))
      return nil
    }
    if copiedFolders == nil {
      var index = CopiedFolderIndex()
      index.add(graph, project: graph.file.path)
      copiedFolders = index
    }
    let copied = copiedFolders
    if let inside = existing.lazy.compactMap({ copied?.container(of: $0.1) }).first {
      let object = table.primary.object
      diagnostics.append(
        Diagnostic(
          .note, "table '\(table.name)' (\(graph.displayName(of: object))): \(inside.reason); left as it is",
          at: object.location))
      return nil
    }
    // Xcode migrates the tables of targets: a table no Resources phase builds is not one.
    guard table.variants.contains(where: { $0.phases.contains { $0.target != nil } }) else {
      let object = table.primary.object
      diagnostics.append(
        Diagnostic(
          .note,
          "table '\(table.name)' (\(graph.displayName(of: object))): no target's Resources phase builds it; "
            + "left as it is", at: object.location))
      return nil
    }
    // The primary group's files decide the folder: the `.strings` side when the two sides
    // live in different folders (reference R3).
    let primaryIDs = Set(table.primary.files.map(\.id))
    let anchor = existing.first { primaryIDs.contains($0.0.id) && isInLproj($0.1) } ?? existing.first { isInLproj($0.1) }
    let folder =
      anchor.map { ProjectPath.directory(ProjectPath.directory($0.1)) }
      ?? graph.diskPath(of: table.primary.object.id) ?? ProjectPath.directory(existing[0].1)
    let catalog = table.isInterface ? "\(folder)/mul.lproj/\(table.name).xcstrings" : "\(folder)/\(table.name).xcstrings"
    return Located(
      found: table, existing: existing, missing: missing, folder: folder, catalogPath: ProjectPath.normalize(catalog))
  }

  private func isInLproj(_ path: String) -> Bool { ProjectPath.directory(path).hasSuffix(".lproj") }

  /// Whether a path lies inside one of the ``within`` folders (always, without a limit).
  package func isWithin(_ path: String) -> Bool {
    guard let within else { return true }
    let file = FileTransaction.absolute(path, .lexical)
    return within.contains { folder in file == folder || file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
  }

  // MARK: - Tables

  /// Plans one table's edits.
  package mutating func migrate(_ table: Located) {
    if table.found.isInterface { migrateInterface(table) } else { migrateStrings(table) }
  }

  private mutating func migrateStrings(_ table: Located) {
    let primary = table.found.primary.object
    let catalogName = table.found.name + ".xcstrings"
    let tree = primary.string("sourceTree") ?? ProjectSourceTree.group.rawValue
    let referencePath: String
    if ProjectSourceTree(rawValue: tree) == .absolute {
      referencePath = table.catalogPath
    } else if let base = graph.baseFolder(of: primary.id) {
      referencePath = ProjectPath.relative(table.catalogPath, from: base)
    } else {
      diagnostics.append(
        Diagnostic(
          .warning,
          "table '\(table.found.name)': cannot tell the folder of variant group '\(graph.displayName(of: primary))' "
            + "(sourceTree \(tree)); left as it is", at: primary.location))
      return
    }
    let reused = existingReference(to: table.catalogPath)
    let referenceID = reused ?? identifiers.make(for: "reference|\(projectRelative(table.catalogPath))")
    let variantIDs = Set(table.found.variants.map(\.object.id))
    // The reference takes the first variant group's place in the group holding the primary one.
    if let holder = graph.parent(of: primary.id) ?? graph.mainGroup, var list = editor.list("children", of: holder.id)?.elements {
      let index = list.firstIndex { variantIDs.contains($0.id) } ?? list.count
      list.removeAll { variantIDs.contains($0.id) }
      if reused == nil, !list.contains(where: { $0.id == referenceID }) {
        list.insert(.new(id: referenceID, comment: catalogName), at: min(index, list.count))
      }
      editor.setList("children", of: holder.id, list)
    }
    if reused == nil {
      var fields: [(key: String, value: String, comment: String?)] = [("lastKnownFileType", "text.json.xcstrings", nil)]
      if referencePath.contains("/") { fields.append(("name", catalogName, nil)) }
      fields += [("path", referencePath, nil), ("sourceTree", tree, nil)]
      editor.addObject(id: referenceID, isa: .fileReference, comment: catalogName, fields: fields)
    }
    var removedBuildFiles = Set<String>()
    var phases = table.found.variants.flatMap(\.phases)
    var removing = table.found.variants.map(\.object)
    for variant in table.found.variants { removing += graph.children(of: variant.object) }
    // A table file listed outside its variant group too goes with the rest; the targets that
    // built it get the catalog.
    for stray in strayReferences(to: table) {
      removing.append(stray)
      for buildFile in graph.buildFiles(referencing: stray.id) {
        for phase in graph.phases(listing: buildFile.id) where phase.isa == .resourcesBuildPhase {
          phases.append((phase, graph.target(owning: phase.id)))
        }
      }
    }
    for object in removing {
      editor.removeObject(object.id)
      // Every build file of the group goes, listed in a phase or not (an orphan).
      for buildFile in graph.buildFiles(referencing: object.id) {
        editor.removeObject(buildFile.id)
        removedBuildFiles.insert(buildFile.id)
      }
    }
    var targets: [String] = []
    for target in graph.targets {
      guard let phase = phases.first(where: { $0.target?.id == target.id })?.phase else { continue }
      targets.append(graph.displayName(of: target))
      if reused != nil, graph.buildFiles(referencing: referenceID).contains(where: { phase.strings("files").contains($0.id) }) {
        continue
      }
      let buildFileID = identifiers.make(for: "build|\(projectRelative(table.catalogPath))|\(target.id)")
      let phaseName = phase.string("name") ?? "Resources"
      place(buildFileID, comment: "\(catalogName) in \(phaseName)", in: phase, replacing: removedBuildFiles)
      editor.addObject(
        id: buildFileID, isa: .buildFile, comment: "\(catalogName) in \(phaseName)",
        fields: [("fileRef", referenceID, catalogName)])
    }
    record(table, targets: targets)
  }

  /// Inserts a new build file into a phase where the last of the table's old build files was:
  /// after the nearest entry that stays and stood before it, else after the first entry
  /// (reference R6, "anchor-last"; Xcode's own choice is not predictable).
  private mutating func place(_ id: String, comment: String, in phase: ProjectObject, replacing old: Set<String>) {
    guard var list = editor.list("files", of: phase.id)?.elements else { return }
    var anchor: String?
    if let last = list.lastIndex(where: { old.contains($0.id) }) {
      anchor = list[..<last].last { !old.contains($0.id) }?.id
    }
    list.removeAll { old.contains($0.id) }
    let position = anchor.flatMap { anchor in list.firstIndex { $0.id == anchor }.map { $0 + 1 } } ?? min(1, list.count)
    list.insert(.new(id: id, comment: comment), at: position)
    editor.setList("files", of: phase.id, list)
  }

  private mutating func migrateInterface(_ table: Located) {
    let group = table.found.primary.object
    guard let groupFolder = graph.diskPath(of: group.id) else { return }
    let fileIDs = Set(table.found.primary.files.map(\.id))
    guard var list = editor.list("children", of: group.id)?.elements else { return }
    let mulPath = ProjectPath.relative(table.catalogPath, from: groupFolder)
    // A `mul` child already there (a table migrated before) is kept and reused.
    let present = graph.children(of: group).first { child in
      !fileIDs.contains(child.id) && ProjectPath.sameFile(child.string("path") ?? "", mulPath)
    }
    let index = list.firstIndex { fileIDs.contains($0.id) } ?? list.count
    list.removeAll { fileIDs.contains($0.id) }
    if present == nil {
      let mulID = identifiers.make(for: "mul|\(projectRelative(table.catalogPath))")
      list.insert(.new(id: mulID, comment: "mul"), at: min(index, list.count))
      editor.addObject(
        id: mulID, isa: .fileReference, comment: "mul",
        fields: [
          ("lastKnownFileType", "text.json.xcstrings", nil), ("name", "mul", nil), ("path", mulPath, nil),
          ("sourceTree", ProjectSourceTree.group.rawValue, nil),
        ])
      raisesObjectVersion = true
    }
    editor.setList("children", of: group.id, list)
    for id in fileIDs { editor.removeObject(id) }
    for stray in strayReferences(to: table) {
      editor.removeObject(stray.id)
      for buildFile in graph.buildFiles(referencing: stray.id) { editor.removeObject(buildFile.id) }
    }
    var targets: [String] = []
    for target in graph.targets
    where graph.buildFiles(referencing: group.id).contains(where: { buildFile in
      graph.phases(listing: buildFile.id).contains { graph.target(owning: $0.id)?.id == target.id }
    }) {
      targets.append(graph.displayName(of: target))
    }
    record(table, targets: targets)
  }

  /// Adds the table to the plan, with notes for the files it lists that are not on disk.
  private mutating func record(_ table: Located, targets: [String]) {
    var files: [LegacyFile] = []
    var seen = Set<String>()
    for (object, path) in table.existing where seen.insert(path).inserted {
      if let file = legacyFile(path, listedBy: object) { files.append(file) }
    }
    for (object, path) in table.missing {
      let shown = path ?? graph.displayName(of: object)
      diagnostics.append(
        Diagnostic(
          .note, "'\(shown)' of table '\(table.found.name)' is listed in the project but not on disk; its reference is removed",
          at: object.location))
    }
    let group = LegacyTableGroup(
      parent: table.folder, name: table.found.name, files: files.sorted { $0.path < $1.path },
      isInterfaceTable: table.found.isInterface)
    tables.append(
      ProjectTable(
        group: group, variantGroups: table.found.variants.map(\.object.id), targets: targets,
        missingFiles: table.missing.map { $0.path ?? graph.displayName(of: $0.object) }))
  }

  /// The legacy file record of a table file; `nil` (warned) when its folder names no language.
  package func legacyFile(_ path: String, listedBy object: ProjectObject?) -> LegacyFile? {
    let folderName = ProjectPath.lastComponent(ProjectPath.directory(path)).removingExtension()
    let fileName = ProjectPath.lastComponent(path)
    let language = LprojLanguage.language(forFolderName: folderName, overrides: languageOverrides)
    if folderName != "Base", language == nil { return nil }
    return LegacyFile(
      path: path, folderName: folderName, language: language, tableName: fileName.removingExtension(),
      kind: fileName.hasSuffix(".stringsdict") ? .stringsdict : .strings)
  }

  // MARK: - Helpers

  /// A path relative to the project folder, for identifier seeds that do not depend on where
  /// the project was copied.
  package func projectRelative(_ path: String) -> String { ProjectPath.relative(path, from: graph.projectFolder) }

  /// File references to a table's files other than its variant groups' children (a file listed
  /// twice, or outside any variant group): they would name deleted files.
  private mutating func strayReferences(to table: Located) -> [ProjectObject] {
    let legacyReferences = legacyFileReferences()
    let own = Set(table.existing.map(\.object.ordinal) + table.missing.map(\.object.ordinal))
    var result: [ProjectObject] = []
    for path in table.existing.map(\.path) + table.missing.compactMap(\.path) {
      for object in legacyReferences[ProjectPath.normalize(path).lowercased()] ?? [] where !own.contains(object.ordinal) {
        if !result.contains(object) { result.append(object) }
      }
    }
    return result
  }

  /// Every file reference to a `.strings` or `.stringsdict` file, by its disk path (lower
  /// case), worked out once.
  package mutating func legacyFileReferences() -> [String: [ProjectObject]] {
    if let legacyReferences { return legacyReferences }
    var map: [String: [ProjectObject]] = [:]
    let objects = graph.fileReferences(withPathSuffixes: [".strings", ".stringsdict"])
    for (object, path) in zip(objects, graph.diskPaths(of: objects)) {
      if let path { map[path.lowercased(), default: []].append(object) }
    }
    legacyReferences = map
    return map
  }

  /// An existing file reference to the catalog at `path`, which is then reused.
  private mutating func existingReference(to path: String) -> String? {
    if catalogReferences == nil {
      var map: [String: String] = [:]
      let objects = graph.fileReferences(withPathSuffixes: [".xcstrings"])
      for (object, disk) in zip(objects, graph.diskPaths(of: objects)) {
        if let disk { map[disk.lowercased()] = object.id }
      }
      catalogReferences = map
    }
    return catalogReferences?[ProjectPath.normalize(path).lowercased()]
  }
}
