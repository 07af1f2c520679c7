import XCStringsBase

/// The `<target>` of a translation unit: the translation and its state.
public struct XLIFFTarget: Equatable, Sendable {
  /// The text, with inline elements (`<g>`, `<ph>`, `<mrk>`) flattened to their text and
  /// empty placeholders (`<x/>`, `<bx/>`, `<ex/>`) dropped.
  public var text: String
  /// The values of a string set (`<mrk mtype="x-set">` elements), or `nil` for a plain text.
  public var setValues: [String]?
  /// The `state` attribute, if any.
  public var state: XLIFFState?
  /// The `state-qualifier` attribute, if any.
  public var stateQualifier: XLIFFStateQualifier?
  /// Where the `<target>` tag starts.
  public var location: SourceLocation?

  /// Creates a target.
  package init(
    text: String, setValues: [String]? = nil, state: XLIFFState? = nil, stateQualifier: XLIFFStateQualifier? = nil,
    location: SourceLocation? = nil
  ) {
    self.text = text
    self.setValues = setValues
    self.state = state
    self.stateQualifier = stateQualifier
    self.location = location
  }
}
