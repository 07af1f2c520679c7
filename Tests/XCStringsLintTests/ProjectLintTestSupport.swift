import Foundation
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint

/// Writes small Xcode projects the way Xcode lays them out (one file per line in the sections
/// it uses), with the files they name, for the project-settings rules.
///
/// Every file reference sits in the main group with its path relative to the project folder;
/// resources named `xx.lproj/T.strings` become one variant group `T.strings` per table.
struct LintProjectFixture {
  struct Target {
    var name: String
    var type = "com.apple.product-type.application"
    var sources: [String] = []
    var resources: [String] = []
    var settings: [String: String] = [:]
    var dependencies: [String] = []
    var embeds: [String] = []
    var synchronizedFolders: [String] = []
    /// The scripts of its Run Script phases.
    var scripts: [String] = []
    /// Files of its synchronized folders whose membership an exception set turns around for
    /// another target, by that target's name (the files then belong to it).
    var lends: [String: [String]] = [:]
  }

  var developmentRegion: String? = "en"
  var knownRegions: [String]? = ["en", "Base"]
  var projectSettings: [String: String] = [:]
  var targets: [Target] = []

  /// The project file's text.
  func text() -> String {
    var next = 0x100
    func id() -> String {
      next += 1
      return String(format: "AA%022X", next)
    }
    var sections: [String: [String]] = [:]
    func add(_ isa: String, _ line: String) { sections[isa, default: []].append(line) }
    let project = id()
    let mainGroup = id()
    var mainChildren: [String] = []
    var references: [String: String] = [:]
    func reference(_ path: String) -> String {
      if let known = references[path] { return known }
      let made = id()
      references[path] = made
      mainChildren.append(made)
      add("PBXFileReference", "\t\t\(made) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<group>\"; };")
      return made
    }
    var variantGroups: [String: (id: String, children: [String])] = [:]
    var products: [String: String] = [:]
    var targetIDs: [String: String] = [:]
    for target in targets {
      products[target.name] = id()
      targetIDs[target.name] = id()
      add(
        "PBXFileReference",
        "\t\t\(products[target.name]!) = {isa = PBXFileReference; path = \(target.name).app; sourceTree = BUILT_PRODUCTS_DIR; };")
    }
    func configurationList(_ settings: [String: String]) -> String {
      let list = id()
      var configurations: [String] = []
      for name in ["Debug", "Release"] {
        let configuration = id()
        configurations.append(configuration)
        let lines = settings.sorted { $0.key < $1.key }.map { "\t\t\t\t\($0.key) = \"\($0.value)\";" }
        add(
          "XCBuildConfiguration",
          "\t\t\(configuration) = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            + lines.map { $0 + "\n" }.joined() + "\t\t\t};\n\t\t\tname = \(name);\n\t\t};")
      }
      add(
        "XCConfigurationList",
        "\t\t\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configurations.joined(separator: ", ")), ); };")
      return list
    }
    for target in targets {
      func phase(_ isa: String, _ files: [String]) -> String {
        let phase = id()
        var buildFiles: [String] = []
        for file in files {
          var fileReference: String
          let parts = file.split(separator: "/")
          if file.hasSuffix(".strings") || file.hasSuffix(".stringsdict"), parts.count >= 2,
            parts[parts.count - 2].hasSuffix(".lproj")
          {
            let name = String(parts.last!)
            let group = variantGroups[name] ?? (id(), [])
            let child = reference(file)
            mainChildren.removeAll { $0 == child }
            variantGroups[name] = (group.id, group.children + [child])
            fileReference = group.id
            if group.children.isEmpty { mainChildren.append(group.id) } else { continue }
          } else {
            fileReference = reference(file)
          }
          let buildFile = id()
          buildFiles.append(buildFile)
          add("PBXBuildFile", "\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(fileReference); };")
        }
        add(isa, "\t\t\(phase) = {isa = \(isa); files = (\(buildFiles.map { $0 + ", " }.joined())); };")
        return phase
      }
      var phases = [phase("PBXSourcesBuildPhase", target.sources), phase("PBXResourcesBuildPhase", target.resources)]
      for script in target.scripts {
        let phase = id()
        let quoted = script.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        add("PBXShellScriptBuildPhase", "\t\t\(phase) = {isa = PBXShellScriptBuildPhase; shellScript = \"\(quoted)\"; };")
        phases.append(phase)
      }
      if !target.embeds.isEmpty {
        let embedded = target.embeds.map { name -> String in
          let buildFile = id()
          add("PBXBuildFile", "\t\t\(buildFile) = {isa = PBXBuildFile; fileRef = \(products[name]!); };")
          return buildFile
        }
        let copy = id()
        add(
          "PBXCopyFilesBuildPhase",
          "\t\t\(copy) = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (\(embedded.map { $0 + ", " }.joined())); };"
        )
        phases.append(copy)
      }
      let dependencies = target.dependencies.map { name -> String in
        let dependency = id()
        add("PBXTargetDependency", "\t\t\(dependency) = {isa = PBXTargetDependency; target = \(targetIDs[name]!); };")
        return dependency
      }
      var synchronized: [String] = []
      for folder in target.synchronizedFolders {
        let group = id()
        synchronized.append(group)
        mainChildren.append(group)
        var exceptionSets: [String] = []
        for (other, files) in target.lends.sorted(by: { $0.key < $1.key }) {
          let set = id()
          exceptionSets.append(set)
          add(
            "PBXFileSystemSynchronizedBuildFileExceptionSet",
            "\t\t\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
              + files.map { "\"\($0)\", " }.joined() + "); target = \(targetIDs[other]!); };")
        }
        let exceptions = exceptionSets.isEmpty ? "" : " exceptions = (\(exceptionSets.map { $0 + ", " }.joined()));"
        add(
          "PBXFileSystemSynchronizedRootGroup",
          "\t\t\(group) = {isa = PBXFileSystemSynchronizedRootGroup;\(exceptions) path = \(folder); sourceTree = \"<group>\"; };")
      }
      let list = configurationList(target.settings)
      add(
        "PBXNativeTarget",
        "\t\t\(targetIDs[target.name]!) = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list);\n"
          + "\t\t\tbuildPhases = (\(phases.map { $0 + ", " }.joined()));\n\t\t\tdependencies = (\(dependencies.map { $0 + ", " }.joined()));\n"
          + (synchronized.isEmpty ? "" : "\t\t\tfileSystemSynchronizedGroups = (\(synchronized.map { $0 + ", " }.joined()));\n")
          + "\t\t\tname = \(target.name);\n\t\t\tproductReference = \(products[target.name]!);\n\t\t\tproductType = \"\(target.type)\";\n\t\t};"
      )
    }
    for (name, group) in variantGroups {
      add(
        "PBXVariantGroup",
        "\t\t\(group.id) = {isa = PBXVariantGroup; children = (\(group.children.map { $0 + ", " }.joined())); name = \(name); sourceTree = \"<group>\"; };"
      )
    }
    let projectList = configurationList(projectSettings)
    add(
      "PBXGroup",
      "\t\t\(mainGroup) = {isa = PBXGroup; children = (\(mainChildren.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };")
    var projectLines = ["\t\t\(project) = {", "\t\t\tisa = PBXProject;", "\t\t\tbuildConfigurationList = \(projectList);"]
    if let developmentRegion { projectLines.append("\t\t\tdevelopmentRegion = \(developmentRegion);") }
    if let knownRegions { projectLines.append("\t\t\tknownRegions = (\(knownRegions.map { $0 + ", " }.joined()));") }
    projectLines += [
      "\t\t\tmainGroup = \(mainGroup);", "\t\t\tprojectDirPath = \"\";",
      "\t\t\ttargets = (\(targets.map { targetIDs[$0.name]! + ", " }.joined()));", "\t\t};",
    ]
    add("PBXProject", projectLines.joined(separator: "\n"))
    var text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n"
    for isa in sections.keys.sorted() {
      text += "\n/* Begin \(isa) section */\n" + sections[isa]!.joined(separator: "\n") + "\n/* End \(isa) section */\n"
    }
    return text + "\t};\n\trootObject = \(project);\n}\n"
  }

  /// Writes the project as `App.xcodeproj` in `root`, and every file it names that `files`
  /// does not give, empty.
  func write(in root: URL, files: [String: String] = [:]) throws {
    try TestPaths.write(text(), "App.xcodeproj/project.pbxproj", in: root)
    for (path, content) in files { try TestPaths.write(content, path, in: root) }
    for target in targets {
      for path in target.sources + target.resources where files[path] == nil {
        try TestPaths.write("", path, in: root)
      }
    }
  }

  /// An Info.plist with string values.
  static func plist(_ values: KeyValuePairs<String, String>) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
    for (key, value) in values { text += "\t<key>\(key)</key>\n\t<string>\(value)</string>\n" }
    return text + "</dict>\n</plist>\n"
  }

  /// The findings of `lint` over `root` for the given rules, as printed, with the root's path
  /// left out.
  static func findings(_ root: URL, rules: [LintRule]) -> [String] {
    let tree = LintTree(loading: root.path)
    let options = LintOptions(disabled: Set(LintRule.all.filter { !rules.contains($0) }))
    return Linter(options: options).lint([tree]).findings.map {
      $0.description.replacingOccurrences(of: root.path + "/", with: "")
    }
  }

  /// The findings as ``findings(_:rules:)`` gives them, but each location shown as the text
  /// of its line from its column on (`App/Info.plist «<key>CFBundleDevelopmentRegion</key>»`),
  /// so that a test states where a finding points without counting lines of a generated file.
  static func placedFindings(_ root: URL, rules: [LintRule]) -> [String] {
    let tree = LintTree(loading: root.path)
    let options = LintOptions(disabled: Set(LintRule.all.filter { !rules.contains($0) }))
    return Linter(options: options).lint([tree]).findings.map { finding in
      let location = finding.location
      let text = (try? String(contentsOfFile: location.path, encoding: .utf8)) ?? ""
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let line = location.line <= lines.count ? String(lines[location.line - 1]) : ""
      let rest = String(line.unicodeScalars.dropFirst(location.column - 1))
      let file = location.path.replacingOccurrences(of: root.path + "/", with: "")
      let message = finding.message.replacingOccurrences(of: root.path + "/", with: "")
      return "\(file) «\(rest)» \(finding.severity.rawValue): [\(finding.rule.id)] \(message)"
    }
  }

  /// A catalog with one key translated into `languages` (the first is the source, whose value
  /// is the key; another language's value is the key followed by the language, so that it is
  /// a translation, not a copy of the source).
  static func catalog(_ languages: [String], key: String = "Hello") -> String {
    let localizations = languages.enumerated().map { index, language in
      let value = index == 0 ? key : "\(key) (\(language))"
      return "\"\(language)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}"
    }
    return "{\"sourceLanguage\":\"\(languages[0])\",\"version\":\"1.0\",\"strings\":{\"\(key)\":{\"localizations\":{"
      + localizations.joined(separator: ",") + "}}}}"
  }
}
