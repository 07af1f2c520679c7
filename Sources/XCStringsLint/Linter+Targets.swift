import XCStringsBase

extension Linter {
  /// Makes notes of the warnings about a table's keys that no target bundling the table
  /// shows: their literals are in code the target compiles but only other targets call (see
  /// ``TargetReach``). Findings at calls were judged at the call, and errors keep theirs.
  /// `sourceBytes` are the sources ``SourceLinter`` read already.
  static func demoteUnshownInTargets(
    _ findings: inout [LintFinding], from start: Int, _ tree: LintTree, _ projects: ProjectLinter,
    sourceBytes: [String: [UInt8]] = [:]
  ) {
    guard start < findings.count, !tree.sources.isEmpty, !tree.projects.isEmpty else { return }
    let bundling = projects.bundlingTargets()
    guard !bundling.tables.isEmpty else { return }
    var subjects: [String: Int] = [:]
    for subject in bundling.tables.keys {
      subjects[tree.subjects[subject].folder + "/" + tree.subjects[subject].tableName] = subject
    }
    var reach = TargetReach(tree: tree, bundling: bundling, sourceBytes: sourceBytes)
    guard !reach.sharedFiles.isEmpty else { return }
    // Findings come table by table: the table of the last path is asked again.
    var last: (path: String, subject: Int?)?
    for index in start..<findings.count where findings[index].severity == .warning {
      guard let key = findings[index].key else { continue }
      let path = findings[index].location.path
      if last?.path != path {
        last = (path, path.hasSuffix(".swift") ? nil : subjects[Self.table(of: path)])
      }
      guard let subject = last?.subject, let why = reach.reasonUnshown(key: key, subject: subject) else { continue }
      findings[index].severity = .note
      findings[index].message += "; " + why
    }
  }
}
