import Foundation

/// Locations of test inputs: the repo's own fixtures and the optional shared corpus.
enum TestPaths {
  /// The package root, derived from this file's location.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared/corpus` next to the package, when present (absent in a fresh clone).
  static var corpus: URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Every file under the corpus whose name ends with `suffix`, sorted.
  static func corpusFiles(withSuffix suffix: String) -> [URL] {
    guard let corpus, let walker = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) { files.append(url) }
    return files.sorted { $0.path < $1.path }
  }

  /// The folder holding this test process's temporary folders, removed when the process
  /// exits, so that test runs do not pile up folders in the system's temporary folder.
  static let temporaryRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-tests-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    removedAtExit = root.path
    atexit { if let path = removedAtExit { try? FileManager.default.removeItem(atPath: path) } }
    return root
  }()

  /// A fresh empty temporary folder.
  static func temporaryDirectory() throws -> URL {
    let url = temporaryRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The folder ``TestSupport/temporaryRoot`` removes at exit (a C exit handler captures nothing).
nonisolated(unsafe) private var removedAtExit: String?

extension Array where Element == UInt8 {
  /// The bytes as UTF-8 text, for readable failure messages.
  var text: String { String(decoding: self, as: UTF8.self) }
}
