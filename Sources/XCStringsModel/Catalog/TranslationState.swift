/// The translation state Xcode records in a string unit (`translated`, `needs_review`, `new`).
///
/// An open set (``OpenSetValue``): values that Xcode adds in later versions are kept as they are.
public struct TranslationState: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  @inlinable
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A value supplied by a person or by migration.
  public static let translated: TranslationState = "translated"
  /// A value marked for review.
  public static let needsReview: TranslationState = "needs_review"
  /// A value not yet translated.
  public static let new: TranslationState = "new"
  /// A value a machine translated (Xcode 27; XLIFF's `state-qualifier="leveraged-mt"`).
  public static let machineTranslated: TranslationState = "machine_translated"
  /// The unit states Xcode writes, in the order help texts list them.
  package static let allKnown: [TranslationState] = [.translated, .needsReview, .new, .machineTranslated]
  /// A value whose key is no longer found in source (seen as an extraction state only).
  public static let stale: TranslationState = "stale"
}
