import Testing

@testable import XCStringsLint

@Suite("Unused declarations")
struct UnusedDeclarationTests {
  /// The name a line declares and gives the literal as its value; none for a computed
  /// property, an argument or a literal after the declaration's body opens.
  @Test(
    arguments: [
      ("static let title: LocalizedStringKey = \"a\"", 40, "title"),
      ("let t = String(localized: \"a\")", 27, "t"),
      ("  private var é = \"a\"", 19, "é"),
      ("var t: String { \"a\" }", 17, nil),
      ("Text(\"a\")", 6, nil),
      ("let outlet = 3; Text(\"a\")", 22, nil),
      ("letter = \"a\"", 10, nil),
    ] as [(String, Int, String?)])
  func declaredName(source: String, column: Int, name: String?) {
    #expect(UnusedDeclaration.declaredName(in: Array(source.utf8), line: 1, column: column) == name, "\(source)")
  }

  @Test func occurrencesCountWholeIdentifiers() {
    let source = "let title = 1\nText(title)\nlet subtitle = titles + title2 // title\n"
    #expect(UnusedDeclaration.occurrences(of: "title", in: Array(source.utf8)) == 3)
    #expect(UnusedDeclaration.occurrences(of: "title", onLine: 3, in: Array(source.utf8)) == 1)
    #expect(UnusedDeclaration.occurrences(of: "title", onLine: 2, in: Array(source.utf8)) == 1)
    // A property wrapper's projected value names the property; `a$title` is another name.
    #expect(UnusedDeclaration.occurrences(of: "title", in: Array("Toggle(isOn: $title)".utf8)) == 1)
    // A method's name before a dot is a dotted key's part, not a call.
    let keys = Array(#"tr("menu.unread.title"); unread(3); let f = unread"#.utf8)
    #expect(UnusedDeclaration.occurrences(of: "unread", in: keys) == 3)
    #expect(UnusedDeclaration.occurrences(of: "unread", in: keys, method: true) == 2)
  }

  /// The type method whose one statement is the line: a generated accessor's `return`; not an
  /// instance method (a framework may call it unnamed), nor a line that is no `return`.
  @Test(
    arguments: [
      ("  public static func unread(_ p1: Any) -> String {\n    return L10n.tr(\"a\")\n  }", "unread"),
      ("class func title<T>(_ t: T) -> String {\n  return \"a\"\n}", "title"),
      ("func title() -> String {\n  return \"a\"\n}", nil),
      ("static func title() -> String {\n  let a = \"a\"\n}", nil),
      ("static var title: String {\n  return \"a\"\n}", nil),
    ] as [(String, String?)])
  func returningMethod(source: String, name: String?) {
    let found = UnusedDeclaration.returningMethod(in: Array(source.utf8), line: 2)
    #expect(found?.name == name, "\(source)")
    #expect(found.map { $0.line == 1 } ?? true)
  }
}
