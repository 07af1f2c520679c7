import Foundation
import XCStringsBase
import XCStringsCatalogJSON

/// Findings a project has accepted for now, so that `lint` reports and fails only on new
/// ones: how a project with a backlog adopts lint in CI.
///
/// A finding is matched by its file, key, language, rule and detail (what a project finding is
/// about: its target, the languages of `known-regions`), not by its line, so that edits
/// elsewhere in a file do not make old findings new. Files are written relative to a folder
/// (the current directory), so a baseline recorded in one checkout matches in another. Each
/// recorded finding excuses one finding: a key that gains a second `placeholder-mismatch` in
/// a language has one new finding.
///
/// ```swift
/// let baseline = try LintBaseline(contentsOf: ".lint-baseline.json")
/// let fresh = baseline.newFindings(in: report, relativeTo: FileManager.default.currentDirectoryPath)
/// ```
package struct LintBaseline: Equatable, Sendable {
  /// One accepted finding.
  package struct Entry: Equatable, Sendable {
    /// The finding's file, relative to the baseline's folder where it lies inside it.
    package var file: String
    /// The key concerned, if any.
    package var key: String?
    /// The language concerned, if any.
    package var language: String?
    /// The rule's id.
    package var rule: String
    /// What a finding about no key is about (``LintFinding/detail``): the languages of
    /// `known-regions`, a project finding's target. `nil` in baselines written before it was
    /// recorded, which then excuse the finding whatever its detail.
    package var detail: String?

    /// Creates an entry.
    package init(file: String, key: String?, language: String?, rule: String, detail: String? = nil) {
      self.file = file
      self.key = key
      self.language = language
      self.rule = rule
      self.detail = detail
    }

    /// Whether two entries are the same, texts compared by their exact Unicode scalars.
    package static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.identity == rhs.identity }

    /// The fields as one exact key (a separator no path, key or id holds between them).
    var identity: ExactKey {
      ExactKey([file, key ?? "\u{1E}", language ?? "\u{1E}", rule, detail ?? "\u{1E}"].joined(separator: "\u{1F}"))
    }
  }

  /// The accepted findings, sorted by file, rule, key and language.
  package var entries: [Entry]

  /// A baseline of every finding of `report`, files made relative to `folder`.
  package init(_ report: LintReport, relativeTo folder: String) {
    entries = report.findings.map { Self.entry(for: $0, relativeTo: folder) }
    entries.sort { lhs, rhs in
      (lhs.file, lhs.rule, lhs.key ?? "", lhs.language ?? "", lhs.detail ?? "")
        < (rhs.file, rhs.rule, rhs.key ?? "", rhs.language ?? "", rhs.detail ?? "")
    }
  }

  /// Reads a baseline file written by ``write(to:faults:)``.
  package init(contentsOf path: String) throws(Diagnostic) {
    try self.init(parsing: try FileIO.read(path), path: path)
  }

  /// Reads a baseline from its JSON bytes; `path` names it in diagnostics.
  package init(parsing bytes: [UInt8], path: String) throws(Diagnostic) {
    let value: JSONValue
    do throws(ParseFailure) {
      value = try bytes.withUnsafeBufferPointer { buffer throws(ParseFailure) in
        var scanner = JSONScanner(bytes: buffer)
        let value = try scanner.readValue()
        scanner.skipWhitespace()
        guard scanner.offset == buffer.count else {
          throw ParseFailure(message: "text after the document", offset: scanner.offset)
        }
        return value
      }
    } catch {
      throw ParseFailure(message: "not a lint baseline: \(error.message)", offset: error.offset).diagnostic(in: bytes, path: path)
    }
    guard case .object(let members) = value, case .array(let findings)? = members["findings"] else {
      throw Diagnostic(.error, "not a lint baseline: no 'findings' list", path: path)
    }
    entries = []
    for finding in findings {
      guard case .object(let fields) = finding, case .string(let file)? = fields["file"], case .string(let rule)? = fields["rule"]
      else { throw Diagnostic(.error, "not a lint baseline: a finding without 'file' and 'rule'", path: path) }
      func text(_ name: String) -> String? { if case .string(let text)? = fields[name] { text } else { nil } }
      entries.append(Entry(file: file, key: text("key"), language: text("language"), rule: rule, detail: text("detail")))
    }
  }

  /// The baseline as the JSON document it is saved as.
  package var json: JSONValue {
    .object([
      "version": .number("1"),
      "findings": .array(
        entries.map { entry in
          var fields: KeyedList<JSONValue> = [
            "file": .string(entry.file), "key": .optional(entry.key), "language": .optional(entry.language),
            "rule": .string(entry.rule),
          ]
          // Written only where there is one, so baselines of catalog findings read as before.
          if let detail = entry.detail { fields["detail"] = .string(detail) }
          return .object(fields)
        }),
    ])
  }

  /// Writes the baseline to `path`, all or nothing: the old file stays whole if writing fails.
  package func write(to path: String, faults: FileTransaction.Faults = FileTransaction.Faults()) throws(Diagnostic) {
    let transaction = FileTransaction(roots: [], faults: faults)
    try transaction.stage(path, bytes: Array(json.serialized().utf8))
    try transaction.commit()
  }

  /// The findings of `report` this baseline does not account for, in their order; the
  /// report's coverage is kept.
  package func newFindings(in report: LintReport, relativeTo folder: String) -> LintReport {
    var remaining: [ExactKey: Int] = [:]
    for entry in entries { remaining[entry.identity, default: 0] += 1 }
    var result = report
    result.findings = report.findings.filter { finding in
      var entry = Self.entry(for: finding, relativeTo: folder)
      var identity = entry.identity
      if remaining[identity, default: 0] == 0, entry.detail != nil {
        // A baseline written before details were recorded has the entry without one.
        entry.detail = nil
        identity = entry.identity
      }
      guard let count = remaining[identity], count > 0 else { return true }
      remaining[identity] = count - 1
      return false
    }
    return result
  }

  /// A finding as an entry, its file relative to `folder` when it lies inside it.
  static func entry(for finding: LintFinding, relativeTo folder: String) -> Entry {
    Entry(
      file: relativePath(finding.location.path, to: folder), key: finding.key, language: finding.language?.rawValue,
      rule: finding.rule.id, detail: finding.detail)
  }

  /// `path` made absolute and then relative to `folder` (forward slashes), or absolute when it
  /// lies outside; paths given as `App` and `./App` and absolutely agree.
  static func relativePath(_ path: String, to folder: String) -> String {
    let absolute = FileTransaction.absolute(path.hasPrefix("/") ? path : folder + "/" + path)
    let base = FileTransaction.absolute(folder)
    if absolute.hasPrefix(base + "/") { return String(absolute.dropFirst(base.count + 1)) }
    return absolute
  }
}
