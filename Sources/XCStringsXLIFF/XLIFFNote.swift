/// A `<note>` of a translation unit.
public struct XLIFFNote: Equatable, Sendable {
  /// The note's text.
  public var text: String
  /// The `from` attribute (Xcode writes `auto-generated` for generated comments).
  public var from: String?

  /// Creates a note.
  package init(text: String, from: String? = nil) {
    self.text = text
    self.from = from
  }
}
