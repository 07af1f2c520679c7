import XCStringsBase
import XCStringsModel

/// One problem the linter found: a rule, a severity, where it is and what it is.
public struct LintFinding: Hashable, Sendable, CustomStringConvertible {
  /// The rule that found it.
  public var rule: LintRule
  /// How serious it is (usually the rule's default).
  public var severity: Diagnostic.Severity
  /// The file, line and column of the key (or of the field) concerned.
  public var location: SourceLocation
  /// The key concerned; `nil` for findings about a whole catalog.
  public var key: String?
  /// The language concerned, if one.
  public var language: LanguageCode?
  /// The lower-case message, without the rule id.
  public var message: String
  /// What a finding about no key is about, where its place alone does not say: the target of a
  /// project finding, the languages of `known-regions`. Baselines and SARIF fingerprints
  /// record it, so that a fixed problem and a new one at the same place are told apart.
  public var detail: String?

  /// Creates a finding.
  package init(
    rule: LintRule, severity: Diagnostic.Severity? = nil, location: SourceLocation, key: String?,
    language: LanguageCode?, message: String
  ) {
    self.rule = rule
    self.severity = severity ?? rule.defaultSeverity
    self.location = location
    self.key = key
    self.language = language
    self.message = message
  }

  /// `path:line:col: severity: [rule-id] message`, the compiler's layout.
  public var description: String {
    "\(location): \(severity.rawValue): [\(rule.id)] \(message)"
  }

  /// The finding as a JSON object for `lint --json`.
  package var json: JSONValue {
    .object([
      "rule": .string(rule.id), "severity": .string(severity.rawValue), "file": .string(location.path),
      "line": .number(String(location.line)), "column": .number(String(location.column)),
      "key": .optional(key), "language": .optional(language?.rawValue), "message": .string(message),
    ])
  }

  /// Orders findings by file, line, column, then rule order and message, so reports are stable.
  package static func precedes(_ lhs: LintFinding, _ rhs: LintFinding) -> Bool {
    if lhs.location.path != rhs.location.path { return lhs.location.path < rhs.location.path }
    if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
    if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
    let lhsRule = ruleRanks[lhs.rule.id] ?? 0
    let rhsRule = ruleRanks[rhs.rule.id] ?? 0
    if lhsRule != rhsRule { return lhsRule < rhsRule }
    if (lhs.language?.rawValue ?? "") != (rhs.language?.rawValue ?? "") {
      return (lhs.language?.rawValue ?? "") < (rhs.language?.rawValue ?? "")
    }
    return lhs.message < rhs.message
  }

  /// Puts the findings in report order (``precedes(_:_:)``).
  ///
  /// Positions are sorted on compact keys, then the findings are put in that order in place,
  /// one cycle of the permutation at a time: swapping moves a finding's bytes, where copying
  /// it out (`positions.map { findings[$0] }`) retained its six strings in random order, each
  /// a cache miss (a tenth of a large report's time, on one thread).
  static func sort(_ findings: inout [LintFinding]) {
    let order = sortedPositions(findings)
    var placed = [Bool](repeating: false, count: order.count)
    findings.withUnsafeMutableBufferPointer { buffer in
      // Slot `i` must receive the finding at `order[i]`: walking a cycle, each swap brings the
      // right finding into the current slot and passes the displaced one along.
      for start in buffer.indices where !placed[start] {
        var slot = start
        while true {
          placed[slot] = true
          let source = order[slot]
          if source == start { break }
          buffer.swapAt(slot, source)
          slot = source
        }
      }
    }
  }

  /// The positions of `findings` in ``precedes(_:_:)`` order.
  ///
  /// Each finding's path, rule and language are turned into ranks once, so that comparisons
  /// look at integers and reach the message only to break a tie: comparing strings and looking
  /// up rule ranks in every comparison made sorting a large report slower than linting it.
  static func sortedPositions(_ findings: [LintFinding]) -> [Int] {
    findings.withUnsafeBufferPointer { findings in
      // Fields are read in place: iterating the array would copy every finding.
      var pathRanks: [String: Int] = [:]
      var languageRanks: [String: Int] = [:]
      for index in findings.indices {
        pathRanks[findings[index].location.path] = 0
        languageRanks[findings[index].language?.rawValue ?? ""] = 0
      }
      for (rank, path) in pathRanks.keys.sorted().enumerated() { pathRanks[path] = rank }
      for (rank, language) in languageRanks.keys.sorted().enumerated() { languageRanks[language] = rank }
      let keys = findings.indices.map { index in
        (
          path: pathRanks[findings[index].location.path] ?? 0, line: findings[index].location.line,
          column: findings[index].location.column, rule: ruleRanks[findings[index].rule.id] ?? 0,
          language: languageRanks[findings[index].language?.rawValue ?? ""] ?? 0
        )
      }
      return keys.withUnsafeBufferPointer { keys in
        findings.indices.sorted { left, right in
          let lhs = keys[left]
          let rhs = keys[right]
          if lhs.path != rhs.path { return lhs.path < rhs.path }
          if lhs.line != rhs.line { return lhs.line < rhs.line }
          if lhs.column != rhs.column { return lhs.column < rhs.column }
          if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
          if lhs.language != rhs.language { return lhs.language < rhs.language }
          return findings[left].message < findings[right].message
        }
      }
    }
  }

  /// The position of each rule in ``LintRule/all``, by id: sorting compares rules often, and
  /// comparing whole rule values (three strings each) showed up in profiles.
  private static let ruleRanks = Dictionary(
    LintRule.all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
}
