import Foundation
import XCStringsKit

/// A generated project on disk.
struct Workload {
  var root: String
  var project: String
  var bytes: Int
  var files: [String]
  var languages: Int
  var keys: Int

  var stringsFiles: [String] { files.filter { $0.hasSuffix(".strings") } }

  /// Generates the project under `root`, or with `reusing` set, takes the one a previous run
  /// left there (profiling under valgrind would otherwise spend minutes generating it).
  static func make(in root: String, languages: Int, keys: Int, reusing: Bool = false) throws -> Workload {
    let project = root + "/project"
    if reusing, FileManager.default.fileExists(atPath: project) {
      var files: [String] = []
      var bytes = 0
      for folder in try FileManager.default.contentsOfDirectory(atPath: project).sorted() {
        for name in try FileManager.default.contentsOfDirectory(atPath: project + "/" + folder).sorted() {
          let path = "\(project)/\(folder)/\(name)"
          files.append(path)
          bytes += (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        }
      }
      return Workload(root: root, project: project, bytes: bytes, files: files, languages: languages, keys: keys)
    }
    try? FileManager.default.removeItem(atPath: root)
    try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
    var generator = WorkloadGenerator(languages: languages, keys: keys)
    let started = Date()
    let bytes = try generator.write(to: project)
    var files: [String] = []
    for folder in try FileManager.default.contentsOfDirectory(atPath: project).sorted() {
      for name in try FileManager.default.contentsOfDirectory(atPath: project + "/" + folder).sorted() {
        files.append("\(project)/\(folder)/\(name)")
      }
    }
    // The files just written are flushed now: otherwise the kernel writes them back while
    // the first measurements run, taking a core from a timing of a tenth of a second.
    sync()
    Swift.print(
      String(
        format: "generated %d languages × %d keys: %d files, %.1f MB in %.1f s", languages, keys,
        files.count, Double(bytes) / 1e6, Date().timeIntervalSince(started)))
    return Workload(root: root, project: project, bytes: bytes, files: files, languages: languages, keys: keys)
  }
}
