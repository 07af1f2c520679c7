import Foundation

/// A temporary folder tree built from inline text; its root holds `.git` so that upward
/// searches (development region, project references) stop there.
public struct Tree {
  public let root: String

  public init(_ files: [String: String] = [:]) throws {
    root = try TestPaths.temporaryDirectory().path
    try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
    for (path, text) in files { try write(path, text) }
  }

  public func write(_ relative: String, _ text: String) throws {
    let url = URL(fileURLWithPath: root + "/" + relative)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  public func mkdir(_ relative: String) throws {
    try FileManager.default.createDirectory(atPath: root + "/" + relative, withIntermediateDirectories: true)
  }

  public func path(_ relative: String) -> String { root + "/" + relative }

  /// The text of a file, as UTF-8.
  public func read(_ relative: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path(relative))), as: UTF8.self)
  }

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
