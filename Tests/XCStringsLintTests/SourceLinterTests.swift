import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsLint
@testable import XCStringsSwiftSource

private typealias Fixture = SourceLintFixture

@Suite("Source rules: calls against tables")
struct SourceLinterTests {
  /// `Localizable`: a sentence key, an interpolated key, an identifier key without `en`
  /// value, one whose `en` value is itself, one with a real value.
  private static func localizable() throws -> LintSubject {
    try Fixture.subject(
      LintFixture.catalog([
        "Hello %@": LintFixture.entry(["en": LintFixture.unit("Hello %@", "translated")]),
        "Done": LintFixture.entry(["en": LintFixture.unit("Done", "translated")]),
        "cart.title": LintFixture.entry(["de": LintFixture.unit("Warenkorb", "translated")]),
        "cart.empty": LintFixture.entry(["en": LintFixture.unit("cart.empty", "translated")]),
        "cart.total": LintFixture.entry(["en": LintFixture.unit("Total", "translated")]),
      ]))
  }

  // MARK: interpolated-localized-string

  @Test func interpolatedKeyTheTableLacksIsAnError() throws {
    let source = #"""
      let a = String(localized: ⟪a⟫"Welcome, \(name)!")
      let b = LocalizedStringResource(⟪b⟫"\(count) new", table: "Localizable")
      let c = String(localized: "Hello \(name)")
      let d = String(localized: ⟪d⟫"Hello \(count)")
      """#
    // `count` is an `Int`, looked up as `Hello %lld`, which `Hello %@` never matches.
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source]) == [
        "⟪a⟫ warning: [interpolated-localized-string] the compiler extracts the key 'Welcome, %@!' from this interpolated literal, and table 'Localizable' does not have it; add that key to the catalog, or use a fixed key with defaultValue: and String(format:)",
        "⟪b⟫ warning: [interpolated-localized-string] the compiler extracts the key '%lld new' from this interpolated literal, and table 'Localizable' does not have it; add that key to the catalog, or use a fixed key with defaultValue: and String(format:)",
        "⟪d⟫ warning: [interpolated-localized-string] the compiler extracts the key 'Hello %lld' from this interpolated literal, and table 'Localizable' does not have it (it has 'Hello %@', but the compiler writes 'Hello %lld' for an integer, and the lookup needs the exact key); add that key to the catalog, or use a fixed key with defaultValue: and String(format:)",
      ])
  }

  @Test func interpolatedNSLocalizedStringNeverMatches() throws {
    let source = #"let a = NSLocalizedString(⟪a⟫"Hello \(name)", comment: "")"#
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source]) == [
        "⟪a⟫ warning: [interpolated-localized-string] NSLocalizedString looks up the interpolated text itself at run time, which no table holds; use a fixed key such as 'Hello %@' with String(format:)"
      ])
  }

  /// A table with a key for each value the interpolation takes (`TriggerType_setup` for
  /// `"TriggerType_\(kind)"`) is what the filled-in text looks up: nothing to report. Keys
  /// with a specifier, or that only share the prefix, are no such keys. A key of only
  /// placeholders looks up the value itself (a key chosen at run time, or a number a miss
  /// shows as it is): nothing to report either.
  @Test func interpolatedNSLocalizedStringWithAKeyPerValueIsMeant() throws {
    let table = try Fixture.subject(
      LintFixture.catalog([
        "TriggerType_setup": LintFixture.entry(["en": LintFixture.unit("Setup"), "de": LintFixture.unit("Einrichtung")]),
        "Mode %@": LintFixture.entry(["en": LintFixture.unit("Mode %@")]),
        "Level_": LintFixture.entry(["en": LintFixture.unit("Level")]),
      ]))
    let source = #"""
      let a = NSLocalizedString("TriggerType_\(kind)", comment: "")
      let b = NSLocalizedString(⟪b⟫"Mode \(mode)", comment: "")
      let c = NSLocalizedString(⟪c⟫"Level_\(level)", comment: "")
      let d = NSLocalizedString("\(raw)", comment: "")
      let e = String(localized: "\(count)")
      """#
    #expect(
      try Fixture.findings([table], swift: [source]).map { $0.components(separatedBy: " NSLocalizedString")[0] } == [
        "⟪b⟫ warning: [interpolated-localized-string]", "⟪c⟫ warning: [interpolated-localized-string]",
      ])
  }

  @Test func interpolatedTextIsAnUnknownKeyNotAnError() throws {
    let source = #"Text(⟪a⟫"Bye, \(name)"); Text("Hello \(user.name)")"#
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source], rules: [.interpolatedLocalizedString, .unknownKey]) == [
        "⟪a⟫ warning: [unknown-key] 'Bye, %@' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated"
      ])
  }

  // MARK: unknown-key

  @Test func unknownKeysSayWhatStringExtractionDoes() throws {
    let source = #"Text("Done"); Text(⟪a⟫"Cancel"); String(localized: ⟪b⟫"Close", defaultValue: "Close")"#
    let on = StringExtraction(isOn: true, origin: "SWIFT_EMIT_LOC_STRINGS in App.xcodeproj")
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source], rules: [.unknownKey], extraction: on) == [
        "⟪a⟫ warning: [unknown-key] 'Cancel' is not a key of table 'Localizable'; string extraction is on (SWIFT_EMIT_LOC_STRINGS in App.xcodeproj), so Xcode adds it with state 'new' and no translation",
        "⟪b⟫ warning: [unknown-key] 'Close' is not a key of table 'Localizable'; string extraction is on (SWIFT_EMIT_LOC_STRINGS in App.xcodeproj), so Xcode adds it with state 'new' and no translation",
      ])
    let off = StringExtraction(isOn: false)
    #expect(
      try Fixture.findings([Self.localizable()], swift: [#"Text(⟪a⟫"Cancel")"#], rules: [.unknownKey], extraction: off) == [
        "⟪a⟫ warning: [unknown-key] 'Cancel' is not a key of table 'Localizable'; string extraction is off, so it is never translated"
      ])
  }

  @Test func tablesAreHonoured() throws {
    let other = try Fixture.subject(
      LintFixture.catalog([
        "Cancel": LintFixture.entry(["en": LintFixture.unit("Cancel", "translated"), "de": LintFixture.unit("Abbrechen")])
      ]), table: "Other")
    let source = #"""
      Text("Cancel", tableName: "Other"); Text(⟪a⟫"Cancel"); NSLocalizedString(⟪b⟫"Done", tableName: "Other", comment: "")
      String(localized: ⟪c⟫"Done", table: "Missing"); Text("Cancel", tableName: someTable)
      """#
    #expect(
      try Fixture.findings([Self.localizable(), other], swift: [source], rules: [.unknownKey]) == [
        "⟪a⟫ warning: [unknown-key] 'Cancel' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
        "⟪b⟫ warning: [unknown-key] 'Done' is not a key of table 'Other'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
        "⟪c⟫ warning: [unknown-key] 'Done' is looked up in table 'Missing', which is not under Root, so it is never translated",
      ])
  }

  @Test func aKeyInAnyTableOfTheNameIsKnown() throws {
    let widget = try Fixture.subject(
      LintFixture.catalog(["Refresh": LintFixture.entry(["en": LintFixture.unit("Refresh", "translated")])]),
      path: "Widget/Localizable.xcstrings")
    #expect(
      try Fixture.findings([Self.localizable(), widget], swift: [#"Text("Refresh"); Text("Done")"#], rules: [.unknownKey]) == [])
  }

  @Test func keysWithoutLettersAndTreesWithoutTablesAreLeftAlone() throws {
    let source = #"Text("\(count)"); Text("•"); Text("42 %"); Text("")"#
    #expect(try Fixture.findings([Self.localizable()], swift: [source], rules: [.unknownKey]) == [])
    let infoPlist = try Fixture.subject(LintFixture.catalog([:]), table: "InfoPlist")
    #expect(try Fixture.findings([infoPlist], swift: [#"Text("Cancel")"#]) == [])
  }

  @Test func legacyTablesNeverGainKeys() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("\"Done\" = \"Done\";\n", "App/en.lproj/Localizable.strings", in: root)
    try TestPaths.write("\"Done\" = \"Fertig\";\n", "App/de.lproj/Localizable.strings", in: root)
    try TestPaths.write("Text(\"Done\")\nText(\"Cancel\")\n", "App/View.swift", in: root)
    let tree = LintTree(loading: root.path)
    #expect(tree.sources.map(\.path) == [root.path + "/App/View.swift"])
    let findings = Linter().lint([tree]).findings.map(\.description)
    #expect(
      findings == [
        root.path
          + "/App/View.swift:2:6: warning: [unknown-key] 'Cancel' is not a key of table 'Localizable'; no tool adds keys to .strings files, so it is never translated"
      ])
  }

  /// A table that holds no translation (only the source language, translations that copy
  /// the source text, or `new` units the build leaves out) shows every user the same text: a key it lacks is a note. A table of
  /// another package, in that package's bundle, is no table the app's lookup reaches.
  @Test func aKeyATableWithoutTranslationsLacksIsANote() throws {
    let suffix =
      "; no table 'Localizable' this lookup reaches holds a translation, so every user sees the text as typed, like the table's other texts"
    let english = LintFixture.catalog(["Done": LintFixture.entry(["en": LintFixture.unit("Done")])])
    let copied = LintFixture.catalog([
      "Done": LintFixture.entry(["en": LintFixture.unit("Done"), "de": LintFixture.unit("Done")])
    ])
    let german = LintFixture.catalog([
      "Done": LintFixture.entry(["en": LintFixture.unit("Done"), "de": LintFixture.unit("Fertig")])
    ])
    // `new` units of a key Xcode extracts are left out by the build; a manual key's are kept.
    let unstarted = LintFixture.catalog([
      "Done": LintFixture.entry(["en": LintFixture.unit("Done"), "de": LintFixture.unit("Fertig", "new")])
    ])
    let manual = LintFixture.catalog([
      "Done": LintFixture.entry(
        ["en": LintFixture.unit("Done"), "de": LintFixture.unit("Fertig", "new")], extra: "\"extractionState\":\"manual\"")
    ])
    let source = #"Text(⟪a⟫"Cancel"); let s = String(localized: ⟪b⟫"Saved \(name)")"#
    for (json, translated) in [(english, false), (copied, false), (german, true), (unstarted, false), (manual, true)] {
      let severity = translated ? "warning" : "note"
      #expect(
        try Fixture.findings([Fixture.subject(json)], swift: [source], rules: [.unknownKey, .interpolatedLocalizedString]) == [
          "⟪a⟫ \(severity): [unknown-key] 'Cancel' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated\(translated ? "" : suffix)",
          "⟪b⟫ \(severity): [interpolated-localized-string] the compiler extracts the key 'Saved %@' from this interpolated literal, and table 'Localizable' does not have it; add that key to the catalog, or use a fixed key with defaultValue: and String(format:)\(translated ? "" : suffix)",
        ])
    }
    // Text typed in another script than the English source is foreign to its users: a warning.
    #expect(
      try Fixture.findings([Fixture.subject(english)], swift: [#"Text(⟪r⟫"Сколько времени?")"#], rules: [.unknownKey]).map {
        $0.components(separatedBy: "] ")[0]
      } == ["⟪r⟫ warning: [unknown-key"])
    // The app's table is English only; a package's own table is translated.
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(english, "App/Localizable.xcstrings", in: root)
    try TestPaths.write("Text(\"Cancel\")\n", "App/View.swift", in: root)
    try TestPaths.write("// swift-tools-version:5.9\n", "Kit/Package.swift", in: root)
    try TestPaths.write(german, "Kit/Sources/Kit/Localizable.xcstrings", in: root)
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .unknownKey }))
    let findings = Linter(options: options).lint([LintTree(loading: root.path)]).findings
    #expect(findings.map(\.severity.rawValue) == ["note"])
    // An app project inside a package's folder (an example app of a library): its own table
    // is translated, and the package above it does not make that table another bundle's.
    let nested = try TestPaths.temporaryDirectory()
    try TestPaths.write("// swift-tools-version:5.9\n", "Package.swift", in: nested)
    let app = LintProjectFixture.Target(
      name: "Demo", sources: ["Demo/A.swift"], resources: ["Demo/Localizable.xcstrings"],
      settings: ["SWIFT_EMIT_LOC_STRINGS": "YES"])
    try LintProjectFixture(targets: [app]).write(
      in: nested.appendingPathComponent("Examples"),
      files: ["Demo/A.swift": "Text(\"Cancel\")\n", "Demo/Localizable.xcstrings": german])
    let nestedFindings = Linter(options: options).lint([LintTree(loading: nested.path)]).findings
    #expect(nestedFindings.map(\.severity.rawValue) == ["warning"])
  }

  /// `Text("\(count) new articles")` with an `Int` is looked up as `%lld new articles`: a
  /// table key with another specifier in that place never matches.
  @Test func aKeyWithAnotherSpecifierThanTheCompilersIsUnknown() throws {
    let table = try Fixture.subject(
      LintFixture.catalog([
        "%d new articles": LintFixture.entry([
          "en": LintFixture.unit("%d new articles"), "de": LintFixture.unit("%d neue Artikel"),
        ]),
        "%@ new comments": LintFixture.entry(["en": LintFixture.unit("%@ new comments")]),
        "%@ by %@": LintFixture.entry(["en": LintFixture.unit("%@ by %@")]),
      ]))
    let source = #"""
      Text(⟪a⟫"\(articles.count) new articles")
      Text(⟪b⟫"\(commentCount) new comments")
      Text("\(title) by \(author)")
      Text("\(title) new comments")
      """#
    #expect(
      try Fixture.findings([table], swift: [source], rules: [.unknownKey]) == [
        "⟪a⟫ warning: [unknown-key] '%lld new articles' is not a key of table 'Localizable' (it has '%d new articles', but the compiler writes '%lld new articles' for an integer, and the lookup needs the exact key); if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
        "⟪b⟫ warning: [unknown-key] '%lld new comments' is not a key of table 'Localizable' (it has '%@ new comments', but the compiler writes '%lld new comments' for an integer, and the lookup needs the exact key); if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
      ])
  }

  /// Literals Xcode extracts outside the four calls (`Button`, `Label`, `.navigationTitle`, a
  /// `LocalizedStringKey` property) must be in the table too; previews are not shipped.
  @Test func swiftUIKeysOutsideTheFourCalls() throws {
    let source = #"""
      Button("Done") {}
      Label(⟪a⟫"Quote", systemImage: "quote.bubble")
      List {}.navigationTitle(⟪b⟫"Settings")
      var title: LocalizedStringKey { ⟪c⟫"settings.header" }
      #Preview { Button("Preview only") {} }
      """#
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source], rules: [.unknownKey, .missingDefaultValue]) == [
        "⟪a⟫ warning: [unknown-key] 'Quote' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
        "⟪b⟫ warning: [unknown-key] 'Settings' is not a key of table 'Localizable'; if string extraction (SWIFT_EMIT_LOC_STRINGS) is on, Xcode adds it with state 'new' and no translation; if off, it is never translated",
        "⟪c⟫ warning: [missing-default-value] identifier-like key 'settings.header' is a SwiftUI LocalizedStringKey, which takes no default value, and it is not in table 'Localizable' (extracted, its source value would be the key), so users see the key",
      ])
  }

  // MARK: missing-default-value

  @Test func identifierKeysWithoutDefaultValueAndSourceText() throws {
    let source = #"""
      String(localized: ⟪a⟫"stats.period.oneMonth")
      String(localized: ⟪b⟫"cart.title")
      LocalizedStringResource(⟪c⟫"cart.empty")
      NSLocalizedString(⟪d⟫"cart.badge", value: "", comment: "")
      String(localized: "cart.total"); String(localized: "cart.title", defaultValue: "Cart")
      NSLocalizedString("cart.badge", value: "Badge", comment: ""); Text(⟪e⟫"cart.title"); String(localized: "Done")
      """#
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source], rules: [.missingDefaultValue]) == [
        "⟪a⟫ warning: [missing-default-value] identifier-like key 'stats.period.oneMonth' has no defaultValue: and it is not in table 'Localizable' (extracted, its source value would be the key), so users see the key",
        "⟪b⟫ warning: [missing-default-value] identifier-like key 'cart.title' has no defaultValue: and table 'Localizable' has no 'en' value for it, so users see the key",
        "⟪c⟫ warning: [missing-default-value] identifier-like key 'cart.empty' has no defaultValue: and its 'en' value in table 'Localizable' is the key itself, so users see the key",
        "⟪d⟫ warning: [missing-default-value] identifier-like key 'cart.badge' has no value: and it is not in table 'Localizable' (extracted, its source value would be the key), so users see the key",
        "⟪e⟫ warning: [missing-default-value] identifier-like key 'cart.title' is a SwiftUI LocalizedStringKey, which takes no default value, and table 'Localizable' has no 'en' value for it, so users see the key",
      ])
  }

  /// Literal text meant to show as typed (a domain, a handle, an address, a path, a date
  /// format pattern) is neither a missing default value nor an unknown key: users see it as
  /// written, which is what it says. Two pattern letters side by side (`Mm`) are a word.
  @Test func literalTextShownAsTypedIsLeftAlone() throws {
    let source = #"""
      Text(".example.social"); Text("example.com"); Text("@john"); Text("#swift"); Text("me@example.org")
      Text("https://example.com/help"); Text("/usr/local/bin"); TextField("mastodon.social", text: $server)
      TextField("yyyy-MM-dd-HH-mm-ss", text: $name); Text("HH:mm"); Text("dd.MM.yyyy")
      Text(⟪a⟫"settings.title.account"); Text(⟪b⟫"Welcome back"); Text(⟪c⟫"Mm-dd")
      """#
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source], rules: [.missingDefaultValue, .unknownKey]).map {
        $0.components(separatedBy: " [")[0] + " " + $0.components(separatedBy: "] ")[0].components(separatedBy: "[")[1]
      } == [
        "⟪a⟫ warning: missing-default-value",
        "⟪b⟫ warning: unknown-key",
        "⟪c⟫ warning: unknown-key",
      ])
  }

  /// A protocol or technology name, a language's own name or a product name spelled in camel
  /// case reads the same in every language: a lookup that misses shows it right. Ordinary
  /// words beside them are still unknown keys.
  @Test func namesWrittenAlikeEverywhereAreNotUnknownKeys() throws {
    let source = #"""
      Picker("", selection: $link) { Text("Wi-Fi"); Text("LAN"); Text("https") }
      Text("GitHub"); Text("Deutsch"); Text("SMB…"); Text(⟪a⟫"Network"); Text(⟪b⟫"Github page")
      """#
    #expect(
      try Fixture.findings([Self.localizable()], swift: [source], rules: [.unknownKey]).map {
        $0.components(separatedBy: "] ")[0]
      } == [
        "⟪a⟫ warning: [unknown-key",
        "⟪b⟫ warning: [unknown-key",
      ])
  }

  /// A literal that is the value of a property or constant no source names again is never
  /// shown: its findings are notes. A used one, or a computed property's, stays a warning.
  @Test func aValueOfADeclarationNothingNamesIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(
      LintFixture.catalog(["Hello": LintFixture.entry(["en": LintFixture.unit("Hello"), "de": LintFixture.unit("Hallo")])]),
      "App/Localizable.xcstrings", in: root)
    let source = """
      enum Theme {
        static let commanderTitle: LocalizedStringKey = "mbti_titles_commander"
        static let defenderTitle: LocalizedStringKey = "mbti_titles_defender"
      }
      let greeting = String(localized: "greeting.unused")
      var computed: String { String(localized: "computed.key") }

      """
    try TestPaths.write(source, "App/Theme.swift", in: root)
    try TestPaths.write("struct V: View { var body: some View { Text(Theme.defenderTitle) } }\n", "App/V.swift", in: root)
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .missingDefaultValue }))
    let findings = Linter(options: options).lint([LintTree(loading: root.path)]).findings.map {
      "\($0.location.line) \($0.severity.rawValue)" + ($0.message.hasSuffix("so no code shows it") ? " (unused)" : "")
    }
    #expect(findings == ["2 note (unused)", "3 warning", "5 note (unused)", "6 warning"])
  }

  /// One defect, one finding: a call reported as `missing-default-value` or
  /// `count-without-plural` is not reported again as `unknown-key` (both of those name the
  /// table the key is missing from, or what users see).
  @Test func oneFindingPerCall() throws {
    let source = #"""
      Text(⟪a⟫"status.context.menu"); Text(⟪b⟫"Direct message with \(count) people"); Text(⟪c⟫"Open media")
      """#
    #expect(
      try Fixture.findings(
        [Self.localizable()], swift: [source], rules: [.missingDefaultValue, .unknownKey, .countWithoutPlural]
      ).map { $0.components(separatedBy: "] ")[0] } == [
        "⟪a⟫ warning: [missing-default-value",
        "⟪b⟫ warning: [count-without-plural",
        "⟪c⟫ warning: [unknown-key",
      ])
  }

  // MARK: never inside comments or strings

  @Test func callsInCommentsAndLiteralsAreNeverReported() throws {
    let source = #"""
      // Text("Cancel")
      /* String(localized: "Hello \(name)") */
      let s = "Text(\"Cancel\")"
      let m = """
        NSLocalizedString("x.y", comment: "")
        """
      """#
    #expect(try Fixture.findings([Self.localizable()], swift: [source]) == [])
  }
}
