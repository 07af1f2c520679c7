import XCStringsModel
import XCStringsLegacy

/// The catalog language that translations coming back under a language code go into.
///
/// Translation platforms write codes their own way (`zh_CN`, `pl-PL`, `de-de`), and a catalog
/// language the app never looks up is a translation lost. A code is read as an `.lproj` name
/// is (``LprojLanguage``: `zh_CN` → `zh-Hans`, `_` → `-`, BCP 47 case); then a region variant
/// of a language the catalog has, whose own code the catalog lacks (`pl-PL` beside `pl`), goes
/// into that language, with a note. A `--language-map` entry for the code as written wins over
/// both.
public enum TranslationLanguage {
  /// Where a code's translations go, and what the reader should be told about it.
  public struct Resolved: Equatable, Sendable {
    /// The catalog language.
    public var language: LanguageCode
    /// Why the language is not the code as written, when it is not.
    public var note: String?
  }

  /// The languages a catalog has: its source language and every language of an entry.
  public static func languages(of catalog: StringCatalog) -> Set<LanguageCode> {
    // `localizedLanguages` reads the entries in place, on all cores, and hashes a language
    // only where an entry does not list it in the order met so far: hashing every language
    // of every entry here was most of the time an import spends on one thread.
    var languages: Set<LanguageCode> = [catalog.sourceLanguage]
    for name in catalog.localizedLanguages { languages.insert(LanguageCode(rawValue: name)) }
    return languages
  }

  /// The language `written` goes into for a catalog with `languages`; `nil` when `written`
  /// is not a language code (and no override names it).
  public static func resolve(
    _ written: String, in languages: Set<LanguageCode>, overrides: [String: String] = [:]
  ) -> Resolved? {
    if let override = overrides[written] { return Resolved(language: LanguageCode(rawValue: override)) }
    guard let normalized = LprojLanguage.language(forFolderName: written) else { return nil }
    if !languages.contains(normalized), let base = withoutRegion(normalized), languages.contains(base) {
      return Resolved(
        language: base,
        note: "'\(written)' is imported as '\(base)', the catalog's language for it (pass --language-map "
          + "\(written)=\(normalized.rawValue) to keep it apart)")
    }
    guard normalized.rawValue != written else { return Resolved(language: normalized) }
    return Resolved(language: normalized, note: "'\(written)' is read as '\(normalized.rawValue)'")
  }

  /// The code without its region subtag (`pl-PL` → `pl`, `es-419` → `es`, `zh-Hant-TW` →
  /// `zh-Hant`), or `nil` when it has none.
  static func withoutRegion(_ language: LanguageCode) -> LanguageCode? {
    let parts = language.rawValue.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 2, let last = parts.last else { return nil }
    let isRegion = (last.count == 2 && last.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A })
      || (last.count == 3 && last.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
    guard isRegion else { return nil }
    return LanguageCode(rawValue: parts.dropLast().joined(separator: "-"))
  }
}
