import XCStringsBase

/// The contents of a `.stringsdict` file: its entries in file order, with the warnings found
/// while reading it and the entries that could not be modeled.
///
/// Read one with ``init(contentsOf:)`` or ``init(parsing:path:)`` and write one with
/// ``StringsdictWriter``.
public struct StringsdictTable: Equatable, Sendable {
  /// The entries in file order. A key written twice appears twice; ``entry(for:)`` returns the
  /// later one, as Apple's parser keeps the later value.
  public var entries: [StringsdictEntry]
  /// Warnings found while reading, each with a line number.
  public var diagnostics: [Diagnostic]
  /// Entries left out of ``entries`` (values that are not dictionaries), for the loss ledger.
  public var skipped: [StringsdictEntry.Skipped]

  /// Creates a table.
  public init(
    entries: [StringsdictEntry], diagnostics: [Diagnostic] = [], skipped: [StringsdictEntry.Skipped] = []
  ) {
    self.entries = entries
    self.diagnostics = diagnostics
    self.skipped = skipped
  }

  /// The entry for a key (exact scalar match); the last one when the key appears twice.
  package func entry(for key: String) -> StringsdictEntry? {
    entries.last { $0.key.isIdentical(to: key) }
  }
}
