/// One literal the compiler extracts into a String Catalog, as a lexer can read it: the key's
/// pieces (text and interpolated values), the table, the comment and the default value.
///
/// The key's specifiers are not chosen here: an interpolation's type may be declared in another
/// file, so the caller resolves each ``ValueHint`` once every file of the target is read.
package struct ExtractedString: Equatable, Sendable {
  /// A run of text or an interpolated value.
  package enum Piece: Hashable, Sendable {
    /// Text, exactly as the string holds it at run time.
    case text(String)
    /// An interpolation, with what its tokens say of its type and its source text.
    case value(ValueHint, expression: String)
  }

  /// The key's pieces in order.
  package var pieces: [Piece]
  /// The table (`table:`/`tableName:`): `Localizable` when none is named, `nil` when named by
  /// an expression other than a literal.
  package var table: String?
  /// The `comment:` argument's text; `nil` when there is none or it is not a literal.
  package var comment: String?
  /// The `defaultValue:` (or `value:`) argument's pieces, when it is a literal.
  package var defaultValue: [Piece]?
  /// The 1-based line and column of the key's literal.
  package var line: Int
  /// The 1-based column (in UTF-8 bytes) of the key's literal.
  package var column: Int
  /// The byte offset of the key's literal in the file, where the names its interpolations
  /// use are looked up (``ScopedBinding``).
  package var offset: Int

  /// A string from parts.
  package init(
    pieces: [Piece], table: String?, comment: String?, defaultValue: [Piece]?, line: Int, column: Int, offset: Int = 0
  ) {
    self.pieces = pieces
    self.table = table
    self.comment = comment
    self.defaultValue = defaultValue
    self.line = line
    self.column = column
    self.offset = offset
  }
}
