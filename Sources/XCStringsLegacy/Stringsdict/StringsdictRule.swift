import XCStringsBase
import XCStringsModel

/// The value of a `.stringsdict` entry: one of the three rule shapes Apple documents, or
/// anything else kept verbatim.
///
/// In a file a device rule is a dictionary whose only key is `NSStringDeviceSpecificRuleType`
/// and a width rule one whose only key is `NSStringVariableWidthRuleType`; the value of that
/// key is the dictionary of devices or widths. A dictionary with `NSStringLocalizedFormatKey`
/// is a format (plural) rule.
public indirect enum StringsdictRule: Equatable, Sendable {
  /// A format string with plural variables (`NSStringLocalizedFormatKey`).
  case format(FormatRule)
  /// Device name (`iphone`, `mac`, …) to a string or a nested rule, in file order
  /// (`NSStringDeviceSpecificRuleType`).
  case device(KeyedList<StringsdictDeviceValue>)
  /// Width (a number, kept as its string key) to a string, in file order
  /// (`NSStringVariableWidthRuleType`).
  case width(KeyedList<String>)
  /// A value that fits none of the shapes, kept verbatim.
  ///
  /// Property-list values map to ``JSONValue`` as: `<string>` to `.string`; `<integer>` to
  /// `.number` in decimal; `<real>` to `.number` with a `.` or exponent (`<real>5</real>` reads
  /// as `5.0`); `<true/>`/`<false/>` to `.bool`; `<date>` to `.string` with its ISO 8601 text;
  /// `<data>` to `.string` with its Base64 text; `<array>` and `<dict>` to `.array` and
  /// `.object`. Dates and data are therefore written back as strings.
  case unrecognized(JSONValue)

  /// The device names Apple documents for `NSStringDeviceSpecificRuleType`.
  package static let knownDevices: [String] = DeviceClass.allKnown.map(\.rawValue)

  /// The rule with every variable's line set to 1, for comparing reads of two files (a table
  /// and the same table written and read back) where only positions may differ.
  var ignoringLines: StringsdictRule {
    switch self {
    case .format(var format):
      for name in format.variables.keys { format.variables[name]?.line = 1 }
      return .format(format)
    case .device(var devices):
      for (name, value) in devices {
        if case .rule(let nested) = value { devices[name] = .rule(nested.ignoringLines) }
      }
      return .device(devices)
    case .width, .unrecognized:
      return self
    }
  }

  /// Whether two rules are the same, texts compared by their exact Unicode scalars.
  public static func == (lhs: StringsdictRule, rhs: StringsdictRule) -> Bool {
    switch (lhs, rhs) {
    case (.format(let left), .format(let right)): left == right
    case (.device(let left), .device(let right)): left == right
    case (.width(let left), .width(let right)): left.isIdentical(to: right)
    case (.unrecognized(let left), .unrecognized(let right)): left == right
    default: false
    }
  }
}
