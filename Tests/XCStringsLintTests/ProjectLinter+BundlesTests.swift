import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

private typealias Fixture = LintProjectFixture

/// The languages a project's targets give their tables (`ProjectLinter+Bundles.swift`), as
/// `untranslated` expects them.
@Suite("Project rules: bundle languages")
struct ProjectLinterBundlesTests {
  /// A target whose catalog has French has French for every table it bundles: its legacy
  /// table without French shows French users English (one line for the table). A table of another target is not
  /// concerned, and `en-GB` (a region of the source) falls back to English key by key even
  /// though `knownRegions` lists it.
  @Test func aTargetsTablesShareItsLanguages() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App", resources: ["App/Localizable.xcstrings", "App/en.lproj/Errors.strings", "App/de.lproj/Errors.strings"])
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension",
      resources: ["Widget/en.lproj/W.strings", "Widget/en-GB.lproj/W.strings"])
    try Fixture(knownRegions: ["en", "Base", "de", "fr", "en-GB"], targets: [app, widget]).write(
      in: root,
      files: [
        "App/Localizable.xcstrings": Self.translatedCatalog,
        "App/en.lproj/Errors.strings": "\"Failed\" = \"Failed\";\n",
        "App/de.lproj/Errors.strings": "\"Failed\" = \"Fehlgeschlagen\";\n",
        "Widget/en.lproj/W.strings": "\"Refresh\" = \"Refresh\";\n\"Colour\" = \"Color\";\n",
        "Widget/en-GB.lproj/W.strings": "\"Colour\" = \"Colour\";\n",
      ])
    #expect(
      Fixture.findings(root, rules: [.untranslated]) == [
        "App/en.lproj/Errors.strings:1:1: warning: [untranslated] 'fr' is not started in this table: 1 key has no 'fr' translation (the first 'Failed'), while other tables of its bundle are translated into it; its users see the development language for them"
      ])
  }

  /// `Hello` in English, French and German, each its own text.
  static let translatedCatalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{"Hello":{"localizations":{
    "en":{"stringUnit":{"state":"translated","value":"Hello"}},
    "fr":{"stringUnit":{"state":"translated","value":"Bonjour"}},
    "de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}
    """

  /// A language whose every value in the other tables is the source text itself (an
  /// `InfoPlist.strings` per language that only names the app) is not translated anywhere:
  /// the table lacking it is one note, not a warning.
  @Test func aLanguageOnlyCopyingTheSourceIsNotShipped() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(
      name: "App",
      resources: ["App/Localizable.xcstrings", "App/en.lproj/InfoPlist.strings", "App/ro.lproj/InfoPlist.strings"])
    try Fixture(knownRegions: ["en", "Base", "ro"], targets: [app]).write(
      in: root,
      files: [
        "App/Localizable.xcstrings": Fixture.catalog(["en"]),
        "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Shop\";\n",
        "App/ro.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Shop\";\n",
      ])
    #expect(
      Fixture.findings(root, rules: [.untranslated]) == [
        "App/Localizable.xcstrings:1:2: note: [untranslated] 'ro' is not started: the table has no value in it and 1 key has none; its users see the development language"
      ])
    // Once the Romanian table says something of its own, Romanian ships: the catalog lacking
    // it is a warning.
    try TestPaths.write("\"CFBundleName\" = \"Magazin\";\n", "App/ro.lproj/InfoPlist.strings", in: root)
    #expect(
      Fixture.findings(root, rules: [.untranslated]) == [
        "App/Localizable.xcstrings:1:2: warning: [untranslated] 'ro' is not started in this table: 1 key has no 'ro' translation (the first 'Hello'), while other tables of its bundle are translated into it; its users see the development language for them"
      ])
  }

  /// The project's application targets name the app: a missing translation of that name is a
  /// note; an extension's name (`Share`) is a word like any other.
  @Test func theNameOfAnApplicationTargetIsShownAsTyped() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "Shop", resources: ["App/Localizable.xcstrings"], embeds: ["Share"])
    let share = Fixture.Target(name: "Share", type: "com.apple.product-type.app-extension")
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Shop":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Shop"}}}},
      "Share":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Teilen"}}}},
      "Save":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Sichern"}},"fr":{"stringUnit":{"state":"translated","value":"Enregistrer"}}}}}}
      """
    try Fixture(knownRegions: ["en", "Base", "de", "fr"], targets: [app, share]).write(
      in: root, files: ["App/Localizable.xcstrings": catalog])
    #expect(
      Fixture.findings(root, rules: [.untranslated]) == [
        "App/Localizable.xcstrings:2:1: note: [untranslated] no 'fr' translation, but the text shown, 'Shop', is the app's own name",
        "App/Localizable.xcstrings:3:1: warning: [untranslated] no 'fr' translation",
      ])
  }

  /// An agent app (`LSUIElement`) never shows its storyboard's main menu: the keys of its
  /// items (and of their submenus) are one note, not findings; a menu outside the main menu
  /// (a status menu), or the same storyboard in an ordinary app, is checked.
  @Test func theMainMenuOfAnAgentAppIsNeverShown() throws {
    let storyboard = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
          <scenes>
              <scene sceneID="a1">
                  <objects>
                      <application id="app-01-aaa" sceneMemberID="viewController">
                          <menu key="mainMenu" title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                              <items>
                                  <menuItem title="Edit" id="Edt-01-aaa">
                                      <menu key="submenu" title="Edit" id="Sub-01-aaa">
                                          <items>
                                              <menuItem title="Find and Replace…" id="YEy-JH-Tfz"/>
                                          </items>
                                      </menu>
                                  </menuItem>
                                  <menuItem title="Services" id="Svc-01-aaa">
                                      <menu key="submenu" title="Services" systemMenu="services" id="hz9-B4-Xy5"/>
                                  </menuItem>
                              </items>
                          </menu>
                      </application>
                      <menu title="Status" id="Sta-01-aaa">
                          <items>
                              <menuItem title="Quit" id="Qui-01-aaa"/>
                          </items>
                      </menu>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    func unit(_ value: String) -> String { "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}" }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "Edt-01-aaa.title":{"localizations":{"fr":\(unit("Édition"))}},
      "Qui-01-aaa.title":{"localizations":{"fr":\(unit("Quitter"))}},
      "Sta-01-aaa.title":{"localizations":{"fr":\(unit("État")),"de":\(unit("Status"))}},
      "Svc-01-aaa.title":{"localizations":{"fr":\(unit("Services"))}},
      "YEy-JH-Tfz.title":{"localizations":{"fr":\(unit("Rechercher"))}}}}
      """
    for agent in [true, false] {
      let root = try TestPaths.temporaryDirectory()
      let app = Fixture.Target(
        name: "Menu", resources: ["App/mul.lproj/Main.xcstrings", "App/Base.lproj/Main.storyboard"],
        settings: agent ? ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_LSUIElement": "YES"] : [:])
      try Fixture(knownRegions: ["en", "Base", "fr", "de"], targets: [app]).write(
        in: root,
        files: [
          "App/mul.lproj/Main.xcstrings": catalog, "App/Base.lproj/Main.storyboard": storyboard,
        ])
      let lines = Fixture.findings(root, rules: [.untranslated, .stale]).map {
        $0.replacingOccurrences(of: root.path + "/", with: "")
      }
      if agent {
        #expect(
          lines == [
            "App/mul.lproj/Main.xcstrings:1:2: note: [stale] 3 keys are items of the main menu of App/Base.lproj/Main.storyboard, which an agent app (LSUIElement) never shows; nothing in them is checked",
            "App/mul.lproj/Main.xcstrings:3:1: warning: [untranslated] no 'de' translation",
          ])
      } else {
        #expect(lines.count == 4 && lines.allSatisfy { $0.hasSuffix("warning: [untranslated] no 'de' translation") }, "\(lines)")
      }
    }
  }

  /// Without `en-GB` in `knownRegions`, British English falls back to English.
  @Test func aRegionOfTheSourceNotInKnownRegionsIsNotRequired() throws {
    let root = try TestPaths.temporaryDirectory()
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension",
      resources: ["Widget/en.lproj/W.strings", "Widget/en-GB.lproj/W.strings"])
    try Fixture(knownRegions: ["en", "Base"], targets: [widget]).write(
      in: root,
      files: [
        "Widget/en.lproj/W.strings": "\"Refresh\" = \"Refresh\";\n\"Colour\" = \"Color\";\n",
        "Widget/en-GB.lproj/W.strings": "\"Colour\" = \"Colour\";\n",
      ])
    #expect(Fixture.findings(root, rules: [.untranslated]) == [])
  }
}
