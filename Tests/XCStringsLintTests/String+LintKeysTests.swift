import Testing

@testable import XCStringsLint

/// Which keys read as identifiers (shown to users as they are only by mistake) and which as text.
@Suite("Lint keys: identifiers and text")
struct StringLintKeysTests {
  @Test func dottedSnakeCamelAndKebabKeysAreIdentifiers() {
    for key in ["settings.title", "error_no_network", "showWelcomeScreen", "about-copyright-year", "RemoveTrackingParameters"] {
      #expect(key.looksLikeIdentifier, "\(key)")
    }
  }

  /// A title-case compound joined by hyphens is a word of the interface, not a kebab-case name.
  @Test func titleCaseHyphenatedWordsAreText() {
    for key in ["Text-to-Speech", "Peer-to-Peer", "Do-Not-Disturb", "Wi-Fi", "GitHub", "Settings", "Add Vehicle"] {
      #expect(!key.looksLikeIdentifier, "\(key)")
    }
  }
}
