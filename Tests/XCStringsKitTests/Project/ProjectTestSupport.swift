import Foundation
import Testing

@testable import XCStringsKit

/// Inputs of the project-file tests: the shared corpora and small generated projects.
enum ProjectTestSupport {
  /// `../shared` next to the package, when present.
  static var shared: URL? {
    let url = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// `../shared/corpus-pbxproj`, when present.
  static var pairCorpus: URL? {
    guard let url = shared?.appendingPathComponent("corpus-pbxproj"),
      FileManager.default.fileExists(atPath: url.path)
    else { return nil }
    return url
  }

  /// Every `.pbxproj` file under `../shared` (both halves of every pair and any project in
  /// the string corpus), sorted.
  static func corpusProjectFiles() -> [URL] {
    guard let shared, let walker = FileManager.default.enumerator(at: shared, includingPropertiesForKeys: nil) else {
      return []
    }
    var files: [URL] = []
    for case let url as URL in walker where url.pathExtension == "pbxproj" { files.append(url) }
    return files.sorted { $0.path < $1.path }
  }

  /// Parses text that must be a valid project.
  static func parse(_ text: String, path: String = "test.pbxproj") throws -> ProjectFile {
    try ProjectFile(parsing: Array(text.utf8), path: path)
  }

  /// The error a text gives, or `nil` when it parses.
  static func failure(_ text: String, path: String = "test.pbxproj") -> Diagnostic? {
    failure(bytes: Array(text.utf8), path: path)
  }

  static func failure(bytes: [UInt8], path: String = "test.pbxproj") -> Diagnostic? {
    do {
      _ = try ProjectFile(parsing: bytes, path: path)
      return nil
    } catch {
      return error
    }
  }
}
