import Foundation
import XCStringsTestSupport

/// One before/after pair of `../shared/corpus-pbxproj`, and how to grade a tool's result
/// against it the way the corpus README says.
struct ProjectCorpusPair {
  let folder: URL
  let name: String
  let projectPath: String
  let graded: Bool
  let migrateOptions: [String]
  let removeBeforeRun: [String]
  let compareOptions: [String]
  /// `D` and `A` lines of `files.tsv`: legacy files deleted and catalogs added, relative to `before/`.
  let deleted: Set<String>
  let added: Set<String>

  /// Every pair folder, sorted; empty without `../shared`.
  static func all() throws -> [ProjectCorpusPair] {
    guard let corpus = TestPaths.corpusPbxproj else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
    return try names.compactMap { name in
      let folder = corpus.appendingPathComponent(name)
      let json = folder.appendingPathComponent("pair.json")
      guard FileManager.default.fileExists(atPath: json.path) else { return nil }
      return try ProjectCorpusPair(folder: folder)
    }
  }

  init(folder: URL) throws {
    self.folder = folder
    name = folder.lastPathComponent
    let data = try Data(contentsOf: folder.appendingPathComponent("pair.json"))
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    projectPath = json["pbxproj"] as? String ?? ""
    graded = json["graded"] as? Bool ?? false
    migrateOptions = json["migrate_options"] as? [String] ?? []
    removeBeforeRun = json["remove_before_run"] as? [String] ?? []
    compareOptions = json["compare_options"] as? [String] ?? []
    let lines = try String(contentsOf: folder.appendingPathComponent("files.tsv"), encoding: .utf8).split(separator: "\n")
    var deleted = Set<String>()
    var added = Set<String>()
    for line in lines {
      let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      if parts[0] == "D" { deleted.insert(parts[1]) } else if parts[0] == "A" { added.insert(parts[1]) }
    }
    self.deleted = deleted
    self.added = added
  }

  /// The tables `--tables` selects in the pair's migrate options, if any.
  var tables: [String]? {
    guard let index = migrateOptions.firstIndex(of: "--tables"), index + 1 < migrateOptions.count else { return nil }
    return migrateOptions[index + 1].split(separator: ",").map(String.init)
  }

  var beforeProject: URL { folder.appendingPathComponent("before").appendingPathComponent(projectPath) }
  var expectedProject: URL { folder.appendingPathComponent("after.pbxproj") }

  /// A copy of `before/` with the `remove_before_run` files deleted.
  func copyTree() throws -> URL {
    let tree = try TestPaths.temporaryDirectory().appendingPathComponent("tree")
    try FileManager.default.copyItem(at: folder.appendingPathComponent("before"), to: tree)
    for path in removeBeforeRun { try FileManager.default.removeItem(at: tree.appendingPathComponent(path)) }
    // The corpus is read-only; the copy must be writable.
    try Self.makeWritable(tree)
    return tree
  }

  static func makeWritable(_ root: URL) throws {
    let manager = FileManager.default
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    guard let walker = manager.enumerator(atPath: root.path) else { return }
    for case let relative as String in walker {
      let path = root.appendingPathComponent(relative).path
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
      try manager.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
    }
  }

  /// Runs `compare.py BEFORE TOOL XCODE <compare options>`; `nil` when python3 is missing.
  func compare(toolResult: URL) throws -> (verdict: String, output: String)? {
    guard let python = TestPaths.python3 else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments =
      [
        folder.deletingLastPathComponent().appendingPathComponent("compare.py").path,
        beforeProject.path, toolResult.path, expectedProject.path,
      ] + compareOptions + ["-v"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (output.split(separator: ":").first.map(String.init) ?? "", output)
  }

  /// A path under `tree` written relative to it.
  static func relative(_ path: String, to tree: URL) -> String {
    let root = tree.standardizedFileURL.path
    let full = URL(fileURLWithPath: path).standardizedFileURL.path
    return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
  }
}
