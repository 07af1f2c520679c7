import Testing
import XCStringsTestSupport

@testable import XCStringsProject

/// Quoting as Xcode writes values, and reading string tokens.
@Suite("Project text")
struct ProjectTextTests {
  @Test(arguments: [
    ("Localizable.xcstrings", "Localizable.xcstrings"), ("mul.lproj/Main.xcstrings", "mul.lproj/Main.xcstrings"),
    ("$(SRCROOT)/a", "\"$(SRCROOT)/a\""), ("<group>", "\"<group>\""), ("pt-BR.lproj/A.strings", "\"pt-BR.lproj/A.strings\""),
    ("a b", "\"a b\""), ("", "\"\""), ("Collection+.swift", "\"Collection+.swift\""), ("x:y", "\"x:y\""),
    ("say \"hi\"\\", "\"say \\\"hi\\\"\\\\\""), ("line\nnext\tT", "\"line\\nnext\\tT\""), ("Über", "\"Über\""),
    ("A_$.9/", "A_$.9/"),
  ])
  func valuesAreQuotedAsXcodeQuotesThem(value: String, written: String) {
    #expect(ProjectText.literal(value) == written)
  }

  @Test func writtenValuesReadBackAsThemselves() throws {
    var random = SeededGenerator(seed: 7)
    let alphabet = Array("aZ09_$./-+ :\"\\\n\t<>()é;,=") + ["🙂"]
    for _ in 0..<500 {
      let value = String((0..<Int.random(in: 0..<12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
      let file = try ProjectTestSupport.parse("{ objects = { A = {isa = X; v = \(ProjectText.literal(value)); }; }; }")
      #expect(file.object("A")?.string("v") == value, "\(value)")
    }
  }

  @Test func commentsCannotBeClosedEarly() {
    #expect(ProjectText.comment("a */ b") == "a * / b")
    #expect(ProjectText.comment("plain") == "plain")
  }
}
