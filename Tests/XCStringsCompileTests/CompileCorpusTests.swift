import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsCompile

/// `../shared/corpus-compile`, graded as its `grade.sh` grades a tool, in process: every
/// expected file byte for byte, no file beyond them, and the dry run listing exactly the files
/// the real run wrote, writing nothing. Skipped (and shown as skipped) without the corpus.
@Suite("compile: Apple's own output")
struct CompileCorpusTests {
  @Test(.enabled(if: TestPaths.corpusCompile != nil, "needs ../shared/corpus-compile"))
  func everyCaseIsExact() throws {
    let corpus = try #require(TestPaths.corpusCompile)
    let rows = try String(contentsOf: corpus.appendingPathComponent("cases.tsv"), encoding: .utf8).split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
    let header = rows[0]
    func column(_ name: String, _ row: [String]) -> String { row[header.firstIndex(of: name)!] }
    var files = 0
    var exact = 0
    var problems: [String] = []
    for row in rows.dropFirst() where row.count == header.count {
      let name = column("case", row)
      let folder = corpus.appendingPathComponent("cases/\(name)")
      let catalog = folder.appendingPathComponent(FileTransaction.baseName(of: column("catalog", row))).path
      let out = try TestPaths.temporaryDirectory().appendingPathComponent("out")
      var request = CompileRequest(path: catalog, output: out.path)
      let flags = column("flags", row).split(separator: " ").map(String.init)
      if let index = flags.firstIndex(of: "--serialization-format") {
        request.serialization = try #require(CompileRequest.Serialization(rawValue: flags[index + 1]))
      }
      request.dryRun = true
      let dry = CompileRun(request: request).run()
      if FileManager.default.fileExists(atPath: out.path) { problems.append("\(name): the dry run wrote files") }
      request.dryRun = false
      let real = CompileRun(request: request).run()
      if !real.succeeded { problems.append("\(name): \(real.diagnostics.map(\.description))") }
      let expected = column("expected", row).split(separator: " ").map(String.init)
      for relative in expected {
        files += 1
        let want = try Data(contentsOf: folder.appendingPathComponent("expected/\(relative)"))
        if let have = try? Data(contentsOf: out.appendingPathComponent(relative)), have == want {
          exact += 1
        } else {
          problems.append("\(name): \(relative) differs")
        }
      }
      var onDisk = Set<String>()
      let walker = FileManager.default.enumerator(atPath: out.path)
      while let relative = walker?.nextObject() as? String {
        if !relative.hasSuffix(".lproj") { onDisk.insert(relative) }
      }
      let written = Set(real.files.map { String($0.dropFirst(out.path.count + 1)) })
      if onDisk != written { problems.append("\(name): the files on disk are not the files listed") }
      if written != Set(expected) { problems.append("\(name): wrote \(written.sorted()), expected \(expected.sorted())") }
      if dry.files != real.files || Set(dry.files).count != dry.files.count {
        problems.append("\(name): the dry run lists other files")
      }
    }
    #expect(problems == [])
    #expect(files == 171)
    #expect(exact == files)
  }
}
