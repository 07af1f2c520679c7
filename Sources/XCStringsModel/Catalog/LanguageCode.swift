/// A language identifier as used in `.lproj` names and catalog `localizations`, such as `en` or `zh-Hans`.
///
/// An open set (``OpenSetValue``): values that Xcode adds in later versions are kept as they are.
public struct LanguageCode: OpenSetValue {
  /// The value as written in the file.
  public var rawValue: String

  /// Wraps a raw value.
  @inlinable
  public init(rawValue: String) { self.rawValue = rawValue }

  /// English.
  public static let english: LanguageCode = "en"
}
