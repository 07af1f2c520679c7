import XCStringsBase

/// One top-level key of a `.stringsdict` file and the rule it maps to.
public struct StringsdictEntry: Equatable, Sendable {
  /// An entry that could not be modeled and was left out of ``StringsdictTable/entries``.
  ///
  /// Converters record these in their loss ledger: the value is kept so the ledger can show
  /// what was dropped.
  public struct Skipped: Equatable, Sendable {
    /// The entry's key.
    public var key: String
    /// The line of the entry's `<key>` (1 for binary property lists).
    public var line: Int
    /// Why the entry was skipped, lower-case, such as `the value is a string, not a dictionary`.
    public var reason: String
    /// The entry's value, kept verbatim.
    public var value: JSONValue

    /// Creates a record of a skipped entry.
    package init(key: String, line: Int, reason: String, value: JSONValue) {
      self.key = key
      self.line = line
      self.reason = reason
      self.value = value
    }
  }

  /// The localization key, compared by exact Unicode scalars.
  public var key: String
  /// The line of the entry's `<key>` (1 for binary property lists and for entries built in code).
  public var line: Int
  /// The text of the XML comment written directly before the entry's `<key>`, trimmed.
  ///
  /// Several comments in a row are joined with newlines. The writer cannot write a comment
  /// that contains `--` (see ``StringsdictWriter/canWriteComment(_:)``).
  public var comment: String?
  /// What the key maps to.
  public var rule: StringsdictRule

  /// Creates an entry.
  public init(key: String, line: Int = 1, comment: String? = nil, rule: StringsdictRule) {
    self.key = key
    self.line = line
    self.comment = comment
    self.rule = rule
  }

  /// Whether two entries are the same, key, comment and texts compared by their exact Unicode
  /// scalars.
  public static func == (lhs: StringsdictEntry, rhs: StringsdictEntry) -> Bool {
    lhs.key.isIdentical(to: rhs.key) && lhs.line == rhs.line && String.isIdentical(lhs.comment, rhs.comment)
      && lhs.rule == rhs.rule
  }
}
