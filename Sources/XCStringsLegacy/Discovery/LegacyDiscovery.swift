import Foundation
import XCStringsBase

/// Finds the legacy `.strings`/`.stringsdict` tables under a set of paths and groups them into
/// the catalogs Xcode would make.
///
/// Every `*.lproj` folder is found recursively. Build and dependency folders (`.build`, `.git`,
/// `Pods`, `Carthage`, `DerivedData`, `node_modules`) are skipped, and so are bundle and wrapper
/// folders (`Settings.bundle`, `.framework`, `.help`, `.plugin`, … see
/// ``FolderWalker/bundleExtensions``), whose tables their own loader reads as `.strings` at run
/// time and for which no catalog is ever compiled, unless `includeBundles` is set. A path may also be one `.lproj` folder or one table file in one,
/// which is then the table it is.
///
/// By folder (the default), table `T` is the `T` files of the `.lproj` folders in a folder
/// that holds `T`'s `.strings` files, and in its subfolders down to the next folder that holds
/// `T`'s `.strings` files of its own: an app, its extensions and its frameworks each get their
/// own catalogs, and a table whose plurals live in a subfolder (`App/Plurals/en.lproj`) stays
/// one catalog, beside the `.strings` files, as one run-time table must.
public struct LegacyDiscovery: Sendable {
  /// How tables are grouped into catalogs.
  public enum Grouping: String, Sendable, CaseIterable {
    /// One catalog per folder holding a table's `.strings` files, per table (Xcode's behaviour).
    case folder
    /// One catalog per table name under each given path, written at that path.
    case table
  }

  /// The table groups found, sorted by catalog path.
  public var groups: [LegacyTableGroup] = []
  /// A table file that was found but not taken, and why.
  public struct Skipped: Equatable, Sendable {
    /// The table file's path.
    public var path: String
    /// Why it was not taken (inside a bundle, filtered out by the table names).
    public var reason: String

    /// What kind of reason it is, for the tool's hint (``reason(hints:)``).
    package var code: Diagnostic.Code?

    /// Creates a record of a file not taken.
    package init(path: String, reason: String, code: Diagnostic.Code? = nil) {
      self.path = path
      self.reason = reason
      self.code = code
    }

    /// The reason with the hint `hints` gives for its code (the table list's phrase replaced).
    package func reason(hints: Diagnostic.Hints) -> String {
      guard let code else { return reason }
      let phrase = code == .notInTables ? "the table list" : ""
      return Diagnostic(.note, reason, path: path).coded(code, replacing: phrase).hintedMessage(hints)
    }
  }

  /// Tables that were found but not taken (inside bundles, filtered out), with the reason.
  public var skipped: [Skipped] = []
  /// The build and dependency folders passed over (`Pods`, `.build`, …), which may hold
  /// tables of their own.
  package var passedOver: [String] = []
  /// The name of every table found, taken or not (inside a bundle passed over too), in the
  /// order first found: what `--tables` can name.
  package var tableNames: [String] = []
  /// Problems met while walking (unreadable folders, a folder named like a table file), and
  /// warnings about tables that end up as two catalogs of one name in one folder tree.
  public var diagnostics: [Diagnostic] = []

  /// One table file found, with the `.lproj` folder holding it.
  private struct Found {
    var lproj: String
    var file: String
    var tableName: String { FileTransaction.baseName(of: file).removingExtension() }
    var isStrings: Bool { file.hasSuffix(".strings") }
  }

  /// Walks `roots` and groups what it finds.
  public init(
    roots: [String], grouping: Grouping = .folder, includeBundles: Bool = false, tables: [String]? = nil,
    languageOverrides: [String: String] = [:]
  ) {
    var byGroup: [String: (parent: String, files: [LegacyFile])] = [:]
    var order: [String] = []
    let wanted = tables.map { Set($0.map { $0.lowercased() }) }
    for root in roots {
      var found: [Found] = []
      collect(root, includeBundles: includeBundles, found: &found)
      let anchors = Self.anchors(of: found)
      for item in found {
        // Paths stay as the user spelled them (relative stays relative), so `--output` can
        // rebuild the same layout under another folder.
        let folderName = FileTransaction.baseName(of: item.lproj).removingExtension()
        let kind: LegacyFile.Kind = item.isStrings ? .strings : .stringsdict
        let tableName = item.tableName
        if !tableNames.contains(tableName) { tableNames.append(tableName) }
        if let wanted, !wanted.contains(tableName.lowercased()) {
          skipped.append(Skipped(path: item.file, reason: "table '\(tableName)' not in the table list", code: .notInTables))
          continue
        }
        if folderName == "mul" { continue }
        let folder = FileTransaction.directory(of: item.lproj)
        let parent: String
        switch grouping {
        case .folder: parent = Self.anchor(of: folder, table: tableName, anchors: anchors)
        case .table: parent = Self.isTableRoot(root) ? Self.folderAbove(root) : root
        }
        let key = parent + "\u{0}" + tableName.lowercased()
        let legacy = LegacyFile(
          path: item.file, folderName: folderName,
          language: LprojLanguage.language(forFolderName: folderName, overrides: languageOverrides),
          tableName: tableName, kind: kind)
        if folderName != "Base", legacy.language == nil {
          diagnostics.append(Diagnostic(.warning, "'\(folderName).lproj' is not a language folder; skipped", path: item.file))
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
    if grouping == .folder { warnAboutSplitTables() }
  }

  /// The folders holding `.lproj` folders with a table's `.strings` files, per table name
  /// (ignoring case).
  private static func anchors(of found: [Found]) -> [String: Set<String>] {
    var anchors: [String: Set<String>] = [:]
    for item in found where item.isStrings {
      anchors[item.tableName.lowercased(), default: []].insert(FileTransaction.directory(of: item.lproj))
    }
    return anchors
  }

  /// The folder whose catalog takes a file of `table` found in an `.lproj` folder inside
  /// `folder`: the nearest folder at or above it that holds the table's `.strings` files,
  /// else `folder` itself.
  private static func anchor(of folder: String, table: String, anchors: [String: Set<String>]) -> String {
    guard let candidates = anchors[table.lowercased()] else { return folder }
    var current = folder
    while true {
      if candidates.contains(current) { return current }
      guard let slash = current.lastIndex(of: "/"), slash != current.startIndex else { return folder }
      current = String(current[..<slash])
    }
  }

  /// Whether a path is an `.lproj` folder or a table file, rather than a folder to search.
  package static func isTableRoot(_ path: String) -> Bool {
    let name = FileTransaction.baseName(of: path)
    return name.hasSuffix(".lproj") || name.hasSuffix(".strings") || name.hasSuffix(".stringsdict")
  }

  /// The folder that holds a table root's `.lproj` folder (`App` for `App/en.lproj` and for
  /// `App/en.lproj/Localizable.strings`).
  package static func folderAbove(_ tableRoot: String) -> String {
    let lproj = FileTransaction.baseName(of: tableRoot).hasSuffix(".lproj") ? tableRoot : FileTransaction.directory(of: tableRoot)
    return FileTransaction.directory(of: lproj)
  }

  /// Warns about one table name with two catalogs in one folder tree (one catalog's folder
  /// inside the other's, or a catalog of `.stringsdict` files alone beside one of `.strings`
  /// files in the same folder): a target holding both would not build, and the run-time table
  /// is one.
  private mutating func warnAboutSplitTables() {
    var byName: [String: [LegacyTableGroup]] = [:]
    for group in groups where !group.isInterfaceTable { byName[group.name.lowercased(), default: []].append(group) }
    for (_, named) in byName.sorted(by: { $0.key < $1.key }) where named.count > 1 {
      for (index, first) in named.enumerated() {
        for second in named[(index + 1)...] {
          let nested = second.parent.hasPrefix(first.parent + "/") || first.parent.hasPrefix(second.parent + "/")
          let onlyPlurals = { (group: LegacyTableGroup) in group.files.allSatisfy { $0.kind == .stringsdict } }
          let siblings =
            FileTransaction.directory(of: first.parent) == FileTransaction.directory(of: second.parent)
            && (onlyPlurals(first) || onlyPlurals(second))
          guard nested || siblings else { continue }
          diagnostics.append(
            Diagnostic(
              .warning,
              "table '\(second.name)' becomes two catalogs in one folder tree ('\(first.catalogPath)' and "
                + "'\(second.catalogPath)'); a target holding both would not build (move the files into one "
                + "folder's .lproj folders)",
              path: second.catalogPath
            ).coded(.splitTable, before: ")"))
        }
      }
    }
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

  /// Collects the table files under `root`: every file of every `.lproj` folder below it, or
  /// the files of `root` itself when it is an `.lproj` folder, or `root` when it is a table
  /// file in one.
  private mutating func collect(_ root: String, includeBundles: Bool, found: inout [Found]) {
    let name = FileTransaction.baseName(of: root)
    if name.hasSuffix(".lproj"), FileIO.isDirectory(root) {
      found += tables(in: root)
    } else if name.hasSuffix(".strings") || name.hasSuffix(".stringsdict"), !FileIO.isDirectory(root) {
      let lproj = FileTransaction.directory(of: root)
      guard FileTransaction.baseName(of: lproj).hasSuffix(".lproj") else {
        diagnostics.append(Diagnostic(.error, "not in an .lproj folder, so its language is unknown", path: root))
        return
      }
      found.append(Found(lproj: lproj, file: root))
    } else {
      walk(root, includeBundles: includeBundles, found: &found)
    }
  }

  /// Walks `root` for `.lproj` folders, passing over build and dependency folders (noted) and
  /// walking bundles apart unless `includeBundles`: their tables are noted as not taken, and a
  /// folder a bundle links to is walked again outside it. Names are joined to `root` as given.
  private mutating func walk(_ root: String, includeBundles: Bool, found: inout [Found]) {
    let policy = FolderWalkPolicy(bundles: includeBundles ? .entered : .enteredApart, leafSuffixes: [".lproj"], trimsStart: false)
    FolderWalker.walk(
      root, policy: policy,
      unreadable: { folder in
        guard FileIO.exists(folder) && FileIO.isDirectory(folder) else { return }
        diagnostics.append(Diagnostic(.warning, "cannot read folder", path: folder))
      }
    ) { entry in
      // Each entry is checked for being a folder once: here, or by the walk when it is entered.
      if FolderWalker.skippedFolders.contains(entry.name) {
        if entry.name != ".git", FileIO.isDirectory(entry.path) { passedOver.append(entry.path) }
        return .leave
      }
      guard entry.name.hasSuffix(".lproj") else { return .enterIfAllowed }
      guard FileIO.isDirectory(entry.path) else { return .leave }
      let tables = tables(in: entry.path)
      guard !includeBundles, let bundle = entry.bundle else {
        found += tables
        return .leave
      }
      for item in tables {
        skipped.append(Skipped(path: item.file, reason: "inside '\(bundle)'", code: .insideBundle))
        if !tableNames.contains(item.tableName) { tableNames.append(item.tableName) }
      }
      return .leave
    }
  }

  /// The table files of the `.lproj` folder `lproj`, in name order (a warning for one that
  /// cannot be read, or for a folder named like a table file).
  private mutating func tables(in lproj: String) -> [Found] {
    guard let names = FolderWalker.sortedNames(in: lproj, where: { $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") })
    else {
      diagnostics.append(Diagnostic(.warning, "cannot read folder", path: lproj))
      return []
    }
    var found: [Found] = []
    for name in names {
      let path = lproj + "/" + name
      if FileIO.isDirectory(path) {
        diagnostics.append(Diagnostic(.warning, "a folder named like a table file; skipped", path: path))
        continue
      }
      found.append(Found(lproj: lproj, file: path))
    }
    return found
  }
}

extension String {
  /// The name without its last `.extension`.
  package func removingExtension() -> String {
    guard let dot = lastIndex(of: "."), dot != startIndex else { return self }
    return String(self[..<dot])
  }
}
