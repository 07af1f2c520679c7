import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsCatalogJSON
@testable import XCStringsLint
@testable import XCStringsModel

@Suite("LintBaseline")
struct LintBaselineTests {
  static func finding(
    _ rule: LintRule, _ path: String, line: Int, key: String?, language: LanguageCode? = nil, message: String = "m"
  ) -> LintFinding {
    LintFinding(
      rule: rule, location: SourceLocation(path: path, line: line, column: 1), key: key, language: language, message: message)
  }

  static func report(_ findings: [LintFinding]) -> LintReport {
    var report = LintReport()
    report.findings = findings
    return report
  }

  /// Old findings are left out wherever they moved in their file; a new key, language, rule or
  /// file is new, and each recorded finding excuses one.
  @Test func matchesByFileKeyLanguageAndRuleNotLine() {
    let before = Self.report([
      Self.finding(.untranslated, "App/L.xcstrings", line: 4, key: "Open", language: "de"),
      Self.finding(.placeholderMismatch, "App/L.xcstrings", line: 9, key: "Total", language: "fr"),
      Self.finding(.catalogNotInTarget, "App.xcodeproj/project.pbxproj", line: 40, key: nil),
    ])
    let baseline = LintBaseline(before, relativeTo: "/repo")
    let after = Self.report([
      Self.finding(.untranslated, "App/L.xcstrings", line: 12, key: "Open", language: "de"),
      Self.finding(.untranslated, "App/L.xcstrings", line: 12, key: "Open", language: "ja"),
      Self.finding(.placeholderMismatch, "App/L.xcstrings", line: 30, key: "Total", language: "fr", message: "another"),
      Self.finding(.placeholderMismatch, "App/L.xcstrings", line: 30, key: "Total", language: "fr", message: "a second"),
      Self.finding(.whitespaceMismatch, "App/L.xcstrings", line: 30, key: "Total", language: "fr"),
      Self.finding(.catalogNotInTarget, "App.xcodeproj/project.pbxproj", line: 41, key: nil),
      Self.finding(.untranslated, "Widget/L.xcstrings", line: 4, key: "Open", language: "de"),
    ])
    let fresh = baseline.newFindings(in: after, relativeTo: "/repo").findings
    #expect(
      fresh.map { "\($0.location.path):\($0.location.line) \($0.rule.id) \($0.key ?? "-") \($0.language?.rawValue ?? "-")" } == [
        "App/L.xcstrings:12 untranslated Open ja",
        "App/L.xcstrings:30 placeholder-mismatch Total fr",
        "App/L.xcstrings:30 whitespace-mismatch Total fr",
        "Widget/L.xcstrings:4 untranslated Open de",
      ])
  }

  /// A project finding is about no key: the baseline records what it is about (the languages
  /// of `known-regions`, a target), so a fixed `ar` and a new `it` make a new finding. A
  /// baseline written before details were recorded still excuses the finding.
  @Test func projectFindingsAreMatchedByTheirDetail() throws {
    func regions(_ detail: String, line: Int = 9) -> LintFinding {
      var finding = Self.finding(.knownRegions, "App.xcodeproj/project.pbxproj", line: line, key: nil)
      finding.detail = detail
      return finding
    }
    let baseline = LintBaseline(Self.report([regions("ar")]), relativeTo: "/repo")
    #expect(baseline.newFindings(in: Self.report([regions("ar", line: 12)]), relativeTo: "/repo").findings.isEmpty)
    #expect(baseline.newFindings(in: Self.report([regions("it")]), relativeTo: "/repo").findings.map(\.detail) == ["it"])
    let text = baseline.json.serialized()
    #expect(text.contains("\"detail\" : \"ar\""))
    let read = try LintBaseline(parsing: Array(text.utf8), path: "b.json")
    #expect(read == baseline)
    #expect(read.newFindings(in: Self.report([regions("it")]), relativeTo: "/repo").findings.count == 1)
    let old = try LintBaseline(
      parsing: Array(
        #"{"findings":[{"file":"App.xcodeproj/project.pbxproj","key":null,"language":null,"rule":"known-regions"}]}"#.utf8),
      path: "b.json")
    #expect(old.newFindings(in: Self.report([regions("it")]), relativeTo: "/repo").findings.isEmpty)
  }

  /// Paths are compared relative to the folder: `App/L`, `./App/L` and `/repo/App/L` agree.
  @Test func pathsAreRelativeToTheFolder() {
    let baseline = LintBaseline(Self.report([Self.finding(.stale, "./App/L.xcstrings", line: 1, key: "A")]), relativeTo: "/repo")
    #expect(baseline.entries == [LintBaseline.Entry(file: "App/L.xcstrings", key: "A", language: nil, rule: "stale")])
    let later = Self.report([Self.finding(.stale, "/repo/App/L.xcstrings", line: 3, key: "A")])
    #expect(baseline.newFindings(in: later, relativeTo: "/repo").findings.isEmpty)
    #expect(LintBaseline.relativePath("/elsewhere/L.xcstrings", to: "/repo") == "/elsewhere/L.xcstrings")
  }

  /// Keys are compared by their exact scalars: `é` and `e` + combining accent are two keys.
  @Test func keysCompareByExactScalars() {
    let baseline = LintBaseline(Self.report([Self.finding(.stale, "L.xcstrings", line: 1, key: "Caf\u{E9}")]), relativeTo: "/r")
    let later = Self.report([Self.finding(.stale, "L.xcstrings", line: 1, key: "Cafe\u{301}")])
    #expect(baseline.newFindings(in: later, relativeTo: "/r").findings.count == 1)
  }

  @Test func writtenAndReadBack() throws {
    let folder = try TestPaths.temporaryDirectory()
    let path = folder.appendingPathComponent("baseline.json").path
    let baseline = LintBaseline(
      Self.report([
        Self.finding(.untranslated, "b.xcstrings", line: 2, key: "K \"q\"", language: "de"),
        Self.finding(.knownRegions, "a.pbxproj", line: 9, key: nil),
      ]), relativeTo: "/r")
    try baseline.write(to: path)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        {
          "findings" : [
            {
              "file" : "a.pbxproj",
              "key" : null,
              "language" : null,
              "rule" : "known-regions"
            },
            {
              "file" : "b.xcstrings",
              "key" : "K \\"q\\"",
              "language" : "de",
              "rule" : "untranslated"
            }
          ],
          "version" : 1
        }
        """)
    #expect(try LintBaseline(contentsOf: path) == baseline)
  }

  /// A failed write leaves the old baseline whole.
  @Test func aFailedWriteKeepsTheOldFile() throws {
    let folder = try TestPaths.temporaryDirectory()
    let path = folder.appendingPathComponent("baseline.json").path
    let old = LintBaseline(Self.report([Self.finding(.stale, "L.xcstrings", line: 1, key: "A")]), relativeTo: "/r")
    try old.write(to: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let new = LintBaseline(Self.report([Self.finding(.stale, "L.xcstrings", line: 1, key: "B")]), relativeTo: "/r")
    for fault in ["write", "rename"] {
      var faults = FileTransaction.Faults()
      if fault == "write" { faults.failWrite = { _ in true } } else { faults.failRename = { _ in true } }
      #expect(throws: Diagnostic.self) { try new.write(to: path, faults: faults) }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(fault)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["baseline.json"], "\(fault)")
    }
  }

  @Test func unreadableBaselinesSayWhere() {
    #expect(throws: Diagnostic(.error, "not a lint baseline: no 'findings' list", path: "b.json")) {
      try LintBaseline(parsing: Array("{\"version\":1}".utf8), path: "b.json")
    }
    #expect(throws: Diagnostic(.error, "not a lint baseline: a finding without 'file' and 'rule'", path: "b.json")) {
      try LintBaseline(parsing: Array("{\"findings\":[{\"file\":\"x\"}]}".utf8), path: "b.json")
    }
    #expect(throws: Diagnostic.self) { try LintBaseline(parsing: Array("{\"findings\":[]} x".utf8), path: "b.json") }
  }

  /// Generated reports: a baseline of a report leaves nothing of it, whatever lines the
  /// findings move to and in whatever order they come; one more finding stays.
  @Test(arguments: [SeededGenerator.randomSeed()])
  func aBaselineOfAReportLeavesNothingOfIt(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let rules: [LintRule] = [.untranslated, .placeholderMismatch, .stale, .knownRegions]
    for _ in 0..<100 {
      let findings = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        Self.finding(
          rules.randomElement(using: &generator)!, ["a/L.xcstrings", "b/L.xcstrings"].randomElement(using: &generator)!,
          line: Int.random(in: 1...50, using: &generator), key: ["A", "B", nil].randomElement(using: &generator)!,
          language: ["de", "ja", nil].randomElement(using: &generator)!)
      }
      let baseline = LintBaseline(Self.report(findings), relativeTo: "/r")
      var moved = findings.shuffled(using: &generator)
      for index in moved.indices { moved[index].location.line += Int.random(in: 0...9, using: &generator) }
      #expect(baseline.newFindings(in: Self.report(moved), relativeTo: "/r").findings.isEmpty)
      let extra = Self.finding(.emptyValue, "a/L.xcstrings", line: 1, key: "A")
      #expect(baseline.newFindings(in: Self.report(moved + [extra]), relativeTo: "/r").findings == [extra])
    }
  }
}
