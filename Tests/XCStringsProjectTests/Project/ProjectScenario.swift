import Foundation
import XCStringsTestSupport

/// A generated Xcode project with tables in targets and folders, written to a temporary tree,
/// and the project file Xcode's rules give after migrating it, worked out on the model.
struct ProjectScenario {
  struct Table {
    enum Kind { case strings, stringsdict, both }
    var name: String
    /// The folder (relative to the project) holding the `.strings` `.lproj` folders.
    var folder: String
    /// The folder of the `.stringsdict` `.lproj` folders when it is another one.
    var pluralFolder: String?
    var languages: [String]
    var kind: Kind = .both
    /// `storyboard` or `xib` for an interface table (its `.strings` children only).
    var interface: String?
    var targets: [Int]
    /// Languages listed by the project but not on disk.
    var missing: Set<String> = []
    /// Whether the project also references the table's folder as a folder reference, which
    /// copies it into target 0 whole.
    var copied = false
  }

  /// What the fixture made for one table.
  struct Made {
    var stringsGroup: String?
    var pluralGroup: String?
    var children: [String] = []
    var buildFiles: [String] = []
  }

  var targets: [String]
  var tables: [Table]
  var seed: UInt64
  var objectVersion = 56
  var fixture: ProjectFixture
  var made: [Made] = []
  var groups: [String: String] = [:]
  var resources: [String] = []
  var projectConfigurations: [String] = []
  var mainGroup = ""

  /// One app target with a table of its own and a table in `Content`, a folder the target
  /// also copies whole through a folder reference.
  static let copyingAFolder = ProjectScenario(
    targets: ["App"],
    tables: [
      Table(name: "Localizable", folder: "App", languages: ["en", "de"], targets: [0]),
      Table(name: "Web", folder: "Content", languages: ["en", "de"], kind: .strings, targets: [0], copied: true),
    ], seed: 8)

  init(targets: [String], tables: [Table], seed: UInt64, objectVersion: Int = 56) {
    self.targets = targets
    self.tables = tables
    self.seed = seed
    self.objectVersion = objectVersion
    fixture = ProjectFixture(seed: seed)
    fixture.objectVersion = objectVersion
    build()
  }

  // MARK: - Building the project

  private mutating func build() {
    var random = SeededGenerator(seed: seed)
    mainGroup = fixture.add("PBXGroup", "", [("children", .references([])), ("sourceTree", .text("<group>"))])
    let configurations = ["Debug", "Release"].map { name in
      fixture.add(
        "XCBuildConfiguration", name,
        [
          ("buildSettings", .settings([("ALWAYS_SEARCH_USER_PATHS", "NO"), ("SWIFT_VERSION", "5.0"), ("SDKROOT", "iphoneos")])),
          ("name", .text(name)),
        ])
    }
    projectConfigurations = configurations
    let projectList = fixture.add(
      "XCConfigurationList", "Build configuration list for PBXProject \"App\"",
      [
        ("buildConfigurations", .references(configurations)), ("defaultConfigurationIsVisible", .text("0")),
        ("defaultConfigurationName", .text("Release")),
      ])
    var targetIDs: [String] = []
    for name in targets {
      let asset = fixture.add(
        "PBXFileReference", "\(name).xcassets",
        [
          ("lastKnownFileType", .text("folder.assetcatalog")), ("path", .text("\(name).xcassets")),
          ("sourceTree", .text("<group>")),
        ])
      appendChild(asset, to: mainGroup)
      let assetBuild = fixture.add("PBXBuildFile", "\(name).xcassets in Resources", [("fileRef", .reference(asset))])
      let phase = fixture.add(
        "PBXResourcesBuildPhase", "Resources",
        [
          ("buildActionMask", .text("2147483647")), ("files", .references([assetBuild])),
          ("runOnlyForDeploymentPostprocessing", .text("0")),
        ])
      resources.append(phase)
      let sources = fixture.add(
        "PBXSourcesBuildPhase", "Sources",
        [
          ("buildActionMask", .text("2147483647")), ("files", .references([])),
          ("runOnlyForDeploymentPostprocessing", .text("0")),
        ])
      let configuration = fixture.add(
        "XCBuildConfiguration", "Debug",
        [
          ("buildSettings", .settings([("PRODUCT_NAME", "$(TARGET_NAME)")])), ("name", .text("Debug")),
        ])
      let list = fixture.add(
        "XCConfigurationList", "Build configuration list for PBXNativeTarget \"\(name)\"",
        [
          ("buildConfigurations", .references([configuration])), ("defaultConfigurationName", .text("Debug")),
        ])
      targetIDs.append(
        fixture.add(
          "PBXNativeTarget", name,
          [
            ("buildConfigurationList", .reference(list)), ("buildPhases", .references([sources, phase])),
            ("name", .text(name)), ("productName", .text(name)),
          ]))
    }
    for table in tables { made.append(addTable(table, random: &random)) }
    for folder in copiedFolders.sorted() where !targetIDs.isEmpty {
      let reference = fixture.add(
        "PBXFileReference", folder,
        [
          ("lastKnownFileType", .text("folder")), ("path", .text(folder)), ("sourceTree", .text("<group>")),
        ])
      appendChild(reference, to: mainGroup)
      let buildFile = fixture.add("PBXBuildFile", "\(folder) in Resources", [("fileRef", .reference(reference))])
      appendReference(buildFile, "files", to: resources[0])
    }
    // Xcode appends as the user adds; shuffling the lists gives every relative order a chance.
    for phase in resources {
      fixture.setReferences("files", of: phase, fixture.references("files", of: phase).shuffled(using: &random))
    }
    for id in groups.values {
      fixture.setReferences("children", of: id, fixture.references("children", of: id).shuffled(using: &random))
    }
    fixture.rootObject = fixture.add(
      "PBXProject", "Project object",
      [
        ("buildConfigurationList", .reference(projectList)), ("compatibilityVersion", .text("Xcode 14.0")),
        ("developmentRegion", .text("en")), ("hasScannedForEncodings", .text("0")),
        ("knownRegions", .texts(["en", "Base"] + Set(tables.flatMap(\.languages)).subtracting(["en", "Base"]).sorted())),
        ("mainGroup", .reference(mainGroup)), ("projectDirPath", .text("")), ("projectRoot", .text("")),
        ("targets", .references(targetIDs)),
      ])
  }

  private mutating func addTable(_ table: Table, random: inout SeededGenerator) -> Made {
    var result = Made()
    func variant(_ fileName: String, _ type: String, folder: String, base: String?) -> String {
      var children: [String] = []
      if let base {
        children.append(
          fixture.add(
            "PBXFileReference", "Base",
            [
              ("lastKnownFileType", .text("file.\(base)")), ("name", .text("Base")),
              ("path", .text("Base.lproj/\(table.name).\(base)")), ("sourceTree", .text("<group>")),
            ]))
      }
      for language in table.languages {
        let child = fixture.add(
          "PBXFileReference", language,
          [
            ("lastKnownFileType", .text(type)), ("name", .text(language)), ("path", .text("\(language).lproj/\(fileName)")),
            ("sourceTree", .text("<group>")),
          ])
        children.append(child)
        result.children.append(child)
      }
      let name = base.map { "\(table.name).\($0)" } ?? fileName
      let id = fixture.add(
        "PBXVariantGroup", name,
        [
          ("children", .references(children)), ("name", .text(name)), ("sourceTree", .text("<group>")),
        ])
      appendChild(id, to: group(for: folder))
      for target in table.targets {
        let buildFile = fixture.add("PBXBuildFile", "\(name) in Resources", [("fileRef", .reference(id))])
        result.buildFiles.append(buildFile)
        appendReference(buildFile, "files", to: resources[target])
      }
      return id
    }
    if let interface = table.interface {
      result.stringsGroup = variant("\(table.name).strings", "text.plist.strings", folder: table.folder, base: interface)
      return result
    }
    if table.kind != .stringsdict {
      result.stringsGroup = variant("\(table.name).strings", "text.plist.strings", folder: table.folder, base: nil)
    }
    if table.kind != .strings {
      result.pluralGroup = variant(
        "\(table.name).stringsdict", "text.plist.stringsdict", folder: table.pluralFolder ?? table.folder, base: nil)
    }
    // A file beside the tables, so that groups hold more than variant groups.
    let other = fixture.add(
      "PBXFileReference", "\(table.name)View.swift",
      [
        ("lastKnownFileType", .text("sourcecode.swift")), ("path", .text("\(table.name)View.swift")),
        ("sourceTree", .text("<group>")),
      ])
    appendChild(other, to: group(for: table.folder))
    _ = random.next()
    return result
  }

  /// The folders (relative to the project) that folder references copy whole.
  var copiedFolders: Set<String> { Set(tables.filter { $0.copied && !$0.folder.isEmpty }.map(\.folder)) }

  /// Whether a folder (relative to the project) lies in a folder that is copied whole.
  func isCopied(_ folder: String) -> Bool {
    copiedFolders.contains { folder == $0 || folder.hasPrefix($0 + "/") }
  }

  /// The group of a folder (relative to the project), made with its parents on first use.
  mutating func group(for folder: String) -> String {
    if folder.isEmpty { return mainGroup }
    if let id = groups[folder] { return id }
    let parent = group(for: (folder as NSString).deletingLastPathComponent)
    let name = (folder as NSString).lastPathComponent
    let id = fixture.add(
      "PBXGroup", name, [("children", .references([])), ("path", .text(name)), ("sourceTree", .text("<group>"))])
    appendChild(id, to: parent)
    groups[folder] = id
    return id
  }

  private mutating func appendChild(_ id: String, to group: String) { appendReference(id, "children", to: group) }

  private mutating func appendReference(_ id: String, _ key: String, to owner: String) {
    fixture.setReferences(key, of: owner, fixture.references(key, of: owner) + [id])
  }

  // MARK: - Disk

  /// Writes the project and the table files that are not `missing` under `root`; returns the
  /// project file's path.
  func write(to root: URL) throws -> String {
    let manager = FileManager.default
    func write(_ text: String, _ relative: String) throws {
      let url = root.appendingPathComponent(relative)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    for table in tables {
      for language in table.languages where !table.missing.contains(language) {
        if table.kind != .stringsdict || table.interface != nil {
          try write("\"\(table.name) key\" = \"\(language)\";\n", join(table.folder, "\(language).lproj/\(table.name).strings"))
        }
        if table.kind != .strings, table.interface == nil {
          try write(
            Self.stringsdict(language), join(table.pluralFolder ?? table.folder, "\(language).lproj/\(table.name).stringsdict"))
        }
      }
      if let interface = table.interface {
        try write("<document/>\n", join(table.folder, "Base.lproj/\(table.name).\(interface)"))
      }
    }
    let project = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
    try write(fixture.text(), "App.xcodeproj/project.pbxproj")
    return project.path
  }

  func join(_ folder: String, _ path: String) -> String { folder.isEmpty ? path : folder + "/" + path }

  static func stringsdict(_ language: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>%d items</key>
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
    \t\t\t<string>%d \(language)</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>

    """
  }
}
