import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsMerge
@testable import XCStringsModel

/// The grading of `../shared/corpus-merge/README.md`: real three-way merges of catalogs from
/// public apps, with what each team committed. Skipped when the corpus is absent.
@Suite("merge: real histories", .enabled(if: MergeCorpus.isPresent))
struct CatalogMergeCorpusTests {
  static let root = TestPaths.corpusMerge

  /// One row of `cases.tsv`.
  struct Case {
    var name: String
    var path: String
    var base, ours, theirs, committed: String
    var semanticConflict: String
    var committedEqualsMerge: String
    var notes: String

    /// The keys the notes name as conflicting (`e.g. "key"/de`); a name cut short ends in `…`.
    var conflictExamples: [String] {
      guard let start = notes.range(of: "semantic-conflicts:") else { return [] }
      var part = notes[start.upperBound...]
      if let end = part.range(of: "); ") { part = part[..<end.lowerBound] }
      // Line breaks in keys are written `\n` in the notes.
      return part.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 1 }.map { $0.element.replacingOccurrences(of: "\\n", with: "\n") }
    }
  }

  static let cases: [Case]? = {
    guard let root, let text = try? String(contentsOf: root.appendingPathComponent("cases.tsv"), encoding: .utf8) else {
      return nil
    }
    let rows = text.split(separator: "\n").dropFirst().map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    return rows.map { row in
      Case(
        name: row[0], path: row[3], base: row[4], ours: row[5], theirs: row[6], committed: row[7], semanticConflict: row[9],
        committedEqualsMerge: row[10], notes: row[12])
    }
  }()

  static func blob(_ id: String) -> URL { root!.appendingPathComponent("blobs/\(id).xcstrings") }

  /// Whether a version is refused: not valid JSON (a key written twice is read as Python's
  /// reader, the README's, and Foundation's read it, the last copy winning).
  static func isRefused(_ id: String) -> Bool {
    let bytes = Array((try? Data(contentsOf: blob(id))) ?? Data())
    return (try? CatalogJSONReader.readAllowingIdenticalRepeats(bytes, path: id)) == nil
  }

  @Test func everyCaseIsGradedAsTheReadmeSays() throws {
    let cases = try #require(Self.cases)
    #expect(cases.count == 80)
    var graded = [0, 0, 0, 0]
    for item in cases {
      let folder = try TestPaths.temporaryDirectory()
      var paths: [String] = []
      for (role, id) in [("base", item.base), ("ours", item.ours), ("theirs", item.theirs)] {
        let path = folder.appendingPathComponent("\(role).xcstrings").path
        try FileManager.default.copyItem(atPath: Self.blob(id).path, toPath: path)
        // The corpus is read-only; git's driver merges into files git wrote, which are not
        // (and merge refuses a read-only OURS).
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        paths.append(path)
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: paths[1]))
      let request = CatalogMergeRequest(
        base: .file(paths[0], named: item.path, role: "base"), ours: .file(paths[1], named: item.path, role: "ours"),
        theirs: .file(paths[2], named: item.path, role: "theirs"), destination: paths[1], name: item.path)
      let outcome = CatalogMergeRun(request: request).run()
      let after = try Data(contentsOf: URL(fileURLWithPath: paths[1]))

      // 4. A side that does not read: a located error, and nothing written.
      if [item.base, item.ours, item.theirs].contains(where: Self.isRefused) {
        let error = outcome.inputDiagnostics.first { $0.severity == .error }
        #expect(outcome.status == .unreadable && after == before, "\(item.name)")
        #expect(
          error?.location?.path == item.path && (error?.location?.line ?? 0) >= 1, "\(item.name): \(String(describing: error))")
        graded[3] += 1
        continue
      }
      // 3. Every result is a catalog in Xcode's canonical bytes.
      let result = try CatalogJSONReader.read(Array(after), path: item.path)
      #expect(FileIO.sameBytes(Array(after), CatalogJSONWriter.data(for: result)), "\(item.name): not canonical")
      graded[2] += 1
      // A committed file may write a key twice alike (the README's "merge-duplicate-keys"): it
      // is the same catalog.
      let committed = try? CatalogJSONReader.readAllowingIdenticalRepeats(
        Array(try Data(contentsOf: Self.blob(item.committed))), path: item.committed
      ).catalog
      // 1. Where the team committed the conflict-free merge: exactly it, and no conflict.
      if item.semanticConflict == "no", item.committedEqualsMerge == "yes" {
        #expect(outcome.status == .merged && outcome.conflicts.isEmpty, "\(item.name): \(outcome.diagnostics)")
        #expect(result == committed, "\(item.name): differs from the committed file")
        graded[0] += 1
      }
      // 2. Real conflicts are reported, naming the keys the notes name; elsewhere the result
      // is the committed file where the notes say it is the merge outside the conflicts.
      if item.semanticConflict == "yes" {
        #expect(outcome.status == .conflicted && !outcome.conflicts.isEmpty, "\(item.name)")
        let named = outcome.conflicts.compactMap(\.site.key)
        for example in item.conflictExamples {
          let found =
            example.hasSuffix("…")
            ? named.contains { $0.hasPrefix(example.dropLast()) } : named.contains { $0.isIdentical(to: example) }
          #expect(found, "\(item.name): no conflict names '\(example)'")
        }
        if item.notes.contains("M-equals-merge-outside-conflicting-keys:yes"), let committed {
          var mine = result
          var theirs = committed
          for key in named {
            mine.strings[key] = nil
            theirs.strings[key] = nil
          }
          #expect(mine == theirs, "\(item.name): differs from the committed file outside the conflicts")
        }
        graded[1] += 1
      }
    }
    // As cases.tsv counts them: 53 conflict-free merges committed as such, 8 real conflicts
    // (the README's figure), 78 results and 2 cases with a side that does not read (a third,
    // with a key written twice in two different ways, is read as Xcode reads it).
    #expect(graded == [53, 8, 78, 2])
  }
}

/// Whether `../shared/corpus-merge` is next to the package.
enum MergeCorpus {
  static var isPresent: Bool { CatalogMergeCorpusTests.cases != nil }
}
