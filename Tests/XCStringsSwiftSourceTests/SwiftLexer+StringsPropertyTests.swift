import Foundation
import Testing
import XCStringsTestSupport

/// Writes random text as Swift literals of every form, written here independently of the
/// lexer from the language's rules, and checks that the lexer reads back exactly that text.
///
/// The encoder was checked against the compiler: the 1,200 literals of seeds 1 to 8, compiled
/// with swiftc 6.3 into a program printing each one's scalars, gave exactly the texts expected
/// here (a tab inside a one-line literal, for one, turned out to be an error there).
@Suite("Swift lexer: generated literals")
struct SwiftLexerStringsPropertyTests {
  private static let pieces: [String] = [
    "a", "Z", "k", " ", "  ", "\"", "\"\"\"", "\\", "#", "##", "(", ")", "\\(", "%", "%@", "\n", "\t", "é", "😀", "\u{0}",
    "\r", "//", "/*", "*/", "'",
  ]

  private struct Encoder {
    var generator: SeededGenerator

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func text() -> String {
      (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    /// The escape for a scalar that may not appear as itself, or `nil`.
    mutating func escape(_ scalar: Unicode.Scalar, hashes: Int, multiline: Bool) -> String? {
      let slash = "\\" + String(repeating: "#", count: hashes)
      switch scalar {
      case "\n": return slash + "n"
      case "\r": return slash + "r"
      case "\u{0}": return slash + "0"
      case "\\" where hashes == 0: return "\\\\"
      case "\"" where hashes == 0: return "\\\""
      // The compiler takes a tab as itself only in a multi-line literal.
      case "\t" where !multiline || chance(50): return slash + "t"
      default:
        // Now and then any scalar as `\u{…}`.
        if chance(5) { return slash + "u{" + String(scalar.value, radix: 16) + "}" }
        return nil
      }
    }

    /// More `#` than any run in the text, so that neither `"#…` nor `\#…` occurs in it.
    func hashes(for text: String) -> Int {
      var longest = 0
      var run = 0
      for scalar in text.unicodeScalars {
        run = scalar == "#" ? run + 1 : 0
        longest = max(longest, run)
      }
      return longest + 1
    }

    mutating func singleLine(_ text: String, raw: Bool) -> String {
      let hashes = raw ? self.hashes(for: text) : 0
      let pound = String(repeating: "#", count: hashes)
      var body = ""
      for scalar in text.unicodeScalars {
        if let escaped = escape(scalar, hashes: hashes, multiline: false) {
          body += escaped
        } else {
          body.unicodeScalars.append(scalar)
        }
      }
      return pound + "\"" + body + "\"" + pound
    }

    mutating func multiline(_ text: String, raw: Bool) -> String {
      let hashes = raw ? self.hashes(for: text) : 0
      let pound = String(repeating: "#", count: hashes)
      let indentation = ["", "  ", "    ", "\t"].randomElement(using: &generator)!
      let lineBreak = chance(20) ? "\r\n" : "\n"
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      var source = pound + "\"\"\"" + lineBreak
      for (number, line) in lines.enumerated() {
        var encoded = ""
        for scalar in line.unicodeScalars {
          // Escaping every quote keeps `"""` out of an ordinary literal.
          if let escaped = escape(scalar, hashes: hashes, multiline: true) {
            encoded += escaped
          } else {
            encoded.unicodeScalars.append(scalar)
          }
        }
        // Now and then a line is split in two with a backslash (never the last line).
        if number < lines.count - 1, !encoded.isEmpty, chance(20) {
          let cut = encoded.index(encoded.startIndex, offsetBy: encoded.count / 2)
          // The cut must not fall inside an escape.
          if !encoded[..<cut].hasSuffix("\\"),
            !encoded[..<cut].contains("\\") || hashes == 0 && !endsInsideEscape(encoded[..<cut])
          {
            encoded = encoded[..<cut] + "\\" + pound + lineBreak + indentation + encoded[cut...]
          }
        }
        // An empty line needs no indentation.
        source += (encoded.isEmpty && chance(50) ? "" : indentation) + encoded + lineBreak
      }
      return source + indentation + "\"\"\"" + pound
    }

    /// Whether a prefix of an encoded line ends between a backslash and what it escapes.
    func endsInsideEscape(_ prefix: Substring) -> Bool {
      guard let last = prefix.lastIndex(of: "\\") else { return false }
      var backslashes = 0
      var index = last
      while prefix[index] == "\\" {
        backslashes += 1
        guard index > prefix.startIndex else { break }
        index = prefix.index(before: index)
      }
      return backslashes % 2 == 1 || prefix[prefix.index(after: last)...].hasPrefix("u{") && !prefix[last...].contains("}")
    }
  }

  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func generatedLiteralsReadBackExactly(seed: UInt64) throws {
    var encoder = Encoder(generator: SeededGenerator(seed: seed))
    var expected: [String] = []
    var source = ""
    for index in 0..<150 {
      let text = encoder.text()
      let literal: String
      switch index % 4 {
      case 0: literal = encoder.singleLine(text, raw: false)
      case 1: literal = encoder.singleLine(text, raw: true)
      case 2: literal = encoder.multiline(text, raw: false)
      default: literal = encoder.multiline(text, raw: true)
      }
      expected.append(text)
      // Code and comments around each literal, with quotes in the comments.
      source += "let v\(index) = \(literal) // \"not a literal\n/* \" */\n"
    }
    let literals = try SwiftSourceTestSupport.literals(source)
    #expect(literals.count == expected.count)
    for (index, (got, want)) in zip(literals, expected).enumerated() {
      #expect(got == [want], "literal \(index) of seed \(seed)")
    }
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func generatedLiteralsInsideInterpolations(seed: UInt64) throws {
    var encoder = Encoder(generator: SeededGenerator(seed: seed))
    var source = ""
    var expected: [[String]] = []
    for index in 0..<60 {
      let inner = encoder.text()
      let outer = encoder.text().replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: "")
        .replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\r", with: "").replacingOccurrences(
          of: "\u{0}", with: "")
      let innerLiteral = encoder.singleLine(inner, raw: index % 2 == 1)
      source += "let v\(index) = \"\(outer)\\(f(\(innerLiteral), x))\(outer)\"\n"
      let outerPieces = outer.isEmpty ? ["\\(f(\(innerLiteral), x))"] : [outer, "\\(f(\(innerLiteral), x))", outer]
      expected.append(outerPieces)
      expected.append([inner])
    }
    #expect(try SwiftSourceTestSupport.literals(source) == expected)
  }
}
