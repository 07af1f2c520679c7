import Foundation
import Testing
import XCStringsBase
import XCStringsTestSupport

@testable import XCStringsLint

@Suite("LintProject: XcodeGen specs")
struct LintProjectXcodeGenTests {
  @Test func targetsFromTheSpec() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write(XcodeGenSample.spec, "project.yml", in: root)
    try TestPaths.write("", "Shop/A.swift", in: root)
    try TestPaths.write("", "Shared/Util.swift", in: root)
    try TestPaths.write("", "Widget/W.swift", in: root)
    let path = root.path + "/project.yml"
    let project = try LintProject(xcodeGenSpec: path, absolute: FileTransaction.absolute(path))
    let folder = FileTransaction.absolute(root.path)
    #expect(project.isXcodeGen && project.knownRegions == nil)
    #expect(project.developmentRegion?.value == "de")
    let shop = project.targets[0]
    #expect(shop.productType == "com.apple.product-type.application")
    #expect(shop.memberFolders == [folder + "/Shop"])
    #expect(shop.sourceFiles == [folder + "/Shared/Util.swift"])
    #expect(shop.contains(folder + "/Shop/A.swift") && !shop.contains(folder + "/Widget/W.swift"))
    #expect(shop.infoPlistFile == folder + "/Shop/Info.plist")
    #expect(shop.infoPlistProperties["CFBundleDevelopmentRegion"]?.value == "de")
    #expect(shop.dependencies == ["Widget", "Kit"])
    #expect(shop.embeds == ["Widget"])
    #expect(project.setting("SWIFT_EMIT_LOC_STRINGS", of: shop).map { $0.setting?.value ?? "-" } == ["NO", "NO", "NO"])
    #expect(project.setting("DEVELOPMENT_LANGUAGE", of: project.targets[1]).map { $0.setting?.value ?? "-" } == ["fr", "-", "-"])
    #expect(project.targets[1].isExtension)
  }
}
