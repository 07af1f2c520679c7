import Foundation

/// One broken invariant of one run, described so that it can be run again: the tree, the
/// command line (with `<tree>` for the copy's path), the variant, the fault, and what broke.
struct SafetyViolation: Hashable, Sendable, CustomStringConvertible {
  /// The three invariants of the harness.
  enum Invariant: Int, Sendable, Comparable {
    /// No file changed that the command may not change: outside the paths, read-only, an
    /// unreadable catalog, inside a bundle migration skips.
    case untouchable = 1
    /// Every string the app could show before, it can show after.
    case shownStrings = 2
    /// What the command printed and its exit code match what is on disk.
    case outputMatchesDisk = 3

    static func < (lhs: Invariant, rhs: Invariant) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  var tree: String
  /// The folder the tree was copied from (for the line that runs it again; not compared).
  var source = ""
  var command: String
  var variant: String
  /// `write <path>` or `rename <path>` for a run with an injected fault, else `nil`.
  var fault: String?
  var invariant: Invariant
  /// A short, fixed name of what broke (`outside path changed`, `string lost`, …), which the
  /// known list matches.
  var what: String
  /// The file or string concerned.
  var detail: String

  /// The command line that runs this violation's combination again, alone, printing what
  /// the command printed.
  var reproduction: String {
    func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return "SAFETY_COMMANDS=\(quoted(command)) SAFETY_VARIANTS=\(quoted(variant))"
      + (fault.map { " SAFETY_FAULT=\(quoted($0))" } ?? " SAFETY_FAULT_LIMIT=0")
      + " SAFETY_VERBOSE=1 Scripts/safety.sh \(quoted(source))"
  }

  var description: String {
    "tree \(tree) | \(command) | variant \(variant)" + (fault.map { " | fault: \($0)" } ?? "")
      + " | invariant \(invariant.rawValue): \(what): \(detail)"
  }
}
