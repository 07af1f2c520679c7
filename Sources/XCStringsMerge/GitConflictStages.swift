import XCStringsBase

/// A catalog git has left conflicted in a merge in progress: its three versions come from
/// git's index (stages `:1:` base, `:2:` ours, `:3:` theirs), whatever the file in the work
/// tree holds (git's conflict markers, usually), and the merge replaces that file.
package enum GitConflictStages {
  /// The request that merges the index stages of `path` into the file at `path`; `directory`
  /// is the folder `path` is relative to, inside the repository.
  package static func request(
    for path: String, in directory: String = ".", prefer: MergeSide? = nil, report: String? = nil
  ) throws(Diagnostic) -> CatalogMergeRequest {
    let git = GitCommand(directory: directory)
    let listing = try git.succeeding(["ls-files", "--unmerged", "-z", "--", path], path: path)
    var stages: [Int: String] = [:]
    var files: Set<String> = []
    // Each record: `<mode> <object> <stage>\t<file>`, ended by a NUL byte.
    for record in listing.standardOutput.split(separator: 0) {
      let text = String(decoding: record, as: UTF8.self)
      guard let tab = text.firstIndex(of: "\t") else { continue }
      let fields = text[..<tab].split(separator: " ")
      guard fields.count == 3, let stage = Int(fields[2]) else { continue }
      stages[stage] = String(fields[1])
      files.insert(String(text[text.index(after: tab)...]))
    }
    guard !stages.isEmpty else {
      throw Diagnostic(.error, "not conflicted in git's index: there are no stages :1: :2: :3: to merge", path: path)
    }
    guard files.count == 1 else {
      throw Diagnostic(.error, "names \(files.count) conflicted files; give one catalog", path: path)
    }
    guard let ours = stages[2], let theirs = stages[3] else {
      let side = stages[2] == nil ? "ours" : "theirs"
      throw Diagnostic(
        .error, "deleted in \(side) and changed on the other side; keep it with 'git add' or delete it with 'git rm'",
        path: path)
    }
    func blob(_ object: String, role: String) throws(Diagnostic) -> MergeInput {
      let bytes = try git.succeeding(["cat-file", "blob", object], path: path).standardOutput
      return .bytes(bytes, path: path, role: role)
    }
    let destination = directory == "." || path.hasPrefix("/") ? path : directory + "/" + path
    return CatalogMergeRequest(
      base: try stages[1].map { (object) throws(Diagnostic) in try blob(object, role: "base") },
      ours: try blob(ours, role: "ours"), theirs: try blob(theirs, role: "theirs"),
      destination: destination, name: path, prefer: prefer, report: report)
  }
}
