import XCStringsBase
import XCStringsModel

extension StringCatalog {
  /// The localization of `key` in `language`.
  public func localization(_ key: String, _ language: LanguageCode) -> Localization? { strings[key]?[language] }

  /// The plain value of `key` in `language`.
  public func value(_ key: String, _ language: LanguageCode) -> String? { localization(key, language)?.stringUnit?.value }
}
