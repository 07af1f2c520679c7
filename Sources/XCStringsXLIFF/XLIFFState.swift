import XCStringsModel

/// The `state` of an XLIFF 1.2 `<target>`: the standard values, or any other a tool writes.
///
/// An open set (``OpenSetValue``): XLIFF allows tools to add `x-` values, and translation
/// platforms write values of their own.
public struct XLIFFState: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The translation is done (Xcode writes it for catalog state `translated`).
  public static let translated: XLIFFState = "translated"
  /// The translation is final.
  public static let final: XLIFFState = "final"
  /// The translation was signed off.
  public static let signedOff: XLIFFState = "signed-off"
  /// Nothing was translated yet (Xcode writes it for catalog state `new`).
  public static let new: XLIFFState = "new"
  /// The unit still needs a translation.
  public static let needsTranslation: XLIFFState = "needs-translation"
  /// The unit needs localization.
  public static let needsL10n: XLIFFState = "needs-l10n"
  /// The unit needs adaptation.
  public static let needsAdaptation: XLIFFState = "needs-adaptation"
  /// The localization needs review (Xcode writes it for catalog state `needs_review`).
  public static let needsReviewL10n: XLIFFState = "needs-review-l10n"
  /// The translation needs review.
  public static let needsReviewTranslation: XLIFFState = "needs-review-translation"
  /// The adaptation needs review.
  public static let needsReviewAdaptation: XLIFFState = "needs-review-adaptation"
}
