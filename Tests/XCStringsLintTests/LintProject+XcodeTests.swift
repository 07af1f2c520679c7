import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint

@Suite("LintProject: Xcode projects")
struct LintProjectXcodeTests {
  private static func fixture() -> LintProjectFixture {
    var fixture = LintProjectFixture(projectSettings: ["SWIFT_EMIT_LOC_STRINGS": "YES", "DEVELOPMENT_LANGUAGE": "de"])
    fixture.targets = [
      .init(
        name: "App", sources: ["App/A.swift", "App/B.swift"],
        resources: ["App/Localizable.xcstrings", "App/en.lproj/Main.strings", "App/de.lproj/Main.strings"],
        settings: ["INFOPLIST_FILE": "$(SRCROOT)/App/Info.plist", "SWIFT_EMIT_LOC_STRINGS": "NO"],
        dependencies: ["Widget"], embeds: ["Widget"]),
      .init(
        name: "Widget", type: "com.apple.product-type.app-extension", sources: ["Widget/W.swift"],
        settings: ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_CFBundleDisplayName": "W"],
        synchronizedFolders: ["Shared"]),
    ]
    return fixture
  }

  @Test func targetsMembersSettingsAndRelations() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.fixture().write(in: root)
    let path = root.path + "/App.xcodeproj/project.pbxproj"
    let project = try LintProject(xcodeProject: path, absolute: path)
    let folder = FileTransaction.absolute(root.path)
    #expect(project.folder == folder)
    #expect(project.developmentRegion?.value == "en")
    #expect(project.knownRegions?.values == ["en", "Base"])
    #expect(project.configurations == ["Debug", "Release"])
    #expect(project.targets.map(\.name) == ["App", "Widget"])
    let app = project.targets[0]
    #expect(app.isApplication && !app.isExtension)
    #expect(app.sourceFiles == [folder + "/App/A.swift", folder + "/App/B.swift"])
    #expect(
      app.resourceFiles == [
        folder + "/App/Localizable.xcstrings", folder + "/App/en.lproj/Main.strings", folder + "/App/de.lproj/Main.strings",
      ])
    #expect(app.dependencies == ["Widget"])
    #expect(app.embeds == ["Widget"])
    #expect(app.infoPlistFile == folder + "/App/Info.plist")
    #expect(
      project.setting("SWIFT_EMIT_LOC_STRINGS", of: app).map { "\($0.configuration)=\($0.setting?.value ?? "-")" } == [
        "Debug=NO", "Release=NO",
      ])
    #expect(project.firstSetting("DEVELOPMENT_LANGUAGE", of: app)?.value == "de")
    let widget = project.targets[1]
    #expect(widget.isExtension)
    #expect(widget.generatesInfoPlist)
    #expect(widget.infoPlistProperties["CFBundleDisplayName"]?.value == "W")
    #expect(widget.memberFolders == [folder + "/Shared"])
    #expect(widget.contains(folder + "/Shared/Deep/File.swift"))
    #expect(!widget.contains(folder + "/SharedOther/File.swift"))
    #expect(project.stringExtraction(of: widget).isOn == true)
    #expect(project.stringExtraction(of: app).isOn == false)
  }

  @Test func settingsAreLocatedAtTheirKeys() throws {
    let root = try TestPaths.temporaryDirectory()
    try Self.fixture().write(in: root)
    let path = root.path + "/App.xcodeproj/project.pbxproj"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let project = try LintProject(xcodeProject: path, absolute: path)
    let setting = try #require(project.targets[0].settings["Debug"]?["SWIFT_EMIT_LOC_STRINGS"])
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)[setting.location.line - 1]
    #expect(line.dropFirst(setting.location.column - 1).hasPrefix("SWIFT_EMIT_LOC_STRINGS = \"NO\";"))
  }

  @Test func pathsExpandTheProjectsVariables() {
    let project = LintProject(path: "p", folder: "/repo", isXcodeGen: false, location: .file("p"))
    let target = LintProject.Target(name: "Kit", location: .file("p"), productType: "")
    #expect(project.path("$(SRCROOT)/Kit/Info.plist", target: target) == "/repo/Kit/Info.plist")
    #expect(project.path("${PROJECT_DIR}/$(TARGET_NAME)/Info.plist", target: target) == "/repo/Kit/Info.plist")
    #expect(project.path("Sub/../Kit/Info.plist", target: target) == "/repo/Kit/Info.plist")
    #expect(project.path("/abs/Info.plist", target: target) == "/abs/Info.plist")
  }

  @Test func anUnreadableProjectIsAWarningAndTheRestIsLinted() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("// !$*UTF8*$!\n{\n\tobjects = {\n", "App.xcodeproj/project.pbxproj", in: root)
    try TestPaths.write(LintProjectFixture.catalog(["en"]), "App/Localizable.xcstrings", in: root)
    let tree = LintTree(loading: root.path)
    #expect(tree.projects.isEmpty)
    #expect(tree.subjects.count == 1)
    #expect(
      tree.diagnostics.map { $0.description.replacingOccurrences(of: root.path + "/", with: "") }
        == [
          "App.xcodeproj/project.pbxproj:3:12: warning: unterminated dictionary; no closing '}' before the end of the file; the project's settings are not checked"
        ])
  }
}
