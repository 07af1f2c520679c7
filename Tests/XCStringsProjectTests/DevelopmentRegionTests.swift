import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsModel
@testable import XCStringsProject

@Suite("development region")
struct DevelopmentRegionTests {
  static func pbxproj(_ region: String) -> String {
    "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tAAAA = {\n\t\t\tisa = PBXProject;\n\t\t\tdevelopmentRegion = \(region);\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t);\n\t\t};\n\t};\n\trootObject = AAAA;\n}\n"
  }

  static func infoPlist(_ region: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleDevelopmentRegion</key>
    \t<string>\(region)</string>
    </dict>
    </plist>
    """
  }

  @Test func xcodeprojDevelopmentRegionFoundWalkingUp() throws {
    let tree = try Tree(["App.xcodeproj/project.pbxproj": Self.pbxproj("de"), "App/Info.plist": Self.infoPlist("fr")])
    try tree.mkdir("App/Resources/en.lproj")
    let region = DevelopmentRegion.detect(startingAt: tree.path("App/Resources"))
    #expect(
      region
        == DevelopmentRegion(
          language: "de", origin: "developmentRegion in \(tree.path("App.xcodeproj"))/project.pbxproj"))
  }

  /// A folder with thousands of entries of every name length: each listing buffer ends with a
  /// record shorter than `dirent`, whose name must be read without going past it.
  @Test func projectBundlesInALargeFolder() throws {
    let root = try TestPaths.temporaryDirectory()
    for index in 0..<3000 {
      let name = String(repeating: "n", count: 1 + index % 120) + "\(index)"
      #expect(FileManager.default.createFile(atPath: root.appendingPathComponent(name).path, contents: nil))
    }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("B.xcodeproj"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: root.appendingPathComponent("A.xcodeproj"), withIntermediateDirectories: true)
    #expect(DevelopmentRegion.projectBundles(in: root.path) == ["A.xcodeproj", "B.xcodeproj"])
    #expect(DevelopmentRegion.projectBundles(in: root.appendingPathComponent("missing").path) == [])
  }

  @Test func legacyEnglishAndQuotedValues() throws {
    let english = try Tree(["App.xcodeproj/project.pbxproj": Self.pbxproj("English")])
    #expect(DevelopmentRegion.detect(startingAt: english.root)?.language == "en")
    let quoted = try Tree(["App.xcodeproj/project.pbxproj": Self.pbxproj("\"zh-Hans\"")])
    #expect(DevelopmentRegion.detect(startingAt: quoted.root)?.language == "zh-Hans")
  }

  @Test func xcodeGenSpec() throws {
    let tree = try Tree([
      "project.yml": "name: App\noptions:\n  bundleIdPrefix: com.example\n  developmentLanguage: ja # Japanese\ntargets: {}\n",
      "Package.swift": "let package = Package(name: \"X\", defaultLocalization: \"fr\")\n",
    ])
    #expect(
      DevelopmentRegion.detect(startingAt: tree.path("Sources"))
        == DevelopmentRegion(language: "ja", origin: "options.developmentLanguage in \(tree.path("project.yml"))"))
  }

  @Test func infoPlistRegion() throws {
    let tree = try Tree(["App/Info.plist": Self.infoPlist("German"), "Package.swift": "defaultLocalization: \"fr\""])
    #expect(
      DevelopmentRegion.detect(startingAt: tree.path("App"))
        == DevelopmentRegion(language: "de", origin: "CFBundleDevelopmentRegion in \(tree.path("App/Info.plist"))"))
  }

  @Test func binaryInfoPlistRegion() throws {
    let tree = try Tree(["Package.swift": "defaultLocalization: \"fr\""])
    try tree.mkdir("App")
    let plist: [String: Any] = ["CFBundleName": "App", "CFBundleDevelopmentRegion": "ja", "CFBundleVersion": 3]
    try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
      .write(to: URL(fileURLWithPath: tree.path("App/Info.plist")))
    #expect(
      DevelopmentRegion.detect(startingAt: tree.path("App"))
        == DevelopmentRegion(language: "ja", origin: "CFBundleDevelopmentRegion in \(tree.path("App/Info.plist"))"))
  }

  @Test func damagedInfoPlistIsIgnored() throws {
    // Cut short, with a region that is a number, as a binary file with a damaged trailer.
    for text in [
      String(Self.infoPlist("de").dropLast(20)),
      "<plist><dict><key>CFBundleDevelopmentRegion</key><integer>1</integer></dict></plist>",
      "bplist00" + String(repeating: "\u{1}", count: 40),
    ] {
      let tree = try Tree(["App/Info.plist": text, "Package.swift": "defaultLocalization: \"fr\""])
      #expect(DevelopmentRegion.detect(startingAt: tree.path("App"))?.language == "fr", "\(text)")
    }
  }

  @Test func repeatedInfoPlistKeyTakesTheLaterValue() throws {
    let text =
      "<plist><dict><key>CFBundleDevelopmentRegion</key><string>de</string>"
      + "<key>CFBundleDevelopmentRegion</key><string>it</string></dict></plist>"
    let tree = try Tree(["App/Info.plist": text])
    #expect(DevelopmentRegion.detect(startingAt: tree.path("App"))?.language == "it")
  }

  @Test func infoPlistVariableIsResolvedThroughTheProject() throws {
    let tree = try Tree([
      "App/Info.plist": Self.infoPlist("$(DEVELOPMENT_LANGUAGE)"),
      "App.xcodeproj/project.pbxproj": Self.pbxproj("es"),
    ])
    #expect(DevelopmentRegion.detect(startingAt: tree.path("App"))?.language == "es")
  }

  @Test func unresolvableInfoPlistVariableIsNotALanguage() throws {
    let tree = try Tree(["App/Info.plist": Self.infoPlist("$(DEVELOPMENT_LANGUAGE)")])
    #expect(DevelopmentRegion.detect(startingAt: tree.path("App")) == nil)
  }

  @Test func packageDefaultLocalization() throws {
    let tree = try Tree([
      "Package.swift":
        "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(\n  name: \"Kit\",\n  defaultLocalization: \"pt_BR\",\n  targets: []\n)\n"
    ])
    #expect(
      DevelopmentRegion.detect(startingAt: tree.path("Sources/Kit/Resources"))
        == DevelopmentRegion(language: "pt-BR", origin: "defaultLocalization in \(tree.path("Package.swift"))"))
  }

  @Test func walkStopsAtTheRepositoryRoot() throws {
    let outer = try Tree(["App.xcodeproj/project.pbxproj": Self.pbxproj("de")])
    try outer.mkdir("Vendor/Lib/.git")
    #expect(DevelopmentRegion.detect(startingAt: outer.path("Vendor/Lib/Sources")) == nil)
    #expect(DevelopmentRegion.detect(startingAt: outer.path("Vendor"))?.language == "de")
  }

  /// The project object's own `developmentRegion`, as the project parser (and lint) reads it:
  /// not the first place the word is written (a comment, a file's path, a build setting).
  @Test func theRegionIsTheProjectObjectsNotTheFirstMention() throws {
    for mention in [
      "/* developmentRegion = fr; */",
      "BBBB = {isa = PBXFileReference; path = \"developmentRegion = fr;\"; sourceTree = \"<group>\"; };",
      "CCCC = {isa = XCBuildConfiguration; buildSettings = {developmentRegion = fr;}; name = Debug; };",
    ] {
      let text =
        "// !$*UTF8*$!\n{\n\tobjects = {\n\t\t\(mention)\n\t\tAAAA = {\n\t\t\tisa = PBXProject;\n"
        + "\t\t\tdevelopmentRegion = de;\n\t\t};\n\t};\n\trootObject = AAAA;\n}\n"
      let tree = try Tree(["App.xcodeproj/project.pbxproj": text])
      #expect(DevelopmentRegion.detect(startingAt: tree.root)?.language == "de", "\(mention)")
    }
  }

  /// XcodeGen's `options: developmentLanguage:`, as the YAML reader (and lint) reads it: not
  /// a comment, another key of that name, or the word in a value.
  @Test func theSpecsOptionNotACommentOrAnotherKey() throws {
    for before in ["# developmentLanguage: fr", "settings:\n  base:\n    developmentLanguage: fr", "name: developmentLanguage"] {
      let tree = try Tree(["project.yml": before + "\noptions:\n  developmentLanguage: ja\ntargets: {}\n"])
      #expect(DevelopmentRegion.detect(startingAt: tree.root)?.language == "ja", "\(before)")
    }
  }

  @Test func parsers() throws {
    let tree = try Tree([
      "A/project.pbxproj": Self.pbxproj("en"), "B/project.pbxproj": Self.pbxproj("\"en-GB\""),
      "C/project.pbxproj": Self.pbxproj("\"\""), "D/project.pbxproj": "nothing here",
      "project.yml": "options:\n  developmentLanguage: \"de\"\n", "empty.yml": "options:\n  developmentLanguage: ''\n",
    ])
    #expect(DevelopmentRegion.pbxprojDevelopmentRegion(tree.path("A/project.pbxproj")) == "en")
    #expect(DevelopmentRegion.pbxprojDevelopmentRegion(tree.path("B/project.pbxproj")) == "en-GB")
    #expect(DevelopmentRegion.pbxprojDevelopmentRegion(tree.path("C/project.pbxproj")) == nil)
    #expect(DevelopmentRegion.pbxprojDevelopmentRegion(tree.path("D/project.pbxproj")) == nil)
    #expect(DevelopmentRegion.pbxprojDevelopmentRegion(tree.path("missing/project.pbxproj")) == nil)
    #expect(DevelopmentRegion.xcodeGenLanguage(tree.path("project.yml")) == "de")
    #expect(DevelopmentRegion.xcodeGenLanguage(tree.path("empty.yml")) == nil)
    #expect(DevelopmentRegion.packageLocalization("Package(name: \"A\", defaultLocalization: \"en\")") == "en")
  }
}
