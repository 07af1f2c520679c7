import Foundation
import Testing
import XCStringsTestSupport

@testable import XCStringsBase
@testable import XCStringsLint
@testable import XCStringsSwiftSource

@Suite("LintTree: Swift sources")
struct LintTreeSourcesTests {
  @Test func sourcesAreReadInPathOrderAndAnUnlexableFileIsOneWarning() throws {
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("\"Done\" = \"Done\";\n", "App/en.lproj/Localizable.strings", in: root)
    try TestPaths.write("Text(\"Done\")\n", "App/B.swift", in: root)
    try TestPaths.write("let a = 1\nlet s = \"open\nText(\"Cancel\")\n", "App/A.swift", in: root)
    try TestPaths.write("Text(\"Cancel\")\n", "App/Tests/ATests.swift", in: root)
    let tree = LintTree(loading: root.path)
    #expect(tree.sources.map { $0.path.dropFirst(root.path.count) } == ["/App/B.swift", "/App/Tests/ATests.swift"])
    #expect(
      tree.diagnostics.map(\.description) == [
        root.path + "/App/A.swift:2:9: warning: unterminated string literal; the Swift file is skipped"
      ])
    #expect(
      LintTree(loading: root.path, skippingTests: true).sources.map { $0.path.dropFirst(root.path.count) } == ["/App/B.swift"])
  }

  /// Code in `#if false` (or `#if 0`) is never compiled: its calls are left out, nested `#if`s
  /// inside it too, and its `#else` branch is kept. `#if DEBUG` code ships in debug builds
  /// and is kept.
  @Test func callsInsideIfFalseAreLeftOut() throws {
    let root = try TestPaths.temporaryDirectory()
    let text = """
      Text("One")
      #if false
      Text("Two")
        #if os(iOS)
        Text("Three")
        #endif
      #else
      Text("Four")
      #endif
      #if DEBUG
      Text("Five")
      #endif
        #if 0 // disabled
        Text("Six")
        #elseif canImport(UIKit)
        Text("Seven")
        #endif
      """
    try TestPaths.write(text, "App/A.swift", in: root)
    let tree = LintTree(loading: root.path)
    #expect(tree.sources.first?.calls.map(\.key.text) == ["One", "Four", "Five", "Seven"])
  }

  /// An interpolated value's specifier comes from its declared type where the file declares
  /// it (a property, parameter or local with a type, or one set to an integer, a string, a
  /// `String(…)` or a `.count`): `let score: Int` makes `\(score)` a `%lld` for certain, `var receivedCount:
  /// String` a `%@`. A name the file does not declare is of unknown type: its specifier is a
  /// guess, even where the name sounds like a count; `.count` is always an `Int`.
  @Test func interpolationsTakeTheirDeclaredType() throws {
    let root = try TestPaths.temporaryDirectory()
    let text = #"""
      struct V { let score: Int; var receivedCount: String = ""; let level = 3; let title = "x"
        func f(total: Double) -> some View {
          Text("Score: \(score)"); Text("\(receivedCount) received"); Text("Total \(total)"); Text("Level \(level)")
          Text("\(photoCount) photos"); Text("\(items.count) items"); Text("\(name) sets"); Text("\(title)!")
          let year = String(firstYear)
          Text("Since \(year)")
        }
      }
      """#
    try TestPaths.write(text, "App/A.swift", in: root)
    let tree = LintTree(loading: root.path)
    let keys = tree.sources.first?.calls.map { call in
      call.key.text + " " + call.key.interpolations.map { "\($0.specifier)\($0.isCertain ? "!" : "?")" }.joined()
    }
    #expect(
      keys == [
        "Score: %lld %lld!", "%@ received %@!", "Total %lf %lf!", "Level %lld %lld!",
        "%lld photos %lld?", "%lld items %lld!", "%@ sets %@?", "%@! %@!", "Since %@ %@!",
      ])
    // Against a table whose key reads the score as an object, the lookup fails.
    try TestPaths.write(
      "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"Score: %@\":{},\"%lld received\":{}}}",
      "App/Localizable.xcstrings", in: root)
    let findings = Linter(options: LintOptions(disabled: Set(LintRule.all.filter { $0 != .unknownKey }))).lint([
      LintTree(loading: root.path)
    ])
    .findings.filter { $0.key == "Score: %lld" || $0.key == "%@ received" }.map(\.message)
    #expect(findings.count == 2)
    #expect(findings.allSatisfy { $0.contains("the lookup needs the exact key") })
  }

  @Test func unreadableFileIsAWarning() throws {
    guard getuid() != 0 else { return }  // root reads any file
    let root = try TestPaths.temporaryDirectory()
    try TestPaths.write("Text(\"Done\")\n", "A.swift", in: root)
    chmod(root.path + "/A.swift", 0)
    let tree = LintTree(loading: root.path)
    #expect(tree.sources.isEmpty)
    #expect(
      tree.diagnostics.map(\.description) == [
        root.path + "/A.swift: warning: cannot read: permission denied; the Swift file is skipped"
      ])
  }

  @Test func stringExtractionByFileOverridesTheTreesValue() {
    var tree = LintTree(root: "R", subjects: [])
    tree.stringExtraction = StringExtraction(isOn: false, origin: "project")
    tree.stringExtractionByFile["R/App.swift"] = StringExtraction(isOn: true, origin: "target App")
    #expect(tree.stringExtraction(for: "R/App.swift") == StringExtraction(isOn: true, origin: "target App"))
    #expect(tree.stringExtraction(for: "R/Other.swift") == StringExtraction(isOn: false, origin: "project"))
  }
}
