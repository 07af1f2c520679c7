import Foundation
import XCStringsBase

/// Installs `merge` as git's merge driver for catalogs, and `diff --textconv` as their text
/// conversion, in a repository's configuration or the user's global one.
///
/// Writes the settings `merge.xcstrings.name`, `merge.xcstrings.driver` and
/// `diff.xcstrings.textconv`, and the line ``attributesLine`` in `.gitattributes` (at the
/// repository's top, or the global attributes file). A setting that already holds the value,
/// and an attributes file that already gives catalogs both attributes, are left as they are,
/// so installing twice changes nothing. If a step fails, the settings changed before it are
/// put back and the attributes file is not written.
package enum GitDriverInstaller {
  /// What an installation did.
  package struct Outcome: Sendable {
    /// What was written or found already there, one line each.
    package var lines: [String]
    /// Errors, and notes about existing lines.
    package var diagnostics: [Diagnostic]
    /// Whether everything is installed.
    package var succeeded: Bool
  }

  /// The line that sends catalogs to the driver and the text conversion.
  package static let attributesLine = "*.xcstrings merge=xcstrings diff=xcstrings"

  /// Installs for the repository holding `directory`, or globally; `program` is how git
  /// should run the tool (a name found on `PATH`, or an absolute path).
  package static func install(
    program: String, global: Bool, directory: String = ".", environment: [String: String] = [:],
    faults: FileTransaction.Faults = FileTransaction.Faults()
  ) -> Outcome {
    let git = GitCommand(directory: directory, environment: environment)
    let scope = global ? "--global" : "--local"
    let scopeName = global ? "global git config" : "the repository's git config"
    var lines: [String] = []
    var notes: [Diagnostic] = []
    var changed: [(key: String, old: String?)] = []
    do throws(Diagnostic) {
      let attributes = try attributesFile(git, global: global, environment: environment)
      let tool = shellQuoted(program)
      let settings = [
        ("merge.xcstrings.name", "String Catalog three-way merge (xcstrings-convert)"),
        ("merge.xcstrings.driver", "\(tool) merge %O %A %B --path %P"),
        ("diff.xcstrings.textconv", "\(tool) diff --textconv"),
      ]
      for (key, value) in settings {
        let current = try git.run(["config", scope, "--get", key])
        let old = current.status == 0 ? current.text : nil
        if let old, old.isIdentical(to: value) {
          lines.append("\(key) is already '\(value)' in \(scopeName)")
          continue
        }
        changed.append((key, old))
        _ = try git.succeeding(["config", scope, key, value], path: directory)
        lines.append("set \(key) = '\(value)' in \(scopeName)")
      }
      let existing = FileIO.exists(attributes) ? try FileIO.read(attributes) : []
      let (present, earlier) = attributesState(existing)
      notes += earlier.map { line, text in
        Diagnostic(
          .note, "line \(line) '\(text)' also gives catalogs merge or diff attributes; the last line wins",
          at: SourceLocation(path: attributes, line: line, column: 1))
      }
      if present {
        lines.append("\(attributes) already has catalogs use the driver and the text conversion")
      } else {
        var bytes = existing
        if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
        bytes += Array((attributesLine + "\n").utf8)
        let transaction = FileTransaction(roots: [attributes], faults: faults)
        try transaction.stage(attributes, bytes: bytes)
        try transaction.commit()
        lines.append("added '\(attributesLine)' to \(attributes)")
      }
    } catch {
      // Put back what was changed, newest first; a setting that was absent is removed again.
      for (key, old) in changed.reversed() {
        _ = try? git.run(old.map { ["config", scope, key, $0] } ?? ["config", scope, "--unset", key])
      }
      return Outcome(lines: [], diagnostics: notes + [error], succeeded: false)
    }
    return Outcome(lines: lines, diagnostics: notes, succeeded: true)
  }

  /// The attributes file: `.gitattributes` at the repository's top, or git's global one
  /// (`core.attributesFile`, else `$XDG_CONFIG_HOME/git/attributes` or `~/.config/git/attributes`).
  private static func attributesFile(_ git: GitCommand, global: Bool, environment: [String: String]) throws(Diagnostic) -> String
  {
    guard global else {
      let top = try git.run(["rev-parse", "--show-toplevel"])
      guard top.status == 0, !top.text.isEmpty else {
        throw Diagnostic(.error, "not inside a git work tree", path: git.directory, code: .notInGitWorkTree)
      }
      return top.text + "/.gitattributes"
    }
    let variables = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let home = variables["HOME"] ?? ""
    let configured = try git.run(["config", "--global", "--get", "core.attributesFile"])
    if configured.status == 0, !configured.text.isEmpty {
      let path = configured.text
      return path.hasPrefix("~/") ? home + path.dropFirst() : path
    }
    if let xdg = variables["XDG_CONFIG_HOME"], !xdg.isEmpty { return xdg + "/git/attributes" }
    return home + "/.config/git/attributes"
  }

  /// Whether the lines for `*.xcstrings` end up giving both attributes (a later line
  /// overrides an earlier one), and the earlier lines that set either otherwise.
  static func attributesState(_ bytes: [UInt8]) -> (present: Bool, others: [(line: Int, text: String)]) {
    var merge: String?
    var diff: String?
    var others: [(line: Int, text: String)] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      guard words.first == "*.xcstrings" else { continue }
      var other = false
      for word in words.dropFirst() {
        let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
        let value = word.contains("=") ? String(word.split(separator: "=", maxSplits: 1)[1]) : nil
        switch name.trimmingPrefix(while: { $0 == "-" || $0 == "!" }) {
        case "merge":
          merge = value
          other = other || value != "xcstrings"
        case "diff":
          diff = value
          other = other || value != "xcstrings"
        default: break
        }
      }
      if other { others.append((index + 1, String(line))) }
    }
    return (merge == "xcstrings" && diff == "xcstrings", others)
  }

  /// `text` as one word for the shell git runs drivers with: as it is when it is plain, else
  /// in single quotes.
  static func shellQuoted(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/._-+:@%".unicodeScalars.contains(scalar))
      }
    if plain { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
