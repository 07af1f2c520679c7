import Testing
import XCStringsCatalogJSON

@testable import XCStringsLint

/// `whitespace-mismatch` (`SubjectLinter+Whitespace.swift`): spaces and newlines at the edges
/// that show on screen, and the differences that do not.
@Suite("whitespace-mismatch")
struct SubjectLinterWhitespaceTests {
  typealias F = LintFixture

  @Test func whitespaceMismatchAtEitherEnd() throws {
    let json = F.catalog([
      "Delete ": F.entry(["de": F.unit("Löschen")]),
      "Name": F.entry(["de": F.unit("\nName")]),
      "%lld files": F.entry([
        "en": F.plural(["one": "%lld file ", "other": "%lld files "]),
        "de": F.plural(["one": "%lld Datei ", "other": "%lld Dateien"]),
      ]),
    ])
    #expect(
      try F.findings(json, only: .whitespaceMismatch) == [
        "L.xcstrings:2:1: warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not",
        "L.xcstrings:3:1: warning: [whitespace-mismatch] 'de' translation begins with a newline but the source does not",
        "L.xcstrings:4:1: warning: [whitespace-mismatch] source ends with a space but the 'de' translation in plural form 'other' does not",
      ])
  }

  /// The system shows an Info.plist text by itself (a permission prompt, the name under the
  /// icon): nothing is joined to it, so an edge the translation drops shows nothing; an edge
  /// it adds (a newline, an empty line) still shows.
  @Test func anInfoPlistTextMayDropTheSourcesEdges() throws {
    let json = F.catalog([
      "NSPhotoLibraryUsageDescription": F.entry(["en": F.unit(" Use photos "), "de": F.unit("Fotos nutzen")]),
      "NSCameraUsageDescription": F.entry(["en": F.unit("Use camera"), "de": F.unit("Kamera nutzen\n")]),
    ])
    let bytes = Array(json.utf8)
    let subject = LintSubject(
      catalog: try CatalogJSONReader.read(bytes, path: "InfoPlist.xcstrings"), file: "InfoPlist.xcstrings",
      tableName: "InfoPlist", origin: .catalog(CatalogKeyLocator(bytes: bytes, path: "InfoPlist.xcstrings")))
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .whitespaceMismatch }))
    #expect(
      Linter(options: options).lint([subject]).findings.map(\.description) == [
        "InfoPlist.xcstrings:3:1: warning: [whitespace-mismatch] 'de' translation ends with a newline but the source does not"
      ])
    // The same texts in another table: the dropped edges are reported.
    #expect(try F.findings(json, only: .whitespaceMismatch).count == 3)
  }

  @Test func whitespaceMatchingEndsAreFine() throws {
    let json = F.catalog([
      "Total: ": F.entry(["de": F.unit("Summe: ")]),
      "Name": F.entry(["de": F.unit("Name")]),
      "A\n": F.entry(["de": F.unit("B\n")]),
    ])
    #expect(try F.findings(json, only: .whitespaceMismatch) == [])
  }

  /// Full-width punctuation carries its own spacing: `（%@）` for ` (%@)` changes nothing.
  @Test func fullWidthPunctuationIsNoDroppedSpace() throws {
    let json = F.catalog([
      " (%@)": F.entry(["zh-Hans": F.unit("（%@）"), "fr": F.unit("（%@）"), "de": F.unit("(%@)")]),
      "Send to ": F.entry(["ja": F.unit("送信先："), "de": F.unit("Senden an")]),
    ])
    #expect(
      try F.findings(json, only: .whitespaceMismatch) == [
        "L.xcstrings:2:1: warning: [whitespace-mismatch] source begins with a space but the 'de' translation does not",
        "L.xcstrings:3:1: warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not",
      ])
  }

  /// Languages written without spaces between words may drop the space at an edge; a space
  /// one of them adds is still reported (a note for one space, a warning for an indent of
  /// more), as is a space dropped in a spaced language.
  @Test func unspacedLanguagesMayDropEdgeSpaces() throws {
    let json = F.catalog([
      "Delete ": F.entry([
        "zh-Hant": F.unit("刪除"), "ja": F.unit("削除"), "ko": F.unit("삭제"), "th": F.unit("ลบ"), "ru": F.unit("Удалить"),
      ]),
      "Saved": F.entry(["ja": F.unit(" 保存済み"), "ko": F.unit("  저장됨"), "ar": F.unit(" \t محفوظ")]),
    ])
    #expect(
      try F.findings(json, only: .whitespaceMismatch) == [
        "L.xcstrings:2:1: warning: [whitespace-mismatch] source ends with a space but the 'ru' translation does not",
        "L.xcstrings:3:1: warning: [whitespace-mismatch] 'ar' translation begins with a space but the source does not",
        "L.xcstrings:3:1: note: [whitespace-mismatch] 'ja' translation begins with one space the source does not have; a single space at the start barely shows",
        "L.xcstrings:3:1: warning: [whitespace-mismatch] 'ko' translation begins with a space but the source does not",
      ])
  }

  /// A text the code shows only as a view of its own (`Text(" days")` in a stack) loses its
  /// leading space in the layout: a translation that drops it shows the same. Joined to other
  /// text, looked up as a string, or a `LocalizedStringKey` value used elsewhere, it may show.
  @Test func aLeadingSpaceOfAViewOfItsOwnShowsNothing() throws {
    let catalog = try SourceLintFixture.subject(
      F.catalog([
        " days": F.entry(["de": F.unit("Tage")]),
        " hours": F.entry(["de": F.unit("Stunden")]),
        " weeks": F.entry(["de": F.unit("Wochen")]),
        " months": F.entry(["de": F.unit("Monate")]),
      ]))
    let source = #"""
      HStack { Picker("", selection: $n) { Text("1") }; Text(" days") }
      let h = Text("\(n)") + Text(" hours")
      let w = "\(n)" + String(localized: " weeks")
      var unit: LocalizedStringKey { " months" }
      """#
    #expect(
      try SourceLintFixture.findings([catalog], swift: [source], rules: [.whitespaceMismatch]) == [
        "Localizable.xcstrings:3:1 warning: [whitespace-mismatch] source begins with a space but the 'de' translation does not",
        "Localizable.xcstrings:4:1 warning: [whitespace-mismatch] source begins with a space but the 'de' translation does not",
        "Localizable.xcstrings:5:1 warning: [whitespace-mismatch] source begins with a space but the 'de' translation does not",
      ])
  }

  /// A one-line source whose only newline is its last shows the same lines without it; a
  /// text of several lines, or a leading newline, does not.
  @Test func aTrailingNewlineOfOneLineMayBeDropped() throws {
    let json = F.catalog([
      "Done\n": F.entry(["de": F.unit("Fertig")]),
      "Done\r\n": F.entry(["de": F.unit("Fertig")]),
      "First\nSecond\n": F.entry(["de": F.unit("Erste\nZweite")]),
      "\nNote": F.entry(["de": F.unit("Hinweis")]),
    ])
    #expect(
      try F.findings(json, only: .whitespaceMismatch) == [
        "L.xcstrings:4:1: warning: [whitespace-mismatch] source ends with a newline but the 'de' translation does not",
        "L.xcstrings:5:1: warning: [whitespace-mismatch] source begins with a newline but the 'de' translation does not",
      ])
  }

  /// A space at the end shows only where code joins more text to it: after a finished sentence
  /// or a label the source's own is no join, and one a translator adds joins nothing.
  @Test func trailingSpacesThatShowNothing() throws {
    let json = F.catalog([
      "Keep the output on for this long. ": F.entry(["de": F.unit("Ausgabe so lange anlassen.")]),
      "Enter the code sent to %@: ": F.entry(["de": F.unit("Code eingeben, gesendet an %@:")]),
      "Always On": F.entry(["de": F.unit("Immer an ")]),
      "Hello, ": F.entry(["de": F.unit("Hallo,")]),
    ])
    #expect(
      try F.findings(json, only: .whitespaceMismatch) == [
        "L.xcstrings:5:1: warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not"
      ])
  }

  /// Where the code joins the looked-up text with more (`+`, or in an interpolation), a
  /// trailing space the translation drops shows, even after a sentence.
  @Test func textTheCodeJoinsKeepsItsEdges() throws {
    let table = try SourceLintFixture.subject(
      F.catalog([
        "order.thanks": F.entry(["en": F.unit("Thank you for your order. "), "de": F.unit("Danke für Ihre Bestellung.")]),
        "order.total": F.entry(["en": F.unit("Total: "), "de": F.unit("Summe:")]),
        "order.note": F.entry(["en": F.unit("See you soon. "), "de": F.unit("Bis bald.")]),
      ]))
    let source = #"""
      let a = String(localized: "order.thanks") + date.formatted()
      let b = Text("\(String(localized: "order.total"))\(price)")
      let c = String(localized: "order.note")
      """#
    #expect(
      try SourceLintFixture.findings([table], swift: [source], rules: [.whitespaceMismatch]) == [
        "Localizable.xcstrings:2:1 warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not",
        "Localizable.xcstrings:3:1 warning: [whitespace-mismatch] source ends with a space but the 'de' translation does not",
      ])
  }

  /// A control character a translation holds and its source does not (`T\u{18}ìm kiếm`) shows
  /// as a box or nothing: `control-character`, once per translation. Tabs and line breaks are
  /// whitespace, and a control character the source has too is meant.
  @Test func aControlCharacterTheSourceLacks() throws {
    let json = F.catalog([
      "Find and replace…": F.entry(["vi": F.unit("T\u{18}ìm kiếm và thay thế…"), "de": F.unit("Suchen\tund ersetzen…")]),
      "Bell\u{7}": F.entry(["fr": F.unit("Cloche\u{7}")]),
      "%lld items": F.entry([
        "en": F.plural(["one": "%lld item", "other": "%lld items"]),
        "ru": F.plural(["one": "%lld элемент\u{0}", "other": "%lld элементов"]),
      ]),
    ])
    #expect(
      try F.findings(json, only: .controlCharacter) == [
        "L.xcstrings:2:1: warning: [control-character] 'vi' translation holds the control character U+0018, which the source does not: it shows as a box or nothing",
        "L.xcstrings:4:1: warning: [control-character] 'ru' translation in plural form 'one' holds the control character U+0000, which the source does not: it shows as a box or nothing",
      ])
  }

  /// A source written without spaces (Chinese, Japanese) has no space where code joins its
  /// text to another (`Text("\(count)") + Text("trips_unit")`): a translation into a spaced
  /// language adds one there by design, a note. An added newline stays a warning; one space
  /// in a translation into another unspaced language is a note as any single leading space.
  @Test func aSpaceAddedToTextOfAnUnspacedSourceIsANote() throws {
    let json = F.catalog(
      [
        "trips_unit": F.entry(["zh-Hant": F.unit("趟"), "en": F.unit(" trips"), "ja": F.unit(" 回")]),
        "unit_after": F.entry(["zh-Hant": F.unit("次"), "en": F.unit("\ntimes"), "de": F.unit(" Mal")]),
      ], source: "zh-Hant")
    #expect(
      try F.findings(json, only: .whitespaceMismatch) == [
        "L.xcstrings:2:1: note: [whitespace-mismatch] 'en' translation begins with a space but the source does not; 'zh-Hant' is written without spaces, so the space likely separates the text from what code joins to it",
        "L.xcstrings:2:1: note: [whitespace-mismatch] 'ja' translation begins with one space the source does not have; a single space at the start barely shows",
        "L.xcstrings:3:1: note: [whitespace-mismatch] 'de' translation begins with a space but the source does not; 'zh-Hant' is written without spaces, so the space likely separates the text from what code joins to it",
        "L.xcstrings:3:1: warning: [whitespace-mismatch] 'en' translation begins with a newline but the source does not",
      ])
  }
}
