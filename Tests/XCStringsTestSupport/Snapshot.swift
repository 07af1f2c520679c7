import Foundation

/// Files of the package that restate what the code produces (documentation pages): a test
/// compares the file with the text, and `RECORD_DOCUMENTATION=1 swift test --filter <test>`
/// writes the text there first.
public enum Snapshot {
  /// Whether this run records (`RECORD_DOCUMENTATION` is set).
  public static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_DOCUMENTATION"] != nil }

  /// The text of `relativePath` under the package root, after writing `text` there when
  /// recording.
  public static func recorded(_ text: String, at relativePath: String) throws -> String {
    let url = TestPaths.packageRoot.appendingPathComponent(relativePath)
    if isRecording { try Data(text.utf8).write(to: url) }
    return try String(contentsOf: url, encoding: .utf8)
  }
}
