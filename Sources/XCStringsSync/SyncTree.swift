import Foundation
@_spi(Internals) import XCStringsBase

/// The files of a project folder that sync reads, and which catalog each Swift file feeds.
///
/// Without a build system, a catalog's target is approximated from the layout: a Swift file
/// belongs to the module whose root is its nearest folder holding a `Package.swift` or an
/// `.xcodeproj` (or the folder synced), and within it to the catalog of the table it names whose folder shares
/// the longest leading path with the file. A package module with no catalog extracts nothing
/// (its strings go to its own bundle), and test folders are left out (their targets do not
/// emit strings).
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
  /// The Core Data models' `contents` files.
  var models: [String] = []

  /// Walks `root`.
  static func walk(_ root: String) -> SyncTree {
    var tree = SyncTree()
    var walker = FolderWalker()
    func visit(_ folder: String, module: String) {
      guard let names = walker.names(in: folder) else { return }
      let startsModule = names.contains("Package.swift") || names.contains { $0.hasSuffix(".xcodeproj") }
      let module = startsModule && folder != root ? folder : module
      for name in names.sorted() {
        let path = FolderWalker.path(of: name, in: folder)
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
        } else if name.hasSuffix(".xcdatamodeld") {
          visit(path, module: module)
        } else if !FolderWalker.skippedFolders.contains(name), !name.hasSuffix("Tests"), !FolderWalker.isBundle(name),
          !name.hasPrefix("."), FileIO.isDirectory(path)
        {
          visit(path, module: module)
        }
      }
    }
    visit(FolderWalker.start(root), module: root)
    return tree
  }

  /// The catalog a Swift file's strings of `table` go to, if its module has one.
  func catalog(for source: (path: String, module: String), table: String) -> Int? {
    var best: Int?
    var bestShared = -1
    for (index, catalog) in catalogs.enumerated() where catalog.table == table && catalog.module == source.module {
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
