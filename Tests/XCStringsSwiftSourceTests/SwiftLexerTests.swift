import Testing

@testable import XCStringsSwiftSource

private typealias Support = SwiftSourceTestSupport

@Suite("Swift lexer: tokens and comments")
struct SwiftLexerTests {
  @Test func callTokens() throws {
    #expect(
      try Support.tokens(#"let s = String(localized: "a", table: "T")"#) == [
        "i:let", "i:s", "o:=", "i:String", "p:(", "i:localized", "p::", #"s:"a""#, "p:,", "i:table", "p::", #"s:"T""#,
        "p:)",
      ])
  }

  @Test func lineCommentsHideCallsAndQuotes() throws {
    #expect(try Support.tokens("a // Text(\"x\") \"unterminated\nb") == ["i:a", "i:b"])
    #expect(try Support.tokens("a // \" \r\nb") == ["i:a", "i:b"])
  }

  @Test func blockCommentsNest() throws {
    #expect(try Support.tokens(#"a /* outer /* inner "x */ still comment " */ b"#) == ["i:a", "i:b"])
    #expect(try Support.tokens("a /**/ b /* * / */ c") == ["i:a", "i:b", "i:c"])
  }

  @Test func commentMarkersInsideStringsAreText() throws {
    #expect(try Support.literals(#"x = "// not a comment /* nor this""#) == [["// not a comment /* nor this"]])
  }

  @Test func unterminatedBlockCommentFailsAtItsStart() {
    #expect(Support.failure("let a = 1\n  /* open /* nested */\nText(\"x\")") == "2:3: unterminated '/*' comment")
  }

  @Test func operatorsStopAtComments() throws {
    #expect(try Support.tokens("a+/*c*/b") == ["i:a", "o:+", "i:b"])
    #expect(try Support.tokens("a ..< b...c") == ["i:a", "o:..<", "i:b", "o:...", "i:c"])
    #expect(try Support.tokens("x?.y ?? z") == ["i:x", "o:?", "p:.", "i:y", "o:??", "i:z"])
  }

  @Test func numbers() throws {
    #expect(try Support.tokens("1...5") == ["n:1", "o:...", "n:5"])
    #expect(
      try Support.tokens("1.5 2e3 0x1p-2 1_000 0b1010 3.description") == [
        "f:1.5", "f:2e3", "f:0x1p-2", "n:1_000", "n:0b1010", "n:3", "p:.", "i:description",
      ])
    #expect(try Support.tokens("t.0.1 -7") == ["i:t", "p:.", "f:0.1", "o:-", "n:7"])
  }

  @Test func identifiersKeywordsAndPound() throws {
    #expect(
      try Support.tokens("`default` $0 café #if DEBUG #selector(f)") == [
        "i:`default`", "i:$0", "i:café", "p:#", "i:if", "i:DEBUG", "p:#", "i:selector", "p:(", "i:f", "p:)",
      ])
  }

  @Test func byteOrderMarkAndShebangAreSkipped() throws {
    #expect(try Support.tokens("\u{FEFF}#!/usr/bin/swift \"x\nprint(1)") == ["i:print", "p:(", "n:1", "p:)"])
  }

  @Test func bareRegexLiteralsWhereAnExpressionStarts() throws {
    #expect(try Support.tokens(#"let r = /a"b(/"#) == ["i:let", "i:r", "o:=", #"r:/a"b(/"#])
    #expect(try Support.tokens(#"f(/\//, x)"#) == ["i:f", "p:(", #"r:/\//"#, "p:,", "i:x", "p:)"])
    // Division: after an operand, or with a space after the slash.
    #expect(try Support.tokens("a/b/c") == ["i:a", "o:/", "i:b", "o:/", "i:c"])
    #expect(try Support.tokens("x = a / b / c") == ["i:x", "o:=", "i:a", "o:/", "i:b", "o:/", "i:c"])
    #expect(try Support.tokens("(1) / 2") == ["p:(", "n:1", "p:)", "o:/", "n:2"])
    // No closing slash on the line: an operator.
    #expect(try Support.tokens("x = /a\nb/") == ["i:x", "o:=", "o:/", "i:a", "i:b", "o:/"])
  }

  @Test func extendedRegexLiteralsSpanLines() throws {
    #expect(
      try Support.tokens("let r = #/\n  \" (?<a>.)/ \n/#\nText(\"k\")") == [
        "i:let", "i:r", "o:=", "r:#/\n  \" (?<a>.)/ \n/#", "i:Text", "p:(", #"s:"k""#, "p:)",
      ])
    #expect(Support.failure("let r = #/abc/") == "1:9: unterminated regular expression literal")
  }

  @Test func strayBytesAreLexedNotRejected() throws {
    #expect(try Support.tokens("a 'b' \u{7}") == ["i:a", "p:'", "i:b", "p:'", "p:\u{7}"])
  }

  @Test func tokensOfInterpolationsFollowTheirLiteral() throws {
    let output = try Support.lex(#"f("a\(g(1))b", h)"#)
    let kinds = output.tokens.map(\.kind)
    #expect(
      kinds == [
        .identifier, .punctuation, .string, .identifier, .punctuation, .integer, .punctuation,
        .punctuation, .identifier, .punctuation,
      ])
    // The literal's `next` skips the four tokens of `g(1)`.
    #expect(output.tokens[2].next == 7)
    #expect(output.tokens.enumerated().allSatisfy { index, token in index == 2 || token.next == index + 1 })
  }
}
