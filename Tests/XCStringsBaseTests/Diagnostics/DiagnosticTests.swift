import Testing
import XCStringsTestSupport

@testable import XCStringsBase

/// A diagnostic's code, and the slot where a program puts its hint for the code.
@Suite("diagnostic: codes and hint slots")
struct DiagnosticTests {
  static let hints: Diagnostic.Hints = { code, values in
    code == .fileExists ? "<" + values.joined(separator: ",") + ">" : nil
  }

  @Test func theCodeIsSetByEitherInitialiser() {
    #expect(Diagnostic(.error, "m", at: nil, code: .fileExists).code == .fileExists)
    #expect(Diagnostic(.error, "m", path: "p", code: .fileExists).code == .fileExists)
    #expect(Diagnostic(.error, "m", path: "p").code == nil)
    #expect(Diagnostic.Code(rawValue: "file-exists") == .fileExists)
  }

  /// Where the slot is, for each way of placing it; the library's description has no hint.
  @Test(
    arguments: [
      ("a b c", "", "", "a b c<v>"),
      ("a b c", "a", "", "<v> b c"),
      ("a b c", "b", " c", "a <v> c"),
      ("a b c", "", " c", "a b<v> c"),
      ("a b c", "a b c", "", "<v>"),
      // A phrase found nowhere: the hint goes at the end.
      ("a b c", "x", "", "a b c<v>"),
      // Counted in bytes from the end: text before the slot may be any length.
      ("ünïcödé b c", "b", " c", "ünïcödé <v> c"),
    ] as [(String, String, String, String)])
  func theSlotIsWhereTheCodeSaysIt(message: String, phrase: String, tail: String, printed: String) {
    let coded = Diagnostic(.error, message, at: nil).coded(.fileExists, replacing: phrase, before: tail, values: ["v"])
    #expect(coded.code == .fileExists)
    #expect(coded.description == "error: \(message)")
    #expect(coded.description(hints: Self.hints) == "error: \(printed)")
  }

  /// Text put in front of a coded message later leaves the slot in place; a message cut
  /// shorter than its slot takes the hint at its end.
  @Test func theSlotFollowsTheMessage() {
    var coded = Diagnostic(.warning, "x (k)", path: "p").coded(.fileExists, before: " (k)", values: ["v"])
    coded.message = "in front " + coded.message
    #expect(coded.description(hints: Self.hints) == "p: warning: in front x<v> (k)")
    coded.message = "k"
    #expect(coded.description(hints: Self.hints) == "p: warning: k<v>")
  }

  /// Notes take their hints too; a code without a hint prints the message alone.
  @Test func notesTakeTheirHints() {
    let note = Diagnostic(.note, "first", at: nil, code: .fileExists)
    let error = Diagnostic(.error, "second", at: nil, notes: [note], code: .catalogExists)
    #expect(error.description(hints: Self.hints) == "error: second\nnote: first<>")
  }

  /// The workflow output adds the hints it is given, to diagnostics and to plain lines.
  @Test func workflowOutputAddsItsHints() {
    let collected = CollectedOutput()
    var io = collected.io()
    io.report([Diagnostic(.error, "m", path: "p", code: .fileExists)])
    #expect(io.hint(.fileExists, values: ["v"]) == "")
    io.hints = Self.hints
    io.report([Diagnostic(.error, "m", path: "p", code: .fileExists)])
    #expect(io.hint(.fileExists, values: ["v"]) == "<v>")
    #expect(io.hint(.catalogExists) == "")
    #expect(collected.standardError == "p: error: m\np: error: m<>\n")
    let marking = CollectedOutput()
    marking.markingCodes().report([Diagnostic(.note, "language", at: nil).coded(.languageVariant, values: ["a", "b"])])
    #expect(marking.standardError == "note: language[language-variant: a, b]\n")
  }
}
