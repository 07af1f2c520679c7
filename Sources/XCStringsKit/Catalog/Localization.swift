/// The text of one key in one language: a plain unit, substitutions, variations or a string set.
public struct Localization: Equatable, Sendable {
  /// The plain string, or the format that holds `%#@name@` substitution tokens.
  public var stringUnit: StringUnit?
  /// Named plural arguments referenced from `stringUnit.value`.
  public var substitutions: KeyedList<Substitution>?
  /// Plural or device variations of the whole string.
  public var variations: Variations?
  /// A list of phrases (App Intents).
  public var stringSet: StringSet?
  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a localization.
  public init(
    stringUnit: StringUnit? = nil,
    substitutions: KeyedList<Substitution>? = nil,
    variations: Variations? = nil,
    stringSet: StringSet? = nil,
    unknownFields: KeyedList<JSONValue> = [:]
  ) {
    self.stringUnit = stringUnit
    self.substitutions = substitutions
    self.variations = variations
    self.stringSet = stringSet
    self.unknownFields = unknownFields
  }

  /// A localization holding one plain string.
  public static func unit(_ value: String, state: TranslationState = .translated) -> Localization {
    Localization(stringUnit: StringUnit(state: state, value: value))
  }
}
