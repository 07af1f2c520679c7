import XCStringsBase
import XCStringsSwiftSource

extension ProjectLinter {
  /// `unknown-key` in a target's own bundle: a source that one app or extension target alone
  /// compiles looks its keys up in that target's tables. Where they lack a key that another
  /// table of the same name translates (another target's, or a copy no target bundles), the
  /// tree-wide check (which finds the key in any table of that name) stays silent, yet the
  /// target's users see the text untranslated.
  /// A target whose tables of that name translate nothing shows every text as typed, and an
  /// interpolated key's specifiers are a guess here: both are left alone.
  mutating func checkTargetLookups(_ target: LintProject.Target, in project: LintProject, owners: [Int: Int]) {
    guard options.isEnabled(.unknownKey), target.isApplication || target.isExtension else { return }
    let own = tables(of: target)
    guard !own.isEmpty else { return }
    let projectTables = tables(of: project)
    let brands = Set(project.targets.map { Self.squeezed($0.name) })
    for file in sourceFiles(of: target) where owners[file] == 1 {
      for call in tree.sources[file].calls {
        guard let table = call.table, Self.looksInMainBundle(call.bundle), !call.key.isInterpolated,
          call.key.hasLetters, !call.key.text.isShownAsTyped, !SubjectLinter.isNameWrittenAlike(call.key.text),
          !Self.isBrand(call.key.text, brands: brands)
        else { continue }
        let mine = own.filter { tree.subjects[$0].tableName == table }
        guard !mine.isEmpty, mine.contains(where: { tree.subjects[$0].translatesAnything }),
          !mine.contains(where: { tree.subjects[$0].catalog.strings[call.key.text] != nil })
        else { continue }
        guard
          let other = projectTables.first(where: { index in
            !own.contains(index) && tree.subjects[index].tableName == table && tree.subjects[index].translates(call.key.text)
          })
        else { continue }
        findings.append(
          LintFinding(
            rule: .unknownKey, location: call.location, key: call.key.text, language: nil,
            message:
              "'\(call.key.text)' is not a key of the table '\(table)' of target '\(target.name)'; \(tree.subjects[other].file) has it, but that table is not in the target's bundle, where its code looks, so the target's users see the text untranslated"
          ))
      }
    }
  }

  /// How many app and extension targets of the tree's projects compile each Swift source, by
  /// index: a source of one target alone looks up in that target's bundle only.
  func sourceOwners() -> [Int: Int] {
    var owners: [Int: Int] = [:]
    for project in tree.projects {
      for target in project.targets where !target.isTest {
        for file in sourceFiles(of: target) { owners[file, default: 0] += 1 }
      }
    }
    return owners
  }
}

extension ProjectLinter {
  /// The app and extension targets with Swift sources (name and source indices), and for each
  /// table such a target bundles (by subject index) the targets that do: where the table's
  /// keys are shown from. A table that another kind of target (a framework, a bundle) also
  /// holds is left out, since code outside the tree may show its keys.
  func bundlingTargets() -> (targets: [(name: String, files: [Int])], tables: [Int: [Int]]) {
    var targets: [(name: String, files: [Int])] = []
    var bundled: [Int: [Int]] = [:]
    var unknown = Set<Int>()
    for project in tree.projects {
      for target in project.targets where !target.isTest {
        let files = sourceFiles(of: target)
        let showsKeys = (target.isApplication || target.isExtension) && !files.isEmpty
        if showsKeys { targets.append((target.name, files)) }
        for table in tables(of: target) {
          if showsKeys { bundled[table, default: []].append(targets.count - 1) } else { unknown.insert(table) }
        }
      }
    }
    for table in unknown { bundled[table] = nil }
    return (targets, bundled)
  }
}
