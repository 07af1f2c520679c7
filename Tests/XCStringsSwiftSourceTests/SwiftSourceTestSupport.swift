@testable import XCStringsBase
@testable import XCStringsSwiftSource

/// Helpers shared by the Swift source suites.
enum SwiftSourceTestSupport {
  /// The tokens and literals of Swift source.
  static func lex(_ source: String) throws -> SwiftLexer.Output {
    try SwiftLexer.lex(Array(source.utf8))
  }

  /// Each literal of the source, outermost first in source order, as its segments: text as
  /// the string holds it, an interpolation as `\(` (`\#(` in a raw literal) + its expression's
  /// source + `)`.
  static func literals(_ source: String) throws -> [[String]] {
    let bytes = Array(source.utf8)
    let output = try SwiftLexer.lex(bytes)
    return output.tokens.filter { $0.kind == .string }.map { token in
      let literal = output.literals[token.literal]
      return literal.segments.map { segment in
        switch segment {
        case .text(let text): return text
        case .interpolation(_, let range):
          let body = (range.lowerBound + 2 + literal.hashes)..<(range.upperBound - 1)
          return "\\" + String(repeating: "#", count: literal.hashes) + "(" + String(decoding: bytes[body], as: UTF8.self) + ")"
        }
      }
    }
  }

  /// The text of the only literal of the source, which must have no interpolation.
  static func text(_ source: String) throws -> String? {
    let all = try literals(source)
    guard all.count == 1, all[0].count == 1 else { return nil }
    return all[0][0]
  }

  /// `line:column: message` of the lexer's failure, or `nil` when the source lexes.
  static func failure(_ source: String) -> String? {
    do {
      _ = try SwiftSourceFile(parsing: Array(source.utf8), path: "F.swift")
      return nil
    } catch {
      guard let location = error.location else { return "no location: \(error.message)" }
      return "\(location.line):\(location.column): \(error.message)"
    }
  }

  /// The source text of every token, with its kind's initial (`i` identifier, `n` integer,
  /// `f` float, `s` string, `r` regex, `p` punctuation, `o` operator).
  static func tokens(_ source: String) throws -> [String] {
    let bytes = Array(source.utf8)
    return try SwiftLexer.lex(bytes).tokens.map { token in
      let initial: String
      switch token.kind {
      case .identifier: initial = "i"
      case .integer: initial = "n"
      case .float: initial = "f"
      case .string: initial = "s"
      case .regex: initial = "r"
      case .punctuation: initial = "p"
      case .operator: initial = "o"
      }
      return initial + ":" + String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }
  }
}
