import Foundation
import XCStringsBase
import XCStringsLegacy

/// Which Xcode projects reference legacy files, to decide whether the files may be deleted.
///
/// A project that reads is asked for the files its file references resolve to on disk; one
/// that does not read (damaged, or not a project file at all) can only be searched as text,
/// so it counts as referencing every file whose name it contains.
package struct ProjectReferenceIndex: Sendable {
  /// A project that references a file.
  package struct Reference: Sendable, Equatable {
    /// The `project.pbxproj` file.
    package var project: String
    /// Whether the project was read, so that `--update-project` can edit it; `false` for a
    /// project found only by a text search.
    package var isParsed: Bool

    /// Creates a reference record.
    package init(project: String, isParsed: Bool) {
      self.project = project
      self.isParsed = isParsed
    }
  }

  private var parsed: [(project: String, files: Set<String>)] = []
  private var unparsed: [(project: String, text: String)] = []

  /// Reads the `project.pbxproj` files at `projects`.
  package init(projects: [String]) {
    for project in projects { add(project) }
  }

  /// Reads one more project (once).
  package mutating func add(_ project: String) {
    guard !parsed.contains(where: { $0.project == project }), !unparsed.contains(where: { $0.project == project }) else { return }
    do {
      let file = try ProjectFile(contentsOf: project)
      let graph = ProjectGraph(file, location: project)
      var files = Set<String>()
      for reference in graph.fileReferences(withPathSuffixes: [".strings", ".stringsdict"]) {
        if let path = graph.diskPath(of: reference.id) { files.insert(Self.key(path)) }
      }
      parsed.append((project, files))
    } catch {
      let text = (try? FileIO.read(project)).map { String(decoding: $0, as: UTF8.self) } ?? ""
      unparsed.append((project, text))
    }
  }

  /// Takes what a project references after an edit (``ProjectMigrationPlan/remainingReferences``)
  /// instead of what it referenced when read.
  package mutating func update(_ project: String, references files: [String]) {
    parsed.removeAll { $0.project == project }
    unparsed.removeAll { $0.project == project }
    parsed.append((project, Set(files.map(Self.key))))
  }

  /// The projects that reference the file at `path`.
  package func references(to path: String) -> [Reference] {
    let key = Self.key(path)
    let name = ProjectPath.lastComponent(path)
    return parsed.filter { $0.files.contains(key) }.map { Reference(project: $0.project, isParsed: true) }
      + unparsed.filter { $0.text.contains(name) }.map { Reference(project: $0.project, isParsed: false) }
  }

  /// Paths compare absolute, with dots resolved and (as on macOS's default volumes) ignoring case.
  private static func key(_ path: String) -> String { FileTransaction.absolute(path, .lexical).lowercased() }

  // MARK: - Finding projects

  /// The `project.pbxproj` files of the `.xcodeproj` bundles in `folder` and the folders above
  /// it, up to the one holding `.git` (or the file system root), nearest first.
  package static func projects(above folder: String) -> [String] {
    var result: [String] = []
    for current in FolderWalker.foldersUpToRepository(from: FileTransaction.absolute(folder, .lexical)) {
      for name in FolderWalker.sortedNames(in: current, where: { $0.hasSuffix(".xcodeproj") }) ?? [] {
        let file = ProjectPath.join(current, name + "/project.pbxproj")
        if FileIO.exists(file) { result.append(file) }
      }
    }
    return result
  }

  /// The `project.pbxproj` files of the `.xcodeproj` bundles anywhere under `root`, sorted;
  /// build and dependency folders are skipped as discovery skips them, and bundles are not
  /// entered. The walk goes at most 64 folders deep, and joins names to `root` as given (a
  /// final slash stays in the paths).
  package static func projects(under root: String) -> [String] {
    if root.hasSuffix(".xcodeproj"), FileIO.exists(root + "/project.pbxproj") { return [root + "/project.pbxproj"] }
    guard FileIO.isDirectory(root) else { return [] }
    var result: [String] = []
    let policy = FolderWalkPolicy(leafSuffixes: [".xcworkspace", ".lproj"], maximumDepth: 64, trimsStart: false)
    FolderWalker.walk(root, policy: policy) { entry in
      guard entry.name.hasSuffix(".xcodeproj") else { return .enterIfAllowed }
      if FileIO.isDirectory(entry.path), FileIO.exists(entry.path + "/project.pbxproj") {
        result.append(entry.path + "/project.pbxproj")
      }
      return .leave
    }
    return result
  }
}
