import Foundation

/// A temporary folder tree built from inline text; its root holds `.git` so that upward
/// searches (development region, project references) stop there.
public struct Tree {
  /// The tree's folder.
  public let root: String

  /// A new temporary tree holding `files` (relative path → text).
  public init(_ files: [String: String] = [:]) throws {
    root = try TestPaths.temporaryDirectory().path
    try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  /// Writes `text` as UTF-8 at `relative`, creating its folders.
  public func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Creates the folder `relative` and its parents.
  public func mkdir(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: root + "/" + relative, withIntermediateDirectories: true)
  }

  /// The absolute path of `relative`.
  public func path(_ relative: String) -> String { root + "/" + relative }

  /// The text of a file, as UTF-8.
  public func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(relative))), as: UTF8.self)
  }

  /// Whether a file or folder is at `relative`.
  public func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

  /// Every file and folder under the root (relative path → bytes; folders map to empty data
  /// with a trailing `/` in the key), to prove that nothing changed.
  public func snapshot() -> [String: Data] {
    var result: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root) else { return result }
    while let relative = walker.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDirectory)
      if isDirectory.boolValue {
        result[relative + "/"] = Data()
      } else {
        result[relative] = FileManager.default.contents(atPath: path(relative)) ?? Data()
      }
    }
    return result
  }
}
