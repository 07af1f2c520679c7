import Foundation
import Testing

@testable import XCStringsKit

/// Helpers shared by the XLIFF suites.
enum XLIFFTestSupport {
  /// `../shared/corpus-xliff` next to the package, when present (absent in a fresh clone).
  static var corpus: URL? {
    let url = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus-xliff")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The message printed by corpus tests when the corpus is missing.
  static let corpusMissing = "skipped: ../shared/corpus-xliff is not present next to the package"

  /// The folder of Xcode 27 probe cases in the corpus.
  static var probes: URL? {
    corpus?.appendingPathComponent("Murzav__xcstrings-mcp@51aeb65fb44f/tests/fixtures/apple_xcode27")
  }

  static func bytes(_ url: URL) throws -> [UInt8] { Array(try Data(contentsOf: url)) }

  /// The text with each `<tool …/>` line replaced by a fixed one, for comparing documents
  /// that differ only in the tool that wrote them.
  static func withoutTool(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.trimmingCharacters(in: .whitespaces).hasPrefix("<tool ") ? "      <tool/>" : String(line)
    }.joined(separator: "\n")
  }

  /// The lines of `text` that differ from `expected`, as `line N: expected | actual`, at most
  /// `limit` of them, for failure messages.
  static func firstDifferences(_ actual: String, _ expected: String, limit: Int = 6) -> String {
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(a.count, e.count) where lines.count < limit {
      let left = index < e.count ? String(e[index]) : "<none>"
      let right = index < a.count ? String(a[index]) : "<none>"
      if left != right { lines.append("line \(index + 1): expected \(left) | actual \(right)") }
    }
    return lines.joined(separator: "\n")
  }

  /// The tool exports name in these tests.
  static let tool = XLIFFTool.xcstringsConvert(version: "9.9.9")
}
