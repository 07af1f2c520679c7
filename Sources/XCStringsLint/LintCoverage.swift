import XCStringsBase
import XCStringsModel

/// How far one language of one catalog is translated, like the progress column of Xcode's
/// catalog editor.
///
/// Keys marked `shouldTranslate: false` or `extractionState: stale` are not counted. A key
/// counts as `new` when any of its units is `new`, else as `needsReview` when any unit is
/// `needs_review`, else as `translated`; `missing` keys have no localization for the language.
public struct LintCoverage: Hashable, Sendable {
  /// The catalog (or, for a legacy tree, the catalog path the table would migrate to).
  public var file: String
  /// The language.
  public var language: LanguageCode
  /// Keys whose units are all translated.
  public var translated = 0
  /// Keys with a unit in state `needs_review`.
  public var needsReview = 0
  /// Keys with a unit in state `new`.
  public var new = 0
  /// Keys with no localization for the language.
  public var missing = 0

  /// Creates an empty count.
  package init(file: String, language: LanguageCode) {
    self.file = file
    self.language = language
  }

  /// All counted keys.
  public var total: Int { translated + needsReview + new + missing }

  /// The translated share in whole percent, as Xcode's catalog editor shows it (two of three
  /// is `67`), except that only a complete language shows `100`; `100` when nothing is
  /// counted.
  public var percent: Int {
    guard total > 0 else { return 100 }
    let rounded = (translated * 200 + total) / (total * 2)
    return translated < total ? min(rounded, 99) : 100
  }

  /// ``percent`` as text.
  package var percentText: String { String(percent) }

  /// The count as a JSON object for `lint --json`.
  package var json: JSONValue {
    .object([
      "file": .string(file), "language": .string(language.rawValue),
      "translated": .number(String(translated)), "needsReview": .number(String(needsReview)),
      "new": .number(String(new)), "missing": .number(String(missing)), "percent": .number(percentText),
    ])
  }
}
