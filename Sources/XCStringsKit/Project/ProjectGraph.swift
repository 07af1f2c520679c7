/// The relations between a project's objects that the file stores in one direction only: the
/// group holding each item, the build files of each file reference, the phases listing each
/// build file and the target owning each phase; and where each item is on disk.
///
/// Made once per project from a ``ProjectFile`` and the place it was read from. Malformed
/// relations (an object listed as its own child, a group cycle, an identifier that names no
/// object) give `nil` or nothing instead of looping or failing.
public struct ProjectGraph: Sendable {
  /// The parsed file.
  public let file: ProjectFile
  /// The folder `SOURCE_ROOT` stands for: the folder holding the `.xcodeproj`, joined with the
  /// project's `projectDirPath` when that is set.
  public let projectFolder: String

  private var parents: [String: String] = [:]
  private var buildFilesByReference: [String: [String]] = [:]
  private var phasesByBuildFile: [String: [String]] = [:]
  private var targetsByPhase: [String: String] = [:]

  /// Indexes `file`, read from `location` (the `project.pbxproj` file or its `.xcodeproj`).
  public init(_ file: ProjectFile, location: String) {
    self.file = file
    let bundle = location.hasSuffix("project.pbxproj") ? ProjectPath.directory(location) : location
    var folder = ProjectPath.directory(bundle)
    if let directory = file.project?.string("projectDirPath"), !directory.isEmpty {
      folder = ProjectPath.join(folder, directory)
    }
    projectFolder = ProjectPath.normalize(folder)
    for object in file.objects {
      if object.isa.hasChildren {
        for child in object.strings("children") where parents[child] == nil { parents[child] = object.id }
      } else if object.isa == .buildFile {
        if let reference = object.string("fileRef") { buildFilesByReference[reference, default: []].append(object.id) }
      } else if object.isa.isTarget {
        for phase in object.strings("buildPhases") where targetsByPhase[phase] == nil { targetsByPhase[phase] = object.id }
      }
      if object.isa.rawValue.hasSuffix("BuildPhase") {
        for buildFile in object.strings("files") { phasesByBuildFile[buildFile, default: []].append(object.id) }
      }
    }
  }

  // MARK: - Project

  /// The project's main group, the root of the navigator.
  public var mainGroup: ProjectObject? { file.project?.string("mainGroup").flatMap(file.object) }

  /// The targets, in the project's `targets` order.
  public var targets: [ProjectObject] { objects(file.project?.strings("targets") ?? []) }

  /// The languages the project lists (`knownRegions`).
  public var knownRegions: [String] { file.project?.strings("knownRegions") ?? [] }

  /// The project's development language (`developmentRegion`).
  public var developmentRegion: String? { file.project?.string("developmentRegion") }

  /// The project-level build configurations (Debug, Release, …).
  public var projectConfigurations: [ProjectObject] {
    guard let project = file.project else { return [] }
    return configurations(of: project)
  }

  /// The build configurations of the project or of a target.
  public func configurations(of object: ProjectObject) -> [ProjectObject] {
    guard let list = object.string("buildConfigurationList").flatMap(file.object) else { return [] }
    return objects(list.strings("buildConfigurations"))
  }

  // MARK: - Groups and files

  /// The group whose `children` list an item (the first one, if a malformed file has several).
  public func parent(of id: String) -> ProjectObject? { parents[id].flatMap(file.object) }

  /// The items a group lists, in order; identifiers that name no object are skipped.
  public func children(of group: ProjectObject) -> [ProjectObject] { objects(group.strings("children")) }

  /// The name Xcode shows for an item: its `name`, else the last component of its `path`.
  public func displayName(of object: ProjectObject) -> String {
    if let name = object.string("name"), !name.isEmpty { return name }
    return ProjectPath.lastComponent(object.string("path") ?? "")
  }

  /// Where an item is on disk: a file reference's file, a group's folder. `nil` when its path is
  /// relative to something outside the project (`SDKROOT`, `BUILT_PRODUCTS_DIR`) or when its
  /// groups loop.
  public func diskPath(of id: String) -> String? {
    var visited = Set<String>()
    return diskPath(of: id, visited: &visited)
  }

  /// The folder an item's path is relative to: for `<group>`, the enclosing group's folder.
  public func baseFolder(of id: String) -> String? {
    guard let object = file.object(id) else { return nil }
    var visited: Set<String> = [id]
    return base(of: object, visited: &visited)
  }

  private func diskPath(of id: String, visited: inout Set<String>) -> String? {
    guard visited.insert(id).inserted, visited.count < 512, let object = file.object(id) else { return nil }
    guard let base = base(of: object, visited: &visited) else { return nil }
    return ProjectPath.join(base, object.string("path") ?? "")
  }

  private func base(of object: ProjectObject, visited: inout Set<String>) -> String? {
    switch ProjectSourceTree(rawValue: object.string("sourceTree") ?? "<group>") {
    case .group:
      guard let parent = parents[object.id] else {
        // Only the main group has no parent; its folder is the project's.
        return object.id == mainGroup?.id ? projectFolder : nil
      }
      return diskPath(of: parent, visited: &visited)
    case .sourceRoot, "SRCROOT", "PROJECT_DIR":
      return projectFolder
    case .absolute:
      return "/"
    default:
      return nil
    }
  }

  // MARK: - Build phases and targets

  /// The build files whose `fileRef` is `id`, in file order.
  public func buildFiles(referencing id: String) -> [ProjectObject] { objects(buildFilesByReference[id] ?? []) }

  /// The build phases whose `files` list a build file.
  public func phases(listing buildFileID: String) -> [ProjectObject] { objects(phasesByBuildFile[buildFileID] ?? []) }

  /// The target whose `buildPhases` list a phase.
  public func target(owning phaseID: String) -> ProjectObject? { targetsByPhase[phaseID].flatMap(file.object) }

  /// A target's build phases of one class, in order.
  public func phases(of target: ProjectObject, _ isa: ProjectISA) -> [ProjectObject] {
    objects(target.strings("buildPhases")).filter { $0.isa == isa }
  }

  /// The targets a target depends on (through `PBXTargetDependency` objects).
  public func dependencies(of target: ProjectObject) -> [ProjectObject] {
    objects(target.strings("dependencies")).compactMap { dependency in dependency.string("target").flatMap(file.object) }
  }

  /// The products a target embeds (extensions, frameworks, apps): file references of its
  /// copy-files phases.
  public func embeddedProducts(of target: ProjectObject) -> [ProjectObject] {
    phases(of: target, .copyFilesBuildPhase).flatMap { phase in
      objects(phase.strings("files")).compactMap { $0.string("fileRef").flatMap(file.object) }
    }
  }

  // MARK: - Synchronized folders

  /// Xcode 16's synchronized folders, in file order.
  public var synchronizedRootGroups: [ProjectObject] { file.objects(.synchronizedRootGroup) }

  /// The exception sets of a synchronized folder, in order.
  public func exceptionSets(of group: ProjectObject) -> [ProjectObject] { objects(group.strings("exceptions")) }

  // MARK: - Helpers

  func objects(_ ids: [String]) -> [ProjectObject] { ids.compactMap(file.object) }
}
