extension String {
  /// The string without `suffix` at its end, or the string itself when it does not end so.
  func removingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
