import Testing
import XCStringsSwiftSource

@testable import XCStringsLint

/// Which keys Swift code may look up (`KeyUse.swift`).
@Suite("KeyUse")
struct KeyUseTests {
  static func use(_ source: String) throws -> KeyUse {
    KeyUse([try SwiftSourceFile(parsing: Array(source.utf8), path: "A.swift")])
  }

  /// Any literal counts; an interpolated one stands for the keys around its interpolations; a
  /// literal ending (or starting) with `_`, `.` or `-` for the keys it starts (or ends).
  @Test func literalsPatternsAndPieces() throws {
    let use = try Self.use(
      """
      let a = Text("Save")
      enum Kind: String { case rate = "Rate request" }
      let b = NSLocalizedString("TriggerType_\\(kind)", comment: "")
      let c = String(localized: "\\(count) files")
      let d = NSLocalizedString("settings." + name, comment: "")
      let e = NSLocalizedString(name + "_title", comment: "")
      let f = Text("\\(value)")
      """)
    let cases: [(String, Bool)] = [
      ("Save", true), ("Rate request", true), ("TriggerType_setup", true), ("TriggerType_", false),
      ("%lld files", true), ("%@ files", true), ("files", false), ("settings.theme", true), ("intro_title", true),
      ("Sorting: %@", false), ("List_of_loans_hint", false), ("save", false), ("%@", true), ("Trigger", false),
    ]
    for (key, expected) in cases { #expect(use.mayUse(key) == expected, "\(key)") }
    #expect(use.tables == ["Localizable"])
  }

  /// A short piece (`"_"`, `"a."`) or one with a space joins nothing: too many keys would match.
  @Test func shortPiecesAndSentencesJoinNothing() throws {
    let use = try Self.use("let a = \"_\"\nlet b = \"a.\"\nlet c = \"Hello, \"\nlet d = Text(\"x\", tableName: \"Other\")\n")
    for key in ["_x", "a.b", "Hello, world"] { #expect(!use.mayUse(key), "\(key)") }
    #expect(use.tables == ["Other"])
  }
}
