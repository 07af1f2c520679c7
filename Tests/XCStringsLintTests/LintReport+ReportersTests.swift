import Foundation
import Testing

@_spi(Internals) @testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsLint
@testable import XCStringsModel

@Suite("LintReport reporters")
struct LintReportReportersTests {
  static let report: LintReport = {
    var report = LintReport()
    report.findings = [
      LintFinding(rule: .placeholderMismatch, location: SourceLocation(path: "App/L.xcstrings", line: 4, column: 5), key: "Total: %@",
                  language: "de", message: "'de' translation reads argument 1 as an integer ('%d'), 100%"),
      LintFinding(rule: .untranslated, severity: .note, location: SourceLocation(path: "My App/a,b:c.strings", line: 2, column: 1),
                  key: "A", language: "ja", message: "two\nlines"),
      LintFinding(rule: .knownRegions, severity: .warning, location: SourceLocation(path: "/elsewhere/P.pbxproj", line: 9, column: 4), key: nil,
                  language: nil, message: "knownRegions lists 'fr'"),
    ]
    return report
  }()

  /// Workflow commands: `%`, line breaks escaped in messages, and `:` and `,` in properties.
  @Test func githubAnnotations() {
    #expect(Self.report.githubAnnotations == """
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
}
