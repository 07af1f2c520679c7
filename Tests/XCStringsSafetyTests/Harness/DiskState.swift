import Foundation

/// Every file, folder and link under a folder, as it is on disk: the "hash every file of the
/// parent folder before and after" of the safety rules. Links are recorded, never followed, so
/// a change made through a link shows at the link's target, wherever that is under the folder.
struct DiskState: Equatable, Sendable {
  /// What one path holds.
  enum Item: Equatable, Sendable {
    case folder(mode: UInt16)
    case file(bytes: Data, mode: UInt16)
    case link(target: String)
  }

  /// Relative path (no leading `/`) → what it holds.
  var items: [String: Item] = [:]

  /// One change between two states.
  struct Change: Equatable, Sendable, CustomStringConvertible {
    enum Kind: String, Sendable { case created, modified, deleted }
    var path: String
    var kind: Kind

    var description: String { "\(path) \(kind.rawValue)" }
  }

  /// Reads everything under `root` (the root itself is not an item).
  init(of root: String) {
    walk(root, relative: "")
  }

  private mutating func walk(_ folder: String, relative: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names {
      let path = folder + "/" + name
      let key = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      let mode = UInt16(info.st_mode & 0o7777)
      switch info.st_mode & S_IFMT {
      case S_IFLNK:
        items[key] = .link(target: (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
      case S_IFDIR:
        items[key] = .folder(mode: mode)
        walk(path, relative: key)
      default:
        items[key] = .file(bytes: FileManager.default.contents(atPath: path) ?? Data(), mode: mode)
      }
    }
  }

  /// What differs from `before` to `self`, sorted by path. A folder whose mode is unchanged
  /// is never listed: its contents are.
  func changes(since before: DiskState) -> [Change] {
    var result: [Change] = []
    for (path, item) in items {
      guard let old = before.items[path] else {
        result.append(Change(path: path, kind: .created))
        continue
      }
      if old != item { result.append(Change(path: path, kind: .modified)) }
    }
    for path in before.items.keys where items[path] == nil { result.append(Change(path: path, kind: .deleted)) }
    return result.sorted { $0.path < $1.path }
  }

  /// The files (not folders or links) whose mode has no write bit for the owner.
  var readOnlyFiles: Set<String> {
    Set(
      items.compactMap { path, item in
        if case .file(_, let mode) = item, mode & 0o200 == 0 { return path }
        return nil
      })
  }
}
