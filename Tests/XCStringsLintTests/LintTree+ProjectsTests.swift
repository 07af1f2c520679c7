import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint

@Suite("LintTree: projects")
struct LintTreeProjectsTests {
  @Test func projectsUnderTheRootAndSpecsOnlyWithoutAProject() throws {
    let root = try TestPaths.temporaryDirectory()
    for path in [
      "App.xcodeproj/project.pbxproj", "project.yml", "Tools/Gen/project.yml", "Tools/Gen/Sub/project.yaml",
      ".build/Dep.xcodeproj/project.pbxproj", "Pods/Pods.xcodeproj/project.pbxproj", "Empty.xcodeproj/readme",
    ] {
      try TestPaths.write("", path, in: root)
    }
    #expect(
      LintTree.projectPaths(under: root.path).map { $0.dropFirst(root.path.count + 1) } == [
        "App.xcodeproj/project.pbxproj", "Tools/Gen/Sub/project.yaml", "Tools/Gen/project.yml",
      ])
  }

  @Test func eachSourceLearnsWhetherItsTargetExtractsStrings() throws {
    let root = try TestPaths.temporaryDirectory()
    var fixture = LintProjectFixture(targets: [
      .init(name: "App", sources: ["App/A.swift"], settings: ["SWIFT_EMIT_LOC_STRINGS": "YES"]),
      .init(name: "Kit", type: "com.apple.product-type.framework", sources: ["Kit/K.swift"]),
    ])
    fixture.projectSettings = [:]
    try fixture.write(in: root, files: ["Loose.swift": "", "App/A.swift": "", "Kit/K.swift": ""])
    let tree = LintTree(loading: root.path)
    let project = root.path + "/App.xcodeproj/project.pbxproj"
    #expect(
      tree.stringExtraction(for: root.path + "/App/A.swift")
        == StringExtraction(isOn: true, origin: "SWIFT_EMIT_LOC_STRINGS of target 'App' in \(project)"))
    #expect(
      tree.stringExtraction(for: root.path + "/Kit/K.swift")
        == StringExtraction(isOn: false, origin: "SWIFT_EMIT_LOC_STRINGS of target 'Kit' in \(project)"))
    #expect(tree.stringExtraction(for: root.path + "/Loose.swift") == .unknown)
  }

  @Test func anUnreadableInfoPlistIsAWarning() throws {
    let root = try TestPaths.temporaryDirectory()
    let fixture = LintProjectFixture(targets: [.init(name: "App", settings: ["INFOPLIST_FILE": "App/Info.plist"])])
    try fixture.write(in: root, files: ["App/Info.plist": "<plist><dict><key>a</key>"])
    let tree = LintTree(loading: root.path)
    #expect(tree.projects.count == 1)
    #expect(tree.projects.first?.targets.first?.infoPlist == nil)
    #expect(tree.diagnostics.count == 1)
    #expect(tree.diagnostics.first?.severity == .warning)
    #expect(tree.diagnostics.first?.message.hasSuffix("; the Info.plist is not checked") == true)
    #expect(tree.diagnostics.first?.location?.path == root.path + "/App/Info.plist")
  }
}
