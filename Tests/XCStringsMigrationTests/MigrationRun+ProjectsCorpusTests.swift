import Foundation
import Testing
import XCStringsBase
import XCStringsMigration
import XCStringsModel
import XCStringsProject
import XCStringsTestSupport

/// The grading of `../shared/corpus-pbxproj/README.md`, through the command: on a copy of each
/// graded pair's `before/` tree, `migrate TREE --update-project --delete-legacy
/// --source-language en` plus the pair's options must exit 0, give a project file compare.py
/// calls EQUIVALENT to Xcode's, delete and add exactly the files of `files.tsv`, and set
/// SWIFT_EMIT_LOC_STRINGS = YES in every project-level configuration.
@Suite("migrate --update-project: corpus pairs")
struct MigrateUpdateProjectCorpusTests {
  static var corpus: URL { TestPaths.corpusPbxproj! }

  /// The legacy and catalog files under a folder, relative to it.
  static func tableFiles(_ root: String) -> Set<String> {
    var result = Set<String>()
    let walker = FileManager.default.enumerator(atPath: root)
    while let path = walker?.nextObject() as? String {
      if path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings") { result.insert(path) }
    }
    return result
  }

  static func compare(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: TestPaths.python3!)
    process.arguments = [corpus.appendingPathComponent("compare.py").path] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output
  }

  @Test(
    .enabled(if: TestPaths.python3 != nil, "needs python3"),
    .enabled(if: TestPaths.corpusPbxproj != nil, "needs ../shared/corpus-pbxproj")
  )
  func everyGradedPairMigratesAsXcodeDid() throws {
    var graded = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted() {
      let folder = Self.corpus.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: folder.path + "/pair.json"),
        let pair = try JSONSerialization.jsonObject(with: data) as? [String: Any], pair["graded"] as? Bool == true
      else { continue }
      graded += 1
      let tree = try Tree([:])
      let root = tree.path("tree")
      try FileManager.default.copyItem(atPath: folder.path + "/before", toPath: root)
      try Self.makeWritable(root)
      for path in pair["remove_before_run"] as? [String] ?? [] { try FileManager.default.removeItem(atPath: root + "/" + path) }
      let before = Self.tableFiles(root)
      let harness = MigrationHarness()
      let arguments =
        ["migrate", root, "--update-project", "--delete-legacy", "--source-language", "en"]
        + (pair["migrate_options"] as? [String] ?? [])
      #expect(harness.run(arguments) == 0, "\(name): \(harness.stderr)")
      let project = pair["pbxproj"] as? String ?? ""
      let verdict = try Self.compare(
        [folder.path + "/before/" + project, root + "/" + project, folder.path + "/after.pbxproj"]
          + (pair["compare_options"] as? [String] ?? []))
      #expect(verdict.hasPrefix("EQUIVALENT"), "\(name): \(verdict)")
      let lines = try String(contentsOfFile: folder.path + "/files.tsv", encoding: .utf8).split(separator: "\n")
      let expectedDeleted = Set(lines.filter { $0.hasPrefix("D\t") }.map { String($0.dropFirst(2)) })
      let expectedAdded = Set(lines.filter { $0.hasPrefix("A\t") }.map { String($0.dropFirst(2)) })
      let after = Self.tableFiles(root)
      #expect(after.subtracting(before) == expectedAdded, "\(name)")
      #expect(before.subtracting(after) == expectedDeleted, "\(name)")
      let graph = ProjectGraph(try ProjectFile(contentsOf: root + "/" + project), location: root + "/" + project)
      #expect(!graph.projectConfigurations.isEmpty)
      for configuration in graph.projectConfigurations {
        #expect(configuration.value("buildSettings")?.dictionary?["SWIFT_EMIT_LOC_STRINGS"] == .string("YES"), "\(name)")
      }
    }
    #expect(graded >= 7)
  }

  static func makeWritable(_ root: String) throws {
    let manager = FileManager.default
    try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root)
    let walker = manager.enumerator(atPath: root)
    while let relative = walker?.nextObject() as? String {
      let path = root + "/" + relative
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
      try manager.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o755 : 0o644], ofItemAtPath: path)
    }
  }
}
