import Foundation

/// The library's one walk down a folder tree (``walk(_:policy:unreadable:visit:)``, with a
/// ``FolderWalkPolicy``), its one-folder listing and its walk up to the repository. A walk
/// lists each real folder once, so that a symlink loop, or two links to one folder, cannot
/// make it endless or report a file twice.
package struct FolderWalker: Sendable {
  /// Build and dependency folders that walks skip (``FolderWalkPolicy/standard``): what they
  /// hold is not the project's own.
  package static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// The extensions of folders that are bundles or wrappers (compared ignoring case): what
  /// they hold is read by their own loader (Help Viewer, a plug-in host, a framework's own
  /// bundle), so a catalog written inside one is never compiled, and no walk takes their
  /// tables as the project's own. An Xcode localization catalog (`.xcloc`) is an export for
  /// translators: its `Source Contents` are copies of the project's tables, never built.
  package static let bundleExtensions: Set<String> = [
    "app", "appex", "bundle", "component", "dext", "docc", "framework", "help", "ideplugin", "kext", "mdimporter",
    "plugin", "prefpane", "qlgenerator", "saver", "systemextension", "wdgt", "xcframework", "xcloc", "xcplugin", "xpc",
  ]

  /// Whether a folder named `name` is a bundle or wrapper (see ``bundleExtensions``).
  package static func isBundle(_ name: String) -> Bool {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
    return bundleExtensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// What listing a folder found.
  private enum Listing {
    /// The folder's real path was listed before in this walk.
    case walked
    /// The folder cannot be read.
    case unreadable
    /// The folder's entry names, sorted.
    case names([String])
  }

  /// One entry of a folder met in a walk.
  package struct Entry: Sendable, Equatable {
    /// The entry's path: its folder's path and its name.
    package var path: String
    /// The entry's name.
    package var name: String
    /// The path of the folder holding it.
    package var folder: String
    /// The names in that folder, sorted (the entry's own included).
    package var siblings: [String]
    /// How many folders below the start the entry's folder is (the start's entries: 0).
    package var depth: Int
    /// The name of the outermost bundle or wrapper the entry is in, or `nil` (see
    /// ``FolderWalkPolicy/Bundles``).
    package var bundle: String?
  }

  /// What a walk does with an entry once its visitor has seen it.
  package enum Step: Sendable, Equatable {
    /// Walks into it when it is a folder that the policy enters.
    case enterIfAllowed
    /// Walks into it when it is a folder, whatever the policy says.
    case enter
    /// Does not walk into it.
    case leave
  }

  private var visited: Set<String> = []

  private init() {}

  /// Lists `folder` unless its real path (symlinks resolved) was listed before.
  private mutating func list(_ folder: String) -> Listing {
    guard visited.insert(FileTransaction.realPath(folder) ?? folder).inserted else { return .walked }
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return .unreadable }
    return .names(names.sorted())
  }

  /// The sorted entry names of `folder` (hidden ones included) that `keep` accepts, or `nil`
  /// when it cannot be read: a listing of one folder, outside any walk. Every folder listing
  /// of the library is made here or in a walk. Names are filtered before they are
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

  /// `folder` and the folders above it, nearest first: up to `top` (included) when given and
  /// `folder` is inside it, else up to the topmost folder below the file system's root (or the
  /// first component of a relative path). Where a manifest that applies to `folder` (a
  /// `Package.swift`, a Tuist `Project.swift`) is looked for.
  package static func foldersAbove(_ folder: String, through top: String? = nil) -> [String] {
    var folders = [folder]
    var current = folder
    while current != top {
      let parent = FileTransaction.directory(of: current)
      guard parent != current, parent != "/", parent != ".", !parent.isEmpty else { break }
      if let top, !FileTransaction.isInside(parent, roots: [top]) { break }
      folders.append(parent)
      current = parent
    }
    return folders
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
  /// under `policy` (by default all folders but the ``skippedFolders`` and bundles), each
  /// folder in name order and each real folder once.
  package static func files(endingWith suffix: String, under folder: String, policy: FolderWalkPolicy = .standard) -> [String] {
    var found: [String] = []
    walk(folder, policy: policy) { entry in
      if entry.name.hasSuffix(suffix), !FileIO.isDirectory(entry.path) {
        found.append(entry.path)
        return .leave
      }
      return .enterIfAllowed
    }
    return found
  }

  /// A walk down `folder` under `policy`: each folder's entries in name order, each real
  /// folder listed once. `visit` sees every entry of every folder listed, depth first (a
  /// folder's contents before the entries after it), and says whether to walk into it; an
  /// entry that is not a folder is never walked into. `unreadable` is given each folder that
  /// cannot be listed (the start included).
  package static func walk(
    _ folder: String, policy: FolderWalkPolicy = .standard, unreadable: (String) -> Void = { _ in },
    visit: (Entry) -> Step
  ) {
    var walker = FolderWalker()
    func walk(_ folder: String, depth: Int, bundle: String?) {
      if let maximum = policy.maximumDepth, depth >= maximum { return }
      let names: [String]
      switch walker.list(folder) {
      case .walked: return
      case .unreadable:
        unreadable(folder)
        return
      case .names(let listed): names = listed
      }
      for name in names {
        let path = path(of: name, in: folder)
        switch visit(Entry(path: path, name: name, folder: folder, siblings: names, depth: depth, bundle: bundle)) {
        case .leave: continue
        case .enter: guard FileIO.isDirectory(path) else { continue }
        case .enterIfAllowed: guard policy.enters(name), FileIO.isDirectory(path) else { continue }
        }
        guard bundle == nil, policy.bundles != .leaves, isBundle(name) else {
          walk(path, depth: depth + 1, bundle: bundle)
          continue
        }
        // What a bundle walked apart lists does not count as listed outside it.
        let outside = policy.bundles == .enteredApart ? walker.visited : nil
        walk(path, depth: depth + 1, bundle: name)
        if let outside { walker.visited = outside }
      }
    }
    walk(policy.trimsStart ? start(folder) : folder, depth: 0, bundle: nil)
  }
}
