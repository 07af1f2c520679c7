import XCStringsBase
import XCStringsSwiftSource

/// Builds keys from extracted pieces as the compiler does: a literal without interpolation is
/// its text verbatim; an interpolated one doubles each `%` of its text and puts the specifier
/// of each value's type in its place.
struct KeyBuilder {
  let types: TypeTable
  let file: SwiftDeclarations
  let path: String

  /// The key, its positional source text when it has two or more values, and a warning for
  /// each value whose type is unknown.
  func build(
    _ pieces: [ExtractedString.Piece], line: Int, column: Int, offset: Int? = nil
  ) -> (key: String, positional: String?, guesses: [Diagnostic]) {
    var key = ""
    var positional = ""
    var unknown: [String] = []
    let values = pieces.filter { if case .value = $0 { true } else { false } }.count
    var number = 0
    for piece in pieces {
      switch piece {
      case .text(let text):
        if values == 0 {
          key += text
        } else {
          let doubled = text.replacingPercents()
          key += doubled
          positional += doubled
        }
      case .value(let hint, let expression):
        number += 1
        let specifier: String
        if let given = TypeTable.givenSpecifier(hint) {
          specifier = given
        } else if let type = types.type(of: hint, in: file, at: offset) {
          specifier = TypeTable.specifier(forType: type)
        } else {
          specifier = "%@"
          unknown.append(expression.trimmingSpaces())
        }
        key += specifier
        positional += specifier.positional(number)
      }
    }
    // Named with the key, so that a wrong guess can be told from the untranslated twin it makes.
    let guesses = unknown.map { expression in
      Diagnostic.warning(
        "the type of '\(expression)' is unknown, its specifier guessed as %@ in key '\(key)'",
        at: SourceLocation(path: path, line: line, column: column))
    }
    return (key, values >= 2 ? positional : nil, guesses)
  }
}

extension String {
  /// The text with every `%` doubled.
  fileprivate func replacingPercents() -> String {
    guard utf8.contains(SwiftByte.percent) else { return self }
    var bytes: [UInt8] = []
    for byte in utf8 {
      bytes.append(byte)
      if byte == SwiftByte.percent { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A specifier made positional: `%lld` → `%1$lld`.
  fileprivate func positional(_ number: Int) -> String {
    guard hasPrefix("%"), !dropFirst().contains("$") else { return self }
    return "%\(number)$" + dropFirst()
  }

  /// The text without leading and trailing spaces and line breaks.
  fileprivate func trimmingSpaces() -> String {
    var utf8 = Substring(self).utf8
    while let first = utf8.first, SwiftByte.isSpaceOrLineBreak(first) { utf8.removeFirst() }
    while let last = utf8.last, SwiftByte.isSpaceOrLineBreak(last) { utf8.removeLast() }
    return String(Substring(utf8))
  }
}
