import XCStringsBase

/// One form in a set of variations: a string, or (for device forms) nested plural variations.
public struct Variation: Equatable, Sendable {
  /// The form's text.
  public var stringUnit: StringUnit?
  /// Nested variations, as in device → plural.
  public var variations: Variations?
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a form.
  @inlinable
  public init(
    stringUnit: StringUnit? = nil, variations: Variations? = nil,
    unknownFields: KeyedList<JSONValue> = KeyedList()
  ) {
    self.stringUnit = stringUnit
    self.variations = variations
    self.unknownFields = unknownFields
  }

  /// A form holding one string.
  @inlinable
  public static func unit(_ value: String, state: TranslationState = .translated) -> Variation {
    Variation(stringUnit: StringUnit(state: state, value: value))
  }
}
