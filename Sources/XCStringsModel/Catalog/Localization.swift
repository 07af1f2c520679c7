import XCStringsBase

/// The text of one key in one language: a plain unit, substitutions, variations or a string set.
public struct Localization: Equatable, Sendable {
  /// The plain string, or the format that holds `%#@name@` substitution tokens.
  public var stringUnit: StringUnit?

  // A catalog holds one localization per key per language (two million in a large one), and
  // nearly all of them are a plain unit. The other fields live in one shared box, allocated
  // only when one of them is set, which halves a localization's inline size (112 → 48 bytes)
  // and what copying one retains. `nil` whenever they are all empty.
  @usableFromInline
  var rare: Rare?

  /// The fields other than the string unit, copied on write.
  @usableFromInline
  final class Rare: @unchecked Sendable {
    @usableFromInline
    package var substitutions: KeyedList<Substitution>?
    @usableFromInline
    package var variations: Variations?
    @usableFromInline
    package var stringSet: StringSet?
    @usableFromInline
    package var unknownFields: KeyedList<JSONValue>

    @inlinable
    package init(
      substitutions: KeyedList<Substitution>?, variations: Variations?, stringSet: StringSet?,
      unknownFields: KeyedList<JSONValue>
    ) {
      self.substitutions = substitutions
      self.variations = variations
      self.stringSet = stringSet
      self.unknownFields = unknownFields
    }

    package var isEmpty: Bool { substitutions == nil && variations == nil && stringSet == nil && unknownFields.isEmpty }

    package func copy() -> Rare {
      Rare(substitutions: substitutions, variations: variations, stringSet: stringSet, unknownFields: unknownFields)
    }
  }

  /// Named plural arguments referenced from `stringUnit.value`.
  public var substitutions: KeyedList<Substitution>? {
    get { rare?.substitutions }
    _modify {
      let box = uniqueRare()
      yield &box.substitutions
      dropRareIfEmpty()
    }
  }

  /// Plural or device variations of the whole string.
  public var variations: Variations? {
    get { rare?.variations }
    _modify {
      let box = uniqueRare()
      yield &box.variations
      dropRareIfEmpty()
    }
  }

  /// A list of phrases (App Intents).
  public var stringSet: StringSet? {
    get { rare?.stringSet }
    _modify {
      let box = uniqueRare()
      yield &box.stringSet
      dropRareIfEmpty()
    }
  }

  /// Fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue> {
    get { rare?.unknownFields ?? [:] }
    _modify {
      let box = uniqueRare()
      yield &box.unknownFields
      dropRareIfEmpty()
    }
  }

  /// Whether the localization is a string unit alone (or nothing): no substitutions,
  /// variations, string set or unknown fields.
  @inlinable
  package var isUnitOnly: Bool { rare == nil }

  /// Creates a localization.
  @inlinable
  public init(
    stringUnit: StringUnit? = nil,
    substitutions: KeyedList<Substitution>? = nil,
    variations: Variations? = nil,
    stringSet: StringSet? = nil,
    unknownFields: KeyedList<JSONValue> = KeyedList()
  ) {
    self.stringUnit = stringUnit
    // The box is made only when something goes in it.
    if substitutions != nil || variations != nil || stringSet != nil || !unknownFields.isEmpty {
      rare = Rare(substitutions: substitutions, variations: variations, stringSet: stringSet, unknownFields: unknownFields)
    }
  }

  // `value` is taken over: a borrowed one was retained on its way into the unit, the first
  // time in a conversion that the string's memory was touched since it was parsed.
  /// A localization holding one plain string.
  @inlinable
  public static func unit(_ value: consuming String, state: TranslationState = .translated) -> Localization {
    Localization(stringUnit: StringUnit(state: state, value: value))
  }

  /// Compares every field, however it is stored.
  public static func == (lhs: Localization, rhs: Localization) -> Bool {
    guard lhs.stringUnit == rhs.stringUnit else { return false }
    if lhs.rare === rhs.rare { return true }
    return lhs.substitutions == rhs.substitutions && lhs.variations == rhs.variations
      && lhs.stringSet == rhs.stringSet && lhs.unknownFields == rhs.unknownFields
  }

  /// The box, made unique to this value so that it can be changed in place.
  mutating func uniqueRare() -> Rare {
    // Checked before binding the box, which would be a second reference to it.
    if isKnownUniquelyReferenced(&rare), let box = rare { return box }
    let box = rare?.copy() ?? Rare(substitutions: nil, variations: nil, stringSet: nil, unknownFields: [:])
    rare = box
    return box
  }

  mutating func dropRareIfEmpty() {
    if rare?.isEmpty == true { rare = nil }
  }
}
