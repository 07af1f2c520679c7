import XCStringsBase

/// A String Catalog (`.xcstrings`): every key of one strings table, in every language.
public struct StringCatalog: Equatable, Sendable {
  /// The development language the catalog's keys are written in.
  public var sourceLanguage: LanguageCode
  /// The format version, kept as found (`1.0`, `1.1`, …).
  public var version: String
  /// The entries by key, in the order they were read or added; the writer sorts them.
  public var strings: KeyedList<CatalogEntry>
  /// Top-level fields this package does not know, kept for writing back.
  public var unknownFields: KeyedList<JSONValue>

  /// Creates a catalog.
  public init(
    sourceLanguage: LanguageCode,
    version: String = "1.0",
    strings: KeyedList<CatalogEntry> = KeyedList(),
    unknownFields: KeyedList<JSONValue> = KeyedList()
  ) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.strings = strings
    self.unknownFields = unknownFields
  }

  /// Whether two catalogs are the same: keys, texts and unknown values compared by their exact
  /// Unicode scalars, never by canonical equivalence.
  public static func == (lhs: StringCatalog, rhs: StringCatalog) -> Bool {
    lhs.sourceLanguage == rhs.sourceLanguage && lhs.version.isIdentical(to: rhs.version)
      && lhs.unknownFields == rhs.unknownFields && lhs.strings == rhs.strings
  }
}
