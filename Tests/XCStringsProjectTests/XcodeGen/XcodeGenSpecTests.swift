import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsProject

@Suite("XcodeGen spec")
struct XcodeGenSpecTests {
  @Test func readsWhatTheProjectRulesNeed() throws {
    let spec = try XcodeGenSpec(parsing: Array(XcodeGenSample.spec.utf8), path: "project.yml")
    #expect(spec.developmentLanguage == .init(text: "de", location: SourceLocation(path: "project.yml", line: 3, column: 3)))
    #expect(spec.configurations == ["Debug", "Staging", "Release"])
    #expect(spec.settings[""]?["SWIFT_EMIT_LOC_STRINGS"]?.text == "YES")
    #expect(
      spec.settings["Debug"]?["DEVELOPMENT_LANGUAGE"]
        == .init(text: "fr", location: SourceLocation(path: "project.yml", line: 13, column: 7)))
    #expect(spec.targets.map(\.name) == ["Shop", "Widget"])
    let shop = spec.targets[0]
    #expect(shop.location == SourceLocation(path: "project.yml", line: 15, column: 3))
    #expect(shop.type == "application")
    #expect(shop.sources == ["Shop", "Shared/Util.swift"])
    #expect(shop.infoPath == "Shop/Info.plist")
    #expect(shop.infoProperties.mapValues(\.text) == ["CFBundleDevelopmentRegion": "de"])
    #expect(shop.settings[""]?["SWIFT_EMIT_LOC_STRINGS"]?.location == SourceLocation(path: "project.yml", line: 26, column: 7))
    #expect(shop.dependencies == [.init(name: "Widget"), .init(name: "Kit", embed: false)])
    #expect(spec.targets[1].sources == ["Widget"])
  }

  @Test func aSpecItCannotReadIsALocatedError() {
    #expect(
      throws: Diagnostic(
        .error, "anchors, aliases and tags are not supported", at: SourceLocation(path: "p.yml", line: 2, column: 10))
    ) {
      try XcodeGenSpec(parsing: Array("name: A\ntargets: *all\n".utf8), path: "p.yml")
    }
  }
}
