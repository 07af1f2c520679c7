import Foundation

/// The three invariants, checked the same way after every run.
struct SafetyCheck {
  /// One broken invariant, before it is tagged with the run.
  struct Finding: Equatable {
    var invariant: SafetyViolation.Invariant
    var what: String
    var detail: String
  }

  var sandbox: SafetySandbox
  var command: SafetyCommand
  var arguments: [String]
  var before: DiskState
  var after: DiskState
  var shownBefore: ShownStrings
  var shownAfter: ShownStrings
  /// Catalogs and tables that could not be read before the run (relative to the sandbox).
  var unreadable: Set<String>
  var exitCode: Int32
  var standardOutput: String
  var standardError: String
  var faultFired: Bool

  /// At most this many files or strings are named in one finding; the rest are counted.
  static let named = 3

  func findings() -> [Finding] {
    let changes = after.changes(since: before)
    return untouchable(changes) + shownStrings() + outputMatchesDisk(changes)
  }

  /// Findings that group every path or string under one `what`.
  private func grouped(_ invariant: SafetyViolation.Invariant, _ items: [(what: String, detail: String)]) -> [Finding] {
    var order: [String] = []
    var details: [String: [String]] = [:]
    for (what, detail) in items {
      if details[what] == nil { order.append(what) }
      details[what, default: []].append(detail)
    }
    return order.map { what in
      let all = details[what]!
      let more = all.count > Self.named ? " … and \(all.count - Self.named) more" : ""
      return Finding(invariant: invariant, what: what, detail: all.prefix(Self.named).joined(separator: "; ") + more)
    }
  }

  private func isUnder(_ path: String, _ base: String) -> Bool { path == base || path.hasPrefix(base + "/") }

  /// 1: nothing changed outside the paths the command may write, nor a read-only file, an
  /// unreadable catalog, or (for migrate, which searches folders) a file inside a bundle.
  private func untouchable(_ changes: [DiskState.Change]) -> [Finding] {
    let writable = command.writablePaths(in: sandbox).map(sandbox.relative)
    let readOnly = before.readOnlyFiles
    let tree = sandbox.relative(sandbox.tree)
    // `--include-bundles` takes the tables of every bundle and wrapper; without it none.
    let skipped = arguments.contains("--include-bundles") ? [] : SafetyVariant.bundleExtensions
    // `--force` is the user's word that a read-only catalog may be replaced.
    let forced = arguments.contains("--force")
    var items: [(String, String)] = []
    for change in changes {
      if !writable.contains(where: { isUnder(change.path, $0) }) {
        items.append(("outside path changed", change.description))
      } else if readOnly.contains(change.path), !forced {
        items.append(("read-only file changed", change.description))
      } else if unreadable.contains(change.path) {
        items.append(
          (change.path.hasSuffix(".xcstrings") ? "unreadable catalog changed" : "unreadable table changed", change.description))
      } else if command.family == .migrate, isUnder(change.path, tree),
        change.path.dropFirst(tree.count).split(separator: "/").dropLast().contains(where: { folder in
          skipped.contains { folder.hasSuffix("." + $0) }
        })
      {
        items.append(("file inside a skipped bundle changed", change.description))
      }
    }
    return grouped(.untouchable, items)
  }

  /// 2: every string shown before is shown after, except the strings of a catalog that
  /// `migrate --force` says it wrote over, which the user asked to replace (a replaced
  /// catalog that could not be read, or was read-only, is caught by the first invariant).
  private func shownStrings() -> [Finding] {
    var replaced = Set<String>()
    if command.family == .migrate, arguments.contains("--force") {
      for path in Announcements(standardOutput).wrote where before.items[sandbox.relative(path)] != nil {
        replaced.insert(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
      }
    }
    let lost = shownBefore.lost(in: shownAfter).filter { !replaced.contains($0.table) }
    var items = lost.map { ("string lost", $0.description) }
    // A file there before and after that no longer shows one of its strings, although
    // another table of its name still does (an import that took another catalog's file).
    let reported = Set(lost)
    for (source, before) in shownBefore.bySource.sorted(by: { $0.key < $1.key }) {
      guard let after = shownAfter.bySource[source] else { continue }
      for item in before.subtracting(after).sorted() where !reported.contains(item) && !replaced.contains(item.table) {
        items.append(("string changed in its own file", "\(source): \(item)"))
      }
    }
    return grouped(.shownStrings, items)
  }

  /// 3: the exit code and what was printed agree with the disk.
  private func outputMatchesDisk(_ changes: [DiskState.Change]) -> [Finding] {
    let said = Announcements(standardOutput)
    let files = changes.filter { change in
      switch change.kind == .deleted ? before.items[change.path] : after.items[change.path] {
      case .folder?: false
      default: true
      }
    }
    var items: [(String, String)] = []
    let failed = command.failureCodes.contains(exitCode)
    let saysNothing =
      (standardOutput + standardError).contains("nothing was written")
      || (standardOutput + standardError).contains("rolled back")
    if command.isDryRun {
      for change in files { items.append(("dry run changed a file", change.description)) }
    } else if failed || saysNothing {
      for change in files { items.append(("failed run changed a file (exit \(exitCode))", change.description)) }
      if said.claimsWriting {
        let what =
          (said.wrote + said.changed).map(sandbox.relative) + (said.deleted > 0 ? ["deleted \(said.deleted) files"] : [])
          + said.exported.filter { $0.count > 0 }.map { "wrote \($0.count) files under \(sandbox.relative($0.folder))" }
        for claim in what { items.append(("says it wrote a file after failing", "\(claim) (exit \(exitCode))")) }
      }
    } else {
      items += unannounced(files, said) + unkept(changes, said)
    }
    if faultFired, exitCode == 0 { items.append(("exit 0 after an injected fault", "the fault fired, the run succeeded")) }
    return grouped(.outputMatchesDisk, items)
  }

  /// Changed files the output does not account for.
  private func unannounced(_ files: [DiskState.Change], _ said: Announcements) -> [(String, String)] {
    let named =
      (said.wrote + said.changed + said.exported.map(\.folder)).map(sandbox.relative)
      + (command.family == .merge ? command.writablePaths(in: sandbox).map(sandbox.relative) : [])
    var items: [(String, String)] = []
    for change in files where !named.contains(where: { isUnder(change.path, $0) }) {
      let legacy = change.path.hasSuffix(".strings") || change.path.hasSuffix(".stringsdict")
      if change.kind == .deleted && legacy && said.deleted > 0 { continue }
      items.append(("changed without saying so", change.description))
    }
    return items
  }

  /// What the output says that the disk does not show.
  private func unkept(_ changes: [DiskState.Change], _ said: Announcements) -> [(String, String)] {
    var items: [(String, String)] = []
    let changed = Set(changes.map(\.path))
    for path in said.wrote where after.items[sandbox.relative(path)] == nil {
      items.append(("says it wrote a file that is not there", sandbox.relative(path)))
    }
    for path in said.changed where !changed.contains(sandbox.relative(path)) {
      items.append(("says it changed a file that did not change", sandbox.relative(path)))
    }
    let deleted = changes.filter { $0.kind == .deleted && ($0.path.hasSuffix(".strings") || $0.path.hasSuffix(".stringsdict")) }
    if said.deleted != deleted.count {
      items.append(("deleted count differs from disk", "says \(said.deleted), \(deleted.count) legacy files deleted"))
    }
    for (count, folder) in said.exported {
      let base = sandbox.relative(folder)
      let written = changes.filter { change in
        guard change.kind != .deleted, isUnder(change.path, base) else { return false }
        if case .folder? = after.items[change.path] { return false }
        return true
      }.count
      if written != count { items.append(("export count differs from disk", "says \(count) under \(base), \(written) written")) }
    }
    return items
  }
}
