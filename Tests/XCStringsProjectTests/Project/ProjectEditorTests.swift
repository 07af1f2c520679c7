import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsModel
@testable import XCStringsProject

/// Splicing edits into project text: only the edited lines change, new text is written as
/// Xcode writes it, and the file's own layout (line ends, indentation) is kept.
@Suite("Project editor")
struct ProjectEditorTests {
  static let text = """
    {
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB1 /* a.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* a.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tF1 /* a.swift */ = {isa = PBXFileReference; path = a.swift; sourceTree = "<group>"; };
    \t\tF3 /* c.swift */ = {isa = PBXFileReference; path = c.swift; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tG1 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tF1 /* a.swift */,
    \t\t\t\tF3 /* c.swift */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tG2 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin XCBuildConfiguration section */
    \t\tC1 = {
    \t\t\tisa = XCBuildConfiguration;
    \t\t\tbuildSettings = {
    \t\t\t\tALPHA = YES;
    \t\t\t\t"CODE_SIGN_IDENTITY[sdk=iphoneos*]" = "iPhone Developer";
    \t\t\t\tZULU = NO;
    \t\t\t};
    \t\t};
    \t\tC2 = {isa = XCBuildConfiguration; buildSettings = {A = 1; }; };
    /* End XCBuildConfiguration section */
    \t};
    }

    """

  static func editor(_ text: String = text) throws -> ProjectEditor { ProjectEditor(try ProjectTestSupport.parse(text)) }

  static func node(_ editor: ProjectEditor, _ id: String, _ key: String) throws -> Int32 {
    let storage = editor.storage
    let ordinal = try #require(storage.ordinal(of: id))
    return try #require(storage.value(key, in: storage.objectNode(ordinal)))
  }

  @Test func noEditsGiveTheFileBack() throws {
    let editor = try Self.editor()
    #expect(editor.isEmpty)
    #expect(editor.apply().text == Self.text)
  }

  @Test func objectsGoToTheirSortedPlaceAndEmptiedSectionsGo() throws {
    var editor = try Self.editor()
    editor.removeObject("B1")
    editor.addObject(
      id: "F2", isa: .fileReference, comment: "b b.swift", fields: [("path", "b b.swift", nil), ("sourceTree", "<group>", nil)])
    editor.addObject(id: "F9", isa: .fileReference, comment: "z.swift", fields: [("path", "z.swift", nil)])
    let expected = Self.text
      .replacingOccurrences(
        of:
          "/* Begin PBXBuildFile section */\n\t\tB1 /* a.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* a.swift */; };\n/* End PBXBuildFile section */\n\n",
        with: ""
      )
      .replacingOccurrences(
        of: "\t\tF3 /* c.swift */ = {",
        with:
          "\t\tF2 /* b b.swift */ = {isa = PBXFileReference; path = \"b b.swift\"; sourceTree = \"<group>\"; };\n\t\tF3 /* c.swift */ = {"
      )
      .replacingOccurrences(
        of: "/* End PBXFileReference section */",
        with: "\t\tF9 /* z.swift */ = {isa = PBXFileReference; path = z.swift; };\n/* End PBXFileReference section */")
    #expect(editor.apply().text == expected)
  }

  @Test func aMissingSectionIsCreatedInItsPlace() throws {
    var editor = try Self.editor()
    editor.addObject(id: "V1", isa: .variantGroup, comment: "x", fields: [])
    editor.addObject(id: "A1", isa: "AAAFirst", comment: "first", fields: [])
    let result = editor.apply().text
    #expect(
      result.contains(
        "\t\tV1 /* x */ = {isa = PBXVariantGroup; };\n/* End PBXVariantGroup section */\n\n/* Begin XCBuildConfiguration section */"
      ))
    #expect(
      result.contains(
        "\tobjects = {\n\n/* Begin AAAFirst section */\n\t\tA1 /* first */ = {isa = AAAFirst; };\n/* End AAAFirst section */\n\n/* Begin PBXBuildFile section */"
      ))
    #expect(try ProjectTestSupport.parse(result).count == 9)
  }

  @Test func aSectionAfterTheLastOneEndsTheObjects() throws {
    var editor = try Self.editor()
    editor.addObject(id: "Z1", isa: "ZZZLast", comment: "last", fields: [])
    #expect(
      editor.apply().text.contains(
        "/* End XCBuildConfiguration section */\n\n/* Begin ZZZLast section */\n\t\tZ1 /* last */ = {isa = ZZZLast; };\n/* End ZZZLast section */\n\t};\n}"
      ))
  }

  @Test func listsAreEditedLineByLine() throws {
    var editor = try Self.editor()
    let list = try #require(editor.list("children", of: "G1"))
    #expect(list.elements.map(\.id) == ["F1", "F3"])
    editor.setList("children", of: "G1", [.new(id: "N0", comment: "new"), list.elements[1], .new(id: "N1", comment: nil)])
    editor.setList("children", of: "G2", [.new(id: "N2", comment: "two")])
    let expected = Self.text
      .replacingOccurrences(
        of: "\t\t\t\tF1 /* a.swift */,\n\t\t\t\tF3 /* c.swift */,\n",
        with: "\t\t\t\tN0 /* new */,\n\t\t\t\tF3 /* c.swift */,\n\t\t\t\tN1,\n"
      )
      .replacingOccurrences(of: "\t\t\tchildren = (\n\t\t\t);", with: "\t\t\tchildren = (\n\t\t\t\tN2 /* two */,\n\t\t\t);")
    #expect(editor.apply().text == expected)
    #expect(editor.editedLists.map(\.owner) == ["G1", "G2"])
  }

  @Test func oneLineListsStayOnOneLine() throws {
    let text = "{ objects = { G = {isa = PBXGroup; children = (A, B /* b */); }; H = {isa = PBXGroup; children = (); }; }; }"
    var editor = try Self.editor(text)
    let list = try #require(editor.list("children", of: "G")?.elements)
    editor.setList("children", of: "G", [list[0], list[1], .new(id: "C", comment: "c")])
    editor.setList("children", of: "H", [.new(id: "D", comment: nil)])
    #expect(
      editor.apply().text
        == "{ objects = { G = {isa = PBXGroup; children = (A, B /* b */, C /* c */,); }; H = {isa = PBXGroup; children = (D, ); }; }; }"
    )
    var removing = try Self.editor(text)
    removing.setList("children", of: "G", [list[1]])
    #expect(
      removing.apply().text
        == "{ objects = { G = {isa = PBXGroup; children = (B /* b */); }; H = {isa = PBXGroup; children = (); }; }; }")
  }

  @Test func settingsGoToTheirSortedPlace() throws {
    var editor = try Self.editor()
    editor.insertSetting("SWIFT_EMIT_LOC_STRINGS", "YES", into: try Self.node(editor, "C1", "buildSettings"))
    editor.insertSetting("B", "two words", into: try Self.node(editor, "C2", "buildSettings"))
    let expected = Self.text
      .replacingOccurrences(of: "\t\t\t\tZULU = NO;", with: "\t\t\t\tSWIFT_EMIT_LOC_STRINGS = YES;\n\t\t\t\tZULU = NO;")
      .replacingOccurrences(of: "buildSettings = {A = 1; };", with: "buildSettings = {A = 1; B = \"two words\"; };")
    #expect(editor.apply().text == expected)
  }

  @Test func lineEndsAndIndentationOfTheFileAreKept() throws {
    // The same file with CRLF line ends and four-space indentation.
    let text = Self.text.replacingOccurrences(of: "\t", with: "    ").replacingOccurrences(of: "\n", with: "\r\n")
    var editor = try Self.editor(text)
    editor.removeObject("F1")
    editor.addObject(id: "F2", isa: .fileReference, comment: "b", fields: [])
    let list = try #require(editor.list("children", of: "G1")?.elements)
    editor.setList("children", of: "G1", [list[1], .new(id: "F2", comment: "b")])
    editor.setList("children", of: "G2", [.new(id: "X", comment: nil)])
    editor.insertSetting("M", "1", into: try Self.node(editor, "C1", "buildSettings"))
    let expected =
      text
      .replacingOccurrences(
        of: "        F1 /* a.swift */ = {isa = PBXFileReference; path = a.swift; sourceTree = \"<group>\"; };\r\n", with: ""
      )
      .replacingOccurrences(
        of: "        F3 /* c.swift */ = {",
        with: "        F2 /* b */ = {isa = PBXFileReference; };\r\n        F3 /* c.swift */ = {"
      )
      .replacingOccurrences(
        of: "                F1 /* a.swift */,\r\n                F3 /* c.swift */,\r\n",
        with: "                F3 /* c.swift */,\r\n                F2 /* b */,\r\n"
      )
      .replacingOccurrences(
        of: "            children = (\r\n            );", with: "            children = (\r\n                X,\r\n            );"
      )
      .replacingOccurrences(of: "                ZULU = NO;", with: "                M = 1;\r\n                ZULU = NO;")
    #expect(editor.apply().text == expected)
  }

  @Test func aLastElementWithoutACommaGetsOne() throws {
    // Found by fuzzing: the comma the last element lacked sat inside its comment.
    let text = "{ objects = { G = {isa = PBXGroup; children = (\n\t\t\t\tA /* a */,\n\t\t\t\tB /* b ,*/\n\t\t\t); }; }; }"
    var editor = try Self.editor(text)
    let list = try #require(editor.list("children", of: "G")?.elements)
    editor.setList("children", of: "G", list + [.new(id: "C", comment: "c"), .new(id: "D", comment: nil)])
    let result = editor.apply().text
    #expect(
      result
        == "{ objects = { G = {isa = PBXGroup; children = (\n\t\t\t\tA /* a */,\n\t\t\t\tB /* b ,*/,\n\t\t\t\tC /* c */,\n\t\t\t\tD,\n\t\t\t); }; }; }"
    )
    #expect(try ProjectTestSupport.parse(result).object("G")?.strings("children") == ["A", "B", "C", "D"])
    var inline = try Self.editor("{ objects = { G = {isa = PBXGroup; children = (A /* a */); }; }; }")
    let one = try #require(inline.list("children", of: "G")?.elements)
    inline.setList("children", of: "G", one + [.new(id: "C", comment: nil), .new(id: "D", comment: "d")])
    #expect(inline.apply().text == "{ objects = { G = {isa = PBXGroup; children = (A /* a */, C, D /* d */,); }; }; }")
  }

  @Test func aLineCommentAfterTheLastElementStaysOnItsLine() throws {
    // Found by fuzzing: `B /* b *///,` hid the comma in a line comment.
    let text = "{ objects = { G = {isa = PBXGroup; children = (\n\t\t\t\tA,\n\t\t\t\tB /* b *///,\n\t\t\t); }; }; }"
    var editor = try Self.editor(text)
    let list = try #require(editor.list("children", of: "G")?.elements)
    editor.setList("children", of: "G", list + [.new(id: "C", comment: nil)])
    let result = editor.apply().text
    #expect(
      result == "{ objects = { G = {isa = PBXGroup; children = (\n\t\t\t\tA,\n\t\t\t\tB /* b */,//,\n\t\t\t\tC,\n\t\t\t); }; }; }"
    )
    #expect(try ProjectTestSupport.parse(result).object("G")?.strings("children") == ["A", "B", "C"])
  }

  @Test func aSectionMarkerInsideACommentIsText() throws {
    // Found by fuzzing: a comment running over two lines held what looked like the end marker,
    // and the new object went inside the comment.
    let text =
      "{\n\tobjects = {\n\n/* Begin PBXFileReference section */\n\t\tF1 = {isa = PBXFileReference; };\n"
      + "/* a comment that runs on\n/* End PBXFileReference section */\n\t\tF2 = {isa = PBXFileReference; };\n"
      + "/* End PBXFileReference section */\n\t};\n}\n"
    var editor = try Self.editor(text)
    editor.addObject(id: "F3", isa: .fileReference, comment: "c", fields: [])
    let result = editor.apply().text
    #expect(
      result
        == text.replacingOccurrences(
          of: "\t\tF2 = {isa = PBXFileReference; };\n",
          with: "\t\tF2 = {isa = PBXFileReference; };\n\t\tF3 /* c */ = {isa = PBXFileReference; };\n"))
    #expect(try ProjectTestSupport.parse(result).count == 3)
  }

  @Test func aFileWithoutSectionsTakesObjectsBeforeItsClosingBrace() throws {
    var editor = try Self.editor("{ objects = { A = {isa = X; }; }; }")
    editor.addObject(id: "B", isa: "Y", comment: "b", fields: [("k", "v", "note")])
    #expect(editor.apply().text == "{ objects = { A = {isa = X; }; B /* b */ = {isa = Y; k = v /* note */; }; }; }")
  }
}
