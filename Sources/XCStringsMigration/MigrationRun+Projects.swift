import Foundation
import XCStringsBase
import XCStringsCatalogJSON
import XCStringsConversion
import XCStringsLegacy
import XCStringsModel
import XCStringsProject

/// `--update-project`: the projects decide what their tables are and are edited as Xcode's
/// migration edits them; and, with `--delete-legacy`, which files projects and specs still name.
extension MigrationRun {
  /// One project `--update-project` edits.
  struct ProjectUpdate {
    /// The `project.pbxproj` file.
    var path: String
    /// The given path the project was found under (or above, or named by `--project`).
    var root: String
    var plan: ProjectMigrationPlan
  }

  /// Plans every project's edits and converts its tables, adding their files to `converted`;
  /// returns `false` after an error (reported).
  mutating func updateProjects(converted: inout Set<String>) -> Bool {
    var succeeded = true
    let found = projectsToUpdate()
    if found.isEmpty {
      diagnostics.append(
        Diagnostic(.warning, "project update: no Xcode project found under or above the given paths", path: request.roots[0])
          .coded(.noProject, replacing: "project update"))
    }
    for (path, root, explicit) in found {
      let file: ProjectFile
      do {
        file = try ProjectFile(contentsOf: path)
      } catch {
        // A project named or found under the paths must be read; one above them is only
        // passed over (it may be unrelated).
        diagnostics.append(
          explicit
            ? error
            : Diagnostic(
              .warning, "cannot read this project, so it is not updated: \(error.message)",
              at: error.location))
        if explicit { succeeded = false }
        continue
      }
      // The search for copied folders (folder references) finds this project again.
      copiedFolders.remember(file, project: path)
      // Only tables inside the given paths are migrated, so a project found above them
      // changes no table elsewhere.
      let plan = ProjectMigrationPlanner.plan(
        file, location: path, tables: request.discovery.tables, languageOverrides: request.discovery.languageMap,
        within: request.roots)
      diagnostics += plan.diagnostics
      updates.append(ProjectUpdate(path: path, root: root, plan: plan))
      for table in plan.tables {
        let files = Set(table.group.files.map { FileTransaction.absolute($0.path) })
        // A table two projects list is converted once; both projects are edited.
        guard !files.isSubset(of: converted) else { continue }
        converted.formUnion(files)
        if !convert(table.group, root: root, project: path) { succeeded = false }
      }
    }
    return succeeded
  }

  /// The projects to edit: those `--project` names, else those under each path, else those
  /// above it (up to the repository's root); each with the path it belongs to and whether it
  /// must be read.
  private func projectsToUpdate() -> [(path: String, root: String, explicit: Bool)] {
    var result: [(String, String, Bool)] = []
    var seen = Set<String>()
    func add(_ path: String, _ root: String, _ explicit: Bool) {
      if seen.insert(FileTransaction.absolute(path)).inserted { result.append((path, root, explicit)) }
    }
    if !request.projects.isEmpty {
      for project in request.projects {
        let file = project.hasSuffix("project.pbxproj") ? project : project + "/project.pbxproj"
        let root =
          request.roots.first { FileTransaction.absolute(file).hasPrefix(FileTransaction.absolute($0) + "/") } ?? request.roots[0]
        add(file, root, true)
      }
      return result
    }
    for root in request.roots {
      let under = ProjectReferenceIndex.projects(under: root)
      for path in under { add(path, root, true) }
      if under.isEmpty {
        let start = FileIO.isDirectory(root) ? root : FileTransaction.directory(of: root)
        for path in ProjectReferenceIndex.projects(above: start) { add(path, root, false) }
      }
    }
    return result
  }

  /// The part of a discovered table that no edited project has taken: `nil` when nothing is
  /// left. Files a project lists without making them one of its tables, and files beside a
  /// project's table that its variant groups do not list, are left alone (noted).
  mutating func unclaimed(_ group: LegacyTableGroup, converted: Set<String>) -> LegacyTableGroup? {
    var kept: [LegacyFile] = []
    for file in group.files where !converted.contains(FileTransaction.absolute(file.path)) {
      if let update = updates.first(where: { $0.plan.stillReferences(file.path) }) {
        notes.append(
          Note(
            kind: "skipped",
            message: "skipped \(file.path): \(update.path) lists it outside a table it can "
              + "migrate", file: file.path))
        continue
      }
      kept.append(file)
    }
    guard !kept.isEmpty else { return nil }
    var rest = group
    rest.files = kept
    if let update = updates.first(where: { $0.plan.tables.contains { Self.sameFile($0.catalogPath, rest.catalogPath) } }) {
      for file in kept {
        notes.append(
          Note(
            kind: "skipped",
            message: "skipped \(file.path): not listed by the table '\(group.name)' of "
              + "\(update.path)", file: file.path))
      }
      return nil
    }
    return rest
  }

  /// Whether two paths name one file (on a case-insensitive volume too).
  static func sameFile(_ lhs: String, _ rhs: String) -> Bool {
    FileTransaction.absolute(lhs).lowercased() == FileTransaction.absolute(rhs).lowercased()
  }

  /// XcodeGen and Tuist specs above the migrated tables: nothing to edit there (they list
  /// folders), which a note says once per spec, and a warning where one names a legacy file.
  mutating func reportSpecs() {
    var seen = Set<String>()
    for output in outputs {
      for spec in ProjectSpec.find(above: output.group.parent) {
        if seen.insert(spec.path).inserted {
          notes.append(
            Note(
              kind: "spec",
              message: "\(spec.generator.rawValue) spec \(spec.path): nothing to edit there; "
                + "it is regenerated from folders, which pick up the catalogs", file: spec.path))
        }
        for mention in spec.mentions(of: output.group.files.map(\.path)) where !diagnostics.contains(mention) {
          diagnostics.append(mention)
        }
      }
    }
  }

  // MARK: - References

  /// Sets each output's references: edited projects that still list its files, other projects
  /// (read, or searched as text when they cannot be read) above its folder, and specs.
  mutating func findReferences() {
    var index = ProjectReferenceIndex(projects: [])
    var searched = Set<String>()
    for update in updates { index.update(update.path, references: update.plan.remainingReferences) }
    var specs: [String: [ProjectSpec]] = [:]
    for position in outputs.indices {
      let output = outputs[position]
      if searched.insert(output.group.parent).inserted {
        for project in ProjectReferenceIndex.projects(above: output.group.parent)
        where !updates.contains(where: { FileTransaction.absolute($0.path) == FileTransaction.absolute(project) }) {
          index.add(project)
        }
      }
      var references: [String] = []
      var weak: [String] = []
      for file in output.group.files {
        for reference in index.references(to: file.path) {
          if reference.isParsed {
            if !references.contains(reference.project) { references.append(reference.project) }
          } else if !weak.contains(reference.project) {
            weak.append(reference.project)
          }
        }
      }
      if specs[output.group.parent] == nil { specs[output.group.parent] = ProjectSpec.find(above: output.group.parent) }
      for spec in specs[output.group.parent] ?? [] {
        let mentions = spec.mentions(of: output.group.files.map(\.path))
        if !mentions.isEmpty, !weak.contains(spec.path) { weak.append(spec.path) }
        for mention in mentions where !diagnostics.contains(mention) { diagnostics.append(mention) }
      }
      outputs[position].references = references
      outputs[position].weakReferences = weak
    }
  }
}
