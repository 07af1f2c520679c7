import XCStringsBase

/// The folders that Xcode projects copy into their products whole (folder references and
/// referenced bundles, ``ProjectGraph/copiedFolders(isDirectory:)``), to leave alone the
/// tables inside them: their `.strings` files ship as written, and a catalog in their place
/// would ship as JSON that no app reads.
package struct CopiedFolderIndex: Sendable {
  /// A copied folder that holds a file, and the project that copies it.
  package struct Container: Sendable, Equatable {
    /// The `project.pbxproj` file.
    package var project: String
    /// The folder.
    package var folder: ProjectGraph.CopiedFolder

    /// Why a table inside the folder is left alone, for reports.
    package var reason: String {
      let what = folder.isFolderReference ? "folder reference '\(folder.name)'" : "'\(folder.name)'"
      return "it is inside \(what), which \(project) copies into the app as it is (a catalog there would not be "
        + "compiled)"
    }
  }

  private var read = Set<String>()
  private var searched = Set<String>()
  private var folders: [(key: String, container: Container)] = []
  /// Projects read already by the caller, by key, which ``add(project:)`` takes instead of
  /// reading them again.
  private var alreadyRead: [String: ProjectFile] = [:]

  /// An empty index.
  package init() {}

  /// Adds the copied folders of the project at `path` (a `project.pbxproj`), once; a project
  /// that cannot be read adds none.
  package mutating func add(project path: String) {
    let key = Self.key(path)
    guard read.insert(key).inserted else { return }
    // Parsing a large project is most of what this costs: one the caller has read is reused.
    guard let file = alreadyRead.removeValue(forKey: key) ?? (try? ProjectFile(contentsOf: path)) else { return }
    add(ProjectGraph(file, location: path), project: path)
  }

  /// Keeps a project the caller has read from `path`, so that ``add(project:)`` does not read
  /// it again if a search finds it; it adds no folder by itself.
  package mutating func remember(_ file: ProjectFile, project path: String) {
    let key = Self.key(path)
    if !read.contains(key) { alreadyRead[key] = file }
  }

  /// Adds the copied folders of a project already read from `path`, once.
  package mutating func add(_ graph: ProjectGraph, project path: String) {
    read.insert(Self.key(path))
    for folder in graph.copiedFolders() {
      folders.append((Self.key(folder.path), Container(project: path, folder: folder)))
    }
  }

  /// Why the table whose files are `files` (in `folder`, found under `root`) is left alone:
  /// the copied folder that holds one of them, in a project under `root` or in or above
  /// `folder`; `nil` when no project copies them whole. Projects are searched for once per
  /// folder.
  package mutating func reason(forTableIn folder: String, files: [String], under root: String) -> String? {
    if searched.insert("under:" + Self.key(root)).inserted {
      for project in ProjectReferenceIndex.projects(under: root) { add(project: project) }
    }
    if searched.insert(Self.key(folder)).inserted {
      for project in ProjectReferenceIndex.projects(above: folder) { add(project: project) }
    }
    for file in files { if let container = container(of: file) { return container.reason } }
    return nil
  }

  /// Whether the project at `path` has been added.
  package func contains(project path: String) -> Bool { read.contains(Self.key(path)) }

  /// The copied folder that holds the file at `path`, if any (the innermost, when folders nest).
  package func container(of path: String) -> Container? {
    let file = Self.key(path)
    var best: (key: String, container: Container)?
    for entry in folders where file.hasPrefix(entry.key.hasSuffix("/") ? entry.key : entry.key + "/") {
      if best == nil || entry.key.count > best!.key.count { best = entry }
    }
    return best?.container
  }

  /// Paths compare absolute, with dots resolved and (as on macOS's default volumes) ignoring case.
  private static func key(_ path: String) -> String { FileTransaction.absolute(path, .lexical).lowercased() }
}
