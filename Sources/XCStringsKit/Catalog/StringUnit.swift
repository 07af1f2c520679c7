/// A translated string with its state.
public struct StringUnit: Equatable, Sendable {
  /// The translation state.
  public var state: TranslationState
  /// The text.
  public var value: String
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a unit.
  public init(state: TranslationState, value: String, unknownFields: KeyedList<JSONValue> = [:]) {
    self.state = state
    self.value = value
    self.unknownFields = unknownFields
  }
}
