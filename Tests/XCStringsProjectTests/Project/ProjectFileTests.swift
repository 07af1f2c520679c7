import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsProject

@Suite("Project file: corpus round trip")
struct ProjectFileCorpusTests {
  @Test(.enabled(if: TestPaths.shared != nil, "needs ../shared"))
  func everyCorpusProjectReadsAndWritesBackIdentically() throws {
    let files = ProjectTestSupport.corpusProjectFiles()
    #expect(files.count >= 18)
    for url in files {
      let bytes = try Array(Data(contentsOf: url))
      let project = try ProjectFile(parsing: bytes, path: url.path)
      #expect(project.bytes == bytes, "\(url.path)")
      #expect(project.project != nil, "\(url.path)")
      #expect(project.count > 10, "\(url.path)")
    }
  }
}
