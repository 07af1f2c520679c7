import Foundation

/// Finds the legacy `.strings`/`.stringsdict` tables under a set of paths and groups them into
/// the catalogs Xcode would make.
///
/// Every `*.lproj` folder is found recursively. Build and dependency folders (`.build`, `.git`,
/// `Pods`, `Carthage`, `DerivedData`, `node_modules`) are skipped, and so are `*.bundle` folders
/// such as `Settings.bundle`, whose tables the system reads as `.strings` at run time, unless
/// `includeBundles` is set. Tables are grouped by (parent folder, table name ignoring case), so
/// an app, its extensions and its frameworks each get their own catalogs.
public struct LegacyDiscovery: Sendable {
  /// How tables are grouped into catalogs.
  public enum Grouping: String, Sendable, CaseIterable {
    /// One catalog per folder holding `.lproj` folders, per table (Xcode's behaviour).
    case folder
    /// One catalog per table name under each given path, written at that path.
    case table
  }

  /// The table groups found, sorted by catalog path.
  public var groups: [LegacyTableGroup] = []
  /// Tables that were found but not taken (inside bundles, filtered out), with the reason.
  public var skipped: [(path: String, reason: String)] = []
  /// Problems met while walking (unreadable folders, a folder named like a table file).
  public var diagnostics: [Diagnostic] = []

  static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules"]

  /// Walks `roots` and groups what it finds.
  public init(
    roots: [String], grouping: Grouping = .folder, includeBundles: Bool = false, tables: [String]? = nil,
    languageOverrides: [String: String] = [:]
  ) {
    var byGroup: [String: (parent: String, files: [LegacyFile])] = [:]
    var order: [String] = []
    let wanted = tables.map { Set($0.map { $0.lowercased() }) }
    for root in roots {
      var found: [(lproj: String, file: String)] = []
      var visited = Set<String>()
      walk(root, includeBundles: includeBundles, found: &found, visited: &visited)
      for (lproj, file) in found {
        // Paths stay as the user spelled them (relative stays relative), so `--output` can
        // rebuild the same layout under another folder.
        let folderName = FileTransaction.baseName(of: lproj).removingExtension()
        let fileName = FileTransaction.baseName(of: file)
        let kind: LegacyFile.Kind = fileName.hasSuffix(".strings") ? .strings : .stringsdict
        let tableName = fileName.removingExtension()
        if let wanted, !wanted.contains(tableName.lowercased()) {
          skipped.append((file, "table '\(tableName)' not in --tables"))
          continue
        }
        if folderName == "mul" { continue }
        let parent = grouping == .folder ? FileTransaction.directory(of: lproj) : root
        let key = parent + "\u{0}" + tableName.lowercased()
        let legacy = LegacyFile(
          path: file, folderName: folderName,
          language: LprojLanguage.language(forFolderName: folderName, overrides: languageOverrides),
          tableName: tableName, kind: kind)
        if folderName != "Base", legacy.language == nil {
          diagnostics.append(Diagnostic(.warning, "'\(folderName).lproj' is not a language folder; skipped", path: file))
          continue
        }
        if byGroup[key] == nil {
          order.append(key)
          byGroup[key] = (parent, [])
        }
        byGroup[key]?.files.append(legacy)
      }
    }
    for key in order {
      guard let (parent, files) = byGroup[key] else { continue }
      let sorted = files.sorted { $0.path < $1.path }
      let name = Self.preferredName(sorted)
      let interface = sorted.contains { file in
        let base = FileTransaction.directory(of: FileTransaction.directory(of: file.path)) + "/Base.lproj/"
        return ["storyboard", "xib"].contains { ext in FileIO.exists(base + file.tableName + "." + ext) }
      }
      groups.append(LegacyTableGroup(parent: parent, name: name, files: sorted, isInterfaceTable: interface))
    }
    groups.sort { $0.catalogPath < $1.catalogPath }
  }

  /// The name used most often on disk; ties go to the spelling that starts with a capital
  /// letter, then to code-point order, so the choice never depends on walk order.
  static func preferredName(_ files: [LegacyFile]) -> String {
    var counts: [String: Int] = [:]
    for file in files { counts[file.tableName, default: 0] += 1 }
    return counts.sorted { lhs, rhs in
      if lhs.value != rhs.value { return lhs.value > rhs.value }
      let lhsUpper = lhs.key.first?.isUppercase ?? false
      let rhsUpper = rhs.key.first?.isUppercase ?? false
      if lhsUpper != rhsUpper { return lhsUpper }
      return lhs.key < rhs.key
    }.first?.key ?? ""
  }

  private mutating func walk(
    _ folder: String, includeBundles: Bool, found: inout [(lproj: String, file: String)], visited: inout Set<String>
  ) {
    let real = FileTransaction.realPath(folder) ?? folder
    guard visited.insert(real).inserted else { return }
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
      if FileIO.exists(folder) && FileIO.isDirectory(folder) {
        diagnostics.append(Diagnostic(.warning, "cannot read folder", path: folder))
      }
      return
    }
    for name in names.sorted() {
      let path = folder == "/" ? "/" + name : folder + "/" + name
      guard FileIO.isDirectory(path) else { continue }
      if Self.skippedFolders.contains(name) { continue }
      if name.hasSuffix(".bundle"), !includeBundles {
        var inner: [(lproj: String, file: String)] = []
        var innerVisited = visited
        walk(path, includeBundles: true, found: &inner, visited: &innerVisited)
        for item in inner { skipped.append((item.file, "inside '\(name)' (use --include-bundles to take it)")) }
        continue
      }
      if name.hasSuffix(".lproj") {
        collectTables(in: path, found: &found)
      } else {
        walk(path, includeBundles: includeBundles, found: &found, visited: &visited)
      }
    }
  }

  private mutating func collectTables(in lproj: String, found: inout [(lproj: String, file: String)]) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: lproj) else {
      diagnostics.append(Diagnostic(.warning, "cannot read folder", path: lproj))
      return
    }
    for name in names.sorted() where name.hasSuffix(".strings") || name.hasSuffix(".stringsdict") {
      let path = lproj + "/" + name
      if FileIO.isDirectory(path) {
        diagnostics.append(Diagnostic(.warning, "a folder named like a table file; skipped", path: path))
        continue
      }
      found.append((lproj, path))
    }
  }
}

extension String {
  /// The name without its last `.extension`.
  func removingExtension() -> String {
    guard let dot = lastIndex(of: "."), dot != startIndex else { return self }
    return String(self[..<dot])
  }
}
