import Testing

@testable import XCStringsBase
@testable import XCStringsSwiftSource

@Suite("Localization call finder")
struct LocalizationCallFinderTests {
  /// Each call as `line:column function key table default bundle`.
  private func calls(_ source: String) throws -> [String] {
    try SwiftSourceFile(parsing: Array(source.utf8), path: "F.swift").calls.map { call in
      var line = "\(call.location.line):\(call.location.column) \(call.function.rawValue) '\(call.key.text)'"
      line += " table=\(call.table ?? "?")"
      if call.hasDefaultValue { line += " default" }
      if let bundle = call.bundle { line += " bundle=\(bundle)" }
      return line
    }
  }

  @Test func theFourAPIsWithTheirLabels() throws {
    let source = """
      let a = String(localized: "a.title", defaultValue: "Title", table: "Main", bundle: .module, comment: "c")
      let b = NSLocalizedString("b", tableName: "Other", bundle: Bundle(for: X.self), value: "B", comment: "")
      let c = LocalizedStringResource("c", defaultValue: "C", table: "T")
      Text("d", tableName: "Widget", bundle: .main, comment: "shown")
      """
    #expect(
      try calls(source) == [
        "1:27 String(localized:) 'a.title' table=Main default bundle=.module",
        "2:27 NSLocalizedString 'b' table=Other default bundle=Bundle(for: X.self)",
        "3:33 LocalizedStringResource 'c' table=T default",
        "4:6 Text 'd' table=Widget bundle=.main",
      ])
  }

  @Test func defaultsWhenArgumentsAreLeftOut() throws {
    let source = #"""
      String(localized: "a"); NSLocalizedString("b", comment: ""); LocalizedStringResource("c"); Text("d")
      NSLocalizedString("e", tableName: nil, value: "", comment: "")
      String.init(localized: "f", table: nil); SwiftUI.Text("g"); LocalizedStringResource.init("h")
      """#
    #expect(
      try calls(source) == [
        "1:19 String(localized:) 'a' table=Localizable", "1:43 NSLocalizedString 'b' table=Localizable",
        "1:86 LocalizedStringResource 'c' table=Localizable", "1:97 Text 'd' table=Localizable",
        "2:19 NSLocalizedString 'e' table=Localizable", "3:24 String(localized:) 'f' table=Localizable",
        "3:55 Text 'g' table=Localizable", "3:90 LocalizedStringResource 'h' table=Localizable",
      ])
  }

  @Test func aTableGivenByAnExpressionIsUnknown() throws {
    let source = ##"Text("a", tableName: name); Text("b", tableName: "X" + y); Text("c", tableName: #"Raw"#)"##
    #expect(try calls(source) == ["1:6 Text 'a' table=?", "1:34 Text 'b' table=?", "1:65 Text 'c' table=Raw"])
  }

  @Test func notCallsWithALiteralKey() throws {
    let source = #"""
      Text(verbatim: "a"); Text(name); String(localized: key); String("b"); String(format: "%d", 1)
      NSLocalizedString("c" + suffix, comment: ""); Text("d".uppercased())
      func Text(_ s: String) -> Int { 0 }
      let t = Text
      String(localized:)
      """#
    #expect(try calls(source) == [])
  }

  @Test func callsInCommentsAndStringsAreNotFound() throws {
    let source = #"""
      // Text("a")
      /* String(localized: "b") /* NSLocalizedString("c", comment: "") */ */
      let s = "Text(\"d\")"
      let r = #"LocalizedStringResource("e")"#
      let m = """
        Text("f")
        """
      Text("g")
      """#
    #expect(try calls(source) == ["8:6 Text 'g' table=Localizable"])
  }

  @Test func callsInsideInterpolationsAreFound() throws {
    let source = #"Text("Total: \(String(localized: "price", table: "Shop"))", tableName: "Main")"#
    #expect(
      try calls(source) == [
        "1:6 Text 'Total: %@' table=Main", "1:34 String(localized:) 'price' table=Shop",
      ])
  }

  @Test func argumentsAreReadAtTheCallsOwnLevel() throws {
    let source = #"""
      String(localized: "k", defaultValue: "v \(x, specifier: "%d") \(f(table: "No"))",
             table: tables[min(1, 2)], comment: { a, table: "No" }())
      Text("t", comment: ["tableName": "No"].description)
      """#
    #expect(try calls(source) == ["1:19 String(localized:) 'k' table=? default", "3:6 Text 't' table=Localizable"])
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let source = "let 名前 = \"é\"; Text(\"😀 \\(x)\")\r\n\tNSLocalizedString(\"b\", comment: \"\")"
    #expect(try calls(source) == ["1:20 Text '😀 %@' table=Localizable", "2:20 NSLocalizedString 'b' table=Localizable"])
  }
}
