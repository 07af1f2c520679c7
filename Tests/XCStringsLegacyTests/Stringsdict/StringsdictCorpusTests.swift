import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLegacy

/// Runs the reader over every real `.stringsdict` in the shared corpus and checks it against
/// Foundation's parser. Skipped (with a message) when the corpus is not next to the package.
@Suite("Stringsdict corpus")
struct StringsdictCorpusTests {
  typealias F = StringsdictFixture

  @Test(.enabled(if: TestPaths.corpus != nil, "needs ../shared/corpus"))
  func everyCorpusFileParsesToFoundationsValues() throws {
    let files = TestPaths.corpusFiles(withSuffix: ".stringsdict").map(\.path)
    #expect(!files.isEmpty)
    var equal = 0
    var warnings = 0
    for file in files {
      let table: StringsdictTable
      do {
        table = try StringsdictTable(contentsOf: file)
      } catch {
        Issue.record("\(error)")
        continue
      }
      warnings += table.diagnostics.count
      let data = try Data(contentsOf: URL(fileURLWithPath: file))
      let foundation = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      let expected = PlainValue(foundation: foundation)
      let actual = PlainValue(table)
      if actual == expected {
        equal += 1
      } else {
        Issue.record("\(file): our values differ from Foundation's")
      }
      // Our own output must read back to the same model and be readable by Foundation too.
      let written = StringsdictWriter.data(for: table)
      let reread = try StringsdictTable(parsing: written, path: file)
      #expect(StringsdictRoundTrip.normalized(reread) == StringsdictRoundTrip.normalized(table), "\(file)")
      let foundationReread = try PropertyListSerialization.propertyList(from: Data(written), options: [], format: nil)
      #expect(PlainValue(foundation: foundationReread) == expected, "\(file)")
    }
    print("stringsdict corpus: \(files.count) files parsed, \(equal) equal to Foundation, \(warnings) warnings")
    #expect(equal == files.count)
  }
}
