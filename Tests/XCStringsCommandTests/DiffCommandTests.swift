import Foundation
import Testing
import XCStringsKit
import XCStringsTestSupport

@testable import XCStringsCommand

@Suite("diff command")
struct DiffCommandTests {
  static func files(_ a: String, _ b: String) throws -> (String, String) {
    let root = try TestPaths.temporaryDirectory()
    let left = root.appendingPathComponent("a.xcstrings")
    let right = root.appendingPathComponent("b.xcstrings")
    try Scratch.write(a, to: left)
    try Scratch.write(b, to: right)
    return (left.path, right.path)
  }

  @Test func equalCatalogsExitZeroWhateverTheLayout() throws {
    let text = catalogText([("a", nil, [("en", "A")]), ("b", "B", [("de", "B-de"), ("en", "B")])])
    let compact = """
      {"version":"1.0","strings":{"b":{"localizations":{"en":{"stringUnit":{"value":"B","state":"translated"}},\
      "de":{"stringUnit":{"state":"translated","value":"B-de"}}},"extractionState":"migrated","comment":"B"},\
      "a":{"extractionState":"migrated","localizations":{"en":{"stringUnit":{"state":"translated","value":"A"}}}}},\
      "sourceLanguage":"en"}
      """
    let (a, b) = try Self.files(text, compact)
    let harness = CommandHarness()
    #expect(harness.run(["diff", a, b]) == 0)
    #expect(harness.stdout == "")
    #expect(harness.stderr == "")
  }

  @Test func differencesArePrintedOnePerLine() throws {
    let (a, b) = try Self.files(
      catalogText([("a", "Old", [("en", "A")]), ("gone", nil, [("en", "Gone")])]),
      catalogText([("a", "New", [("de", "A-de"), ("en", "A!")])]))
    let harness = CommandHarness()
    #expect(harness.run(["diff", a, b]) == 1)
    #expect(
      harness.stdout == """
        ~ "a" comment: 'Old' → 'New'
        + "a" [de]
        + "a" [de] state: 'translated'
        + "a" [de] value: 'A-de'
        ~ "a" [en] value: 'A' → 'A!'
        - "gone"
        - "gone" extractionState: 'migrated'
        - "gone" [en]
        - "gone" [en] state: 'translated'
        - "gone" [en] value: 'Gone'

        """)
  }

  /// An explicit source unit is a difference even when its value is the key, and so is its
  /// state; an empty value is shown as `''`.
  @Test func sourceUnitEqualToItsKeyIsADifference() throws {
    let a = """
      {"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}},"version":"1.0"}
      """
    let c = """
      {"sourceLanguage":"en","strings":{"Hello":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}},\
      "en":{"stringUnit":{"state":"needs_review","value":"Hello"}},"fr":{"stringUnit":{"state":"translated","value":""}}}}},"version":"1.0"}
      """
    let (left, right) = try Self.files(a, c)
    let harness = CommandHarness()
    #expect(harness.run(["diff", left, right]) == 1)
    #expect(
      harness.stdout == """
        + "Hello" [en]
        + "Hello" [en] state: 'needs_review'
        + "Hello" [en] value: 'Hello'
        + "Hello" [fr]
        + "Hello" [fr] state: 'translated'
        + "Hello" [fr] value: ''

        """)
  }

  @Test func ignoredFieldsDoNotCount() throws {
    let (a, b) = try Self.files(
      catalogText([("a", "Old", [("en", "A")])]),
      catalogText([("a", "New", [("en", "A")])]).replacingOccurrences(of: "\"migrated\"", with: "\"manual\"")
        .replacingOccurrences(of: "\"translated\"", with: "\"needs_review\""))
    let all = CommandHarness()
    #expect(all.run(["diff", a, b]) == 1)
    #expect(
      all.stdout == """
        ~ "a" comment: 'Old' → 'New'
        ~ "a" extractionState: 'migrated' → 'manual'
        ~ "a" [en] state: 'translated' → 'needs_review'

        """)
    let some = CommandHarness()
    #expect(some.run(["diff", a, b, "--ignore", "state,comment"]) == 1)
    #expect(some.stdout == "~ \"a\" extractionState: 'migrated' → 'manual'\n")
    let none = CommandHarness()
    #expect(none.run(["diff", a, b, "--ignore", "state,extraction-state,comment"]) == 0)
    #expect(none.stdout == "")
    let bad = CommandHarness()
    #expect(bad.run(["diff", a, b, "--ignore", "value"]) == 64)
    #expect(bad.stderr.contains("--ignore takes state, extraction-state, comment, unknown, not 'value'"))
  }

  @Test func unreadableInputExitsTwo() throws {
    let (a, _) = try Self.files(catalogText([("a", nil, [("en", "A")])]), "")
    let missing = a + ".missing"
    let harness = CommandHarness()
    #expect(harness.run(["diff", a, missing]) == 2)
    #expect(harness.stdout == "")
    #expect(harness.stderr.hasPrefix(missing + ": error: "))
    #expect(CommandHarness().run(["diff", a]) == 64)
  }

  @Test func textconvListsOneCatalogOneItemALine() throws {
    let (a, _) = try Self.files(catalogText([("a", "Old", [("en", "A")])]), "")
    let harness = CommandHarness()
    #expect(harness.run(["diff", "--textconv", a]) == 0)
    #expect(
      harness.stdout == """
        sourceLanguage: en
        version: 1.0
        "a"
        "a" comment: 'Old'
        "a" extractionState: 'migrated'
        "a" [en]
        "a" [en] state: 'translated'
        "a" [en] value: 'A'

        """)
    #expect(harness.stderr == "")
  }

  /// A file git left with conflict markers is shown as it is, so that `git diff` still works.
  @Test func textconvShowsAFileThatDoesNotReadAsItIs() throws {
    let text = "{\n<<<<<<< HEAD\n"
    let (a, _) = try Self.files(text, "")
    let harness = CommandHarness()
    #expect(harness.run(["diff", "--textconv", a]) == 0)
    #expect(harness.stdout == text)
    #expect(harness.stderr == "\(a):2:1: warning: not a valid catalog, so shown as it is: expected a string key, found '<'\n")
    #expect(CommandHarness().run(["diff", "--textconv", a, a]) == 64)
  }
}
