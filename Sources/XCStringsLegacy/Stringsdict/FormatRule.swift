import XCStringsBase

/// A format entry: a format string whose `%#@name@` references are filled in from plural
/// variables defined next to it.
public struct FormatRule: Equatable, Sendable {
  /// The `NSStringLocalizedFormatKey` string, such as `%#@files@ in %#@folders@`.
  public var format: String
  /// The variables (dictionaries with an `NSStringFormatSpecTypeKey`), in file order.
  public var variables: KeyedList<FormatVariable>
  /// Every other key of the entry's dictionary, kept verbatim.
  public var extraFields: KeyedList<JSONValue>

  /// Creates a format rule.
  public init(format: String, variables: KeyedList<FormatVariable> = KeyedList(), extraFields: KeyedList<JSONValue> = KeyedList())
  {
    self.format = format
    self.variables = variables
    self.extraFields = extraFields
  }

  /// Whether two rules are the same, texts compared by their exact Unicode scalars.
  public static func == (lhs: FormatRule, rhs: FormatRule) -> Bool {
    lhs.format.isIdentical(to: rhs.format) && lhs.variables == rhs.variables && lhs.extraFields == rhs.extraFields
  }
}
