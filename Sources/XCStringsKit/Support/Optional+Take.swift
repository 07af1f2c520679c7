extension Optional {
  /// The value, leaving `nil` behind: a value moved out of a slot rather than copied, so its
  /// memory goes as soon as the taker is done with it.
  mutating func take() -> Wrapped? {
    defer { self = nil }
    return self
  }
}
