import XCStringsBase
import XCStringsSwiftSource

/// Which keys of a table no target that bundles it shows, because the code that holds them is
/// compiled into the target but only other targets call it: a watch app compiles the phone
/// app's model file, whose `func windDirection()` only a phone screen calls, so the watch
/// table's `N_compass` is shown to no watch user.
///
/// A literal is judged by the member (`func`, `var`, `let` of a type or the file, see
/// ``SwiftMembers``) whose code it is, in a source several targets compile (a member of a
/// source only one target compiles is in that target's own module, which no other calls). That member is not called in a target when its name
/// appears in none of the target's sources but at its own declaration, while some source the
/// target does not compile names it (a caller exists, in another target). A member named
/// nowhere else may be one the system calls (a protocol's requirement), so it counts as
/// called; so does a name in a comment or a string, and every literal outside a named member.
/// Only warnings are judged, and only where every bundling target is known (see
/// ``ProjectLinter/bundlingTargets()``).
struct TargetReach {
  private let tree: LintTree
  private let targets: [(name: String, files: [Int])]
  private let tables: [Int: [Int]]
  private var members: [Int: SwiftMembers] = [:]
  /// The sources' bytes by path, read once and shared with ``SourceLinter/bytes(of:)``
  /// (empty where a source cannot be read).
  private var sourceBytes: [String: [UInt8]]
  /// Per target, each key's literals among its sources.
  private var sites: [Int: [ExactKey: [(file: Int, line: Int)]]] = [:]
  /// Each target's sources as a set.
  private let fileSets: [Set<Int>]
  /// The sources two targets or more compile: only their members may be called by one target
  /// and not by another (a member of one target's own source is in its own module).
  let sharedFiles: Set<Int>
  /// Per member name and target, whether the target never calls it.
  private var uncalled: [String: [Int: Bool]] = [:]
  /// The answer per table and key: a key has a finding per language.
  private var answers: [Int: [ExactKey: String?]] = [:]

  /// Member names that frameworks call through a protocol, which a target's code need not
  /// name to show their text.
  static let calledBySystem: Set<String> = [
    "body", "description", "debugDescription", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor",
    "localizedDescription", "title", "subtitle", "id", "displayRepresentation", "typeDisplayRepresentation",
    "caseDisplayRepresentations", "perform", "placeholder", "getSnapshot", "getTimeline", "snapshot", "timeline",
    "recommendations", "makeBody", "localizedStringResource", "main",
  ]

  /// Prepares the judgement for `tree`, whose app and extension targets and bundled tables
  /// are `bundling`; `sourceBytes` are the sources read already.
  init(
    tree: LintTree, bundling: (targets: [(name: String, files: [Int])], tables: [Int: [Int]]),
    sourceBytes: [String: [UInt8]] = [:]
  ) {
    self.tree = tree
    self.sourceBytes = sourceBytes
    targets = bundling.targets
    tables = bundling.tables
    fileSets = bundling.targets.map { Set($0.files) }
    var seen = Set<Int>()
    var shared = Set<Int>()
    for target in bundling.targets {
      for file in target.files where !seen.insert(file).inserted { shared.insert(file) }
    }
    sharedFiles = shared
  }

  /// Why no target bundling table `subject` shows `key`, for a message; nil where one may.
  mutating func reasonUnshown(key: String, subject: Int) -> String? {
    let exact = ExactKey(key)
    if let known = answers[subject]?[exact] { return known }
    let answer = judge(key: exact, subject: subject)
    answers[subject, default: [:]][exact] = .some(answer)
    return answer
  }

  private mutating func judge(key: ExactKey, subject: Int) -> String? {
    guard let bundlers = tables[subject], !bundlers.isEmpty else { return nil }
    var reasons: [String] = []
    for target in bundlers {
      let places = keySites(of: target)[key] ?? []
      // A key the target's code never spells out may come from a variable: it may be shown.
      guard !places.isEmpty else { return nil }
      var names: [String] = []
      for place in places {
        guard let name = uncalledMember(at: place, in: target) else { return nil }
        if !names.contains(name) { names.append(name) }
      }
      reasons.append("\(names.map { "'\($0)'" }.joined(separator: ", ")) in target '\(targets[target].name)'")
    }
    return "the key is only used in " + reasons.joined(separator: " and ")
      + ", which only other targets' code calls, so no user of a target that bundles this table sees it"
  }

  /// The name of the member holding the literal at `place` when `target` never calls it.
  private mutating func uncalledMember(at place: (file: Int, line: Int), in target: Int) -> String? {
    guard sharedFiles.contains(place.file) else { return nil }
    if members[place.file] == nil {
      members[place.file] = bytes(of: place.file).map { SwiftMembers(parsing: $0) } ?? SwiftMembers()
    }
    guard let name = members[place.file]?.name(atLine: place.line), name.utf8.count >= 3,
      !Self.calledBySystem.contains(name)
    else { return nil }
    if let known = uncalled[name]?[target] { return known ? name : nil }
    let isUncalled = isUncalled(name, declaredIn: place.file, target: target)
    uncalled[name, default: [:]][target] = isUncalled
    return isUncalled ? name : nil
  }

  /// Whether `name`, declared in source `file`, appears in no source of `target` but at its
  /// declaration, and in some source the target does not compile. Most members are named
  /// again in their own file, so that file is read first, and each search stops as soon as
  /// the answer is known. A source that cannot be read makes the member called (the safe side).
  private mutating func isUncalled(_ name: String, declaredIn file: Int, target: Int) -> Bool {
    guard let own = bytes(of: file), UnusedDeclaration.occurrences(of: name, in: own) <= 1 else { return false }
    for other in targets[target].files where other != file {
      guard let bytes = bytes(of: other), UnusedDeclaration.occurrences(of: name, in: bytes) == 0 else { return false }
    }
    let inside = fileSets[target]
    for other in tree.sources.indices where !inside.contains(other) {
      if let bytes = bytes(of: other), UnusedDeclaration.occurrences(of: name, in: bytes) > 0 { return true }
    }
    return false
  }

  /// The literals of each key among `target`'s sources, gathered once per target.
  private mutating func keySites(of target: Int) -> [ExactKey: [(file: Int, line: Int)]] {
    if let known = sites[target] { return known }
    var found: [ExactKey: [(file: Int, line: Int)]] = [:]
    for file in targets[target].files {
      let source = tree.sources[file]
      let lines = source.reach.literalLines
      for (position, key) in source.literalKeys.enumerated() where position < lines.count {
        found[ExactKey(key.text), default: []].append((file, lines[position]))
      }
    }
    sites[target] = found
    return found
  }

  /// A source's bytes; nil where it cannot be read (or is empty, which names nothing).
  private mutating func bytes(of file: Int) -> [UInt8]? {
    let path = tree.sources[file].path
    let read = sourceBytes[path] ?? (try? FileIO.read(path)) ?? []
    sourceBytes[path] = read
    return read.isEmpty ? nil : read
  }
}
