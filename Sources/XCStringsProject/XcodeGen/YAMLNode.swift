/// A value of a YAML document as ``YAMLReader`` reads it: a scalar, a sequence or a mapping,
/// with the byte offset where it starts.
package struct YAMLNode: Sendable, Equatable {
  /// One key of a mapping and its value.
  package struct Member: Sendable, Equatable {
    package var key: String
    /// Where the key starts.
    package var keyOffset: Int
    package var value: YAMLNode
  }

  /// What the value is.
  package enum Kind: Sendable, Equatable {
    /// Text; an empty value (`key:` with nothing after it) is the empty string.
    case scalar(String)
    case sequence([YAMLNode])
    /// Members in file order.
    case mapping([Member])
  }

  package var kind: Kind
  /// Where the value starts (for an empty value, where its key does).
  package var offset: Int

  /// The value of `key` in a mapping (the first, should a file repeat it).
  package subscript(key: String) -> YAMLNode? { member(key)?.value }

  /// The member for `key` in a mapping.
  package func member(_ key: String) -> Member? {
    guard case .mapping(let members) = kind else { return nil }
    return members.first { $0.key == key }
  }

  /// The members of a mapping; empty for anything else.
  package var members: [Member] {
    if case .mapping(let members) = kind { return members }
    return []
  }

  /// The elements of a sequence; empty for anything else.
  package var elements: [YAMLNode] {
    if case .sequence(let elements) = kind { return elements }
    return []
  }

  /// The text of a scalar.
  package var scalar: String? {
    if case .scalar(let text) = kind { return text }
    return nil
  }

  /// A scalar read as YAML reads a boolean (`true`, `yes`, `on` and their capitalized forms;
  /// Xcode's `YES` too), or `nil` when it is none.
  package var bool: Bool? {
    switch scalar {
    case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": true
    case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": false
    default: nil
    }
  }
}
