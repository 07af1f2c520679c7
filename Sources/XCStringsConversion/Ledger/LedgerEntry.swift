import XCStringsModel

/// One input item that was not carried over exactly, for the loss ledger.
///
/// A *loss* is a (table, language, key, plural category, device) for which Apple's runtime would
/// resolve a different string after conversion. Other entries (an overridden duplicate, a
/// comment conflict) are notes: something changed, but nothing a user would see.
public struct LedgerEntry: Equatable, Sendable {
  /// What kind of item it is.
  public struct Kind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The kind's identifier as written in reports.
    public var rawValue: String
    /// Wraps an identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier.
    public var description: String { rawValue }

    /// An earlier value of a duplicate key, overridden by a later one (note).
    public static let duplicateOverridden = Kind(rawValue: "duplicate-overridden")
    /// An empty non-source translation, dropped as Xcode does (note: the app shows the
    /// development language's text instead of nothing).
    public static let emptyTranslationDropped = Kind(rawValue: "empty-translation-dropped")
    /// A `.strings` value hidden by the `.stringsdict` entry of the same key, which the app
    /// never shows (note).
    public static let stringsShadowedByStringsdict = Kind(rawValue: "strings-shadowed-by-stringsdict")
    /// Languages gave different comments for a key; one was chosen (note).
    public static let conflictingComments = Kind(rawValue: "conflicting-comments")
    /// genstrings' placeholder comment, not carried over (note).
    public static let placeholderCommentDropped = Kind(rawValue: "placeholder-comment-dropped")
    /// A width rule, which catalogs cannot hold (loss).
    public static let widthRule = Kind(rawValue: "width-rule")
    /// A `.stringsdict` entry of no known shape, or one that is not a dictionary (loss).
    public static let unrecognizedEntry = Kind(rawValue: "unrecognized-entry")
    /// A nested rule a catalog cannot hold, such as a device form with text around a variable (loss).
    public static let unsupportedNesting = Kind(rawValue: "unsupported-nesting")
    /// A variable defined in a `.stringsdict` but never referenced (note).
    public static let unusedVariable = Kind(rawValue: "unused-variable")
    /// A variable referenced but not defined; the token stays in the text (note).
    public static let undefinedVariable = Kind(rawValue: "undefined-variable")
    /// `Base.lproj` supplied a source value missing from the source language's folder (note).
    public static let baseFallback = Kind(rawValue: "base-fallback")
    /// A `Base.lproj` plural rule for a key the source language's `.strings` file defines (loss).
    public static let baseRuleHidden = Kind(rawValue: "base-rule-hidden")
    /// Table files whose names differ only in case were merged into one catalog (note).
    public static let tableNameCase = Kind(rawValue: "table-name-case")
    /// A key and language with different text in the catalog and the legacy files; the
    /// catalog's was kept (merge; loss).
    public static let mergeConflict = Kind(rawValue: "merge-conflict")
    /// A key the catalog does not have, in a file being imported (import; note).
    public static let unknownKey = Kind(rawValue: "unknown-key")
    /// An imported localization of another shape replaced the catalog's (import; note).
    public static let shapeReplaced = Kind(rawValue: "shape-replaced")
    /// A field a legacy file cannot hold (export: state, stringSet, …).
    public static let notRepresentable = Kind(rawValue: "not-representable")
    /// A comment that cannot be written in the target format (export).
    public static let commentNotWritten = Kind(rawValue: "comment-not-written")
  }

  /// What kind of item it is.
  public var kind: Kind
  /// Whether the app would show a different string because of it.
  public var isLoss: Bool
  /// The key concerned.
  public var key: String
  /// The language concerned, if one.
  public var language: LanguageCode?
  /// The file the item came from.
  public var file: String?
  /// The line in that file, when known.
  public var line: Int?
  /// What happened, lower-case.
  public var message: String

  /// Creates an entry.
  package init(
    _ kind: Kind, loss: Bool, key: String, language: LanguageCode? = nil, file: String? = nil, line: Int? = nil,
    message: String
  ) {
    self.kind = kind
    self.isLoss = loss
    self.key = key
    self.language = language
    self.file = file
    self.line = line
    self.message = message
  }
}
