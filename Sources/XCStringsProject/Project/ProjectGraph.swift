/// The relations between a project's objects that the file stores in one direction only: the
/// group holding each item, the build files of each file reference, the phases listing each
/// build file and the target owning each phase; and where each item is on disk.
///
/// Made once per project from a ``ProjectFile`` and the place it was read from. Malformed
/// relations (an object listed as its own child, a group cycle, an identifier that names no
/// object) give `nil` or nothing instead of looping or failing.
package struct ProjectGraph: Sendable {
  /// The parsed file.
  package let file: ProjectFile
  /// The folder `SOURCE_ROOT` stands for: the folder holding the `.xcodeproj`, joined with the
  /// project's `projectDirPath` when that is set.
  package let projectFolder: String

  // Relations by ordinal (-1 for none); the rare second container of an object is kept aside.
  private var parentOf: [Int32]
  private var phaseOf: [Int32]
  private var targetOf: [Int32]
  private var firstBuildFile: [Int32]
  private var nextBuildFile: [Int32]
  private var otherContainers: [Int32: [Int32]] = [:]
  private var mainOrdinal = -1

  /// Indexes `file`, read from `location` (the `project.pbxproj` file or its `.xcodeproj`).
  package init(_ file: ProjectFile, location: String) {
    self.file = file
    let bundle = location.hasSuffix("project.pbxproj") ? ProjectPath.directory(location) : location
    var folder = ProjectPath.directory(bundle)
    if let directory = file.project?.string("projectDirPath"), !directory.isEmpty {
      folder = ProjectPath.join(folder, directory)
    }
    projectFolder = ProjectPath.normalize(folder)
    let storage = file.storage
    let count = storage.count
    parentOf = Array(repeating: -1, count: count)
    phaseOf = Array(repeating: -1, count: count)
    targetOf = Array(repeating: -1, count: count)
    firstBuildFile = Array(repeating: -1, count: count)
    nextBuildFile = Array(repeating: -1, count: count)
    // What each class is, decided once per class instead of once per object.
    enum Role { case container, buildFile, target, phase, other }
    let roles: [Role] = storage.classNames.map { isa in
      if isa.hasChildren { return .container }
      if isa == .buildFile { return .buildFile }
      if isa.isTarget { return .target }
      return isa.rawValue.hasSuffix("BuildPhase") ? .phase : .other
    }
    mainOrdinal = file.project.flatMap { storage.reference("mainGroup", of: $0.ordinal) } ?? -1
    var lastBuildFile = Array(repeating: Int32(-1), count: count)
    for ordinal in 0..<count {
      switch roles[Int(storage.classIndex[ordinal])] {
      case .container:
        for child in storage.references("children", of: ordinal) {
          Self.link(child, to: ordinal, first: &parentOf, others: &otherContainers)
        }
      case .phase:
        for buildFile in storage.references("files", of: ordinal) {
          Self.link(buildFile, to: ordinal, first: &phaseOf, others: &otherContainers)
        }
      case .target:
        for phase in storage.references("buildPhases", of: ordinal) where targetOf[phase] < 0 { targetOf[phase] = Int32(ordinal) }
      case .buildFile:
        guard let reference = storage.reference("fileRef", of: ordinal) else { break }
        if lastBuildFile[reference] < 0 {
          firstBuildFile[reference] = Int32(ordinal)
        } else {
          nextBuildFile[Int(lastBuildFile[reference])] = Int32(ordinal)
        }
        lastBuildFile[reference] = Int32(ordinal)
      case .other:
        break
      }
    }
  }

  private static func link(_ ordinal: Int, to container: Int, first: inout [Int32], others: inout [Int32: [Int32]]) {
    if first[ordinal] < 0 {
      first[ordinal] = Int32(container)
    } else if first[ordinal] != Int32(container) {
      others[Int32(ordinal), default: []].append(Int32(container))
    }
  }

  /// Every group or phase whose `children` or `files` list an object.
  package func containers(of ordinal: Int) -> [Int] {
    var result: [Int] = []
    if parentOf[ordinal] >= 0 { result.append(Int(parentOf[ordinal])) }
    if phaseOf[ordinal] >= 0 { result.append(Int(phaseOf[ordinal])) }
    result += (otherContainers[Int32(ordinal)] ?? []).map(Int.init)
    return result
  }

  private func view(_ ordinal: Int32) -> ProjectObject? {
    ordinal < 0 ? nil : ProjectObject(storage: file.storage, ordinal: Int(ordinal))
  }

  // MARK: - Project

  /// The project's main group, the root of the navigator.
  package var mainGroup: ProjectObject? { file.project?.string("mainGroup").flatMap(file.object) }

  /// The targets, in the project's `targets` order.
  package var targets: [ProjectObject] { objects(file.project?.strings("targets") ?? []) }

  /// The languages the project lists (`knownRegions`).
  package var knownRegions: [String] { file.project?.strings("knownRegions") ?? [] }

  /// The project's development language (`developmentRegion`).
  package var developmentRegion: String? { file.project?.string("developmentRegion") }

  /// The project-level build configurations (Debug, Release, …).
  package var projectConfigurations: [ProjectObject] {
    guard let project = file.project else { return [] }
    return configurations(of: project)
  }

  /// The build configurations of the project or of a target, each once (a list that names one
  /// twice, as a bad merge can leave it, still has one configuration to read or edit).
  package func configurations(of object: ProjectObject) -> [ProjectObject] {
    guard let list = object.string("buildConfigurationList").flatMap(file.object) else { return [] }
    var seen = Set<String>()
    return objects(list.strings("buildConfigurations").filter { seen.insert($0).inserted })
  }

  // MARK: - Groups and files

  /// The group whose `children` list an item (the first one, if a malformed file has several).
  package func parent(of id: String) -> ProjectObject? { file.storage.ordinal(of: id).flatMap { view(parentOf[$0]) } }

  /// The items a group lists, in order; identifiers that name no object are skipped.
  package func children(of group: ProjectObject) -> [ProjectObject] { objects(group.strings("children")) }

  /// The name Xcode shows for an item: its `name`, else the last component of its `path`.
  package func displayName(of object: ProjectObject) -> String {
    if let name = object.string("name"), !name.isEmpty { return name }
    return ProjectPath.lastComponent(object.string("path") ?? "")
  }

  /// Where an item is on disk: a file reference's file, a group's folder. `nil` when its path is
  /// relative to something outside the project (`SDKROOT`, `BUILT_PRODUCTS_DIR`) or when its
  /// groups loop.
  package func diskPath(of id: String) -> String? {
    file.storage.ordinal(of: id).flatMap(resolve).map(ProjectPath.normalize)
  }

  /// The disk paths of many objects at once (``diskPath(of:)`` for each): siblings share their
  /// group's folder, which is worked out once.
  package func diskPaths(of objects: [ProjectObject]) -> [String?] {
    var folders: [Int32: String?] = [:]
    return objects.map { object in
      let tree = object.string("sourceTree") ?? ProjectSourceTree.group.rawValue
      let parent = parentOf[object.ordinal]
      guard tree == ProjectSourceTree.group.rawValue, parent >= 0, object.ordinal != mainOrdinal else {
        return diskPath(of: object.id)
      }
      if folders[parent] == nil { folders[parent] = .some(resolve(Int(parent)).map(ProjectPath.normalize)) }
      guard let folder = folders[parent] ?? nil else { return nil }
      return ProjectPath.join(folder, object.string("path") ?? "")
    }
  }

  /// The folder an item's path is relative to: for `<group>`, the enclosing group's folder.
  package func baseFolder(of id: String) -> String? {
    guard let object = file.object(id) else { return nil }
    return base(of: object)
  }

  /// The path of an object, joined up its group chain but not normalized: each step of the
  /// chain is cheap, and the caller normalizes once.
  private func resolve(_ ordinal: Int) -> String? {
    var parts: [String] = []
    var current = ordinal
    var steps = 0
    while true {
      // A chain longer than any real project's is a loop (an object listed in its own group).
      steps += 1
      guard steps < 256 else { return nil }
      let object = ProjectObject(storage: file.storage, ordinal: current)
      if let path = object.string("path"), !path.isEmpty { parts.append(path) }
      if parts.last?.hasPrefix("/") == true { break }
      switch ProjectSourceTree(rawValue: object.string("sourceTree") ?? "<group>") {
      case .group:
        // The main group's folder is the project's (even if a damaged file lists it somewhere).
        if current == mainOrdinal {
          parts.append(projectFolder)
          return parts.reversed().joined(separator: "/")
        }
        guard parentOf[current] >= 0 else { return nil }
        current = Int(parentOf[current])
        continue
      case .sourceRoot, "SRCROOT", "PROJECT_DIR":
        parts.append(projectFolder)
      case .absolute:
        if parts.isEmpty { return "/" }
        parts.append("")
      default:
        return nil
      }
      break
    }
    return parts.reversed().joined(separator: "/")
  }

  private func base(of object: ProjectObject) -> String? {
    switch ProjectSourceTree(rawValue: object.string("sourceTree") ?? "<group>") {
    case .group:
      if object.ordinal == mainOrdinal { return projectFolder }
      guard parentOf[object.ordinal] >= 0 else { return nil }
      return resolve(Int(parentOf[object.ordinal])).map(ProjectPath.normalize)
    case .sourceRoot, "SRCROOT", "PROJECT_DIR":
      return projectFolder
    case .absolute:
      return "/"
    default:
      return nil
    }
  }

  /// The file references whose `path` ends with one of `suffixes`, found without reading the
  /// others' paths into strings.
  package func fileReferences(withPathSuffixes suffixes: [String]) -> [ProjectObject] {
    let storage = file.storage
    guard let wanted = storage.classNames.firstIndex(of: .fileReference) else { return [] }
    return storage.classIndex.indices.compactMap { ordinal in
      guard storage.classIndex[ordinal] == wanted,
        suffixes.contains(where: { storage.string("path", of: ordinal, hasSuffix: $0) })
      else { return nil }
      return ProjectObject(storage: storage, ordinal: ordinal)
    }
  }

  // MARK: - Build phases and targets

  /// The build files whose `fileRef` is `id`, in file order.
  package func buildFiles(referencing id: String) -> [ProjectObject] {
    guard let reference = file.storage.ordinal(of: id) else { return [] }
    var result: [ProjectObject] = []
    var next = firstBuildFile[reference]
    while let buildFile = view(next) {
      result.append(buildFile)
      next = nextBuildFile[buildFile.ordinal]
    }
    return result
  }

  /// The build phases whose `files` list a build file.
  package func phases(listing buildFileID: String) -> [ProjectObject] {
    guard let ordinal = file.storage.ordinal(of: buildFileID) else { return [] }
    let phases = [phaseOf[ordinal]] + (otherContainers[Int32(ordinal)] ?? [])
    return phases.compactMap(view).filter { $0.isa.rawValue.hasSuffix("BuildPhase") }
  }

  /// The target whose `buildPhases` list a phase.
  package func target(owning phaseID: String) -> ProjectObject? {
    file.storage.ordinal(of: phaseID).flatMap { view(targetOf[$0]) }
  }

  /// A target's build phases of one class, in order.
  package func phases(of target: ProjectObject, _ isa: ProjectISA) -> [ProjectObject] {
    objects(target.strings("buildPhases")).filter { $0.isa == isa }
  }

  /// The targets a target depends on (through `PBXTargetDependency` objects).
  package func dependencies(of target: ProjectObject) -> [ProjectObject] {
    objects(target.strings("dependencies")).compactMap { dependency in dependency.string("target").flatMap(file.object) }
  }

  /// The products a target embeds (extensions, frameworks, apps): file references of its
  /// copy-files phases.
  package func embeddedProducts(of target: ProjectObject) -> [ProjectObject] {
    phases(of: target, .copyFilesBuildPhase).flatMap { phase in
      objects(phase.strings("files")).compactMap { $0.string("fileRef").flatMap(file.object) }
    }
  }

  // MARK: - Synchronized folders

  /// Xcode 16's synchronized folders, in file order.
  package var synchronizedRootGroups: [ProjectObject] { file.objects(.synchronizedRootGroup) }

  /// The exception sets of a synchronized folder, in order.
  package func exceptionSets(of group: ProjectObject) -> [ProjectObject] { objects(group.strings("exceptions")) }

  // MARK: - Helpers

  package func objects(_ ids: [String]) -> [ProjectObject] { ids.compactMap(file.object) }
}
