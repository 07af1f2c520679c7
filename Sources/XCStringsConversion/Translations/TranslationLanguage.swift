import XCStringsBase
import XCStringsLegacy
import XCStringsModel

/// The catalog language that translations coming back under a language code go into.
///
/// A code in Apple's form (a language, an optional script, an optional region: `en-GB`,
/// `pt-BR`, `es-419`, `zh-Hant-HK`, as Xcode names `.lproj` folders and `.xcloc` bundles) is
/// a localization of its own and is imported as written, even where the catalog has only its
/// base language: the note is coded so that the tool names `--language-map`, which folds it into the base. Only
/// the spelling is normalised, as an `.lproj` name is (``LprojLanguage``: `_` → `-`, Apple's
/// case), and the Chinese codes Xcode never uses go to their script (`zh_CN`, `zh-CN`, `zh-SG`
/// → `zh-Hans`; `zh_TW`, `zh-TW` → `zh-Hant`). A `--language-map` entry for the code as
/// written wins over both.
package enum TranslationLanguage {
  /// Where a code's translations go, and what the reader should be told about it.
  package struct Resolved: Equatable, Sendable {
    /// The catalog language.
    package var language: LanguageCode
    /// Why the language is not the code as written, or that it is new beside its base
    /// language, when either is so.
    package var note: String?
    /// The catalog's language that ``language`` is a variant of, when the catalog lacks
    /// ``language`` itself (`en` for `en-GB`).
    package var base: LanguageCode?
    /// The code as written, when ``base`` is set: the note's hint folds it into the base.
    package var written: String?

    /// A language, with the note and the base language its code calls for.
    package init(language: LanguageCode, note: String? = nil, base: LanguageCode? = nil, written: String? = nil) {
      self.language = language
      self.note = note
      self.base = base
      self.written = written
    }

    /// `note`, the note placed in a file, coded as a new language beside its base when it is
    /// one: the tool's hint then says how to fold it into the base.
    package func coded(_ note: Diagnostic) -> Diagnostic {
      guard let base, let written else { return note }
      return note.coded(.languageVariant, values: [written, base.rawValue])
    }
  }

  /// The languages a catalog has: its source language and every language of an entry.
  package static func languages(of catalog: StringCatalog) -> Set<LanguageCode> {
    // `localizedLanguages` reads the entries in place, on all cores, and hashes a language
    // only where an entry does not list it in the order met so far: hashing every language
    // of every entry here was most of the time an import spends on one thread.
    var languages: Set<LanguageCode> = [catalog.sourceLanguage]
    for name in catalog.localizedLanguages { languages.insert(LanguageCode(rawValue: name)) }
    return languages
  }

  /// Chinese codes with a region that Xcode never writes, and the script it writes for them.
  static let chineseScripts: [String: LanguageCode] = ["zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-TW": "zh-Hant"]

  /// The language `written` goes into for a catalog with `languages`; `nil` when `written`
  /// is not a language code (and no override names it).
  package static func resolve(
    _ written: String, in languages: Set<LanguageCode>, overrides: [String: String] = [:]
  ) -> Resolved? {
    if let override = overrides[written] { return Resolved(language: LanguageCode(rawValue: override)) }
    guard let spelled = LprojLanguage.language(forFolderName: written) else { return nil }
    let language = chineseScripts[spelled.rawValue] ?? spelled
    let respelled = language.rawValue != written
    // A region or script of a language the catalog has is a localization of its own (`en-GB`
    // beside `en`): folding it into the base would lose a real localization, so it is kept
    // apart and the note says how to fold it.
    if !languages.contains(language), let base = base(of: language, in: languages) {
      let read = respelled ? "'\(written)' is read as '\(language.rawValue)' and" : "'\(written)' is"
      return Resolved(
        language: language,
        note: "\(read) imported as a new language beside the catalog's '\(base.rawValue)'", base: base,
        written: written)
    }
    guard respelled else { return Resolved(language: language) }
    return Resolved(language: language, note: "'\(written)' is read as '\(language.rawValue)'")
  }

  /// The nearest language of `languages` that `language` is a variant of (`zh-Hant-HK` →
  /// `zh-Hant`, else `zh`), when `language` is in Apple's form.
  static func base(of language: LanguageCode, in languages: Set<LanguageCode>) -> LanguageCode? {
    guard let parts = appleParts(of: language) else { return nil }
    var candidates: [LanguageCode] = []
    if parts.region != nil, let script = parts.script {
      candidates.append(LanguageCode(rawValue: parts.language + "-" + script))
    }
    if parts.region != nil || parts.script != nil { candidates.append(LanguageCode(rawValue: parts.language)) }
    return candidates.first { languages.contains($0) }
  }

  /// The subtags of a code in Apple's form: a language of two or three letters, then an
  /// optional four-letter script, then an optional region of two letters or three digits.
  static func appleParts(of language: LanguageCode) -> (language: String, script: String?, region: String?)? {
    var parts = language.rawValue.split(separator: "-", omittingEmptySubsequences: false)[...]
    guard let first = parts.popFirst(), (2...3).contains(first.count), first.utf8.allSatisfy(isLetter) else { return nil }
    var script: String?
    if let next = parts.first, next.count == 4, next.utf8.allSatisfy(isLetter) {
      script = String(next)
      parts = parts.dropFirst()
    }
    var region: String?
    if let next = parts.first,
      (next.count == 2 && next.utf8.allSatisfy(isLetter)) || (next.count == 3 && next.utf8.allSatisfy(isDigit))
    {
      region = String(next)
      parts = parts.dropFirst()
    }
    guard parts.isEmpty else { return nil }
    return (String(first), script, region)
  }

  private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
