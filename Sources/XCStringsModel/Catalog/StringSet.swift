import XCStringsBase

/// A list of phrases for one language (App Intents phrase lists).
public struct StringSet: Equatable, Sendable {
  /// The translation state.
  public var state: TranslationState
  /// The phrases, in order.
  public var values: [String]
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a string set.
  @inlinable
  public init(state: TranslationState, values: [String], unknownFields: KeyedList<JSONValue> = KeyedList()) {
    self.state = state
    self.values = values
    self.unknownFields = unknownFields
  }

  /// Whether two sets hold the same state and values, each compared by its exact Unicode scalars.
  @inlinable
  public static func == (lhs: StringSet, rhs: StringSet) -> Bool {
    lhs.state == rhs.state && lhs.values.count == rhs.values.count
      && zip(lhs.values, rhs.values).allSatisfy { $0.isIdentical(to: $1) } && lhs.unknownFields == rhs.unknownFields
  }
}
