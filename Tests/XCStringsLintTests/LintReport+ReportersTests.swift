import Foundation
import Testing

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsLint
@testable import XCStringsModel

@Suite("LintReport reporters")
struct LintReportReportersTests {
  static let report: LintReport = {
    var report = LintReport()
    report.findings = [
      LintFinding(
        rule: .placeholderMismatch, location: SourceLocation(path: "App/L.xcstrings", line: 4, column: 5), key: "Total: %@",
        language: "de", message: "'de' translation reads argument 1 as an integer ('%d'), 100%"),
      LintFinding(
        rule: .untranslated, severity: .note, location: SourceLocation(path: "My App/a,b:c.strings", line: 2, column: 1),
        key: "A", language: "ja", message: "two\nlines"),
      LintFinding(
        rule: .knownRegions, severity: .warning, location: SourceLocation(path: "/elsewhere/P.pbxproj", line: 9, column: 4),
        key: nil,
        language: nil, message: "knownRegions lists 'fr'"),
    ]
    return report
  }()

  /// Workflow commands: `%`, line breaks escaped in messages, and `:` and `,` in properties.
  @Test func githubAnnotations() {
    #expect(
      Self.report.githubAnnotations == """
        ::error file=App/L.xcstrings,line=4,col=5,title=placeholder-mismatch::'de' translation reads argument 1 as an integer ('%25d'), 100%25
        ::notice file=My App/a%2Cb%3Ac.strings,line=2,col=1,title=untranslated::two%0Alines
        ::warning file=/elsewhere/P.pbxproj,line=9,col=4,title=known-regions::knownRegions lists 'fr'

        """)
  }

  /// The log has what SARIF 2.1.0's schema requires of each object it uses (sarifLog:
  /// `version`, `runs`; run: `tool`; tool: `driver`; toolComponent: `name`;
  /// reportingDescriptor: `id`; result: `message`; message: `text`; physicalLocation: an
  /// `artifactLocation`), with levels, line and column numbers and URIs as the schema allows.
  @Test func sarifHasEveryRequiredField() throws {
    let text = Self.report.sarif(toolVersion: "1.2.3", relativeTo: "/repo").serialized()
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "xcstrings-convert")
    #expect(driver["version"] as? String == "1.2.3")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == LintRule.all.map(\.id))
    let levels: Set<String> = ["none", "note", "warning", "error"]
    for rule in rules {
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
      #expect(levels.contains(((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String) ?? ""))
    }
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 3)
    var uris: [String] = []
    for result in results {
      #expect((result["message"] as? [String: Any])?["text"] is String)
      #expect(levels.contains(result["level"] as? String ?? ""))
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
      #expect(URL(string: uri) != nil, "\(uri)")
      uris.append(uri)
      let region = try #require(location["region"] as? [String: Any])
      #expect((region["startLine"] as? Int ?? 0) >= 1)
      #expect((region["startColumn"] as? Int ?? 0) >= 1)
    }
    #expect(uris == ["App/L.xcstrings", "My%20App/a%2Cb%3Ac.strings", "file:///elsewhere/P.pbxproj"])
    #expect(results.map { $0["level"] as? String } == ["error", "note", "warning"])
  }

  /// Code scanning takes at most 25,000 results a run: the log keeps errors first, then
  /// warnings, then notes (each in report order), and says in a notification what it left out.
  @Test func sarifIsCappedErrorsFirst() throws {
    #expect(LintReport.sarifResultLimit == 25_000)
    let text = Self.report.sarif(toolVersion: "1", relativeTo: "/repo", maxResults: 2).serialized()
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["level"] as? String } == ["error", "warning"])
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "warning")
    #expect(
      (notification["message"] as? [String: Any])?["text"] as? String
        == "2 of 3 findings reported, the most severe first; left out: 1 note")
    let all = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.report.sarif(toolVersion: "1", relativeTo: "/repo").serialized().utf8))
        as? [String: Any])
    #expect(((all["runs"] as? [[String: Any]])?.first?["invocations"]) == nil)
  }

  /// Each result has a fingerprint of its file, rule, key, language and detail, not its line:
  /// a finding that moves keeps it, one of another language (or a repeated one) gets another.
  @Test func sarifFingerprintsIgnoreLinesAndTellLanguagesApart() throws {
    func fingerprints(_ findings: [LintFinding]) throws -> [String] {
      var report = LintReport()
      report.findings = findings
      let log = try #require(
        try JSONSerialization.jsonObject(with: Data(report.sarif(toolVersion: "1", relativeTo: "/repo").serialized().utf8))
          as? [String: Any])
      let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
      return try results.map { try #require(($0["partialFingerprints"] as? [String: String])?["xcstringsFinding/v1"]) }
    }
    func finding(line: Int, language: LanguageCode?, detail: String? = nil) -> LintFinding {
      var finding = LintFinding(
        rule: .untranslated, location: SourceLocation(path: "/repo/L.xcstrings", line: line, column: 5), key: "Open",
        language: language, message: "m \(line)")
      finding.detail = detail
      return finding
    }
    let first = try fingerprints([
      finding(line: 4, language: "de"), finding(line: 4, language: "it"), finding(line: 4, language: "de"),
    ])
    let moved = try fingerprints([finding(line: 40, language: "de")])
    #expect(first[0] == moved[0])
    #expect(Set(first).count == 3)
    #expect(first[0].count == 16 && first[0].allSatisfy(\.isHexDigit))
    #expect(
      try fingerprints([finding(line: 4, language: nil, detail: "ar")])
        != fingerprints([finding(line: 4, language: nil, detail: "it")]))
  }

  /// `--max-results`: the most severe findings, each severity in report order, and the counts
  /// per rule of the whole report.
  @Test func limitedKeepsTheMostSevereAndCountsByRule() {
    let limited = Self.report.limited(to: 2)
    #expect(limited.findings.map(\.rule) == [.placeholderMismatch, .knownRegions])
    #expect(Self.report.limited(to: 0).findings.isEmpty)
    #expect(Self.report.limited(to: 5).findings == Self.report.findings)
    #expect(
      Self.report.countsByRule.map { "\($0.rule.id) \($0.errors) \($0.warnings) \($0.notes)" } == [
        "untranslated 0 0 1", "placeholder-mismatch 1 0 0", "known-regions 0 1 0",
      ])
    #expect(LintReport.leftOut(of: Self.report, kept: limited) == "1 note")
    #expect(LintReport.leftOut(of: Self.report, kept: Self.report) == nil)
  }
}
