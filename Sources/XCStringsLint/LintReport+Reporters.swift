import XCStringsBase

extension LintReport {
  /// The findings as GitHub Actions workflow commands, one line each
  /// (`::error file=App/L.xcstrings,line=4,col=5,title=placeholder-mismatch::…`), which a
  /// workflow run shows as annotations on the files; notes become `::notice`.
  package var githubAnnotations: String {
    var text = ""
    for finding in findings {
      let command =
        switch finding.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
      text +=
        "::\(command) file=\(Self.githubProperty(finding.location.path)),line=\(finding.location.line),"
        + "col=\(finding.location.column),title=\(Self.githubProperty(finding.rule.id))::\(Self.githubData(finding.message))\n"
    }
    return text
  }

  /// A workflow command's message: `%`, carriage returns and line feeds escaped.
  static func githubData(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A workflow command's property value: as ``githubData(_:)``, and `:` and `,` too.
  static func githubProperty(_ text: String) -> String {
    githubData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
  }

  /// The most results code scanning takes from one run: GitHub rejects a larger SARIF log.
  package static let sarifResultLimit = 25_000

  /// The report as a SARIF 2.1.0 log for code scanning: one run of the tool, every rule with
  /// its default level, and each finding as a result at its file, line and column. Files are
  /// relative URIs where they lie inside `folder` (the repository the scan uploads from).
  ///
  /// At most `maxResults` results are written, the most severe first (``limited(to:)``), and a
  /// notification of the run says what was left out. Each result has a partial fingerprint of
  /// its file, rule, key, language and detail (not its line), so code scanning follows a
  /// finding that moves.
  package func sarif(toolVersion: String, relativeTo folder: String, maxResults: Int = sarifResultLimit) -> JSONValue {
    let kept = limited(to: maxResults)
    let rules = LintRule.all.map { rule -> JSONValue in
      .object([
        "id": .string(rule.id),
        "shortDescription": .object(["text": .string(rule.summary)]),
        "defaultConfiguration": .object(["level": .string(Self.sarifLevel(rule.defaultSeverity))]),
      ])
    }
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in LintRule.all.enumerated() { ruleIndex[rule.id] = index }
    var seen: [String: Int] = [:]
    let results = kept.findings.map { finding -> JSONValue in
      var region: KeyedList<JSONValue> = ["startLine": .number(String(max(finding.location.line, 1)))]
      region["startColumn"] = .number(String(max(finding.location.column, 1)))
      let path = LintBaseline.relativePath(finding.location.path, to: folder)
      let uri = (path.hasPrefix("/") ? "file://" : "") + Self.uriReference(path)
      var result: KeyedList<JSONValue> = [
        "ruleId": .string(finding.rule.id),
        "level": .string(Self.sarifLevel(finding.severity)),
        "message": .object(["text": .string(finding.message)]),
        "locations": .array([
          .object([
            "physicalLocation": .object(["artifactLocation": .object(["uri": .string(uri)]), "region": .object(region)])
          ])
        ]),
      ]
      if let index = ruleIndex[finding.rule.id] { result["ruleIndex"] = .number(String(index)) }
      let identity = [
        path, finding.rule.id, finding.key ?? "\u{1E}", finding.language?.rawValue ?? "\u{1E}", finding.detail ?? "\u{1E}",
      ]
      .joined(separator: "\u{1F}")
      // A repeated identity (a key with two problems of one rule) gets its ordinal, as each
      // fingerprint must name one result.
      let ordinal = seen[identity, default: 0] + 1
      seen[identity] = ordinal
      result["partialFingerprints"] = .object([
        "xcstringsFinding/v1": .string(Self.fingerprint(ordinal == 1 ? identity : identity + "\u{1F}\(ordinal)"))
      ])
      return .object(result)
    }
    let driver: JSONValue = .object([
      "name": .string("xcstrings-convert"), "version": .string(toolVersion), "rules": .array(rules),
    ])
    var run: KeyedList<JSONValue> = ["tool": .object(["driver": driver]), "results": .array(results)]
    if let left = Self.leftOut(of: self, kept: kept) {
      let text = "\(kept.findings.count) of \(findings.count) findings reported, the most severe first; left out: \(left)"
      run["invocations"] = .array([
        .object([
          "executionSuccessful": .bool(true),
          "toolExecutionNotifications": .array([
            .object(["level": .string("warning"), "message": .object(["text": .string(text)])])
          ]),
        ])
      ])
    }
    return .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([.object(run)]),
    ])
  }

  /// A finding's identity as 16 hex digits (64-bit FNV-1a of its UTF-8): stable across runs
  /// and machines, unlike `Hasher`.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The report with at most `maximum` findings: errors first, then warnings, then notes,
  /// each severity's findings in report order, and the kept findings in report order too.
  /// Coverage is kept.
  package func limited(to maximum: Int) -> LintReport {
    guard findings.count > maximum else { return self }
    var budget = max(maximum, 0)
    var keep = [Bool](repeating: false, count: findings.count)
    for severity in [Diagnostic.Severity.error, .warning, .note] where budget > 0 {
      for index in findings.indices where budget > 0 && findings[index].severity == severity {
        keep[index] = true
        budget -= 1
      }
    }
    var result = self
    result.findings = findings.indices.filter { keep[$0] }.map { findings[$0] }
    return result
  }

  /// Each rule with findings and their number by severity, in the order of ``LintRule/all``.
  package var countsByRule: [(rule: LintRule, errors: Int, warnings: Int, notes: Int)] {
    var counts: [String: (errors: Int, warnings: Int, notes: Int)] = [:]
    for index in findings.indices {
      var count = counts[findings[index].rule.id] ?? (0, 0, 0)
      switch findings[index].severity {
      case .error: count.errors += 1
      case .warning: count.warnings += 1
      case .note: count.notes += 1
      }
      counts[findings[index].rule.id] = count
    }
    return LintRule.all.compactMap { rule in counts[rule.id].map { (rule, $0.errors, $0.warnings, $0.notes) } }
  }

  /// What `kept` (a ``limited(to:)`` of `full`) leaves out, by severity (`3 errors, 1 note`);
  /// `nil` when it leaves out nothing.
  package static func leftOut(of full: LintReport, kept: LintReport) -> String? {
    guard kept.findings.count < full.findings.count else { return nil }
    let parts = [(Diagnostic.Severity.error, "error"), (.warning, "warning"), (.note, "note")].compactMap { severity, noun in
      let count = full.count(of: severity) - kept.count(of: severity)
      return count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
    return parts.joined(separator: ", ")
  }

  /// SARIF's level for a severity (`error`, `warning`, `note`).
  static func sarifLevel(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// A path as a URI reference: each byte outside the unreserved characters and `/`
  /// percent-encoded (a space as `%20`), so that any file name makes a valid URI.
  static func uriReference(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        result += "%"
        result.unicodeScalars.append(hex[Int(byte >> 4)])
        result.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return result
  }
}
