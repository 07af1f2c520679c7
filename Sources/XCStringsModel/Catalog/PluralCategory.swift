/// A CLDR plural category used as a key of `variations.plural`.
///
/// An open set (``OpenSetValue``): values that Xcode adds in later versions are kept as they are.
public struct PluralCategory: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  @inlinable
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The `zero` category (Apple's runtime also uses it for the number 0 in every language).
  public static let zero: PluralCategory = "zero"
  /// The `one` category.
  public static let one: PluralCategory = "one"
  /// The `two` category.
  public static let two: PluralCategory = "two"
  /// The `few` category.
  public static let few: PluralCategory = "few"
  /// The `many` category.
  public static let many: PluralCategory = "many"
  /// The `other` category, required in every plural.
  public static let other: PluralCategory = "other"

  /// The six categories in CLDR order.
  package static let allKnown: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
}
