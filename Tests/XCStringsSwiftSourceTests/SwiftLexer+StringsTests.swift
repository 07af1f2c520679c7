import Testing

@testable import XCStringsSwiftSource

private typealias Support = SwiftSourceTestSupport

@Suite("Swift lexer: string literals")
struct SwiftLexerStringsTests {
  // MARK: Single-line

  @Test func escapes() throws {
    #expect(try Support.text(#"x = "a\tb\nc\rd\0e\"f\'g\\h""#) == "a\tb\nc\rd\u{0}e\"f'g\\h")
    #expect(try Support.text(#"x = "\u{41}\u{e9}\u{1F600}\u{0000000A}""#) == "Aé😀\n")
    #expect(try Support.text(#"x = """#) == "")
  }

  @Test func invalidEscapesFailAtTheBackslash() {
    #expect(Support.failure(#"let a = "ok \q""#) == #"1:13: invalid escape sequence '\q' in string literal"#)
    #expect(Support.failure(#"let a = "\é""#) == #"1:10: invalid escape sequence '\é' in string literal"#)
    #expect(Support.failure(#"let a = "\u{D800}""#) == #"1:10: invalid unicode scalar in '\u{…}' escape sequence"#)
    #expect(Support.failure(#"let a = "\u{123456789}""#) == #"1:10: invalid unicode scalar in '\u{…}' escape sequence"#)
    #expect(Support.failure(#"let a = "\u{}""#) == #"1:10: invalid unicode scalar in '\u{…}' escape sequence"#)
    #expect(Support.failure(#"let a = "\u41""#) == #"1:10: expected '{' in '\u{…}' escape sequence"#)
  }

  @Test func unterminatedLiteralsFailAtTheirStart() {
    #expect(Support.failure("let a = 1\nlet b = \"open\nlet c = \"closed\"") == "2:9: unterminated string literal")
    #expect(Support.failure("let b = \"open") == "1:9: unterminated string literal")
    #expect(Support.failure("let b = \"line \\\nnext\"") == "1:15: unterminated string literal")
    #expect(Support.failure("let b = #\"open\"") == "1:9: unterminated string literal")
  }

  // MARK: Interpolation

  @Test func interpolationSplitsTheText() throws {
    #expect(try Support.literals(#"Text("Hello \(name)!")"#) == [["Hello ", #"\(name)"#, "!"]])
    #expect(try Support.literals(#"x = "\(a)\(b)""#) == [[#"\(a)"#, #"\(b)"#]])
  }

  @Test func interpolationHoldsParenthesesStringsAndComments() throws {
    let source = #"x = "a \(f(g(1), ")\"(", /* ) */ h)) b""#
    #expect(try Support.literals(source) == [["a ", #"\(f(g(1), ")\"(", /* ) */ h))"#, " b"], [#")"("#]])
  }

  @Test func interpolationInsideInterpolation() throws {
    let source = #"x = "a \(flag ? "b \(count + 1) c \(f("d \(e)"))" : "") z""#
    #expect(
      try Support.literals(source) == [
        ["a ", #"\(flag ? "b \(count + 1) c \(f("d \(e)"))" : "")"#, " z"],
        ["b ", #"\(count + 1)"#, " c ", #"\(f("d \(e)"))"#],
        ["d ", #"\(e)"#],
        [""],
      ])
  }

  @Test func interpolationOfAOneLineLiteralStaysOnItsLine() {
    // The compiler rejects this ("cannot find ')' to match opening '(' in string interpolation").
    #expect(Support.failure("x = \"a \\(f(\n  1,\n  2)) b\"") == "1:8: unterminated string interpolation")
    #expect(Support.failure("x = \"a \\(f(/* \n */ 1)) b\"") == "1:8: unterminated string interpolation")
  }

  @Test func unterminatedInterpolationFailsAtItsBackslash() {
    // The quote meant to close the literal opens one inside the interpolation.
    #expect(Support.failure(#"let a = "x \(f(1)""#) == "1:18: unterminated string literal")
    #expect(Support.failure("let a = \"x \\(f(1)") == "1:12: unterminated string interpolation")
  }

  @Test func nestingIsBounded() {
    let depth = SwiftLexer.maximumDepth
    let ok = String(repeating: #""\("#, count: depth) + #""""# + String(repeating: #")""#, count: depth)
    #expect(Support.failure("x = " + ok) == nil)
    let deep = String(repeating: #""\("#, count: depth + 1) + #""""# + String(repeating: #")""#, count: depth + 1)
    #expect(Support.failure("x = " + deep) == "1:\(5 + 3 * depth + 1): string interpolations nested more than \(depth) deep")
  }

  // MARK: Raw

  @Test func rawStringsKeepBackslashesAndQuotes() throws {
    #expect(try Support.text(##"x = #"a \n \(b) "c" \#n"#"##) == "a \\n \\(b) \"c\" \n")
    #expect(try Support.text(###"x = ##"a "# \#(b) \##t"##"###) == "a \"# \\#(b) \t")
  }

  @Test func rawStringsInterpolateWithTheirHashes() throws {
    #expect(try Support.literals(##"x = #"a \#(b) \(c) \d"#"##) == [["a ", ##"\#(b)"##, #" \(c) \d"#]])
    #expect(try Support.literals(###"x = ##"\##(f(#"\(x)"#))"##"###) == [[###"\##(f(#"\(x)"#))"###], [#"\(x)"#]])
  }

  @Test func rawQuotesThatLookLikeAMultilineOpening() throws {
    // A raw literal closing on its own line is a one-line literal, whatever its text starts with.
    #expect(try Support.text(##"x = #""" = "";"#"##) == #""" = "";"#)
    #expect(try Support.text(###"x = #""""#"###) == #""""#)
    #expect(try Support.text(###"x = ##"""a"# b"##"###) == ##"""a"# b"##)
    #expect(try Support.text("x = #\"\"\"\n  a\"\n  \"\"\"#") == "a\"")
  }

  @Test func rawStringWithInvalidEscapeOfItsOwnDepth() {
    #expect(Support.failure(##"x = #"\#q"#"##) == ##"1:7: invalid escape sequence '\#q' in string literal"##)
  }

  @Test func rawStringEscapeWithMoreHashesThanTheDelimiterFails() {
    // The compiler rejects this too ("too many '#' characters in delimited escape").
    #expect(Support.failure(###"x = #"a \##(d)"#"###) == "1:9: too many '#' characters in delimited escape")
    #expect(Support.failure("x = #\"\"\"\n  \\##n\n  \"\"\"#") == "2:3: too many '#' characters in delimited escape")
  }

  // MARK: Multi-line

  @Test func multilineStripsTheClosingDelimitersIndentation() throws {
    let source = "let s = \"\"\"\n    first\n      indented\n\n    last\n    \"\"\""
    #expect(try Support.text(source) == "first\n  indented\n\nlast")
  }

  @Test func multilineEmptyLinesNeedNoIndentationOthersAllOfIt() throws {
    let source = "x = \"\"\"\n    a\n\n      \n    b\n    \"\"\""
    #expect(try Support.text(source) == "a\n\n  \nb")
    // A line of only spaces is not empty.
    #expect(
      Support.failure("x = \"\"\"\n    a\n  \n    \"\"\"") == "3:3: insufficient indentation of line in multi-line string literal"
    )
    #expect(
      Support.failure("x = \"\"\"\n  a\n\t\n  \"\"\"")
        == "3:1: unexpected tab in indentation of line in multi-line string literal")
    #expect(try Support.text("x = \"\"\"\n  a\n\"\"\"") == "  a")
  }

  @Test func multilineEmptyAndSingleEmptyLine() throws {
    #expect(try Support.text("x = \"\"\"\n\"\"\"") == "")
    #expect(try Support.text("x = \"\"\"\n  \"\"\"") == "")
    #expect(try Support.text("x = \"\"\"\n\n  \"\"\"") == "")
    #expect(try Support.text("x = \"\"\"\n\n\n  \"\"\"") == "\n")
  }

  @Test func multilineLineContinuationAndEscapes() throws {
    let source = "x = \"\"\"\n  one \\\n  two\\t\\\"\"\"\n  three \\u{2603}\n  \"\"\""
    #expect(try Support.text(source) == "one two\t\"\"\"\nthree ☃")
    // Spaces may follow the backslash.
    #expect(try Support.text("x = \"\"\"\n  x \\   \n  y\n  \"\"\"") == "x y")
    #expect(
      Support.failure("x = \"\"\"\n  abc\\\n  \"\"\"") == "2:6: escaped newline at the last line of a multi-line string literal")
  }

  @Test func multilineQuotesInsideAreText() throws {
    #expect(try Support.text("x = \"\"\"\n  say \"hi\" and \"\"not closed\n  \"\"\"") == "say \"hi\" and \"\"not closed")
  }

  @Test func multilineLineBreaksBecomeLineFeeds() throws {
    #expect(try Support.text("x = \"\"\"\r\n  a\r\n  b\r  c\r\n  \"\"\"") == "a\nb\nc")
  }

  @Test func multilineInterpolationKeepsLinesAndIndentation() throws {
    let source = "x = \"\"\"\n    a \\(f(\n  1)) b\n    \\(c)\n    \"\"\""
    #expect(try Support.literals(source) == [["a ", "\\(f(\n  1))", " b\n", "\\(c)"]])
  }

  @Test func rawMultiline() throws {
    let source = "x = #\"\"\"\n  \\n \"\"\" \\#(v)\n  \"\"\"#"
    #expect(try Support.literals(source) == [["\\n \"\"\" ", "\\#(v)"]])
  }

  @Test func multilineErrorsAreLocated() {
    #expect(Support.failure("x = \"\"\"text\n\"\"\"") == "1:8: multi-line string literal content must begin on a new line")
    #expect(Support.failure("x = \"\"\"   \nx\n\"\"\"") == "1:8: multi-line string literal content must begin on a new line")
    #expect(
      Support.failure("x = \"\"\"\n    a\n  b\n    \"\"\"")
        == "3:3: insufficient indentation of line in multi-line string literal")
    #expect(
      Support.failure("x = \"\"\"\n  a\n  b \"\"\"")
        == "3:5: multi-line string literal closing delimiter must begin on a new line")
    #expect(
      Support.failure("x = \"\"\"\n  a \\(b)\"\"\"")
        == "2:9: multi-line string literal closing delimiter must begin on a new line")
    #expect(Support.failure("x = \"\"\"\n  a\n") == "1:5: unterminated string literal")
  }

  @Test func indentationMustMatchExactly() {
    // A tab where the delimiter has spaces is not the same indentation.
    #expect(
      Support.failure("x = \"\"\"\n\ta\n    \"\"\"") == "2:1: unexpected tab in indentation of line in multi-line string literal")
  }

  @Test func literalRangesCoverDelimiters() throws {
    let output = try Support.lex("a = ##\"x\"## + \"\"\"\n  y\n  \"\"\"")
    #expect(output.literals.map { [$0.start, $0.end, $0.hashes] } == [[4, 11, 2], [14, 27, 0]])
    #expect(output.literals.map(\.isMultiline) == [false, true])
  }
}
