import XCStringsBase

/// One variable of a format rule: a plural rule that picks a form by a number argument.
public struct FormatVariable: Equatable, Sendable {
  /// The rule type Apple documents for plural variables.
  public static let pluralRuleType = "NSStringPluralRuleType"

  /// `NSStringFormatSpecTypeKey`, normally ``pluralRuleType``.
  public var specType: String
  /// `NSStringFormatValueTypeKey`: the conversion of the argument without `%`, such as `lld`,
  /// `d` or `@`; `nil` when the file has none.
  public var valueType: String?
  /// Plural category (`zero`, `one`, `two`, `few`, `many`, `other`) to text, in file order.
  /// Unknown categories are kept.
  public var forms: KeyedList<String>
  /// The line of the variable's `<key>` (1 for binary property lists and code-built values).
  public var line: Int
  /// Every other key of the variable's dictionary (values that are not strings), kept verbatim.
  public var extraFields: KeyedList<JSONValue>

  /// Creates a variable.
  public init(
    specType: String = FormatVariable.pluralRuleType, valueType: String?, forms: KeyedList<String>,
    line: Int = 1, extraFields: KeyedList<JSONValue> = KeyedList()
  ) {
    self.specType = specType
    self.valueType = valueType
    self.forms = forms
    self.line = line
    self.extraFields = extraFields
  }

  /// Whether two variables are the same, texts compared by their exact Unicode scalars.
  public static func == (lhs: FormatVariable, rhs: FormatVariable) -> Bool {
    lhs.specType.isIdentical(to: rhs.specType) && String.isIdentical(lhs.valueType, rhs.valueType)
      && lhs.forms.isIdentical(to: rhs.forms) && lhs.line == rhs.line && lhs.extraFields == rhs.extraFields
  }
}
