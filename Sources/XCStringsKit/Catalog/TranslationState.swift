/// The translation state Xcode records in a string unit (`translated`, `needs_review`, `new`).
///
/// An open set: values that Xcode adds in later versions are kept as they are.
public struct TranslationState: RawRepresentable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Wraps a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The raw value.
  public var description: String { rawValue }

  /// Compares by exact Unicode scalars, as Xcode does.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.isIdentical(to: rhs.rawValue) }

  /// Hashes the exact scalars.
  public func hash(into hasher: inout Hasher) { hasher.combine(ExactKey(rawValue)) }

  /// A value supplied by a person or by migration.
  public static let translated: TranslationState = "translated"
  /// A value marked for review.
  public static let needsReview: TranslationState = "needs_review"
  /// A value not yet translated.
  public static let new: TranslationState = "new"
  /// A value whose key is no longer found in source (seen as an extraction state only).
  public static let stale: TranslationState = "stale"
}
