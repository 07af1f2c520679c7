/// What one device of a device rule maps to.
public enum StringsdictDeviceValue: Equatable, Sendable {
  /// The string used on that device.
  case string(String)
  /// A nested rule, normally a format (plural) or width rule.
  case rule(StringsdictRule)

  /// Whether two values are the same, texts compared by their exact Unicode scalars.
  public static func == (lhs: StringsdictDeviceValue, rhs: StringsdictDeviceValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let left), .string(let right)): left.isIdentical(to: right)
    case (.rule(let left), .rule(let right)): left == right
    default: false
    }
  }
}
