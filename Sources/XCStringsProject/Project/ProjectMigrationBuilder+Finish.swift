import XCStringsBase
import XCStringsLegacy

extension ProjectMigrationBuilder {
  // MARK: - Synchronized folders

  /// Plans the tables inside Xcode 16 synchronized folders: found on disk, as the folder lists
  /// no files. No object changes, except exception lists that name a table's files: they name
  /// the catalog instead when they named every file of the table.
  package mutating func migrateSynchronizedFolders(selecting names: [String]?) {
    for group in graph.synchronizedRootGroups {
      guard let folder = graph.diskPath(of: group.id) else { continue }
      // Only what lies inside the given paths is searched: the folder, or the given paths
      // inside it (a damaged project could name the file system's root).
      var search = [folder]
      if let within, !isWithin(folder) {
        let absolute = FileTransaction.absolute(folder, .lexical)
        search = within.filter { $0.hasPrefix(absolute.hasSuffix("/") ? absolute : absolute + "/") }
      }
      guard !search.isEmpty else { continue }
      let discovery = LegacyDiscovery(roots: search, grouping: .folder, tables: names, languageOverrides: languageOverrides)
      diagnostics += discovery.diagnostics
      let targets = graph.targets.filter { $0.strings("fileSystemSynchronizedGroups").contains(group.id) }
      for legacy in discovery.groups where !tables.contains(where: { ProjectPath.sameFile($0.catalogPath, legacy.catalogPath) }) {
        guard legacy.files.allSatisfy({ isWithin($0.path) }) else {
          diagnostics.append(
            Diagnostic(
              .note,
              "table '\(legacy.name)' of synchronized folder '\(graph.displayName(of: group))' lies outside the "
                + "given paths; left as it is", at: group.location))
          continue
        }
        // A target builds the table unless its exception set leaves out every file of it.
        let building = targets.filter { target in
          let excluded = Set(
            graph.exceptionSets(of: group).filter { $0.string("target") == target.id }
              .flatMap { $0.strings("membershipExceptions") })
          return legacy.files.contains { file in
            !Self.exceptionNames(of: file.path, in: folder).contains(where: excluded.contains)
          }
        }
        guard !building.isEmpty else {
          let reason = targets.isEmpty ? "no target builds the folder" : "every target's exception set leaves its files out"
          diagnostics.append(
            Diagnostic(
              .note, "table '\(legacy.name)' of synchronized folder '\(graph.displayName(of: group))': \(reason); left as it is",
              at: group.location))
          continue
        }
        tables.append(
          ProjectTable(
            group: legacy, variantGroups: [], targets: building.map { graph.displayName(of: $0) }, isSynchronized: true))
        for exceptions in graph.exceptionSets(of: group) { updateExceptions(exceptions, folder: folder, table: legacy) }
      }
    }
  }

  private mutating func updateExceptions(_ exceptions: ProjectObject, folder: String, table: LegacyTableGroup) {
    for key in ["membershipExceptions", "publicHeaders", "privateHeaders"] {
      guard var list = editor.list(key, of: exceptions.id)?.elements else { continue }
      var names: [String: [String]] = [:]
      for file in table.files {
        for name in Self.exceptionNames(of: file.path, in: folder) { names[name, default: []].append(file.path) }
      }
      let named = list.indices.filter { names[list[$0].id] != nil }
      guard let first = named.first else { continue }
      let covered = Set(named.flatMap { names[list[$0].id] ?? [] })
      let catalog = ProjectPath.relative(table.catalogPath, from: folder)
      list = list.enumerated().filter { names[$0.element.id] == nil }.map(\.element)
      if covered.count == table.files.count {
        if !list.contains(where: { $0.id == catalog }) {
          list.insert(.new(id: catalog, comment: nil), at: min(first, list.count))
        }
      } else {
        diagnostics.append(
          Diagnostic(
            .warning,
            "\(key) of '\(exceptions.comment ?? graph.displayName(of: exceptions))' names \(covered.count) of the \(table.files.count) "
              + "files of table '\(table.name)'; the catalog takes the folder's membership", at: exceptions.location))
      }
      editor.setList(key, of: exceptions.id, list)
    }
  }

  /// The names an exception set may give a file of a synchronized folder: its path in the
  /// folder, or as Xcode shows a localized file, without `.lproj` (which then stands for that
  /// file in every language).
  package static func exceptionNames(of path: String, in folder: String) -> [String] {
    let relative = ProjectPath.relative(path, from: folder)
    return [relative, ProjectPath.join(ProjectPath.directory(ProjectPath.directory(relative)), ProjectPath.lastComponent(path))]
  }

  // MARK: - Clean-up and settings

  /// Drops removed objects from every `children` and `files` list still naming them (a file
  /// reference listed in a second group, a build file in a second phase).
  package mutating func removeDanglingReferences() {
    let removedOrdinals = editor.removedOrdinals
    guard !removedOrdinals.isEmpty else { return }
    let removed = Set(editor.removedIdentifiers)
    let containers = Set(removedOrdinals.flatMap(graph.containers(of:))).subtracting(removedOrdinals).sorted()
    for ordinal in containers {
      let object = ProjectObject(storage: graph.file.storage, ordinal: ordinal)
      let key = object.isa.hasChildren ? "children" : "files"
      guard let list = editor.list(key, of: object.id)?.elements, list.contains(where: { removed.contains($0.id) }) else {
        continue
      }
      editor.setList(key, of: object.id, list.filter { !removed.contains($0.id) })
    }
  }

  /// `SWIFT_EMIT_LOC_STRINGS = YES` in every project-level configuration that does not set it,
  /// as Xcode 16's migration does; a configuration that sets it otherwise keeps its choice.
  package mutating func enableStringExtraction() {
    let key = "SWIFT_EMIT_LOC_STRINGS"
    for configuration in graph.projectConfigurations {
      let storage = graph.file.storage
      guard let settings = storage.value("buildSettings", in: configuration.node), storage.node(settings).kind == .dictionary
      else { continue }
      let name = graph.displayName(of: configuration)
      if let value = storage.value(key, in: settings) {
        if let text = storage.string(value), text != "YES" {
          diagnostics.append(
            Diagnostic(
              .warning,
              "project configuration '\(name)' sets \(key) = \(text); left as it is, so strings in Swift code "
                + "are not extracted into catalogs", at: configuration.location))
        }
        continue
      }
      editor.insertSetting(key, "YES", into: settings)
      changes.append(ProjectEdit(.changed, id: configuration.id, isa: configuration.isa, name: name, detail: "\(key) = YES"))
    }
  }

  // MARK: - Result

  /// The plan: the edited bytes, the edit list and the notes.
  package mutating func finish(extra: [Diagnostic]) -> ProjectMigrationPlan {
    let file = graph.file
    if raisesObjectVersion, let version = file.objectVersion, version < 60,
      let node = file.storage.value("objectVersion", in: file.storage.syntax.root), let project = file.project
    {
      editor.replaceValue(node, with: "60")
      changes.append(
        ProjectEdit(.changed, id: project.id, isa: .project, name: "Project object", detail: "objectVersion \(version) -> 60"))
      diagnostics.append(
        Diagnostic(
          .note,
          "objectVersion raised from \(version) to 60 for the 'mul' references of storyboard and XIB catalogs; "
            + "the project needs Xcode 15 or later", path: file.path))
    }
    let removed = editor.removedIdentifiers
    let removedSet = Set(removed)
    var edits: [ProjectEdit] = removed.compactMap { id in
      file.object(id).map { ProjectEdit(.removed, id: id, isa: $0.isa, name: $0.comment ?? graph.displayName(of: $0)) }
    }
    edits += editor.addedObjects.map { ProjectEdit(.added, id: $0.id, isa: $0.isa, name: $0.comment) }
    for list in editor.editedLists where !removedSet.contains(list.owner) {
      guard let owner = file.object(list.owner) else { continue }
      let kept = Set(list.after.map(\.id))
      var parts = list.before.filter { !kept.contains($0.id) }.map { "-" + name(of: $0) }
      parts += list.after.filter { if case .new = $0 { true } else { false } }.map { "+" + name(of: $0) }
      guard !parts.isEmpty else { continue }
      edits.append(
        ProjectEdit(
          .changed, id: owner.id, isa: owner.isa, name: owner.comment ?? graph.displayName(of: owner),
          detail: "\(list.key): " + parts.joined(separator: ", ")))
    }
    edits += changes
    // In file order, as read: the paths of every reference that stays.
    let objects = graph.fileReferences(withPathSuffixes: [".strings", ".stringsdict"])
    let removedOrdinals = editor.removedOrdinals
    let remaining = zip(objects, graph.diskPaths(of: objects)).compactMap { object, path in
      removedOrdinals.contains(object.ordinal) ? nil : path
    }
    return ProjectMigrationPlan(
      path: file.path, tables: tables, edits: edits, diagnostics: extra + diagnostics, editor: editor,
      remainingReferences: remaining)
  }

  private func name(of element: ProjectEditor.Element) -> String {
    switch element {
    case .existing(_, let id):
      return graph.file.object(id).map { $0.comment ?? graph.displayName(of: $0) } ?? id
    case .new(let id, let comment):
      return comment ?? id
    }
  }
}
