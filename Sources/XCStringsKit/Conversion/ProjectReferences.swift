import Foundation

/// Finds Xcode projects above a folder that still reference a table's legacy files.
///
/// Xcode's own migration edits the project (adds the catalog to the target, removes the
/// variant groups); this tool does not yet, so it tells the user what to change and refuses
/// to delete referenced files without `--force-delete`.
public enum ProjectReferences {
  /// The `project.pbxproj` files above `folder` (up to the repository root) that mention one of
  /// `fileNames` (such as `Localizable.strings`).
  public static func projects(above folder: String, mentioning fileNames: [String]) -> [String] {
    var result: [String] = []
    var current = URL(fileURLWithPath: folder).standardizedFileURL
    let manager = FileManager.default
    for _ in 0..<64 {
      let names = (try? manager.contentsOfDirectory(atPath: current.path))?.sorted() ?? []
      for name in names where name.hasSuffix(".xcodeproj") {
        let pbxproj = current.appendingPathComponent(name).appendingPathComponent("project.pbxproj").path
        guard let text = try? String(contentsOfFile: pbxproj, encoding: .utf8) else { continue }
        if fileNames.contains(where: { text.contains($0) }) { result.append(pbxproj) }
      }
      if names.contains(".git") { break }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    return result
  }
}
