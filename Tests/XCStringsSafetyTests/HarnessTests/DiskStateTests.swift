import Foundation
import Testing
import XCStringsTestSupport

/// The before/after picture of a folder: contents, modes and links, never followed.
@Suite("data safety: the state of a folder")
struct DiskStateTests {
  @Test func createdModifiedDeletedAndModeChangesAreListed() throws {
    let tree = try Tree(["a.txt": "a", "b.txt": "b", "dir/c.txt": "c"])
    let before = DiskState(of: tree.root)
    try tree.write("a.txt", "A")
    try FileManager.default.removeItem(atPath: tree.path("b.txt"))
    try tree.write("dir/d.txt", "d")
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: tree.path("dir/c.txt"))
    let changes = DiskState(of: tree.root).changes(since: before).map(\.description)
    #expect(changes == ["a.txt modified", "b.txt deleted", "dir/c.txt modified", "dir/d.txt created"])
    #expect(DiskState(of: tree.root).readOnlyFiles == ["dir/c.txt"])
  }

  @Test func aChangeThroughALinkShowsAtItsTargetNotAtTheLink() throws {
    let tree = try Tree(["outside/x.strings": "\"k\" = \"v\";\n"])
    try tree.mkdir("work")
    try FileManager.default.createSymbolicLink(atPath: tree.path("work/en.lproj"), withDestinationPath: tree.path("outside"))
    let before = DiskState(of: tree.root)
    try FileManager.default.removeItem(atPath: tree.path("work/en.lproj/x.strings"))
    #expect(DiskState(of: tree.root).changes(since: before).map(\.description) == ["outside/x.strings deleted"])
  }
}
