import Foundation

/// A walk down a folder tree that lists each real folder once, so that a symlink loop, or two
/// links to one folder, cannot make a walk endless or report a file twice.
package struct FolderWalker: Sendable {
  /// Build and dependency folders that no walk enters: what they hold is not the project's own.
  package static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// The extensions of folders that are bundles or wrappers (compared ignoring case): what
  /// they hold is read by their own loader (Help Viewer, a plug-in host, a framework's own
  /// bundle), so a catalog written inside one is never compiled, and no walk takes their
  /// tables as the project's own.
  package static let bundleExtensions: Set<String> = [
    "app", "appex", "bundle", "component", "dext", "docc", "framework", "help", "ideplugin", "kext", "mdimporter",
    "plugin", "prefpane", "qlgenerator", "saver", "systemextension", "wdgt", "xcframework", "xcplugin", "xpc",
  ]

  /// Whether a folder named `name` is a bundle or wrapper (see ``bundleExtensions``).
  package static func isBundle(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return bundleExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// What listing a folder found.
  package enum Listing: Sendable {
    /// The folder's real path was listed before in this walk.
    case walked
    /// The folder cannot be read.
    case unreadable
    /// The folder's entry names, sorted.
    case names([String])
  }

  private var visited: Set<String> = []

  /// A walk that has listed no folder yet.
  package init() {}

  /// Lists `folder` unless its real path (symlinks resolved) was listed before.
  package mutating func list(_ folder: String) -> Listing {
    guard visited.insert(FileTransaction.realPath(folder) ?? folder).inserted else { return .walked }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return .unreadable }
    return .names(names.sorted())
  }

  /// The sorted entry names of `folder` (hidden ones included) that `keep` accepts, or `nil`
  /// when it cannot be read: a listing of one folder, outside any walk. Every folder listing
  /// of the library is made here or in ``list(_:)``. Names are filtered before they are
  /// sorted, so that a look for a few names in a large folder (say /tmp) sorts only those.
  package static func sortedNames(in folder: String, where keep: (String) -> Bool = { _ in true }) -> [String]? {
    (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter(keep).sorted()
  }

  /// The absolute folder `folder` and the folders above it, nearest first, up to the first
  /// that holds `.git` (the repository's root, included) or the file system root, and at most
  /// 64 of them: where the project files, specs and settings that apply to `folder` are looked
  /// for.
  package static func foldersUpToRepository(from folder: String) -> [String] {
    var folders: [String] = []
    var current = folder
    for _ in 0..<64 {
      folders.append(current)
      if FileIO.exists(current + "/.git") || current == "/" { break }
      current = FileTransaction.directory(of: current)
    }
    return folders
  }

  /// The sorted entry names of `folder`, or `nil` when it was listed before or cannot be read.
  package mutating func names(in folder: String) -> [String]? {
    guard case .names(let names) = list(folder) else { return nil }
    return names
  }

  /// The path of the entry `name` in `folder`, without doubling the slash of the root folder.
  package static func path(of name: String, in folder: String) -> String {
    folder == "/" ? "/" + name : folder + "/" + name
  }

  /// `folder` without a trailing slash (the root folder stays `/`), so that the paths of its
  /// entries are written alike however the folder was given.
  package static func start(_ folder: String) -> String {
    folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
  }

  /// Every file under `folder` whose name ends with `suffix` (not a folder so named), in a walk
  /// that enters the folders whose names `entering` accepts (by default all but the
  /// ``skippedFolders`` and bundles), each in name order and each real folder once.
  package static func files(
    endingWith suffix: String, under folder: String,
    entering: (String) -> Bool = { !skippedFolders.contains($0) && !isBundle($0) }
  ) -> [String] {
    var found: [String] = []
    walk(folder) { path, name, _ in
      if name.hasSuffix(suffix), !FileIO.isDirectory(path) {
        found.append(path)
        return false
      }
      return entering(name)
    }
    return found
  }

  /// A walk down `folder`: each folder's entries in name order, each real folder listed once.
  /// `visit` is given each entry's path, its name and the names of the folder it is in, and
  /// answers whether to walk into it; an entry that is not a folder is never walked into.
  /// Entries are visited depth first, a folder's contents before the entries after it.
  package static func walk(
    _ folder: String, visit: (_ path: String, _ name: String, _ siblings: [String]) -> Bool
  ) {
    var walker = FolderWalker()
    func walk(_ folder: String) {
      guard let names = walker.names(in: folder) else { return }
      for name in names {
        let path = path(of: name, in: folder)
        if visit(path, name, names), FileIO.isDirectory(path) { walk(path) }
      }
    }
    walk(start(folder))
  }
}
