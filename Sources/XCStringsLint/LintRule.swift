import XCStringsBase

/// A check the linter runs, identified by a stable id such as `placeholder-mismatch`.
///
/// Every rule has a default severity, and the severity is a promise about what Apple's run time
/// does (Lint.md, "Severity promises"): an **error** only where the format specifiers and the
/// plural rules alone prove a crash, garbage or a wrong argument; a **warning** where users of
/// a language the app ships see something wrong (blank text, the key, the development
/// language, "1 files"); a **note** for hygiene nobody sees. A rule may report a finding at a
/// lower severity when the problem is milder than the rule's usual case (an unused plural
/// category, a translation that leaves out a shown argument), and `--strict` turns every
/// warning into a failure.
public struct LintRule: Hashable, Sendable, CustomStringConvertible {
  /// The rule's id as typed after `--disable` and written in reports.
  public var id: String
  /// The severity of the rule's usual finding.
  public var defaultSeverity: Diagnostic.Severity
  /// One line saying what the rule finds, for `--help` and the README.
  public var summary: String
  /// Whether the rule runs without being asked for: a rule that reports what shows nothing
  /// wrong on screen (text nothing uses, a spelling the run time reads anyway) runs only with
  /// `--unused` or a `--severity` for it.
  public var isOnByDefault: Bool

  /// Creates a rule.
  package init(id: String, defaultSeverity: Diagnostic.Severity, summary: String, isOnByDefault: Bool = true) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.isOnByDefault = isOnByDefault
  }

  /// The id.
  public var description: String { id }

  /// A `new` unit, or a key with no unit for a language the table's bundle has.
  public static let untranslated = LintRule(
    id: "untranslated", defaultSeverity: .warning,
    summary: "a translation the table's bundle needs is missing, or still in state 'new'")
  /// A translation whose format specifiers differ from the source's (or the key's).
  public static let placeholderMismatch = LintRule(
    id: "placeholder-mismatch", defaultSeverity: .error,
    summary: "a translation reads other arguments, or other types, than the source or the key")
  /// A plural without `other`, without a category its text needs, with a `one` form that
  /// leaves out a count `one` also selects, or with a category the language never uses.
  public static let pluralCategories = LintRule(
    id: "plural-categories", defaultSeverity: .error,
    summary:
      "a plural lacks 'other' (error), a category its text needs, or a count in 'one' where 'one' covers 21 (warnings); dead categories (notes)"
  )
  /// A key that looks like an identifier and has no source text of its own.
  public static let keyAsValue = LintRule(
    id: "key-as-value", defaultSeverity: .warning,
    summary: "an identifier-like key has no source value (or the key as value), so users would see the key")
  /// A key containing Swift string interpolation, which never matches at run time.
  public static let interpolationInKey = LintRule(
    id: "interpolation-in-key", defaultSeverity: .warning,
    summary: "a key contains Swift interpolation '\\(…)', so it never matches at run time")
  /// A catalog whose `sourceLanguage` differs from the project's development region: exporting
  /// fails, while the app shows the same text, so a note.
  public static let sourceLanguage = LintRule(
    id: "source-language", defaultSeverity: .note,
    summary: "the catalog's sourceLanguage differs from the project's development region")
  /// One key with different source values in two tables of one tree.
  public static let duplicateKeyAcrossTables = LintRule(
    id: "duplicate-key-across-tables", defaultSeverity: .warning,
    summary:
      "the same key has different source values in two tables that ship in one bundle (a note for tables of different bundles)")
  /// An empty value users would see.
  public static let emptyValue = LintRule(
    id: "empty-value", defaultSeverity: .warning,
    summary: "a value users would see is empty (placeholders code fills in, and menu titles, may be)")
  /// Leading or trailing whitespace that the source and a translation do not share, where it
  /// shows.
  public static let whitespaceMismatch = LintRule(
    id: "whitespace-mismatch", defaultSeverity: .warning,
    summary: "a space or newline at an edge differs from the source's where it shows on screen")
  /// A stale entry that still carries translations.
  public static let stale = LintRule(
    id: "stale", defaultSeverity: .note,
    summary: "an entry marked 'stale' still carries translations")

  /// A malformed reference to a substitution (`%#1@count@` for `%1$#@count@`).
  public static let variableReference = LintRule(
    id: "variable-reference", defaultSeverity: .warning,
    summary: "a substitution is referenced as '%#1@name@' instead of '%1$#@name@' (off by default: Xcode and Foundation read it)",
    isOnByDefault: false)
  /// A value that references a substitution its localization does not define.
  public static let undefinedSubstitution = LintRule(
    id: "undefined-substitution", defaultSeverity: .error,
    summary: "a value references a substitution ('%#@name@') that its localization does not define")
  /// A specifier whose field width was meant as a position (`%2@` for `%2$@`).
  public static let positionWithoutDollar = LintRule(
    id: "position-without-dollar", defaultSeverity: .error,
    summary: "'%2@' and '%1@' are field widths, not positions ('%2$@'), so arguments are read in the wrong order")
  /// A translation that breaks the markdown its source renders (an unmatched `**`, or one with
  /// a space on its inner side), so users see the asterisks.
  public static let markdownMismatch = LintRule(
    id: "markdown-mismatch", defaultSeverity: .warning,
    summary: "a translation breaks the source's markdown bold ('**' unmatched, or with a space inside), so users see asterisks")
  /// A control character a translation holds and its source does not.
  public static let controlCharacter = LintRule(
    id: "control-character", defaultSeverity: .warning,
    summary: "a translation holds a control character (U+0000–U+001F but tab and line breaks, U+007F) its source does not")
  /// `\u203A` in a `.strings` file, which Apple's parser reads as the letter `u`.
  public static let unicodeEscape = LintRule(
    id: "unicode-escape", defaultSeverity: .warning,
    summary: "a lowercase '\\u' escape in a .strings file, which Apple's parser reads as 'u' (write '\\U')")
  /// An identifier-like key that only one translation has.
  public static let orphanKey = LintRule(
    id: "orphan-key", defaultSeverity: .note,
    summary: "an identifier-like key only one translation has, not the source, reported once (not as untranslated)")

  /// `String(localized:)` or `LocalizedStringResource` with an interpolated key the catalog
  /// lacks (or `NSLocalizedString` with one, which never matches).
  public static let interpolatedLocalizedString = LintRule(
    id: "interpolated-localized-string", defaultSeverity: .warning,
    summary: "a localized string's key literal is interpolated and the table lacks the key the compiler extracts")
  /// An identifier-like key passed without a default value while the catalog has no source text for it.
  public static let missingDefaultValue = LintRule(
    id: "missing-default-value", defaultSeverity: .warning,
    summary: "an identifier-like key is passed without defaultValue: and the table has no source text, so users see the key")
  /// A literal key that no catalog or table of its name has.
  public static let unknownKey = LintRule(
    id: "unknown-key", defaultSeverity: .warning,
    summary: "a literal key used in Swift is not in its table")
  /// A catalog key that no Swift source uses (only with `--unused`).
  public static let unusedKey = LintRule(
    id: "unused-key", defaultSeverity: .note,
    summary: "a catalog key is not used by any Swift source (off unless asked for)", isOnByDefault: false)
  /// A count followed by an English plural noun with no plural variation (`1 sets`).
  public static let countWithoutPlural = LintRule(
    id: "count-without-plural", defaultSeverity: .warning,
    summary: "a count is followed by a plural noun but the string has no plural variation, so users see '1 sets'")

  /// The project, the targets' Info.plists and `DEVELOPMENT_LANGUAGE` disagree about the
  /// development language: the language users of no shipped language get, which is the
  /// developer's choice, so a note.
  public static let developmentLanguage = LintRule(
    id: "development-language", defaultSeverity: .note,
    summary: "developmentRegion, DEVELOPMENT_LANGUAGE and the targets' CFBundleDevelopmentRegion disagree")
  /// An extension whose development region differs from its host app's.
  public static let extensionDevelopmentRegion = LintRule(
    id: "extension-development-region", defaultSeverity: .warning,
    summary: "an app extension's CFBundleDevelopmentRegion differs from its host app's")
  /// A target with Swift sources and a catalog that does not extract strings: hygiene, since
  /// what users see wrong (a key the catalog lacks) is reported where it shows.
  public static let stringExtractionOff = LintRule(
    id: "string-extraction-off", defaultSeverity: .note,
    summary: "SWIFT_EMIT_LOC_STRINGS is not YES for a target that compiles Swift and has a catalog")
  /// A target that uses localized strings without any table of its own.
  public static let catalogNotInTarget = LintRule(
    id: "catalog-not-in-target", defaultSeverity: .warning,
    summary: "a target uses localized strings but no catalog or .strings table is in its Resources phase")
  /// `knownRegions` and the languages of the catalogs and tables disagree.
  public static let knownRegions = LintRule(
    id: "known-regions", defaultSeverity: .note,
    summary:
      "knownRegions and the translated languages differ (a note, once per project; a warning where BUILD_ONLY_KNOWN_LOCALIZATIONS = YES makes the list decide what ships)"
  )
  /// A localized target whose permission prompts no `InfoPlist` table translates.
  public static let permissionPromptNotLocalized = LintRule(
    id: "permission-prompt-not-localized", defaultSeverity: .warning,
    summary: "a localized target has NS…UsageDescription prompts but no InfoPlist table, so they stay in the development language"
  )

  /// Every rule, in the order reports and help list them.
  public static let all: [LintRule] = [
    .untranslated, .placeholderMismatch, .pluralCategories, .keyAsValue, .interpolationInKey, .sourceLanguage,
    .duplicateKeyAcrossTables, .emptyValue, .whitespaceMismatch, .stale, .variableReference, .undefinedSubstitution,
    .positionWithoutDollar, .markdownMismatch, .controlCharacter, .unicodeEscape, .orphanKey, .interpolatedLocalizedString,
    .missingDefaultValue, .unknownKey, .unusedKey,
    .countWithoutPlural, .developmentLanguage, .extensionDevelopmentRegion, .stringExtractionOff, .catalogNotInTarget,
    .knownRegions, .permissionPromptNotLocalized,
  ]

  /// The rule with an id, if any.
  public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
