import XCStringsBase

/// Git's own line merge of three files (`git merge-file`): what git's merge driver writes
/// when an input is not a valid catalog, so that git is left with the conflict markers it
/// would have written without the driver, rather than with OURS unchanged and nothing marked.
enum GitLineMerge {
  /// The merged text, conflict markers included, and the number of conflicts (git's exit
  /// status: 0 is a clean merge).
  struct MergedText: Equatable {
    var bytes: [UInt8]
    var conflicts: Int
  }

  /// Merges the files at `base`, `ours` and `theirs` line by line; the markers are labelled
  /// `ours`, `base` and `theirs`. A git that fails (a file it cannot read) is an error naming
  /// `path`.
  static func merge(
    base: String, ours: String, theirs: String, path: String, git: GitCommand = GitCommand(directory: ".")
  )
    throws(Diagnostic) -> MergedText
  {
    let output = try git.run(["merge-file", "-p", "-L", "ours", "-L", "base", "-L", "theirs", "--", ours, base, theirs])
    // git merge-file exits with the number of conflicts (at most 127), and with a negative
    // number, 255 here, when it fails.
    guard (0..<128).contains(output.status) else {
      let reason = output.standardError.split(separator: "\n").first.map(String.init) ?? "exit \(output.status)"
      throw Diagnostic(.error, "git merge-file failed: \(reason.lowercased())", path: path)
    }
    return MergedText(bytes: output.standardOutput, conflicts: Int(output.status))
  }

  /// Whether this process was started by git (a merge driver is): git sets these variables
  /// for every program it runs, and a shell does not.
  static func isRunByGit(environment: [String: String]) -> Bool {
    environment["GIT_EXEC_PATH"] != nil || environment["GIT_PREFIX"] != nil
  }
}
