import Testing

@testable import XCStringsLint

@Suite("Key hand-off")
struct KeyHandOffTests {
  /// A literal right after `(` or `,` is a call's argument; after `return`, `:`, `=`, `{` or
  /// `?` it is a value the code hands on. Columns count scalars, so text before the literal
  /// in other scripts does not shift it.
  @Test(arguments: [
    ("Text(\"a\")", 6, false),
    ("Label(\"x\", \"a\")", 12, false),
    ("  return \"a\"", 10, true),
    ("case .small: \"a\"", 14, true),
    ("var t: LocalizedStringKey = \"a\"", 29, true),
    ("c ? \"a\" : \"b\"", 5, true),
    ("f(é, \"a\")", 6, false),
    ("é = \"a\"", 5, true),
    ("Text(\n  \"a\")", 3, false),
  ])
  func handedOn(source: String, column: Int, expected: Bool) {
    let bytes = Array(source.utf8)
    let line = source.contains("\n") ? 2 : 1
    #expect(KeyHandOff.isHandedOn(in: bytes, line: line, column: column) == expected, "\(source)")
  }

  /// Only a call whose first argument is not a literal and whose bundle is not the main one
  /// shows values with the package's bundle.
  @Test(arguments: [
    ("Text(item.title, bundle: .module)", true),
    ("Text(item.title(for: x), bundle: #bundle)", true),
    ("Label(name, systemImage: \"x\", bundle: .module)", true),
    ("Text(\"Done\", bundle: .module)", false),
    ("Text(item.title, bundle: .main)", false),
    ("Text(item.title, bundle: Bundle.main)", false),
    ("Text(item.title, bundle: nil)", false),
    ("let mybundle: Bundle = .module", false),
    ("String(localized: \"x\", bundle: .module)", false),
  ])
  func showsValues(source: String, expected: Bool) {
    #expect(KeyHandOff.showsValuesWithOwnBundle(Array(source.utf8)) == expected, "\(source)")
  }
}
