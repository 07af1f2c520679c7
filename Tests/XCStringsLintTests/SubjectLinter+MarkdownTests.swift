import Testing
import XCStringsLint

/// `markdown-mismatch`: a translation that breaks the markdown its source renders, so users
/// see asterisks where the source shows bold.
@Suite("markdown-mismatch")
struct SubjectLinterMarkdownTests {
  typealias F = LintFixture

  @Test func aTranslationThatBreaksTheSourcesBold() throws {
    let json = F.catalog([
      "**%lld** others liked this": F.entry([
        "fr": F.unit("**%lld autres **"), "de": F.unit("**%lld** andere"), "es": F.unit("**%lld otros"),
      ]),
      "Tap **Save** to keep it": F.entry(["ja": F.unit("**保存**をタップ"), "it": F.unit("Tocca ** Salva** per tenerlo")]),
      "5 * 3": F.entry(["fr": F.unit("5 ** 3")]),
      "**bold": F.entry(["fr": F.unit("**gras")]),
      "%lld items": F.entry([
        "en": F.plural(["one": "**%lld** item", "other": "**%lld** items"]),
        "pl": F.plural([
          "one": "**%lld** element", "few": "**%lld ** elementy", "many": "**%lld** elementów", "other": "**%lld** elementu",
        ]),
      ]),
    ])
    #expect(
      try F.findings(json, only: .markdownMismatch) == [
        "L.xcstrings:2:1: warning: [markdown-mismatch] 'es' translation has a '**' that bold never closes, so its users see the asterisks where the source shows bold",
        "L.xcstrings:2:1: warning: [markdown-mismatch] 'fr' translation has a '**' with a space on its inner side, which markdown does not read as bold, so its users see the asterisks where the source shows bold",
        "L.xcstrings:3:1: warning: [markdown-mismatch] 'it' translation has a '**' with a space on its inner side, which markdown does not read as bold, so its users see the asterisks where the source shows bold",
        "L.xcstrings:6:1: warning: [markdown-mismatch] 'pl' translation in plural form 'few' has a '**' with a space on its inner side, which markdown does not read as bold, so its users see the asterisks where the source shows bold",
      ])
  }
}
