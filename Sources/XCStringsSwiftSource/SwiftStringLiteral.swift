/// A string literal as the compiler reads it: its text with escapes resolved and a multi-line
/// literal's indentation stripped, split at its interpolations.
struct SwiftStringLiteral: Equatable, Sendable {
  /// A run of text or one interpolation.
  enum Segment: Equatable, Sendable {
    /// Text, exactly as the string holds it at run time.
    case text(String)
    /// An interpolation `\(…)`: the indices of its expression's tokens, and the bytes from
    /// the backslash to the closing parenthesis.
    case interpolation(tokens: Range<Int>, bytes: Range<Int>)
  }

  /// The text and interpolations in order; adjacent text runs are never split.
  var segments: [Segment]
  /// The offset of the literal's first byte (its first `#`, or the opening quote).
  var start: Int
  /// The offset just past the closing delimiter.
  var end: Int
  /// How many `#` delimit a raw string (`0` for an ordinary one).
  var hashes: Int
  /// Whether the literal is `"""` multi-line.
  var isMultiline: Bool

  /// Whether the literal holds an interpolation.
  var isInterpolated: Bool {
    segments.contains { if case .interpolation = $0 { true } else { false } }
  }

  /// The whole text of a literal without interpolation; `nil` when it has one.
  var plainText: String? {
    switch segments.count {
    case 0: return ""
    case 1: if case .text(let text) = segments[0] { return text }
    default: break
    }
    return nil
  }
}
