/// Finds the tables a project defines: its `.strings`/`.stringsdict` variant groups, paired
/// into one table when they are built into the same targets, and the `.strings` children of
/// its storyboard and XIB variant groups.
///
/// The project, not the disk, decides what one table is and which languages it has: a table
/// whose `.strings` and `.stringsdict` live in different folders is still one table, and an
/// `.lproj` folder on disk that no variant group lists is not part of it.
package struct ProjectTableFinder {
  /// A variant group of strings files, with what the finder learned about it.
  package struct Variant {
    package enum Kind { case strings, stringsdict, interface }
    package var object: ProjectObject
    package var kind: Kind
    /// The table name (`Localizable`, `Main`).
    package var table: String
    /// The children that are table files (all children, or an interface group's `.strings`).
    package var files: [ProjectObject]
    /// Resources phases holding one of the group's build files, with their targets.
    package var phases: [(phase: ProjectObject, target: ProjectObject?)]
    package var targetIDs: Set<String> { Set(phases.compactMap { $0.target?.id }) }
  }

  /// A table found in the project: one catalog.
  package struct Found {
    package var name: String
    package var isInterface: Bool
    /// The variant groups, the one whose place the catalog reference takes first.
    package var variants: [Variant]
    package var primary: Variant { variants[0] }
  }

  package let graph: ProjectGraph

  /// The tables of the project, in file order of their first variant group; `tables` (names
  /// compared ignoring case) limits them.
  package func tables(selecting tables: [String]?) -> [Found] {
    let wanted = tables.map { Set($0.map { $0.lowercased() }) }
    var plain: [Variant] = []
    var found: [Found] = []
    for object in graph.file.objects(.variantGroup) {
      guard let variant = classify(object) else { continue }
      if let wanted, !wanted.contains(variant.table.lowercased()) { continue }
      if variant.kind == .interface {
        found.append(Found(name: variant.table, isInterface: true, variants: [variant]))
      } else {
        plain.append(variant)
      }
    }
    found += pair(plain)
    return found.sorted { $0.primary.object.ordinal < $1.primary.object.ordinal }
  }

  /// What a variant group holds: a `.strings` or `.stringsdict` table, a storyboard or XIB with
  /// `.strings` children, or something else (`nil`: an `.rtf`, an `.html`, a plist).
  package func classify(_ object: ProjectObject) -> Variant? {
    // Only file references are files; a group listed as a child (a damaged file) is not one.
    let children = graph.children(of: object).filter { $0.isa == .fileReference }
    let name = graph.displayName(of: object)
    func fileName(_ child: ProjectObject) -> String {
      ProjectPath.lastComponent(child.string("path") ?? graph.displayName(of: child))
    }
    let stringsChildren = children.filter { fileName($0).hasSuffix(".strings") }
    let interface = children.contains { child in
      let file = fileName(child)
      return file.hasSuffix(".storyboard") || file.hasSuffix(".xib")
    }
    let kind: Variant.Kind
    let files: [ProjectObject]
    if interface {
      guard !stringsChildren.isEmpty else { return nil }
      kind = .interface
      files = stringsChildren
    } else if name.hasSuffix(".strings") || (!children.isEmpty && stringsChildren.count == children.count) {
      kind = .strings
      files = children
    } else if name.hasSuffix(".stringsdict")
      || (!children.isEmpty && children.allSatisfy { fileName($0).hasSuffix(".stringsdict") })
    {
      kind = .stringsdict
      files = children
    } else {
      return nil
    }
    let table = (files.first.map(fileName) ?? name).removingExtension()
    var phases: [(ProjectObject, ProjectObject?)] = []
    for buildFile in graph.buildFiles(referencing: object.id) {
      for phase in graph.phases(listing: buildFile.id) where phase.isa == .resourcesBuildPhase {
        phases.append((phase, graph.target(owning: phase.id)))
      }
    }
    return Variant(object: object, kind: kind, table: table, files: files, phases: phases)
  }

  /// Joins each `.stringsdict` group to the `.strings` group of the same name that shares the
  /// most targets with it; groups built into no target join by folder.
  private func pair(_ variants: [Variant]) -> [Found] {
    var tables: [Found] = []
    var byName: [String: [Int]] = [:]
    for variant in variants where variant.kind == .strings {
      byName[variant.table, default: []].append(tables.count)
      tables.append(Found(name: variant.table, isInterface: false, variants: [variant]))
    }
    for variant in variants where variant.kind == .stringsdict {
      let candidates = byName[variant.table] ?? []
      let targets = variant.targetIDs
      var best: (index: Int, score: Int)?
      for index in candidates {
        let other = tables[index].primary
        let shared = other.targetIDs.intersection(targets).count
        var score = shared * 4
        if shared == 0 {
          guard targets.isEmpty, other.targetIDs.isEmpty else { continue }
          // Built into nothing: only a group in the same folder is the same table.
          guard sameFolder(other.object, variant.object) else { continue }
          score = 1
        }
        if graph.parent(of: other.object.id)?.id == graph.parent(of: variant.object.id)?.id { score += 2 }
        if best == nil || score > best!.score { best = (index, score) }
      }
      if let best {
        tables[best.index].variants.append(variant)
      } else {
        tables.append(Found(name: variant.table, isInterface: false, variants: [variant]))
      }
    }
    return tables
  }

  private func sameFolder(_ lhs: ProjectObject, _ rhs: ProjectObject) -> Bool {
    guard let left = graph.diskPath(of: lhs.id), let right = graph.diskPath(of: rhs.id) else { return false }
    return left == right
  }
}
