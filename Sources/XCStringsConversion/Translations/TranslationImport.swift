import XCStringsBase
import XCStringsModel

/// Applies translations read from exchange files (`.strings`/`.stringsdict` from a translator,
/// or XLIFF) to the catalog they came from, changing nothing else.
///
/// Rules, per string unit (a plain value, or one plural, device or substitution form):
/// - a value that differs replaces the unit's and takes the imported state (`translated`
///   unless the file or ``Options/state`` says otherwise); an equal value leaves the unit
///   untouched, state included, and so does a canonically equivalent one (the same text in
///   another Unicode spelling: the catalog keeps its scalars), with a note showing both;
/// - a value that differs from the unit's only in scalars that are not seen (U+200C, another
///   space) is a change, with a note showing both with escapes;
/// - a unit the catalog lacks (a new plural category, a new language for the key) is added;
/// - a localization of another shape (a plain string where the catalog has a plural, or the
///   reverse) replaces the catalog's for that language only, and the ledger notes it;
/// - a key the catalog lacks is reported as unknown (added only with ``Options/addKeys``);
/// - the source language is imported only with ``Options/includeSource``;
/// - an empty translation where the catalog has text is a warning, applied only when a state
///   was asked for explicitly;
/// - comments, extraction states (`stale` included), `shouldTranslate`, unknown fields,
///   other languages, the key order and the format version never change.
public enum TranslationImport {
  /// Choices for an import.
  public struct Options: Sendable {
    /// The state every changed or added unit takes, overriding the file's; `nil` keeps the
    /// states the imported units carry.
    public var state: TranslationState?
    /// Import only these languages (`nil`: every language).
    public var languages: Set<LanguageCode>?
    /// Add keys the catalog lacks instead of reporting them.
    public var addKeys = false
    /// Import the source language too (developers own it; skipped by default).
    public var includeSource = false

    /// Default options: the file's states, every translation language, no new keys.
    public init() {}
  }

  /// What happened to the units of one language.
  package struct Counts: Equatable, Sendable {
    /// The language.
    package var language: LanguageCode
    /// Units whose value was replaced.
    package var changed = 0
    /// Units equal to the catalog's, left as they were.
    package var unchanged = 0
    /// Units the catalog did not have.
    package var added = 0
    /// Units not imported (source language, other languages, empty values, unfinished states).
    package var skipped = 0
    /// Units of keys the catalog does not have.
    package var unknown = 0

    /// An empty count for a language.
    package init(language: LanguageCode) { self.language = language }
  }

  /// The outcome of applying translations to one catalog.
  package struct Applied: Sendable {
    /// Counts per language, sorted by language.
    package var counts: [Counts]
    /// Warnings (unknown keys, empty values) and notes, located where the files say.
    package var diagnostics: [Diagnostic]
    /// What changed shape or was skipped, for reports.
    package var ledger: [LedgerEntry]
    /// Whether the catalog changed at all.
    package var changed: Bool

    /// The counts of one language, if it appeared.
    package func counts(of language: LanguageCode) -> Counts? { counts.first { $0.language == language } }
  }

  /// Applies `imported` to `catalog`. `unchanged` adds units a caller already found equal
  /// (per language), and `skipped` units it did not pass on, so the counts cover every unit
  /// of the files.
  package static func apply(
    _ imported: [ImportedLocalization], to catalog: inout StringCatalog, options: Options = Options(),
    unchanged: [LanguageCode: Int] = [:], skipped: [LanguageCode: Int] = [:]
  ) -> Applied {
    var counts: [String: Counts] = [:]
    func count(_ language: LanguageCode, _ body: (inout Counts) -> Void) {
      var current = counts[language.rawValue] ?? Counts(language: language)
      body(&current)
      counts[language.rawValue] = current
    }
    for (language, number) in unchanged { count(language) { $0.unchanged += number } }
    for (language, number) in skipped { count(language) { $0.skipped += number } }
    var diagnostics: [Diagnostic] = []
    var ledger: [LedgerEntry] = []
    var changed = false
    var sourceNoted = Set<String>()
    for item in imported {
      let language = item.language
      let units = item.localization.unitCount
      if let wanted = options.languages, !wanted.contains(language) {
        count(language) { $0.skipped += units }
        continue
      }
      if language == catalog.sourceLanguage && !options.includeSource {
        count(language) { $0.skipped += units }
        // Once per language, wherever its units come from: the count is in the summary.
        if sourceNoted.insert(language.rawValue).inserted {
          diagnostics.append(
            Diagnostic(.note, "source language '\(language)' not imported", at: nil, code: .sourceLanguageNotImported))
        }
        continue
      }
      var incoming = item.localization
      if let state = options.state { incoming.setStates(state) }
      guard var entry = catalog.strings[item.key] else {
        if options.addKeys {
          catalog.strings[item.key] = CatalogEntry(localizations: [language.rawValue: incoming])
          count(language) { $0.added += units }
          changed = true
        } else {
          count(language) { $0.unknown += units }
          diagnostics.append(
            Diagnostic(
              .warning, "key '\(item.key)' is not in the catalog; not imported", at: item.location,
              code: .keyNotInCatalog))
          ledger.append(
            LedgerEntry(
              .unknownKey, loss: false, key: item.key, language: language,
              file: item.location?.path, line: item.location?.line,
              message: "the catalog has no such key; not imported"))
        }
        continue
      }
      let current = entry.localizations?[language.rawValue]
      // An empty value is a translator's gap, not a translation, unless a state was asked for.
      if options.state == nil, incoming.isEmptyPlainUnit, let current, !current.isEmptyPlainUnit {
        count(language) { $0.skipped += units }
        diagnostics.append(
          Diagnostic(
            .warning,
            "'\(language)' value of '\(item.key)' is empty where the catalog has one; not imported",
            at: item.location, code: .emptyValueNotImported))
        continue
      }
      guard var localization = current else {
        // A source unit equal to its key adds nothing: Xcode leaves such units out, and the
        // app shows the key either way.
        if language == catalog.sourceLanguage, incoming.isPlainUnit(withValue: item.key) {
          count(language) { $0.unchanged += units }
          continue
        }
        entry[language] = incoming
        catalog.strings[item.key] = entry
        count(language) { $0.added += units }
        changed = true
        continue
      }
      if localization.shape != incoming.shape {
        ledger.append(
          LedgerEntry(
            .shapeReplaced, loss: false, key: item.key, language: language, file: item.location?.path,
            line: item.location?.line,
            message: "the file's \(incoming.shape.description) replaces the catalog's \(localization.shape.description)"))
        entry[language] = incoming
        catalog.strings[item.key] = entry
        count(language) { $0.changed += units }
        changed = true
        continue
      }
      // Without --state, the states are the file's: a translator's review flag is applied.
      let tally = localization.mergeUnits(from: incoming, reviewFlags: options.state == nil)
      diagnostics += tally.lookAlikes.map { lookAlikeNote($0, key: item.key, language: language, at: item.location) }
      count(language) {
        $0.changed += tally.changed
        $0.unchanged += tally.unchanged
        $0.added += tally.added
      }
      if tally.changed + tally.added > 0 {
        entry[language] = localization
        catalog.strings[item.key] = entry
        changed = true
      }
    }
    let sorted = counts.values.sorted { $0.language.rawValue < $1.language.rawValue }
    return Applied(counts: sorted, diagnostics: diagnostics, ledger: ledger, changed: changed)
  }

  /// A note showing the scalars of two values that look alike: the file's value spelled
  /// otherwise than the catalog's (kept), or changed only in scalars that are not seen.
  static func lookAlikeNote(
    _ pair: UnitTally.LookAlike, key: String, language: LanguageCode, at location: SourceLocation?
  )
    -> Diagnostic
  {
    let catalog = pair.catalog.escapedScalarsForDisplay
    let file = pair.file.escapedScalarsForDisplay
    let subject = "'\(language)' value of '\(key.escapedForDisplay)'"
    if pair.kept {
      return .note(
        "\(subject) is the catalog's in another Unicode spelling ('\(file)' for '\(catalog)'); kept as the catalog writes it",
        at: location)
    }
    return .note("\(subject) changes only in characters that are not seen: '\(catalog)' → '\(file)'", at: location)
  }
}
