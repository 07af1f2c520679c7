extension JSONValue {
  /// The value as pretty-printed JSON in Xcode's layout (keys sorted, two-space indentation).
  public func serialized() -> String {
    var output = JSONOutput(ByteWriter())
    output.value(self, indent: 0)
    return String(decoding: output.out.buffer, as: UTF8.self)
  }

  /// A JSON string, or `null` for `nil`.
  public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// A JSON integer, or `null` for `nil`.
  public static func optional(_ number: Int?) -> JSONValue { number.map { .number(String($0)) } ?? .null }
}

extension LedgerEntry {
  /// The entry as a JSON object for reports.
  public var json: JSONValue {
    .object([
      "kind": .string(kind.rawValue), "loss": .bool(isLoss), "key": .string(key),
      "language": .optional(language?.rawValue), "file": .optional(file), "line": .optional(line),
      "message": .string(message),
    ])
  }
}
