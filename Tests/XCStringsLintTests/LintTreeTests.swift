import Foundation
import Testing
import XCStringsBase
import XCStringsLint
import XCStringsTestSupport

@Suite("LintTree")
struct LintTreeTests {
  @Test func legacyTablesAreMigratedAndLocatedInTheirFiles() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(
      "\"a\" = \"A %@\";\n\n\"b.title\" = \"b.title\";\n\"c\" = \"C\";\n", "App/en.lproj/Localizable.strings", in: root)
    try TestPaths.write("/* x */\n\"a\" = \"A %d\";\n\"c\" = \"\";\n", "App/de.lproj/Localizable.strings", in: root)
    try TestPaths.write("\"w\" = \"W\";\n", "Widget/fr.lproj/Localizable.strings", in: root)
    try TestPaths.write("\"w\" = \"W\";\n", "Widget/en.lproj/Localizable.strings", in: root)
    let tree = LintTree(loading: root.path + "/")
    #expect(tree.root == root.path)
    #expect(tree.diagnostics.isEmpty)
    #expect(tree.subjects.map(\.file) == [root.path + "/App/*.lproj/Localizable", root.path + "/Widget/*.lproj/Localizable"])
    let report = Linter().lint([tree])
    let prefix = root.path + "/"
    // Each table needs its own languages only: the widget's French is nothing the app's table
    // lacks, nor the app's German the widget's.
    #expect(
      report.findings.map { $0.description.replacingOccurrences(of: prefix, with: "") } == [
        "App/de.lproj/Localizable.strings:2:1: error: [placeholder-mismatch] 'de' translation reads argument 1 as an integer ('%d'), but the source reads an object ('%@')",
        "App/de.lproj/Localizable.strings:3:1: warning: [empty-value] 'de' value is empty; the app shows the development language instead",
        "App/en.lproj/Localizable.strings:3:1: warning: [untranslated] no 'de' translation",
        "App/en.lproj/Localizable.strings:3:1: warning: [key-as-value] source value is the identifier-like key itself, so users see the key",
      ])
    #expect(report.coverage.map { "\($0.language) \($0.translated)/\($0.total)" } == ["de 1/3", "fr 1/1"])
  }

  /// A vendored framework's forty languages are its own: the app's table, in two languages,
  /// is missing none of them.
  @Test func aVendoredFrameworksLanguagesAreNotTheApps() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("\"Open\" = \"Open\";\n", "App/en.lproj/Localizable.strings", in: root)
    try TestPaths.write("\"Open\" = \"Öffnen\";\n", "App/de.lproj/Localizable.strings", in: root)
    for language in ["en", "de", "fr", "ja", "ko", "pt-BR"] {
      let value = language == "en" ? "Update" : "Update (\(language))"
      try TestPaths.write("\"Update\" = \"\(value)\";\n", "Vendor/Sparkle/\(language).lproj/Sparkle.strings", in: root)
    }
    try TestPaths.write("\"Later\" = \"Later\";\n", "Vendor/Sparkle/en.lproj/Sparkle.strings", in: root)
    #expect(
      LintProjectFixture.findings(root, rules: LintRule.all) == [
        "Vendor/Sparkle/en.lproj/Sparkle.strings:1:1: warning: [untranslated] no 'de' translation",
        "Vendor/Sparkle/en.lproj/Sparkle.strings:1:1: warning: [untranslated] no 'fr' translation",
        "Vendor/Sparkle/en.lproj/Sparkle.strings:1:1: warning: [untranslated] no 'ja' translation",
        "Vendor/Sparkle/en.lproj/Sparkle.strings:1:1: warning: [untranslated] no 'ko' translation",
        "Vendor/Sparkle/en.lproj/Sparkle.strings:1:1: warning: [untranslated] no 'pt-BR' translation",
      ])
  }

  /// In a legacy table, an identifier-like key the source file lacks is left over or takes its
  /// English from code (`NSLocalizedString(_:value:comment:)`): not `key-as-value`, and not
  /// missing in the languages that lack it; one only one translation has is an orphan.
  @Test func keysTheSourceFileLacks() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("\"About.title\" = \"About\";\n", "App/en.lproj/Localizable.strings", in: root)
    try TestPaths.write(
      "\"About.title\" = \"Über\";\n\"Settings.title\" = \"Einstellungen\";\n\"oldKey\" = \"Alt\";\n",
      "App/de.lproj/Localizable.strings", in: root)
    try TestPaths.write(
      "\"About.title\" = \"À propos\";\n\"Settings.title\" = \"Réglages\";\n", "App/fr.lproj/Localizable.strings", in: root)
    try TestPaths.write("\"About.title\" = \"情報\";\n", "App/ja.lproj/Localizable.strings", in: root)
    #expect(
      LintProjectFixture.findings(root, rules: LintRule.all) == [
        "App/de.lproj/Localizable.strings:3:1: note: [orphan-key] key is only in the 'de' translation, not in the source language 'en'; remove it, or add its source text"
      ])
  }

  @Test func catalogsInFoldersAreFoundAndCheckedAgainstTheProject() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(
      "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = {isa = PBXProject; developmentRegion = en; };\n\t};\n\trootObject = P;\n}\n",
      "App.xcodeproj/project.pbxproj", in: root)
    try TestPaths.write(
      "{\n  \"sourceLanguage\" : \"fr\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}", "App/L.xcstrings", in: root)
    try TestPaths.write("{}", ".build/x/Ignored.xcstrings", in: root)
    try TestPaths.write("not json", "App/Broken.xcstrings", in: root)
    let tree = LintTree(loading: root.path)
    #expect(tree.subjects.map(\.file) == [root.path + "/App/L.xcstrings"])
    #expect(
      tree.diagnostics.map(\.description) == [
        root.path + "/App/Broken.xcstrings:1:1: error: expected an object at the document, found null"
      ])
    let findings = Linter().lint([tree]).findings
    #expect(findings.map(\.rule) == [.sourceLanguage])
    #expect(findings.first?.location == SourceLocation(path: root.path + "/App/L.xcstrings", line: 2, column: 3))
  }

  /// An exported `.xcloc` holds copies of the project's tables for translators; the build
  /// never reads them, so they are not the project's tables.
  @Test func exportedLocalizationCatalogsAreNotTables() throws {
    let root = try TestPaths.temporaryDirectory()
    let catalog = #"{"sourceLanguage":"en","strings":{"Hi":{}},"version":"1.0"}"#
    try TestPaths.write(catalog, "App/Localizable.xcstrings", in: root)
    try TestPaths.write(catalog, "Exports/de.xcloc/Source Contents/App/Localizable.xcstrings", in: root)
    try TestPaths.write("\"Hi\" = \"Hi\";\n", "Exports/fr.xcloc/Source Contents/App/en.lproj/Localizable.strings", in: root)
    let tree = LintTree(loading: root.path)
    #expect(tree.subjects.map(\.file) == [root.path + "/App/Localizable.xcstrings"])
  }

  @Test func missingPathIsADiagnostic() {
    let tree = LintTree(loading: "/nonexistent/lint/path")
    #expect(tree.diagnostics.map(\.description) == ["/nonexistent/lint/path: error: no such file or directory"])
  }
}

@Suite("LintTree: catalogs Xcode reads")
struct LintTreeRepeatTests {
  /// A key written twice is read as Xcode reads it and linted, with a warning at its line.
  @Test func aKeyWrittenTwiceIsAWarningAtItsLineAndTheCatalogIsLinted() throws {
    let root = try TestPaths.temporaryDirectory()
    let text =
      "{\"sourceLanguage\":\"en\",\"strings\":{\"a\":{},\n\"a\":{\"localizations\":{\"de\":{\"stringUnit\":"
      + "{\"state\":\"translated\",\"value\":\"A\"}}}}},\"version\":\"1.0\"}"
    try TestPaths.write(text, "App/Localizable.xcstrings", in: root)
    let tree = LintTree(loading: root.path)
    let path = root.path + "/App/Localizable.xcstrings"
    #expect(tree.subjects.map(\.file) == [path])
    #expect(
      tree.diagnostics.map(\.description) == [
        "\(path):2:1: warning: duplicate key 'a' in 'strings'; its copies are read as one\n\(path):1:35: note: 'a' was first defined here"
      ])
  }
}

@Suite("LintTree: escapes Apple's parser does not read")
struct LintTreeEscapeTests {
  /// `\u203A` in a `.strings` file is no escape: Apple's parser reads `\u` as `u`, and the app
  /// shows "u203A". Each is a `unicode-escape` warning at the backslash, naming the key, the
  /// language and `\U203A`; one in a comment, `\U`, and `\\u` (an escaped backslash) are not.
  @Test func aLowercaseUnicodeEscapeIsAWarningAtItsPlace() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("\"next\" = \"Next \\U203A\";\n\"path\" = \"C:\\\\users\";\n", "App/en.lproj/L.strings", in: root)
    try TestPaths.write(
      "/* \\u00A0 in a comment */\n\"next\" = \"Weiter \\u203A\";\n\"path\" = \"C:\\\\users \\u00e9\\u00E9\";\n",
      "App/de.lproj/L.strings", in: root)
    let tree = LintTree(loading: root.path)
    let only = LintOptions(disabled: Set(LintRule.all.filter { $0 != .unicodeEscape }))
    let findings = Linter(options: only).lint([tree]).findings.map {
      $0.description.replacingOccurrences(of: root.path + "/", with: "")
    }
    #expect(
      findings == [
        "App/de.lproj/L.strings:2:18: warning: [unicode-escape] '\\u203A' is no escape in a .strings file: Apple's parser reads 'u', so the app shows 'u203A'; write '\\U203A'",
        "App/de.lproj/L.strings:3:21: warning: [unicode-escape] '\\u00e9' is no escape in a .strings file: Apple's parser reads 'u', so the app shows 'u00e9'; write '\\U00e9'",
        "App/de.lproj/L.strings:3:27: warning: [unicode-escape] '\\u00E9' is no escape in a .strings file: Apple's parser reads 'u', so the app shows 'u00E9'; write '\\U00E9'",
      ])
    #expect(Linter(options: only).lint([tree]).findings.map(\.key) == ["next", "path", "path"])
  }
}

@Suite("LintTree: interface tables and their interface files")
struct LintTreeInterfaceTests {
  /// A storyboard table's key names an object of `Base.lproj/NAME.storyboard` (or `.xib`); a
  /// key whose object the file no longer has (a menu template's leftovers) shows nothing: not
  /// untranslated, and one note per table says how many there are. Without the interface file,
  /// every key is judged as before.
  @Test func keysOfObjectsTheStoryboardNoLongerHasAreOneNote() throws {
    let root = try TestPaths.temporaryDirectory()
    func unit(_ value: String) -> String { "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}" }
    let catalog =
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\n"
      + "\"abc-12-xyz.title\":{\"comment\":\"Class = \\\"NSMenuItem\\\"; title = \\\"Quit\\\"; ObjectID = \\\"abc-12-xyz\\\";\",\"localizations\":{\"en\":\(unit("Quit")),\"de\":\(unit("Beenden"))}},\n"
      + "\"2oI-Rn-ZJC.title\":{\"comment\":\"Class = \\\"NSMenuItem\\\"; title = \\\"Smaller\\\"; ObjectID = \\\"2oI-Rn-ZJC\\\";\",\"localizations\":{\"en\":\(unit("Smaller"))}},\n"
      + "\"def-34-uvw.title\":{\"comment\":\"Class = \\\"NSMenuItem\\\"; title = \\\"Hide\\\"; ObjectID = \\\"def-34-uvw\\\";\",\"localizations\":{\"en\":\(unit("Hide"))}},\n"
      + "\"i1d-Er-qST.title\":{\"comment\":\"Class = \\\"NSMenuItem\\\"; title = \\\"Use All\\\"; ObjectID = \\\"i1d-Er-qST\\\";\",\"localizations\":{\"en\":\(unit("Use All"))}}\n}}"
    try TestPaths.write(catalog, "App/mul.lproj/Main.xcstrings", in: root)
    let lint = { () -> [String] in
      Linter().lint([LintTree(loading: root.path)]).findings.map {
        $0.description.replacingOccurrences(of: root.path + "/", with: "")
      }
    }
    #expect(
      lint() == [
        "App/mul.lproj/Main.xcstrings:3:1: warning: [untranslated] no 'de' translation",
        "App/mul.lproj/Main.xcstrings:4:1: warning: [untranslated] no 'de' translation",
        "App/mul.lproj/Main.xcstrings:5:1: warning: [untranslated] no 'de' translation",
      ])
    try TestPaths.write(
      "<document><objects><menuItem title=\"Quit\" id=\"abc-12-xyz\"/><menuItem title=\"Hide\" id=\"def-34-uvw\"/></objects></document>",
      "App/Base.lproj/Main.storyboard", in: root)
    #expect(
      lint() == [
        "App/mul.lproj/Main.xcstrings:1:2: note: [stale] 2 keys name objects that App/Base.lproj/Main.storyboard no longer has (the first '2oI-Rn-ZJC.title'); nothing shows them",
        "App/mul.lproj/Main.xcstrings:4:1: warning: [untranslated] no 'de' translation",
      ])
  }
}
