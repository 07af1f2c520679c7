import XCStringsBase

/// One key's translation in one language, read from an exchange file (legacy `.strings` and
/// `.stringsdict`, or XLIFF), before it is applied to a catalog.
public struct ImportedLocalization: Equatable, Sendable {
  /// The catalog key.
  public var key: String
  /// The language of the translation.
  public var language: LanguageCode
  /// The translation in the shape the file gives it; each unit's `state` is the state to set.
  public var localization: Localization
  /// Where the key was read, for warnings.
  public var location: SourceLocation?

  /// Creates an imported localization.
  public init(key: String, language: LanguageCode, localization: Localization, location: SourceLocation? = nil) {
    self.key = key
    self.language = language
    self.localization = localization
    self.location = location
  }
}
