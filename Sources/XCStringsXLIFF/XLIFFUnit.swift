import XCStringsBase

/// A `<trans-unit>`: one string (or one variation of a string) with its translation.
public struct XLIFFUnit: Equatable, Sendable {
  /// The unit id: a catalog key, or a key with a variation suffix (`key|==|plural.one`).
  public var id: String
  /// `false` for `translate="no"`.
  public var translate: Bool
  /// The `<source>` text, flattened like a target's; `nil` when the unit has none.
  public var source: String?
  /// The values of a string set in `<source>`, or `nil` for a plain text.
  public var sourceSetValues: [String]?
  /// The `<target>`, if any.
  public var target: XLIFFTarget?
  /// The `<note>` elements, in order.
  public var notes: [XLIFFNote]
  /// Where the `<trans-unit>` tag starts.
  public var location: SourceLocation?

  /// Creates a unit.
  package init(
    id: String, translate: Bool = true, source: String? = nil, sourceSetValues: [String]? = nil,
    target: XLIFFTarget? = nil, notes: [XLIFFNote] = [], location: SourceLocation? = nil
  ) {
    self.id = id
    self.translate = translate
    self.source = source
    self.sourceSetValues = sourceSetValues
    self.target = target
    self.notes = notes
    self.location = location
  }
}
