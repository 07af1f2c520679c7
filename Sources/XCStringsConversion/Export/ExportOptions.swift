import XCStringsLegacy
import XCStringsModel

/// Choices for writing a catalog back to `.strings`/`.stringsdict` files.
public struct ExportOptions: Sendable {
  /// Export only units in these states; `nil` exports every unit with a value.
  public var states: Set<TranslationState>? = nil
  /// Fill each language's missing keys from this language, so an app never shows raw keys.
  public var fallbackLanguage: LanguageCode? = nil

  /// Default options: every unit with a value, no fallback.
  public init() {}
}

/// The legacy tables of one language, as export produces them.
public struct ExportedLanguage: Equatable, Sendable {
  /// The language.
  public var language: LanguageCode
  /// The `.strings` entries in catalog order.
  public var strings: [StringsTable.Entry]
  /// The `.stringsdict` entries (plural, device and substitution keys).
  public var stringsdict: [StringsdictEntry]

  /// Creates an exported language.
  package init(language: LanguageCode, strings: [StringsTable.Entry] = [], stringsdict: [StringsdictEntry] = []) {
    self.language = language
    self.strings = strings
    self.stringsdict = stringsdict
  }
}
