import XCStringsBase

/// A translated string with its state.
public struct StringUnit: Equatable, Sendable {
  /// The translation state.
  public var state: TranslationState
  /// The text.
  public var value: String
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a unit.
  @inlinable
  public init(state: TranslationState, value: String, unknownFields: KeyedList<JSONValue> = KeyedList()) {
    self.state = state
    self.value = value
    self.unknownFields = unknownFields
  }

  /// Whether two units have the same state, the same text to the Unicode scalar (not merely
  /// canonically equivalent: `é` and `e` + U+0301 are different translations), and the same
  /// unknown fields.
  @inlinable
  public static func == (lhs: StringUnit, rhs: StringUnit) -> Bool {
    lhs.value.isIdentical(to: rhs.value) && lhs.state == rhs.state && lhs.unknownFields == rhs.unknownFields
  }
}
