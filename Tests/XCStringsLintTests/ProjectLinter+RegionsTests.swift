import Foundation
import Testing
import XCStringsLint
import XCStringsTestSupport

private typealias Fixture = LintProjectFixture

@Suite("Project rules: development regions")
struct ProjectLinterRegionsTests {
  private static func app(_ plist: String = "App/Info.plist") -> Fixture.Target {
    .init(name: "App", sources: ["App/A.swift"], resources: ["App/Localizable.xcstrings"], settings: ["INFOPLIST_FILE": plist])
  }

  private static func write(_ fixture: Fixture, plists: [String: String], in root: URL) throws {
    var files = plists.mapValues { Fixture.plist(["CFBundleDevelopmentRegion": $0]) }
    files["App/Localizable.xcstrings"] = Fixture.catalog(["en", "de"])
    try fixture.write(in: root, files: files)
  }

  @Test func anInfoPlistDisagreeingWithTheProject() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.write(Fixture(targets: [Self.app()]), plists: ["App/Info.plist": "de"], in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.developmentLanguage]) == [
        "App/Info.plist «<key>CFBundleDevelopmentRegion</key>» note: [development-language] CFBundleDevelopmentRegion of target 'App' is 'de' but the project's development language is 'en'; the App Store takes the app's default language from these, so they must agree (developmentRegion 'en' at App.xcodeproj/project.pbxproj:\(try Self.line(of: "developmentRegion", in: root)), CFBundleDevelopmentRegion of target 'App' 'de' at App/Info.plist:4)"
      ])
  }

  @Test func agreeingPlacesAndLegacyNamesAreFine() throws {
    for value in ["$(DEVELOPMENT_LANGUAGE)", "en", "English", "${DEVELOPMENT_LANGUAGE}", "en-us", "en_GB"] {
      let root = try TestPaths.temporaryDirectory()
      try Self.write(Fixture(targets: [Self.app()]), plists: ["App/Info.plist": value], in: root)
      #expect(Fixture.placedFindings(root, rules: [.developmentLanguage, .extensionDevelopmentRegion]) == [], "\(value)")
    }
  }

  @Test func anExplicitDevelopmentLanguageSettingIsAPlace() throws {
    let root = try TestPaths.temporaryDirectory()
    var fixture = Fixture(targets: [Self.app()])
    fixture.projectSettings = ["DEVELOPMENT_LANGUAGE": "fr"]
    try Self.write(fixture, plists: ["App/Info.plist": "$(DEVELOPMENT_LANGUAGE)"], in: root)
    let findings = Fixture.placedFindings(root, rules: [.developmentLanguage])
    // The setting disagrees, and so does the Info.plist that takes its value from it.
    #expect(
      findings.map { $0.components(separatedBy: " note:")[0] } == [
        "App.xcodeproj/project.pbxproj «DEVELOPMENT_LANGUAGE = \"fr\";»",
        "App.xcodeproj/project.pbxproj «DEVELOPMENT_LANGUAGE = \"fr\";»",
        "App/Info.plist «<key>CFBundleDevelopmentRegion</key>»",
      ])
  }

  @Test func aMissingPlaceIsReportedWhenAnotherSaysAForeignLanguage() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.write(Fixture(developmentRegion: "de", targets: [Self.app()]), plists: [:], in: root)
    try TestPaths.write(Fixture.plist(["CFBundleName": "App"]), "App/Info.plist", in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.developmentLanguage]).map { $0.components(separatedBy: " (")[0] } == [
        "App/Info.plist «<?xml version=\"1.0\" encoding=\"UTF-8\"?>» note: [development-language] CFBundleDevelopmentRegion of target 'App' is missing while another place says 'de'; without it English is assumed"
      ])
    // With English everywhere, a missing place is no trap.
    let english = try TestPaths.temporaryDirectory()
    try Self.write(Fixture(targets: [Self.app()]), plists: [:], in: english)
    try TestPaths.write(Fixture.plist(["CFBundleName": "App"]), "App/Info.plist", in: english)
    #expect(Fixture.placedFindings(english, rules: [.developmentLanguage]) == [])
  }

  @Test func aProjectWithoutDevelopmentRegion() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.write(Fixture(developmentRegion: nil, targets: [Self.app()]), plists: ["App/Info.plist": "ja"], in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.developmentLanguage]).map { $0.components(separatedBy: " note:")[0] } == [
        "App.xcodeproj/project.pbxproj «AA0000000000000000000101 = {»",
        "App/Info.plist «<key>CFBundleDevelopmentRegion</key>»",
      ])
  }

  @Test func anExtensionDisagreeingWithItsHost() throws {
    let root = try TestPaths.temporaryDirectory()
    var app = Self.app()
    app.embeds = ["Widget"]
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension", settings: ["INFOPLIST_FILE": "Widget/Info.plist"])
    try Self.write(Fixture(targets: [app, widget]), plists: ["App/Info.plist": "en", "Widget/Info.plist": "de"], in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.developmentLanguage, .extensionDevelopmentRegion]) == [
        "Widget/Info.plist «<key>CFBundleDevelopmentRegion</key>» warning: [extension-development-region] extension 'Widget' has CFBundleDevelopmentRegion 'de' but its host app 'App' has 'en' at App/Info.plist:4; the extension then falls back to another language than the app"
      ])
  }

  @Test func theHostIsTheOnlyApplicationWhenNoneDeclaresIt() throws {
    let root = try TestPaths.temporaryDirectory()
    let widget = Fixture.Target(
      name: "Widget", type: "com.apple.product-type.app-extension", settings: ["INFOPLIST_FILE": "Widget/Info.plist"])
    try Self.write(
      Fixture(targets: [Self.app(), widget]), plists: ["App/Info.plist": "en", "Widget/Info.plist": "de"], in: root)
    #expect(Fixture.placedFindings(root, rules: [.extensionDevelopmentRegion]).count == 1)
    // Two applications and no relation: no host, so the widget is one more place of the project.
    let two = try TestPaths.temporaryDirectory()
    var other = Self.app("Other/Info.plist")
    other.name = "Other"
    try Self.write(
      Fixture(targets: [Self.app(), other, widget]),
      plists: ["App/Info.plist": "en", "Other/Info.plist": "en", "Widget/Info.plist": "de"], in: two)
    #expect(Fixture.placedFindings(two, rules: [.extensionDevelopmentRegion]) == [])
    #expect(
      Fixture.placedFindings(two, rules: [.developmentLanguage]).map { $0.components(separatedBy: " note:")[0] } == [
        "Widget/Info.plist «<key>CFBundleDevelopmentRegion</key>»"
      ])
  }

  /// swift-build compiles every language of a catalog whatever `knownRegions` says, so the
  /// list is hygiene: one note per project that lists the languages, never one per language.
  @Test func knownRegionsAgainstTheTranslations() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.write(
      Fixture(knownRegions: ["en", "Base", "de", "fr", "zh_Hans"], targets: [Self.app()]), plists: ["App/Info.plist": "en"],
      in: root)
    try TestPaths.write(Fixture.catalog(["en", "de", "ja", "zh-Hans"]), "App/Localizable.xcstrings", in: root)
    try TestPaths.write("\"a\" = \"b\";\n", "Legacy/pt-BR.lproj/Main.strings", in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.knownRegions]) == [
        "App.xcodeproj/project.pbxproj «knownRegions = (en, Base, de, fr, zh_Hans, );» note: [known-regions] knownRegions misses 'ja' (App/Localizable.xcstrings) and 'pt-BR' (Legacy/*.lproj/Main), which have translations, and lists 'fr', which nothing translates; Xcode lists and exports only the known regions, but the build ships every translated language"
      ])
  }

  /// Where `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES`, the list decides what ships: a translated
  /// language it misses is not built, and its users see the development language (a
  /// warning). A listed region nothing translates is still hygiene.
  @Test func knownRegionsDecideWhatShipsWithBuildOnlyKnownLocalizations() throws {
    let root = try TestPaths.temporaryDirectory()
    let fixture = Fixture(
      knownRegions: ["en", "Base", "de"], projectSettings: ["BUILD_ONLY_KNOWN_LOCALIZATIONS": "YES"], targets: [Self.app()])
    try Self.write(fixture, plists: ["App/Info.plist": "en"], in: root)
    try TestPaths.write(Fixture.catalog(["en", "de", "ja"]), "App/Localizable.xcstrings", in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.knownRegions]) == [
        "App.xcodeproj/project.pbxproj «knownRegions = (en, Base, de, );» warning: [known-regions] knownRegions misses 'ja' (App/Localizable.xcstrings), which has translations; with BUILD_ONLY_KNOWN_LOCALIZATIONS = YES the build leaves it out, so its users see the development language"
      ])
    let listedOnly = Fixture(
      knownRegions: ["en", "Base", "de", "ja", "fr"], projectSettings: ["BUILD_ONLY_KNOWN_LOCALIZATIONS": "YES"],
      targets: [Self.app()])
    try Self.write(listedOnly, plists: ["App/Info.plist": "en"], in: root)
    try TestPaths.write(Fixture.catalog(["en", "de", "ja"]), "App/Localizable.xcstrings", in: root)
    #expect(
      Fixture.placedFindings(root, rules: [.knownRegions]) == [
        "App.xcodeproj/project.pbxproj «knownRegions = (en, Base, de, ja, fr, );» note: [known-regions] knownRegions lists 'fr', which nothing translates; Xcode lists and exports only the known regions, but the build ships every translated language"
      ])
  }

  /// A catalog that cannot be read says nothing of the languages it holds: its languages must
  /// not be reported as listed in knownRegions with no translation.
  @Test func anUnreadableCatalogGivesNoKnownRegionsFinding() throws {
    let root = try TestPaths.temporaryDirectory()
    let app = Fixture.Target(name: "App", resources: ["App/L.xcstrings"])
    let broken = String(Fixture.catalog(["en", "fr"]).dropLast())
    try Fixture(knownRegions: ["en", "Base", "de", "fr"], targets: [app]).write(
      in: root,
      files: [
        "App/L.xcstrings": broken, "App/de.lproj/Main.strings": "\"a\" = \"b\";\n",
      ])
    #expect(Fixture.placedFindings(root, rules: [.knownRegions]) == [])
    // Readable, a catalog without 'fr' is judged.
    try TestPaths.write(Fixture.catalog(["en"]), "App/L.xcstrings", in: root)
    #expect(Fixture.placedFindings(root, rules: [.knownRegions]).count == 1)
  }

  @Test func theDevelopmentRegionNeedsNoTableOfItsOwn() throws {
    let root = try TestPaths.temporaryDirectory()
    // Nothing is in 'en', the development region: Xcode lists it anyway.
    let app = Fixture.Target(name: "App", resources: ["App/L.xcstrings"])
    try Fixture(knownRegions: ["en", "Base", "de", "fr"], targets: [app]).write(
      in: root,
      files: [
        "App/L.xcstrings": Fixture.catalog(["de", "fr"])
      ])
    #expect(Fixture.placedFindings(root, rules: [.knownRegions]) == [])
  }

  /// The line of the first occurrence of `text` in the project file.
  private static func line(of text: String, in root: URL) throws -> Int {
    let file = try String(contentsOfFile: root.path + "/App.xcodeproj/project.pbxproj", encoding: .utf8)
    return file.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }! + 1
  }
}
