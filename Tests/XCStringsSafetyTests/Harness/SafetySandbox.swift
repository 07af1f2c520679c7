import Foundation
import XCStringsTestSupport

/// The folders of one run. The parent folder `root` is what the first invariant hashes whole:
///
///     root/.git            stops upward searches (development region, projects) here
///     root/work/<name>/    the tree: the path given to the command
///     root/work/out/       where export and migrate --output write, when they do
///     root/outside/        what links point at, and one file nobody may touch
///     root/input/          what import and merge read, made before the run
struct SafetySandbox: Sendable {
  let root: String
  let tree: String
  let out: String
  let outside: String
  let input: String

  /// A fresh sandbox holding a copy of `source` (links copied as links).
  init(copying source: String, name: String) throws {
    root = try TestPaths.temporaryDirectory().path
    tree = root + "/work/" + name
    out = root + "/work/out"
    outside = root + "/outside"
    input = root + "/input"
    let files = FileManager.default
    for folder in [root + "/.git", root + "/work", outside, input] {
      try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try files.copyItem(atPath: source, toPath: tree)
    // The copy is the user's own, writable tree (../shared is read-only); the read-only
    // variant takes the write permission away from what it chooses.
    chmod(tree, 0o755)
    if let walker = files.enumerator(atPath: tree) {
      while let relative = walker.nextObject() as? String {
        var info = stat()
        guard lstat(tree + "/" + relative, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { continue }
        chmod(tree + "/" + relative, info.st_mode & S_IFMT == S_IFDIR ? 0o755 : 0o644)
      }
    }
    try Data("outside the paths\n".utf8).write(to: URL(fileURLWithPath: outside + "/untouchable.txt"))
  }

  /// Removes everything (read-only files included).
  func remove() {
    if let walker = FileManager.default.enumerator(atPath: root) {
      while let relative = walker.nextObject() as? String {
        chmod(root + "/" + relative, 0o755)
      }
    }
    try? FileManager.default.removeItem(atPath: root)
  }

  /// `path` relative to the sandbox root (as violations name files).
  func relative(_ path: String) -> String {
    path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
  }

  /// Every file or folder under the tree whose name ends in `suffix`, sorted, not entering links.
  func paths(endingWith suffixes: [String], folders: Bool) -> [String] {
    var result: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: tree) else { return result }
    while let relative = walker.nextObject() as? String {
      guard suffixes.contains(where: { relative.hasSuffix($0) }), !relative.hasPrefix(".git") else { continue }
      let path = tree + "/" + relative
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue == folders,
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil
      else { continue }
      result.append(path)
    }
    return result.sorted()
  }

  /// The `.lproj` folders of the tree, sorted by path.
  func lprojFolders() -> [String] { paths(endingWith: [".lproj"], folders: true) }

  /// The `.strings` and `.stringsdict` files of the tree.
  func legacyFiles() -> [String] { paths(endingWith: [".strings", ".stringsdict"], folders: false) }

  /// The catalogs of the tree.
  func catalogs() -> [String] { paths(endingWith: [".xcstrings"], folders: false) }

  /// Moves everything in the tree into `tree/folder`.
  func moveContents(into folder: String) throws {
    let files = FileManager.default
    let names = try files.contentsOfDirectory(atPath: tree)
    try files.createDirectory(atPath: tree + "/" + folder, withIntermediateDirectories: true)
    for name in names { try files.moveItem(atPath: tree + "/" + name, toPath: tree + "/" + folder + "/" + name) }
  }

  /// A small valid catalog where migrate writes the first table of the first `.lproj` folder
  /// (`Dir/Table.xcstrings`), for a damage to apply to in a tree without catalogs.
  func makeCatalogWhereMigrateWrites() throws -> String {
    let table =
      legacyFiles().first.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension } ?? "Localizable"
    let folder = lprojFolders().first.map { ($0 as NSString).deletingLastPathComponent } ?? tree
    let path = folder + "/" + table + ".xcstrings"
    let text = catalogText([(key: "existing", comment: nil, units: [("en", "kept")])], extractionState: nil)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
