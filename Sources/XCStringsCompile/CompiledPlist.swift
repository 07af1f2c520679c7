/// A property-list value as `compile` writes it: strings and dictionaries of them, nothing else.
///
/// A dictionary keeps its pairs in the order they were added; ``CompiledPlistWriter`` sorts
/// them as CoreFoundation does when it writes the file.
package indirect enum CompiledPlist: Equatable, Sendable {
  /// A `<string>`.
  case string(String)
  /// A `<dict>`: keys with their values, each key once.
  case dictionary([(key: String, value: CompiledPlist)])

  /// Two values are equal when their strings are, or when their dictionaries hold the same
  /// keys with equal values in the same order.
  package static func == (lhs: CompiledPlist, rhs: CompiledPlist) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The value as Foundation property-list objects (`String` and `[String: Any]`), for
  /// `PropertyListSerialization`.
  package var foundationValue: Any {
    switch self {
    case .string(let text): return text
    case .dictionary(let pairs):
      var result: [String: Any] = [:]
      for (key, value) in pairs { result[key] = value.foundationValue }
      return result
    }
  }
}
