import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsLint

/// A key whose every literal is the value of a property nothing names is read by no code:
/// its findings in the table, errors included, are notes.
@Suite("Linter: keys of declarations nothing names")
struct LinterUnusedDeclarationsTests {
  private typealias F = LintFixture

  private static let catalog = F.catalog([
    "Manual %@": F.entry(["en": F.unit("Manual %@"), "nl": F.unit("Handmatig %d")]),
    "Shown %@": F.entry(["en": F.unit("Shown %@"), "nl": F.unit("Getoond %d")]),
  ])

  /// The findings for the catalog and Swift files (`F0.swift`, …) written to disk, as printed
  /// from the tree's folder on.
  private func findings(_ swift: [String]) throws -> [String] {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(Self.catalog, "Localizable.xcstrings", in: root)
    for (index, source) in swift.enumerated() { try TestPaths.write(source, "F\(index).swift", in: root) }
    return LintProjectFixture.findings(root, rules: [.placeholderMismatch])
  }

  private static let declarations = """
    enum UserText {
      static let manualImport = NSLocalizedString("Manual %@", comment: "")
      static let shown = NSLocalizedString("Shown %@", comment: "")
    }
    """

  @Test func anErrorAboutAKeyOnlyAnUnnamedDeclarationHoldsIsANote() throws {
    #expect(
      try findings([Self.declarations, "let s = String(format: UserText.shown, name)\n"]) == [
        "Localizable.xcstrings:2:1: note: [placeholder-mismatch] 'nl' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@'); the key's only literal is in 'manualImport', which no code names, so no user sees it",
        "Localizable.xcstrings:3:1: error: [placeholder-mismatch] 'nl' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')",
      ])
  }

  /// Named anywhere (another file, a comment), or with a literal elsewhere, the key is live.
  @Test func aNamedDeclarationOrAnotherLiteralKeepsTheError() throws {
    let error =
      "error: [placeholder-mismatch] 'nl' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')"
    #expect(
      try findings([Self.declarations, "let s = String(format: UserText.manualImport, name)\n"]) == [
        "Localizable.xcstrings:2:1: " + error,
        "Localizable.xcstrings:3:1: note: [placeholder-mismatch] 'nl' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@'); the key's only literal is in 'shown', which no code names, so no user sees it",
      ])
    #expect(
      try findings([Self.declarations, #"let keys = ["Manual %@", "Shown %@"]"# + "\n"]) == [
        "Localizable.xcstrings:2:1: " + error, "Localizable.xcstrings:3:1: " + error,
      ])
  }

  /// A generated accessor (`static func unread(_ p1: Any) -> String { return L10n.tr(…) }`)
  /// that nothing calls reads its key for no one; called once, it shows the text.
  @Test func aGeneratedAccessorNothingCallsIsANote() throws {
    let generated = """
      public enum L10n {
        public enum Chat {
          public static func unread(_ p1: Any) -> String {
            return L10n.tr("Localizable", "Manual %@", String(describing: p1), fallback: "%@ unread")
          }
        }
        private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String { value }
      }
      """
    let note =
      "Localizable.xcstrings:2:1: note: [placeholder-mismatch] 'nl' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@'); the key's only literal is in 'unread', which no code names, so no user sees it"
    let error =
      "Localizable.xcstrings:2:1: error: [placeholder-mismatch] 'nl' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')"
    #expect(try findings([generated]).first == note)
    #expect(try findings([generated.replacingOccurrences(of: "\n", with: "\r\n")]).first == note)
    // Other keys that spell the name as a part (`menu.unread.title`) do not call it.
    #expect(
      try findings([generated, #"let t = L10n.tr("Localizable", "menu.unread.title", fallback: "")"# + "\n"]).first == note)
    #expect(try findings([generated, "let s = L10n.Chat.unread(3)\n"]).first == error)
  }
}
