import XCStringsBase

extension LedgerEntry {
  /// The entry as a JSON object for reports.
  package var json: JSONValue {
    .object([
      "kind": .string(kind.rawValue), "loss": .bool(isLoss), "key": .string(key),
      "language": .optional(language?.rawValue), "file": .optional(file), "line": .optional(line),
      "message": .string(message),
    ])
  }
}
