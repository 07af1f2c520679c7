@_spi(Internals) import XCStringsBase

extension LintReport {
  /// The findings as GitHub Actions workflow commands, one line each
  /// (`::error file=App/L.xcstrings,line=4,col=5,title=placeholder-mismatch::…`), which a
  /// workflow run shows as annotations on the files; notes become `::notice`.
  public var githubAnnotations: String {
    var text = ""
    for finding in findings {
      let command = switch finding.severity {
      case .error: "error"
      case .warning: "warning"
      case .note: "notice"
      }
      text += "::\(command) file=\(Self.githubProperty(finding.location.path)),line=\(finding.location.line),"
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

  /// The report as a SARIF 2.1.0 log for code scanning: one run of the tool, every rule with
  /// its default level, and each finding as a result at its file, line and column. Files are
  /// relative URIs where they lie inside `folder` (the repository the scan uploads from).
  public func sarif(toolVersion: String, relativeTo folder: String) -> JSONValue {
    let rules = LintRule.all.map { rule -> JSONValue in
      .object([
        "id": .string(rule.id),
        "shortDescription": .object(["text": .string(rule.summary)]),
        "defaultConfiguration": .object(["level": .string(Self.sarifLevel(rule.defaultSeverity))]),
      ])
    }
    var ruleIndex: [String: Int] = [:]
    for (index, rule) in LintRule.all.enumerated() { ruleIndex[rule.id] = index }
    let results = findings.map { finding -> JSONValue in
      var region: KeyedList<JSONValue> = ["startLine": .number(String(max(finding.location.line, 1)))]
      region["startColumn"] = .number(String(max(finding.location.column, 1)))
      let path = LintBaseline.relativePath(finding.location.path, to: folder)
      let uri = (path.hasPrefix("/") ? "file://" : "") + Self.uriReference(path)
      var result: KeyedList<JSONValue> = [
        "ruleId": .string(finding.rule.id),
        "level": .string(Self.sarifLevel(finding.severity)),
        "message": .object(["text": .string(finding.message)]),
        "locations": .array([.object([
          "physicalLocation": .object(["artifactLocation": .object(["uri": .string(uri)]), "region": .object(region)])
        ])]),
      ]
      if let index = ruleIndex[finding.rule.id] { result["ruleIndex"] = .number(String(index)) }
      return .object(result)
    }
    let driver: JSONValue = .object([
      "name": .string("xcstrings-convert"), "version": .string(toolVersion), "rules": .array(rules),
    ])
    return .object([
      "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
      "version": .string("2.1.0"),
      "runs": .array([.object(["tool": .object(["driver": driver]), "results": .array(results)])]),
    ])
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
