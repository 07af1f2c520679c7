import Foundation

/// Locations of test inputs: the package's own files, the optional shared corpora next to it,
/// the tools some tests run, and temporary folders.
public enum TestPaths {
  /// The package root, derived from this file's location (`Tests/XCStringsTestSupport/`).
  public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `../shared` next to the package, when present (absent in a fresh clone).
  public static var shared: URL? { existing(packageRoot.deletingLastPathComponent().appendingPathComponent("shared")) }

  /// `../shared/corpus`: real-world `.strings`, `.stringsdict` and `.xcstrings` files.
  public static var corpus: URL? { shared.flatMap { existing($0.appendingPathComponent("corpus")) } }

  /// `../shared/corpus-xliff`: real Xcode exports (`.xcloc` bundles and XLIFF files).
  public static var corpusXLIFF: URL? { shared.flatMap { existing($0.appendingPathComponent("corpus-xliff")) } }

  /// `../shared/corpus-pbxproj`: project files before and after Xcode's migration.
  public static var corpusPbxproj: URL? { shared.flatMap { existing($0.appendingPathComponent("corpus-pbxproj")) } }

  /// `../shared/corpus-merge`: three-way merges of catalogs from real histories.
  public static var corpusMerge: URL? { shared.flatMap { existing($0.appendingPathComponent("corpus-merge")) } }

  /// `../shared/corpus-compile`: catalogs next to the files Apple's `xcstringstool compile`
  /// wrote from them.
  public static var corpusCompile: URL? { shared.flatMap { existing($0.appendingPathComponent("corpus-compile")) } }

  private static func existing(_ url: URL) -> URL? { FileManager.default.fileExists(atPath: url.path) ? url : nil }

  /// Every file under `folder` (by default the corpus) whose name ends with `suffix`, sorted.
  public static func corpusFiles(withSuffix suffix: String, in folder: URL? = corpus) -> [URL] {
    guard let folder, let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var files: [URL] = []
    for case let url as URL in walker where url.lastPathComponent.hasSuffix(suffix) { files.append(url) }
    return files.sorted { $0.path < $1.path }
  }

  /// The path of `python3`, if one is installed.
  public static let python3: String? = ["/usr/bin/python3", "/usr/local/bin/python3", "/opt/homebrew/bin/python3"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  /// The folder holding this test process's temporary folders, removed when the process
  /// exits, so that test runs do not pile up folders in the system's temporary folder.
  public static let temporaryRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcstrings-tests-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    removedAtExit = root.path
    atexit { if let path = removedAtExit { try? FileManager.default.removeItem(atPath: path) } }
    return root
  }()

  /// A fresh empty temporary folder.
  public static func temporaryDirectory() throws -> URL {
    let url = temporaryRoot.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A fresh temporary copy of the package's `Samples/` folder, without any sample's `.build`
  /// folder (another test may be building a sample package while this one copies).
  public static func samplesCopy() throws -> URL {
    let scratch = try temporaryDirectory().appendingPathComponent("Samples")
    let samples = packageRoot.appendingPathComponent("Samples")
    let files = FileManager.default
    for sample in try files.contentsOfDirectory(atPath: samples.path).sorted() {
      let target = scratch.appendingPathComponent(sample)
      try files.createDirectory(at: target, withIntermediateDirectories: true)
      for item in try files.contentsOfDirectory(atPath: samples.appendingPathComponent(sample).path)
      where item != ".build" {
        try files.copyItem(at: samples.appendingPathComponent("\(sample)/\(item)"), to: target.appendingPathComponent(item))
      }
    }
    return scratch
  }

  /// Writes `text` to `path` under `root`, making the folders on the way.
  public static func write(_ text: String, _ path: String, in root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
}

/// The folder ``TestPaths/temporaryRoot`` removes at exit (a C exit handler captures nothing).
nonisolated(unsafe) private var removedAtExit: String?
