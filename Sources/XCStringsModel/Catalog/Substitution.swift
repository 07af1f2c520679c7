import XCStringsBase

/// A named argument of a format string whose text varies by plural category.
public struct Substitution: Equatable, Sendable {
  /// The 1-based argument position the substitution consumes, when stated.
  public var argNum: Int?
  /// The argument's conversion without `%` (`lld`, `d`, `@`).
  public var formatSpecifier: String?
  /// The plural forms; inside them `%arg` stands for the argument.
  public var variations: Variations?
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a substitution.
  @inlinable
  public init(
    argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
    unknownFields: KeyedList<JSONValue> = KeyedList()
  ) {
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
    self.unknownFields = unknownFields
  }

  /// Whether two substitutions are the same, texts compared by their exact Unicode scalars.
  @inlinable
  public static func == (lhs: Substitution, rhs: Substitution) -> Bool {
    lhs.argNum == rhs.argNum && String.isIdentical(lhs.formatSpecifier, rhs.formatSpecifier)
      && lhs.variations == rhs.variations && lhs.unknownFields == rhs.unknownFields
  }
}
