import Foundation
import Testing
import XCStringsBase
import XCStringsModel
import XCStringsProject

/// What reading checks beyond the grammar: UTF-8, the objects dictionary, identifiers and keys.
@Suite("Project file reader")
struct ProjectFileReaderTests {
  @Test func invalidUTF8IsAnErrorAtTheFirstBadByte() {
    var bytes = Array("{\n  objects = {\n    A = {isa = X; name = \"caf".utf8)
    bytes += [0xC3, 0xA9, 0xFF]
    bytes += Array("\"; };\n  };\n}\n".utf8)
    #expect(
      ProjectTestSupport.failure(bytes: bytes)?.description
        == "test.pbxproj:3:31: error: project file is not valid UTF-8")
  }

  @Test func truncatedUTF8AtTheEndIsAnError() {
    let bytes = Array("{ objects = { }; a = \"x".utf8) + [0xE2, 0x82]
    #expect(ProjectTestSupport.failure(bytes: bytes)?.description == "test.pbxproj:1:24: error: project file is not valid UTF-8")
  }

  @Test func duplicateIdentifierIsAnErrorWithTheFirstDefinition() {
    let text =
      "{\n\tobjects = {\n\t\tAB = {isa = PBXGroup; };\n\t\tCD = {isa = PBXGroup; };\n\t\tAB = {isa = PBXFileReference; };\n\t};\n}\n"
    let failure = ProjectTestSupport.failure(text)
    #expect(
      failure?.description == """
        test.pbxproj:5:3: error: duplicate object identifier 'AB'
        test.pbxproj:3:3: note: first defined here
        """)
  }

  @Test func duplicateIdentifierSpelledDifferentlyIsStillADuplicate() {
    // Quoting does not make another identifier.
    let text = "{ objects = { AB = {isa = X; }; \"AB\" = {isa = Y; }; }; }"
    #expect(ProjectTestSupport.failure(text)?.message == "duplicate object identifier 'AB'")
  }

  @Test(arguments: [
    ("{ objects = { A = {isa = X; name = a; name = b; }; }; }", "test.pbxproj:1:39: error: duplicate key 'name'"),
    ("{ objects = { }; objects = { }; }", "test.pbxproj:1:18: error: duplicate key 'objects'"),
    (
      "{ objects = { A = {isa = X; buildSettings = { K = 1; \"K\" = 2; }; }; }; }",
      "test.pbxproj:1:54: error: duplicate key 'K'"
    ),
    ("{ a = ( { k = 1; k = 2; } ); objects = { }; }", "test.pbxproj:1:18: error: duplicate key 'k'"),
  ])
  func duplicateKeysAreErrors(text: String, message: String) {
    #expect(ProjectTestSupport.failure(text)?.description.split(separator: "\n").first.map(String.init) == message)
  }

  @Test func manyKeysAreCheckedByHashing() {
    // More keys than are compared pairwise.
    let keys = (0..<40).map { "K\($0) = v;" }.joined(separator: " ")
    #expect(ProjectTestSupport.failure("{ objects = { }; s = { \(keys) }; }") == nil)
    #expect(ProjectTestSupport.failure("{ objects = { }; s = { \(keys) K7 = w; }; }")?.message == "duplicate key 'K7'")
  }

  @Test(arguments: [
    ("{ archiveVersion = 1; }", "test.pbxproj:1:1: error: project has no 'objects' dictionary"),
    ("{ objects = (a); }", "test.pbxproj:1:1: error: project has no 'objects' dictionary"),
    ("{ objects = { A = B; }; }", "test.pbxproj:1:19: error: object 'A' is not a dictionary"),
    ("{ objects = { A = { name = x; }; }; }", "test.pbxproj:1:19: error: object 'A' has no 'isa'"),
    ("{ objects = { A = { isa = (X); }; }; }", "test.pbxproj:1:19: error: object 'A' has no 'isa'"),
  ])
  func objectsMustBeDictionariesWithAClass(text: String, message: String) {
    #expect(ProjectTestSupport.failure(text)?.description == message)
  }

  @Test func objectsReferencingThemselvesAreRead() throws {
    // The reader does not follow references; the graph guards against loops (see its tests).
    let file = try ProjectTestSupport.parse("{ objects = { G = {isa = PBXGroup; children = (G); }; }; }")
    #expect(file.object("G")?.strings("children") == ["G"])
  }

  @Test func classesAreSharedByTheirSpelling() throws {
    let file = try ProjectTestSupport.parse(
      "{ objects = { A = {isa = PBXGroup; }; B = {isa = \"PBXGroup\"; }; C = {isa = \"PBX\\U0047roup\"; }; D = {isa = X; }; }; }")
    #expect(file.objects(.group).map(\.id) == ["A", "B", "C"])
    #expect(file.objects.map(\.isa) == [.group, .group, .group, "X"])
  }
}
