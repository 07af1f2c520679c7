import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

/// `empty-value` (`SubjectLinter+Empty.swift`): empty text users would see, and the deliberate
/// blanks that are not.
@Suite("empty-value")
struct SubjectLinterEmptyTests {
  typealias F = LintFixture

  @Test func emptyValueInTranslationsAndForms() throws {
    let json = F.catalog([
      "A": F.entry(["en": F.unit(""), "de": F.unit("")]),
      "B": F.entry(["en": F.unit("B"), "de": F.unit(""), "ja": F.unit("B")]),
      "%lld B": F.entry(["en": F.plural(["one": "one B", "other": "%lld B"]), "de": F.plural(["one": "", "other": "%lld B"])]),
    ])
    #expect(
      try F.findings(json, only: .emptyValue) == [
        "L.xcstrings:2:1: warning: [empty-value] source value is empty",
        "L.xcstrings:3:1: warning: [empty-value] 'de' value is empty",
        "L.xcstrings:4:1: warning: [empty-value] 'de' value in plural form 'one' is empty",
      ])
  }

  /// An empty source unit in state `new` is not compiled: the lookup shows the key, which is
  /// the text where the key reads as text. Not so for an identifier-like key (users see the
  /// key), nor for a `manual` key (its `new` units are compiled).
  @Test func anEmptyNewSourceUnitShowsTheKey() throws {
    let json = F.catalog([
      "%lld": F.entry(["en": F.unit("", "new"), "de": F.unit("%lld")]),
      "Save": F.entry(["en": F.unit("", "new"), "de": F.unit("Sichern")]),
      "settings.title": F.entry(["en": F.unit("", "new"), "de": F.unit("Einstellungen")]),
      "Done": F.entry(["en": F.unit("", "new"), "de": F.unit("Fertig")], extra: "\"extractionState\":\"manual\""),
    ])
    #expect(
      try F.findings(json, only: .emptyValue) == [
        "L.xcstrings:4:1: warning: [empty-value] source value is empty",
        "L.xcstrings:5:1: warning: [empty-value] source value is empty",
      ])
  }

  @Test func emptyFormsThatAreEmptyInTheSourceAreIntended() throws {
    let substitution = { (value: String) in
      "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@n@\"},\"substitutions\":{\"n\":{\"argNum\":1,\"formatSpecifier\":\"ld\",\"variations\":{\"plural\":{\"other\":\(F.unit(value))}}}}}"
    }
    let json = F.catalog(["A": F.entry(["en": substitution(""), "de": substitution("")]), "": F.entry(["de": F.unit("")])])
    #expect(try F.findings(json, only: .emptyValue) == [])
  }

  /// A variable that only takes its argument (`names` below) is empty in every form of the
  /// source; a translation's own categories (`few`, `many`) are empty on purpose too.
  @Test func categoriesTheSourceLacksAreJudgedByItsOtherForm() throws {
    func substitution(_ forms: KeyValuePairs<String, String>) -> String {
      let members = forms.map { "\(F.quote($0.key)):\(F.unit($0.value))" }.joined(separator: ",")
      return "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"%#@names@%#@count@\"},\"substitutions\":{"
        + "\"names\":{\"argNum\":1,\"formatSpecifier\":\"@\",\"variations\":{\"plural\":{\(members)}}},"
        + "\"count\":{\"argNum\":2,\"formatSpecifier\":\"ld\",\"variations\":{\"plural\":{\"one\":\(F.unit("%arg")),\"other\":\(F.unit("%arg"))}}}}}"
    }
    let json = F.catalog([
      "followed by %@ and %ld": F.entry([
        "en": substitution(["one": "", "other": ""]),
        "ar": substitution(["zero": "", "one": "", "two": "", "few": "", "many": "", "other": ""]),
      ])
    ])
    #expect(try F.findings(json, only: .emptyValue) == [])
  }

  /// Placeholders that code fills in ("12", "64 MB") may be blank in a translation; a blank
  /// translation of text may not ("Label" is text outside an interface file).
  @Test func placeholderSourcesMayBeBlank() throws {
    let json = F.catalog([
      "12": F.entry(["de": F.unit("")]),
      "64 MB": F.entry(["de": F.unit("")]),
      "Label": F.entry(["de": F.unit("")]),
      "0:00": F.entry(["de": F.unit("")]),
      "%@": F.entry(["de": F.unit("")]),
      "Cancel": F.entry(["de": F.unit("")]),
    ])
    #expect(
      try F.findings(json, only: .emptyValue) == [
        "L.xcstrings:4:1: warning: [empty-value] 'de' value is empty",
        "L.xcstrings:6:1: warning: [empty-value] 'de' value is empty",
        "L.xcstrings:7:1: warning: [empty-value] 'de' value is empty",
      ])
  }

  /// In an interface table the source text is the interface file's, named in ibtool's
  /// comment: a menu's title is never shown, "Text Cell" and "Label" are Interface Builder's
  /// placeholders and "DO NOT LOCALIZE" is filled in by code; a button's title is shown.
  @Test func interfaceTablesAreJudgedByTheirComments() throws {
    let json = F.catalog([
      "W48-6f-4Dw.title": F.entry(
        ["de": F.unit("")], extra: F.comment("Class = \"NSMenu\"; title = \"Edit\"; ObjectID = \"W48-6f-4Dw\";")),
      "43.title": F.entry(
        ["de": F.unit("")], extra: F.comment("Class = \"NSTextFieldCell\"; title = \"Text Cell\"; ObjectID = \"43\";")),
      "cCJ-V0-aTi.title": F.entry(
        ["de": F.unit("")], extra: F.comment("Class = \"NSButtonCell\"; title = \"Don’t Check\"; ObjectID = \"cCJ-V0-aTi\";")),
      "Pz7-3f-Lab.text": F.entry(
        ["de": F.unit("")], extra: F.comment("Class = \"UILabel\"; text = \"Label\"; ObjectID = \"Pz7-3f-Lab\";")),
      "cfa-j0-Ya4.title": F.entry(
        ["de": F.unit("")],
        extra: F.comment("Class = \"NSTextFieldCell\"; title = \"DO NOT LOCALIZE\"; ObjectID = \"cfa-j0-Ya4\";")),
    ])
    #expect(
      try F.findings(json, only: .emptyValue, isInterfaceTable: true) == [
        "L.xcstrings:4:1: warning: [empty-value] 'de' value is empty"
      ])
  }

  /// A legacy table: migration drops an empty translation, which is reported at its line,
  /// but not one of the empty key, nor one whose source is empty too.
  @Test func droppedEmptyTranslationsOfLegacyTables() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("\"\" = \"\";\n\"blank\" = \"\";\n\"title\" = \"Title\";\n", "App/en.lproj/Localizable.strings", in: root)
    try TestPaths.write("\"\" = \"\";\n\"blank\" = \"\";\n\"title\" = \"\";\n", "App/de.lproj/Localizable.strings", in: root)
    #expect(
      LintProjectFixture.findings(root, rules: [.emptyValue]) == [
        "App/de.lproj/Localizable.strings:3:1: warning: [empty-value] 'de' value is empty; the app shows the development language instead",
        "App/en.lproj/Localizable.strings:2:1: warning: [empty-value] source value is empty",
      ])
  }

  /// An Info.plist key every `InfoPlist` table leaves empty (a copyright empty in the build
  /// settings too) is empty on purpose: a note. One that another language fills stays a
  /// warning.
  @Test func anInfoPlistKeyEmptyInEveryLanguageIsANote() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(
      "\"NSHumanReadableCopyright\" = \"\";\n\"CFBundleName\" = \"\";\n", "Ext/de.lproj/InfoPlist.strings", in: root)
    try TestPaths.write(
      "\"NSHumanReadableCopyright\" = \"\";\n\"CFBundleName\" = \"Ext\";\n", "Ext/fr.lproj/InfoPlist.strings", in: root)
    #expect(
      LintProjectFixture.findings(root, rules: [.emptyValue]) == [
        "Ext/de.lproj/InfoPlist.strings:1:1: note: [empty-value] 'de' value is empty, as in every language of the table: the Info.plist's own value shows to every user",
        "Ext/de.lproj/InfoPlist.strings:2:1: warning: [empty-value] 'de' value is empty; the app shows the development language instead",
        "Ext/fr.lproj/InfoPlist.strings:1:1: note: [empty-value] 'fr' value is empty, as in every language of the table: the Info.plist's own value shows to every user",
      ])
  }
}
