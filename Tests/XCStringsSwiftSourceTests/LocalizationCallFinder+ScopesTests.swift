import Testing

@testable import XCStringsSwiftSource

/// Where each binding of a name applies (`LocalizationCallFinder+Scopes.swift`,
/// `ScopedBinding.swift`), as byte ranges of the file.
@Suite("Swift source: binding scopes")
struct LocalizationCallFinderScopesTests {
  /// The bindings of `name` as the text each range covers.
  func scopes(_ source: String, _ name: String) throws -> [String] {
    let bytes = Array(source.utf8)
    let bindings = try LexedSwiftFile(parsing: bytes, path: "V.swift").declarations().scopedBindings[name] ?? []
    return bindings.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) }
  }

  @Test func eachKindOfBindingCoversItsScope() throws {
    let source =
      "struct V {\n  var x: Int\n  func f() {\n    if let x = y, let z = w { a(x) }\n    guard let x = y else { b() }\n    c(x)\n  }\n  func g() { let x = 1; d(x) }\n}\n"
    #expect(
      try scopes(source, "x") == [
        "x: Int\n  func f() {\n    if let x = y, let z = w { a(x) }\n    guard let x = y else { b() }\n    c(x)\n  }\n  func g() { let x = 1; d(x) }\n",
        "x = y, let z = w { a(x) ",
        "}\n    c(x)\n  ",
        "x = 1; d(x) ",
      ])
    #expect(try scopes(source, "z") == ["z = w { a(x) "])
  }

  /// A `case let` pattern's reach is not worked out, and an unclosed block runs to the end.
  @Test func patternsAreLeftOutAndAnUnclosedBlockEndsTheFile() throws {
    #expect(try scopes("switch v { case let x: f(x) }", "x") == [])
    #expect(try scopes("func f() { let x = 1\n g(x)", "x") == ["x = 1\n g(x)"])
  }

  @Test func theInnermostBindingApplies() {
    let bindings = [
      ScopedBinding(start: 0, end: 100, type: "Double"), ScopedBinding(start: 10, end: 20, type: "String"),
      ScopedBinding(start: 30, end: 40, hint: .name("y")),
    ]
    #expect(ScopedBinding.applying(at: 15, in: bindings)?.type == "String")
    #expect(ScopedBinding.applying(at: 25, in: bindings)?.type == "Double")
    #expect(ScopedBinding.applying(at: 35, in: bindings)?.hint == .name("y"))
    #expect(ScopedBinding.applying(at: 0, in: bindings) == nil)
    #expect(ScopedBinding.applying(at: 100, in: bindings) == nil)
  }
}
