import Foundation
import XCStringsBase

/// The files of a project folder that sync reads, and which catalog each Swift file feeds.
///
/// Without a build system, a catalog's target is approximated from the layout: a Swift file
/// belongs to the module whose root is its nearest folder holding a `Package.swift` or an
/// `.xcodeproj` (or the folder synced), and within it to the catalog of the table it names whose folder shares
/// the longest leading path with the file. A package module with no catalog extracts nothing
/// (its strings go to its own bundle), and test folders are left out (their targets do not
/// emit strings). Where an Xcode project's targets claim a catalog (in their resources or
/// synchronized folders), only the Swift files those targets compile feed it.
struct SyncTree: Sendable {
  /// A catalog and the module root it belongs to.
  struct Catalog: Sendable {
    var path: String
    var table: String
    var module: String
  }

  /// Every catalog, sorted by path.
  var catalogs: [Catalog] = []
  /// Every Swift source outside test folders, with its module root, sorted by path.
  var sources: [(path: String, module: String)] = []
  /// The Objective-C sources (`.m`, `.mm`), with their module root.
  var objectiveC: [(path: String, module: String)] = []
  /// The Core Data models' `contents` files.
  var models: [String] = []
  /// The Xcode projects (`project.pbxproj`), with their module root.
  var projects: [(path: String, module: String)] = []
  /// For each catalog (by index) that a project's targets claim, those targets and the
  /// project's folder: only the Swift files they compile feed it.
  var owners: [Int: (folder: String, targets: [ProjectTargets.Target])] = [:]
  /// The catalogs whose targets all build with `SWIFT_EMIT_LOC_STRINGS = NO`: no build
  /// extracts strings into them, so sync leaves them alone.
  var notExtracted: Set<Int> = []
  /// For each Swift source (by index) that a catalog's target compiles, the builds that
  /// compile it: only the `#if` branches one of them compiles are read.
  var environments: [Int: [BuildEnvironment]] = [:]
  /// The `LOCALIZED_STRING_MACRO_NAMES` the projects' targets set.
  var macroNames: Set<String> = []
  /// For each catalog (by index) whose targets compile Objective-C sources that are not in
  /// the tree (not checked out), their names: sync cannot
  /// read all the code that feeds it, so it marks no key stale and deletes none.
  var missingSources: [Int: [String]] = [:]

  /// Walks `root`.
  static func walk(_ root: String) -> SyncTree {
    var tree = SyncTree()
    // The names of every code file in the tree, tests included, to tell which of the files a
    // project compiles are absent.
    var codeNames = Set<String>()
    // The module of each folder listed: the folder itself when it holds `Package.swift` or an
    // `.xcodeproj` (the root excepted), else its parent's. `module` is that of `folder`, the
    // folder of the entries being visited.
    var modules: [String: String] = [:]
    var folder = ""
    var module = root
    FolderWalker.walk(root, policy: FolderWalkPolicy(entersHiddenFolders: false, leafSuffixes: ["Tests"])) { entry in
      if entry.folder != folder {
        folder = entry.folder
        if let known = modules[folder] {
          module = known
        } else {
          let startsModule = entry.siblings.contains("Package.swift") || entry.siblings.contains { $0.hasSuffix(".xcodeproj") }
          module = startsModule && folder != root ? folder : modules[FileTransaction.directory(of: folder)] ?? root
          modules[folder] = module
        }
      }
      let name = entry.name
      let path = entry.path
      if Self.isCode(name) { codeNames.insert(name) }
      if name.hasSuffix(".swift") {
        if name != "Package.swift", !name.hasPrefix("Package@swift"), !name.hasSuffix("Tests.swift"), !FileIO.isDirectory(path) {
          tree.sources.append((path, module))
        }
      } else if name.hasSuffix(".xcstrings") {
        if !FileIO.isDirectory(path) {
          tree.catalogs.append(Catalog(path: path, table: String(name.dropLast(".xcstrings".count)), module: module))
        }
      } else if name.hasSuffix(".xcdatamodel") {
        let contents = path + "/contents"
        if FileIO.exists(contents) { tree.models.append(contents) }
      } else if name.hasSuffix(".m") || name.hasSuffix(".mm") {
        if !FileIO.isDirectory(path) { tree.objectiveC.append((path, module)) }
      } else if name.hasSuffix(".xcodeproj") {
        let project = path + "/project.pbxproj"
        if FileIO.exists(project) { tree.projects.append((project, module)) }
      } else if name.hasSuffix(".xcdatamodeld") {
        // A model's versions are read whatever the policy says of its name.
        return .enter
      } else {
        return .enterIfAllowed
      }
      return .leave
    }
    for project in tree.projects {
      guard let bytes = try? FileIO.read(project.path) else { continue }
      let targets = ProjectTargets(text: String(decoding: bytes, as: UTF8.self))
      let folder = String(
        project.path.dropLast("/project.pbxproj".count).split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
          separator: "/"))
      for (index, catalog) in tree.catalogs.enumerated()
      where catalog.module == project.module && catalog.path.hasPrefix(folder + "/") {
        let owners = targets.owners(ofCatalog: String(catalog.path.dropFirst(folder.count + 1)))
        guard !owners.isEmpty else { continue }
        let emitting = owners.filter(\.emitsStrings)
        if emitting.isEmpty { tree.notExtracted.insert(index) }
        // Objective-C only: a Swift file the project names but the tree lacks is more often a
        // reference whose build-file name differs from the file's (a rename) than code.
        let missing = Set(emitting.flatMap { $0.sources.filter { Self.isObjectiveC($0) && !codeNames.contains($0) } })
        if !missing.isEmpty { tree.missingSources[index] = missing.sorted() }
        tree.owners[index] = (folder, emitting)
        for target in emitting { tree.macroNames.formUnion(target.macroNames ?? []) }
        for (source, file) in tree.sources.enumerated() where file.module == project.module && file.path.hasPrefix(folder + "/") {
          let relative = String(file.path.dropFirst(folder.count + 1))
          for target in emitting
          where ProjectTargets.compiles([target], relative)
            && !tree.environments[source, default: []].contains(target.environment)
          {
            tree.environments[source, default: []].append(target.environment)
          }
        }
      }
    }
    return tree
  }

  /// Whether a file name is one of code sync reads (Swift, Objective-C).
  static func isCode(_ name: String) -> Bool {
    name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm")
  }

  /// Whether a file name is an Objective-C source.
  static func isObjectiveC(_ name: String) -> Bool { name.hasSuffix(".m") || name.hasSuffix(".mm") }

  /// The catalog a Swift file's strings of `table` go to, if its module has one.
  func catalog(for source: (path: String, module: String), table: String) -> Int? {
    var best: Int?
    var bestShared = -1
    for (index, catalog) in catalogs.enumerated() where catalog.table == table && catalog.module == source.module {
      if let owner = owners[index] {
        guard source.path.hasPrefix(owner.folder + "/"),
          ProjectTargets.compiles(owner.targets, String(source.path.dropFirst(owner.folder.count + 1)))
        else { continue }
      }
      let shared = Self.sharedComponents(source.path, catalog.path)
      if shared > bestShared {
        best = index
        bestShared = shared
      }
    }
    return best
  }

  /// How many leading folder names two paths share.
  static func sharedComponents(_ a: String, _ b: String) -> Int {
    let left = a.split(separator: "/")
    let right = b.split(separator: "/").dropLast()
    var count = 0
    for (x, y) in zip(left, right) {
      guard x == y else { break }
      count += 1
    }
    return count
  }
}
