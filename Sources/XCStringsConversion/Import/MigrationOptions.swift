import XCStringsModel

/// Choices for turning legacy tables into a catalog; the defaults follow Xcode's migration.
public struct MigrationOptions: Sendable {
  /// What to do with `NSStringVariableWidthRuleType` rules, which catalogs cannot hold.
  public enum WidthRulePolicy: String, Sendable, CaseIterable {
    /// Leave the key's width rule out and list it in the ledger.
    case skip
    /// Take the bucket with the largest integer width (and still list the rule in the ledger).
    case widest
  }

  /// The catalog's source language.
  public var sourceLanguage: LanguageCode
  /// The state of every migrated unit (`translated`, as Xcode writes).
  public var state: TranslationState = .translated
  /// The extraction state of every migrated entry (`migrated`); `nil` writes none.
  public var extractionState: ExtractionState? = .migrated
  /// The catalog format version (`1.0`, as Xcode's migration writes).
  public var formatVersion = "1.0"
  /// Always make substitutions, keeping variable names that direct plurals drop.
  public var keepVariableNames = false
  /// What to do with width rules.
  public var widthRule: WidthRulePolicy = .skip

  /// Creates options for a source language.
  public init(sourceLanguage: LanguageCode) { self.sourceLanguage = sourceLanguage }
}

/// The text genstrings writes when a call has no comment; it tells translators nothing.
///
/// Xcode's handling is unknown. We drop it (a ledger note records each case), because a
/// catalog comment is shown to translators as guidance and this one carries none.
package let genstringsPlaceholderComment = "No comment provided by engineer."
