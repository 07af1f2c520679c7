import XCStringsBase
import XCStringsProject

extension LintProject {
  /// Reads an `.xcodeproj`'s project file, found at `path` (as named in findings); `absolute`
  /// is the same path made absolute, against which the files' places are resolved.
  init(xcodeProject path: String, absolute: String) throws(Diagnostic) {
    let file = try ProjectFile(contentsOf: path)
    let graph = ProjectGraph(file, location: absolute)
    self.path = path
    folder = graph.projectFolder
    isXcodeGen = false
    let project = file.project
    location = project?.location ?? .file(path)
    if let project, let region = project.string("developmentRegion"), let place = project.keyLocation("developmentRegion") {
      developmentRegion = Setting(value: region, location: place)
    }
    if let project, project.value("knownRegions") != nil, let place = project.keyLocation("knownRegions") {
      knownRegions = Setting.List(values: graph.knownRegions, location: place)
    }
    for configuration in graph.projectConfigurations {
      let name = configuration.string("name") ?? ""
      configurations.append(name)
      settings[name] = configuration.buildSettings()
    }
    var products: [String: String] = [:]
    for target in graph.targets where target.isa == .nativeTarget {
      if let product = target.string("productReference") { products[product] = target.string("name") ?? "" }
    }
    for object in graph.targets where object.isa == .nativeTarget {
      targets.append(Self.target(object, graph: graph, products: products))
    }
    copiedFolders = graph.copiedFolders().map { folder in
      var normalized = folder
      normalized.path = ProjectPath.normalize(folder.path)
      return normalized
    }
    for index in targets.indices {
      let target = targets[index]
      if let plist = firstSetting("INFOPLIST_FILE", of: target), !plist.value.isEmpty {
        targets[index].infoPlistFile = self.path(plist.value, target: target)
      }
      targets[index].generatesInfoPlist = firstSetting("GENERATE_INFOPLIST_FILE", of: target)?.value == "YES"
      // Every configuration may set it: the first in the file is where findings point.
      for (_, level) in target.settings {
        for (key, setting) in level where key.hasPrefix("INFOPLIST_KEY_") {
          let name = String(key.dropFirst("INFOPLIST_KEY_".count))
          if let known = targets[index].infoPlistProperties[name], known.location.line <= setting.location.line { continue }
          targets[index].infoPlistProperties[name] = setting
        }
      }
    }
  }

  private static func target(_ object: ProjectObject, graph: ProjectGraph, products: [String: String]) -> Target {
    let name = object.string("name") ?? ""
    var target = Target(name: name, location: object.location, productType: object.string("productType") ?? "")
    for configuration in graph.configurations(of: object) {
      target.settings[configuration.string("name") ?? ""] = configuration.buildSettings()
    }
    for phase in graph.phases(of: object, .sourcesBuildPhase) {
      for file in files(of: phase, graph: graph) { target.sourceFiles.insert(file) }
    }
    for phase in graph.phases(of: object, .resourcesBuildPhase) {
      for file in files(of: phase, graph: graph) { target.resourceFiles.insert(file) }
    }
    // A Run Script phase that names localized files may put tables into the product itself.
    target.copiesTablesByScript = graph.phases(of: object, .shellScriptBuildPhase).contains { phase in
      let script = phase.string("shellScript") ?? ""
      return script.contains(".lproj") || script.contains(".strings") || script.contains("InfoPlist")
    }
    for id in object.strings("fileSystemSynchronizedGroups") {
      guard let group = graph.file.object(id), let folder = graph.diskPath(of: id) else { continue }
      target.memberFolders.append(folder)
      for exceptions in graph.exceptionSets(of: group) where exceptions.string("target") == object.id {
        for excluded in exceptions.strings("membershipExceptions") {
          target.excludedFiles.insert(ProjectPath.normalize(folder + "/" + excluded))
        }
      }
    }
    // An exception set of another target's synchronized folder that names this target turns
    // the membership of the files it lists around: they belong to this target.
    let own = Set(object.strings("fileSystemSynchronizedGroups"))
    for group in graph.synchronizedRootGroups where !own.contains(group.id) {
      guard let folder = graph.diskPath(of: group.id) else { continue }
      for exceptions in graph.exceptionSets(of: group) where exceptions.string("target") == object.id {
        for added in exceptions.strings("membershipExceptions") {
          let path = ProjectPath.normalize(folder + "/" + added)
          if added.hasSuffix(".swift") { target.sourceFiles.insert(path) } else { target.resourceFiles.insert(path) }
        }
      }
    }
    target.dependencies = graph.dependencies(of: object).compactMap { $0.string("name") }
    target.embeds = graph.embeddedProducts(of: object).compactMap { products[$0.id] }
    return target
  }

  /// The files a build phase lists, a variant group's files each.
  private static func files(of phase: ProjectObject, graph: ProjectGraph) -> [String] {
    var result: [String] = []
    for id in phase.strings("files") {
      guard let reference = graph.file.object(id)?.string("fileRef"), let item = graph.file.object(reference) else { continue }
      if item.isa == .variantGroup {
        result += graph.children(of: item).compactMap { graph.diskPath(of: $0.id) }
      } else if let path = graph.diskPath(of: reference) {
        result.append(path)
      }
    }
    return result
  }
}

extension ProjectObject {
  /// Where a key of the object is written.
  func keyLocation(_ key: String) -> SourceLocation? {
    guard let entry = storage.entry(key, in: node) else { return nil }
    return storage.location(ofOffset: Int(storage.node(entry.key).start))
  }

  /// A build configuration's settings that are strings, each at its key.
  func buildSettings() -> [String: LintProject.Setting] {
    guard let dictionary = storage.value("buildSettings", in: node), storage.node(dictionary).kind == .dictionary else {
      return [:]
    }
    var result: [String: LintProject.Setting] = [:]
    for index in storage.syntax.entries(of: dictionary) {
      let entry = storage.syntax.entries[index]
      guard let key = storage.string(entry.key), let value = storage.string(entry.value) else { continue }
      result[key] = LintProject.Setting(value: value, location: storage.location(ofOffset: Int(storage.node(entry.key).start)))
    }
    return result
  }
}
