import Foundation
import Testing
import XCStringsBase
import XCStringsModel
import XCStringsSync
import XCStringsTestSupport

/// An Xcode project's targets decide which Swift files feed a catalog: a widget's sources stay
/// out of the app's catalog when the widget target does not hold it.
@Suite("sync: project targets")
struct ProjectTargetsTests {
  static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tA1 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = F1 /* Localizable.xcstrings */; };
    \t\tA2 /* AppView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* AppView.swift */; };
    \t\tA3 /* WidgetView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3 /* WidgetView.swift */; };
    \t\tP1 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tA2 /* AppView.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\tP2 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tA1 /* Localizable.xcstrings in Resources */,
    \t\t\t);
    \t\t};
    \t\tP3 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tA3 /* WidgetView.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\tG1 /* Shared */ = {
    \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
    \t\t\tpath = Shared;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tT1 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tP1 /* Sources */,
    \t\t\t\tP2 /* Resources */,
    \t\t\t);
    \t\t\tfileSystemSynchronizedGroups = (
    \t\t\t\tG1 /* Shared */,
    \t\t\t);
    \t\t\tname = App;
    \t\t};
    \t\tT2 /* Widget */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tP3 /* Sources */,
    \t\t\t);
    \t\t\tname = Widget;
    \t\t};
    \t};
    }
    """

  @Test func onlyTheFilesOfTheTargetsHoldingTheCatalogFeedIt() throws {
    let fixture = try SyncFixture(swift: [
      "Demo.xcodeproj/project.pbxproj": Self.project,
      "App/AppView.swift": #"let a = Text("In the app")"#,
      "Widget/WidgetView.swift": #"let b = Text("In the widget")"#,
      "Shared/Deep/Row.swift": #"let c = Text("In a synchronized folder")"#,
    ])
    #expect(try fixture.keys() == ["In a synchronized folder", "In the app"])
  }

  @Test func aKeyOfAnObjectiveCSourceIsNotTakenAsGone() throws {
    let catalog = CatalogSyncTests.catalog(
      #"    "from.objc" : \#(CatalogSyncTests.translated), "gone" : \#(CatalogSyncTests.translated)"#)
    let fixture = try SyncFixture(
      catalog: catalog,
      swift: [
        "App/Legacy.m": #"NSString *s = NSLocalizedString(@"from.objc", @"A comment");"#,
        "App/AppView.swift": #"let a = Text("In the app")"#,
      ])
    #expect(try fixture.keys() == ["from.objc", "gone", "In the app"])
    #expect(try fixture.entry("from.objc")?.extractionState == nil)
    #expect(try fixture.entry("gone")?.extractionState == .stale)
  }

  /// A project whose `App` and `Share` targets both hold the catalog; `Share`'s Debug
  /// settings are `share`.
  static func sharedCatalog(share: [String: String], app: [String: String] = [:]) -> String {
    SyncProjectText(targets: [
      .init(name: "App", sources: ["AppView.swift"], resources: ["Localizable.xcstrings"], debug: app),
      .init(name: "Share", sources: ["ShareView.swift"], resources: ["Localizable.xcstrings"], debug: share),
    ]).text
  }

  @Test(arguments: [("NO", ["In the app"]), ("YES", ["In the app", "In the extension"]), ("\"NO\"", ["In the app"])])
  func aTargetThatDoesNotEmitStringsFeedsNoCatalog(setting: String, expected: [String]) throws {
    let fixture = try SyncFixture(swift: [
      "Demo.xcodeproj/project.pbxproj": Self.sharedCatalog(share: ["SWIFT_EMIT_LOC_STRINGS": setting]),
      "App/AppView.swift": #"let a = Text("In the app")"#,
      "Share/ShareView.swift": #"let b = Text("In the extension")"#,
    ])
    #expect(try fixture.keys() == expected)
  }

  @Test func aCatalogOfTargetsThatAllEmitNoStringsIsLeftAlone() throws {
    let catalog = CatalogSyncTests.catalog(#"    "Kept" : { }"#)
    let fixture = try SyncFixture(
      catalog: catalog,
      swift: [
        "Demo.xcodeproj/project.pbxproj": Self.sharedCatalog(
          share: ["SWIFT_EMIT_LOC_STRINGS": "NO"], app: ["SWIFT_EMIT_LOC_STRINGS": "NO"]),
        "App/AppView.swift": #"let a = Text("In the app")"#,
      ])
    #expect(try fixture.keys() == ["Kept"])
    #expect(fixture.result.changes.isEmpty)
  }

  @Test(arguments: ["\"MyLocalized $(inherited)\"", "(\n\t\t\t\t\tMyLocalized,\n\t\t\t\t)"])
  func theMacroNamesOfTheProjectAreKeyRoutines(setting: String) throws {
    let fixture = try SyncFixture(swift: [
      "Demo.xcodeproj/project.pbxproj": Self.sharedCatalog(share: [:], app: ["LOCALIZED_STRING_MACRO_NAMES": setting]),
      "App/AppView.swift":
        #"let a = MyLocalized("From a macro", "A comment"); let b = NSLocalizedString("Built in", comment: "")"#,
    ])
    #expect(try fixture.keys() == ["Built in", "From a macro"])
  }

  @Test(arguments: ["Legacy.m", "Bridge.mm"])
  func aCatalogWhoseTargetCompilesSourcesNotInTheTreeLosesNoKey(missing: String) throws {
    let catalog = CatalogSyncTests.catalog(#"    "Gone" : { }, "Translated" : \#(CatalogSyncTests.translated)"#)
    let project = SyncProjectText(targets: [
      .init(name: "App", sources: ["AppView.swift", missing], resources: ["Localizable.xcstrings"])
    ]).text
    let fixture = try SyncFixture(
      catalog: catalog,
      swift: [
        "Demo.xcodeproj/project.pbxproj": project,
        "App/AppView.swift": #"let a = Text("In the app")"#,
      ])
    #expect(try fixture.keys() == ["Gone", "In the app", "Translated"])
    #expect(try fixture.entry("Translated")?.extractionState == nil)
    #expect(
      fixture.result.diagnostics.map(\.description) == [
        fixture.tree.path("App/Localizable.xcstrings")
          + ": warning: its targets compile 1 source that is not in the tree (\(missing)): no key is marked stale or deleted"
      ])
  }

  @Test func aCatalogWhoseTargetsSourcesAreAllPresentStillLosesItsGoneKeys() throws {
    let catalog = CatalogSyncTests.catalog(#"    "Gone" : { }, "Translated" : \#(CatalogSyncTests.translated)"#)
    let project = SyncProjectText(targets: [
      // A Swift file the project names that is not in the tree is a renamed reference.
      .init(name: "App", sources: ["AppView.swift", "Legacy.m", "RenamedView.swift"], resources: ["Localizable.xcstrings"]),
      .init(name: "Other", sources: ["Elsewhere.m"]),
    ]).text
    let fixture = try SyncFixture(
      catalog: catalog,
      swift: [
        "Demo.xcodeproj/project.pbxproj": project,
        "App/AppView.swift": #"let a = Text("In the app")"#,
        "App/Legacy.m": #"NSString *s = @"Unrelated";"#,
      ])
    #expect(try fixture.keys() == ["In the app", "Translated"])
    #expect(try fixture.entry("Translated")?.extractionState == .stale)
    #expect(fixture.result.diagnostics.isEmpty)
  }
}
