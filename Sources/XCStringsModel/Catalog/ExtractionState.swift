/// How Xcode manages an entry: absent (automatic), `manual`, `stale`, `extracted_with_value` or `migrated`.
///
/// An open set (``OpenSetValue``): values that Xcode adds in later versions are kept as they are.
public struct ExtractionState: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  @inlinable
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Added by hand; never marked stale.
  public static let manual: ExtractionState = "manual"
  /// Automatic, but the last build no longer found the key.
  public static let stale: ExtractionState = "stale"
  /// The source text comes from a source artifact (XIB, Info.plist, `defaultValue:`).
  public static let extractedWithValue: ExtractionState = "extracted_with_value"
  /// Written by "Migrate to String Catalog".
  public static let migrated: ExtractionState = "migrated"
  /// The extraction states Xcode writes, in the order help texts list them.
  package static let allKnown: [ExtractionState] = [.migrated, .manual, .extractedWithValue, .stale]
}
