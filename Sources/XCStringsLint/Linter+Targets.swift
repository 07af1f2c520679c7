import XCStringsBase

extension Linter {
  /// Makes notes of the warnings about a table's keys that no target bundling the table
  /// shows: their literals are in code the target compiles but only other targets call (see
  /// ``TargetReach``). Findings at calls were judged at the call, and errors keep theirs.
  static func demoteUnshownInTargets(
    _ findings: inout [LintFinding], from start: Int, _ tree: LintTree, _ projects: ProjectLinter
  ) {
    guard start < findings.count, !tree.sources.isEmpty, !tree.projects.isEmpty else { return }
    let bundling = projects.bundlingTargets()
    guard !bundling.tables.isEmpty else { return }
    var subjects: [String: Int] = [:]
    for subject in bundling.tables.keys {
      subjects[tree.subjects[subject].folder + "/" + tree.subjects[subject].tableName] = subject
    }
    var reach = TargetReach(tree: tree, bundling: bundling)
    for index in start..<findings.count where findings[index].severity == .warning {
      guard let key = findings[index].key, !findings[index].location.path.hasSuffix(".swift"),
        let subject = subjects[Self.table(of: findings[index].location.path)],
        let why = reach.reasonUnshown(key: key, subject: subject)
      else { continue }
      findings[index].severity = .note
      findings[index].message += "; " + why
    }
  }
}
