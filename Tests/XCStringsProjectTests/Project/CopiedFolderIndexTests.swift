import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

/// Which tables sit inside a folder a project copies whole, and which projects are read to
/// know it.
@Suite("copied folder index")
struct CopiedFolderIndexTests {
  /// A project whose target copies the folder `Content` whole, written under a new folder.
  static func copyingProject() throws -> (root: URL, project: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("copied-\(UUID().uuidString)")
    return (root, try ProjectScenario.copyingAFolder.write(to: root))
  }

  @Test func aTableInsideACopiedFolderHasAReason() throws {
    let (root, project) = try Self.copyingProject()
    defer { try? FileManager.default.removeItem(at: root) }
    var index = CopiedFolderIndex()
    let content = root.appendingPathComponent("Content").path
    let reason = index.reason(forTableIn: content, files: [content + "/de.lproj/Web.strings"], under: root.path)
    #expect(
      reason == "it is inside folder reference 'Content', which \(project) copies into the app as it is "
        + "(a catalog there would not be compiled)")
    let app = root.appendingPathComponent("App").path
    #expect(index.reason(forTableIn: app, files: [app + "/de.lproj/Localizable.strings"], under: root.path) == nil)
  }

  /// A project the caller has read is not read again when the search finds it: here the file
  /// on disk is replaced by one that copies nothing, and the project remembered still decides.
  @Test func aRememberedProjectIsNotReadAgain() throws {
    let (root, project) = try Self.copyingProject()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try ProjectFile(contentsOf: project)
    try Data("// !$*UTF8*$!\n{ objects = { }; rootObject = X; }\n".utf8).write(to: URL(fileURLWithPath: project))
    var index = CopiedFolderIndex()
    index.remember(file, project: project)
    // Remembering adds no folder by itself.
    let web = root.appendingPathComponent("Content/de.lproj/Web.strings").path
    #expect(index.container(of: web) == nil)
    #expect(!index.contains(project: project))
    let content = root.appendingPathComponent("Content").path
    #expect(index.reason(forTableIn: content, files: [web], under: root.path) != nil)
    #expect(index.contains(project: project))
  }

  /// Without it, the project is read from the disk when it is found.
  @Test func aProjectNotRememberedIsReadFromTheDisk() throws {
    let (root, project) = try Self.copyingProject()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("// !$*UTF8*$!\n{ objects = { }; rootObject = X; }\n".utf8).write(to: URL(fileURLWithPath: project))
    var index = CopiedFolderIndex()
    let content = root.appendingPathComponent("Content").path
    #expect(index.reason(forTableIn: content, files: [content + "/de.lproj/Web.strings"], under: root.path) == nil)
  }
}
