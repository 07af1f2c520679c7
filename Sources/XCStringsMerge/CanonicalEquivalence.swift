import Foundation
import XCStringsBase
import XCStringsModel

/// Canonical equivalence for the merge: two texts that Unicode says are the same text
/// (combining marks typed in another order, a letter composed or decomposed) are the same
/// edit, though the model, which compares exact scalars, tells them apart.
///
/// Used only where the exact comparison has already found a difference, so that the common
/// case pays nothing: texts are compared in Foundation's canonical decomposition (NFD), and a
/// value holding texts is compared with every text of it decomposed.
enum CanonicalEquivalence {
  /// The text in canonical decomposition; ASCII text is its own.
  static func decomposed(_ text: String) -> String {
    text.utf8.allSatisfy { $0 < 0x80 } ? text : text.decomposedStringWithCanonicalMapping
  }

  /// Whether two texts are canonically equivalent.
  static func same(_ lhs: String, _ rhs: String) -> Bool { lhs.isCanonicallyEquivalent(to: rhs) }

  /// Whether two string units are equivalent: equivalent values, the same state and fields.
  static func same(_ lhs: StringUnit, _ rhs: StringUnit) -> Bool {
    lhs.state == rhs.state && lhs.unknownFields == rhs.unknownFields && same(lhs.value, rhs.value)
  }

  /// Whether two string sets are equivalent: equivalent values, the same state and fields.
  static func same(_ lhs: StringSet, _ rhs: StringSet) -> Bool {
    lhs.state == rhs.state && lhs.unknownFields == rhs.unknownFields && lhs.values.count == rhs.values.count
      && zip(lhs.values, rhs.values).allSatisfy { same($0, $1) }
  }

  /// Whether two entries are equivalent: equal once every text is decomposed.
  static func same(_ lhs: CatalogEntry, _ rhs: CatalogEntry) -> Bool { decomposed(lhs) == decomposed(rhs) }

  /// Whether two localizations are equivalent: equal once every text is decomposed.
  static func same(_ lhs: Localization, _ rhs: Localization) -> Bool { decomposed(lhs) == decomposed(rhs) }

  /// Whether two forms are equivalent: equal once every text is decomposed.
  static func same(_ lhs: Variation, _ rhs: Variation) -> Bool { decomposed(lhs) == decomposed(rhs) }

  /// Whether two substitutions are equivalent: equal once every text is decomposed.
  static func same(_ lhs: Substitution, _ rhs: Substitution) -> Bool { decomposed(lhs) == decomposed(rhs) }

  // Every text of a value decomposed: comments, unit values, string set values, format
  // specifiers. Fields the model does not know stay as they are (compared exactly).

  static func decomposed(_ entry: CatalogEntry) -> CatalogEntry {
    var copy = entry
    copy.comment = entry.comment.map(decomposed)
    copy.localizations = entry.localizations.map(decomposed)
    return copy
  }

  static func decomposed(_ localization: Localization) -> Localization {
    var copy = localization
    copy.stringUnit = localization.stringUnit.map(decomposed)
    if let set = localization.stringSet { copy.stringSet!.values = set.values.map(decomposed) }
    copy.variations = localization.variations.map(decomposed)
    copy.substitutions = localization.substitutions.map(decomposed)
    return copy
  }

  static func decomposed(_ form: Variation) -> Variation {
    var copy = form
    copy.stringUnit = form.stringUnit.map(decomposed)
    copy.variations = form.variations.map(decomposed)
    return copy
  }

  static func decomposed(_ substitution: Substitution) -> Substitution {
    var copy = substitution
    copy.formatSpecifier = substitution.formatSpecifier.map(decomposed)
    copy.variations = substitution.variations.map(decomposed)
    return copy
  }

  private static func decomposed(_ unit: StringUnit) -> StringUnit {
    var copy = unit
    copy.value = decomposed(unit.value)
    return copy
  }

  private static func decomposed(_ variations: Variations) -> Variations {
    var copy = variations
    copy.plural = variations.plural.map(decomposed)
    copy.device = variations.device.map(decomposed)
    return copy
  }

  private static func decomposed<Value>(_ list: KeyedList<Value>, _ transform: (Value) -> Value) -> KeyedList<Value> {
    KeyedList(list.map { ($0.key, transform($0.value)) })
  }

  private static func decomposed(_ list: KeyedList<Localization>) -> KeyedList<Localization> { decomposed(list, decomposed) }
  private static func decomposed(_ list: KeyedList<Variation>) -> KeyedList<Variation> { decomposed(list, decomposed) }
  private static func decomposed(_ list: KeyedList<Substitution>) -> KeyedList<Substitution> { decomposed(list, decomposed) }
}
