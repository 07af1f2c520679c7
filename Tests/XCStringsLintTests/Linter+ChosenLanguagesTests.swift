import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsLint

@Suite("Linter: languages the app picks itself")
struct LinterChosenLanguagesTests {
  private typealias F = LintFixture

  /// An app whose entry point sets the SwiftUI locale from its own setting, and whose code
  /// spells `en` and `uk`: French text reaches nobody, Ukrainian does.
  private static let app = """
    @main
    struct TaskApp: App {
      var body: some Scene {
        WindowGroup { ContentView() }
          .environment(\\.locale, Locale(identifier: settings.appLanguage.identifier))
      }
    }
    """
  private static let languages = """
    enum AppLanguage: String { case english, ukrainian
      var identifier: String { self == .english ? "en" : "uk" }
    }
    """

  private func lint(_ files: [String: String]) throws -> [String] {
    let root = try TestPaths.temporaryDirectory()
    for (path, text) in files { try TestPaths.write(text, path, in: root) }
    let options = LintOptions(disabled: Set(LintRule.all.filter { $0 != .untranslated }))
    return Linter(options: options).lint([LintTree(loading: root.path)]).findings.map {
      "\($0.location.path):\($0.location.line) \($0.severity.rawValue): \($0.message)".replacingOccurrences(
        of: root.path + "/", with: "")
    }
  }

  private static let catalog = F.catalog([
    "Tasks": F.entry(["en": F.unit("Tasks"), "uk": F.unit("Завдання"), "fr": F.unit("Tâches")]),
    "Done": F.entry(["en": F.unit("Done")]),
  ])

  @Test func aLanguageTheAppNeverOffersIsANote() throws {
    let findings = try lint([
      "App/TaskApp.swift": Self.app, "App/AppLanguage.swift": Self.languages, "App/Localizable.xcstrings": Self.catalog,
      "App/V.swift": "Text(\"Tasks\")\nText(\"Done\")\n",
    ])
    #expect(
      findings == [
        "App/Localizable.xcstrings:3 note: no 'fr' translation; the app picks its own language (App/TaskApp.swift:5) and its code never offers 'fr', so no user sees it",
        "App/Localizable.xcstrings:3 warning: no 'uk' translation",
      ])
  }

  /// The system shows Info.plist texts in the device's language, whatever SwiftUI's locale:
  /// an `InfoPlist` table keeps its warnings.
  @Test func anInfoPlistTableKeepsItsWarnings() throws {
    let plist = F.catalog([
      "CFBundleName": F.entry(["en": F.unit("Tasks"), "uk": F.unit("Завдання"), "fr": F.unit("Tâches")]),
      "NSCameraUsageDescription": F.entry(["en": F.unit("Scan"), "uk": F.unit("Сканувати")]),
    ])
    let findings = try lint([
      "App/TaskApp.swift": Self.app, "App/AppLanguage.swift": Self.languages, "App/InfoPlist.xcstrings": plist,
    ])
    #expect(findings == ["App/InfoPlist.xcstrings:3 warning: no 'fr' translation"])
  }

  /// Where the locale is the device's, or code hands the device's locale on (a "system"
  /// choice), or the code spells none of the translated languages
  /// (which it offers is unknown), or the override is not in the entry point, nothing changes.
  @Test func withoutAKnownChoiceEveryLanguageCounts() throws {
    let expected = [
      "App/Localizable.xcstrings:3 warning: no 'fr' translation",
      "App/Localizable.xcstrings:3 warning: no 'uk' translation",
    ]
    let uses = "Text(\"Tasks\")\nText(\"Done\")\n"
    let device = Self.app.replacingOccurrences(of: "Locale(identifier: settings.appLanguage.identifier)", with: ".current")
    let unspelled = Self.languages.replacingOccurrences(of: "\"en\" : \"uk\"", with: "\"English\" : \"Ukrainian\"")
    let system = Self.languages.replacingOccurrences(
      of: "var identifier",
      with: "var locale: Locale { self == .english ? Locale.current : Locale(identifier: \"uk\") }\n  var identifier")
    let inAView = Self.app.replacingOccurrences(of: "@main\n", with: "")
    let variants = [
      "the device's locale": (device, Self.languages), "no code spelled": (Self.app, unspelled),
      "a system choice": (Self.app, system), "a view's locale": (inAView, Self.languages),
    ]
    for (name, (app, languages)) in variants {
      let files = [
        "App/TaskApp.swift": app, "App/AppLanguage.swift": languages, "App/Localizable.xcstrings": Self.catalog,
        "App/V.swift": uses,
      ]
      #expect(try lint(files) == expected, "\(name)")
    }
  }

  /// Text the code picks by language is in the language it is shown in: its `untranslated`
  /// warnings are notes, unless another literal of the key is shown plainly.
  @Test func textPickedByLanguageIsANote() throws {
    let catalog = F.catalog([
      "Today": F.entry(["en": F.unit("Today")]),
      "Hari Ini": F.entry(["en": F.unit("Hari Ini")]),
      "Library": F.entry(["en": F.unit("Library")]),
      "Pustaka": F.entry(["en": F.unit("Pustaka"), "ms": F.unit("Pustaka")]),
      "Settings": F.entry(["en": F.unit("Settings"), "ms": F.unit("Tetapan")]),
    ])
    let view = """
      Label(isMalayAppLanguage() ? "Hari Ini" : "Today", systemImage: "sun.max")
      Text(isMalayAppLanguage() ? "Pustaka" : "Library")
      Text("Library")
      Text("Settings")
      """
    #expect(
      try lint(["App/Localizable.xcstrings": catalog, "App/V.swift": view]) == [
        "App/Localizable.xcstrings:2 note: no 'ms' translation; the code picks this text by language (App/V.swift:1), so each user sees it in the language it is written in",
        "App/Localizable.xcstrings:3 note: no 'ms' translation; the code picks this text by language (App/V.swift:1), so each user sees it in the language it is written in",
        "App/Localizable.xcstrings:4 warning: no 'ms' translation",
      ])
  }
}
