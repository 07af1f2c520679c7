import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

/// Inputs of the project-file tests: the shared corpora and small generated projects.
enum ProjectTestSupport {
  /// Every `.pbxproj` file under `../shared` (both halves of every pair and any project in
  /// the string corpus), sorted.
  static func corpusProjectFiles() -> [URL] { TestPaths.corpusFiles(withSuffix: ".pbxproj", in: TestPaths.shared) }

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
