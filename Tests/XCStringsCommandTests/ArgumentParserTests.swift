import Testing

@testable import XCStringsCommand

@Suite("argument parser")
struct ArgumentParserTests {
  static let options = [
    OptionSpec(name: "output-directory", valueName: "DIR", help: "", short: "o"),
    OptionSpec(name: "language", valueName: "L", help: "", short: "l"),
    OptionSpec(name: "dry-run", valueName: nil, help: "", short: "n"),
    OptionSpec(name: "plain", valueName: nil, help: ""),
  ]

  /// A one-letter alias stands for its long option, with the value next or attached, and an
  /// option given several times keeps every value in order, long and short mixed.
  @Test func shortAliasesAndRepeatedOptions() throws {
    let parsed = try ParsedArguments.parse(
      ["a.xcstrings", "-o", "out", "-l", "en", "--language", "de", "-lfr", "--language=ja", "-n"], options: Self.options)
    #expect(parsed.positional == ["a.xcstrings"])
    #expect(parsed.value("output-directory") == "out")
    #expect(parsed.allValues("language") == ["en", "de", "fr", "ja"])
    #expect(parsed.flag("dry-run"))
  }

  @Test(arguments: [
    (["-x"], "unknown option '-x'"), (["-nfoo"], "unknown option '-nfoo'"), (["-o"], "option '--output-directory' needs a value"),
    (["--plain=1"], "option '--plain' takes no value"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError.self) { try ParsedArguments.parse(arguments, options: Self.options) }
    do {
      _ = try ParsedArguments.parse(arguments, options: Self.options)
    } catch {
      #expect(error.message == message)
    }
  }

  /// `--` still ends options: a path that starts with a dash is positional.
  @Test func doubleDashEndsOptions() throws {
    #expect(try ParsedArguments.parse(["--", "-o"], options: Self.options).positional == ["-o"])
  }
}
