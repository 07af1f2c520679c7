import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

/// XcodeGen and Tuist specs: found above a folder, and the places they name legacy files.
@Suite("Project specs")
struct ProjectSpecTests {
  static func tree(_ files: [String: String]) throws -> URL {
    let root = try TestPaths.temporaryDirectory()
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func specsAreFoundUpToTheRepository() throws {
    let root = try Self.tree([
      "project.yml": "name: App\n", "Sub/Project.swift": "import ProjectDescription\nlet project = Project(name: \"Sub\")\n",
      "Other/Project.swift": "// not a Tuist manifest\n", "Sub/App/en.lproj/Localizable.strings": "",
    ])
    let found = ProjectSpec.find(above: root.appendingPathComponent("Sub/App").path)
    #expect(found.map(\.generator) == [.tuist, .xcodeGen])
    #expect(found.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Project.swift", "project.yml"])
    #expect(ProjectSpec.find(above: root.appendingPathComponent("Other").path).map(\.generator) == [.xcodeGen])
  }

  @Test func mentionsOfLegacyFilesAreWarnedAtTheirPlace() throws {
    let spec = """
      targets:
        App:
          sources:
            - App
            - path: App/en.lproj/Localizable.strings
              buildPhase: resources
            - App/de.lproj/MyLocalizable.strings
            - "Localizable.stringsdict"

      """
    let root = try Self.tree(["project.yml": spec])
    let files = ["en", "de"].flatMap { language in
      ["strings", "stringsdict"].map { root.appendingPathComponent("App/\(language).lproj/Localizable.\($0)").path }
    }
    let found = ProjectSpec(path: root.appendingPathComponent("project.yml").path, generator: .xcodeGen).mentions(of: files)
    let path = root.appendingPathComponent("project.yml").path
    #expect(
      found.map(\.description) == [
        "\(path):5:15: warning: XcodeGen spec names legacy file 'Localizable.strings' explicitly; name the catalog instead, or the regenerated project will lack it",
        "\(path):8:10: warning: XcodeGen spec names legacy file 'Localizable.stringsdict' explicitly; name the catalog instead, or the regenerated project will lack it",
      ])
  }

  @Test func aSpecListingFoldersNamesNothing() throws {
    let root = try Self.tree(["project.yml": "targets:\n  App:\n    sources: [App]\n"])
    let spec = ProjectSpec(path: root.appendingPathComponent("project.yml").path, generator: .xcodeGen)
    #expect(spec.mentions(of: [root.appendingPathComponent("App/en.lproj/Localizable.strings").path]).isEmpty)
  }
}
