/// What one device of a device rule maps to.
public enum StringsdictDeviceValue: Equatable, Sendable {
  /// The string used on that device.
  case string(String)
  /// A nested rule, normally a format (plural) or width rule.
  case rule(StringsdictRule)
}
