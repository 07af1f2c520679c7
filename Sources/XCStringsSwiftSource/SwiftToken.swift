/// One token of Swift source, as ``SwiftLexer`` reads it: enough to find a call, its arguments
/// and their labels, not a full Swift grammar.
///
/// Tokens are byte ranges of the file. A string literal's interpolations are lexed as code and
/// their tokens follow the literal's token in the same array, so that calls inside an
/// interpolation are found too; ``next`` skips them when walking a call's own arguments.
struct SwiftToken: Equatable, Sendable {
  /// What the token is.
  enum Kind: UInt8, Sendable {
    /// A name or keyword (`String`, `let`, `$0`), with or without backticks.
    case identifier
    /// An integer literal (`42`, `0x1F`, `1_000`).
    case integer
    /// A floating-point literal (`1.5`, `2e3`, `0x1p-2`).
    case float
    /// A string literal in any form; ``literal`` is its index in ``SwiftLexer/Output/literals``.
    case string
    /// A regular expression literal (`/a+/`, `#/a+/#`), whose contents are never read.
    case regex
    /// One of `( ) [ ] { } , : ; . @ # \` and the backtick.
    case punctuation
    /// A run of operator characters (`==`, `?`, `..<`, `->`).
    case `operator`
  }

  /// What the token is.
  var kind: Kind
  /// The byte offset of its first byte.
  var start: Int
  /// The byte offset just past it.
  var end: Int
  /// For a string literal, its index in the lexer's literals; `-1` otherwise.
  var literal: Int = -1
  /// The index of the first token after this one that is not nested in it: for a string
  /// literal, past the tokens of its interpolations; for any other token, its own index + 1.
  var next: Int

  /// The length in bytes.
  var count: Int { end - start }
}
