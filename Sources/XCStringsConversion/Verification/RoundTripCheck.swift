import XCStringsLegacy
import XCStringsModel

/// Whether a table's legacy files can be replaced by the catalog written for them: the one
/// definition of a loss that `verify`, `migrate --delete-legacy` and the reports share.
///
/// A loss is a (language, key, plural category or device) for which Apple's runtime would show
/// a different string once the catalog stands in for the files: the files and an export of the
/// catalog are both resolved by the runtime's rules and compared (``RuntimeResolution``), and
/// every loss the conversion's ledger lists counts too, found by the comparison or not. An
/// empty non-source translation is not a loss, whatever stands in for it (the app shows the
/// development language's text, or a merged catalog's translation, instead of nothing; the
/// ledger notes each one that migration drops).
public struct RoundTripCheck: Sendable {
  /// One thing the app would show differently or not at all.
  public struct Loss: Equatable, Sendable, CustomStringConvertible {
    /// The language, when the loss belongs to one.
    public var language: String?
    /// The key.
    public var key: String
    /// What was lost (`plural.few missing`, `changed from 'a' to 'b'`, or a ledger message).
    public var message: String
    /// The legacy file the loss was noted in, when known.
    public var file: String?
    /// The line in that file, when known.
    public var line: Int?

    /// `[ja] "key": plural.few missing`.
    public var description: String {
      let language = language.map { "[\($0)] " } ?? ""
      return "\(language)\"\(key)\": \(message)"
    }
  }

  /// Every loss, those the runtime comparison found first (in language, key and variant
  /// order), then ledger losses it did not cover.
  package var losses: [Loss]

  /// Whether nothing would be lost.
  package var lostNothing: Bool { losses.isEmpty }

  /// Compares what the app resolves from `files` with what it resolves from an export of
  /// `catalog` (the catalog as it is written, after any merge), adding the ledger's losses.
  package static func check(
    files: [(file: LegacyFile, parsed: LegacyConverter.Parsed)], catalog: StringCatalog, sourceLanguage: LanguageCode,
    ledger: [LedgerEntry]
  ) -> RoundTripCheck {
    let before = LegacyTableLoader.resolution(of: files, sourceLanguage: sourceLanguage)
    let after = LegacyTableLoader.resolution(of: CatalogExporter.export(catalog))
    var losses: [Loss] = []
    var covered = Set<[String]>()
    for loss in before.losses(in: after) {
      let item = loss.item
      // An empty translation: the app showed nothing, and now shows the development
      // language's text (or, after a merge, the catalog's translation) instead.
      if loss.before.isEmpty, item.variant.isEmpty, item.language != sourceLanguage.rawValue { continue }
      let variant = item.variant.isEmpty ? "" : item.variant + " "
      let what = loss.after.map { "changed from '\(loss.before.escapedForDisplay)' to '\($0.escapedForDisplay)'" } ?? "missing"
      losses.append(Loss(language: item.language, key: item.key.string, message: variant + what))
      covered.insert([item.language, item.key.string])
    }
    for entry in ledger where entry.isLoss {
      guard !covered.contains([entry.language?.rawValue ?? "", entry.key]) else { continue }
      losses.append(
        Loss(
          language: entry.language?.rawValue, key: entry.key, message: "[\(entry.kind)] \(entry.message)",
          file: entry.file, line: entry.line))
    }
    return RoundTripCheck(losses: losses)
  }
}
