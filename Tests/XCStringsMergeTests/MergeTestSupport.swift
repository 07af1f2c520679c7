@testable import XCStringsBase
@testable import XCStringsMerge
@testable import XCStringsModel

/// Small catalogs and edits shared by the merge tests.
enum MergeFixtures {
  /// A base with two keys in English and German, each with a comment.
  static let base = StringCatalog(
    sourceLanguage: "en",
    strings: [
      "k": CatalogEntry(comment: "Greeting", localizations: ["en": .unit("Hello"), "de": .unit("Hallo")]),
      "j": CatalogEntry(comment: "Farewell", localizations: ["en": .unit("Bye"), "de": .unit("Tschüss")]),
    ])

  /// A plural localization of the given forms.
  static func plural(_ forms: [(String, String)], state: TranslationState = .translated) -> Localization {
    Localization(variations: Variations(plural: KeyedList(forms.map { ($0.0, Variation.unit($0.1, state: state)) })))
  }

  /// A localization of device forms.
  static func device(_ forms: [(String, String)], state: TranslationState = .translated) -> Localization {
    Localization(variations: Variations(device: KeyedList(forms.map { ($0.0, Variation.unit($0.1, state: state)) })))
  }

  /// Merges and gives back the catalog, the conflicts as their messages and the notes.
  static func merge(
    _ base: StringCatalog?, _ ours: StringCatalog, _ theirs: StringCatalog, prefer: MergeSide? = nil
  ) -> (catalog: StringCatalog, conflicts: [String], notes: [String]) {
    let result = CatalogMerge.merge(base: base, ours: ours, theirs: theirs, prefer: prefer)
    return (result.catalog, result.conflicts.map(\.description), result.notes.map(\.message))
  }

  /// `catalog` with `change` applied to the entry of `key`.
  static func editing(_ catalog: StringCatalog, _ key: String, _ change: (inout CatalogEntry) -> Void) -> StringCatalog {
    var copy = catalog
    var entry = copy.strings[key] ?? CatalogEntry()
    change(&entry)
    copy.strings[key] = entry
    return copy
  }
}

/// The edits of the conflict matrix, each in two variants (0 and 1) that differ, applied to
/// one key of ``MergeFixtures/base``.
enum MatrixEdit: String, CaseIterable {
  case add, delete, value, state, shape, comment, stale

  func apply(to catalog: inout StringCatalog, key: String, variant: Int) {
    switch self {
    case .add: catalog.strings[key]![LanguageCode("fr")] = .unit("Ajout-\(variant)")
    case .delete: catalog.strings[key] = nil
    case .value: catalog.strings[key]![LanguageCode("de")]!.stringUnit!.value = "Wert-\(variant)"
    case .state: catalog.strings[key]![LanguageCode("de")]!.stringUnit!.state = variant == 0 ? .needsReview : .new
    case .shape:
      catalog.strings[key]![LanguageCode("de")] =
        variant == 0
        ? MergeFixtures.plural([("one", "Ein Gruß"), ("other", "%lld Grüße")])
        : MergeFixtures.device([("iphone", "Hallo iPhone"), ("mac", "Hallo Mac")])
    case .comment: catalog.strings[key]!.comment = "Kommentar-\(variant)"
    case .stale: catalog.strings[key]!.extractionState = .stale
    }
  }

  func applied(to catalog: StringCatalog, key: String, variant: Int) -> StringCatalog {
    var copy = catalog
    apply(to: &copy, key: key, variant: variant)
    return copy
  }
}
