import Foundation
import XCStringsKit

/// A generated Xcode project of about `megabytes` MB (many targets, groups, source files and
/// build files, written as Xcode writes them) with a few small tables, for timing what editing
/// the project file adds to `migrate`.
struct ProjectWorkload {
  var root: String
  var project: String
  var bytes: Int

  static func make(in root: String, megabytes: Int = 5, languages: Int = 20) throws -> ProjectWorkload {
    try? FileManager.default.removeItem(atPath: root)
    var serial: UInt64 = 0x10_0000
    func id() -> String {
      serial += 1
      let digits = String(serial, radix: 16, uppercase: true)
      return String(repeating: "0", count: 24 - digits.count) + digits
    }
    var fileReferences: [String] = []
    var buildFiles: [String] = []
    var groups: [String] = []
    var phases: [String] = []
    var targets: [String] = []
    var variants: [String] = []
    let targetCount = 12
    let filesPerGroup = 40
    let groupsPerTarget = max(1, megabytes * 1_000_000 / (targetCount * filesPerGroup * 480))
    let known = [
      "en", "de", "fr", "es", "it", "ja", "ko", "nl", "pt", "ru", "sv", "da", "fi", "nb", "pl", "tr", "uk", "cs",
      "el", "hu", "ro", "sk", "vi", "id", "th", "he", "ar", "hi", "ca", "hr",
    ]
    let languageCodes = Array(known.prefix(max(1, min(languages, known.count))))
    var topGroups: [String] = []
    var targetIDs: [String] = []
    var resourcePhases: [String] = []
    for target in 0..<targetCount {
      let name = "Target\(target)"
      var sources: [String] = []
      var targetGroups: [String] = []
      for group in 0..<groupsPerTarget {
        var children: [String] = []
        for file in 0..<filesPerGroup {
          let fileName = "Feature\(group)View\(file)Model.swift"
          let reference = id()
          let build = id()
          fileReferences.append(
            "\t\t\(reference) /* \(fileName) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(fileName); sourceTree = \"<group>\"; };"
          )
          buildFiles.append(
            "\t\t\(build) /* \(fileName) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(fileName) */; };")
          children.append("\t\t\t\t\(reference) /* \(fileName) */,")
          sources.append("\t\t\t\t\(build) /* \(fileName) in Sources */,")
        }
        let groupID = id()
        groups.append(
          "\t\t\(groupID) /* Feature\(group) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
            + children.joined(separator: "\n")
            + "\n\t\t\t);\n\t\t\tpath = Feature\(group);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
        targetGroups.append("\t\t\t\t\(groupID) /* Feature\(group) */,")
      }
      // Target 0 builds the tables; the others one asset catalog each.
      var resources: [String] = []
      var resourceChildren: [String] = []
      if target < 3 {
        for table in ["Localizable.strings", "Localizable.stringsdict", "InfoPlist.strings"] {
          let variant = id()
          var children: [String] = []
          for language in languageCodes {
            let child = id()
            let type = table.hasSuffix("dict") ? "text.plist.stringsdict" : "text.plist.strings"
            fileReferences.append(
              "\t\t\(child) /* \(language) */ = {isa = PBXFileReference; lastKnownFileType = \(type); name = \(language); path = \(language).lproj/\(table); sourceTree = \"<group>\"; };"
            )
            children.append("\t\t\t\t\(child) /* \(language) */,")
          }
          variants.append(
            "\t\t\(variant) /* \(table) */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n"
              + children.joined(separator: "\n") + "\n\t\t\t);\n\t\t\tname = \(table);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
          let build = id()
          buildFiles.append(
            "\t\t\(build) /* \(table) in Resources */ = {isa = PBXBuildFile; fileRef = \(variant) /* \(table) */; };")
          resources.append("\t\t\t\t\(build) /* \(table) in Resources */,")
          resourceChildren.append("\t\t\t\t\(variant) /* \(table) */,")
        }
      }
      let targetGroup = id()
      groups.append(
        "\t\t\(targetGroup) /* \(name) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
          + (targetGroups + resourceChildren).joined(separator: "\n")
          + "\n\t\t\t);\n\t\t\tpath = \(name);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
      topGroups.append("\t\t\t\t\(targetGroup) /* \(name) */,")
      let sourcesPhase = id()
      let resourcesPhase = id()
      resourcePhases.append(resourcesPhase)
      phases.append(
        "\t\t\(sourcesPhase) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
          + sources.joined(separator: "\n") + "\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
      phases.append(
        "\t\t\(resourcesPhase) /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n"
          + resources.joined(separator: "\n") + "\n\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};")
      let targetID = id()
      targetIDs.append(targetID)
      targets.append(
        "\t\t\(targetID) /* \(name) */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = (\n\t\t\t\t\(sourcesPhase) /* Sources */,\n\t\t\t\t\(resourcesPhase) /* Resources */,\n\t\t\t);\n\t\t\tname = \(name);\n\t\t\tproductName = \(name);\n\t\t};"
      )
    }
    let mainGroup = id()
    groups.append(
      "\t\t\(mainGroup) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" + topGroups.joined(separator: "\n")
        + "\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};")
    let debug = id()
    let release = id()
    let list = id()
    let projectID = id()
    func section(_ name: String, _ lines: [String]) -> String {
      "\n/* Begin \(name) section */\n" + lines.joined(separator: "\n") + "\n/* End \(name) section */\n"
    }
    let configurations = [debug, release].enumerated().map { index, configuration in
      "\t\t\(configuration) /* \(index == 0 ? "Debug" : "Release") */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = \(index == 0 ? "Debug" : "Release");\n\t\t};"
    }
    var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
    text += section("PBXBuildFile", buildFiles) + section("PBXFileReference", fileReferences) + section("PBXGroup", groups)
    text += section("PBXNativeTarget", targets)
    text += section(
      "PBXProject",
      [
        "\t\t\(projectID) /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = \(list);\n\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t);\n\t\t\tmainGroup = \(mainGroup);\n\t\t\ttargets = (\n"
          + targetIDs.map { "\t\t\t\t\($0)," }.joined(separator: "\n") + "\n\t\t\t);\n\t\t};"
      ])
    text += section("PBXResourcesBuildPhase", phases.filter { $0.contains("PBXResourcesBuildPhase") })
    text += section("PBXSourcesBuildPhase", phases.filter { $0.contains("PBXSourcesBuildPhase") })
    text += section("PBXVariantGroup", variants)
    text += section("XCBuildConfiguration", configurations)
    text += section(
      "XCConfigurationList",
      [
        "\t\t\(list) = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(debug),\n\t\t\t\t\(release),\n\t\t\t);\n\t\t};"
      ])
    text += "\t};\n\trootObject = \(projectID) /* Project object */;\n}\n"
    let project = root + "/Big.xcodeproj/project.pbxproj"
    try FileManager.default.createDirectory(atPath: root + "/Big.xcodeproj", withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: project))
    // The tables' files, small: the time measured is the project's.
    for target in 0..<3 {
      for language in languageCodes {
        let folder = "\(root)/Target\(target)/\(language).lproj"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("\"greeting\" = \"hello \(language)\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.strings"))
        try Data("\"CFBundleName\" = \"App\";\n".utf8).write(to: URL(fileURLWithPath: folder + "/InfoPlist.strings"))
        try Data(Self.stringsdict.utf8).write(to: URL(fileURLWithPath: folder + "/Localizable.stringsdict"))
      }
    }
    return ProjectWorkload(root: root, project: project, bytes: text.utf8.count)
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>%d files</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@n@</string>
    \t\t<key>n</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d files</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
}
